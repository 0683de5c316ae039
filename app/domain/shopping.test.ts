import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FOOD_ALIASES } from "#db/seed/food-aliases";
import { DIET_PLANS, mealsOfDay } from "~/content/diet-plans";
import type { FoodRecord } from "./food/foods";
import { createNutritionData, resolveIngredientLine } from "./food/lines";
import {
  SHOPPING_CATEGORIES,
  UNKNOWN_AMOUNT,
  buildShoppingItems,
  categoriseIngredient,
  READY_MADE_GROUPS,
  cleanIngredientName,
  formatAmount,
  formatGrams,
  formatVolume,
  ingredientFromRecipeIngredient,
  ingredientsFromLine,
  ingredientsFromResolution,
  isShoppingCategory,
  shoppingItemsFromLines,
  type ShoppingIngredient,
} from "./shopping";

const foods = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, "../../db/seed/foods.json"), "utf8"),
) as FoodRecord[];
const foodById = new Map(foods.map((f) => [f.id, f]));
const data = createNutritionData(foods, FOOD_ALIASES);

/** lines -> items through the real resolver and the USDA food groups, as the server does it */
function resolvedItems(lines: string[], scale = 1) {
  return buildShoppingItems(
    lines.flatMap((line) => {
      const r = resolveIngredientLine(line, data);
      return ingredientsFromResolution(r, r.ok ? foodById.get(r.foodId) : null);
    }),
    { scale },
  );
}

const cat = (ingredient: ShoppingIngredient) => categoriseIngredient(ingredient);

describe("categoriseIngredient", () => {
  it("maps every USDA food group of the food table to one of the eight categories", () => {
    // ready-made dishes (ours and USDA's fast foods, restaurant foods, entrees) are "Other"
    const groups = new Set(
      foods.map((f) => f.foodGroup).filter((g) => !READY_MADE_GROUPS.includes(g)),
    );
    for (const group of READY_MADE_GROUPS)
      expect(cat({ name: "x", foodGroup: group }), group).toBe("Other");
    for (const group of groups) {
      const category = cat({ name: "x", foodGroup: group });
      expect(isShoppingCategory(category), group).toBe(true);
      expect(category, group).not.toBe("Other");
    }
  });

  it.each([
    ["Vegetables and Vegetable Products", "Produce"],
    ["Fruits and Fruit Juices", "Produce"],
    ["Dairy and Egg Products", "Dairy & Eggs"],
    ["Finfish and Shellfish Products", "Meat & Seafood"],
    ["Poultry Products", "Meat & Seafood"],
    ["Beef Products", "Meat & Seafood"],
    ["Baked Products", "Bakery"],
    ["Beverages", "Beverages"],
    ["Cereal Grains and Pasta", "Pantry Staples"],
    ["Legumes and Legume Products", "Pantry Staples"],
    ["Spices and Herbs", "Pantry Staples"],
  ])("food group %s is %s", (foodGroup, expected) => {
    expect(cat({ name: "something", foodGroup })).toBe(expected);
  });

  it.each([
    ["apples", "Produce"],
    ["red bell pepper", "Produce"],
    ["ground black pepper", "Pantry Staples"],
    ["eggplant", "Produce"],
    ["large eggs", "Dairy & Eggs"],
    ["peanut butter", "Pantry Staples"],
    ["butter", "Dairy & Eggs"],
    ["butternut squash", "Produce"],
    ["chicken thighs", "Meat & Seafood"],
    ["salmon fillet", "Meat & Seafood"],
    ["whole-wheat bread", "Bakery"],
    ["breadcrumbs", "Pantry Staples"],
    ["brown rice", "Pantry Staples"],
    ["olive oil", "Pantry Staples"],
    ["garlic powder", "Pantry Staples"],
    ["garlic cloves", "Produce"],
    ["coconut milk", "Pantry Staples"],
    ["green tea", "Beverages"],
    ["kitchen twine", "Other"],
  ])("keywords: %s is %s", (name, expected) => {
    expect(cat({ name })).toBe(expected);
  });

  it("puts anything frozen in Frozen Foods, whatever its group", () => {
    expect(cat({ name: "mixed berries", text: "1 cup frozen mixed berries" })).toBe("Frozen Foods");
    expect(
      cat({
        name: "peas",
        text: "1 cup frozen peas",
        foodGroup: "Vegetables and Vegetable Products",
      }),
    ).toBe("Frozen Foods");
  });

  it("puts canned or dried produce and fish in Pantry Staples", () => {
    expect(
      cat({ name: "tuna", text: "1 can tuna", foodGroup: "Finfish and Shellfish Products" }),
    ).toBe("Pantry Staples");
    expect(
      cat({
        name: "diced tomatoes",
        text: "1/2 cup canned diced tomatoes",
        foodGroup: "Vegetables and Vegetable Products",
      }),
    ).toBe("Pantry Staples");
    expect(cat({ name: "dried apricots" })).toBe("Pantry Staples");
    expect(cat({ name: "raisins", foodGroup: "Fruits and Fruit Juices" })).toBe("Pantry Staples");
  });

  it("puts fresh herbs in Produce and dried ones in Pantry Staples", () => {
    expect(cat({ name: "sage", text: "fresh sage", foodGroup: "Spices and Herbs" })).toBe(
      "Produce",
    );
    expect(cat({ name: "basil", foodGroup: "Spices and Herbs", foodName: "Basil, fresh" })).toBe(
      "Produce",
    );
    expect(
      cat({
        name: "dried oregano",
        foodGroup: "Spices and Herbs",
        foodName: "Spices, oregano, dried",
      }),
    ).toBe("Pantry Staples");
  });

  it("shelves plant milks with dairy, tofu with produce, juices (not lemon or lime) with beverages", () => {
    expect(cat({ name: "unsweetened almond milk", foodGroup: "Beverages" })).toBe("Dairy & Eggs");
    expect(cat({ name: "firm tofu", foodGroup: "Legumes and Legume Products" })).toBe("Produce");
    expect(cat({ name: "orange juice", foodGroup: "Fruits and Fruit Juices" })).toBe("Beverages");
    expect(cat({ name: "lemon juice", foodGroup: "Fruits and Fruit Juices" })).toBe("Produce");
  });
});

