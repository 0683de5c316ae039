import { describe, expect, it } from "vitest";
import {
  MACRONUTRIENTS,
  MINERALS,
  NUTRITION_GUIDE,
  NUTRITION_GUIDE_TABS,
  NUTRITION_PRINCIPLES,
  VITAMINS,
  filterNutrients,
  truncateDescription,
} from "./nutrition-guide";

const all = [...MACRONUTRIENTS, ...VITAMINS, ...MINERALS];
const byId = (id: string) => all.find((e) => e.id === id)!;

describe("nutrition guide entries", () => {
  it("has the three tabs in order", () => {
    expect(NUTRITION_GUIDE_TABS.map((t) => t.label)).toEqual([
      "Macronutrients",
      "Vitamins",
      "Minerals",
    ]);
    expect(Object.keys(NUTRITION_GUIDE)).toEqual(["macronutrients", "vitamins", "minerals"]);
  });

  it("fills every field, with unique ids", () => {
    expect(new Set(all.map((e) => e.id)).size).toBe(all.length);
    for (const e of all) {
      expect(e.name.length).toBeGreaterThan(0);
      expect(e.description.length).toBeGreaterThan(40);
      expect(e.benefits.length).toBeGreaterThanOrEqual(3);
      expect(e.sources.length).toBeGreaterThanOrEqual(3);
      expect(e.rda.length).toBeGreaterThan(0);
    }
    for (const e of [...VITAMINS, ...MINERALS]) expect(e.deficiency.length).toBeGreaterThan(10);
    for (const e of MACRONUTRIENTS) expect("deficiency" in e).toBe(false);
  });

  it("has descriptions longer than the 100-character preview", () => {
    expect(all.filter((e) => e.description.length > 100).length).toBeGreaterThanOrEqual(3);
  });

  it("states the spec's recommended intakes exactly", () => {
    expect(byId("protein").rda).toBe("0.8 g per kg of body weight per day");
    expect(byId("carbohydrates").rda).toBe("45-65% of daily calories");
    expect(byId("fats").rda).toBe("20-35% of daily calories");
    expect(byId("vitamin-a").rda).toBe("900 mcg for men, 700 mcg for women");
    expect(byId("vitamin-c").rda).toBe("90 mg for men, 75 mg for women");
    expect(byId("vitamin-d").rda).toMatch(/^600-800 IU/);
    expect(byId("calcium").rda).toBe("1,000-1,200 mg");
    expect(byId("iron").rda).toBe("8 mg for men, 18 mg for premenopausal women");
  });

  it("has the Balanced Eating and Portion Control principles", () => {
    expect(NUTRITION_PRINCIPLES.map((p) => p.title)).toEqual([
      "Balanced Eating",
      "Portion Control",
    ]);
    for (const p of NUTRITION_PRINCIPLES) expect(p.points.length).toBeGreaterThanOrEqual(3);
  });
});

describe("truncateDescription", () => {
  it("leaves text of 100 characters or fewer unchanged", () => {
    expect(truncateDescription("Short.")).toBe("Short.");
    const exactly100 = "a".repeat(100);
    expect(truncateDescription(exactly100)).toBe(exactly100);
  });

  it("cuts longer text to its first 100 characters and adds an ellipsis", () => {
    const text = "b".repeat(150);
    expect(truncateDescription(text)).toBe(`${"b".repeat(100)}...`);
    expect(truncateDescription(text, 100)).toHaveLength(103);
  });

  it("drops spaces left at the cut", () => {
    const text = `${"c".repeat(99)} and more words after the cut`;
    expect(truncateDescription(text, 100)).toBe(`${"c".repeat(99)}...`);
  });

  it("accepts another length", () => {
    expect(truncateDescription("abcdefghij", 4)).toBe("abcd...");
  });

  it("previews a real long description", () => {
    const preview = truncateDescription(byId("protein").description, 100);
    expect(preview.endsWith("...")).toBe(true);
    expect(byId("protein").description.startsWith(preview.slice(0, -3))).toBe(true);
  });
});

describe("filterNutrients", () => {
  it("keeps everything for an empty or blank query", () => {
    expect(filterNutrients(all, "")).toEqual(all);
    expect(filterNutrients(all, "   ")).toEqual(all);
  });

  it("matches the name, ignoring case", () => {
    expect(filterNutrients(VITAMINS, "VITAMIN c").map((e) => e.id)).toEqual(["vitamin-c"]);
  });

  it("matches the description", () => {
    expect(filterNutrients(MINERALS, "haemoglobin").map((e) => e.id)).toEqual(["iron"]);
  });

  it("matches a benefit", () => {
    expect(filterNutrients(VITAMINS, "night").map((e) => e.id)).toEqual(["vitamin-a"]);
  });

  it("matches a source", () => {
    expect(filterNutrients(MINERALS, "pumpkin seeds").map((e) => e.id)).toEqual([
      "magnesium",
      "zinc",
    ]);
  });

  it("returns nothing when no field matches", () => {
    expect(filterNutrients(all, "unobtainium")).toEqual([]);
  });

  it("does not match the rda text", () => {
    expect(filterNutrients(MACRONUTRIENTS, "per kg")).toEqual([]);
  });
});
