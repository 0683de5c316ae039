import { describe, expect, it } from "vitest";
import { SEED_DATA } from "./test-data.test-helper";
import { nutrientsForGrams, roundNutrients } from "./nutrients";
import {
  foodSuggestions,
  MAX_FOOD_ITEMS,
  parseFoodLines,
  parseFoodText,
  resolveFoodItem,
  splitFoodText,
} from "./text";

const texts = (text: string) => splitFoodText(text, SEED_DATA.aliases).map((p) => p.text);
const item = (text: string) => {
  const r = resolveFoodItem(text, SEED_DATA);
  if (!r.ok) throw new Error(`${text}: ${r.reason}`);
  return r;
};

describe("splitFoodText", () => {
  it.each([
    ["1 cup cooked rice, 150 g grilled chicken", ["1 cup cooked rice", "150 g grilled chicken"]],
    ["2 eggs and 1 slice whole wheat bread", ["2 eggs", "1 slice whole wheat bread"]],
    ["1 cup rice, cooked", ["1 cup rice, cooked"]],
    ["oatmeal with blueberries; coffee", ["oatmeal", "blueberries", "coffee"]],
    ["eggs, toast, banana", ["eggs", "toast", "banana"]],
    [
      "a banana, an apple\n- 1 tbsp peanut butter",
      ["a banana", "an apple", "1 tbsp peanut butter"],
    ],
    ["1 cup mac and cheese with a salad", ["1 cup mac and cheese", "a salad"]],
    ["a peanut butter and jelly sandwich", ["a peanut butter and jelly sandwich"]],
    [
      "2 chapati, 1 bowl chana masala, a small salad",
      ["2 chapati", "1 bowl chana masala", "a small salad"],
    ],
  ])("%j", (text, items) => {
    expect(texts(text)).toEqual(items);
  });

  it("remembers what joined an item to the one before", () => {
    const [, milk] = splitFoodText("1 cup coffee with milk", SEED_DATA.aliases);
    expect(milk).toEqual({ text: "milk", joiner: "with", previous: "1 cup coffee" });
  });
});

describe("resolveFoodItem: foods as eaten", () => {
  it("reads rice, lentils and chicken as cooked unless the text says otherwise", () => {
    expect(item("1 cup rice")).toMatchObject({ name: "Cooked rice", grams: 158 });
    expect(item("1 cup rice").assumptions).toContain(
      "read as cooked (meals are usually eaten cooked)",
    );
    expect(item("150 g grilled chicken").foodName).toMatch(/cooked/i);
    expect(item("1 cup uncooked rice").foodName).toMatch(/raw/i);
    // "1 cup cooked red lentils": the cooked form of lentils, not raw red lentils (687 kcal)
    const lentils = item("1 cup cooked red lentils");
    expect(lentils).toMatchObject({ foodId: 16070, grams: 198 });
    expect(lentils.nutrients.kcal).toBe(230);
  });

  it("keeps vegetables as written: a cup of spinach is raw, a cooked one cooked", () => {
    expect(item("1 cup raw spinach").foodName).toMatch(/raw/i);
    expect(item("1 cup spinach").foodName).toMatch(/raw/i);
    expect(item("1 cup cooked spinach").foodName).toMatch(/cooked|boiled/i);
  });

  it("weighs 'a chicken breast' in a meal as one cooked breast, not a carcass yield", () => {
    for (const text of ["1 chicken breast", "chicken breast", "1 grilled chicken breast"]) {
      const breast = item(text);
      expect(breast.foodName, text).toMatch(/breast, meat only, cooked/);
      expect(breast.grams, text).toBeGreaterThan(120);
      expect(breast.grams, text).toBeLessThan(170);
    }
  });

  it("uses every English name of a food: aubergine, courgette, prawns, rashers, garbanzos", () => {
    expect(item("1 cup cooked aubergine").foodId).toBe(item("1 cup cooked eggplant").foodId);
    expect(item("1 cup cooked courgette").foodId).toBe(item("1 cup cooked zucchini").foodId);
    expect(item("100 g king prawns").foodId).toBe(item("100 g cooked shrimp").foodId);
    expect(item("2 rashers of bacon")).toMatchObject({ grams: 23 });
    expect(item("1 cup garbanzo beans").foodId).toBe(item("1 cup cooked chickpeas").foodId);
  });
});

