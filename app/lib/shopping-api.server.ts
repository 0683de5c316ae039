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

/** The error answer for a refused shopping-list change. */
export function shoppingRefusal(reason: ShoppingRefusalReason): Response {
  switch (reason) {
    case "not_found":
      return apiError(404, "not_found", "Shopping list not found.");
    case "item_not_found":
      return apiError(404, "not_found", "Shopping list item not found.");
    case "recipe_not_found":
      return apiError(404, "recipe_not_found", "Recipe not found.");
    case "last_list":
      return apiError(
        409,
        "last_list",
        "You need at least one shopping list, so the last one cannot be deleted.",
      );
    case "too_many_lists":
      return apiError(
        409,
        "too_many_lists",
        `You can keep up to ${MAX_LISTS_PER_USER} shopping lists. Delete one to make room.`,
      );
    case "list_full":
      return apiError(
        409,
        "list_full",
        `A shopping list holds at most ${MAX_ITEMS_PER_LIST} items. Remove some or start a new list.`,
      );
    case "plan_unavailable":
      return apiError(
        409,
        "plan_unavailable",
        "This diet plan is still being prepared by our nutritionists. Choose another plan.",
      );
  }
}
