import { describe, expect, it } from "vitest";
import {
  SMOOTHIE_CATEGORIES,
  SMOOTHIE_PLANS,
  SMOOTHIE_RECIPES,
  planDays,
  recipesOfPlan,
  smoothieRecipeById,
} from "./smoothies";

describe("smoothie recipes", () => {
  it("has 10 recipes with unique ids", () => {
    expect(SMOOTHIE_RECIPES).toHaveLength(10);
    expect(new Set(SMOOTHIE_RECIPES.map((r) => r.id)).size).toBe(10);
  });

  it("fills every field of every recipe", () => {
    for (const r of SMOOTHIE_RECIPES) {
      expect(r.id).toMatch(/^[a-z0-9-]+$/);
      expect(r.name.length).toBeGreaterThan(0);
      expect(r.description.length).toBeGreaterThan(20);
      expect(r.healthBenefits.length).toBeGreaterThanOrEqual(2);
      expect(SMOOTHIE_CATEGORIES).toContain(r.category);
      expect(r.ingredients.length).toBeGreaterThanOrEqual(3);
      expect(r.instructions.length).toBeGreaterThanOrEqual(3);
      expect(r.prepTime).toMatch(/^\d+ minutes$/);
    }
  });

  it("gives plausible nutrition consistent with 4/4/9 kcal per gram (within 20% for small drinks)", () => {
    for (const r of SMOOTHIE_RECIPES) {
      const n = r.nutritionInfo;
      expect(n.calories).toBeGreaterThan(50);
      expect(n.calories).toBeLessThan(600);
      expect(n.fiber).toBeLessThanOrEqual(n.carbs);
      const fromMacros = n.protein * 4 + n.carbs * 4 + n.fat * 9;
      expect(Math.abs(fromMacros / n.calories - 1), r.id).toBeLessThanOrEqual(0.2);
    }
  });

  it("finds a recipe by id", () => {
    expect(smoothieRecipeById("green-detox")?.name).toBe("Green Detox");
    expect(smoothieRecipeById("nope")).toBeUndefined();
  });
});

describe("smoothie plans", () => {
  it("has five plans: a 7-day Detox & Cleanse with 7 recipes and four 5-day plans with 5", () => {
    expect(SMOOTHIE_PLANS).toHaveLength(5);
    const detox = SMOOTHIE_PLANS.find((p) => p.name === "Detox & Cleanse")!;
    expect(detox.duration).toBe("7 days");
    expect(detox.recipes).toHaveLength(7);
    const others = SMOOTHIE_PLANS.filter((p) => p !== detox);
    expect(others).toHaveLength(4);
    for (const plan of others) {
      expect(plan.duration).toBe("5 days");
      expect(plan.recipes).toHaveLength(5);
    }
  });

  it("gives each plan one recipe per day, all of them existing and none repeated", () => {
    for (const plan of SMOOTHIE_PLANS) {
      expect(plan.recipes).toHaveLength(planDays(plan));
      expect(new Set(plan.recipes).size).toBe(plan.recipes.length);
      expect(recipesOfPlan(plan).map((r) => r.id)).toEqual(plan.recipes);
      expect(plan.targetGoal.length).toBeGreaterThan(0);
      expect(plan.description.length).toBeGreaterThan(20);
    }
  });

  it("uses every recipe in at least one plan", () => {
    const used = new Set(SMOOTHIE_PLANS.flatMap((p) => p.recipes));
    expect([...used].sort()).toEqual(SMOOTHIE_RECIPES.map((r) => r.id).sort());
  });

  it("rejects a plan naming an unknown recipe", () => {
    expect(() => recipesOfPlan({ ...SMOOTHIE_PLANS[0], id: "bad", recipes: ["missing"] })).toThrow(
      /unknown recipe missing/,
    );
  });

  it("reads the number of days from the duration text", () => {
    expect(planDays({ duration: "7 days" })).toBe(7);
    expect(planDays({ duration: "5 days" })).toBe(5);
    expect(planDays({ duration: "soon" })).toBe(0);
  });
});
