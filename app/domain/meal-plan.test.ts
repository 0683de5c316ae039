import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  generateMealPlan,
  isRecipeAllowed,
  MAX_USES_PER_WEEK,
  mealsOfDay,
  seededRandom,
  type PlanRecipe,
} from "./meal-plan";

const TAGS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
  "lowCarb",
  "highProtein",
];
const CUISINES = ["Italian", "Thai", "Mexican", "Indian", "Greek", "Japanese"];
const SLOTS = ["breakfast", "lunch", "dinner", "snack"];

/** A catalogue shaped like ours: per-serving calories by meal type, macros consistent with them. */
function syntheticCatalogue(size: number, seed: number): PlanRecipe[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => {
    const slot = SLOTS[i % 4];
    const base = { breakfast: 380, lunch: 520, dinner: 560, snack: 190 }[slot]!;
    const calories = Math.round(base * (0.6 + random() * 0.8));
    const p = 0.12 + random() * 0.3;
    const f = 0.2 + random() * 0.3;
    const c = Math.max(0.05, 1 - p - f);
    const tags = TAGS.filter(() => random() < 0.45);
    if (tags.includes("vegan") && !tags.includes("vegetarian")) tags.push("vegetarian");
    const mealTypes = [slot];
    if (slot === "lunch" && random() < 0.4) mealTypes.push("dinner");
    return {
      id: i + 1,
      title: `Recipe ${i + 1}`,
      description: "",
      calories,
      protein: Math.round(((calories * p) / 4) * 10) / 10,
      carbs: Math.round(((calories * c) / 4) * 10) / 10,
      fat: Math.round(((calories * f) / 9) * 10) / 10,
      mealTypes,
      cuisine: CUISINES[i % CUISINES.length],
      dietaryTags: tags,
      ingredientNames:
        i % 9 === 0 ? ["eggs", "spinach"] : i % 7 === 0 ? ["mushrooms", "rice"] : ["rice"],
    };
  });
}

const catalogue = syntheticCatalogue(240, 7);

describe("isRecipeAllowed", () => {
  const recipe = {
    title: "Spinach Omelette",
    dietaryTags: ["vegetarian", "glutenFree"],
    ingredientNames: ["2 large eggs", "baby spinach"],
  };
  it("requires every excluding restriction as a tag", () => {
    expect(isRecipeAllowed(recipe, ["vegetarian"], [])).toBe(true);
    expect(isRecipeAllowed(recipe, ["vegan"], [])).toBe(false);
  });
  it("does not exclude for lowCarb or highProtein (they shape targets)", () => {
    expect(isRecipeAllowed(recipe, ["lowCarb", "highProtein"], [])).toBe(true);
  });
  it("excludes disliked ingredients by whole word, plural included", () => {
    expect(isRecipeAllowed(recipe, [], ["egg"])).toBe(false);
    expect(isRecipeAllowed(recipe, [], [" Spinach "])).toBe(false);
    expect(isRecipeAllowed({ ...recipe, ingredientNames: ["eggplant"] }, [], ["egg"])).toBe(true);
  });
});

describe("generateMealPlan", () => {
  it("builds 7 days with breakfast, lunch, dinner and a snack on target", () => {
    const result = generateMealPlan(catalogue, { targetCalories: 2000, seed: 42 });
    if (!result.ok) throw new Error(result.reasons.join("; "));
    const { plan } = result;
    expect(plan.days.map((d) => d.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    for (const day of plan.days) {
      expect(day.meals.snacks).toHaveLength(1);
      expect(Math.abs(day.totals.calories - 2000) / 2000).toBeLessThanOrEqual(0.05);
      const sum = mealsOfDay(day).reduce((s, m) => s + m.calories, 0);
      expect(Math.abs(sum - day.totals.calories)).toBeLessThanOrEqual(mealsOfDay(day).length);
    }
  });

  it("gives the same plan for the same seed and another plan for another seed", () => {
    const a = generateMealPlan(catalogue, { targetCalories: 2200, seed: 1 });
    const b = generateMealPlan(catalogue, { targetCalories: 2200, seed: 1 });
    const c = generateMealPlan(catalogue, { targetCalories: 2200, seed: 2 });
    expect(a).toEqual(b);
    const ids = (r: typeof a) =>
      r.ok ? r.plan.days.flatMap((d) => mealsOfDay(d).map((m) => m.recipeId)) : [];
    expect(ids(a)).not.toEqual(ids(c));
  });

  it("reports an infeasible request with its reasons instead of a partial plan", () => {
    const tiny = catalogue.filter((r) => r.mealTypes.includes("breakfast")).slice(0, 2);
    const result = generateMealPlan(tiny, { targetCalories: 2000 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reasons.join(" ")).toMatch(/Only 2 breakfast recipes/);
      expect(result.reasons.join(" ")).toMatch(/Only 0 lunch recipes/);
    }
    const bad = generateMealPlan(catalogue, { targetCalories: 100 });
    expect(bad).toEqual({
      ok: false,
      reasons: ["The daily calorie target must be between 800 and 6000 kcal."],
    });
  });

  it("holds its invariants for any target, restrictions, dislikes and seed", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 3500 }),
        fc.subarray(["vegetarian", "glutenFree", "dairyFree", "nutFree", "lowCarb"], {
          maxLength: 2,
        }),
        fc.subarray(["egg", "mushroom"], { maxLength: 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (target, restrictions, dislikes, seed) => {
          const result = generateMealPlan(catalogue, {
            targetCalories: target,
            restrictions,
            dislikedIngredients: dislikes,
            seed,
          });
          if (!result.ok) {
            // infeasible only when the pools are really too small, and then it says why
            expect(result.reasons.length).toBeGreaterThan(0);
            return;
          }
          const byId = new Map(catalogue.map((r) => [r.id, r]));
          const weekUses = new Map<number, number>();
          for (const day of result.plan.days) {
            const ids = mealsOfDay(day).map((m) => m.recipeId);
            expect(new Set(ids).size).toBe(ids.length);
            for (const meal of mealsOfDay(day)) {
              const recipe = byId.get(meal.recipeId)!;
              expect(isRecipeAllowed(recipe, restrictions, dislikes)).toBe(true);
              expect(meal.servings).toBeGreaterThanOrEqual(0.5);
              expect(meal.servings).toBeLessThanOrEqual(2);
              expect((meal.servings * 4) % 1).toBe(0);
              weekUses.set(meal.recipeId, (weekUses.get(meal.recipeId) ?? 0) + 1);
            }
            expect(day.meals.breakfast.recipeId).toSatisfy((id: number) =>
              byId.get(id)!.mealTypes.includes("breakfast"),
            );
            // the reported deviation is the truth about the day
            expect(day.withinTarget).toBe(
              Math.abs(day.deviation.calories) <= 0.05 &&
                [day.deviation.protein, day.deviation.carbs, day.deviation.fat].every(
                  (d) => Math.abs(d) <= 0.1,
                ),
            );
          }
          for (const uses of weekUses.values()) expect(uses).toBeLessThanOrEqual(MAX_USES_PER_WEEK);
          const onCalories = result.plan.days.filter(
            (d) => Math.abs(d.deviation.calories) <= 0.05,
          ).length;
          expect(onCalories).toBeGreaterThanOrEqual(6);
        },
      ),
      { numRuns: 60 },
    );
  });
});
