import { describe, expect, it } from "vitest";
import { ayurvedicAnalysis, natureOf, tastesOf, tcmAnalysis } from "./traditions";

const food = (name: string, foodGroup: string, grams = 100, sodiumPer100g = 0) => ({
  name,
  foodName: name,
  foodGroup,
  grams,
  sodiumPer100g,
});

describe("Ayurvedic tastes and doshas", () => {
  it("reads classical tastes from names and groups", () => {
    expect(tastesOf(food("Cooked rice", "Cereal Grains and Pasta"))).toEqual(["sweet"]);
    expect(tastesOf(food("Cooked lentils", "Legumes and Legume Products"))).toContain("astringent");
    expect(tastesOf(food("Ginger", "Spices and Herbs"))).toContain("pungent");
    expect(tastesOf(food("Kale", "Vegetables and Vegetable Products"))).toContain("bitter");
    expect(tastesOf(food("Soy sauce", "Soups, Sauces, and Gravies", 15, 5500))).toContain("salty");
  });

  it("a sweet, heavy meal calms Vata and Pitta and may increase Kapha", () => {
    const a = ayurvedicAnalysis([
      food("Cooked rice", "Cereal Grains and Pasta", 200),
      food("Milk", "Dairy and Egg Products", 200),
    ]);
    expect(a.dosha).toEqual(["Vata", "Pitta"]);
    expect(a.effects).toMatch(/May increase Kapha/);
  });

  it("a pungent, bitter, astringent meal calms Kapha", () => {
    const a = ayurvedicAnalysis([
      food("Kale", "Vegetables and Vegetable Products"),
      food("Cooked lentils", "Legumes and Legume Products"),
      food("Ginger", "Spices and Herbs", 10),
    ]);
    expect(a.dosha).toContain("Kapha");
    expect(a.dosha).not.toContain("Vata");
  });
});

describe("TCM nature and flavours", () => {
  it("classifies warming, cooling and neutral foods", () => {
    expect(natureOf({ name: "Ginger", foodName: "Ginger root, raw" })).toBe(1);
    expect(natureOf({ name: "Cucumber", foodName: "Cucumber, raw" })).toBe(-1);
    expect(natureOf({ name: "Cooked rice", foodName: "Rice, white, cooked" })).toBe(0);
  });

  it("weighs foods by grams", () => {
    expect(
      tcmAnalysis([
        food("Lamb", "Lamb, Veal, and Game Products", 200),
        food("Cucumber", "Vegetables and Vegetable Products", 50),
      ]).nature,
    ).toBe("Warming");
    expect(
      tcmAnalysis([
        food("Lamb", "Lamb, Veal, and Game Products", 50),
        food("Cucumber", "Vegetables and Vegetable Products", 200),
      ]).nature,
    ).toBe("Cooling");
    expect(tcmAnalysis([]).nature).toBe("Neutral");
  });
});
