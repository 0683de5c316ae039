import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FoodRecord } from "./foods";
import { indexFoods } from "./foods";
import {
  NUTRIENT_KEYS,
  nutrientsForGrams,
  nutritionPerServing,
  readMicronutrients,
  roundNutrients,
  scaleNutrients,
  totalNutrients,
  ZERO_MICRONUTRIENTS,
  type Nutrients,
} from "./nutrients";
import { resolveRecipe } from "./recipe";
import { SEED_DATA } from "./test-data.test-helper";

const food = (id: number, n: Partial<FoodRecord>): FoodRecord => ({
  id,
  name: `food ${id}`,
  foodGroup: "Test",
  kcal: 0,
  protein: 0,
  fat: 0,
  carbs: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
  householdWeights: [],
  traits: [],
  ...n,
});

const FOOD_MICROS = {
  kcal: 61,
  protein: 3.15,
  carbs: 4.8,
  fat: 3.25,
  fiber: 0,
  sugar: 5.05,
  sodium: 43,
};

const FOODS = indexFoods([
  food(1, { kcal: 100, protein: 10, carbs: 20, fat: 1, fiber: 2, sugar: 5, sodium: 100 }),
  food(2, { kcal: 900, fat: 100, sodium: 2 }),
]);

describe("nutritionPerServing", () => {
  it("adds per-100 g values by weight and divides by servings (checked by hand)", () => {
    // 250 g of food 1: 250 kcal, 25 g protein, 50 g carbs, 2.5 g fat, 5 g fiber, 12.5 g sugar, 250 mg Na
    // 15 g of food 2: 135 kcal, 15 g fat, 0.3 mg Na
    // total 385 kcal, 25 P, 50 C, 17.5 F, 5 fibre, 12.5 sugar, 250.3 mg Na; over 4 servings:
    // 96.25 -> 96 kcal, 6.25 -> 6.3 P, 12.5 C, 4.375 -> 4.4 F, 1.25 -> 1.3 fibre, 3.125 -> 3.1 sugar, 62.575 -> 63 mg
    expect(
      nutritionPerServing(
        [
          { foodId: 1, grams: 250 },
          { foodId: 2, grams: 15 },
        ],
        FOODS,
        4,
      ),
    ).toMatchObject({
      kcal: 96,
      protein: 6.3,
      carbs: 12.5,
      fat: 4.4,
      fiber: 1.3,
      sugar: 3.1,
      sodium: 63,
    });
  });

  it("checks a real recipe by hand against the USDA values", () => {
    // brown rice cooked 123 kcal/100 g, 1 cup = 202 g -> 248.46 kcal, 5.535 P, 1.959 F, 51.672 C, 3.232 fibre, 0.485 sugar, 8.08 mg
    // olive oil 884 kcal/100 g, 1 tbsp = 13.5 g   -> 119.34 kcal, 13.5 F, 0.27 mg
    // egg 143 kcal/100 g, 2 large = 100 g          -> 143 kcal, 12.56 P, 9.51 F, 0.72 C, 0.37 sugar, 142 mg
    // sum 510.8 kcal, 18.095 P, 24.969 F, 52.392 C, 3.232 fibre, 0.855 sugar, 150.35 mg; / 2 servings:
    // 255.4 -> 255, 9.0 P, 12.5 F, 26.2 C, 1.6 fibre, 0.4 sugar, 75 mg
    const recipe = resolveRecipe(
      ["1 cup cooked brown rice", "1 tbsp olive oil", "2 large eggs"],
      2,
      SEED_DATA,
    );
    expect(recipe.perServing).toMatchObject({
      kcal: 255,
      protein: 9,
      carbs: 26.2,
      fat: 12.5,
      fiber: 1.6,
      sugar: 0.4,
      sodium: 75,
    });
  });

  it("rejects zero or negative servings and unknown foods", () => {
    expect(() => nutritionPerServing([], FOODS, 0)).toThrow(RangeError);
    expect(() => nutritionPerServing([{ foodId: 99, grams: 1 }], FOODS, 1)).toThrow(/99/);
  });

  it("doubling every quantity doubles the totals", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            foodId: fc.constantFrom(1, 2),
            grams: fc.double({ min: 0, max: 5000, noNaN: true }),
          }),
          { maxLength: 12 },
        ),
        (items) => {
          const once = totalNutrients(items, FOODS);
          const twice = totalNutrients(
            items.map((i) => ({ ...i, grams: i.grams * 2 })),
            FOODS,
          );
          for (const k of Object.keys(once) as (keyof typeof once)[])
            expect(twice[k]).toBeCloseTo(once[k] * 2, 6);
        },
      ),
    );
  });

  it("rounds kcal and milligram minerals whole, grams to one decimal, vitamins as shown", () => {
    const ones = Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, 1])) as Nutrients;
    expect(roundNutrients(scaleNutrients(ones, 12.345))).toEqual({
      kcal: 12,
      protein: 12.3,
      carbs: 12.3,
      fat: 12.3,
      fiber: 12.3,
      sugar: 12.3,
      sodium: 12,
      saturatedFat: 12.3,
      potassium: 12,
      calcium: 12,
      iron: 12.3,
      vitaminC: 12.3,
      vitaminD: 12.3,
      vitaminB12: 12.35,
    });
  });

  it("carries a food's micronutrients by weight, and counts missing ones as 0", () => {
    const n = nutrientsForGrams(
      { ...FOOD_MICROS, micronutrients: { calcium: 113, vitaminD: 1.3 } },
      244,
    );
    expect(n.calcium).toBeCloseTo(275.72, 6);
    expect(n.vitaminD).toBeCloseTo(3.172, 6);
    expect(n.iron).toBe(0);
    expect(readMicronutrients({ iron: "x", potassium: -3, calcium: 5 })).toEqual({
      ...ZERO_MICRONUTRIENTS,
      calcium: 5,
    });
  });
});
