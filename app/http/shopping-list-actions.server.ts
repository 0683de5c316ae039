/**
 * The shopping-list page's action (POST /shopping-list, docs/decisions/041): every change the page
 * makes posts a form here, through fetchers with JavaScript and as plain forms without it. The
 * JSON API (/api/shopping-lists...) stays for API clients; both call the same services and say the
 * same refusals (shoppingRefusalText).
 *
 * Success redirects to the list it changed (`/shopping-list?list=`) with a notice where the spec
 * has one; the page's loader brings the lists back, so the page keeps no copy of them. A refusal
 * redirects back with the refusal as an error notice; a form with errors answers 400 with conform's
 * reply.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { listName, shoppingItemInputSchema } from "~/domain/schemas/shopping";
import { requireUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { shoppingRefusalText, type ShoppingRefusalReason } from "~/lib/shopping-api.server";
import { replaceWithToast, type ToastInput } from "~/lib/toast.server";
import {
  addRecipeToShoppingList,
  addShoppingItem,
  createShoppingList,
  deleteShoppingItem,
  deleteShoppingList,
  getShoppingList,
  removeCheckedItems,
  updateShoppingItem,
} from "~/services/shopping-lists.server";

export const SHOPPING_INTENTS = [
  "create-list",
  "delete-list",
  "add-item",
  "toggle-item",
  "delete-item",
  "remove-checked",
  "add-recipe",
] as const;

const id = z.coerce.number().int().positive();
const ids = z
  .string()
  .optional()
  .transform((text) => (text ? text.split(",").map(Number) : []))
  .pipe(z.array(id).max(300));

/** The fields each intent posts besides `intent` (the API's schemas for what the user typed). */
const formSchemas = {
  "create-list": z.object({ name: listName }),
  "delete-list": z.object({ listId: id }),
  "add-item": shoppingItemInputSchema.extend({ listId: id }),
  "toggle-item": z.object({ listId: id, itemId: id, checked: z.enum(["true", "false"]) }),
  "delete-item": z.object({ listId: id, itemId: id }),
  "remove-checked": z.object({ listId: id, itemIds: ids }),
  "add-recipe": z.object({ listId: id, recipeId: id }),
} as const;

function back(
  context: ActionFunctionArgs["context"],
  listId: number | null,
  toast?: ToastInput,
): Promise<Response> {
  return replaceWithToast(
    context,
    listId ? `/shopping-list?list=${listId}` : "/shopping-list",
    toast,
  );
}

function refused(
  context: ActionFunctionArgs["context"],
  listId: number | null,
  title: string,
  reason: ShoppingRefusalReason,
) {
  const { message } = shoppingRefusalText(reason);
  return back(context, listId, { title, description: message, variant: "destructive" });
}

export async function shoppingListAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const form = await readFormPost(request);
  const intent = z.enum(SHOPPING_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown intent", { status: 400 });
  const submission = parseWithZod(form, {
    schema: formSchemas[intent.data].extend({ intent: z.literal(intent.data) }),
  });
  if (submission.status !== "success") {
    return json({ intent: intent.data, result: submission.reply() }, { status: 400 });
  }
  const db = context.db;

  switch (intent.data) {
    case "create-list": {
      const { name } = submission.value as z.infer<(typeof formSchemas)["create-list"]>;
      const result = await createShoppingList(db, user.id, name);
      if (!result.ok) return refused(context, null, "Could not create the list", result.reason);
      return back(context, result.list.id, {
        title: "List created",
        description: `${result.list.name} is ready.`,
      });
    }
    case "delete-list": {
      const { listId } = submission.value as z.infer<(typeof formSchemas)["delete-list"]>;
      const list = await getShoppingList(db, user.id, listId);
      const result = await deleteShoppingList(db, user.id, listId);
      if (!result.ok) return refused(context, listId, "Could not delete the list", result.reason);
      return back(context, null, {
        title: "List deleted",
        description: `${list?.name} was deleted.`,
      });
    }
    case "add-item": {
      const { listId, ...item } = submission.value as z.infer<(typeof formSchemas)["add-item"]>;
      const result = await addShoppingItem(db, user.id, listId, item);
      if (!result.ok) return refused(context, listId, "Could not add the item", result.reason);
      return back(context, listId);
    }
    case "toggle-item": {
      const { listId, itemId, checked } = submission.value as z.infer<
        (typeof formSchemas)["toggle-item"]
      >;
      const result = await updateShoppingItem(db, user.id, listId, itemId, {
        checked: checked === "true",
      });
      if (!result.ok) return refused(context, listId, "Could not update the item", result.reason);
      return back(context, listId);
    }
    case "delete-item": {
      const { listId, itemId } = submission.value as z.infer<(typeof formSchemas)["delete-item"]>;
      const result = await deleteShoppingItem(db, user.id, listId, itemId);
      if (!result.ok) return refused(context, listId, "Could not delete the item", result.reason);
      return back(context, listId);
    }
    case "remove-checked": {
      const { listId, itemIds } = submission.value as z.infer<
        (typeof formSchemas)["remove-checked"]
      >;
      const result = await removeCheckedItems(db, user.id, listId, itemIds);
      if (!result.ok) {
        return refused(context, listId, "Could not remove the checked items", result.reason);
      }
      const n = result.removed;
      const list = await getShoppingList(db, user.id, listId);
      return back(context, listId, {
        title: "Checked items removed",
        description: `${n} ${n === 1 ? "item" : "items"} removed from ${list?.name}.`,
      });
    }
    case "add-recipe": {
      const { listId, recipeId } = submission.value as z.infer<(typeof formSchemas)["add-recipe"]>;
      const result = await addRecipeToShoppingList(db, user.id, listId, recipeId);
      if (!result.ok) return refused(context, listId, "Could not add the recipe", result.reason);
      const list = await getShoppingList(db, user.id, listId);
      return back(context, listId, {
        title: "Ingredients added",
        description: `${result.items.length} ingredients from ${result.recipe.title} added to ${list?.name}.`,
      });
    }
  }
}
