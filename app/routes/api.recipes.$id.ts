import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiPublicJson, methodNotAllowed } from "~/lib/api.server";
import { getRecipeListItem } from "~/services/recipes.server";

/** GET /api/recipes/{id}: one recipe, or 404 (a non-numeric id is not found either). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  const recipe = id ? await getRecipeListItem(context.db, id) : null;
  if (!recipe) throw apiError(404, "not_found", "Recipe not found.");
  return apiPublicJson(recipe);
}

export const action = () => methodNotAllowed(["GET"]);
