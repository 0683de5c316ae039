import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { asc, eq } from "drizzle-orm";
import { recipes } from "#db/schema";
import { apiJson, methodNotAllowed } from "~/lib/api.server";

/**
 * GET /api/recipes[?cuisine=]: the catalogue list (spec 1 section 7). A minimal version so the
 * shopping list's recipe picker works on this branch; the recipe issue owns this route and its
 * version replaces this one at merge (the picker reads only id, title and description).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const cuisine = new URL(request.url).searchParams.get("cuisine");
  const rows = await context.db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      imageUrl: recipes.imageUrl,
      calories: recipes.calories,
      prepTime: recipes.prepTime,
      cuisine: recipes.cuisine,
    })
    .from(recipes)
    .where(cuisine ? eq(recipes.cuisine, cuisine) : undefined)
    .orderBy(asc(recipes.id));
  return apiJson(rows);
}

export const action = () => methodNotAllowed(["GET"]);
