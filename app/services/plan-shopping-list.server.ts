/**
 * "Shopping list from a plan": one click turns a plan's week into a new shopping list. The plan part
 * (each recipe's ingredients scaled by the meal's portion) is app/domain/plan-shopping.ts; merging,
 * units, categories and storing the list are the shopping-list service's (issue 7), so a plan's list
 * follows the same rules as every other list (starter lists first, at most 50 lists of 300 items).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { parseMealPlanData } from "~/domain/meal-plan-view";
import { planShoppingListName, scaledPlanIngredients } from "~/domain/plan-shopping";
import { getMealPlan, MealPlanNotFoundError, MealPlanRefusedError } from "./meal-plans.server";
import {
  createShoppingList,
  shoppingItemsForRecipeIngredients,
  type ShoppingListDto,
  type ShoppingRefusal,
} from "./shopping-lists.server";

/** D1 allows 100 bound parameters a statement. */
const IDS_PER_QUERY = 90;

/**
 * A new list with everything the plan's week needs. Throws MealPlanNotFoundError (not the user's
 * plan) or MealPlanRefusedError (unreadable plan, nothing to buy); answers the shopping-list
 * service's refusal when the user has too many lists or the week needs more items than a list holds.
 */
export async function createShoppingListFromPlan(
  db: Database,
  userId: number,
  planId: number,
): Promise<{ ok: true; list: ShoppingListDto } | ShoppingRefusal> {
  const row = await getMealPlan(db, userId, planId);
  if (!row) throw new MealPlanNotFoundError();
  const view = parseMealPlanData(row.mealPlanData);
  if (!view) {
    throw new MealPlanRefusedError(
      "This meal plan cannot be turned into a shopping list: its data is not in a form we can read.",
      "plan_not_readable",
    );
  }
  const meals = view.days.flatMap((d) =>
    d.meals
      .filter(({ meal }) => meal.recipeId !== null)
      .map(({ meal }) => ({ recipeId: meal.recipeId!, servings: meal.servings ?? 1 })),
  );
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
  const items = await shoppingItemsForRecipeIngredients(
    db,
    scaledPlanIngredients(meals, new Map(recipeRows.map((r) => [r.id, r]))),
  );
  if (items.length === 0) {
    throw new MealPlanRefusedError(
      "This meal plan has no recipes with ingredients to shop for.",
      "nothing_to_buy",
    );
  }
  return createShoppingList(db, userId, planShoppingListName(row.name, row.createdAt), items);
}
