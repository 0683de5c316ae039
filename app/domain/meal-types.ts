/** The meals of a day: recipe meal types, nutrition-log entries, analyses logged as a meal. */
export const MEAL_TYPES = ["breakfast", "lunch", "dinner", "snack"] as const;
export type MealType = (typeof MEAL_TYPES)[number];
