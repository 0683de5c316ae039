import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FoodRecord } from "./foods";
import {
  createNutritionData,
  estimateDensity,
  indexAliases,
  matchCompoundAlias,
  resolveIngredientLine,
} from "./lines";
import { normaliseWords, singularise } from "./words";
import { SEED_DATA } from "./test-data.test-helper";

const resolve = (line: string) => resolveIngredientLine(line, SEED_DATA);

/** [line, expected USDA food id, expected grams (±1 %)] */
const CASES: [string, number, number][] = [
  // volume through USDA household measures
  ["1 1/2 cups cooked brown rice", 20037, 303], // 1 cup = 202 g
  ["½ tsp salt", 2047, 3], // 1 tsp = 6 g
  ["3 tbsp extra-virgin olive oil", 4053, 40.5], // 1 tablespoon = 13.5 g
  ["1 tbsp soy sauce", 16123, 16],
  ["2 tbsp tamari", 16124, 36],
  ["1 cup heavy cream", 1053, 238], // the fluid cup, not the whipped one
  ["1 tbsp honey", 19296, 21], // the tbsp measure, not 1/16 of the cup
  ["1/4 cup chopped fresh cilantro", 11165, 4],
  ["1 cup shredded mozzarella", 1029, 113], // the alias "shredded mozzarella" (low-moisture), "1 cup, shredded"
  ["1/2 cup + 2 tbsp flour", 20081, 78.1], // 147.9 ml at 125 g per cup
  ["250 ml milk", 1077, 257.8], // 244 g per cup
  ["1 fl oz lime juice", 9160, 30.8], // USDA "1 fl oz" = 30.8 g
  ["1 l water", 14411, 1001.7], // 237 g per 8 fl oz
  ["2 cups baby spinach", 11457, 60],
  // mass units
  ["200g tofu", 16126, 200],
  ["1 lb ground beef", 23572, 453.6],
  ["8 oz. cream cheese, softened", 1017, 226.8],
  ["1 kg potatoes", 11352, 1000],
  // pieces
  ["2 large eggs", 1123, 100], // "1 large" = 50 g
  ["3 eggs", 1123, 150],
  ["2 cloves garlic, minced", 11215, 6],
  ["1 garlic clove", 11215, 3],
  ["1 head garlic", 11215, 40],
  ["1 medium avocado", 9037, 150],
  ["1 large onion, diced", 11282, 137.5], // 1.25 x 110 g
  ["2 green onions, sliced", 11291, 30],
  ["2 slices whole wheat bread", 18075, 64], // "1 slice" = 32 g
  ["1 stick butter", 1001, 113],
  ["2 (6 oz) salmon fillets", 15236, 340.2], // 6 oz each
  ["4 chicken thighs (about 1 1/2 lb)", 5096, 680.4], // the weight in parentheses is the total
  ["2-3 tomatoes, diced", 11529, 307.5], // midpoint 2.5 x 123 g
  ["1 cinnamon stick", 2010, 3],
  // special shapes
  ["juice of 1 lemon", 9152, 45],
  ["zest of 1 orange", 9216, 3],
  ["1 (15 oz) can chickpeas, drained and rinsed", 16359, 254], // USDA "1 can, drained, rinsed"
  // drained: the beans without their liquid, 254/448 of the can's net weight, as cooked beans
  ["1 15-ounce can black beans, rinsed and drained", 16015, 241.1],
  ["1 can (400 ml) coconut milk", 12118, 382.1], // 400 ml at 226 g per cup
  ["2 x 400g tins chopped tomatoes", 11531, 800],
  ["1 jar (24 oz) marinara sauce", 6931, 680.4],
  ["1 cup brown rice (cooked)", 20037, 202],
  ["2 cups brown rice, cooked", 20037, 404],
  ["1 cup dried chickpeas", 16056, 200],
  ["1 cup chickpeas, cooked", 16057, 164],
  // no amount
  ["salt to taste", 2047, 0.375], // a pinch = 1/16 tsp
  ["Salt and pepper, to taste", 2047, 0.375],
  ["Fresh parsley, for garnish", 11297, 3.8], // 1 tbsp
  ["a pinch of saffron", 2037, 0.044],
];