describe("quantities", () => {
  it("formats fractions the way recipes write them", () => {
    expect(formatAmount(3.5)).toBe("3 1/2");
    expect(formatAmount(0.25)).toBe("1/4");
    expect(formatAmount(2 / 3)).toBe("2/3");
    expect(formatAmount(2)).toBe("2");
    expect(formatAmount(0.98)).toBe("1");
    expect(formatAmount(1.4)).toBe("1.4");
  });

  it("rounds weights to what a shopper reads, and switches to kg and litres", () => {
    expect(formatGrams(0.2)).toBe("1 g");
    expect(formatGrams(8.4)).toBe("8 g");
    expect(formatGrams(43)).toBe("45 g");
    expect(formatGrams(456)).toBe("460 g");
    expect(formatGrams(1000)).toBe("1 kg");
    expect(formatGrams(1234)).toBe("1.2 kg");
    expect(formatGrams(750, true)).toBe("750 ml");
    expect(formatGrams(1500, true)).toBe("1.5 l");
  });

  it("expresses volumes in teaspoons, tablespoons or cups", () => {
    expect(formatVolume(4.93 * 2)).toBe("2 tsp");
    expect(formatVolume(14.79 * 3)).toBe("3 tbsp");
    expect(formatVolume(236.6 * 1.5)).toBe("1 1/2 cups");
  });
});

