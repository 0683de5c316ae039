import { describe, expect, it } from "vitest";
import {
  CALORIE_LEVELS,
  DIET_PLAN_CARDS,
  DIET_PLAN_IDS,
  DIET_PLANS,
  WEEKDAYS,
  dayMacroShares,
  dayNetCarbs,
  dayTotals,
  dietPlanFor,
  dietRuleBroken,
  DAIRY,
  GRAINS,
  LEGUMES,
  MEAT_OR_FISH,
  PALEO_ALLOWED_PHRASES,
  mealCaloriesForServings,
  mealsOfDay,
  nearestCalorieLevel,
  prepTimeText,
  scaleDayToLevel,
  type DietPlan,
  type Meal,
} from "./diet-plans";

const plans = Object.values(DIET_PLANS);
const allMeals = (plan: DietPlan) => plan.days.flatMap(mealsOfDay);
const ingredientText = (meal: Meal) => meal.ingredients.join(" | ").toLowerCase();

function meal(calories: number, protein: number, carbs: number, fat: number, fiber = 0): Meal {
  return { name: "m", description: "", ingredients: [], calories, protein, carbs, fat, fiber };
}

describe("diet plan cards", () => {
  it("lists the five plans in order with the spec's meals, snacks and calorie ranges", () => {
    expect(DIET_PLAN_CARDS.map((c) => c.id)).toEqual([...DIET_PLAN_IDS]);
    const summary = Object.fromEntries(
      DIET_PLAN_CARDS.map((c) => [c.id, [c.meals, c.snacks, c.calories]]),
    );
    expect(summary).toEqual({
      balanced: [3, 2, "1800-2200"],
      keto: [3, 1, "1600-2000"],
      vegetarian: [3, 2, "1700-2100"],
      mediterranean: [3, 2, "1800-2200"],
      paleo: [3, 1, "1900-2300"],
    });
  });

  it("gives every card a description, benefits, features and colour classes", () => {
    for (const card of DIET_PLAN_CARDS) {
      expect(card.name.length).toBeGreaterThan(0);
      expect(card.description.length).toBeGreaterThan(20);
      expect(card.benefits.length).toBeGreaterThanOrEqual(3);
      expect(card.features.length).toBeGreaterThanOrEqual(3);
      for (const classes of Object.values(card.colour)) expect(classes).toMatch(/^[a-z0-9:\- ]+$/);
    }
  });

  it("marks only the Mediterranean plan as not yet available, and it has no weekly plan", () => {
    expect(DIET_PLAN_CARDS.filter((c) => !c.available).map((c) => c.id)).toEqual(["mediterranean"]);
    expect(dietPlanFor("mediterranean")).toBeNull();
    expect(dietPlanFor("unknown")).toBeNull();
    expect(dietPlanFor("keto")?.name).toBe("Ketogenic");
  });
});

