/**
 * Dietary tags of a recipe, from its ingredients' traits and its per-serving nutrition. Pure.
 * Tag names are the search filter ids of spec 1 section 9.
 */
import type { FoodTrait } from "./food/foods";
import type { Nutrients } from "./food/nutrients";

export const DIETARY_TAGS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
  "lowCarb",
  "highProtein",
] as const;
export type DietaryTag = (typeof DIETARY_TAGS)[number];

/**
 * The nutrition thresholds, in one place.
 * - lowCarb: at most 20 g of carbohydrate per serving. A low-carbohydrate diet is usually defined
 *   as under 130 g a day (under 26 % of 2,000 kcal; Feinman et al., Nutrition 2015); three meals
 *   and a snack at 20 g or less each stay well inside it, and 20 g is also the daily ceiling of
 *   the strictest (ketogenic induction) plans, so a serving never takes a whole day's budget twice.
 * - highProtein: at least 25 g of protein per serving, the per-meal amount studies find maximises
 *   muscle protein synthesis (Paddon-Jones & Rasmussen 2009: 25-30 g), or at least 30 % of the
 *   serving's energy from protein (above the 10-35 % adult range's middle) when the serving has
 *   at least 15 g, so a 60 kcal side of egg white is not a "high-protein recipe".
 */
export const TAG_THRESHOLDS = {
  lowCarbMaxCarbsG: 20,
  highProteinMinG: 25,
  highProteinMinEnergyShare: 0.3,
  highProteinShareMinG: 15,
} as const;

const MEAT_TRAITS: readonly string[] = ["meat", "poultry", "fish", "shellfish", "gelatin"];

export type DietaryTagInput = {
  /** the traits of every resolved ingredient (after line qualifiers such as "gluten-free") */
  ingredientTraits: readonly (readonly (FoodTrait | string)[])[];
  perServing: Nutrients;
  /**
   * Lines that could not be resolved. Their traits and carbs are unknown, so any of them withholds
   * every tag it could falsify: all the "free of" tags and lowCarb. highProtein can still be given
   * by the grams rule, since a missing line can only add protein.
   */
  unresolvedCount?: number;
};

export function deriveDietaryTags({
  ingredientTraits,
  perServing,
  unresolvedCount = 0,
}: DietaryTagInput): DietaryTag[] {
  if (ingredientTraits.length === 0) return [];
  const all = new Set<string>(ingredientTraits.flat());
  const has = (...traits: readonly string[]) => traits.some((t) => all.has(t));
  const complete = unresolvedCount === 0;
  const tags = new Set<DietaryTag>();

  if (complete) {
    if (!has(...MEAT_TRAITS)) tags.add("vegetarian");
    if (!has("animal", ...MEAT_TRAITS, "dairy", "egg", "honey")) tags.add("vegan");
    if (!has("gluten")) tags.add("glutenFree");
    if (!has("dairy")) tags.add("dairyFree");
    if (!has("nut", "peanut")) tags.add("nutFree");
    if (perServing.carbs <= TAG_THRESHOLDS.lowCarbMaxCarbsG) tags.add("lowCarb");
  }
  const proteinKcalShare = perServing.kcal > 0 ? (perServing.protein * 4) / perServing.kcal : 0;
  if (
    perServing.protein >= TAG_THRESHOLDS.highProteinMinG ||
    (complete &&
      perServing.protein >= TAG_THRESHOLDS.highProteinShareMinG &&
      proteinKcalShare >= TAG_THRESHOLDS.highProteinMinEnergyShare)
  ) {
    tags.add("highProtein");
  }
  return DIETARY_TAGS.filter((t) => tags.has(t));
}
