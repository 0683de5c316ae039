import { describe, expect, it } from "vitest";
import { resolveRecipe } from "./recipe";
import { SEED_DATA } from "./test-data.test-helper";

describe("resolveRecipe", () => {
  const lines = [
    "For the bowl:",
    "1 1/2 cups cooked brown rice",
    "200 g firm tofu, cubed",
    "1 tbsp tamari",
    "2 cups baby spinach",
    "1 tsp sesame oil",
    "1 cup moonbeams",
  ];
  const recipe = resolveRecipe(lines, 2, SEED_DATA);

  it("returns RecipeIngredient rows for every line but headings", () => {
    expect(recipe.ingredients).toHaveLength(6);
    expect(recipe.ingredients[0]).toEqual({
      text: "1 1/2 cups cooked brown rice",
      quantity: 1.5,
      unit: "cup",
      name: "brown rice",
      foodId: 20037,
      grams: 303,
    });
  });

  it("lists unresolved lines with their reason and keeps them as rows without a food", () => {
    expect(recipe.unresolved).toEqual([
      { line: "1 cup moonbeams", reason: 'no food known for "moonbeam"' },
    ]);
    expect(recipe.ingredients[5]).toMatchObject({
      text: "1 cup moonbeams",
      foodId: null,
      grams: null,
    });
  });

  it("withholds the free-of tags while a line is unresolved", () => {
    expect(recipe.dietaryTags).not.toContain("vegan");
    const complete = resolveRecipe(lines.slice(0, -1), 2, SEED_DATA);
    expect(complete.unresolved).toEqual([]);
    expect(complete.dietaryTags).toEqual([
      "vegetarian",
      "vegan",
      "glutenFree",
      "dairyFree",
      "nutFree",
    ]);
    expect(complete.perServing.kcal).toBeGreaterThan(250);
  });

  it("rejects a recipe without servings", () => {
    expect(() => resolveRecipe(lines, 0, SEED_DATA)).toThrow(RangeError);
  });
});
