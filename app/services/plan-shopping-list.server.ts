/**
 * "Shopping list from a plan": one click turns a plan's week into a shopping list in purchase units
 * (app/domain/purchase-units.ts, ADR 044). The list remembers its plan: building it again replaces
 * what the plan put there (the user's own items stay, ticks carry over by product) instead of
 * adding a copy, and leaves as they are the plan items the user changed or removed. The plan part
 * (each recipe's ingredients scaled by the meal's portion) is app/domain/plan-shopping.ts; storing
 * the list is the shopping-list service's (issue 7), so a plan's list follows the same rules as
 * every other list (starter lists first, at most 50 lists of 300 items).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { parseMealPlanData } from "~/domain/meal-plan-view";
import { planCookings, planShoppingListName, scaledPlanIngredients } from "~/domain/plan-shopping";
import { getMealPlan, MealPlanNotFoundError, MealPlanRefusedError } from "./meal-plans.server";
import {
  createShoppingList,
  findPlanShoppingList,
  planItemsChangedByUser,
  purchaseItemsForRecipeIngredients,
  replacePlanItems,
  type ShoppingListDto,
  type ShoppingRefusal,
} from "./shopping-lists.server";

/** D1 allows 100 bound parameters a statement. */
const IDS_PER_QUERY = 90;

/** Whether building made the plan's list or updated the one it had. */
export type PlanListOutcome = "created" | "updated";

/**
 * The plan's shopping list with everything its week needs: a new list the first time, the same
 * list updated after, leaving as they are the plan items the user changed or removed on it
 * (`changedByUser`, their names; ADR 044 addendum). Throws MealPlanNotFoundError (not the user's plan) or MealPlanRefusedError
 * (unreadable plan, nothing to buy); answers the shopping-list service's refusal when the user has
 * too many lists or the week needs more items than a list holds.
 */
export async function buildShoppingListFromPlan(
  db: Database,
  userId: number,
  planId: number,
): Promise<
  | { ok: true; list: ShoppingListDto; outcome: PlanListOutcome; changedByUser: string[] }
  | ShoppingRefusal
> {
  const row = await getMealPlan(db, userId, planId);
  if (!row) throw new MealPlanNotFoundError();
  const view = parseMealPlanData(row.mealPlanData);
  if (!view) {
    throw new MealPlanRefusedError(
      "This meal plan cannot be turned into a shopping list: its data is not in a form we can read.",
      "plan_not_readable",
    );
  }
  // a dinner and its leftover lunch are one cooking (ADR 048)
  const meals = planCookings(view.days);
  const recipeIds = [...new Set(meals.map((m) => m.recipeId))];
  const recipeRows = [];
  for (let i = 0; i < recipeIds.length; i += IDS_PER_QUERY) {
    recipeRows.push(
      ...(await db
        .select({ id: recipes.id, servings: recipes.servings, ingredients: recipes.ingredients })
        .from(recipes)
        .where(inArray(recipes.id, recipeIds.slice(i, i + IDS_PER_QUERY)))),
    );
  }
  const items = await purchaseItemsForRecipeIngredients(
    db,
    scaledPlanIngredients(meals, new Map(recipeRows.map((r) => [r.id, r]))),
  );
  if (items.length === 0) {
    throw new MealPlanRefusedError(
      "This meal plan has no recipes with ingredients to shop for.",
      "nothing_to_buy",
    );
  }
  const name = planShoppingListName(row.name, row.createdAt);
  const update = async (listId: number) => {
    const result = await replacePlanItems(db, userId, listId, name, items);
    if (!result.ok) return result;
    const changedByUser = await planItemsChangedByUser(db, userId, listId);
    return { ...result, outcome: "updated" as const, changedByUser };
  };
  const existing = await findPlanShoppingList(db, userId, planId);
  if (existing !== null) return update(existing);
  const created = await createShoppingList(
    db,
    userId,
    name,
    items.map((item) => ({ ...item, fromPlan: true })),
    { sourcePlanId: planId },
  );
  if (created.ok) return { ...created, outcome: "created", changedByUser: [] };
  // a build at the same moment may have made the list first
  const raced = await findPlanShoppingList(db, userId, planId);
  return raced !== null ? update(raced) : created;
}
