/**
 * The eight categories of the recipe collection page (spec 1 section 2). The spec shows fixed
 * counts; we count the catalogue with these rules, each one a predicate here and the same condition
 * in SQL (recipes.server.ts `categoryConditionSql`); an integration test holds them equal.
 */
import { QUICK_PREP_MAX_MINUTES } from "./recipe-search";

export const RECIPE_CATEGORIES = [
  "quick-easy",
  "high-protein",
  "low-calorie",
  "vegetarian",
  "gluten-free",
  "heart-healthy",
  "dairy-free",
  "kid-friendly",
] as const;
export type RecipeCategory = (typeof RECIPE_CATEGORIES)[number];

/** Words of ingredient lines that make a dish too hot for most children. */
export const SPICY_WORDS = [
  "chili",
  "chile",
  "chilli",
  "jalapeno",
  "jalapeño",
  "cayenne",
  "sriracha",
  "gochujang",
  "gochugaru",
  "chipotle",
  "habanero",
  "serrano",
  "harissa",
  "curry paste",
  "hot sauce",
  "red pepper flakes",
  "wasabi",
] as const;

export const CATEGORY_RULES = {
  /** the spec's quick-recipe threshold */
  quickMaxMinutes: QUICK_PREP_MAX_MINUTES,
  lowCalorieMaxKcal: 400,
  heartMaxSodiumMg: 600,
  heartMinFiberG: 5,
  kidMaxMinutes: 45,
} as const;

export const CATEGORY_INFO: Record<RecipeCategory, { label: string; description: string }> = {
  "quick-easy": {
    label: "Quick & Easy",
    description: `Ready in ${CATEGORY_RULES.quickMaxMinutes} minutes or less`,
  },
  "high-protein": { label: "High Protein", description: "At least 25 g of protein per serving" },
  "low-calorie": {
    label: "Low Calorie",
    description: `${CATEGORY_RULES.lowCalorieMaxKcal} kcal or less per serving`,
  },
  vegetarian: { label: "Vegetarian", description: "No meat, poultry or fish" },
  "gluten-free": { label: "Gluten Free", description: "No wheat, barley or rye" },
  "heart-healthy": {
    label: "Heart Healthy",
    description: `At most ${CATEGORY_RULES.heartMaxSodiumMg} mg sodium and at least ${CATEGORY_RULES.heartMinFiberG} g fibre per serving`,
  },
  "dairy-free": { label: "Dairy Free", description: "No milk, cheese, butter or yogurt" },
  "kid-friendly": {
    label: "Kid Friendly",
    description: `Mild (no chilli heat) and ready in ${CATEGORY_RULES.kidMaxMinutes} minutes or less`,
  },
};

export type CategorisableRecipe = {
  prepTime: number;
  calories: number;
  sodium: number;
  fiber: number;
  dietaryTags: readonly string[];
  /** the FTS text of the ingredient lines (recipeSearchText().ingredients) */
  ingredientText: string;
};

export function isInCategory(recipe: CategorisableRecipe, category: RecipeCategory): boolean {
  const r = CATEGORY_RULES;
  switch (category) {
    case "quick-easy":
      return recipe.prepTime <= r.quickMaxMinutes;
    case "high-protein":
      return recipe.dietaryTags.includes("highProtein");
    case "low-calorie":
      return recipe.calories <= r.lowCalorieMaxKcal;
    case "vegetarian":
      return recipe.dietaryTags.includes("vegetarian");
    case "gluten-free":
      return recipe.dietaryTags.includes("glutenFree");
    case "heart-healthy":
      return recipe.sodium <= r.heartMaxSodiumMg && recipe.fiber >= r.heartMinFiberG;
    case "dairy-free":
      return recipe.dietaryTags.includes("dairyFree");
    case "kid-friendly": {
      const text = recipe.ingredientText.toLowerCase();
      return recipe.prepTime <= r.kidMaxMinutes && !SPICY_WORDS.some((w) => text.includes(w));
    }
  }
}

export function isRecipeCategory(value: string): value is RecipeCategory {
  return (RECIPE_CATEGORIES as readonly string[]).includes(value);
}