describe("buildShoppingItems", () => {
  it("merges the same food across recipes by summing grams", () => {
    const items = buildShoppingItems([
      {
        name: "Rolled oats",
        quantity: 0.5,
        unit: "cup",
        grams: 40,
        foodId: 8120,
        foodGroup: "Breakfast Cereals",
      },
      {
        name: "Oats",
        quantity: 1,
        unit: "cup",
        grams: 81,
        foodId: 8120,
        foodGroup: "Breakfast Cereals",
      },
      {
        name: "Chicken breast",
        quantity: 450,
        unit: "gram",
        grams: 450,
        foodId: 5062,
        foodGroup: "Poultry Products",
      },
      {
        name: "Chicken breast",
        quantity: 110,
        unit: "gram",
        grams: 110,
        foodId: 5062,
        foodGroup: "Poultry Products",
      },
    ]);
    expect(items).toEqual([
      { name: "Chicken breast", quantity: "560 g", category: "Meat & Seafood" },
      { name: "Rolled oats", quantity: "120 g", category: "Pantry Staples" },
    ]);
  });

  it("merges by the product a shopper buys, not by the nutrition food", () => {
    // the nutrition table counts butter beans as cannellini, chaat masala as garam masala, curry
    // leaves as kaffir lime leaves and rice paper as rice noodles (ADR 022): four pairs of products
    const items = buildShoppingItems([
      { name: "Butter beans", grams: 240, foodId: 16050 },
      { name: "Cannellini beans", grams: 240, foodId: 16050 },
      { name: "Garam masala", grams: 4, foodId: 2019 },
      { name: "Chaat masala", grams: 2, foodId: 2019 },
      { name: "Curry leaves", grams: 2, foodId: 11973 },
      { name: "Kaffir lime leaves", grams: 1, foodId: 11973 },
      { name: "Rice paper", grams: 60, foodId: 20133 },
      { name: "Rice vermicelli", grams: 100, foodId: 20133 },
      { name: "Cilantro", grams: 10, foodId: 11165 },
      { name: "Fresh coriander", grams: 20, foodId: 11165 },
    ]);
    expect(items.map((i) => i.name).sort()).toEqual(
      [
        "Butter beans",
        "Cannellini beans",
        "Garam masala",
        "Chaat masala",
        "Curry leaves",
        "Kaffir lime leaves",
        "Rice paper",
        "Rice vermicelli",
        "Cilantro",
      ].sort(),
    );
    expect(items.find((i) => i.name === "Cilantro")!.quantity).toBe("30 g");
  });

  it("names a canned product without the can ('2 (400 g) cans butter beans' are butter beans)", () => {
    expect(cleanIngredientName("cans butter beans")).toBe("Butter beans");
    expect(cleanIngredientName("jar of sun-dried tomatoes")).toBe("Sun-dried tomatoes");
  });

  it("keeps different foods apart even when their names look alike", () => {
    const items = buildShoppingItems([
      { name: "Brown rice", grams: 100, foodId: 20036 },
      { name: "Cooked brown rice", grams: 150, foodId: 20037 },
    ]);
    expect(items.map((i) => i.name)).toEqual(["Brown rice", "Cooked brown rice"]);
  });

  it("merges lines without a food by their cleaned name, singular or plural", () => {
    const items = shoppingItemsFromLines(["2 large eggs", "1 egg", "3 eggs"]);
    expect(items).toEqual([{ name: "Eggs", quantity: "6", category: "Dairy & Eggs" }]);
  });

  it("counts pieces bought by the piece, rounding up, and weighs small pieces", () => {
    const items = buildShoppingItems([
      {
        name: "Avocado",
        quantity: 1 / 3,
        unit: null,
        grams: 50,
        foodId: 9037,
        foodGroup: "Fruits and Fruit Juices",
      },
      {
        name: "Avocado",
        quantity: 1 / 3,
        unit: null,
        grams: 50,
        foodId: 9037,
        foodGroup: "Fruits and Fruit Juices",
      },
      {
        name: "Avocado",
        quantity: 1 / 2,
        unit: null,
        grams: 75,
        foodId: 9037,
        foodGroup: "Fruits and Fruit Juices",
      },
      {
        name: "Almonds",
        quantity: 16,
        unit: null,
        grams: 20,
        foodId: 12061,
        foodGroup: "Nut and Seed Products",
      },
      {
        name: "Almonds",
        quantity: 16,
        unit: null,
        grams: 20,
        foodId: 12061,
        foodGroup: "Nut and Seed Products",
      },
    ]);
    expect(items).toEqual([
      { name: "Avocado", quantity: "2", category: "Produce" },
      { name: "Almonds", quantity: "40 g", category: "Pantry Staples" },
    ]);
  });

  it("keeps named pieces and small spoon amounts in their own measure", () => {
    expect(shoppingItemsFromLines(["3 garlic cloves", "2 garlic cloves"])).toEqual([
      { name: "Garlic cloves", quantity: "5 cloves", category: "Produce" },
    ]);
    expect(
      shoppingItemsFromLines(["2 slices whole-wheat bread", "1 slice whole-wheat bread"]),
    ).toEqual([{ name: "Whole-wheat bread", quantity: "3 slices", category: "Bakery" }]);
    expect(shoppingItemsFromLines(["1/2 tsp ground cinnamon", "1 tsp ground cinnamon"])).toEqual([
      { name: "Ground cinnamon", quantity: "1 1/2 tsp", category: "Pantry Staples" },
    ]);
  });

  it("adds up mixed measures it cannot weigh, and says 'as needed' when nothing has an amount", () => {
    expect(shoppingItemsFromLines(["1 tbsp olive oil", "1 tsp olive oil"])).toEqual([
      { name: "Olive oil", quantity: "1 1/3 tbsp", category: "Pantry Staples" },
    ]);
    expect(shoppingItemsFromLines(["110 g chicken breast", "1 chicken breast"])[0].quantity).toBe(
      "110 g + 1",
    );
    expect(shoppingItemsFromLines(["salt"])).toEqual([
      { name: "Salt", quantity: UNKNOWN_AMOUNT, category: "Pantry Staples" },
    ]);
  });

  it("shows liquids by volume", () => {
    const items = buildShoppingItems([
      { name: "2% milk", grams: 200, foodId: 1079, foodGroup: "Dairy and Egg Products" },
      { name: "2% milk", grams: 350, foodId: 1079, foodGroup: "Dairy and Egg Products" },
    ]);
    expect(items).toEqual([{ name: "2% milk", quantity: "550 ml", category: "Dairy & Eggs" }]);
  });

  it("scales every amount (a diet plan's calorie level)", () => {
    const lines = ["100 g chicken breast", "2 large eggs", "1 tsp honey"];
    expect(shoppingItemsFromLines(lines, { scale: 1.5 })).toEqual([
      { name: "Eggs", quantity: "3", category: "Dairy & Eggs" },
      { name: "Chicken breast", quantity: "150 g", category: "Meat & Seafood" },
      { name: "Honey", quantity: "1 1/2 tsp", category: "Pantry Staples" },
    ]);
  });

  it("leaves out water and ice, and blank names", () => {
    expect(
      shoppingItemsFromLines(["1 cup cold water", "handful of ice", "1 cup spinach"]).map(
        (i) => i.name,
      ),
    ).toEqual(["Spinach"]);
    expect(buildShoppingItems([{ name: "   " }])).toEqual([]);
  });

  it("orders items by category, then by first appearance", () => {
    const items = shoppingItemsFromLines([
      "1 tbsp olive oil",
      "2 apples",
      "100 g salmon",
      "1 cup milk",
      "1 banana",
    ]);
    expect(items.map((i) => i.name)).toEqual(["Apples", "Banana", "Milk", "Salmon", "Olive oil"]);
  });
});

