import { describe, expect, it } from "vitest";
import { eggsPerServing, recipeFoodTerms, recipeNutritionColumns, resolveRecipe } from "./recipe";
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

describe("eggsPerServing", () => {
  const line = (name: string, grams: number | null) => ({ name, grams });
  it("counts whole eggs, yolks and whites by their own weight, per serving", () => {
    // 4 large eggs (200 g) and 2 yolks (34 g) for 2 servings: 3 eggs a serving
    expect(eggsPerServing([line("large eggs", 200), line("egg yolks", 34)], 2)).toBe(3);
    expect(eggsPerServing([line("egg whites", 99)], 1)).toBe(3);
  });
  it("does not count foods that only carry egg or only sound like it", () => {
    expect(
      eggsPerServing(
        [
          line("egg noodles", 200),
          line("eggplant", 300),
          line("mayonnaise", 30),
          line("flax egg", 20),
        ],
        1,
      ),
    ).toBe(0);
  });
  it("reads the recipes of the food engine: an omelette's eggs from its lines", () => {
    const omelette = resolveRecipe(["3 large eggs", "1 tbsp butter"], 1, SEED_DATA);
    expect(eggsPerServing(omelette.ingredients, 1)).toBeCloseTo(3, 0);
  });
});

describe("recipeNutritionColumns", () => {
  it("stores the resolved nutrition per serving, tags, lines and dislike terms of the recipe", () => {
    const lines = ["200 g firm tofu, cubed", "1 cup cooked brown rice", "1 tbsp tamari"];
    const resolved = resolveRecipe(lines, 2, SEED_DATA);
    const columns = recipeNutritionColumns(resolved, "Tofu Rice Bowl", lines);
    expect(columns).toMatchObject({
      calories: resolved.perServing.kcal,
      protein: resolved.perServing.protein,
      carbs: resolved.perServing.carbs,
      fat: resolved.perServing.fat,
      fiber: resolved.perServing.fiber,
      sugar: resolved.perServing.sugar,
      sodium: resolved.perServing.sodium,
      dietaryTags: resolved.dietaryTags,
      ingredients: resolved.ingredients,
    });
    expect(columns.calories).toBeGreaterThan(150);
    expect(columns.micronutrients.iron).toBe(resolved.perServing.iron);
    expect(columns.foodTerms).toBe(recipeFoodTerms("Tofu Rice Bowl", lines));
    expect(columns.foodTerms).toContain("tofu");
  });
});
