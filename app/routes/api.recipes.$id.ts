import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, apiPublicJson, methodNotAllowed } from "~/lib/api.server";
import { withViewer } from "~/lib/auth.server";
import { getRecipeListItem } from "~/services/recipes.server";

/**
 * GET /api/recipes/{id}: one recipe, or 404 (a non-numeric id is not found either, nor another
 * user's private recipe).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  // the viewer and the recipe in one D1 round trip (ADR 034)
  const { data: recipe } = await withViewer(request, context, (viewerId) =>
    id ? getRecipeListItem(context.db, id, viewerId) : Promise.resolve(null),
  );
  if (!recipe) throw apiError(404, "not_found", "Recipe not found.");
  // a private recipe is its owner's answer alone: never public, never edge-cached (ADR 038)
  return recipe.ownerId === undefined ? apiPublicJson(recipe) : apiJson(recipe);
}

export const action = () => methodNotAllowed(["GET"]);
