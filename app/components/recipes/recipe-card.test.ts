import { describe, expect, it } from "vitest";
import type { RecipeListItem } from "~/domain/recipe";
import { flaggedIngredients, toRecipeCard } from "./recipe-card";

const recipe = {
  ingredients: [
    {
      text: "2 chicken breasts",
      quantity: 2,
      unit: null,
      name: "chicken breast",
      foodId: 1,
      grams: 300,
    },
    { text: "1 small eggplant", quantity: 1, unit: null, name: "eggplant", foodId: 2, grams: 200 },
    { text: "1 cup milk", quantity: 1, unit: "cup", name: "milk", foodId: 3, grams: 240 },
    {
      text: "2 tbsp almond milk",
      quantity: 2,
      unit: "tablespoon",
      name: "almond milk",
      foodId: 4,
      grams: 30,
    },
  ],
};

describe("the card's flagged ingredients (spec 1 section 5 rules)", () => {
  it("lists the lines the user's restrictions flag", () => {
    expect(flaggedIngredients(recipe, ["vegan"])).toEqual(["2 chicken breasts", "1 cup milk"]);
    expect(flaggedIngredients(recipe, ["dairyFree"])).toEqual(["1 cup milk"]);
    expect(flaggedIngredients(recipe, ["nutFree"])).toEqual(["2 tbsp almond milk"]);
  });

  it("flags nothing without restrictions or with unreadable ingredients", () => {
    expect(flaggedIngredients(recipe, [])).toEqual([]);
    expect(flaggedIngredients({ ingredients: "not json" }, ["vegan"])).toEqual([]);
  });

  it("uses the substitution table for restrictions without keywords (lowCarb)", () => {
    expect(
      flaggedIngredients({ ingredients: ["200 g pasta", "1 tbsp honey", "2 eggs"] }, ["lowCarb"]),
    ).toEqual(["200 g pasta", "1 tbsp honey"]);
  });
});

describe("toRecipeCard", () => {
  const full: RecipeListItem = {
    id: 7,
    slug: "milky-chicken",
    title: "Milky chicken",
    description: "A test recipe.",
    imageUrl: "/images/recipes/milky-chicken.svg",
    calories: 420,
    protein: 35,
    carbs: 20,
    fat: 18,
    fiber: 3,
    sugar: 6,
    sodium: 500,
    prepTime: 25,
    servings: 2,
    cuisine: "French",
    mealTypes: ["dinner"],
    dietaryTags: ["glutenFree"],
    ingredients: recipe.ingredients,
    instructions: ["Cook it.", "Eat it."],
    source: "catalogue",
    createdAt: "2026-01-01",
    updatedAt: "2026-01-01",
    culturalBadges: ["traditional"],
  };

  it("keeps what the card shows and the flagged lines, not the ingredients or the steps", () => {
    const card = toRecipeCard(full, ["dairyFree"]);
    expect(card).toEqual({
      id: 7,
      title: "Milky chicken",
      description: "A test recipe.",
      imageUrl: "/images/recipes/milky-chicken.svg",
      calories: 420,
      protein: 35,
      carbs: 20,
      fat: 18,
      prepTime: 25,
      servings: 2,
      cuisine: "French",
      dietaryTags: ["glutenFree"],
      culturalBadges: ["traditional"],
      flagged: ["1 cup milk"],
    });
    expect(JSON.stringify(card).length).toBeLessThan(JSON.stringify(full).length / 2);
  });

  it("flags nothing without restrictions", () => {
    expect(toRecipeCard(full, []).flagged).toEqual([]);
  });
});
