/**
 * What a nutrition-log entry holds when the user types a food ("1 cup cooked rice") or picks one
 * and its grams: the food, its weight and the nutrients of that weight. Pure; the food table is
 * passed in (the service loads it from D1).
 */
import type { FoodRecord } from "./food/foods";
import { resolveIngredientLine, type NutritionData } from "./food/lines";
import { nutrientsForGrams, roundNutrients, type Nutrients } from "./food/nutrients";

export type FoodMatch = {
  foodId: number;
  /** the USDA food's name */
  foodName: string;
  grams: number;
  /** how the grams were found, and every guess on the way */
  basis: string;
  assumptions: string[];
  nutrients: Nutrients;
};

export type FoodTextResult = { ok: true; match: FoodMatch } | { ok: false; message: string };

/** Nutrients of `grams` of a food, rounded as stored (kcal whole, grams 0.1, sodium whole mg). */
export function portionOf(food: FoodRecord, grams: number): FoodMatch {
  return {
    foodId: food.id,
    foodName: food.name,
    grams: Math.round(grams * 10) / 10,
    basis: "weighed by you",
    assumptions: [],
    nutrients: roundNutrients(nutrientsForGrams(food, grams)),
  };
}

/**
 * Reads a typed food. A line without an amount ("banana") counts as one; a food that has no weight
 * for the unit written ("1 glass of milk") counts each as the food's first USDA household measure.
 * Every such guess is listed in `assumptions`.
 */
/** A typed amount of zero ("0 g"), below zero ("-1 cup") or not a number ("NaN g"). */
const NOT_A_POSITIVE_AMOUNT = /^\s*(?:[-\u2212]\s*\d|0+(?:[.,]0+)?(?![\d.,/])|nan\b)/i;

export function resolveFoodText(text: string, data: NutritionData): FoodTextResult {
  const line = text.trim();
  if (NOT_A_POSITIVE_AMOUNT.test(line))
    return {
      ok: false,
      message: `The amount must be more than zero: "${line}". Write it like "1 cup cooked rice" or "150 g chicken".`,
    };
  const assumptions: string[] = [];
  let result = resolveIngredientLine(line, data);
  if (!result.ok && result.reason === "no amount given") {
    const again = resolveIngredientLine(`1 ${line}`, data);
    if (again.ok || again.foodId !== undefined) {
      result = again;
      assumptions.push("no amount given: counted as one");
    }
  }
  if (result.ok) {
    const food = data.foods.get(result.foodId);
    if (!food) return { ok: false, message: notFound(line) };
    const match = portionOf(food, result.grams);
    return {
      ok: true,
      match: {
        ...match,
        basis: result.basis,
        assumptions: [...assumptions, ...result.assumptions],
      },
    };
  }
  const food = result.foodId !== undefined ? data.foods.get(result.foodId) : undefined;
  const serving = food?.householdWeights[0];
  if (food && serving && serving.grams > 0) {
    const count = result.quantity && result.quantity > 0 ? result.quantity : 1;
    const grams = (serving.grams / (serving.amount || 1)) * count;
    const match = portionOf(food, grams);
    const measure = `${serving.amount} ${serving.unit}`;
    return {
      ok: true,
      match: {
        ...match,
        basis: `one serving counted as USDA measure "${measure}" = ${serving.grams} g`,
        assumptions: [
          ...assumptions,
          `the amount could not be weighed: counted each as "${measure}"`,
        ],
      },
    };
  }
  if (food)
    return {
      ok: false,
      message: `We know "${food.name}" but not how much "${line}" weighs. Give the amount in grams or cups, for example "150 g ${result.name ?? "of it"}".`,
    };
  return { ok: false, message: notFound(line) };
}

function notFound(line: string): string {
  return `We could not find "${line}" in the food table. Try a simpler name (for example "1 cup cooked rice"), search for the food, or enter its nutrients.`;
}
