/**
 * Nutrition of a recipe from resolved ingredients (grams of USDA foods). Pure.
 *
 * Rounding, done once at the end on the per-serving figures (never on ingredients, so rounding
 * errors do not add up):
 * - kcal: whole kilocalories (the `recipes.calories` column is an integer);
 * - protein, carbs, fat, fiber, sugar: one decimal, in grams;
 * - sodium: whole milligrams.
 * Halves round away from zero (Math.round on non-negative values).
 */
import type { FoodTable } from "./foods";

export type Nutrients = {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** milligrams */
  sodium: number;
};

export const NUTRIENT_KEYS = [
  "kcal",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "sodium",
] as const satisfies readonly (keyof Nutrients)[];

export const ZERO_NUTRIENTS: Nutrients = Object.freeze({
  kcal: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
});

/** Nutrients in `grams` of a food (USDA values are per 100 g). */
export function nutrientsForGrams(food: Nutrients, grams: number): Nutrients {
  const f = Math.max(0, grams) / 100;
  return {
    kcal: food.kcal * f,
    protein: food.protein * f,
    carbs: food.carbs * f,
    fat: food.fat * f,
    fiber: food.fiber * f,
    sugar: food.sugar * f,
    sodium: food.sodium * f,
  };
}

export function addNutrients(a: Nutrients, b: Nutrients): Nutrients {
  const out = { ...a };
  for (const k of NUTRIENT_KEYS) out[k] = a[k] + b[k];
  return out;
}

export function scaleNutrients(n: Nutrients, factor: number): Nutrients {
  const out = { ...n };
  for (const k of NUTRIENT_KEYS) out[k] = n[k] * factor;
  return out;
}

const round1 = (x: number) => Math.round(x * 10) / 10;

export function roundNutrients(n: Nutrients): Nutrients {
  return {
    kcal: Math.round(n.kcal),
    protein: round1(n.protein),
    carbs: round1(n.carbs),
    fat: round1(n.fat),
    fiber: round1(n.fiber),
    sugar: round1(n.sugar),
    sodium: Math.round(n.sodium),
  };
}

export type WeighedFood = { foodId: number; grams: number };

/** Unrounded totals of the whole recipe; foods missing from the table are an error, not a zero. */
export function totalNutrients(items: readonly WeighedFood[], foods: FoodTable): Nutrients {
  let total: Nutrients = { ...ZERO_NUTRIENTS };
  for (const item of items) {
    const food = foods.get(item.foodId);
    if (!food) throw new Error(`food ${item.foodId} is not in the food table`);
    total = addNutrients(total, nutrientsForGrams(food, item.grams));
  }
  return total;
}

/** Per-serving nutrition, rounded as documented above. */
export function nutritionPerServing(
  items: readonly WeighedFood[],
  foods: FoodTable,
  servings: number,
): Nutrients {
  if (!Number.isFinite(servings) || servings <= 0)
    throw new RangeError(`servings must be a positive number, got ${servings}`);
  return roundNutrients(scaleNutrients(totalNutrients(items, foods), 1 / servings));
}
