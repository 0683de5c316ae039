/** Display labels of the dashboard's goals and meals. */
import type { GOAL_CATEGORIES } from "~/domain/wellness-forms";
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
