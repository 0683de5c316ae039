import { describe, expect, it } from "vitest";
import { FOOD_ALIASES } from "../../../db/seed/food-aliases";
import { indexAliases, resolveIngredientLine, createNutritionData } from "./lines";
import { SEED_FOODS } from "./test-data.test-helper";
import { candidateFoodIds } from "./candidates";

describe("candidateFoodIds", () => {
  it("covers every food the resolver picks, so a partial food table resolves the same way", () => {
    const text =
      "1 cup rice, cooked\n150 g chicken breast\n2 eggs\n1 can chickpeas, drained\n1 tbsp olive oil";
    const aliases = indexAliases(FOOD_ALIASES);
    const ids = new Set(candidateFoodIds(text, aliases));
    const full = createNutritionData(SEED_FOODS, FOOD_ALIASES);
    const partial = createNutritionData(
      SEED_FOODS.filter((f) => ids.has(f.id)),
      FOOD_ALIASES,
    );
    for (const line of text.split("\n")) {
      const a = resolveIngredientLine(line, full);
      const b = resolveIngredientLine(line, partial);
      expect(a.ok).toBe(true);
      expect(b).toEqual(a);
    }
    expect(ids.size).toBeLessThan(40);
  });
});
