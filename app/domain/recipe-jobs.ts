/** The recipe job types (run by workers/jobs/recipes.ts), shared by the services and the admin page. */
export const RECIPE_JOB_TYPES = {
  populateCuisine: "recipes.populate-cuisine",
  updateAll: "recipes.update-all",
  generate: "recipes.generate",
} as const;
export type RecipeJobType = (typeof RECIPE_JOB_TYPES)[keyof typeof RECIPE_JOB_TYPES];
export const RECIPE_JOB_TYPE_LIST = Object.values(RECIPE_JOB_TYPES) as RecipeJobType[];

/** The spec's notice when updating a recipe's details cannot start or fails. */
export const UPDATE_DETAILS_FAILED = "Failed to update recipe details. Please try again.";
