/**
 * Catalogue recipes that suit a built-in diet plan, for the plan's View Recipes action.
 * - balanced: a balanced macro split per serving (protein 15-35 %, carbohydrate 35-60 %, fat 20-40 % of energy);
 * - keto: tagged lowCarb, with at least 50 % of energy from fat, fewest carbs first;
 * - vegetarian: tagged vegetarian;
 * - paleo: tagged glutenFree and dairyFree, and no grains, legumes or dairy in any ingredient line;
 * - mediterranean: Mediterranean or Greek cuisine.
 */
import { asc, isNull, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { dietRuleBroken, type DietPlanId } from "~/content/diet-plans";

export type SuggestedRecipe = {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  calories: number;
  prepTime: number;
  cuisine: string;
};

export const SUGGESTED_RECIPE_COUNT = 6;

type Row = SuggestedRecipe & {
  protein: number;
  carbs: number;
  fat: number;
  dietaryTags: string[];
  ingredients: { text: string }[];
};

function shares(r: Row) {
  const kcal = r.protein * 4 + r.carbs * 4 + r.fat * 9 || 1;
  return { protein: (r.protein * 4) / kcal, carbs: (r.carbs * 4) / kcal, fat: (r.fat * 9) / kcal };
}

export function recipeSuitsDiet(planId: DietPlanId, r: Row): boolean {
  const s = shares(r);
  switch (planId) {
    case "balanced":
      return (
        s.protein >= 0.15 &&
        s.protein <= 0.35 &&
        s.carbs >= 0.35 &&
        s.carbs <= 0.6 &&
        s.fat >= 0.2 &&
        s.fat <= 0.4
      );
    case "keto":
      return r.dietaryTags.includes("lowCarb") && s.fat >= 0.5;
    case "vegetarian":
      return r.dietaryTags.includes("vegetarian");
    case "paleo":
      return (
        r.dietaryTags.includes("glutenFree") &&
        r.dietaryTags.includes("dairyFree") &&
        r.ingredients.every((i) => dietRuleBroken("paleo", i.text) === null)
      );
    case "mediterranean":
      return r.cuisine === "Mediterranean" || r.cuisine === "Greek";
  }
}

export async function suggestRecipesForDiet(
  db: Database,
  planId: DietPlanId,
  limit = SUGGESTED_RECIPE_COUNT,
): Promise<SuggestedRecipe[]> {
  const rows = (await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      // an uploaded photo replaces the art (ADR 031)
      imageUrl: sql<string>`coalesce(${recipes.photoUrl}, ${recipes.imageUrl})`,
      calories: recipes.calories,
      prepTime: recipes.prepTime,
      cuisine: recipes.cuisine,
      protein: recipes.protein,
      carbs: recipes.carbs,
      fat: recipes.fat,
      dietaryTags: recipes.dietaryTags,
      ingredients: recipes.ingredients,
    })
    .from(recipes)
    .where(isNull(recipes.ownerId))
    .orderBy(asc(recipes.id))) as Row[];
  let matches = rows.filter((r) => recipeSuitsDiet(planId, r));
  if (planId === "keto") matches = matches.sort((a, b) => a.carbs - b.carbs);
  return matches
    .slice(0, limit)
    .map(({ id, title, description, imageUrl, calories, prepTime, cuisine }) => ({
      id,
      title,
      description,
      imageUrl,
      calories,
      prepTime,
      cuisine,
    }));
}
