import { describe, expect, it } from "vitest";
import {
  CAMERA_NOTICES,
  matchIngredientReference,
  AR_ANALYSIS_DELAY_MS,
  AR_CAMERA_CONSTRAINTS,
  AR_TIPS,
  HOW_AR_MEASUREMENT_WORKS,
  INGREDIENT_REFERENCES,
  MEASUREMENT_CONVERSIONS,
  nutritionForGrams,
  pickIngredientReference,
} from "./ar-measurement";

const ref = (id: string) => INGREDIENT_REFERENCES.find((r) => r.id === id)!;

describe("AR measurement content", () => {
  it("has the How it Works steps and tips", () => {
    expect(HOW_AR_MEASUREMENT_WORKS.length).toBeGreaterThanOrEqual(3);
    expect(AR_TIPS.length).toBeGreaterThanOrEqual(4);
  });

  it("groups conversions into volume, weight and visual references", () => {
    expect(MEASUREMENT_CONVERSIONS.map((g) => g.id)).toEqual(["volume", "weight", "visual"]);
    for (const group of MEASUREMENT_CONVERSIONS)
      expect(group.conversions.length).toBeGreaterThanOrEqual(4);
  });

  it("keeps the camera and delay constants of the spec", () => {
    expect(AR_ANALYSIS_DELAY_MS).toBe(1500);
    expect(AR_CAMERA_CONSTRAINTS.video).toEqual({
      facingMode: "environment",
      width: { ideal: 1280 },
      height: { ideal: 720 },
    });
  });
});

describe("ingredient references", () => {
  it("has exactly flour, sugar, rice, oil and butter with every field filled", () => {
    expect(INGREDIENT_REFERENCES.map((r) => r.id)).toEqual([
      "flour",
      "sugar",
      "rice",
      "oil",
      "butter",
    ]);
    for (const r of INGREDIENT_REFERENCES) {
      expect(r.name.length).toBeGreaterThan(0);
      expect(r.standardMeasurement).toMatch(/\d+(\.\d+)? g/);
      expect(r.visualReference.length).toBeGreaterThan(10);
      expect(r.gramsPerStandardMeasurement).toBeGreaterThan(0);
    }
  });

  it("uses USDA SR28 values per 100 g", () => {
    expect(ref("flour").nutritionalInfo).toEqual({
      calories: 364,
      protein: 10.3,
      carbs: 76.3,
      fat: 1,
    });
    expect(ref("sugar").nutritionalInfo).toEqual({ calories: 387, protein: 0, carbs: 100, fat: 0 });
    expect(ref("rice").nutritionalInfo).toEqual({
      calories: 365,
      protein: 7.1,
      carbs: 80,
      fat: 0.7,
    });
    expect(ref("oil").nutritionalInfo).toEqual({ calories: 884, protein: 0, carbs: 0, fat: 100 });
    expect(ref("butter").nutritionalInfo).toEqual({
      calories: 717,
      protein: 0.9,
      carbs: 0.1,
      fat: 81.1,
    });
  });

  it("has macros that never exceed 100 g and calories close to 4/4/9 kcal per gram", () => {
    for (const r of INGREDIENT_REFERENCES) {
      const n = r.nutritionalInfo;
      expect(n.protein + n.carbs + n.fat).toBeLessThanOrEqual(100);
      const fromMacros = n.protein * 4 + n.carbs * 4 + n.fat * 9;
      expect(Math.abs(fromMacros / n.calories - 1), r.id).toBeLessThan(0.05);
    }
  });
});

describe("nutritionForGrams", () => {
  it("scales the per-100 g values", () => {
    expect(nutritionForGrams(ref("flour"), 125)).toEqual({
      calories: 455,
      protein: 12.9,
      carbs: 95.4,
      fat: 1.3,
    });
    expect(nutritionForGrams(ref("oil"), 13.5)).toEqual({
      calories: 119,
      protein: 0,
      carbs: 0,
      fat: 13.5,
    });
  });

  it("gives zero for zero or negative grams", () => {
    expect(nutritionForGrams(ref("butter"), 0)).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
    expect(nutritionForGrams(ref("butter"), -5)).toEqual({
      calories: 0,
      protein: 0,
      carbs: 0,
      fat: 0,
    });
  });
});

describe("pickIngredientReference", () => {
  it("maps the random number onto the five references evenly", () => {
    expect(pickIngredientReference(() => 0).id).toBe("flour");
    expect(pickIngredientReference(() => 0.2).id).toBe("sugar");
    expect(pickIngredientReference(() => 0.5).id).toBe("rice");
    expect(pickIngredientReference(() => 0.7).id).toBe("oil");
    expect(pickIngredientReference(() => 0.999).id).toBe("butter");
  });

  it("stays in range for out-of-range random values", () => {
    expect(pickIngredientReference(() => 1).id).toBe("butter");
    expect(pickIngredientReference(() => -0.1).id).toBe("flour");
  });
});

describe("matchIngredientReference", () => {
  it("maps an analysed food name to one of the five references", () => {
    expect(matchIngredientReference("All-purpose wheat flour")?.id).toBe("flour");
    expect(matchIngredientReference("Granulated white sugar")?.id).toBe("sugar");
    expect(matchIngredientReference("Uncooked long-grain rice")?.id).toBe("rice");
    expect(matchIngredientReference("Extra virgin olive oil")?.id).toBe("oil");
    expect(matchIngredientReference("Salted butter")?.id).toBe("butter");
  });

  it("answers undefined for other foods, nut butters and ambiguous names", () => {
    expect(matchIngredientReference("Banana")).toBeUndefined();
    expect(matchIngredientReference("Peanut butter")).toBeUndefined();
    expect(matchIngredientReference("Rice flour")).toBeUndefined();
  });
});

describe("camera notices", () => {
  it("use the spec's texts", () => {
    expect(CAMERA_NOTICES.notSupported).toEqual({
      title: "Camera not supported",
      description: "Your browser doesn't support camera access, which is required for AR features.",
    });
    expect(CAMERA_NOTICES.denied).toEqual({
      title: "Camera access denied",
      description: "Please allow camera access to use the AR measurement feature.",
    });
    expect(CAMERA_NOTICES.detected.title).toBe("Ingredient Detected");
  });
});
