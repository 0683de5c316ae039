import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { shoppingItemPatchSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseIdParam, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { deleteShoppingItem, updateShoppingItem } from "~/services/shopping-lists.server";

/**
 * PATCH /api/shopping-lists/{listId}/items/{itemId} { checked?, name?, quantity?, category? } -> the item.
 * DELETE /api/shopping-lists/{listId}/items/{itemId} -> 204.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE") {
    throw methodNotAllowed(["PATCH", "DELETE"]);
  }
  const user = await requireApiUser(request, context);
  const listId = listIdParam(params);
  const itemId = parseIdParam(params.itemId, "Shopping list item not found.");
  if (request.method === "DELETE") {
    const result = await deleteShoppingItem(context.db, user.id, listId, itemId);
    if (!result.ok) throw shoppingRefusal("item_not_found");
    return new Response(null, { status: 204 });
  }
  const patch = await parseJsonBody(request, shoppingItemPatchSchema);
  const result = await updateShoppingItem(context.db, user.id, listId, itemId, patch);
  if (!result.ok) throw shoppingRefusal("item_not_found");
  return apiJson(result.item);
}

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
