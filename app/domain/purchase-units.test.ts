import { describe, expect, it } from "vitest";
import { resolveIngredientLine } from "./food/lines";
import { SEED_DATA as data, SEED_FOODS as foods } from "./food/test-data.test-helper";
import {
  PANTRY_CHECK,
  boughtAs,
  buildPurchaseItems,
  choosePacks,
  eggsText,
  piecesFor,
} from "./purchase-units";
import { GROUP_BUY, PURCHASE_RULES } from "./purchase-units-table";
import { ingredientsFromResolution, type ShoppingIngredient } from "./shopping";

const foodById = new Map(foods.map((f) => [f.id, f]));

/** lines -> ingredients through the real food engine and the USDA food table, as the server does */
function ingredients(lines: string[]): ShoppingIngredient[] {
  return lines.flatMap((line) => {
    const r = resolveIngredientLine(line, data);
    return ingredientsFromResolution(r, r.ok ? foodById.get(r.foodId) : null);
  });
}
const items = (lines: string[]) => buildPurchaseItems(ingredients(lines));
const itemNamed = (lines: string[], name: string) => items(lines).find((i) => i.name === name);

describe("buildPurchaseItems", () => {
  it("buys cooked rice as dry rice in a bag, showing the dry and the cooked weight", () => {
    // SR28: white long-grain rice 130 kcal/100 g cooked, 365 raw: 1,700 g cooked = 605 g dry
    expect(items(["1.7 kg cooked white rice"])).toEqual([
      {
        name: "White rice",
        quantity: "1 kg bag (610 g dry; 1.7 kg cooked)",
        category: "Pantry Staples",
      },
    ]);
    // more takes the packs with least left over: 3 kg cooked = 1,068 g dry
    expect(itemNamed(["3 kg cooked white rice"], "White rice")?.quantity).toBe(
      "1 kg bag + 500 g bag (1.1 kg dry; 3 kg cooked)",
    );
  });

  it("lists pantry spices and oils once, without an amount", () => {
    const list = items([
      "1/4 tsp ground allspice",
      "1 pinch ground allspice",
      "3 tbsp olive oil",
      "2 tbsp olive oil",
      "1 tbsp red wine vinegar",
      "2 tbsp soy sauce",
      "1 tsp salt",
      "1 tsp dried oregano",
    ]);
    expect(list).toEqual([
      { name: "Ground allspice", quantity: PANTRY_CHECK, category: "Pantry Staples" },
      { name: "Olive oil", quantity: PANTRY_CHECK, category: "Pantry Staples" },
      { name: "Red wine vinegar", quantity: PANTRY_CHECK, category: "Pantry Staples" },
      { name: "Soy sauce", quantity: PANTRY_CHECK, category: "Pantry Staples" },
      { name: "Salt", quantity: PANTRY_CHECK, category: "Pantry Staples" },
      { name: "Dried oregano", quantity: PANTRY_CHECK, category: "Pantry Staples" },
    ]);
  });

  it("counts eggs, in boxes of 6 and 12 when there are many, with egg whites as eggs", () => {
    expect(itemNamed(["2 eggs", "2 eggs"], "Eggs")?.quantity).toBe("4 eggs");
    expect(itemNamed(["6 eggs", "4 eggs"], "Eggs")?.quantity).toBe("10 eggs: box of 12");
    expect(itemNamed(["12 eggs", "4 large eggs"], "Eggs")?.quantity).toBe(
      "16 eggs: boxes of 12 + 6",
    );
    // SR28: a large white is 33 g of a 50 g egg
    expect(itemNamed(["3 eggs", "2 egg whites"], "Eggs")?.quantity).toBe(
      "5 eggs (150 g + 65 g whites)",
    );
  });

  it("counts whole produce, bunches and heads from USDA portion weights", () => {
    const list = items([
      "2 onions",
      "150 g onion",
      "1 cup cilantro",
      "3 cloves garlic",
      "2 tomatoes",
      "1 head cauliflower",
    ]);
    expect(list).toEqual([
      // 220 + 150 g = 3.4 medium onions of 110 g (SR28 11282)
      { name: "Onions", quantity: "4 (370 g)", category: "Produce" },
      { name: "Cilantro", quantity: "1 bunch (15 g)", category: "Produce" },
      { name: "Garlic", quantity: "1 head (9 g)", category: "Produce" },
      { name: "Tomatoes", quantity: "2 (250 g)", category: "Produce" },
      // a line the engine cannot weigh keeps its amount
      { name: "Cauliflower", quantity: "1 head", category: "Produce" },
    ]);
  });

  it("buys lemon juice and zest as lemons, merged with whole lemons", () => {
    // 1 lemon (58 g) + 3 tbsp juice (46 g, juice of 1 lemon 48 g) + 1 tsp zest (2 g of 6 g a lemon)
    expect(items(["1 lemon", "3 tbsp lemon juice", "1 tsp lemon zest"])).toEqual([
      { name: "Lemons", quantity: "3 (60 g + 45 g juice + 2 g zest)", category: "Produce" },
    ]);
    expect(items(["2 tbsp lime juice"])).toEqual([
      { name: "Limes", quantity: "1 (30 g juice)", category: "Produce" },
    ]);
  });

  it("buys canned goods as cans and meat as packs of common sizes", () => {
    expect(itemNamed(["500 g canned chickpeas, drained"], "Canned chickpeas")?.quantity).toBe(
      "2 x 400 g cans (500 g drained)",
    );
    expect(items(["1 can kidney beans, drained and rinsed", "1 cup cooked black beans"])).toEqual([
      { name: "Kidney beans", quantity: "400 g can (240 g drained)", category: "Pantry Staples" },
      { name: "Black beans", quantity: "400 g can (170 g drained)", category: "Pantry Staples" },
    ]);
    expect(itemNamed(["600 g chicken breast"], "Chicken breast")?.quantity).toBe(
      "500 g pack + 250 g pack (600 g)",
    );
    expect(itemNamed(["1 can coconut milk"], "Coconut milk")?.quantity).toBe("400 ml can (430 ml)");
    expect(
      itemNamed(["2 cups low sodium vegetable broth"], "Low sodium vegetable broth")?.quantity,
    ).toBe("500 ml carton (440 ml)");
  });

  it("keeps the amounts as written when a line has no weight", () => {
    expect(buildPurchaseItems([{ name: "Dragon fruit", quantity: 2, unit: null }])).toEqual([
      { name: "Dragon fruit", quantity: "2", category: "Other" },
    ]);
  });

  it("makes a vegan week's list a shopper can use", () => {
    const week = [
      // Monday to Sunday of a vegan plan, portions already scaled
      "1 cup rolled oats",
      "1 cup rolled oats",
      "2 cups unsweetened almond milk",
      "1 banana",
      "1 banana",
      "2 tbsp chia seeds",
      "400 g firm tofu",
      "400 g firm tofu",
      "1 onion",
      "2 onions",
      "4 cloves garlic",
      "2 cloves garlic",
      "2 tbsp olive oil",
      "1 tbsp olive oil",
      "1 tsp ground cumin",
      "1/2 tsp ground cumin",
      "1/4 tsp ground allspice",
      "600 g canned chickpeas, drained",
      "2 cups cooked brown rice",
      "3 cups cooked brown rice",
      "1 can coconut milk",
      "2 cups spinach",
      "3 tbsp lemon juice",
      "1 lemon",
      "2 tbsp soy sauce",
      "1 red bell pepper",
      "1 red bell pepper",
      "1 cup cooked quinoa",
      "30 g walnuts",
      "1 avocado",
    ];
    const list = items(week);
    expect(list.map((i) => `${i.category} | ${i.name} | ${i.quantity}`)).toEqual([
      "Produce | Banana | 2 (240 g)",
      "Produce | Firm tofu | 2 x 400 g blocks (800 g)",
      "Produce | Onion | 3 (330 g)",
      "Produce | Garlic | 1 head (20 g)",
      "Produce | Spinach | 1 bunch (60 g)",
      "Produce | Lemons | 2 (60 g + 45 g juice)",
      "Produce | Red bell pepper | 2 (240 g)",
      "Produce | Avocado | 1 (150 g)",
      "Dairy & Eggs | Unsweetened almond milk | 1 l carton (520 ml)",
      "Pantry Staples | Rolled oats | 500 g bag (160 g)",
      "Pantry Staples | Chia seeds | 100 g bag (20 g)",
      "Pantry Staples | Olive oil | pantry: check you have",
      "Pantry Staples | Ground cumin | pantry: check you have",
      "Pantry Staples | Ground allspice | pantry: check you have",
      "Pantry Staples | Canned chickpeas | 3 x 400 g cans (600 g drained)",
      "Pantry Staples | Brown rice | 500 g bag (340 g dry; 1 kg cooked)",
      "Pantry Staples | Coconut milk | 400 ml can (430 ml)",
      "Pantry Staples | Soy sauce | pantry: check you have",
      "Pantry Staples | Quinoa | 500 g bag (60 g dry; 190 g cooked)",
      "Pantry Staples | Walnuts | 100 g bag (30 g)",
    ]);
    expect(list.some((i) => i.category === "Meat & Seafood")).toBe(false);
    // every product once
    expect(new Set(list.map((i) => i.name)).size).toBe(list.length);
  });
});

