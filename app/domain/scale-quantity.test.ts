import { describe, expect, it } from "vitest";
import { formatAmount, scaleIngredientLine } from "./scale-quantity";

describe("scaleIngredientLine", () => {
  it("multiplies the leading amount and the metric amount in brackets", () => {
    expect(scaleIngredientLine("1/2 cup rolled oats (40 g)", 2)).toBe("1 cup rolled oats (80 g)");
    expect(scaleIngredientLine("1 1/4 cups cooked pasta (160 g)", 2)).toBe(
      "2 1/2 cups cooked pasta (320 g)",
    );
    expect(scaleIngredientLine("1 cup milk (240 ml)", 3)).toBe("3 cups milk (720 ml)");
    expect(scaleIngredientLine("2 eggs", 3)).toBe("6 eggs");
    expect(scaleIngredientLine("½ avocado (70 g)", 2)).toBe("1 avocado (140 g)");
    expect(scaleIngredientLine("1 tbsp almond butter (16 g)", 2)).toBe(
      "2 tbsp almond butter (32 g)",
    );
  });

  it("keeps a line without an amount, and one serving as written", () => {
    expect(scaleIngredientLine("a few fresh basil leaves", 2)).toBe("a few fresh basil leaves");
    expect(scaleIngredientLine("1/2 cup rolled oats (40 g)", 1)).toBe("1/2 cup rolled oats (40 g)");
  });
});

describe("formatAmount", () => {
  it("writes whole numbers, common fractions, else one decimal", () => {
    expect(formatAmount(2)).toBe("2");
    expect(formatAmount(0.5)).toBe("1/2");
    expect(formatAmount(1.75)).toBe("1 3/4");
    expect(formatAmount(2 / 3)).toBe("2/3");
    expect(formatAmount(1.2)).toBe("1.2");
  });
});
