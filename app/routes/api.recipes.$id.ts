import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { getRecipe, withCulturalBadges } from "~/services/recipes.server";

/** GET /api/recipes/{id}: one recipe, or 404 (a non-numeric id is not found either). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  const recipe = id ? await getRecipe(context.db, id) : null;
  if (!recipe) throw apiError(404, "not_found", "Recipe not found.");
  const [withBadges] = await withCulturalBadges(context.db, [recipe]);
  return apiJson(withBadges);
}

export const action = () => methodNotAllowed(["GET"]);