describe("resolveIngredientLine", () => {
  it.each(CASES)("%s -> food %i, %f g", (line, foodId, grams) => {
    const r = resolve(line);
    if (!r.ok) throw new Error(`${line}: ${r.reason}`);
    expect(r.foodId).toBe(foodId);
    expect(r.grams).toBeGreaterThan(grams * 0.99 - 0.001);
    expect(r.grams).toBeLessThan(grams * 1.01 + 0.001);
  });

  it("keeps the parsed quantity, unit and cleaned name", () => {
    const r = resolve("1 1/2 cups cooked brown rice");
    expect(r).toMatchObject({
      ok: true,
      quantity: 1.5,
      unit: "cup",
      name: "brown rice",
      alias: "cooked brown rice",
    });
  });

  it("says how it weighed the line and what it assumed", () => {
    const taste = resolve("salt to taste");
    expect(taste.ok && taste.assumptions.join()).toMatch(/to taste.*pinch/);
    const range = resolve("2-3 tomatoes, diced");
    expect(range.ok && range.assumptions.join()).toMatch(/midpoint 2.5/);
    const yogurt = resolve("1 cup plain Greek yogurt");
    expect(yogurt.ok && yogurt.basis).toMatch(/estimated density 1.03 g\/ml/);
    const can = resolve("1 can diced tomatoes");
    expect(can.ok && can.grams).toBe(425);
    expect(can.ok && can.assumptions.join()).toMatch(/15 oz/);
  });

  it("reports lines it cannot resolve, with a reason, never a silent zero", () => {
    expect(resolve("1 cup unicorn tears")).toMatchObject({
      ok: false,
      reason: 'no food known for "unicorn tear"',
    });
    expect(resolve("brown rice, cooked")).toMatchObject({ ok: false, reason: "no amount given" });
    expect(resolve("1 package tofu")).toMatchObject({
      ok: false,
      reason: "the size of the package is not given",
    });
    expect(resolve("")).toMatchObject({ ok: false, reason: "empty line" });
  });

  it("marks headings instead of failing them", () => {
    expect(resolve("For the sauce:")).toMatchObject({ ok: false, heading: true });
  });

  it("counts an optional ingredient without an amount as 0 g and says so", () => {
    const r = resolve("toasted sesame seeds (optional)");
    expect(r).toMatchObject({ ok: true, grams: 0 });
    expect(r.ok && r.assumptions.join()).toMatch(/optional/);
  });

  it("drops traits the line rules out", () => {
    const gf = resolve("1 cup gluten-free rolled oats");
    expect(gf.ok && gf.traits).not.toContain("gluten");
    const oats = resolve("1 cup rolled oats");
    expect(oats.ok && oats.traits).toContain("gluten");
    const vegan = resolve("2 tbsp vegan butter");
    expect(vegan.ok && vegan.traits).not.toContain("animal");
  });

  it("never returns negative or non-finite grams", () => {
    const words = [
      "salt",
      "olive oil",
      "eggs",
      "flour",
      "chicken breast",
      "garlic",
      "cooked rice",
      "lemon",
      "tofu",
      "unicorn",
    ];
    const units = [
      "",
      "g",
      "kg",
      "oz",
      "lb",
      "cup",
      "cups",
      "tbsp",
      "tsp",
      "ml",
      "l",
      "pinch",
      "large",
      "cloves",
      "can",
      "slices",
    ];
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e4, noNaN: true }),
        fc.constantFrom(...units),
        fc.constantFrom(...words),
        (q, unit, word) => {
          const r = resolve(`${q} ${unit} ${word}`);
          if (r.ok) {
            expect(Number.isFinite(r.grams)).toBe(true);
            expect(r.grams).toBeGreaterThanOrEqual(0);
          } else {
            expect(r.reason.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("reports an alias that points at a food missing from the table", () => {
    const data = createNutritionData([], [{ alias: "ghost", foodId: 1 }]);
    expect(resolveIngredientLine("1 cup ghost", data)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/not in the food table/),
    });
  });
});

describe("unit conversions", () => {
  const f = (over: Partial<FoodRecord>): FoodRecord => ({
    id: 1,
    name: "Test food",
    foodGroup: "Vegetables and Vegetable Products",
    kcal: 50,
    protein: 1,
    fat: 1,
    carbs: 1,
    fiber: 0,
    sugar: 0,
    sodium: 0,
    householdWeights: [],
    traits: [],
    ...over,
  });
  const dataWith = (food: FoodRecord) =>
    createNutritionData([food], [{ alias: "thing", foodId: 1, gramsPerPiece: 80 }]);

  it("converts every volume unit through the household measure", () => {
    const data = dataWith(f({ householdWeights: [{ amount: 1, unit: "cup", grams: 240 }] }));
    const grams = (line: string) => {
      const r = resolveIngredientLine(line, data);
      return r.ok ? r.grams : Number.NaN;
    };
    expect(grams("1 cup thing")).toBeCloseTo(240, 6);
    expect(grams("1 tbsp thing")).toBeCloseTo(15, 1); // a cup is 16 tbsp
    expect(grams("1 tsp thing")).toBeCloseTo(5, 1); // and 48 tsp
    expect(grams("8 fl oz thing")).toBeCloseTo(240, 1);
    expect(grams("236.588 ml thing")).toBeCloseTo(240, 3);
    expect(grams("1 pint thing")).toBeCloseTo(480, 1);
  });

  it("converts mass units without the food", () => {
    const data = dataWith(f({}));
    const grams = (line: string) => {
      const r = resolveIngredientLine(line, data);
      return r.ok ? r.grams : Number.NaN;
    };
    expect(grams("1 kg thing")).toBe(1000);
    expect(grams("2 oz thing")).toBeCloseTo(56.699, 3);
    expect(grams("1 lb thing")).toBeCloseTo(453.592, 3);
  });

  it("falls back to a stated density only without a volume measure", () => {
    const data = dataWith(f({ householdWeights: [{ amount: 1, unit: "medium", grams: 100 }] }));
    const r = resolveIngredientLine("1 cup thing", data);
    expect(r.ok && r.basis).toMatch(/estimated density 0.6 g\/ml \(chopped vegetables and fruit\)/);
    expect(estimateDensity(f({ foodGroup: "Fats and Oils", name: "Oil, test" })).gPerMl).toBe(0.92);
  });

  it("scales pieces by size when USDA has no measure for the size", () => {
    const data = dataWith(f({}));
    const grams = (line: string) => {
      const r = resolveIngredientLine(line, data);
      return r.ok ? r.grams : Number.NaN;
    };
    expect(grams("2 thing")).toBe(160);
    expect(grams("1 small thing")).toBe(60);
    expect(grams("1 large thing")).toBe(100);
  });

  it("does not take a carcass yield ('1 unit, yield from 1 lb ready-to-cook chicken') for a piece", () => {
    const yieldOnly = f({
      householdWeights: [
        { amount: 1, unit: "cup, chopped or diced", grams: 140 },
        { amount: 1, unit: "unit, (yield from 1 lb ready-to-cook chicken)", grams: 52 },
      ],
    });
    // no piece weight on the alias: a count cannot be weighed, rather than 52 g a piece
    const bare = createNutritionData([yieldOnly], [{ alias: "thing", foodId: 1 }]);
    expect(resolveIngredientLine("1 thing", bare)).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/no weight known/),
    });
    // the alias's piece weight decides; a named measure still works
    const r = resolveIngredientLine("2 thing", dataWith(yieldOnly));
    expect(r.ok && [r.grams, r.basis]).toEqual([160, "one thing weighs 80 g"]);
    const other = f({ householdWeights: [{ amount: 1, unit: "piece", grams: 272 }] });
    const pieces = createNutritionData([other], [{ alias: "thing", foodId: 1 }]);
    const piece = resolveIngredientLine("1 thing", pieces);
    expect(piece.ok && piece.grams).toBe(272);
  });
});