describe("weekly plans", () => {
  it("has seven days Monday to Sunday with 3 meals plus the card's snack count", () => {
    for (const plan of plans) {
      const card = DIET_PLAN_CARDS.find((c) => c.id === plan.id)!;
      expect(plan.days.map((d) => d.day)).toEqual([...WEEKDAYS]);
      for (const day of plan.days) {
        expect(day.meals.snacks).toHaveLength(card.snacks);
        expect(mealsOfDay(day)).toHaveLength(3 + card.snacks);
      }
    }
  });

  it("uses the spec's calorie presets and meal frequencies", () => {
    const presets = Object.fromEntries(
      plans.map((p) => [p.id, p.customizationOptions.calorieAdjustments]),
    );
    expect(presets).toEqual({
      balanced: { low: 1400, medium: 1800, high: 2200 },
      keto: { low: 1300, medium: 1600, high: 2000 },
      vegetarian: { low: 1400, medium: 1800, high: 2200 },
      paleo: { low: 1300, medium: 1700, high: 2100 },
    });
    const frequency = Object.fromEntries(
      plans.map((p) => [p.id, p.customizationOptions.mealFrequency]),
    );
    expect(frequency).toEqual({
      balanced: { min: 3, max: 6 },
      keto: { min: 2, max: 4 },
      vegetarian: { min: 3, max: 6 },
      paleo: { min: 2, max: 4 },
    });
    for (const plan of plans) {
      expect(plan.customizationOptions.dietaryRestrictions.length).toBeGreaterThan(0);
      expect(plan.nutritionTips.length).toBeGreaterThanOrEqual(3);
    }
  });

  it("gives every meal a name, description, quantified ingredients and whole-number values", () => {
    for (const plan of plans) {
      for (const m of allMeals(plan)) {
        expect(m.name.length).toBeGreaterThan(0);
        expect(m.description.length).toBeGreaterThan(10);
        expect(m.ingredients.length).toBeGreaterThanOrEqual(1);
        // at least one line carries a number (a quantity)
        expect(m.ingredients.some((line) => /\d/.test(line))).toBe(true);
        for (const value of [m.calories, m.protein, m.carbs, m.fat, m.fiber]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(m.fiber).toBeLessThanOrEqual(m.carbs);
      }
    }
  });

  it("keeps each meal's calories within 10% of 4/4/9 kcal per gram of its macros", () => {
    for (const plan of plans) {
      for (const m of allMeals(plan)) {
        const fromMacros = m.protein * 4 + m.carbs * 4 + m.fat * 9;
        expect(Math.abs(fromMacros / m.calories - 1), `${plan.id}: ${m.name}`).toBeLessThanOrEqual(
          0.1,
        );
      }
    }
  });

  it("stores day totals equal to the sum of the day's meals", () => {
    for (const plan of plans) {
      for (const day of plan.days) {
        const sum = mealsOfDay(day).reduce(
          (t, m) => ({
            totalCalories: t.totalCalories + m.calories,
            totalProtein: t.totalProtein + m.protein,
            totalCarbs: t.totalCarbs + m.carbs,
            totalFat: t.totalFat + m.fat,
          }),
          { totalCalories: 0, totalProtein: 0, totalCarbs: 0, totalFat: 0 },
        );
        expect(dayTotals(day)).toEqual(sum);
        expect({
          totalCalories: day.totalCalories,
          totalProtein: day.totalProtein,
          totalCarbs: day.totalCarbs,
          totalFat: day.totalFat,
        }).toEqual(sum);
      }
    }
  });

  it("puts every day within 5% of the plan's medium preset", () => {
    for (const plan of plans) {
      const medium = plan.customizationOptions.calorieAdjustments.medium;
      for (const day of plan.days) {
        expect(
          Math.abs(day.totalCalories / medium - 1),
          `${plan.id} ${day.day}`,
        ).toBeLessThanOrEqual(0.05);
      }
    }
  });
});

describe("diet rules", () => {
  it("keto: at least 60% of calories from fat, at most 10% from carbs, under 25 g net carbs a day", () => {
    for (const day of DIET_PLANS.keto.days) {
      const shares = dayMacroShares(day);
      expect(shares.fat, day.day).toBeGreaterThanOrEqual(0.6);
      expect(shares.carbs, day.day).toBeLessThanOrEqual(0.1);
      expect(dayNetCarbs(day), day.day).toBeLessThan(25);
    }
  });

  it("keto: the week averages close to 70/25/5 fat/protein/carbs", () => {
    const days = DIET_PLANS.keto.days;
    const avg = (key: "fat" | "protein" | "carbs") =>
      days.reduce((s, d) => s + dayMacroShares(d)[key], 0) / days.length;
    expect(avg("fat")).toBeGreaterThan(0.63);
    expect(avg("protein")).toBeGreaterThan(0.2);
    expect(avg("protein")).toBeLessThan(0.3);
    expect(avg("carbs")).toBeLessThan(0.1);
  });

  it("keto: the tips state the 70/25/5 split, the 25 g net-carb limit and the 2 to 4 week adaptation", () => {
    const tips = DIET_PLANS.keto.nutritionTips.join(" ");
    expect(tips).toMatch(/70% .*fat, 25% .*protein and 5% .*carbohydrates/);
    expect(tips).toMatch(/net carbs.*under 25 g a day/i);
    expect(tips).toMatch(/2 to 4 weeks/);
  });

  it("vegetarian: no meat or fish in any ingredient", () => {
    for (const m of allMeals(DIET_PLANS.vegetarian)) {
      expect(ingredientText(m), m.name).not.toMatch(MEAT_OR_FISH);
      for (const line of m.ingredients) expect(dietRuleBroken("vegetarian", line), line).toBeNull();
    }
  });

  it("the meat-and-fish check catches what it should", () => {
    expect("120 g chicken breast").toMatch(MEAT_OR_FISH);
    expect("1 can tuna").toMatch(MEAT_OR_FISH);
    expect("1 cup vegetable stock").not.toMatch(MEAT_OR_FISH);
  });

  it("paleo: no grains, legumes or dairy in any ingredient", () => {
    for (const m of allMeals(DIET_PLANS.paleo)) {
      const text = ingredientText(m).replace(PALEO_ALLOWED_PHRASES, "");
      expect(text, m.name).not.toMatch(GRAINS);
      expect(text, m.name).not.toMatch(LEGUMES);
      expect(text, m.name).not.toMatch(DAIRY);
      for (const line of m.ingredients) expect(dietRuleBroken("paleo", line), line).toBeNull();
    }
  });

  it("the paleo checks catch what they should and let plant milks and nut butters through", () => {
    expect("2 slices whole-wheat bread").toMatch(GRAINS);
    expect("1/2 cup cooked brown rice").toMatch(GRAINS);
    expect("2 cups riced cauliflower").not.toMatch(GRAINS);
    expect("1 cup black beans").toMatch(LEGUMES);
    expect("2 tbsp hummus").toMatch(LEGUMES);
    expect("1 tbsp butter").toMatch(DAIRY);
    expect("1 cup butternut squash").not.toMatch(DAIRY);
    expect("1/3 cup coconut milk".replace(PALEO_ALLOWED_PHRASES, "")).not.toMatch(DAIRY);
    expect("1 tbsp almond butter".replace(PALEO_ALLOWED_PHRASES, "")).not.toMatch(DAIRY);
  });

  it("dietRuleBroken names the rule a line breaks, for the vegetarian and paleo plans only", () => {
    expect(dietRuleBroken("vegetarian", "120 g Chicken breast")).toBe("meat or fish");
    expect(dietRuleBroken("vegetarian", "1 cup lentils")).toBeNull();
    expect(dietRuleBroken("paleo", "1/2 cup cooked brown rice")).toBe("grains");
    expect(dietRuleBroken("paleo", "2 tbsp hummus")).toBe("legumes");
    expect(dietRuleBroken("paleo", "1 tbsp butter")).toBe("dairy");
    expect(dietRuleBroken("paleo", "1/3 cup coconut milk")).toBeNull();
    expect(dietRuleBroken("keto", "2 slices bread")).toBeNull();
    expect(dietRuleBroken("balanced", "120 g chicken")).toBeNull();
  });
});

describe("dayTotals", () => {
  it("sums breakfast, lunch, dinner and every snack", () => {
    const day = {
      meals: {
        breakfast: meal(300, 20, 30, 10),
        lunch: meal(500, 30, 50, 20),
        dinner: meal(600, 40, 60, 20),
        snacks: [meal(150, 5, 20, 5), meal(100, 3, 10, 5)],
      },
    };
    expect(dayTotals(day)).toEqual({
      totalCalories: 1650,
      totalProtein: 98,
      totalCarbs: 170,
      totalFat: 60,
    });
  });

  it("is zero for a day with zero-calorie meals and no snacks", () => {
    const day = {
      meals: {
        breakfast: meal(0, 0, 0, 0),
        lunch: meal(0, 0, 0, 0),
        dinner: meal(0, 0, 0, 0),
        snacks: [],
      },
    };
    expect(dayTotals(day)).toEqual({
      totalCalories: 0,
      totalProtein: 0,
      totalCarbs: 0,
      totalFat: 0,
    });
  });
});

describe("nearestCalorieLevel (the user's daily target picks the plan's level)", () => {
  it("chooses the preset nearest the target, the lower one on a tie", () => {
    // balanced 1400 / 1800 / 2200
    expect(nearestCalorieLevel("balanced", 1650)).toBe("medium");
    expect(nearestCalorieLevel("balanced", 1589)).toBe("low");
    expect(nearestCalorieLevel("balanced", 1450)).toBe("low");
    expect(nearestCalorieLevel("balanced", 1600)).toBe("low");
    expect(nearestCalorieLevel("balanced", 2414)).toBe("high");
    // keto 1300 / 1600 / 2000
    expect(nearestCalorieLevel("keto", 1820)).toBe("high");
  });

  it("medium without a target or for the plan still being written", () => {
    expect(nearestCalorieLevel("balanced", null)).toBe("medium");
    expect(nearestCalorieLevel("mediterranean", 1400)).toBe("medium");
  });
});

describe("scaleDayToLevel", () => {
  it("returns the day unchanged at medium (scale 1)", () => {
    for (const plan of plans) {
      const day = plan.days[0];
      const scaled = scaleDayToLevel(day, plan, "medium");
      expect(scaled.scale).toBe(1);
      expect(scaled.meals).toEqual(day.meals);
      expect(scaled.totalCalories).toBe(day.totalCalories);
    }
  });

  it("scales by preset[level] / preset.medium, so a medium-preset day lands on the level's preset", () => {
    for (const plan of plans) {
      const presets = plan.customizationOptions.calorieAdjustments;
      for (const day of plan.days) {
        for (const level of CALORIE_LEVELS) {
          const scaled = scaleDayToLevel(day, plan, level);
          const scale = presets[level] / presets.medium;
          expect(scaled.scale).toBeCloseTo(scale, 10);
          expect(scaled.level).toBe(level);
          // totals are sums of the rounded meals: at most half a unit off per meal
          const tolerance = mealsOfDay(day).length / 2;
          expect(Math.abs(scaled.totalCalories - day.totalCalories * scale)).toBeLessThanOrEqual(
            tolerance,
          );
          expect(Math.abs(scaled.totalProtein - day.totalProtein * scale)).toBeLessThanOrEqual(
            tolerance,
          );
          expect(Math.abs(scaled.totalCarbs - day.totalCarbs * scale)).toBeLessThanOrEqual(
            tolerance,
          );
          expect(Math.abs(scaled.totalFat - day.totalFat * scale)).toBeLessThanOrEqual(tolerance);
          expect(dayTotals(scaled)).toEqual({
            totalCalories: scaled.totalCalories,
            totalProtein: scaled.totalProtein,
            totalCarbs: scaled.totalCarbs,
            totalFat: scaled.totalFat,
          });
          // the written menus sit near medium, so each level sits near its own preset
          expect(Math.abs(scaled.totalCalories / presets[level] - 1)).toBeLessThanOrEqual(0.05);
        }
      }
    }
  });

  it("hits the preset exactly for a day that totals the medium preset", () => {
    const plan = DIET_PLANS.balanced; // 1400 / 1800 / 2200
    const day = {
      day: "Monday" as const,
      meals: {
        breakfast: meal(450, 20, 60, 15),
        lunch: meal(540, 30, 60, 20),
        dinner: meal(630, 40, 60, 25),
        snacks: [meal(90, 3, 12, 3), meal(90, 3, 12, 3)],
      },
    };
    const full = { ...day, ...dayTotals(day) };
    expect(full.totalCalories).toBe(1800);
    expect(scaleDayToLevel(full, plan, "low").totalCalories).toBe(1400);
    expect(scaleDayToLevel(full, plan, "high").totalCalories).toBe(2200);
    expect(scaleDayToLevel(full, plan, "high").meals.breakfast.calories).toBe(550);
  });

  it("keeps names, descriptions and ingredients", () => {
    const plan = DIET_PLANS.keto;
    const scaled = scaleDayToLevel(plan.days[2], plan, "low");
    expect(scaled.day).toBe("Wednesday");
    expect(scaled.meals.lunch.name).toBe(plan.days[2].meals.lunch.name);
    expect(scaled.meals.lunch.ingredients).toEqual(plan.days[2].meals.lunch.ingredients);
  });
});

describe("mealCaloriesForServings", () => {
  const m = meal(420, 30, 40, 15);
  it("multiplies calories by the servings", () => {
    expect(mealCaloriesForServings(m, 1)).toBe(420);
    expect(mealCaloriesForServings(m, 3)).toBe(1260);
    expect(mealCaloriesForServings(m, 12)).toBe(5040);
  });
  it("never goes below one serving", () => {
    expect(mealCaloriesForServings(m, 0)).toBe(420);
    expect(mealCaloriesForServings(m, -2)).toBe(420);
    expect(mealCaloriesForServings(m, Number.NaN)).toBe(420);
  });
  it("counts whole servings only", () => {
    expect(mealCaloriesForServings(m, 2.7)).toBe(840);
  });
});

describe("prepTimeText", () => {
  it.each([
    ["Grilled Chicken Quinoa Salad", "10-15 minutes"],
    ["Tuna Salad Sandwich", "10-15 minutes"],
    ["Hummus Veggie Wrap", "10-15 minutes"],
    ["Egg Salad Lettuce Wraps", "10-15 minutes"],
    ["Green Keto Smoothie", "10-15 minutes"],
    ["Chicken Burrito Bowl", "15-20 minutes"],
    ["Lentil Vegetable Soup", "20-30 minutes"],
    ["Tofu and Vegetable Stir-Fry", "20-30 minutes"],
    ["Beef Stir Fry", "20-30 minutes"],
    ["Baked Cod with Brown Rice and Asparagus", "30-40 minutes"],
    ["Lettuce-Wrapped Beef Burger with Sweet Potato Wedges", "30-40 minutes"],
  ])("%s takes %s", (name, expected) => {
    expect(prepTimeText(name)).toBe(expected);
  });

  it("checks the rules in order and ignores case", () => {
    expect(prepTimeText("Salad Bowl")).toBe("10-15 minutes");
    expect(prepTimeText("Soup Bowl")).toBe("15-20 minutes");
    expect(prepTimeText("green SMOOTHIE")).toBe("10-15 minutes");
  });
});
