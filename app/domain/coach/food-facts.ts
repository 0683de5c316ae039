/**
 * Nutrition facts the coach quotes, computed from the food table: portions named in a topic
 * ("1 cup cooked lentils") and foods the user asks about ("how much protein is in 2 eggs?").
 * Foods that break the user's restrictions or name a dislike are left out.
 */
import { resolveIngredientLine, type NutritionData } from "../food/lines";
import { normaliseWords, plainWords } from "../food/words";
import { brokenRestrictions } from "../food-analysis/analysis";
import { dislikeMatcher } from "../food/names";
import { nutrientsForGrams, roundNutrients, type Nutrients } from "../food/nutrients";

export type FoodFact = {
  line: string;
  name: string;
  foodName: string;
  grams: number;
  nutrients: Nutrients;
};

export type FoodFilter = { restrictions: readonly string[]; dislikes: readonly string[] };

export function factOf(line: string, data: NutritionData, filter: FoodFilter): FoodFact | null {
  const r = resolveIngredientLine(line, data);
  if (!r.ok) return null;
  const food = data.foods.get(r.foodId);
  if (!food) return null;
  if (brokenRestrictions(r.traits, filter.restrictions).length) return null;
  if (dislikeMatcher(filter.dislikes)([line, r.alias])) return null;
  return {
    line,
    name: r.alias,
    foodName: food.name,
    grams: Math.round(r.grams),
    nutrients: roundNutrients(nutrientsForGrams(food, r.grams)),
  };
}

/** "**1 cup cooked lentils** (198 g): 230 kcal · 17.9 g protein · 39.9 g carbs · 0.8 g fat · 15.6 g fibre" */
export function formatFact(fact: FoodFact): string {
  const n = fact.nutrients;
  return `**${fact.line}** (${fact.grams} g): ${n.kcal} kcal · ${n.protein} g protein · ${n.carbs} g carbs · ${n.fat} g fat · ${n.fiber} g fibre`;
}

const AMOUNT =
  /(?:^|\s)(\d+(?:[.,/]\d+)?|\d+\s+\d\/\d|a|an|one|two|three|four|half(?: a)?)\s*(g|grams?|kg|oz|ounces?|lbs?|pounds?|cups?|tbsps?|tablespoons?|tsps?|teaspoons?|ml|slices?|pieces?|medium|large|small|handfuls?)?(?:\s+of)?\s*$/i;

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

/**
 * Foods named in free text, each with the amount written before it (or 100 g), as resolver lines:
 * "how much protein is in 2 eggs and a cup of lentils?" -> ["2 eggs", "a cup of lentils"].
 */
export function foodLinesInText(text: string, data: NutritionData): string[] {
  const shown = plainWords(text);
  const words = normaliseWords(text);
  if (shown.length !== words.length) return [];
  const lines: { at: number; line: string }[] = [];
  const used = new Set<number>();
  for (let n = Math.min(4, data.aliases.maxWords); n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      if ([...Array(n).keys()].some((k) => used.has(i + k))) continue;
      const key = words.slice(i, i + n).join(" ");
      if (!data.aliases.byKey.has(key) || NOT_A_FOOD.has(key)) continue;
      for (let k = 0; k < n; k++) used.add(i + k);
      const before = shown.slice(Math.max(0, i - 4), i).join(" ");
      const amount = AMOUNT.exec(before);
      const name = shown.slice(i, i + n).join(" ");
      lines.push({ at: i, line: amount ? `${amount[0].trim()} ${name}` : `100 g ${name}` });
    }
  }
  return lines
    .sort((a, b) => a.at - b.at)
    .map((l) => l.line)
    .slice(0, 5);
}
