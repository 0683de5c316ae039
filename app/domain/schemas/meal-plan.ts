/**
 * Inputs of the meal-plan APIs (swap), shared by the API and the page that calls it. Pure: no I/O.
 */
import { z } from "zod";

export const MEAL_SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;

const dayIndex = z.coerce
  .number({ invalid_type_error: "Choose a day of the plan." })
  .int("Choose a day of the plan.")
  .min(0, "Choose a day of the plan.")
  .max(6, "Choose a day of the plan.");
const slot = z.enum(MEAL_SLOTS, {
  errorMap: () => ({ message: "Choose breakfast, lunch, dinner or snack." }),
});
const snackIndex = z.coerce.number().int().min(0).max(2).optional();

/**
 * POST /api/meal-plans/generate (an empty body is {}) and the page's generation form: `leftovers`
 * plans each dinner for two, its extra servings the next day's lunch (ADR 048).
 */
export const generatePlanSchema = z.object({
  leftovers: z
    .boolean({ invalid_type_error: "Say whether to plan leftovers (true or false)." })
    .optional(),
});

export type GeneratePlanInput = z.infer<typeof generatePlanSchema>;

/** Which meal: GET /api/meal-plans/{id}/swap?day=2&slot=snack&snackIndex=0 */
export const mealRefSchema = z
  .object({ day: dayIndex, slot, snackIndex })
  .refine((v) => v.slot !== "snack" || v.snackIndex !== undefined, {
    message: "Say which snack (snackIndex).",
    path: ["snackIndex"],
  });

/** POST /api/meal-plans/{id}/swap */
export const swapMealSchema = z
  .object({
    day: dayIndex,
    slot,
    snackIndex,
    recipeId: z
      .number({ invalid_type_error: "Choose a recipe." })
      .int()
      .positive("Choose a recipe."),
    servings: z.number().positive().max(10).optional(),
  })
  .refine((v) => v.slot !== "snack" || v.snackIndex !== undefined, {
    message: "Say which snack (snackIndex).",
    path: ["snackIndex"],
  });

export type MealRefInput = z.infer<typeof mealRefSchema>;
export type SwapMealInput = z.infer<typeof swapMealSchema>;

/** The optimizer's meal reference from the API's fields. */
export function toMealRef(input: { slot: (typeof MEAL_SLOTS)[number]; snackIndex?: number }) {
  return input.slot === "snack"
    ? ({ slot: "snack", index: input.snackIndex ?? 0 } as const)
    : ({ slot: input.slot } as const);
}

/** POST /api/meal-plans/{id}/locks: lock or unlock one meal (ADR 043) */
export const lockMealSchema = z
  .object({
    day: dayIndex,
    slot,
    snackIndex,
    locked: z.boolean({
      required_error: "Say whether the meal is locked.",
      invalid_type_error: "Say whether the meal is locked.",
    }),
  })
  .refine((v) => v.slot !== "snack" || v.snackIndex !== undefined, {
    message: "Say which snack (snackIndex).",
    path: ["snackIndex"],
  });

/** POST /api/meal-plans/{id}/regenerate: one day ({ day }) or a day and the rest of the week ({ fromDay }) */
export const regeneratePlanSchema = z
  .object({ day: dayIndex.optional(), fromDay: dayIndex.optional() })
  .refine((v) => (v.day === undefined) !== (v.fromDay === undefined), {
    message: "Say which day to plan again (day), or from which day on (fromDay).",
    path: ["day"],
  });

export type LockMealInput = z.infer<typeof lockMealSchema>;
export type RegeneratePlanInput = z.infer<typeof regeneratePlanSchema>;

/** The regeneration scope from the API's fields. */
export function toRegenerateScope(input: RegeneratePlanInput) {
  return input.day !== undefined ? { day: input.day } : { fromDay: input.fromDay ?? 0 };
}
