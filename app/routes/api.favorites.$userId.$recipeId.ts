import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser, requireSameUser } from "~/lib/auth.server";
import { removeFavorite } from "~/services/favorites.server";

/** DELETE /api/favorites/{userId}/{recipeId}: 204 whether or not it was a favourite (idempotent). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const userId = requireSameUser(user, params.userId);
  const recipeId = parseIdParam(params.recipeId);
  if (!recipeId) throw apiError(404, "not_found", "Recipe not found.");
  await removeFavorite(context.db, userId, recipeId);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed(["DELETE"]);
