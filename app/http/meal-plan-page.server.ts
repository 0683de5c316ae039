/**
 * What /meal-plan shows besides the plans, read from its URL (docs/decisions/041, 043): the swap
 * options of one meal (`?swap=lunch`, `?swap=snack&snack=1`, on the plan and day in the URL) and a
 * shopping list the page's action just built (`?shopping=`). The page shows them in a dialog with
 * JavaScript and in the page without it, so the state is the URL, never a copy in the browser.
 */
import { mealRefSchema, toMealRef } from "~/domain/schemas/meal-plan";
import {
  listSwapOptions,
  MealPlanNotFoundError,
  MealPlanRefusedError,
  toSwapOptionDto,
  type SwapOptionDto,
} from "~/services/meal-plans.server";
import {
  getShoppingList,
  planItemsChangedByUser,
  type ShoppingListDto,
} from "~/services/shopping-lists.server";
import type { Database } from "#db/client";

export type SwapPanel = {
  day: number;
  slot: "breakfast" | "lunch" | "dinner" | "snack";
  snackIndex: number;
  /** the options, or why there are none to show (a meal not in the plan, an unreadable plan) */
  options: SwapOptionDto[] | null;
  error: string | null;
};

/** The meal named by `?day=&swap=&snack=` in the plan shown, with its options; null when none is. */
export async function readSwapPanel(
  db: Database,
  userId: number,
  planId: number | null,
  search: URLSearchParams,
): Promise<SwapPanel | null> {
  if (planId === null || !search.has("swap")) return null;
  const parsed = mealRefSchema.safeParse({
    day: search.get("day") ?? "0",
    slot: search.get("swap"),
    snackIndex: search.get("swap") === "snack" ? (search.get("snack") ?? "0") : undefined,
  });
  if (!parsed.success) return null;
  const panel = {
    day: parsed.data.day,
    slot: parsed.data.slot,
    snackIndex: parsed.data.snackIndex ?? 0,
  };
  try {
    const options = await listSwapOptions(db, userId, planId, {
      dayIndex: parsed.data.day,
      ref: toMealRef(parsed.data),
    });
    return { ...panel, options: options.map(toSwapOptionDto), error: null };
  } catch (error) {
    if (error instanceof MealPlanNotFoundError || error instanceof MealPlanRefusedError)
      return { ...panel, options: null, error: error.message };
    throw error;
  }
}

/**
 * The user's shopping list named by `?shopping=` (another user's, or none: null), with the names
 * of the plan items the user changed or removed on it (building again leaves them as they are).
 */
export async function readShoppingPanel(
  db: Database,
  userId: number,
  search: URLSearchParams,
): Promise<(ShoppingListDto & { changedByUser: string[] }) | null> {
  const id = search.get("shopping") ?? "";
  if (!/^\d{1,15}$/.test(id)) return null;
  const [list, changedByUser] = await Promise.all([
    getShoppingList(db, userId, Number(id)),
    planItemsChangedByUser(db, userId, Number(id)),
  ]);
  return list ? { ...list, changedByUser } : null;
}
