import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { shoppingItemInputSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { addShoppingItem } from "~/services/shopping-lists.server";

/** POST /api/shopping-lists/{listId}/items { name, quantity?, category? } -> 201 and the item. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const listId = listIdParam(params);
  const input = await parseJsonBody(request, shoppingItemInputSchema);
  const result = await addShoppingItem(context.db, user.id, listId, input);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson(result.item, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
