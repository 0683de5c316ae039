import { describe, expect, it } from "vitest";
import { chooseRelatedRecipes, type RelatedCandidate } from "./related-recipes";

const r = (
  id: number,
  cuisine: string,
  extra: Partial<RelatedCandidate> = {},
): RelatedCandidate => ({
  id,
  cuisine,
  calories: 400,
  mealTypes: ["dinner"],
  dietaryTags: [],
  ...extra,
});

const base = r(1, "Italian", { mealTypes: ["dinner"], dietaryTags: ["vegetarian"], calories: 400 });

describe("chooseRelatedRecipes ('You Might Also Like')", () => {
  it("gives up to 3, same cuisine first, then others", () => {
    const chosen = chooseRelatedRecipes(base, [
      r(2, "Thai"),
      r(3, "Italian"),
      r(4, "Mexican"),
      r(5, "Thai"),
      r(6, "Italian"),
    ]);
    expect(chosen.map((c) => c.id)).toEqual([3, 6, 2]);
  });

  it("never suggests the recipe itself, nor the same recipe twice", () => {
    const chosen = chooseRelatedRecipes(base, [base, r(2, "Italian"), r(2, "Italian")]);
    expect(chosen.map((c) => c.id)).toEqual([2]);
  });

  it("matches the cuisine ignoring case", () => {
    expect(chooseRelatedRecipes(base, [r(2, "Thai"), r(3, "italian")]).map((c) => c.id)).toEqual([
      3, 2,
    ]);
  });

  it("prefers shared meal types, then shared tags, then the closest calories, then the lower id", () => {
    const chosen = chooseRelatedRecipes(base, [
      r(2, "Italian", { mealTypes: ["breakfast"], dietaryTags: ["vegetarian"] }),
      r(3, "Italian", { calories: 900 }),
      r(4, "Italian", { calories: 420 }),
      r(5, "Italian", { dietaryTags: ["vegetarian"], calories: 1000 }),
    ]);
    expect(chosen.map((c) => c.id)).toEqual([5, 4, 3]);
    const tie = chooseRelatedRecipes(base, [r(9, "Italian"), r(7, "Italian"), r(8, "Italian")]);
    expect(tie.map((c) => c.id)).toEqual([7, 8, 9]);
  });

  it("fills with other cuisines when the same cuisine has fewer than 3", () => {
    const chosen = chooseRelatedRecipes(base, [
      r(2, "Thai", { calories: 800 }),
      r(3, "Thai", { calories: 410 }),
      r(4, "Italian", { mealTypes: ["snack"] }),
    ]);
    expect(chosen.map((c) => c.id)).toEqual([4, 3, 2]);
  });

  it("answers an empty list when there is nothing else", () => {
    expect(chooseRelatedRecipes(base, [])).toEqual([]);
    expect(chooseRelatedRecipes(base, [r(2, "Thai")], 0)).toEqual([]);
  });
});
