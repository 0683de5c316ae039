import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { listShares } from "~/services/recipe-social.server";
import { recipeExists } from "~/services/recipes.server";

/**
 * GET /api/social/recipes/{id}/shares: the recipe's shares, newest first, with their platform
 * (`userId` only on the viewer's own).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  if (!id || !(await recipeExists(context.db, id)))
    throw apiError(404, "not_found", "Recipe not found.");
  const viewer = await getSessionUser(request, context);
  return apiJson(await listShares(context.db, id, viewer?.id ?? null), {
    headers: { Vary: "Cookie" },
  });
}

export const action = () => methodNotAllowed(["GET"]);