describe("word normalisation", () => {
  it("singularises consistently", () => {
    expect(
      [
        "tomatoes",
        "berries",
        "leaves",
        "chickpeas",
        "radishes",
        "asparagus",
        "hummus",
        "molasses",
      ].map(singularise),
    ).toEqual(["tomato", "berry", "leaf", "chickpea", "radish", "asparagus", "hummus", "molasses"]);
  });

  it("removes accents, apostrophes and hyphens", () => {
    expect(normaliseWords("Jalapeño, crème fraîche & bird's-eye chilies")).toEqual([
      "jalapeno",
      "creme",
      "fraiche",
      "&",
      "bird",
      "eye",
      "chili",
    ]);
  });
});

describe("matchCompoundAlias (names with a state word inside)", () => {
  const index = indexAliases([
    { alias: "sun-dried tomato", foodId: 2 },
    { alias: "oil-packed sun-dried tomato", foodId: 3 },
    { alias: "dried oregano", foodId: 4 },
    { alias: "tomato", foodId: 1 },
  ]);
  const words = (s: string) => normaliseWords(s);

  it("finds the longest alias whose state word is not its first word", () => {
    expect(matchCompoundAlias(words("chopped sun-dried tomatoes"), index)?.alias.foodId).toBe(2);
    expect(matchCompoundAlias(words("oil-packed sun-dried tomatoes"), index)?.alias.foodId).toBe(3);
  });

  it("leaves leading state words and plain names to the usual rule", () => {
    expect(matchCompoundAlias(words("dried oregano"), index)).toBeNull();
    expect(matchCompoundAlias(words("ripe tomatoes"), index)).toBeNull();
  });
});
