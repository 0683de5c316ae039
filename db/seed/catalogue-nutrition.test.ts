/**
 * Five catalogue recipes worked out by hand from db/seed/foods.json, compared with what the seed
 * builder computes.
 *
 * For each ingredient line: the USDA food, the grams (derived by hand from the line and the food's
 * USDA household measure, the alias's piece weight or the documented fallbacks, as noted), and the
 * per-100 g values as read from foods.json: kcal, protein, carbs, fat, fiber, sugar (g), sodium (mg).
 * The per-serving totals were then added up by hand (sum of grams x value / 100, divided by the
 * servings) and are written out as literal numbers. Nothing here calls the resolver or the
 * nutrition code to produce an expected value.
 *
 * If foods.json is rebuilt with other values, the first test says which row to redo.
 */
import { describe, expect, it } from "vitest";
import { FOODS_BY_ID, RECIPES } from "./catalogue.test-helper";

type Row = [
  line: string,
  foodId: number,
  grams: number,
  kcal: number,
  protein: number,
  carbs: number,
  fat: number,
  fiber: number,
  sugar: number,
  sodium: number,
];
type PerServing = {
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodium: number;
};
type HandCalc = { slug: string; servings: number; rows: Row[]; perServing: PerServing };

const HAND_CALCULATIONS: HandCalc[] = [
  {
    slug: "honey-walnut-yogurt-bowl-with-figs",
    servings: 2,
    rows: [
      // no USDA volume measure for greek yogurt (only "1 container" = 170 g): the resolver's
      // documented fallback density for soft dairy, 1.03 g/ml: 2 x 236.588 ml x 1.03 = 487.371 g
      ["2 cups plain nonfat greek yogurt", 1256, 487.371, 59, 10.19, 3.6, 0.39, 0, 3.24, 36],
      // "1 cup, chopped" = 117 g -> 1/4 cup = 29.25 g
      ["1/4 cup walnuts, roughly chopped", 12155, 29.25, 654, 15.23, 13.71, 65.21, 6.7, 2.61, 2],
      // "1 cup" = 149 g -> 37.25 g
      ["1/4 cup dried figs, chopped", 9094, 37.25, 249, 3.3, 63.87, 0.93, 9.8, 47.92, 10],
      // "1 tbsp" = 21 g
      ["2 tbsp honey", 19296, 42, 304, 0.3, 82.4, 0, 0.2, 82.12, 4],
      // "1 tsp" = 2.6 g
      ["1/2 tsp ground cinnamon", 2010, 1.3, 247, 3.99, 80.59, 1.24, 53.1, 2.17, 10],
    ],
    perServing: {
      kcal: 351.24,
      protein: 27.76,
      carbs: 40.5,
      fat: 10.67,
      fiber: 3.19,
      sugar: 34.46,
      sodium: 90.79,
    },
  },
  {
    slug: "garlic-ginger-chicken-and-broccoli-stir-fry",
    servings: 4,
    rows: [
      ["600 g chicken breast, thinly sliced", 5062, 600, 120, 22.5, 0, 2.62, 0, 0, 45],
      // "1 cup" = 128 g; a tablespoon is 1/16 cup -> 8 g
      ["1 tbsp cornstarch", 20027, 8, 381, 0.26, 91.27, 0.05, 0.9, 0, 9],
      // "1 tbsp" = 18 g; 1/4 cup = 4 tbsp -> 72 g
      ["1/4 cup tamari", 16124, 72, 60, 10.51, 5.57, 0.1, 0.8, 1.7, 5586],
      ["500 g broccoli, cut into florets", 11090, 500, 34, 2.82, 6.64, 0.37, 2.6, 1.7, 33],
      // "1 tbsp" = 14 g
      ["2 tbsp canola oil", 4582, 28, 884, 0, 0, 100, 0, 0, 0],
      // alias "garlic clove" = 3 g a clove
      ["3 cloves garlic, minced", 11215, 9, 149, 6.36, 33.06, 0.5, 2.1, 1, 17],
      // "1 tsp" = 2 g; 1 tbsp = 3 tsp
      ["1 tbsp fresh ginger, grated", 11216, 6, 80, 1.82, 17.77, 0.75, 2, 1.7, 13],
      // low-sodium chicken broth: SR28 chicken broth (6194, "1 cup" = 249 g) at the FDA's 140 mg a
      // cup, 58 mg per 100 g
      ["1/2 cup low-sodium chicken broth", 900003, 124.5, 6, 0.64, 0.44, 0.21, 0, 0.43, 58],
      // rice vinegar stands in as distilled vinegar, "1 tbsp" = 14.9 g
      ["1 tbsp rice vinegar", 2053, 14.9, 18, 0, 0.04, 0, 0, 0.04, 2],
      // USDA's first measure "1 cup" = 339 g; a teaspoon is 1/48 cup -> 7.06 g
      ["1 tsp honey", 19296, 7.06, 304, 0.3, 82.4, 0, 0.2, 82.12, 4],
      // "1 tablespoon" = 13.6 g -> 4.53 g
      ["1 tsp sesame oil", 4058, 4.53, 884, 0, 0, 100, 0, 0, 0],
      // red pepper flakes as cayenne, "1 tsp" = 1.8 g
      ["1/4 tsp red pepper flakes", 2031, 0.45, 318, 12.01, 56.63, 17.27, 27.2, 10.34, 30],
    ],
    perServing: {
      kcal: 325.63,
      protein: 39.56,
      carbs: 13.79,
      fat: 12.65,
      fiber: 3.52,
      sugar: 4.08,
      sodium: 1133.22,
    },
  },
  {
    slug: "fluffy-steamed-egg-custard",
    servings: 2,
    rows: [
      // "1 large" = 50 g
      ["4 large eggs", 1123, 200, 143, 12.56, 0.72, 9.51, 0, 0.37, 142],
      // low-sodium vegetable broth: SR28 vegetable broth (6700, "1 cup" = 221 g) at 58 mg per 100 g
      ["3/4 cup low-sodium vegetable broth", 900002, 165.75, 5, 0.24, 0.93, 0.07, 0, 0.55, 58],
      // "1 tsp" = 6 g
      ["1/4 tsp salt", 2047, 1.5, 0, 0, 0, 0, 0, 0, 38758],
      // alias "green onion" = 15 g a stalk
      ["1 stalk green onion, finely chopped", 11291, 15, 32, 1.83, 7.34, 0.19, 2.6, 2.33, 16],
      // "1 tablespoon" = 13.6 g -> 1/6 of it
      ["1/2 tsp sesame oil", 4058, 2.27, 884, 0, 0, 100, 0, 0, 0],
      // "1 cup" = 144 g (also "1 tbsp" = 9 g) -> 1.5 g
      ["1/2 tsp sesame seeds", 12023, 1.5, 573, 17.73, 23.45, 49.67, 11.8, 0.3, 11],
      ["1/4 tsp red pepper flakes", 2031, 0.45, 318, 12.01, 56.63, 17.27, 27.2, 10.34, 30],
    ],
    perServing: {
      kcal: 164.59,
      protein: 13.06,
      carbs: 2.34,
      fat: 11.13,
      fiber: 0.34,
      sugar: 1.03,
      sodium: 482.11,
    },
  },
  {
    slug: "grilled-lemongrass-garlic-shrimp-skewers",
    servings: 4,
    rows: [
      ["700 g shrimp, peeled and deveined", 15270, 700, 85, 20.1, 0, 0.51, 0, 0, 119],
      // alias "lemongrass stalk" = 20 g
      ["2 stalks lemongrass, finely minced", 11972, 40, 99, 1.82, 25.31, 0.49, 0, 0, 6],
      ["3 cloves garlic, minced", 11215, 9, 149, 6.36, 33.06, 0.5, 2.1, 1, 17],
      ["1 tbsp fresh ginger, grated", 11216, 6, 80, 1.82, 17.77, 0.75, 2, 1.7, 13],
      // "1 tbsp" = 18 g
      ["2 tbsp fish sauce", 6179, 36, 35, 5.06, 3.64, 0.01, 0, 3.64, 7851],
      // "1 cup" = 242 g; 2 tbsp = 1/8 cup
      ["2 tbsp lime juice", 9160, 30.25, 25, 0.42, 8.42, 0.07, 0.4, 1.69, 2],
      // "1 tsp, unpacked" = 3 g
      ["1 tbsp brown sugar", 19334, 9, 380, 0.12, 98.09, 0, 0, 97.02, 28],
      ["1 tbsp canola oil", 4582, 14, 884, 0, 0, 100, 0, 0, 0],
      // "0.25 cup" = 4 g
      ["1/4 cup fresh cilantro, chopped", 11165, 4, 23, 2.13, 3.67, 0.52, 2.8, 0.87, 46],
      // "1 fruit (2" dia)" = 67 g
      ["1 medium lime, cut into wedges", 9159, 67, 30, 0.7, 10.54, 0.2, 2.8, 1.69, 2],
    ],
    perServing: {
      kcal: 212.99,
      protein: 36.16,
      carbs: 8.51,
      fat: 4.51,
      fiber: 0.6,
      sugar: 2.98,
      sodium: 917.59,
    },
  },
  {
    slug: "lentils-and-rice-with-crispy-onions",
    servings: 4,
    rows: [
      // "1 cup" = 192 g
      ["1 cup dry brown lentils, rinsed", 16069, 192, 352, 24.63, 63.35, 1.06, 10.7, 2.03, 6],
      // basmati as long-grain white rice, "1 cup" = 185 g
      ["3/4 cup dry basmati rice, rinsed", 20044, 138.75, 365, 7.13, 79.95, 0.66, 1.3, 0.12, 5],
      // no USDA piece measure: alias "onion" = 110 g, a large one x 1.25 = 137.5 g
      ["3 large onions, thinly sliced", 11282, 412.5, 40, 1.1, 9.34, 0.1, 1.7, 4.24, 4],
      // "1 cup" = 216 g
      ["1/4 cup extra virgin olive oil", 4053, 54, 884, 0, 0, 100, 0, 0, 2],
      // cumin seed, "1 tsp, whole" = 2.1 g
      ["1 tsp ground cumin", 2014, 2.1, 375, 17.81, 44.24, 22.27, 10.5, 2.25, 168],
      // "1 tsp" = 1.9 g
      ["1/2 tsp ground allspice", 2001, 0.95, 263, 6.09, 72.12, 8.69, 21.6, 0, 77],
      // "1 serving, 8 fl oz" = 237 g, the measure in cups; 3 cups = 3 of it
      ["3 cups water", 14411, 711, 0, 0, 0, 0, 0, 0, 4],
      // "1 cup, chopped" = 60 g
      ["1/2 cup fresh parsley, chopped", 11297, 30, 36, 2.97, 6.33, 0.79, 3.3, 0.85, 56],
      // "to taste" is a pinch, 1/16 of "1 tsp" = 6 g
      ["salt to taste", 2047, 0.375, 0, 0, 0, 0, 0, 0, 38758],
    ],
    perServing: {
      kcal: 461.45,
      protein: 15.76,
      carbs: 68.65,
      fat: 14.54,
      fiber: 7.69,
      sugar: 5.46,
      sodium: 57.71,
    },
  },
];

