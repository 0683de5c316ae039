/**
 * A recipe's ingredient lines -> structured ingredients, per-serving nutrition, dietary tags and
 * the lines that could not be resolved. Pure: the food table and aliases come in `data`
 * (`createNutritionData(foods, aliases)`).
 */
import type { RecipeIngredient } from "../../../db/schema";
import { deriveDietaryTags, type DietaryTag } from "../dietary-tags";
import { resolveIngredientLine, type IngredientResolution, type NutritionData } from "./lines";
import { conceptOf, foodTermsOf, serialiseFoodTerms } from "./names";
import { assertServings, nutrientColumns, nutritionPerServing, type Nutrients } from "./nutrients";

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

/** The nutrition columns of a recipe row (`recipes`), as every recipe writer stores them. */
export type RecipeNutritionColumns = ReturnType<typeof nutrientColumns> & {
  foodTerms: string;
  dietaryTags: DietaryTag[];
  ingredients: RecipeIngredient[];
};

/**
 * The columns a recipe row takes from its resolved lines: nutrition per serving, micronutrients,
 * dislike terms, derived tags and the structured ingredients. Every writer of a recipe (the
 * catalogue jobs, the AI-made recipes, imports and their edits) stores exactly these, so they
 * cannot drift apart.
 */
export function recipeNutritionColumns(
  resolved: Pick<ResolvedRecipe, "perServing" | "dietaryTags" | "ingredients">,
  title: string,
  lines: readonly string[],
): RecipeNutritionColumns {
  return {
    ...nutrientColumns(resolved.perServing),
    foodTerms: recipeFoodTerms(title, lines),
    dietaryTags: resolved.dietaryTags,
    ingredients: resolved.ingredients,
  };
}

/** Grams of one egg of each kind the food names know (USDA: a large egg without its shell, 50 g). */
const EGG_GRAMS: Record<string, number> = {
  egg: 50,
  "egg yolk": 17,
  "egg white": 33,
  "duck egg": 70,
  "quail egg": 9,
};

/**
 * Eggs in one serving of a recipe, from its resolved ingredients: every line whose food is an egg
 * (whole, yolk, white, duck, quail; not egg noodles, custard or mayonnaise) counted by its weight.
 * The meal planner caps eggs a day with it (ADR 036).
 */
export function eggsPerServing(
  ingredients: readonly Pick<RecipeIngredient, "name" | "grams">[],
  servings: number,
): number {
  let eggs = 0;
  for (const i of ingredients) {
    const concept = conceptOf(i.name);
    const grams = concept ? EGG_GRAMS[concept] : undefined;
    if (grams && i.grams) eggs += i.grams / grams;
  }
  return Math.round((eggs / Math.max(1, servings)) * 100) / 100;
}
