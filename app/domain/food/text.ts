/**
 * A meal as the user types it ("1 cup cooked rice, 150 g grilled chicken and a banana") or as a
 * vision model lists it, to USDA foods and grams through the ingredient resolver. Nutrition is then
 * computed from the food table (analysis.ts); nothing here guesses a number a food table can give.
 *
 * Reading rules, each visible in the item's `assumptions`:
 * - Items are split on new lines, ";", " and ", " with ", " plus " and on commas followed by an
 *   amount ("..., 150 g chicken"); a comma followed by words stays ("1 cup rice, cooked").
 * - A meal is food as eaten: unless the line says raw, uncooked, dried, canned or frozen, the cooked
 *   form of the food is preferred when the food table has one (rice, lentils, chicken, pasta...).
 *   Cooking words (grilled, roasted, steamed...) read as "cooked".
 * - No amount: one piece when the food has a piece weight ("a banana"), else 100 g.
 */
import type { FoodTrait } from "./foods";
import { resolveIngredientLine, type NutritionData } from "./lines";

export const MAX_MEAL_TEXT_CHARS = 600;
export const MAX_MEAL_ITEMS = 12;

export type MealItem =
  | {
      ok: true;
      /** what the user (or the vision model) wrote for this item */
      input: string;
      /** display name: the matched everyday name, capitalised ("Cooked rice") */
      name: string;
      foodId: number;
      /** the USDA description ("Rice, white, long-grain, regular, enriched, cooked") */
      foodName: string;
      foodGroup: string;
      grams: number;
      /** the portion as shown: "1 cup (158 g)" */
      portion: string;
      assumptions: string[];
      traits: FoodTrait[];
    }
  | { ok: false; input: string; reason: string };

const COOKING_WORDS =
  /\b(grilled|roasted|roast|baked|steamed|boiled|poached|sauteed|sautéed|pan[- ]fried|stir[- ]fried|fried|braised|broiled|stewed|simmered|barbecued|bbq)\b/gi;
const STATE_WORDS = /\b(raw|uncooked|dried|dry|canned|tinned|frozen|cooked)\b/i;
const AMOUNT_START =
  /^\s*(\d|½|¼|¾|a\b|an\b|one\b|two\b|three\b|four\b|five\b|six\b|half\b|some\b|a few\b)/i;

/** The meal's items, one per food. */
export function splitMealText(text: string): string[] {
  const items: string[] = [];
  for (const chunk of text
    .slice(0, MAX_MEAL_TEXT_CHARS)
    .split(/\n|;|\s+(?:and|with|plus|&)\s+|\+/i)) {
    // "1 cup rice, 150 g chicken": split at commas that start a new amount
    const parts = chunk.split(",");
    let current = parts[0];
    for (const part of parts.slice(1)) {
      if (AMOUNT_START.test(part)) {
        items.push(current);
        current = part;
      } else current += "," + part;
    }
    items.push(current);
  }
  return items
    .map((item) => item.replace(/^[\s\-*•]+|[\s.]+$/g, "").replace(/\s+/g, " "))
    .filter((item) => /[a-z]/i.test(item))
    .slice(0, MAX_MEAL_ITEMS);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatGrams(grams: number): string {
  return grams >= 10 ? String(Math.round(grams)) : String(Math.round(grams * 10) / 10);
}

/** "1 cup (158 g)", "2 large (100 g)", "150 g" */
function portionText(quantity: number | null, unit: string | null, grams: number): string {
  if (quantity === null) return `${formatGrams(grams)} g`;
  const amount = Number.isInteger(quantity)
    ? String(quantity)
    : String(Math.round(quantity * 100) / 100);
  if (unit === "gram") return `${formatGrams(grams)} g`;
  if (!unit) return `${amount} (${formatGrams(grams)} g)`;
  const unitText = quantity === 1 || unit.endsWith("s") ? unit : `${unit}s`;
  return `${amount} ${unitText} (${formatGrams(grams)} g)`;
}

/** One item of a meal to a food and grams, with the reading rules above. */
export function resolveMealItem(input: string, data: NutritionData): MealItem {
  const text = input.trim();
  if (!text) return { ok: false, input, reason: "empty item" };
  const assumptions: string[] = [];
  const cookingWord = COOKING_WORDS.test(text);
  COOKING_WORDS.lastIndex = 0;
  let line = text.replace(COOKING_WORDS, " ").replace(/\s+/g, " ").trim();
  const statedState = STATE_WORDS.test(text);
  // the resolver tries "cooked X" before "X" when the line says cooked anywhere
  const preferCooked = !statedState;
  if (preferCooked) line = `${line}, cooked`;

  let resolved = resolveIngredientLine(line, data);
  if (!resolved.ok && /no amount/.test(resolved.reason)) {
    const piece = resolveIngredientLine(`1 ${line}`, data);
    if (piece.ok && piece.unit === null && !/estimated/.test(piece.basis)) {
      resolved = piece;
      assumptions.push(`no amount given: counted as one (${formatGrams(piece.grams)} g)`);
    } else {
      const hundred = resolveIngredientLine(`100 g ${line}`, data);
      if (hundred.ok) {
        resolved = hundred;
        assumptions.push("no amount given: counted as 100 g");
      }
    }
  }
  if (!resolved.ok) {
    const reason = /no food known/.test(resolved.reason)
      ? `"${text}" is not in the food table; try naming its main ingredients`
      : resolved.reason;
    return { ok: false, input, reason };
  }
  const food = data.foods.get(resolved.foodId)!;
  if (preferCooked && resolved.alias.startsWith("cooked ") && !cookingWord)
    assumptions.push("read as cooked (meals are usually eaten cooked)");
  for (const a of resolved.assumptions) if (!assumptions.includes(a)) assumptions.push(a);
  return {
    ok: true,
    input,
    name: capitalise(resolved.alias),
    foodId: resolved.foodId,
    foodName: food.name,
    foodGroup: food.foodGroup,
    grams: resolved.grams,
    portion: portionText(resolved.quantity, resolved.unit, resolved.grams),
    assumptions,
    traits: resolved.traits,
  };
}

export function resolveMealText(text: string, data: NutritionData): MealItem[] {
  return splitMealText(text).map((item) => resolveMealItem(item, data));
}
