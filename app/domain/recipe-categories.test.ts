import { describe, expect, it } from "vitest";
import {
  CATEGORY_INFO,
  RECIPE_CATEGORIES,
  isInCategory,
  type CategorisableRecipe,
} from "./recipe-categories";

const dish: CategorisableRecipe = {
  prepTime: 20,
  calories: 450,
  sodium: 700,
  fiber: 3,
  dietaryTags: [],
  ingredientText: "2 eggs | 1 cup rice",
};

describe("recipe collection categories", () => {
  it("are the spec's eight, with its labels", () => {
    expect(RECIPE_CATEGORIES.map((c) => CATEGORY_INFO[c].label)).toEqual([
      "Quick & Easy",
      "High Protein",
      "Low Calorie",
      "Vegetarian",
      "Gluten Free",
      "Heart Healthy",
      "Dairy Free",
      "Kid Friendly",
    ]);
  });

  it("use the quick threshold of 15 minutes", () => {
    expect(isInCategory({ ...dish, prepTime: 15 }, "quick-easy")).toBe(true);
    expect(isInCategory({ ...dish, prepTime: 16 }, "quick-easy")).toBe(false);
  });

  it("read tags for high protein, vegetarian, gluten free and dairy free", () => {
    const tagged = {
      ...dish,
      dietaryTags: ["highProtein", "vegetarian", "glutenFree", "dairyFree"],
    };
    for (const c of ["high-protein", "vegetarian", "gluten-free", "dairy-free"] as const) {
      expect(isInCategory(tagged, c)).toBe(true);
      expect(isInCategory(dish, c)).toBe(false);
    }
  });

  it("count low calorie at 400 kcal or less and heart healthy by sodium and fibre", () => {
    expect(isInCategory({ ...dish, calories: 400 }, "low-calorie")).toBe(true);
    expect(isInCategory(dish, "low-calorie")).toBe(false);
    expect(isInCategory({ ...dish, sodium: 600, fiber: 5 }, "heart-healthy")).toBe(true);
    expect(isInCategory({ ...dish, sodium: 601, fiber: 5 }, "heart-healthy")).toBe(false);
  });

  it("call a dish kid friendly when it is mild and ready in 45 minutes", () => {
    expect(isInCategory(dish, "kid-friendly")).toBe(true);
    expect(isInCategory({ ...dish, ingredientText: "1 tsp Chili flakes" }, "kid-friendly")).toBe(
      false,
    );
    expect(isInCategory({ ...dish, ingredientText: "1 tbsp sriracha" }, "kid-friendly")).toBe(
      false,
    );
    expect(isInCategory({ ...dish, prepTime: 46 }, "kid-friendly")).toBe(false);
  });
});
