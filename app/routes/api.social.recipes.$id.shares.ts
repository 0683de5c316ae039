import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { listShares } from "~/services/recipe-social.server";
import { recipeExists } from "~/services/recipes.server";

/** GET /api/social/recipes/{id}/shares: the recipe's shares, newest first, with their platform. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  if (!id || !(await recipeExists(context.db, id)))
    throw apiError(404, "not_found", "Recipe not found.");
  return apiJson(await listShares(context.db, id));
}

export const action = () => methodNotAllowed(["GET"]);
