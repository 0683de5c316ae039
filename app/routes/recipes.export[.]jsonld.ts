/**
 * GET /recipes/export.jsonld (signed-in): the user's own recipes as a JSON-LD list of
 * schema.org/Recipe objects, the same shape the recipe pages carry (ADR 038).
 */
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeStructuredData } from "~/domain/recipe-structured-data";
import { requireUser } from "~/lib/auth.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy.server";
import { publicOrigin } from "~/lib/origin.server";
import { ownRecipesForExport } from "~/services/recipe-import.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const recipes = await ownRecipesForExport(context.db, user.id);
  const origin = publicOrigin(request, context.env);
  const data = recipes.map((recipe) =>
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
