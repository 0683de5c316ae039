import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listIdParam, shoppingRefusal } from "~/lib/shopping-api.server";
import { removeCheckedItems } from "~/services/shopping-lists.server";

/** DELETE /api/shopping-lists/{listId}/checked-items: Remove checked items -> { removed }. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const result = await removeCheckedItems(context.db, user.id, listIdParam(params));
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson({ removed: result.removed });
}

export const loader = () => methodNotAllowed(["DELETE"]);