describe("resolveFoodItem: portion words", () => {
  it("counts a glass as a cup, a glass of wine as 5 fl oz, a bowl as a cup, a mug as 1 1/4 cups", () => {
    const milk = item("a glass of milk");
    expect(milk.grams).toBe(244);
    expect(milk.assumptions[0]).toMatch(/a glass counted as 1 cup/);
    expect(item("a glass of red wine").grams).toBeCloseTo(147, 0);
    expect(item("a bowl of oatmeal").grams).toBe(234);
    expect(item("a mug of hot chocolate").assumptions[0]).toMatch(/mug counted as 1 1\/4 cups/);
  });

  it("counts a food without an amount as one piece, a drink as a cup, a spread as a spoon, else 100 g", () => {
    expect(item("banana")).toMatchObject({ grams: 118 });
    expect(item("banana").assumptions[0]).toMatch(/no amount given: counted as one/);
    expect(item("coffee").assumptions).toContain(
      "no amount given: a drink counted as 1 cup (8 fl oz)",
    );
    expect(item("butter").assumptions).toContain(
      "no amount given: a spread, sauce or sweetener counted as 1 tbsp",
    );
    expect(item("quinoa")).toMatchObject({ grams: 100, name: "Cooked quinoa" });
  });

  it("counts milk or sugar added to coffee or tea as a splash or a teaspoon", () => {
    const parse = parseFoodText("1 cup coffee with milk and sugar", SEED_DATA);
    const [, milk, sugar] = parse.items;
    expect(milk).toMatchObject({ grams: 30.5, line: "2 tbsp milk" });
    expect(sugar).toMatchObject({ line: "1 tsp sugar" });
    expect(sugar.grams).toBeCloseTo(4.2, 1);
  });

  it("counts milk poured on cereal or porridge as half a cup", () => {
    // USDA: 1 cup cooked oatmeal (234 g, 71 kcal/100 g) + 1/2 cup whole milk (122 g, 61 kcal/100 g)
    const parse = parseFoodText("bowl of oatmeal with milk", SEED_DATA);
    expect(parse.items.map((i) => i.grams)).toEqual([234, 122]);
    expect(parse.items[1].line).toBe("1/2 cup milk");
    expect(parse.totals.kcal).toBe(240);
  });
});

describe("resolveFoodItem: dishes", () => {
  it("knows common dishes as one portion of their recipe, with its source", () => {
    const caesar = item("a caesar salad");
    expect(caesar.foodGroup).toBe("Dishes");
    expect(caesar.nutrients.kcal).toBeGreaterThan(100);
    expect(caesar.source).toMatch(/Lettuce, cos or romaine/);
    expect(caesar.assumptions.join(" ")).toMatch(/is made of/);
    expect(item("2 chapati").nutrients.kcal).toBeGreaterThan(150);
    expect(item("1 bowl chana masala").portion).toMatch(/^1 cup/);
  });

  it("reads a pepperoni pizza as pizza, not pepperoni sausage", () => {
    // the plain name is USDA's own pizza (SR28 21302, a 111 g slice); "homemade" is the recipe
    const pizza = item("1 slice pepperoni pizza");
    expect(pizza.foodId).toBe(21302);
    expect(pizza.grams).toBe(111);
    expect(item("1 slice homemade pepperoni pizza").foodGroup).toBe("Dishes");
  });

  it("reads a size word as the food's serving of that size", () => {
    const fries = resolveFoodItem("medium french fries", SEED_DATA);
    expect(fries).toMatchObject({ ok: true, foodId: 21138, grams: 117 });
    expect(resolveFoodItem("small fries", SEED_DATA)).toMatchObject({ ok: true, grams: 71 });
  });

  it("does not read a dish it does not know as one of its ingredients", () => {
    const r = resolveFoodItem("1 cup zorblax soup with chicken noodles", SEED_DATA);
    expect(r.ok).toBe(false);
    const shake = resolveFoodItem("1 cup chocolate frappuccinoo", SEED_DATA);
    expect(shake).toMatchObject({ ok: false });
  });
});

