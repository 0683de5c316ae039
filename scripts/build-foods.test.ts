import { describe, expect, it } from "vitest";
import {
  deriveFoods,
  deriveTraits,
  foodGroupOf,
  LIGHT_COCONUT_MILK_ID,
  parseHouseholdWeight,
  readableName,
  toFoodRecord,
} from "./build-foods";

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

  // fixes reported by the recipe writers: each of these was wrong before
  it("does not read tamarind as tamari (soy)", () => {
    expect(deriveTraits("Fruits and Fruit Juices", "TAMARINDS, RAW")).toEqual([]);
    expect(deriveTraits("Legumes and Legume Products", "SOY SAU MADE FROM SOY (TAMARI)")).toEqual([
      "soy",
    ]);
  });

  it("does not read spaghetti squash as spaghetti (gluten)", () => {
    expect(
      deriveTraits("Vegetables and Vegetable Products", "SQUASH, WNTR, SPAGHETTI, RAW"),
    ).toEqual([]);
    expect(
      deriveTraits(
        "Vegetables and Vegetable Products",
        "SQUASH, WNTR, SPAGHETTI, CKD, BLD, DRND, OR BKD, WITHOUT SALT",
      ),
    ).toEqual([]);
    expect(deriveTraits("Cereal Grains and Pasta", "SPAGHETTI, SPINACH, DRY")).toContain("gluten");
  });

  it("gives leavening agents (yeast, baking powder, baking soda) no gluten and no grain", () => {
    for (const name of [
      "LEAVENING AGENTS, YEAST, BAKER'S, ACTIVE DRY",
      "LEAVENING AGENTS, YEAST, BAKER'S, COMPRESSED",
      "LEAVENING AGENTS, BAKING PDR, DOUBLE-ACTING, NA AL SULFATE",
      "LEAVENING AGENTS, BAKING PDR, DOUBLE-ACTING, STRAIGHT PO4",
      "LEAVENING AGENTS, BAKING SODA",
      "LEAVENING AGENTS, CRM OF TARTAR",
    ])
      expect(deriveTraits("Baked Products", name), name).toEqual([]);
    // the rest of the group still carries gluten
    expect(deriveTraits("Baked Products", "BREAD, WHITE, COMMLY PREP")).toContain("gluten");
  });

  it("derives light coconut milk from canned coconut milk diluted with water", () => {
    const row: (string | number)[] = Array(52).fill(0);
    Object.assign(row, { 0: "12118", 1: "COCONUT MILK, CND", 3: 197, 4: 2.02, 5: 21.33 });
    Object.assign(row, { 7: 2.81, 15: 13, 48: 226, 49: "1 cup", 50: 15, 51: "1 tbsp" });
    const full = toFoodRecord(row);
    const broth = (id: number, sodium: number) => {
      const b: (string | number)[] = Array(52).fill(0);
      Object.assign(b, {
        0: String(id),
        1: "SOUP, BROTH, RTS",
        3: 6,
        15: sodium,
        48: 240,
        49: "1 cup",
      });
      return toFoodRecord(b);
    };
    const bases = new Map([
      [12118, full],
      [6700, broth(6700, 296)],
      [6194, broth(6194, 371)],
      [6008, broth(6008, 372)],
    ]);
    const [light, ...lowSodium] = deriveFoods(bases);
    // low-sodium broths: the broth at the FDA's 140 mg a 240 g cup
    expect(lowSodium.map((f) => f.sodium)).toEqual([58, 58, 58]);
    expect(lowSodium.map((f) => f.kcal)).toEqual([6, 6, 6]);
    expect(light.id).toBe(LIGHT_COCONUT_MILK_ID);
    expect(light.kcal).toBeCloseTo(197 / 3, 0);
    expect(light.fat).toBeCloseTo(21.33 / 3, 1);
    expect(light.traits).toEqual([]);
    expect(light.householdWeights.find((w) => w.unit === "cup")?.grams).toBeGreaterThan(226);
  });
});
