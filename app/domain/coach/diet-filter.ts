/**
 * The one place the coach decides whether a food or a recipe fits the user's restrictions and
 * dislikes (ADR 026). Every suggestion the built-in coach makes (recipes, food lists, nutrient
 * sources) goes through these functions. Dislikes are the food engine's matcher
 * (app/domain/food/names.ts), the same one meal plans, swaps and Food Analysis use; the restriction
 * words below only screen the coach's own short food names ("lentils", "salmon"), whose recipes
 * are judged by their stored diet tags.
 */
import { dislikeMatcher } from "../food/names";
import { isRecipeAllowed, type PlanRecipe } from "../meal-plan";

export type DietRules = { restrictions: readonly string[]; dislikes: readonly string[] };

const MEAT_FISH =
  /\b(chicken|beef|pork|lamb|bacon|ham|turkey|veal|duck|fish|salmon|tuna|cod|sardines?|mackerel|anchov\w*|shrimps?|prawns?|crab|lobster|shellfish|oysters?|mussels?|meat|steak|sausages?|liver|gelatin|seafood)\b/i;
const ANIMAL_PRODUCTS =
  /\b(eggs?|milk|cheese|yogh?urt|butter|honey|cream|whey|ghee|dairy|paneer|kefir|cottage)\b/i;
const DAIRY = /\b(milk|cheese|yogh?urt|butter|cream|whey|ghee|dairy|paneer|kefir|cottage)\b/i;
const GLUTEN =
  /\b(wheat|barley|rye|couscous|seitan|bulgur|spelt|farro|semolina|bread|pasta|toast)\b/i;
const NUTS = /\b(nuts?|almonds?|walnuts?|cashews?|pecans?|pistachios?|hazelnuts?|peanuts?)\b/i;
/** Plant foods that carry an animal word in their name. */
const PLANT_NAMES =
  /\b(peanut butter|almond butter|nut butter|cocoa butter|butter beans?|soy milk|oat milk|almond milk|rice milk|coconut milk|plant milk|soy yogh?urt|coconut yogh?urt|eggplant|gluten[- ]free \w+)\b/gi;

/** Why a food named in text breaks the user's rules, or null when it fits. */
export function foodBreaksDiet(food: string, rules: DietRules): string | null {
  const text = food.replace(PLANT_NAMES, " ");
  const r = rules.restrictions;
  if ((r.includes("vegetarian") || r.includes("vegan")) && MEAT_FISH.test(text))
    return "vegetarian";
  if (r.includes("vegan") && ANIMAL_PRODUCTS.test(text)) return "vegan";
  if (r.includes("dairyFree") && DAIRY.test(text)) return "dairyFree";
  if (r.includes("glutenFree") && GLUTEN.test(text)) return "glutenFree";
  if (r.includes("nutFree") && NUTS.test(food)) return "nutFree";
  const disliked = dislikeMatcher(rules.dislikes)([food]);
  return disliked ? `dislike:${disliked}` : null;
}

/** The foods of a list that fit the user's rules. */
export function foodsThatFit(foods: readonly string[], rules: DietRules): string[] {
  return foods.filter((f) => foodBreaksDiet(f, rules) === null);
}

/** Whether a catalogue recipe fits: its diet tags, and no disliked ingredient in it. */
export function recipeFits(
  recipe: Pick<PlanRecipe, "dietaryTags" | "ingredientNames" | "title">,
  rules: DietRules,
): boolean {
  return isRecipeAllowed(recipe, rules.restrictions, rules.dislikes);
}
