import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { favoriteSchema } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser, requireSameUser } from "~/lib/auth.server";
import { addFavorite } from "~/services/favorites.server";

/**
 * POST /api/favorites { userId, recipeId }: saves a favourite of the signed-in user (another user's
 * id is 403). Idempotent: 201 when added, 200 when it was already there.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, favoriteSchema);
  const userId = requireSameUser(user, input.userId);
  const result = await addFavorite(context.db, userId, input.recipeId);
  if (!result.ok) throw apiError(404, "not_found", "Recipe not found.");
  return apiJson(
    { userId, recipeId: input.recipeId, favorited: true },
    { status: result.created ? 201 : 200 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
