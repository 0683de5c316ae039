/**
 * The search page's filters <-> its URL (so a search can be reloaded, shared and kept by Back), and
 * the filters -> the body of POST /api/recipe-agent/search. Pure.
 */
import { CALORIE_SLIDER, type CookingTime } from "./recipe-search";

export type SearchFilters = {
  searchTerm: string;
  cuisine: string;
  dietaryRestrictions: string[];
  healthGoals: string[];
  mealType: string;
  cookingTime: "" | CookingTime;
  calorieMin: number;
  calorieMax: number;
};

export const EMPTY_FILTERS: SearchFilters = {
  searchTerm: "",
  cuisine: "",
  dietaryRestrictions: [],
  healthGoals: [],
  mealType: "",
  cookingTime: "",
  calorieMin: CALORIE_SLIDER.min,
  calorieMax: CALORIE_SLIDER.max,
};

function sliderValue(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{1,5}$/.test(raw)) return fallback;
  const n = Math.round(Number(raw) / CALORIE_SLIDER.step) * CALORIE_SLIDER.step;
  return Math.min(CALORIE_SLIDER.max, Math.max(CALORIE_SLIDER.min, n));
}

/** Filters from the URL; `searched` is true once Search was pressed (the URL carries `search=1`). */
export function filtersFromParams(params: URLSearchParams): {
  filters: SearchFilters;
  searched: boolean;
} {
  const min = sliderValue(params.get("cmin"), CALORIE_SLIDER.min);
  const max = sliderValue(params.get("cmax"), CALORIE_SLIDER.max);
  return {
    searched: params.get("search") === "1",
    filters: {
      searchTerm: (params.get("q") ?? "").slice(0, 100),
      cuisine: params.get("cuisine") ?? "",
      dietaryRestrictions: params.getAll("diet").slice(0, 20),
      healthGoals: params.getAll("goal").slice(0, 20),
      mealType: params.get("meal") ?? "",
      cookingTime: (["quick", "medium", "long"].includes(params.get("time") ?? "")
        ? params.get("time")
        : "") as SearchFilters["cookingTime"],
      calorieMin: Math.min(min, max),
      calorieMax: Math.max(min, max),
    },
  };
}

export function paramsFromFilters(f: SearchFilters): URLSearchParams {
  const p = new URLSearchParams({ search: "1" });
  if (f.searchTerm.trim()) p.set("q", f.searchTerm.trim());
  if (f.cuisine) p.set("cuisine", f.cuisine);
  for (const d of f.dietaryRestrictions) p.append("diet", d);
  for (const g of f.healthGoals) p.append("goal", g);
  if (f.mealType) p.set("meal", f.mealType);
  if (f.cookingTime) p.set("time", f.cookingTime);
  if (f.calorieMin > CALORIE_SLIDER.min) p.set("cmin", String(f.calorieMin));
  if (f.calorieMax < CALORIE_SLIDER.max) p.set("cmax", String(f.calorieMax));
  return p;
}

/**
 * The body of POST /api/recipe-agent/search. The slider's top means "no upper limit", so it sends
 * no maximum then (a dish over 1,000 kcal still shows).
 */
export function searchBody(f: SearchFilters, page: { limit: number; offset: number }) {
  return {
    searchTerm: f.searchTerm.trim(),
    cuisinePreferences: f.cuisine ? [f.cuisine] : [],
    dietaryRestrictions: f.dietaryRestrictions,
    healthGoals: f.healthGoals,
    mealType: f.mealType || null,
    cookingTime: f.cookingTime || null,
    calorieRange: {
      min: f.calorieMin,
      ...(f.calorieMax < CALORIE_SLIDER.max ? { max: f.calorieMax } : {}),
    },
    limit: page.limit,
    offset: page.offset,
  };
}
