/**
 * The meal-plan part of "shopping list from a plan" (spec 2 section 3): which ingredients a plan's
 * week needs and how much of each. Pure.
 *
 * Merging and purchase units are app/domain/purchase-units.ts's (ADR 044; categories are the shared
 * categoriser's, app/domain/shopping.ts), through `purchaseItemsForRecipeIngredients` in
 * app/services/shopping-lists.server.ts: this module only
 * scales each recipe's stored ingredients by the meal's portion, so the same food eaten at several
 * meals of the week adds up there.
 */
import type { RecipeIngredient } from "#db/schema";
import { formatMonthDay } from "./format";
import { MAX_LIST_NAME } from "./schemas/shopping";

/**
 * Every ingredient of every planned meal, with its amounts multiplied by the meal's servings over
 * the servings the recipe makes (a recipe for 4 eaten as 1.5 servings uses 1.5/4 of each line).
 * Meals whose recipe is unknown, and meals or recipes without a positive serving count, are skipped.
 */
export function scaledPlanIngredients(
  meals: readonly { recipeId: number; servings: number }[],
  recipes: ReadonlyMap<number, { servings: number; ingredients: readonly RecipeIngredient[] }>,
): RecipeIngredient[] {
  const out: RecipeIngredient[] = [];
  for (const meal of meals) {
    const recipe = recipes.get(meal.recipeId);
    if (!recipe || !(recipe.servings > 0) || !(meal.servings > 0)) continue;
    const factor = meal.servings / recipe.servings;
    for (const ingredient of recipe.ingredients) {
      out.push({
        ...ingredient,
        quantity: ingredient.quantity != null ? ingredient.quantity * factor : null,
        grams: ingredient.grams != null ? ingredient.grams * factor : null,
      });
    }
  }
  return out;
}

/**
 * What the week cooks: one entry a meal, except that a leftover meal (ADR 048) joins the dinner it
 * comes from, so a recipe cooked once for two meals is bought once for the sum of their servings.
 * A leftover whose dinner is not that recipe any more (a swapped dinner) is cooked on its own.
 */
export function planCookings(
  days: readonly {
    meals: readonly {
      slot: string;
      meal: { recipeId: number | null; servings: number | null; leftoverOf: number | null };
    }[];
  }[],
): { recipeId: number; servings: number }[] {
  const cookings: { recipeId: number; servings: number }[] = [];
  const dinners = new Map<number, { recipeId: number; servings: number }>();
  days.forEach((day, d) => {
    for (const { slot, meal } of day.meals) {
      if (meal.recipeId === null) continue;
      const servings = meal.servings ?? 1;
      const cooked = meal.leftoverOf !== null ? dinners.get(meal.leftoverOf) : undefined;
      if (cooked && cooked.recipeId === meal.recipeId) {
        cooked.servings += servings;
        continue;
      }
      const cooking = { recipeId: meal.recipeId, servings };
      cookings.push(cooking);
      if (slot === "dinner") dinners.set(d, cooking);
    }
  });
  return cookings;
}

/**
 * The list's name: the plan's name and the day it was made, "High-protein week (Mar 3)", within the
 * list-name limit (a long plan name is cut, the date kept).
 */
export function planShoppingListName(planName: string, createdAt: string): string {
  const date = formatMonthDay(createdAt);
  const day = date ? ` (${date})` : "";
  const name = planName.trim().replace(/\s+/g, " ") || "Meal plan";
  const room = MAX_LIST_NAME - day.length;
  return `${name.length > room ? `${name.slice(0, room - 3).trimEnd()}...` : name}${day}`;
}