const KEYS = ["kcal", "protein", "carbs", "fat", "fiber", "sugar", "sodium"] as const;
/** kcal is stored whole and sodium in whole mg, grams to one decimal: the tolerances allow that rounding */
const TOLERANCE: PerServing = {
  kcal: 1,
  protein: 0.1,
  carbs: 0.1,
  fat: 0.1,
  fiber: 0.1,
  sugar: 0.1,
  sodium: 1,
};

describe("nutrition of five catalogue recipes against a hand calculation from the food table", () => {
  for (const calc of HAND_CALCULATIONS) {
    describe(calc.slug, () => {
      const built = RECIPES.find((r) => r.slug === calc.slug);

      it("the per-100 g values used by hand are still those of foods.json", () => {
        for (const [line, foodId, , ...values] of calc.rows) {
          const f = FOODS_BY_ID.get(foodId);
          expect(f, `${line}: food ${foodId}`).toBeDefined();
          expect(
            [f!.kcal, f!.protein, f!.carbs, f!.fat, f!.fiber, f!.sugar, f!.sodium],
            `${line}: food ${foodId} changed, redo this row`,
          ).toEqual(values);
        }
      });

      it("the hand-written totals add up (a check of the arithmetic above)", () => {
        for (const [k, key] of KEYS.entries()) {
          const sum = calc.rows.reduce((s, row) => s + (row[2] * (row[3 + k] as number)) / 100, 0);
          expect(sum / calc.servings, key).toBeCloseTo(calc.perServing[key], 1);
        }
      });

      it("the builder found the same foods and grams, line by line", () => {
        expect(built, `${calc.slug} is not in the catalogue`).toBeDefined();
        expect(built!.servings).toBe(calc.servings);
        expect(built!.ingredients.map((i) => i.text)).toEqual(calc.rows.map((r) => r[0]));
        for (const [idx, [line, foodId, grams]] of calc.rows.entries()) {
          const ingredient = built!.ingredients[idx];
          expect(ingredient.foodId, line).toBe(foodId);
          // stored grams have one decimal
          expect(
            Math.abs(ingredient.grams! - grams),
            `${line}: ${ingredient.grams} g`,
          ).toBeLessThanOrEqual(0.06);
        }
      });

      it("the builder's per-serving nutrition matches the hand calculation", () => {
        expect(built).toBeDefined();
        const got: PerServing = {
          kcal: built!.calories,
          protein: built!.protein,
          carbs: built!.carbs,
          fat: built!.fat,
          fiber: built!.fiber,
          sugar: built!.sugar,
          sodium: built!.sodium,
        };
        for (const key of KEYS)
          expect(
            Math.abs(got[key] - calc.perServing[key]),
            `${key}: builder ${got[key]}, by hand ${calc.perServing[key]}`,
          ).toBeLessThanOrEqual(TOLERANCE[key]);
      });
    });
  }
});
