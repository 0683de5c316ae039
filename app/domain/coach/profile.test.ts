import { describe, expect, it } from "vitest";
import { calculateEnergyNeeds } from "../energy";
import {
  coachTargets,
  describeProfileForPrompt,
  profileFromVisitor,
  userContextOf,
} from "./profile";
import { ADA, ADA_STORED } from "./test-fixtures.test-helper";

describe("coachTargets", () => {
  it("uses the stored figures: goal calories, the 20/50/30 split, fibre and the water goal", () => {
    const t = coachTargets(ADA);
    expect(t).toMatchObject({
      bmr: 1320,
      tdee: 2046,
      goalCalories: 1546,
      targetCalories: 1546,
      targetSource: "goal",
    });
    expect(t.summary.protein.grams).toBe(Math.round((1546 * 0.2) / 4));
    expect(t.proteinRdaGrams).toBe(48);
    expect(t.fiberGrams).toBe(Math.round(1.546 * 14));
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
    const expected = calculateEnergyNeeds({
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
    expect(text).toContain("BMR 1,320 kcal, TDEE 2,046 kcal, goal 1,546 kcal");
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
      bmr: 1320,
      tdee: 2046,
    });
  });
});
