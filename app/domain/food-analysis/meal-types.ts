/** Meals an analysis can be logged as (nutrition_logs.meal_type). */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealTypeName = (typeof MEAL_TYPES)[number];
