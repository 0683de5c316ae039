import { describe, expect, it } from "vitest";
import {
  activityFactor,
  calculateBmr,
  calculateTdee,
  energyGoal,
  nutritionSummary,
} from "./energy";

describe("calculateBmr (Mifflin-St Jeor)", () => {
  // Source: the equation of Mifflin MD, St Jeor ST et al., "A new predictive equation for resting
  // energy expenditure in healthy individuals", Am J Clin Nutr 1990;51:241-7:
  //   men 10 W + 6.25 H - 5 A + 5, women 10 W + 6.25 H - 5 A - 161.
  it("matches the published worked example for a woman (28 y, 65 kg, 165 cm, moderately active)", () => {
    // Worked example "Active Female" of qaicalculator.com's calorie calculator:
    // 10*65 + 6.25*165 - 5*28 - 161 = 650 + 1031.25 - 140 - 161 = 1380.25; x 1.55 = 2139.39
    const bmr = calculateBmr({ weightKg: 65, heightCm: 165, age: 28, gender: "female" });
    expect(bmr).toBeCloseTo(1380.25, 2);
    expect(calculateTdee(bmr, "moderate")).toBeCloseTo(2139.39, 1);
  });

  it("matches the hand-worked example for a man (30 y, 80 kg, 180 cm, sedentary)", () => {
    // 10*80 + 6.25*180 - 5*30 + 5 = 800 + 1125 - 150 + 5 = 1780; x 1.2 = 2136
    const bmr = calculateBmr({ weightKg: 80, heightCm: 180, age: 30, gender: "male" });
    expect(bmr).toBe(1780);
    expect(calculateTdee(bmr, "sedentary")).toBeCloseTo(2136, 6);
  });

  it("uses the midpoint constant -78 for other and not specified", () => {
    const male = calculateBmr({ weightKg: 70, heightCm: 170, age: 40, gender: "male" });
    const female = calculateBmr({ weightKg: 70, heightCm: 170, age: 40, gender: "female" });
    for (const gender of ["other", "not specified", "", null, undefined]) {
      const bmr = calculateBmr({ weightKg: 70, heightCm: 170, age: 40, gender });
      expect(bmr).toBe((male + female) / 2);
      expect(bmr).toBe(male - 83);
    }
  });

  it("rejects impossible bodies", () => {
    expect(() => calculateBmr({ weightKg: 0, heightCm: 170, age: 40 })).toThrow(RangeError);
    expect(() => calculateBmr({ weightKg: 70, heightCm: Number.NaN, age: 40 })).toThrow(RangeError);
  });
});

describe("activityFactor", () => {
  it.each([
    ["sedentary", 1.2],
    ["light", 1.375],
    ["moderate", 1.55],
    ["active", 1.725],
    ["very", 1.9],
    ["very active", 1.9],
    ["Very Active", 1.9],
    ["very_active", 1.9],
  ])("%s -> %s", (level, factor) => {
    expect(activityFactor(level)).toBe(factor);
  });

  it("returns null for an unknown level, so TDEE stays unknown", () => {
    expect(activityFactor("couch potato")).toBeNull();
    expect(calculateTdee(1500, undefined)).toBeNull();
  });
});

describe("energyGoal", () => {
  it("reads the goal from the profile's older lists in any spelling", () => {
    expect(energyGoal(["weightLoss"])).toBe("weightLoss");
    expect(energyGoal(["Lose weight", "heartHealth"])).toBe("weightLoss");
    expect(energyGoal(["muscle_gain"])).toBe("muscleGain");
    expect(energyGoal(["weightLoss", "muscleGain"])).toBe("maintenance");
    expect(energyGoal([null, "energyBoost"])).toBe("maintenance");
  });
});

describe("nutritionSummary (spec 1 section 9)", () => {
  it("uses goalCalories first, then tdee, then 2000", () => {
    expect(nutritionSummary({ goalCalories: 1800, tdee: 2400 }).targetCalories).toBe(1800);
    expect(nutritionSummary({ goalCalories: null, tdee: 2400 }).targetCalories).toBe(2400);
    expect(nutritionSummary({}).targetCalories).toBe(2000);
  });

  it("splits 20/50/30 at 4/4/9 kcal per gram", () => {
    // 2000 kcal: protein 400 kcal = 100 g, carbs 1000 kcal = 250 g, fat 600 kcal = 66.7 -> 67 g
    expect(nutritionSummary({})).toEqual({
      targetCalories: 2000,
      protein: { percent: 20, kcal: 400, grams: 100 },
      carbs: { percent: 50, kcal: 1000, grams: 250 },
      fat: { percent: 30, kcal: 600, grams: 67 },
    });
  });
});
