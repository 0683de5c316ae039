/**
 * A recipe's ingredient lines -> structured ingredients, per-serving nutrition, dietary tags and
 * the lines that could not be resolved. Pure: the food table and aliases come in `data`
 * (`createNutritionData(foods, aliases)`).
 */
import type { RecipeIngredient } from "../../../db/schema";
import { deriveDietaryTags, type DietaryTag } from "../dietary-tags";
import { resolveIngredientLine, type IngredientResolution, type NutritionData } from "./lines";
import { foodTermsOf, serialiseFoodTerms } from "./names";
import { assertServings, nutritionPerServing, type Nutrients } from "./nutrients";

/**
 * What a recipe is made of for dislikes, as stored in `recipes.food_terms`: the food names of its
 * title and ingredient lines with their kinds (app/domain/food/names.ts).
 */
export function recipeFoodTerms(title: string, lines: readonly string[]): string {
  return serialiseFoodTerms(foodTermsOf([title, ...lines]));
}

export type ResolvedRecipe = {
  /** one per line, in order; headings ("For the sauce:") are left out */
  ingredients: RecipeIngredient[];
  perServing: Nutrients;
  dietaryTags: DietaryTag[];
  unresolved: { line: string; reason: string }[];
  /** the full resolution of every line, for reports and debugging */
  lines: IngredientResolution[];
};

const round1 = (x: number) => Math.round(x * 10) / 10;

export function resolveRecipe(
  lines: readonly string[],
  servings: number,
  data: NutritionData,
): ResolvedRecipe {
  assertServings(servings);
  const resolutions = lines.map((line) => resolveIngredientLine(line, data));
  const ingredients: RecipeIngredient[] = [];
  const unresolved: { line: string; reason: string }[] = [];
  const weighed: { foodId: number; grams: number }[] = [];
  const traits: string[][] = [];

  for (const r of resolutions) {
    if (r.ok) {
      ingredients.push({
        text: r.line,
        quantity: r.quantity,
        unit: r.unit,
        name: r.name,
        foodId: r.foodId,
        grams: round1(r.grams),
      });
      weighed.push({ foodId: r.foodId, grams: r.grams });
      traits.push(r.traits);
    } else if (!r.heading) {
      ingredients.push({
        text: r.line,
        quantity: r.quantity ?? null,
        unit: r.unit ?? null,
        name: r.name ?? r.line,
        foodId: r.foodId ?? null,
        grams: null,
      });
      unresolved.push({ line: r.line, reason: r.reason });
    }
  }

  const perServing = nutritionPerServing(weighed, data.foods, servings);
  const dietaryTags = deriveDietaryTags({
    ingredientTraits: traits,
    perServing,
    unresolvedCount: unresolved.length,
  });
  return { ingredients, perServing, dietaryTags, unresolved, lines: resolutions };
}
