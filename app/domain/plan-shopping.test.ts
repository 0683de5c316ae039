import { describe, expect, it } from "vitest";
import { SEED_FOODS } from "./test-data.test-helper";
import {
  categorise,
  formatAmount,
  formatGrams,
  formatVolume,
  isBought,
  scaledPlanIngredients,
  SHOPPING_CATEGORIES,
  shoppingItemsFromIngredients,
  type ScaledIngredient,
  type StoredIngredient,
} from "./plan-shopping";

const line = (over: Partial<StoredIngredient> & { name: string }): StoredIngredient => ({
  text: over.name,
  quantity: null,
  unit: null,
  foodId: null,
  grams: null,
  ...over,
});
const scaled = (over: Partial<ScaledIngredient> & { name: string }): ScaledIngredient => ({
  ...line(over),
  foodGroup: null,
  foodName: null,
  ...over,
});

const FOODS = new Map(SEED_FOODS.map((f) => [f.id, { name: f.name, foodGroup: f.foodGroup }]));

describe("scaledPlanIngredients", () => {
  const recipes = new Map([
    [
      1,
      {
        servings: 4,
        ingredients: [
          line({ name: "white rice", quantity: 1, unit: "cup", grams: 200, foodId: 20044 }),
          line({ name: "egg", quantity: 4, unit: "large", grams: 200, foodId: 1123 }),
        ],
      },
    ],
    [
      2,
      {
        servings: 2,
        ingredients: [line({ name: "egg", quantity: 2, unit: "large", grams: 100, foodId: 1123 })],
      },
    ],
  ]);

  it("multiplies each line by servings eaten over servings made, and attaches the food group", () => {
    const out = scaledPlanIngredients([{ recipeId: 1, servings: 1.5 }], recipes, FOODS);
    expect(out.map((i) => [i.name, i.quantity, i.grams])).toEqual([
      ["white rice", 0.375, 75],
      ["egg", 1.5, 75],
    ]);
    expect(out[0].foodGroup).toBe("Cereal Grains and Pasta");
    expect(out[1].foodGroup).toBe("Dairy and Egg Products");
  });

  it("skips meals whose recipe is unknown", () => {
    expect(scaledPlanIngredients([{ recipeId: 99, servings: 1 }], recipes, FOODS)).toEqual([]);
  });

  it("sums one food across recipes and days into one item", () => {
    const meals = [
      { recipeId: 1, servings: 2 }, // 2 eggs
      { recipeId: 2, servings: 1 }, // 1 egg
      { recipeId: 2, servings: 1.5 }, // 1.5 eggs
    ];
    const items = shoppingItemsFromIngredients(scaledPlanIngredients(meals, recipes, FOODS));
    expect(items).toEqual([
      { name: "Egg", quantity: "5", category: "Dairy & Eggs" },
      { name: "White rice", quantity: "100 g", category: "Pantry Staples" },
    ]);
  });
});

describe("shoppingItemsFromIngredients", () => {
  it("rounds pieces up to whole ones and keeps named pieces", () => {
    const items = shoppingItemsFromIngredients([
      scaled({ name: "garlic", quantity: 2.5, unit: "clove", grams: 7.5, foodId: 11215 }),
      scaled({ name: "garlic", quantity: 1, unit: "clove", grams: 3, foodId: 11215 }),
      scaled({ name: "salmon", quantity: 1, unit: "fillet", grams: 150, foodId: 15076 }),
    ]);
    expect(items.find((i) => i.name === "Garlic")?.quantity).toBe("4 cloves");
    expect(items.find((i) => i.name === "Salmon")?.quantity).toBe("1 fillet");
  });

  it("sums small spoon amounts in spoons and everything else by weight or volume", () => {
    const items = shoppingItemsFromIngredients([
      scaled({ name: "ground cumin", quantity: 1, unit: "teaspoon", grams: 2, foodId: 2014 }),
      scaled({ name: "ground cumin", quantity: 1, unit: "tablespoon", grams: 6, foodId: 2014 }),
      scaled({ name: "onion", quantity: 1, unit: "medium", grams: 110, foodId: 11282 }),
      scaled({ name: "onion", quantity: 0.5, unit: "cup", grams: 80, foodId: 11282 }),
      scaled({
        name: "low sodium chicken broth",
        quantity: 3,
        unit: "cup",
        grams: 747,
        foodId: 6194,
      }),
      scaled({ name: "sea salt", text: "salt to taste", foodId: null }),
      scaled({ name: "olive oil", quantity: 1, unit: "tablespoon", grams: 13.5, foodId: 4053 }),
      scaled({ name: "olive oil", quantity: 1.5, unit: "teaspoon", grams: 6.75, foodId: 4053 }),
    ]);
    expect(items).toContainEqual({ name: "Ground cumin", quantity: "4 tsp", category: "Other" });
    expect(items).toContainEqual({ name: "Onion", quantity: "190 g", category: "Other" });
    expect(items).toContainEqual({
      name: "Low sodium chicken broth",
      quantity: "750 ml",
      category: "Other",
    });
    expect(items).toContainEqual({ name: "Sea salt", quantity: "as needed", category: "Other" });
    expect(items).toContainEqual({ name: "Olive oil", quantity: "1 1/2 tbsp", category: "Other" });
  });

  it("leaves out water and orders items by category, then name", () => {
    const items = shoppingItemsFromIngredients([
      scaled({ name: "water", quantity: 4, unit: "cup", grams: 947 }),
      scaled({ name: "rolled oats", grams: 80, foodGroup: "Breakfast Cereals" }),
      scaled({ name: "spinach", grams: 60, foodGroup: "Vegetables and Vegetable Products" }),
      scaled({
        name: "apple",
        quantity: 1,
        unit: "medium",
        grams: 180,
        foodGroup: "Fruits and Fruit Juices",
      }),
      scaled({ name: "chicken breast", grams: 450, foodGroup: "Poultry Products" }),
    ]);
    expect(items.map((i) => [i.name, i.category])).toEqual([
      ["Apple", "Produce"],
      ["Spinach", "Produce"],
      ["Chicken breast", "Meat & Seafood"],
      ["Rolled oats", "Pantry Staples"],
    ]);
  });
});

