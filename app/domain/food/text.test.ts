import { describe, expect, it } from "vitest";
import { SEED_DATA } from "./test-data.test-helper";
import { resolveMealItem, resolveMealText, splitMealText } from "./text";

describe("splitMealText", () => {
  it.each([
    ["1 cup cooked rice, 150 g grilled chicken", ["1 cup cooked rice", "150 g grilled chicken"]],
    ["2 eggs and 1 slice whole wheat bread", ["2 eggs", "1 slice whole wheat bread"]],
    ["1 cup rice, cooked", ["1 cup rice, cooked"]],
    ["oatmeal with blueberries; coffee", ["oatmeal", "blueberries", "coffee"]],
    [
      "a banana, an apple\n- 1 tbsp peanut butter",
      ["a banana", "an apple", "1 tbsp peanut butter"],
    ],
  ])("%j", (text, items) => {
    expect(splitMealText(text)).toEqual(items);
  });

  it("keeps at most 12 items", () => {
    expect(splitMealText(Array(20).fill("1 apple").join(", "))).toHaveLength(12);
  });
});

describe("resolveMealItem", () => {
  it("reads a meal as eaten: rice is cooked rice, grilled chicken is cooked chicken", () => {
    const rice = resolveMealItem("1 cup rice", SEED_DATA);
    expect(rice).toMatchObject({ ok: true, name: "Cooked rice", grams: 158 });
    expect(rice.ok && rice.assumptions).toContain(
      "read as cooked (meals are usually eaten cooked)",
    );
    const chicken = resolveMealItem("150 g grilled chicken", SEED_DATA);
    expect(chicken).toMatchObject({
      ok: true,
      name: "Cooked chicken",
      grams: 150,
      portion: "150 g",
    });
    expect(chicken.ok && chicken.foodName).toMatch(/cooked/i);
  });

  it("weighs 'a chicken breast' in a meal as one cooked breast, not a carcass yield", () => {
    for (const text of [
      "1 chicken breast",
      "chicken breast",
      "1 grilled chicken breast",
      "1 chicken",
    ]) {
      const breast = resolveMealItem(text, SEED_DATA);
      expect(breast.ok && breast.foodName, text).toMatch(/breast, meat only, cooked/);
      expect(breast.ok && breast.grams, text).toBeGreaterThan(120);
      expect(breast.ok && breast.grams, text).toBeLessThan(170);
    }
  });

  it("keeps a stated state: raw spinach stays raw", () => {
    const spinach = resolveMealItem("1 cup raw spinach", SEED_DATA);
    expect(spinach.ok && spinach.foodName).toMatch(/raw/i);
  });

  it("counts a food without an amount as one piece, or 100 g", () => {
    const banana = resolveMealItem("banana", SEED_DATA);
    expect(banana).toMatchObject({ ok: true, grams: 118 });
    expect(banana.ok && banana.assumptions[0]).toMatch(/no amount given: counted as one/);
    const quinoa = resolveMealItem("quinoa", SEED_DATA);
    expect(quinoa).toMatchObject({ ok: true, grams: 100, name: "Cooked quinoa" });
    expect(quinoa.ok && quinoa.assumptions).toContain("no amount given: counted as 100 g");
  });

  it("says plainly when a food is not in the food table", () => {
    expect(resolveMealItem("1 slice pizza", SEED_DATA)).toEqual({
      ok: false,
      input: "1 slice pizza",
      reason: '"1 slice pizza" is not in the food table; try naming its main ingredients',
    });
  });

  it("shows portions with their grams", () => {
    const [eggs, bread] = resolveMealText("2 eggs, 1 slice whole wheat bread", SEED_DATA);
    expect(eggs.ok && eggs.portion).toBe("2 (100 g)");
    expect(bread.ok && bread.portion).toBe("1 slice (32 g)");
  });
});
