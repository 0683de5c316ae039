/** Small pieces the meal-plan API routes share: the plan id segment and the service errors as answers. */
import { MealPlanNotFoundError, MealPlanRefusedError } from "~/services/meal-plans.server";
import { apiError } from "~/lib/api.server";

/** A numeric plan id from the path, or a thrown 404 (an id that cannot exist names no plan). */
export function planIdParam(value: string | undefined): number {
  if (!value || !/^\d{1,15}$/.test(value)) throw apiError(404, "not_found", "Meal plan not found.");
  return Number(value);
}

/** Rethrows a meal-plan service refusal as its API answer; anything else as is. */
export function mealPlanRefusal(error: unknown): never {
  if (error instanceof MealPlanNotFoundError) throw apiError(404, "not_found", error.message);
  if (error instanceof MealPlanRefusedError)
    throw apiError(error.status, error.code, error.message);
  throw error;
}
