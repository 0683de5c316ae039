import { describe, expect, it } from "vitest";
import { coachTargets } from "../coach/profile";
import { ADA } from "../coach/test-fixtures.test-helper";
import { SEED_DATA } from "../food/test-data.test-helper";
import { analyseMeal, brokenRestrictions, healthBand, healthScore, sumNutrition } from "./analysis";
import { parseFoodText } from "../food/text";

function analyse(text: string, user = false) {
  return analyseMeal(parseFoodText(text, SEED_DATA), {
    source: "text",
    user: user
      ? {
          targets: coachTargets(ADA),
          restrictions: ADA.dietaryRestrictions,
          dislikes: ADA.dislikedIngredients,
        }
      : null,
  });
}

describe("analyseMeal", () => {
  it("computes totals from the food table for each food's grams", () => {
    const a = analyse("1 cup cooked rice, 150 g grilled chicken");
    expect(a.foodItems).toHaveLength(2);
    let kcal = 0;
    let protein = 0;
    for (const item of a.foodItems) {
      const food = SEED_DATA.foods.get(item.foodId)!;
      kcal += (food.kcal * item.grams) / 100;
      protein += (food.protein * item.grams) / 100;
      expect(item.nutrition.calories).toBe(Math.round((food.kcal * item.grams) / 100));
    }
    expect(a.totalNutrition.calories).toBe(Math.round(kcal));
    expect(a.totalNutrition.protein).toBeCloseTo(protein, 1);
    expect(a.source).toBe("text");
  });

  it("scores a vegetable-rich, high-fibre meal above a sugary snack, in the spec's bands", () => {
    const salad = analyse("1 cup cooked lentils, 2 cups spinach, 1 cup broccoli, 1 tbsp olive oil");
    const sweets = analyse("100 g sugar, 1 tbsp butter");
    expect(salad.healthScore).toBeGreaterThanOrEqual(80);
    expect(salad.healthBand).toBe("excellent");
    expect(salad.healthBandLabel).toBe("Excellent");
    expect(sweets.healthScore).toBeLessThan(60);
    expect(sweets.healthBandLabel).toBe("Needs more nutrient-dense foods");
  });

  it("gives the Ayurvedic tastes and doshas and the TCM nature and flavours", () => {
    const a = analyse("1 tsp ginger, 150 g cooked chicken, 1 cup cooked rice");
    expect(a.ayurvedicAnalysis.taste).toContain("sweet");
    expect(a.ayurvedicAnalysis.taste).toContain("pungent");
    expect(a.ayurvedicAnalysis.dosha.length).toBeGreaterThan(0);
    expect(a.tcmAnalysis.nature).toBe("Warming");
    const cool = analyse("2 cups cucumber, 1 cup watermelon, 100 g tofu");
    expect(cool.tcmAnalysis.nature).toBe("Cooling");
    expect(cool.tcmAnalysis.energeticEffect).toMatch(/cooling meal/);
  });

  it("recommends against the user's own targets, restrictions and dislikes", () => {
    const a = analyse("150 g grilled chicken, 1 cup mushrooms", true);
    const text = a.recommendations.join("\n");
    expect(text).toMatch(/Cooked chicken does not fit your vegetarian preference/);
    expect(text).toMatch(/contains mushroom, which you told us you dislike/);
    expect(text).toContain(
      `of your ${coachTargets(ADA).targetCalories.toLocaleString("en-US")} kcal daily target`,
    );
  });

  it("reports foods it could not find and asks for a description when nothing was found", () => {
    const a = analyse("1 zorbax");
    expect(a.foodItems).toEqual([]);
    expect(a.unrecognised[0].reason).toMatch(/not in the food table/);
    expect(a.healthScore).toBe(0);
    expect(a.recommendations[0]).toMatch(/Name the foods on your plate/);
  });
});

describe("helpers", () => {
  it("bands scores as the spec says", () => {
    expect([100, 80, 79, 60, 59, 0].map(healthBand)).toEqual([
      "excellent",
      "excellent",
      "good",
      "good",
      "needs-improvement",
      "needs-improvement",
    ]);
  });

  it("keeps the score within 0-100", () => {
    expect(
      healthScore({ calories: 0, protein: 0, carbs: 0, sugar: 0, fat: 0, fiber: 0, sodium: 0 }, []),
    ).toBe(0);
    expect(
      healthScore(
        { calories: 100, protein: 30, carbs: 5, sugar: 0, fat: 0, fiber: 10, sodium: 0 },
        [
          {
            grams: 100,
            foodGroup: "Vegetables and Vegetable Products",
            name: "x",
            foodName: "whole grain",
          },
        ],
      ),
    ).toBeLessThanOrEqual(100);
  });

  it("finds broken restrictions", () => {
    expect(brokenRestrictions(["fish", "animal"], ["vegetarian", "glutenFree"])).toEqual([
      "vegetarian",
    ]);
    expect(brokenRestrictions(["dairy", "animal"], ["vegan"])).toEqual(["vegan"]);
  });

  it("sums daily totals", () => {
    const one = { calories: 100, protein: 1.05, carbs: 2, sugar: 0, fat: 1, fiber: 0, sodium: 5 };
    expect(sumNutrition([one, one])).toMatchObject({ calories: 200, protein: 2.1, sodium: 10 });
  });
});
