/**
 * Nutrition facts the coach quotes, read by the food engine (app/domain/food/text.ts) exactly as
 * the food log and Food Analysis read the same words: portions named in a topic ("1 cup cooked
 * lentils") and foods the user asks about ("how many calories in 200 g chicken breast with 1 cup
 * rice?"). Foods that break the user's restrictions or name a dislike are left out; a food the
 * user wrote with an amount that the food table does not know is shown as not found, never
 * dropped without a word.
 */
import { brokenRestrictions } from "../food-analysis/analysis";
import type { NutritionData } from "../food/lines";
import { dislikeMatcher } from "../food/names";
import { ZERO_NUTRIENTS, type Nutrients } from "../food/nutrients";
import {
  parseFoodText,
  resolveFoodItem,
  type FoodTextParse,
  type UnmatchedFoodText,
} from "../food/text";

export type FoodFact = {
  line: string;
  name: string;
  foodName: string;
  grams: number;
  nutrients: Nutrients;
  /** set when the line names a food with an amount that the food table does not know */
  missing?: { reason: string; suggestions: string[] };
};

export type FoodFilter = { restrictions: readonly string[]; dislikes: readonly string[] };

/** A written amount: a number, or a word such as "a slice", "two", "half". */
const HAS_AMOUNT =
  /\d|\b(a|an|one|two|three|four|five|six|half|a few|some)\s+(slice|cup|bowl|glass|piece|handful|can|tbsp|tsp|tablespoon|teaspoon|plate|serving|portion|mug|bar|scoop|rasher|clove|pinch|small|medium|large)s?\b/i;

/** One line as the food engine reads it on its own, or null when it must not be shown. */
export function factOf(line: string, data: NutritionData, filter: FoodFilter): FoodFact | null {
  const item = resolveFoodItem(line, data);
  if (!item.ok) {
    if (!HAS_AMOUNT.test(line)) return null;
    return {
      line,
      name: line,
      foodName: "",
      grams: 0,
      nutrients: { ...ZERO_NUTRIENTS },
      missing: { reason: item.reason, suggestions: item.suggestions },
    };
  }
  if (brokenRestrictions(item.traits, filter.restrictions).length) return null;
  if (dislikeMatcher(filter.dislikes)([line, item.name])) return null;
  return {
    line,
    name: item.name.toLowerCase(),
    foodName: item.foodName,
    grams: Math.round(item.grams),
    nutrients: item.nutrients,
  };
}

/**
 * "**1 cup cooked lentils** (198 g): 230 kcal · 17.9 g protein · 39.9 g carbs · 0.8 g fat · 15.6 g fibre";
 * a food not found: "**2 slices zorp bread**: not in the food table (try "bread")".
 */
export function formatFact(fact: FoodFact): string {
  if (fact.missing) {
    const tips = fact.missing.suggestions.length
      ? `; try ${fact.missing.suggestions.map((s) => `"${s}"`).join(" or ")}`
      : "";
    return `**${fact.line}**: ${fact.missing.reason}${tips}, so it is not counted`;
  }
  const n = fact.nutrients;
  return `**${fact.line}** (${fact.grams} g): ${n.kcal} kcal · ${n.protein} g protein · ${n.carbs} g carbs · ${n.fat} g fat · ${n.fiber} g fibre`;
}

/** Words too common in questions to be read as a food ("water" in "how much water should I drink"). */
const NOT_A_FOOD = new Set([
  "water",
  "salt",
  "ice",
  "oil",
  "sugar",
  "fat",
  "protein",
  "fiber",
  "fibre",
  "meal",
  "snack",
]);

/** The question around the food: "how many calories are in", "what's the nutrition of", "I had". */
const QUESTION_LEAD =
  /^\s*(?:(?:how (?:many|much)\s+(?:calories|kcal|energy|protein|carbs?|carbohydrates?|fat|fibre|fiber|sugar|sodium|salt|grams? of \w+)(?:\s+(?:is|are|does|do|would|will|did))?(?:\s+there)?(?:\s+(?:in|on|of|for|from))?)|(?:what(?:'s| is| are)\s+(?:the\s+)?(?:nutrition|calories|macros|nutrients|nutrition facts)\s+(?:in|of|for))|(?:(?:nutrition|calories|macros|nutrients)(?:\s+facts)?\s+(?:in|of|for))|(?:i\s+(?:just\s+)?(?:ate|had|eat|have|drank|drink)))\s*/i;

/** The food part of a question, without the question words and the question mark. */
function foodPart(text: string): string {
  return text
    .replace(QUESTION_LEAD, "")
    .replace(/\b(please|thanks|thank you|today|for (breakfast|lunch|dinner))\b/gi, " ")
    .replace(/[?!]+/g, " ")
    .trim();
}

/** The foods a question names, read as the food log reads them, with what could not be read. */
export function foodFactsOf(
  text: string,
  data: NutritionData,
  filter: FoodFilter = { restrictions: [], dislikes: [] },
): { facts: FoodFact[]; unmatched: UnmatchedFoodText[]; totals: Nutrients; parse: FoodTextParse } {
  const parse = parseFoodText(foodPart(text), data);
  const items = parse.items.filter(
    (i) => !(NOT_A_FOOD.has(i.name.toLowerCase()) && !/\d/.test(i.input)),
  );
  const facts = items
    .map((i) => factOf(i.line, data, filter))
    .filter((f): f is FoodFact => f !== null)
    .slice(0, 8);
  const unmatched = parse.unmatched.filter((u) => HAS_AMOUNT.test(u.input));
  return { facts, unmatched, totals: parse.totals, parse };
}

/**
 * Foods named in free text, as lines that `factOf` reads the same way the food log does:
 * "how many calories in 200 g chicken breast with 1 cup rice?" -> ["200 g chicken breast", "1 cup rice"].
 * A part written with an amount that the food table does not know is kept, so that `factOf` can
 * say so.
 */
export function foodLinesInText(text: string, data: NutritionData): string[] {
  const { facts, unmatched, parse } = foodFactsOf(text, data);
  const lower = text.toLowerCase();
  const inputOf = new Map(parse.items.map((i) => [i.line, i.input]));
  const at = (line: string) => {
    const i = lower.indexOf((inputOf.get(line) ?? line).toLowerCase());
    return i < 0 ? Number.MAX_SAFE_INTEGER : i;
  };
  return [...facts.map((f) => f.line), ...unmatched.map((u) => u.input)]
    .sort((a, b) => at(a) - at(b))
    .slice(0, 8);
}
