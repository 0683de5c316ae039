import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { deleteComment } from "~/services/recipe-social.server";
import { recipeScope } from "~/lib/edge-cache.server";

/** DELETE /api/social/comments/{id}: 204 for the author; 403 for anyone else; 404 when there is none. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const id = parseIdParam(params.id);
  const result = id ? await deleteComment(context.db, user.id, id) : "not_found";
  if (result === "forbidden")
    throw apiError(403, "forbidden", "You can only delete your own comments.");
  if (result === "not_found") throw apiError(404, "not_found", "Comment not found.");
  await context.edgeCache.purge([recipeScope(result.deleted)]);
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed(["DELETE"]);
