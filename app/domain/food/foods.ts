/**
 * Shapes of the food data the nutrition modules work on. The data itself (db/seed/foods.json, built
 * by scripts/build-foods.ts, and db/seed/food-aliases.ts) is loaded by the caller and passed in:
 * nothing under app/domain reads files or the database.
 */
import type { MicronutrientKey } from "./nutrients";

/** A household measure from USDA SR28: { amount: 1, unit: "cup, chopped", grams: 160 }. */
export type HouseholdWeight = { amount: number; unit: string; grams: number };

/**
 * Dietary traits of a food (scripts/build-foods.ts derives them from the USDA group and name).
 * `animal` is set for anything animal-derived (meat, fish, dairy, egg, honey, gelatin...).
 * `grain`, `starch` and `sugar` describe carbohydrate sources; they are informative only, the
 * low-carb tag is decided on grams of carbohydrate per serving.
 */
/** The traits that name an animal source; any of them implies `animal`. */
export const ANIMAL_SOURCE_TRAITS = [
  "meat",
  "poultry",
  "fish",
  "shellfish",
  "dairy",
  "egg",
  "honey",
  "gelatin",
] as const;

export const FOOD_TRAITS = [
  ...ANIMAL_SOURCE_TRAITS,
  "animal",
  "gluten",
  "nut",
  "peanut",
  "soy",
  "sesame",
  "grain",
  "starch",
  "sugar",
] as const;
export type FoodTrait = (typeof FOOD_TRAITS)[number];

/** One USDA food, nutrients per 100 g (the row shape of the `foods` table). */
export type FoodRecord = {
  /** USDA NDB number */
  id: number;
  name: string;
  foodGroup: string;
  kcal: number;
  protein: number;
  fat: number;
  carbs: number;
  fiber: number;
  sugar: number;
  /** milligrams per 100 g */
  sodium: number;
  householdWeights: HouseholdWeight[];
  traits: FoodTrait[] | string[];
  /** per 100 g (saturated fat, potassium, calcium, iron, vitamins C, D and B12); missing = 0 */
  micronutrients?: Partial<Record<MicronutrientKey, number>>;
  /** where the figures come from when the food is not one SR28 entry (a dish's recipe) */
  source?: string | null;
};

/** Everyday ingredient name -> food (the row shape of the `food_aliases` table). */
export type FoodAlias = {
  /** lower-case, singular ("egg", "brown rice", "garlic clove") */
  alias: string;
  foodId: number;
  /** grams of one piece ("1 egg" = 50 g), when a count of the ingredient is usual */
  gramsPerPiece?: number | null;
  /**
   * Traits the ingredient has that its stand-in food lacks, for approximations (gochujang is
   * computed as miso but usually contains wheat). Seed-time data: the table has no column for it.
   */
  addTraits?: readonly FoodTrait[];
};

/** Foods by id, for the lookups the resolver does per line. */
export type FoodTable = ReadonlyMap<number, FoodRecord>;

export function indexFoods(foods: readonly FoodRecord[]): FoodTable {
  return new Map(foods.map((f) => [f.id, f]));
}
