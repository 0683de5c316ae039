import { describe, expect, it } from "vitest";
import { dailyTargets } from "../targets";
import {
  coachTargets,
  describeProfileForPrompt,
  profileFromVisitor,
  userContextOf,
} from "./profile";
import { ADA, ADA_STORED } from "./test-fixtures.test-helper";

describe("coachTargets", () => {
  it("states the one target function's numbers: the goal's calories, the preset's macros, fibre, water", () => {
    const t = coachTargets(ADA);
    // 36 y, 60 kg, 165 cm, moderate: BMR 1290.25, TDEE 1999.9; weight loss at 0.5 kg a week: 1449.9
    expect(t).toMatchObject({
      bmr: 1290,
      tdee: 2000,
      goalCalories: 1450,
      targetCalories: 1450,
      targetSource: "goal",
      headline: "1,450 kcal a day to lose 0.5 kg a week",
    });
    expect(t.targetCalories).toBe(dailyTargets(ADA_STORED).calories);
    // balanced preset, loss: 1.4 g per kg of 60 kg
    expect(t.summary.protein.grams).toBe(84);
    expect(t.splitText).toBe(
      `${t.summary.protein.percent}/${t.summary.carbs.percent}/${t.summary.fat.percent} %`,
    );
    expect(t.weightLossCalories).toBe(1450);
    expect(t.proteinRdaGrams).toBe(48);
    expect(t.fiberGrams).toBe(Math.round(1.45 * 14));
    expect(t).toMatchObject({ waterLitres: 2.2, waterSource: "goal" });
  });

  it("computes a visitor's figures from their body data the way profiles do", () => {
    const visitor = profileFromVisitor({
      gender: "female",
      age: 28,
      height: 165,
      weight: 65,
      activityLevel: "moderate",
      dietaryRestrictions: [],
      healthGoals: [],
      preferredCuisines: [],
    });
    const expected = dailyTargets({
      gender: "female",
      age: 28,
      height: 165,
      weight: 65,
      activityLevel: "moderate",
    });
    expect(coachTargets(visitor)).toMatchObject({
      bmr: expected.bmr,
      tdee: expected.tdee,
      waterLitres: 2.3,
      waterSource: "weight",
    });
  });

  it("falls back to a 2,000 kcal reference day without a profile", () => {
    expect(coachTargets(null)).toMatchObject({
      targetCalories: 2000,
      targetSource: "default",
      bmr: null,
      waterLitres: 2,
    });
  });
});

describe("the profile in a prompt", () => {
  it("carries the numbers, restrictions, dislikes and goals", () => {
    const text = describeProfileForPrompt(ADA, coachTargets(ADA));
    expect(text).toContain("Name: Ada.");
    expect(text).toContain("BMR 1,290 kcal, TDEE 2,000 kcal, goal 1,450 kcal");
    expect(text).toContain("Dietary restrictions (always respect): vegetarian.");
    expect(text).toContain("Dislikes (never suggest): mushroom.");
    expect(text).toContain("Goals: weight loss.");
  });

  it("is the spec's userContext shape for the page", () => {
    expect(userContextOf(ADA)).toEqual({
      gender: "female",
      age: 36,
      height: 165,
      weight: 60,
      activityLevel: "moderate",
      dietaryRestrictions: ["vegetarian"],
      healthGoals: ["weight loss"],
      preferredCuisines: ADA_STORED.cuisinePreferences,
      bmr: 1290,
      tdee: 2000,
    });
  });
});
