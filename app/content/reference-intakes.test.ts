import { describe, expect, it } from "vitest";
import { sumLoggedNutrients } from "~/domain/food/nutrients";
import { MACRONUTRIENTS, MINERALS, VITAMINS } from "./nutrition-guide";
import { intakeRows, REFERENCE_INTAKES, referenceAmount, sexOf } from "./reference-intakes";

const guide = [...MACRONUTRIENTS, ...VITAMINS, ...MINERALS];
const figure = (n: number) => n.toLocaleString("en-US");

describe("reference intakes", () => {
  it("state the same numbers as the nutrition guide's text", () => {
    for (const intake of REFERENCE_INTAKES.filter((i) => i.guideId)) {
      const entry = guide.find((g) => g.id === intake.guideId);
      expect(entry, intake.key).toBeDefined();
      for (const n of [intake.men, intake.women]) expect(entry!.rda).toContain(figure(n!));
    }
  });

  it("take the person's column, the higher one when the sex is unknown", () => {
    const iron = REFERENCE_INTAKES.find((i) => i.key === "iron")!;
    expect(referenceAmount(iron, sexOf("Male"))).toBe(8);
    expect(referenceAmount(iron, sexOf("female"))).toBe(18);
    expect(referenceAmount(iron, sexOf("prefer not to say"))).toBe(18);
  });

  it("limit saturated fat to a tenth of the day's energy and give sugar no reference", () => {
    const rows = intakeRows({ saturatedFat: 11, sugar: 40 }, null, 2500);
    expect(rows.find((r) => r.key === "saturatedFat")).toMatchObject({
      kind: "limit",
      reference: 28,
      percent: 39,
    });
    expect(rows.find((r) => r.key === "sugar")).toMatchObject({ reference: null, percent: null });
  });

  it("sum a day's entries and count the ones that carry micronutrients", () => {
    const day = sumLoggedNutrients([
      { fiber: 4, sugar: 2, sodium: 300, micronutrients: { iron: 1.5, vitaminC: 10 } },
      { fiber: null, sugar: null, sodium: null, micronutrients: null },
      { fiber: 2, sugar: 1, sodium: 100, micronutrients: { iron: 0.5 } },
    ]);
    expect(day.entries).toBe(3);
    expect(day.withMicronutrients).toBe(2);
    expect(day.amounts).toMatchObject({ fiber: 6, sodium: 400, iron: 2, vitaminC: 10, calcium: 0 });
  });
});
