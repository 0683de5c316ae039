import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  searchBody,
} from "./recipe-search-url";

describe("search filters in the URL", () => {
  it("round-trips every filter", () => {
    const filters = {
      searchTerm: "chicken",
      cuisine: "Thai",
      dietaryRestrictions: ["glutenFree", "dairyFree"],
      healthGoals: ["muscleGain"],
      mealType: "dinner",
      cookingTime: "quick" as const,
      calorieMin: 100,
      calorieMax: 600,
    };
    const { filters: back, searched } = filtersFromParams(paramsFromFilters(filters));
    expect(searched).toBe(true);
    expect(back).toEqual(filters);
  });

  it("has no search without search=1, and default filters", () => {
    expect(filtersFromParams(new URLSearchParams(""))).toEqual({
      searched: false,
      filters: EMPTY_FILTERS,
    });
  });

  it("keeps the slider on its 50-kcal steps inside 0-1000 with min <= max", () => {
    const { filters } = filtersFromParams(new URLSearchParams("cmin=920&cmax=130&time=never"));
    expect(filters.calorieMin).toBe(150);
    expect(filters.calorieMax).toBe(900);
    expect(filters.cookingTime).toBe("");
  });

  it("sends no maximum when the slider is at its top", () => {
    expect(searchBody(EMPTY_FILTERS, { limit: 12, offset: 0 }).calorieRange).toEqual({ min: 0 });
    expect(
      searchBody({ ...EMPTY_FILTERS, calorieMax: 500 }, { limit: 12, offset: 0 }).calorieRange,
    ).toEqual({
      min: 0,
      max: 500,
    });
  });
});
