/**
 * A catalogue recipe as written by hand. Nutrition and dietary tags are NOT written here: the seed
 * builder computes them from the ingredient lines and the USDA food table (app/domain).
 */
import type { Cuisine } from "../../../app/domain/cuisines";

export type { Cuisine };

export type MealType = "breakfast" | "lunch" | "dinner" | "snack";

export type CatalogueRecipe = {
  /** kebab-case, unique across the catalogue */
  slug: string;
  title: string;
  /** one or two sentences */
  description: string;
  cuisine: Cuisine;
  mealTypes: MealType[];
  /** total minutes, prep and cooking */
  prepTime: number;
  servings: number;
  /** "1 1/2 cups cooked brown rice", "2 large eggs", "200 g firm tofu", "salt to taste" */
  ingredients: string[];
  /** steps in order, without numbers */
  instructions: string[];
};
