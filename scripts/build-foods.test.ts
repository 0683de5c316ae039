import { describe, expect, it } from "vitest";
import { deriveTraits, foodGroupOf, parseHouseholdWeight, readableName } from "./build-foods";

describe("build-foods", () => {
  it("spells out SR28 abbreviations", () => {
    expect(readableName("RICE, BROWN, LONG-GRAIN, CKD")).toBe("Rice, brown, long-grain, cooked");
    expect(readableName("PEPPERS, SWT, RED, RAW")).toBe("Peppers, sweet, red, raw");
    expect(readableName("CHEESE, CHEDDAR, RED FAT")).toBe("Cheese, cheddar, reduced fat");
  });

  it("takes the food group from the NDB number, or the name for later additions", () => {
    expect(foodGroupOf("20037", "RICE, BROWN")).toBe("Cereal Grains and Pasta");
    expect(foodGroupOf("23572", "BEEF, GROUND")).toBe("Beef Products");
    expect(foodGroupOf("42178", "MAYONNAISE, MADE WITH TOFU")).toBe("Fats and Oils");
  });

  it("reads household weights", () => {
    expect(parseHouseholdWeight(".5 cup, chopped", 75)).toEqual({
      amount: 0.5,
      unit: "cup, chopped",
      grams: 75,
    });
    expect(parseHouseholdWeight("", 0)).toBeNull();
  });

  it("derives dietary traits from group and name", () => {
    expect(
      deriveTraits("Legumes and Legume Products", "SOY SAU MADE FROM SOY AND WHEAT (SHOYU)"),
    ).toEqual(["gluten", "soy"]);
    expect(deriveTraits("Legumes and Legume Products", "SOY SAU MADE FROM SOY (TAMARI)")).toEqual([
      "soy",
    ]);
    expect(deriveTraits("Sweets", "HONEY")).toEqual(["animal", "honey", "sugar"]);
    expect(deriveTraits("Fruits and Fruit Juices", "MELONS, HONEYDEW, RAW")).toEqual([]);
    expect(deriveTraits("Vegetables and Vegetable Products", "EGGPLANT, RAW")).toEqual([]);
    expect(deriveTraits("Dairy and Egg Products", "EGG, WHL, RAW, FRSH")).toEqual([
      "animal",
      "egg",
    ]);
    expect(deriveTraits("Nut and Seed Products", "COCONUT MILK, CND")).toEqual([]);
    expect(deriveTraits("Nut and Seed Products", "WALNUTS, ENGLISH")).toEqual(["nut"]);
    expect(deriveTraits("Legumes and Legume Products", "PEANUT BUTTER, SMOOTH STYLE")).toEqual([
      "peanut",
    ]);
    expect(deriveTraits("Soups, Sauces, and Gravies", "SAUCE, FISH, READY-TO-SERVE")).toEqual([
      "animal",
      "fish",
    ]);
    expect(deriveTraits("Cereal Grains and Pasta", "RICE NOODLES, DRY")).toEqual(["grain"]);
    expect(deriveTraits("Cereal Grains and Pasta", "BUCKWHEAT GROATS, RSTD, DRY")).toEqual([
      "grain",
    ]);
  });
});
