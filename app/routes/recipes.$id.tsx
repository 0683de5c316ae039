import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { eq } from "drizzle-orm";
import { recipes } from "#db/schema";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const [recipe] = id
    ? await context.db
        .select({ id: recipes.id, title: recipes.title, description: recipes.description })
        .from(recipes)
        .where(eq(recipes.id, id))
        .limit(1)
    : [];
  return json({ recipe: recipe ?? null }, { status: recipe ? 200 : 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.recipe?.title ?? "Recipe Not Found"} | NutriCoach` },
];

export default function RecipePage() {
  const { recipe } = useLoaderData<typeof loader>();
  if (!recipe) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Recipe Not Found</h1>
        <Link
          to="/recommendations"
          className="mt-6 inline-block font-medium text-emerald-800 underline dark:text-emerald-300"
        >
          Back to recommendations
        </Link>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold">{recipe.title}</h1>
      <p className="mt-4 text-gray-700 dark:text-gray-300">{recipe.description}</p>
    </div>
  );
}
