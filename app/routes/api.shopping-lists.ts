import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { newShoppingListSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { shoppingRefusal } from "~/lib/shopping-api.server";
import {
  createShoppingList,
  ensureShoppingLists,
  listShoppingLists,
} from "~/services/shopping-lists.server";

/** GET /api/shopping-lists: the user's lists with their items (a new user gets the two starter lists). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  await ensureShoppingLists(context.db, user.id);
  return apiJson({ lists: await listShoppingLists(context.db, user.id) });
}

/** POST /api/shopping-lists { name, items? } -> 201 and the new list. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, newShoppingListSchema);
  const result = await createShoppingList(context.db, user.id, input.name, input.items);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson(result.list, { status: 201 });
}
