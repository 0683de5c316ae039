import { describe, expect, it } from "vitest";
import { RECIPES } from "../../db/seed/catalogue.test-helper";
import { hasChanges, planRecipeRepair, slugify, type StoredRecipe } from "./recipe-repair";
import { SEED_DATA } from "./food/test-data.test-helper";

const built = RECIPES[0];
const stored: StoredRecipe = {
  id: built.id,
  slug: built.slug,
  title: built.title,
  servings: built.servings,
  source: "catalogue",
  calories: built.calories,
  protein: built.protein,
  carbs: built.carbs,
  fat: built.fat,
  fiber: built.fiber,
  sugar: built.sugar,
  sodium: built.sodium,
  micronutrients: JSON.stringify(built.micronutrients),
  foodTerms: built.foodTerms,
  dietaryTags: JSON.stringify(built.dietaryTags),
  ingredients: JSON.stringify(built.ingredients),
  instructions: JSON.stringify(built.instructions),
};
const source = {
  servings: built.servings,
  ingredients: built.ingredients.map((i) => i.text),
  instructions: built.instructions,
};

describe("planRecipeRepair", () => {
  it("changes nothing in a catalogue recipe as the seed wrote it", () => {
    const plan = planRecipeRepair(stored, SEED_DATA, source);
    expect(plan.changes).toEqual({});
    expect(hasChanges(plan)).toBe(false);
    expect(plan.needsInstructions).toBe(false);
  });

  it("fills in the micronutrients and food terms of a row written before they existed", () => {
    const plan = planRecipeRepair(
      { ...stored, micronutrients: "{}", foodTerms: "" },
      SEED_DATA,
      source,
    );
    expect(plan.changes).toEqual({
      micronutrients: built.micronutrients,
      foodTerms: built.foodTerms,
    });
    expect(built.foodTerms).toMatch(/^\|c:/);
  });

  it("recomputes nutrition and tags that drifted", () => {
    const plan = planRecipeRepair({ ...stored, calories: 1, dietaryTags: "[]" }, SEED_DATA, source);
    expect(plan.changes).toEqual({ calories: built.calories, dietaryTags: built.dietaryTags });
  });

  it("puts back the catalogue's ingredients and instructions when they are unreadable", () => {
    const plan = planRecipeRepair(
      { ...stored, ingredients: "not json", instructions: "[]" },
      SEED_DATA,
      source,
    );
    expect(plan.ingredientsRestored).toBe(true);
    expect(plan.instructionsRestored).toBe(true);
    expect(plan.changes.ingredients).toEqual(built.ingredients);
    expect(plan.changes.instructions).toEqual(built.instructions);
  });

  it("asks for instructions when a non-catalogue recipe has none", () => {
    const plan = planRecipeRepair(
      { ...stored, source: "generated", instructions: "" },
      SEED_DATA,
      null,
    );
    expect(plan.needsInstructions).toBe(true);
    expect(plan.changes.instructions).toBeUndefined();
  });

  it("recomputes from plain ingredient lines and reports the ones that do not resolve", () => {
    const plan = planRecipeRepair(
      {
        ...stored,
        source: "generated",
        servings: 2,
        ingredients: JSON.stringify([
          "2 large eggs",
          "1 cup cooked white rice",
          "3 zorblax fruits",
        ]),
      },
      SEED_DATA,
      null,
    );
    expect(plan.unresolved).toEqual(["3 zorblax fruits"]);
    expect(plan.changes.ingredients?.map((i) => i.grams === null)).toEqual([false, false, true]);
    expect(plan.changes.calories).toBeGreaterThan(100);
    // an unresolved line withholds the "free of" tags
    expect(plan.changes.dietaryTags).not.toContain("vegan");
  });

  it("leaves nutrition alone when no line resolves, and says why", () => {
    const plan = planRecipeRepair(
      { ...stored, source: "generated", ingredients: '["3 zorblax fruits"]' },
      SEED_DATA,
      null,
    );
    expect(plan.problem).toBe("no ingredient line resolves to a food");
    expect(plan.changes.calories).toBeUndefined();
  });

  it("fixes an impossible serving count from the catalogue", () => {
    const plan = planRecipeRepair({ ...stored, servings: 0 }, SEED_DATA, source);
    expect(plan.changes.servings).toBe(built.servings);
  });
});

describe("slugify", () => {
  it("makes kebab-case slugs without accents", () => {
    expect(slugify("Crème Brûlée & Berries!")).toBe("creme-brulee-berries");
    expect(slugify("!!!")).toBe("recipe");
    expect(slugify("a".repeat(80)).length).toBeLessThanOrEqual(60);
  });
});
