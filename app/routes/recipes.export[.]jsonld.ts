/**
 * GET /recipes/export.jsonld (signed-in): the user's own recipes as a JSON-LD list of
 * schema.org/Recipe objects, the same shape the recipe pages carry (ADR 038).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeStructuredData } from "~/domain/recipe-structured-data";
import { requireUser } from "~/lib/auth.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy.server";
import { publicOrigin } from "~/lib/origin.server";
import { EXPORT_LIMIT } from "~/services/recipe-import.server";
import { queryRecipes } from "~/services/recipes.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const page = await queryRecipes(context.db, {
    viewerId: user.id,
    ownOnly: true,
    order: "id",
    limit: EXPORT_LIMIT,
    offset: 0,
  });
  const origin = publicOrigin(request, context.env);
  const data = page.recipes.map((recipe) =>
    recipeStructuredData({ recipe, url: `${origin}/recipes/${recipe.id}`, origin }),
  );
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "Content-Type": "application/ld+json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-recipes.jsonld"',
      "Cache-Control": PRIVATE_NO_STORE,
    },
  });
}