describe("the purchase table", () => {
  it("has a source for every rule", () => {
    for (const rule of PURCHASE_RULES) expect(rule.source.length).toBeGreaterThan(5);
  });

  it("matches at least one food of the food table with every rule", () => {
    for (const rule of PURCHASE_RULES) {
      const hit = foods.some((f) => rule.food?.test(f.name.toLowerCase()) ?? true);
      expect(hit, String(rule.food)).toBe(true);
    }
  });

  it("converts cooked to dry by the energy of the two SR28 foods it cites", () => {
    const cookedRules = PURCHASE_RULES.filter((r) => r.form === "cooked");
    expect(cookedRules.length).toBeGreaterThanOrEqual(6);
    for (const rule of cookedRules) {
      const [, cookedId, dryId] = /SR28 (\d+) \/ (\d+)/.exec(rule.source)!;
      const cookedFood = foodById.get(Number(cookedId))!;
      const dryFood = foodById.get(Number(dryId))!;
      expect(rule.food!.test(cookedFood.name.toLowerCase()), cookedFood.name).toBe(true);
      expect(rule.factor).toBeCloseTo(cookedFood.kcal / dryFood.kcal, 6);
    }
  });

  it("names USDA groups that exist", () => {
    const groups = new Set(foods.map((f) => f.foodGroup));
    for (const group of Object.keys(GROUP_BUY)) expect(groups.has(group), group).toBe(true);
  });

  it("buys fresh herbs by the bunch and dried ones from the pantry", () => {
    const [fresh] = ingredients(["1/4 cup fresh basil"]);
    const [dried] = ingredients(["1 tsp dried basil"]);
    expect(boughtAs(fresh).rule.buy).toMatchObject({ kind: "count", unit: ["bunch", "bunches"] });
    expect(boughtAs(dried).rule.buy).toEqual({ kind: "pantry" });
  });
});

