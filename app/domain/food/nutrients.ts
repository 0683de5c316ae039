/**
 * Nutrition arithmetic of the food engine: nutrients of grams of a food, sums, scaling and the one
 * rounding every feature shows. Pure.
 *
 * The nutrients: energy and macronutrients, fibre, sugar and sodium (columns of every table), and
 * the micronutrients SR28 carries that the nutrition guide gives reference intakes for: saturated
 * fat, potassium, calcium, iron, vitamins C, D and B12 (a JSON column beside them). A value SR28
 * leaves blank counts as 0.
 *
 * Rounding, done once at the end (never on ingredients, so rounding errors do not add up):
 * - kcal: whole kilocalories (the `recipes.calories` column is an integer);
 * - protein, carbs, fat, fiber, sugar, saturated fat: one decimal, in grams;
 * - sodium, potassium, calcium: whole milligrams; iron and vitamin C one decimal (mg);
 * - vitamin D one decimal, vitamin B12 two decimals (micrograms).
 * Halves round away from zero (Math.round on non-negative values).
 */
import type { FoodTable } from "./foods";

export const MICRONUTRIENT_KEYS = [
  "saturatedFat",
  "potassium",
  "calcium",
  "iron",
  "vitaminC",
  "vitaminD",
  "vitaminB12",
] as const;
export type MicronutrientKey = (typeof MICRONUTRIENT_KEYS)[number];
export type Micronutrients = Record<MicronutrientKey, number>;

/** Units and decimals of each micronutrient, as shown. */
export const MICRONUTRIENT_UNITS: Record<
  MicronutrientKey,
  { unit: "g" | "mg" | "µg"; digits: number }
> = {
  saturatedFat: { unit: "g", digits: 1 },
  potassium: { unit: "mg", digits: 0 },
  calcium: { unit: "mg", digits: 0 },
  iron: { unit: "mg", digits: 1 },
  vitaminC: { unit: "mg", digits: 1 },
  vitaminD: { unit: "µg", digits: 1 },
  vitaminB12: { unit: "µg", digits: 2 },
};

/** The columns of a food row and of a recipe (grams; sodium in milligrams). */
type Proximates = {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  /** milligrams */
  sodium: number;
};

/**
 * A recipe's (or a meal's) nutrition per serving, as the `recipes` table and the APIs carry it:
 * the proximates, with the energy named `calories`.
 */
export type RecipeNutrition = Omit<Proximates, "kcal"> & { calories: number };

/** Energy and the three macronutrients, the figures a meal plan balances. */
export type MealMacros = Pick<RecipeNutrition, "calories" | "protein" | "carbs" | "fat">;

export type Nutrients = Proximates & Micronutrients;

export const NUTRIENT_KEYS = [
  "kcal",
  "protein",
  "carbs",
  "fat",
  "fiber",
  "sugar",
  "sodium",
  ...MICRONUTRIENT_KEYS,
] as const satisfies readonly (keyof Nutrients)[];

export const ZERO_MICRONUTRIENTS: Micronutrients = Object.freeze({
  saturatedFat: 0,
  potassium: 0,
  calcium: 0,
  iron: 0,
  vitaminC: 0,
  vitaminD: 0,
  vitaminB12: 0,
});

export const ZERO_NUTRIENTS: Nutrients = Object.freeze({
  kcal: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
  ...ZERO_MICRONUTRIENTS,
});

/** What a per-100 g food row carries: the columns and, in a JSON object, the micronutrients. */
export type Per100g = Proximates & { micronutrients?: Partial<Micronutrients> | null };

/** Micronutrients from a stored object or its JSON text: every key present, anything unreadable as 0. */
export function readMicronutrients(stored: unknown): Micronutrients {
  const out = { ...ZERO_MICRONUTRIENTS };
  if (typeof stored === "string") {
    try {
      return readMicronutrients(JSON.parse(stored));
    } catch {
      return out;
    }
  }
  if (stored && typeof stored === "object")
    for (const k of MICRONUTRIENT_KEYS) {
      const v = Number((stored as Record<string, unknown>)[k]);
      if (Number.isFinite(v) && v > 0) out[k] = v;
    }
  return out;
}

/** Nutrients in `grams` of a food (USDA values are per 100 g). */
export function nutrientsForGrams(food: Per100g | Nutrients, grams: number): Nutrients {
  const f = Math.max(0, grams) / 100;
  const micros =
    "micronutrients" in food ? readMicronutrients(food.micronutrients) : readMicronutrients(food);
  const out = {
    kcal: food.kcal * f,
    protein: food.protein * f,
    carbs: food.carbs * f,
    fat: food.fat * f,
    fiber: food.fiber * f,
    sugar: food.sugar * f,
    sodium: food.sodium * f,
  } as Nutrients;
  for (const k of MICRONUTRIENT_KEYS) out[k] = micros[k] * f;
  return out;
}

/**
 * The nutrient columns a stored row carries (recipes per serving, nutrition log entries):
 * energy and macros as given, micronutrients rounded as shown. Every writer maps nutrients to
 * columns through this one function, so the mapping cannot drift.
 */
export function nutrientColumns(n: Nutrients) {
  return {
    calories: n.kcal,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
    micronutrients: micronutrientsOf(n),
  };
}

/** The micronutrients of a nutrients object, rounded as shown. */
export function micronutrientsOf(n: Micronutrients): Micronutrients {
  const out = { ...ZERO_MICRONUTRIENTS };
  for (const k of MICRONUTRIENT_KEYS) out[k] = roundTo(n[k], MICRONUTRIENT_UNITS[k].digits);
  return out;
}

function roundTo(x: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
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
    ...micronutrientsOf(n),
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

/** A recipe's servings must be a positive number. */
export function assertServings(servings: number): void {
  if (!Number.isFinite(servings) || servings <= 0)
    throw new RangeError(`servings must be a positive number, got ${servings}`);
}

/** Per-serving nutrition, rounded as documented above. */
export function nutritionPerServing(
  items: readonly WeighedFood[],
  foods: FoodTable,
  servings: number,
): Nutrients {
  assertServings(servings);
  return roundNutrients(scaleNutrients(totalNutrients(items, foods), 1 / servings));
}

/** What a logged meal or a plan's recipe carries beyond the macros (any of it may be missing). */
export type LoggedNutrients = {
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
  micronutrients?: Partial<Micronutrients> | null;
};

export type BeyondMacros = Record<"fiber" | "sugar" | "sodium" | MicronutrientKey, number>;

/**
 * The sum of fibre, sugar, sodium and the micronutrients over entries, and how many entries carry
 * micronutrients at all: entries typed in by hand have none, so a day's vitamins are a floor and
 * the page says how many entries they come from.
 */
export function sumLoggedNutrients(entries: readonly LoggedNutrients[]): {
  amounts: BeyondMacros;
  entries: number;
  withMicronutrients: number;
} {
  const amounts: BeyondMacros = { fiber: 0, sugar: 0, sodium: 0, ...ZERO_MICRONUTRIENTS };
  let withMicronutrients = 0;
  for (const e of entries) {
    amounts.fiber += Number(e.fiber) || 0;
    amounts.sugar += Number(e.sugar) || 0;
    amounts.sodium += Number(e.sodium) || 0;
    const stored = e.micronutrients;
    if (stored && MICRONUTRIENT_KEYS.some((k) => stored[k] !== undefined)) {
      withMicronutrients++;
      const micros = readMicronutrients(stored);
      for (const k of MICRONUTRIENT_KEYS) amounts[k] += micros[k];
    }
  }
  return { amounts, entries: entries.length, withMicronutrients };
}