describe("categorise", () => {
  const cases: [Partial<ScaledIngredient> & { name: string }, string][] = [
    [{ name: "greek yogurt", foodGroup: "Dairy and Egg Products" }, "Dairy & Eggs"],
    [{ name: "shrimp", foodGroup: "Finfish and Shellfish Products" }, "Meat & Seafood"],
    [{ name: "whole wheat tortilla", foodGroup: "Baked Products" }, "Bakery"],
    [{ name: "lentils", foodGroup: "Legumes and Legume Products" }, "Pantry Staples"],
    [{ name: "green tea", foodGroup: "Beverages" }, "Beverages"],
    [
      { name: "peas", text: "1 cup frozen peas", foodGroup: "Vegetables and Vegetable Products" },
      "Frozen Foods",
    ],
    [
      {
        name: "tomatoes",
        text: "1 can canned diced tomatoes",
        foodGroup: "Vegetables and Vegetable Products",
      },
      "Pantry Staples",
    ],
    [{ name: "firm tofu", foodGroup: "Legumes and Legume Products" }, "Produce"],
    [{ name: "unsweetened almond milk", foodGroup: "Nut and Seed Products" }, "Dairy & Eggs"],
    [{ name: "coconut milk", foodGroup: "Nut and Seed Products" }, "Pantry Staples"],
    [{ name: "orange juice", foodGroup: "Fruits and Fruit Juices" }, "Beverages"],
    [{ name: "lemon juice", foodGroup: "Fruits and Fruit Juices" }, "Produce"],
    [{ name: "basil", text: "fresh basil leaves", foodGroup: "Spices and Herbs" }, "Produce"],
    [{ name: "dried oregano", foodGroup: "Spices and Herbs" }, "Pantry Staples"],
    [{ name: "mystery", foodGroup: null }, "Other"],
  ];
  for (const [ingredient, category] of cases) {
    it(`${ingredient.text ?? ingredient.name} -> ${category}`, () => {
      expect(categorise(scaled(ingredient))).toBe(category);
    });
  }

  it("maps every USDA food group of the seed to one of the eight categories, none to Other", () => {
    for (const group of new Set(SEED_FOODS.map((f) => f.foodGroup))) {
      const category = categorise(scaled({ name: "x", foodGroup: group }));
      expect(SHOPPING_CATEGORIES).toContain(category);
      expect(category).not.toBe("Other");
    }
  });
});

describe("formatting", () => {
  it("formats amounts, grams and volumes as shoppers read them, rounded up", () => {
    expect(formatAmount(3.5)).toBe("3 1/2");
    expect(formatAmount(0.25)).toBe("1/4");
    expect(formatAmount(0.01)).toBe("1/4");
    expect(formatGrams(3.2)).toBe("4 g");
    expect(formatGrams(42)).toBe("45 g");
    expect(formatGrams(451)).toBe("460 g");
    expect(formatGrams(1234)).toBe("1.3 kg");
    expect(formatVolume(747)).toBe("750 ml");
    expect(formatVolume(1210)).toBe("1.3 l");
  });

  it("knows water is not bought", () => {
    expect(isBought({ name: "water" })).toBe(false);
    expect(isBought({ name: "Cold water" })).toBe(false);
    expect(isBought({ name: "watermelon" })).toBe(true);
    expect(isBought({ name: "coconut water" })).toBe(true);
  });
});