describe("reading lines", () => {
  it("cleans names: notes, preparation words and count nouns go", () => {
    expect(cleanIngredientName("chopped walnuts (15 g)")).toBe("Walnuts");
    expect(cleanIngredientName("salmon fillet, skin on")).toBe("Salmon fillet");
    expect(cleanIngredientName("squares dark chocolate (15 g)")).toBe("Dark chocolate");
    expect(cleanIngredientName("butter with parsley and garlic")).toBe("Butter");
    expect(cleanIngredientName("fresh dill")).toBe("Fresh dill");
  });

  it("reads the amount, the unit and a weight written in the line", () => {
    expect(ingredientsFromLine("1/2 cup rolled oats (50 g)")).toEqual([
      {
        name: "Rolled oats",
        text: "1/2 cup rolled oats (50 g)",
        quantity: 0.5,
        unit: "cup",
        grams: 50,
      },
    ]);
    expect(ingredientsFromLine("110 g grilled chicken breast")[0]).toMatchObject({
      name: "Chicken breast",
      grams: 110,
    });
  });

  it("splits an unquantified line that names several things", () => {
    expect(ingredientsFromLine("lemon zest, rosemary and garlic").map((i) => i.name)).toEqual([
      "Lemon zest",
      "Rosemary",
      "Garlic",
    ]);
    expect(ingredientsFromLine("For the sauce:")).toEqual([]);
    expect(ingredientsFromLine("   ")).toEqual([]);
  });

  it("turns a stored recipe ingredient into a shopping ingredient with its food", () => {
    const ingredient = ingredientFromRecipeIngredient(
      {
        text: "3 stalks green onion, thinly sliced",
        quantity: 3,
        unit: "stalk",
        name: "green onion",
        foodId: 11291,
        grams: 45,
      },
      { foodGroup: "Vegetables and Vegetable Products", name: "Onions, spring or scallions" },
    );
    expect(ingredient).toMatchObject({ name: "Green onion", foodId: 11291, grams: 45 });
    expect(buildShoppingItems([ingredient])).toEqual([
      { name: "Green onion", quantity: "3 stalks", category: "Produce" },
    ]);
  });

  it("an unquantified resolved line is split like a plain one", () => {
    const resolution = resolveIngredientLine("low-sodium stock, thyme and bay leaf", data);
    expect(ingredientsFromResolution(resolution, null).map((i) => i.name)).toEqual([
      "Low-sodium stock",
      "Thyme",
      "Bay leaf",
    ]);
  });
});

