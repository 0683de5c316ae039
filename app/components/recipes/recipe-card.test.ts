import { describe, expect, it } from "vitest";
import { flaggedIngredients } from "./recipe-card";

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
