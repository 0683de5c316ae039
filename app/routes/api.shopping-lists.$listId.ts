import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { deleteShoppingList, getShoppingList } from "~/services/shopping-lists.server";

/** GET /api/shopping-lists/{listId}: one of the user's lists with its items. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const list = await getShoppingList(context.db, user.id, listIdParam(params));
  if (!list) throw shoppingRefusal("not_found");
  return apiJson(list);
}

/** DELETE /api/shopping-lists/{listId}: 204; 409 when it is the user's only list. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["GET", "DELETE"]);
  const user = await requireApiUser(request, context);
  const result = await deleteShoppingList(context.db, user.id, listIdParam(params));
  if (!result.ok) throw shoppingRefusal(result.reason);
  return new Response(null, { status: 204 });
}