describe("a diet plan's week through the real resolver", () => {
  const plan = DIET_PLANS.balanced;
  const lines = plan.days.flatMap((day) => mealsOfDay(day).flatMap((meal) => meal.ingredients));
  const items = resolvedItems(lines);

  it("gives one item per food, each with a category and a quantity", () => {
    const names = items.map((i) => i.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const item of items) {
      expect(SHOPPING_CATEGORIES).toContain(item.category);
      expect(item.quantity.length).toBeGreaterThan(0);
    }
    expect(items.length).toBeGreaterThan(40);
  });

  it("counts the week's eggs as the sum of the egg lines", () => {
    const eggLines = lines.filter((l) => /\beggs?\b/.test(l) && !/egg white/.test(l));
    const expected = eggLines.reduce((sum, l) => sum + Number(/^(\d+)/.exec(l)?.[1] ?? 1), 0);
    expect(items.find((i) => i.name === "Eggs")).toEqual({
      name: "Eggs",
      quantity: String(expected),
      category: "Dairy & Eggs",
    });
  });

  it("scales with the calorie level", () => {
    const chicken = (list: typeof items) => list.find((i) => i.name === "Chicken breast")!.quantity;
    const grams = (q: string) => Number(q.replace(/ g$/, ""));
    const medium = grams(chicken(items));
    const high = grams(chicken(resolvedItems(lines, 2200 / 1800)));
    expect(Math.abs(high - (medium * 2200) / 1800)).toBeLessThanOrEqual(10);
  });

  it("puts each week's foods in the categories a shopper expects", () => {
    const category = (name: string) => items.find((i) => i.name === name)?.category;
    expect(category("Blueberries")).toBe("Produce");
    expect(category("Salmon fillet")).toBe("Meat & Seafood");
    expect(category("Nonfat Greek yogurt")).toBe("Dairy & Eggs");
    expect(category("Whole-wheat bread")).toBe("Bakery");
    expect(category("Olive oil")).toBe("Pantry Staples");
  });
});
