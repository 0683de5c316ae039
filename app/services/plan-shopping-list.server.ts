/**
 * "Shopping list from a plan": one click turns a plan's week into a shopping list (tables
 * shopping_lists / shopping_list_items), every food summed across recipes and portions.
 * Rows are inserted here directly; issue 7's shopping-list service owns the lists afterwards.
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { foods, recipes, shoppingListItems, shoppingLists } from "#db/schema";
import { parseMealPlanData } from "~/domain/meal-plan-view";
import {
  scaledPlanIngredients,
  shoppingItemsFromIngredients,
  type ShoppingCategory,
} from "~/domain/plan-shopping";
import { getMealPlan, MealPlanNotFoundError, MealPlanRefusedError } from "./meal-plans.server";

export type ShoppingListDto = {
  id: number;
  name: string;
  createdAt: string;
  items: {
    id: number;
    name: string;
    quantity: string;
    category: ShoppingCategory;
    checked: boolean;
  }[];
};

/** D1 allows 100 bound parameters a statement. */
const ITEM_ROWS_PER_INSERT = 14;
const IDS_PER_QUERY = 90;

function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}

function listName(createdAt: string, planName: string): string {
  const date = new Date(createdAt);
  const day = Number.isNaN(date.getTime())
    ? ""
    : ` (${date.toLocaleDateString("en-US", { timeZone: "UTC", month: "short", day: "numeric" })})`;
  return `${planName}${day}`.slice(0, 120);
}

export async function createShoppingListFromPlan(
  db: Database,
  userId: number,
  planId: number,
): Promise<ShoppingListDto> {
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
  const recipeRows = (
    await Promise.all(
      chunks(recipeIds, IDS_PER_QUERY).map((ids) =>
        db
          .select({ id: recipes.id, servings: recipes.servings, ingredients: recipes.ingredients })
          .from(recipes)
          .where(inArray(recipes.id, ids)),
      ),
    )
  ).flat();
  const recipeMap = new Map(recipeRows.map((r) => [r.id, r]));
  const foodIds = [
    ...new Set(
      recipeRows.flatMap((r) =>
        r.ingredients.map((i) => i.foodId).filter((id): id is number => id !== null),
      ),
    ),
  ];
  const foodRows = (
    await Promise.all(
      chunks(foodIds, IDS_PER_QUERY).map((ids) =>
        db
          .select({ id: foods.id, name: foods.name, foodGroup: foods.foodGroup })
          .from(foods)
          .where(inArray(foods.id, ids)),
      ),
    )
  ).flat();
  const items = shoppingItemsFromIngredients(
    scaledPlanIngredients(meals, recipeMap, new Map(foodRows.map((f) => [f.id, f]))),
  );
  if (items.length === 0) {
    throw new MealPlanRefusedError(
      "This meal plan has no recipes with ingredients to shop for.",
      "nothing_to_buy",
    );
  }

  const [list] = await db
    .insert(shoppingLists)
    .values({ userId, name: listName(row.createdAt, row.name) })
    .returning();
  try {
    const values = items.map((item, position) => ({ listId: list.id, ...item, position }));
    const [first, ...rest] = chunks(values, ITEM_ROWS_PER_INSERT).map((rows) =>
      db.insert(shoppingListItems).values(rows).returning(),
    );
    // one batch: all items or none
    const inserted = (await db.batch([first, ...rest])).flat();
    return {
      id: list.id,
      name: list.name,
      createdAt: list.createdAt,
      items: inserted
        .sort((a, b) => a.position - b.position)
        .map((i) => ({
          id: i.id,
          name: i.name,
          quantity: i.quantity,
          category: i.category as ShoppingCategory,
          checked: i.checked,
        })),
    };
  } catch (error) {
    await db.delete(shoppingLists).where(eq(shoppingLists.id, list.id));
    throw error;
  }
}
