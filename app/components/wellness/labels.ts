/**
 * Display labels the dashboard needs on first render, kept apart from the log dialogs (which bring
 * conform and zod) so the dialogs can load only when one is opened.
 */
import type { GOAL_CATEGORIES } from "~/domain/schemas/wellness";
import type { MealType } from "~/domain/meal-types";

export const CATEGORY_LABELS: Record<(typeof GOAL_CATEGORIES)[number], string> = {
  hydration: "Hydration",
  sleep: "Sleep",
  activity: "Activity",
  nutrition: "Nutrition",
  weight: "Weight",
  mindfulness: "Mindfulness",
  other: "Other",
};

export const MEAL_LABELS: Record<MealType, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};
