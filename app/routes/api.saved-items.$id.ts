import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiError, methodNotAllowed, parseIdParam } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { deleteSavedItem } from "~/services/saved-items.server";

/** DELETE /api/saved-items/{id}: unsave -> 204; another user's item or an unknown id -> 404. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const id = parseIdParam(params.id, "Saved item not found.");
  if (!(await deleteSavedItem(context.db, user.id, id))) {
    throw apiError(404, "not_found", "Saved item not found.");
  }
  return new Response(null, { status: 204 });
}

export const loader = () => methodNotAllowed(["DELETE"]);