describe("choosePacks, piecesFor, eggsText", () => {
  it("takes the packs with the least left over, then the fewest", () => {
    expect(choosePacks(600, [250, 500, 1000])).toEqual([500, 250]);
    expect(choosePacks(610, [500, 1000, 2000])).toEqual([1000]);
    expect(choosePacks(1010, [500, 1000, 2000])).toEqual([1000]);
    expect(choosePacks(2600, [500, 1000, 2000])).toEqual([2000, 1000]);
    expect(choosePacks(90, [400], 0.1)).toEqual([400]);
    expect(choosePacks(1000, [400], 0.1)).toEqual([400, 400, 400]);
  });

  it("rounds pieces up unless a little over a whole", () => {
    expect(piecesFor(220, 110)).toBe(2);
    expect(piecesFor(231, 110)).toBe(2);
    expect(piecesFor(250, 110)).toBe(3);
    expect(piecesFor(5, 110)).toBe(1);
  });

  it("says eggs and boxes", () => {
    expect(eggsText(1)).toBe("1 egg");
    expect(eggsText(6)).toBe("6 eggs");
    expect(eggsText(7)).toBe("7 eggs: box of 12");
    expect(eggsText(13)).toBe("13 eggs: boxes of 12 + 6");
    expect(eggsText(24)).toBe("24 eggs: boxes of 12 + 12");
  });
});
