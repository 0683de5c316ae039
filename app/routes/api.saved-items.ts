import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SAVED_ITEM_KINDS, savedItemSchema, type SavedItemKind } from "~/domain/schemas/shopping";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { isKnownItem, listSavedItems, saveItem } from "~/services/saved-items.server";

/** GET /api/saved-items[?kind=smoothie-plan|smoothie-recipe|diet-plan]: the user's saved items. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const kind = new URL(request.url).searchParams.get("kind");
  if (kind !== null && !(SAVED_ITEM_KINDS as readonly string[]).includes(kind)) {
    throw apiError(400, "validation_failed", `Choose one of: ${SAVED_ITEM_KINDS.join(", ")}.`, {
      kind: [`Choose one of: ${SAVED_ITEM_KINDS.join(", ")}.`],
    });
  }
  const items = await listSavedItems(
    context.db,
    user.id,
    (kind as SavedItemKind | null) ?? undefined,
  );
  return apiJson({ items });
}

/** POST /api/saved-items { kind, itemId } -> 201 when saved now, 200 when it already was. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const { kind, itemId } = await parseJsonBody(request, savedItemSchema);
  if (!isKnownItem(kind, itemId)) {
    throw apiError(400, "validation_failed", "Unknown item.", { itemId: ["Unknown item."] });
  }
  const { item, created } = await saveItem(context.db, user.id, kind, itemId);
  return apiJson(item, { status: created ? 201 : 200 });
}
