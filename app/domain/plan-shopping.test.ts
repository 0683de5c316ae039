import { describe, expect, it } from "vitest";
import type { RecipeIngredient } from "#db/schema";
import { planShoppingListName, scaledPlanIngredients } from "./plan-shopping";
import { MAX_LIST_NAME } from "./schemas/shopping";
import { buildPurchaseItems } from "./purchase-units";
import { ingredientFromRecipeIngredient } from "./shopping";
import { SEED_FOODS } from "./food/test-data.test-helper";

const line = (over: Partial<RecipeIngredient> & { text: string }): RecipeIngredient => ({
  quantity: null,
  unit: null,
  name: over.text,
  foodId: null,
  grams: null,
  ...over,
});

const FOODS = new Map(SEED_FOODS.map((f) => [f.id, { name: f.name, foodGroup: f.foodGroup }]));

/** The server's path (purchaseItemsForRecipeIngredients) without the database: food groups from the seed. */
const itemsFor = (ingredients: RecipeIngredient[]) =>
  buildPurchaseItems(
    ingredients.map((i) =>
      ingredientFromRecipeIngredient(i, i.foodId != null ? FOODS.get(i.foodId) : null),
    ),
  );

const RECIPES = new Map([
  [
    1,
    {
      servings: 4,
      ingredients: [
        line({
          text: "1 cup white rice",
          name: "white rice",
          quantity: 1,
          unit: "cup",
          grams: 200,
          foodId: 20044,
        }),
        line({
          text: "4 large eggs",
          name: "eggs",
          quantity: 4,
          unit: "large",
          grams: 200,
          foodId: 1123,
        }),
      ],
    },
  ],
  [
    2,
    {
      servings: 2,
      ingredients: [
        line({
          text: "2 large eggs",
          name: "eggs",
          quantity: 2,
          unit: "large",
          grams: 100,
          foodId: 1123,
        }),
        line({ text: "1 cup water", name: "water", quantity: 1, unit: "cup", grams: 237 }),
      ],
    },
  ],
]);

describe("scaledPlanIngredients", () => {
  it("multiplies each line by servings eaten over servings made", () => {
    const out = scaledPlanIngredients([{ recipeId: 1, servings: 1.5 }], RECIPES);
    expect(out.map((i) => [i.name, i.quantity, i.grams, i.foodId])).toEqual([
      ["white rice", 0.375, 75, 20044],
      ["eggs", 1.5, 75, 1123],
    ]);
  });

  it("keeps lines without an amount as they are", () => {
    const recipes = new Map([[3, { servings: 2, ingredients: [line({ text: "salt to taste" })] }]]);
    expect(scaledPlanIngredients([{ recipeId: 3, servings: 1 }], recipes)).toEqual([
      line({ text: "salt to taste" }),
    ]);
  });

  it("skips meals whose recipe is unknown, and portions or recipes without servings", () => {
    expect(scaledPlanIngredients([{ recipeId: 99, servings: 1 }], RECIPES)).toEqual([]);
    expect(scaledPlanIngredients([{ recipeId: 1, servings: 0 }], RECIPES)).toEqual([]);
    const noServings = new Map([[4, { servings: 0, ingredients: [line({ text: "1 egg" })] }]]);
    expect(scaledPlanIngredients([{ recipeId: 4, servings: 1 }], noServings)).toEqual([]);
  });
});

describe("a plan's week in purchase units", () => {
  it("sums one food across recipes and days into one item, without water", () => {
    const meals = [
      { recipeId: 1, servings: 2 }, // 2 eggs, 1/2 cup rice (100 g)
      { recipeId: 2, servings: 1 }, // 1 egg
      { recipeId: 2, servings: 1.5 }, // 1.5 eggs
    ];
    expect(itemsFor(scaledPlanIngredients(meals, RECIPES))).toEqual([
      { name: "Eggs", quantity: "5 eggs", category: "Dairy & Eggs" },
      { name: "White rice", quantity: "500 g bag (100 g)", category: "Pantry Staples" },
    ]);
  });

  it("scales a week of the same meal like one big pot", () => {
    const week = Array.from({ length: 7 }, () => ({ recipeId: 1, servings: 1 }));
    expect(itemsFor(scaledPlanIngredients(week, RECIPES))).toEqual([
      { name: "Eggs", quantity: "7 eggs: box of 12", category: "Dairy & Eggs" },
      { name: "White rice", quantity: "500 g bag (350 g)", category: "Pantry Staples" },
    ]);
  });
});

describe("planShoppingListName", () => {
  it("names the list after the plan and the day it was made", () => {
    expect(planShoppingListName("High-protein week", "2025-03-03T10:00:00.000Z")).toBe(
      "High-protein week (Mar 3)",
    );
    expect(planShoppingListName("  My   plan ", "not a date")).toBe("My plan");
  });

  it("cuts a long plan name so the name fits a list name, keeping the date", () => {
    const name = planShoppingListName("x".repeat(200), "2025-12-24T00:00:00.000Z");
    expect(name.length).toBeLessThanOrEqual(MAX_LIST_NAME);
    expect(name).toMatch(/x\.\.\. \(Dec 24\)$/);
  });
});
