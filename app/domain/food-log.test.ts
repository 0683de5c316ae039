import { describe, expect, it } from "vitest";
import { portionOf, resolveFoodText } from "./food-log";
import { SEED_DATA, SEED_FOODS } from "./food/test-data.test-helper";

const food = (id: number) => SEED_FOODS.find((f) => f.id === id)!;

describe("resolveFoodText", () => {
  it("weighs '1 cup cooked rice' with the USDA cup measure and computes its nutrients", () => {
    const result = resolveFoodText("1 cup cooked rice", SEED_DATA);
    if (!result.ok) throw new Error(result.message);
    const rice = food(result.match.foodId);
    expect(rice.name).toMatch(/Rice/);
    expect(result.match.grams).toBe(158);
    // kcal per 100 g x 1.58, rounded to whole kcal
    expect(result.match.nutrients.kcal).toBe(Math.round(rice.kcal * 1.58));
    expect(result.match.nutrients.protein).toBe(Math.round(rice.protein * 1.58 * 10) / 10);
  });

  it("counts a food written without an amount as one, and says so", () => {
    const result = resolveFoodText("banana", SEED_DATA);
    if (!result.ok) throw new Error(result.message);
    expect(result.match.grams).toBe(118);
    expect(result.match.assumptions).toContain("no amount given: counted as one");
  });

  it("counts a unit the food has no weight for as its first USDA measure", () => {
    const result = resolveFoodText("1 glass of milk", SEED_DATA);
    if (!result.ok) throw new Error(result.message);
    const milk = food(result.match.foodId);
    expect(result.match.grams).toBe(milk.householdWeights[0].grams);
    expect(result.match.assumptions.join(" ")).toMatch(/could not be weighed/);
  });

  it("refuses an amount of zero, below zero or not a number instead of counting one serving", () => {
    for (const text of ["0 g rice", "-1 cup rice", "NaN g rice", "0 bananas", "-2 eggs"]) {
      const result = resolveFoodText(text, SEED_DATA);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.message, text).toMatch(/amount must be more than zero/);
    }
  });

  it("answers a helpful message for an unknown food", () => {
    const result = resolveFoodText("2 portions of zzyzx", SEED_DATA);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.message).toMatch(/could not find .* in the food table/);
  });
});

describe("portionOf", () => {
  it("scales per-100 g nutrients to the grams and rounds them as stored", () => {
    const egg = SEED_FOODS.find((f) => f.id === 1123)!;
    const portion = portionOf(egg, 150);
    expect(portion.nutrients.kcal).toBe(Math.round(egg.kcal * 1.5));
    expect(portion.nutrients.sodium).toBe(Math.round(egg.sodium * 1.5));
    expect(portion.grams).toBe(150);
  });
});
