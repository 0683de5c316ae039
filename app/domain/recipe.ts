/**
 * The recipe as the APIs answer it and the pages show it (no I/O). The service builds it from a
 * row (app/services/recipes.server.ts); components use it, serialised, without importing the server.
 */
import type { RecipeIngredient } from "../../db/schema";
import type { Micronutrients, RecipeNutrition } from "./food/nutrients";

export type { RecipeIngredient };

export type Recipe = RecipeNutrition & {
  id: number;
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  prepTime: number;
  servings: number;
  cuisine: string;
  mealTypes: string[];
  dietaryTags: string[];
  /** a list; the stored text as is when it is not a JSON list (the page says it cannot parse it) */
  ingredients: RecipeIngredient[] | string;
  instructions: string[] | string;
  source: string;
  createdAt: string;
  updatedAt: string;
  /** per serving; read for a single recipe (GET /api/recipes/:id, the recipe page), not in lists */
  micronutrients?: Micronutrients;
};

/** A recipe in a list: also the distinct badge types of its cultural stories. */
export type RecipeListItem = Recipe & { culturalBadges: string[] };
