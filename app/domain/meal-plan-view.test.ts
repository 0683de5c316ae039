import { describe, expect, it } from "vitest";
import { generateMealPlan, seededRandom, type PlanRecipe } from "./meal-plan";
import {
  achievedSplit,
  DEFAULT_CARD_MACRO_SPLIT,
  formatServings,
  parseMealPlanData,
} from "./meal-plan-view";

const meal = (title: string, calories: number) => ({
  title,
  description: `${title}, described`,
  calories,
  protein: 20,
  carbs: 50,
  fat: 10,
});

describe("parseMealPlanData", () => {
  it("reads the spec's minimal shape, filling the 25/50/25 split and the day totals", () => {
    const view = parseMealPlanData(
      JSON.stringify({
        dailyCalories: 1800,
        days: [
          {
            day: "Monday",
            meals: {
              breakfast: meal("Oats", 400),
              lunch: meal("Salad", 600),
              dinner: meal("Stew", 700),
              snacks: [meal("Apple", 90)],
            },
          },
        ],
      }),
    );
    expect(view).not.toBeNull();
    expect(view!.macroSplit).toEqual(DEFAULT_CARD_MACRO_SPLIT);
    expect(view!.macroTargets).toEqual({ protein: 113, carbs: 225, fat: 50 });
    const [monday] = view!.days;
    expect(monday.meals.map((m) => [m.slot, m.index, m.meal.title])).toEqual([
      ["breakfast", 0, "Oats"],
      ["lunch", 0, "Salad"],
      ["dinner", 0, "Stew"],
      ["snack", 0, "Apple"],
    ]);
    expect(monday.totals).toEqual({ calories: 1790, protein: 80, carbs: 200, fat: 40 });
    expect(monday.calorieDeviation).toBeCloseTo(-10 / 1800, 6);
    expect(monday.meals[0].meal.recipeId).toBeNull();
  });

  it("reads what the optimizer stores, keeping its split, recipe ids, portions and issues", () => {
    const random = seededRandom(1);
    const catalogue: PlanRecipe[] = Array.from({ length: 60 }, (_, i) => ({
      id: i + 1,
      title: `R${i + 1}`,
      description: "",
      calories: 250 + Math.round(random() * 300),
      protein: 20,
      carbs: 50,
      fat: 12,
      mealTypes: [["breakfast", "lunch", "dinner", "snack"][i % 4]],
      cuisine: "Thai",
      dietaryTags: [],
      ingredientNames: [],
    }));
    const result = generateMealPlan(catalogue, {
      targetCalories: 2000,
      seed: 3,
      restrictions: ["lowCarb"],
    });
    if (!result.ok) throw new Error(result.reasons.join());
    const view = parseMealPlanData(JSON.stringify(result.plan))!;
    expect(view.macroSplit).toEqual({ protein: 30, carbs: 20, fat: 50 });
    expect(view.days).toHaveLength(7);
    view.days.forEach((day, d) => {
      expect(day.totals.calories).toBe(result.plan.days[d].totals.calories);
      expect(day.issues).toEqual(result.plan.days[d].issues);
      for (const { meal: m } of day.meals) {
        expect(m.recipeId).toBeGreaterThan(0);
        expect(m.servings).toBeGreaterThan(0);
      }
    });
  });

  it("answers null for anything that is not a meal plan", () => {
    for (const data of [
      "{not json",
      "null",
      "[]",
      JSON.stringify({ days: [] }),
      JSON.stringify({ dailyCalories: "lots", days: [] }),
      JSON.stringify({
        dailyCalories: 2000,
        days: [{ day: "Monday", meals: { breakfast: { calories: 300 } } }],
      }),
      JSON.stringify({ dailyCalories: 2000, days: "Monday" }),
    ]) {
      expect(parseMealPlanData(data)).toBeNull();
    }
  });

  it("accepts an object as well as JSON text", () => {
    expect(parseMealPlanData({ dailyCalories: 2000, days: [] })?.dailyCalories).toBe(2000);
  });
});

describe("display helpers", () => {
  it("computes the achieved split from grams", () => {
    expect(achievedSplit({ calories: 2000, protein: 100, carbs: 250, fat: 66.7 })).toEqual({
      protein: 20,
      carbs: 50,
      fat: 30,
    });
    expect(achievedSplit({ calories: 0, protein: 0, carbs: 0, fat: 0 })).toEqual({
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });

  it("writes servings with fractions", () => {
    expect(formatServings(1)).toBe("1 serving");
    expect(formatServings(0.5)).toBe("½ serving");
    expect(formatServings(1.75)).toBe("1¾ servings");
    expect(formatServings(2)).toBe("2 servings");
  });
});

describe("a day's status in the view", () => {
  const day = (carbs: number) => ({
    day: "Friday",
    meals: {
      breakfast: { ...meal("Eggs", 500), protein: 35, carbs: carbs / 3, fat: 27 },
      lunch: { ...meal("Salad", 700), protein: 45, carbs: carbs / 3, fat: 37 },
      dinner: { ...meal("Curry", 800), protein: 50, carbs: carbs / 3, fat: 43 },
      snacks: [],
    },
    // what an older plan stored: calories only
    issues: [],
  });
  const plan = (carbs: number) => ({
    dailyCalories: 2000,
    macroSplit: { protein: 26, carbs: 26, fat: 48 },
    days: [day(carbs)],
    constraints: { carbCeilingGrams: 130 },
  });

  it("is on target only when calories and every macro are inside tolerance", () => {
    const onTarget = parseMealPlanData(plan(129))!.days[0];
    expect(onTarget.issues).toEqual([]);
    // the vegetarian low-carb Friday of issue 18: on calories, carbs far over, a green badge before
    const friday = parseMealPlanData(plan(270))!.days[0];
    expect(Math.abs(friday.calorieDeviation)).toBeLessThanOrEqual(0.05);
    expect(friday.issues).toEqual([
      "Carbs 107.7 % over the target.",
      "Carbs 140 g over the 130 g ceiling.",
    ]);
  });
});
