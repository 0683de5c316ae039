// Test-only: the committed catalogue, loaded and built once per test file, as `npm run db:seed` does.
import {
  buildSeedOutputs,
  loadFoodData,
  loadRecipeSources,
  readRecipeIds,
  type SeedOutputs,
} from "./catalogue";
import { loadArtIcons } from "./food-icons";

export const LOADED = await loadRecipeSources();
export const FOOD_DATA = loadFoodData();
export const FOODS_BY_ID = new Map(FOOD_DATA.foods.map((f) => [f.id, f]));

const result = buildSeedOutputs({
  sources: LOADED.sources,
  foods: FOOD_DATA.foods,
  aliases: FOOD_DATA.aliases,
  recipeIds: readRecipeIds(),
  loadProblems: LOADED.problems,
  icons: loadArtIcons(),
});

/** The build's problems: empty when the catalogue builds. */
export const BUILD_PROBLEMS: string[] = result.ok ? [] : result.problems;
/** The outputs, or null when the catalogue does not build (tests then fail on BUILD_PROBLEMS). */
export const OUTPUTS: SeedOutputs | null = result.ok ? result.outputs : null;
export const RECIPES = OUTPUTS?.recipes ?? [];
