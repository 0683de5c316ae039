import { describe, expect, it } from "vitest";
import type { RecipeIngredient } from "#db/schema";
import { planCookings, planShoppingListName, scaledPlanIngredients } from "./plan-shopping";
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

describe("leftovers: a recipe cooked once for two meals (ADR 048)", () => {
  const meal = (recipeId: number, servings: number, leftoverOf: number | null = null) => ({
    recipeId,
    servings,
    leftoverOf,
  });
  const week = [
    {
      meals: [
        { slot: "breakfast", meal: meal(2, 1) },
        { slot: "dinner", meal: meal(5, 1) },
      ],
    },
    {
      meals: [
        { slot: "lunch", meal: meal(5, 1.5, 0) },
        { slot: "dinner", meal: meal(1, 1) },
      ],
    },
  ];
  // a line the engine could not weigh keeps its written amount, per meal it is scaled for
  const recipes = new Map([
    ...RECIPES,
    [
      5,
      {
        servings: 4,
        ingredients: [
          line({ text: "1 can chickpeas", name: "chickpeas", quantity: 1, unit: "can" }),
        ],
      },
    ],
  ]);

  it("counts a dinner and its leftover lunch as one cooking of their summed servings", () => {
    expect(planCookings(week)).toEqual([
      { recipeId: 2, servings: 1 },
      { recipeId: 5, servings: 2.5 },
      { recipeId: 1, servings: 1 },
    ]);
  });

  it("buys the pair once: the list is never longer than meal by meal, and no amount is split", () => {
    const perMeal = week.flatMap((d) => d.meals.map(({ meal: m }) => m));
    const once = itemsFor(scaledPlanIngredients(planCookings(week), recipes));
    const split = itemsFor(scaledPlanIngredients(perMeal, recipes));
    expect(once.length).toBeLessThanOrEqual(split.length);
    const chickpeas = once.filter((i) => /chickpea/i.test(i.name));
    expect(chickpeas).toHaveLength(1);
    // the same as one meal of 2.5 servings
    expect(chickpeas).toEqual(
      itemsFor(scaledPlanIngredients([{ recipeId: 5, servings: 2.5 }], recipes)),
    );
  });

  it("cooks a leftover on its own when its dinner was swapped for another recipe", () => {
    const swapped = [
      { meals: [{ slot: "dinner", meal: meal(1, 1) }] },
      { meals: [{ slot: "lunch", meal: meal(5, 1, 0) }] },
    ];
    expect(planCookings(swapped)).toEqual([
      { recipeId: 1, servings: 1 },
      { recipeId: 5, servings: 1 },
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