describe("parseFoodText", () => {
  it("never drops a part: the meal from the issue is five foods", () => {
    const parse = parseFoodText(
      "2 eggs, 1 slice whole wheat toast, 1 banana, 1 cup coffee with milk",
      SEED_DATA,
    );
    expect(parse.items.map((i) => i.name)).toEqual([
      "Egg",
      "Whole wheat toast",
      "Banana",
      "Coffee",
      "Milk",
    ]);
    expect(parse.unmatched).toEqual([]);
    expect(parse.totals.kcal).toBeGreaterThan(300);
  });

  it("reports what it cannot read, with a reason and suggestions, instead of dropping it", () => {
    const parse = parseFoodText("2 eggs, 1 slice of chikcen pie, 1 zzzfruit", SEED_DATA);
    expect(parse.items).toHaveLength(1);
    expect(parse.unmatched.map((u) => u.input)).toEqual(["1 slice of chikcen pie", "1 zzzfruit"]);
    expect(parse.unmatched[0].reason).toMatch(/not in the food table/);
    expect(parse.unmatched[0].suggestions.length).toBeGreaterThan(0);
    expect(parse.unmatched[0].suggestions.join(" ")).toMatch(/chicken|pie/);
    // suggestions come from the food's words, not the amount's
    const typo = parseFoodText("1 cup brocolli", SEED_DATA);
    expect(typo.unmatched[0].suggestions[0]).toBe("broccoli");
    expect(typo.unmatched[0].suggestions.join(" ")).not.toMatch(/\bcup\b/);
  });

  it("refuses an amount of zero, below zero or not a number", () => {
    for (const text of ["0 g rice", "-1 cup rice", "NaN g rice", "0 bananas"]) {
      const parse = parseFoodText(text, SEED_DATA);
      expect(parse.items, text).toEqual([]);
      expect(parse.unmatched[0].reason, text).toMatch(/more than zero/);
    }
    // an amount past any number says so (the food log answers it as out of range)
    expect(parseFoodText("1e308 cups rice", SEED_DATA).unmatched[0].reason).toBe(
      "the amount is too large to weigh",
    );
  });

  it("totals are the sums of the items' rounded figures", () => {
    const parse = parseFoodText("200 g chicken breast with 1 cup rice", SEED_DATA);
    const [chicken, rice] = parse.items;
    expect(chicken.nutrients.kcal + rice.nutrients.kcal).toBe(parse.totals.kcal);
    expect(parse.totals.kcal).toBe(535);
    expect(Math.round((chicken.nutrients.protein + rice.nutrients.protein) * 10) / 10).toBe(
      parse.totals.protein,
    );
    // and an item's figures are its food's per 100 g times its grams
    const food = SEED_DATA.foods.get(rice.foodId)!;
    expect(rice.nutrients).toEqual(roundNutrients(nutrientsForGrams(food, rice.grams)));
  });

  it("lists items beyond the limit as unmatched, not silently", () => {
    const parse = parseFoodText(
      Array(MAX_FOOD_ITEMS + 3)
        .fill("1 apple")
        .join(", "),
      SEED_DATA,
    );
    expect(parse.items).toHaveLength(MAX_FOOD_ITEMS);
    expect(parse.unmatched).toHaveLength(3);
    expect(parse.unmatched[0].reason).toMatch(/log the rest separately/);
  });

  it("reads a vision model's lines one food each", () => {
    const parse = parseFoodLines(
      ["150 g cooked white rice", "120 g grilled chicken breast"],
      SEED_DATA,
    );
    expect(parse.items.map((i) => i.grams)).toEqual([150, 120]);
  });
});

describe("foodSuggestions", () => {
  it("finds names sharing a word, then names one or two letters away", () => {
    expect(foodSuggestions(["greek", "yoghurt"], SEED_DATA.aliases)[0]).toMatch(/greek yog/);
    expect(foodSuggestions(["brocoli"], SEED_DATA.aliases)).toContain("broccoli");
    expect(foodSuggestions(["zz"], SEED_DATA.aliases)).toEqual([]);
  });
});

describe("words that name members of Object.prototype", () => {
  // found by the fuzz suite: "constructor" read SINGULAR_EXCEPTIONS' inherited constructor (a 500)
  it("are plain words: the rest of the text is still read and nothing throws", () => {
    for (const word of ["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"]) {
      const parse = parseFoodText(`2.5e-71 ${word} olive oil, 1 cup ${word}`, SEED_DATA);
      expect(parse.items.map((i) => i.foodName.toLowerCase()).join(" "), word).toContain("olive");
    }
  });
});
