/** Shared answers of the shopping-list APIs (app/routes/api.shopping-lists*.ts). */
import type { Params } from "@remix-run/react";
import { MAX_ITEMS_PER_LIST, MAX_LISTS_PER_USER } from "~/domain/schemas/shopping";
import { apiError, parseIdParam } from "./api.server";

export function listIdParam(params: Params): number {
  return parseIdParam(params.listId, "Shopping list not found.");
}

export type ShoppingRefusalReason =
  | "not_found"
  | "item_not_found"
  | "last_list"
  | "too_many_lists"
  | "list_full"
  | "recipe_not_found"
  | "plan_unavailable";

/** The status, code and message of a refused shopping-list change (the API's and the page's). */
export function shoppingRefusalText(reason: ShoppingRefusalReason): {
  status: number;
  code: string;
  message: string;
} {
  switch (reason) {
    case "not_found":
      return { status: 404, code: "not_found", message: "Shopping list not found." };
    case "item_not_found":
      return { status: 404, code: "not_found", message: "Shopping list item not found." };
    case "recipe_not_found":
      return { status: 404, code: "recipe_not_found", message: "Recipe not found." };
    case "last_list":
      return {
        status: 409,
        code: "last_list",
        message: "You need at least one shopping list, so the last one cannot be deleted.",
      };
    case "too_many_lists":
      return {
        status: 409,
        code: "too_many_lists",
        message: `You can keep up to ${MAX_LISTS_PER_USER} shopping lists. Delete one to make room.`,
      };
    case "list_full":
      return {
        status: 409,
        code: "list_full",
        message: `A shopping list holds at most ${MAX_ITEMS_PER_LIST} items. Remove some or start a new list.`,
      };
    case "plan_unavailable":
      return {
        status: 409,
        code: "plan_unavailable",
        message:
          "This diet plan is still being prepared by our nutritionists. Choose another plan.",
      };
  }
}

/** The error answer for a refused shopping-list change. */
export function shoppingRefusal(reason: ShoppingRefusalReason): Response {
  const { status, code, message } = shoppingRefusalText(reason);
  return apiError(status, code, message);
}
