/**
 * /recipes/export (signed-in): the user's own recipes as a printable page; the JSON-LD file is
 * /recipes/export.jsonld (recipes.export[.]jsonld.ts). ADR 038.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { readIngredients, readInstructions } from "~/domain/recipe-content";
import { requireUser } from "~/lib/auth.server";
import { ownRecipesForExport } from "~/services/recipe-import.server";

export const meta: MetaFunction = () => [{ title: "My recipes | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const recipes = await ownRecipesForExport(context.db, user.id);
  return json({
    recipes: recipes.map((r) => ({
      id: r.id,
      title: r.title,
      description: r.description,
      servings: r.servings,
      prepTime: r.prepTime,
      calories: r.calories,
      protein: r.protein,
      carbs: r.carbs,
      fat: r.fat,
      ingredients: readIngredients(r.ingredients),
      instructions: readInstructions(r.instructions),
    })),
  });
}

export default function ExportRecipes() {
  const { recipes } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6" data-print="page">
      <h1 className="text-3xl font-bold">My recipes</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300" data-print="hide">
        Print this page, or{" "}
        <a
          href="/recipes/export.jsonld"
          className="text-emerald-800 underline dark:text-emerald-300"
        >
          download them as schema.org JSON-LD
        </a>
        .{" "}
        <Link to="/recipes/import" className="text-emerald-800 underline dark:text-emerald-300">
          Import another recipe
        </Link>
      </p>
      {recipes.length === 0 ? (
        <p className="mt-6 text-gray-700 dark:text-gray-300">No imported recipes yet.</p>
      ) : null}
      {recipes.map((r) => (
        <article key={r.id} className="mt-8 break-inside-avoid" data-testid="export-recipe">
          <h2 className="text-2xl font-semibold">{r.title}</h2>
          {r.description ? (
            <p className="mt-1 text-gray-700 dark:text-gray-300">{r.description}</p>
          ) : null}
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            {`${r.servings} servings · ${r.prepTime} min · per serving ${Math.round(r.calories)} kcal, ${Math.round(r.protein)} g protein, ${Math.round(r.carbs)} g carbs, ${Math.round(r.fat)} g fat`}
          </p>
          <h3 className="mt-3 font-semibold">Ingredients</h3>
          <ul className="list-disc pl-5">
            {r.ingredients.status === "ok"
              ? r.ingredients.lines.map((l, i) => <li key={i}>{l.ok ? l.text : l.message}</li>)
              : null}
          </ul>
          <h3 className="mt-3 font-semibold">Steps</h3>
          <ol className="list-decimal pl-5">
            {r.instructions.status === "ok"
              ? r.instructions.lines.map((l, i) => <li key={i}>{l.ok ? l.text : l.message}</li>)
              : null}
          </ol>
        </article>
      ))}
    </div>
  );
}
