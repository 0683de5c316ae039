import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { removeCheckedSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { removeCheckedItems } from "~/services/shopping-lists.server";

/**
 * DELETE /api/shopping-lists/{listId}/checked-items { itemIds }: Remove checked items -> { removed }.
 * Only the named items that are checked go: a stale tab cannot remove an item checked elsewhere.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const listId = listIdParam(params);
  const { itemIds } = await parseJsonBody(request, removeCheckedSchema);
  const result = await removeCheckedItems(context.db, user.id, listId, itemIds);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson({ removed: result.removed });
}

export const loader = () => methodNotAllowed(["DELETE"]);
