import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeEditApiSchema } from "~/domain/schemas/recipe-import";
import { parseIdParam } from "~/domain/schemas/recipes";
import {
  apiError,
  apiJson,
  apiPublicJson,
  methodNotAllowed,
  parseJsonBody,
  validationError,
} from "~/lib/api.server";
import { requireApiUser, withViewer } from "~/lib/auth.server";
import { recipeScope } from "~/lib/edge-cache.server";
import { editOwnRecipe } from "~/services/recipe-import.server";
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

/**
 * PATCH /api/recipes/{id} (ADR 046): the owner changes their own recipe; the lines are read
 * again by the food engine, and lines it cannot read refuse the change (422, each listed). Another
 * user's recipe and the built-in recipes answer 404, like a missing one.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") return methodNotAllowed(["GET", "PATCH"]);
  const user = await requireApiUser(request, context);
  const id = parseIdParam(params.id);
  if (!id) throw apiError(404, "not_found", "Recipe not found.");
  const patch = await parseJsonBody(request, recipeEditApiSchema);
  const outcome = await editOwnRecipe(context.db, user.id, id, patch);
  if (!outcome.ok) {
    switch (outcome.reason) {
      case "not_found":
        throw apiError(404, "not_found", "Recipe not found.");
      case "invalid":
        return validationError(outcome.error);
      case "unresolved":
        return apiError(
          422,
          "unread_ingredients",
          "Fix or remove the ingredient lines we could not read, so the nutrition is right.",
          { ingredients: outcome.check.unresolved.map((u) => `${u.line}: ${u.reason}`) },
        );
    }
  }
  await context.edgeCache.purge([recipeScope(id)]);
  const recipe = await getRecipeListItem(context.db, id, user.id);
  return apiJson(recipe);
}
