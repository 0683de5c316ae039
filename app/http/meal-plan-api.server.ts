/** Small pieces the meal-plan API routes share: the plan id segment and the service errors as answers. */
import { MealPlanNotFoundError, MealPlanRefusedError } from "~/services/meal-plans.server";
import { apiError, tooManyRequests } from "~/lib/api.server";
import type { Database } from "#db/client";
import { hitRateLimit } from "~/services/rate-limit.server";

/** Plan generations and regenerations a user may start in an hour (one count for both). */
export const GENERATIONS_PER_HOUR = 20;

/** Counts a generation or regeneration of the user's; a thrown 429 past the hour's limit. */
export async function limitPlanJobs(context: { db: Database }, userId: number): Promise<void> {
  const limit = await hitRateLimit(context.db, `meal-plan-generate:${userId}`, {
    limit: GENERATIONS_PER_HOUR,
    windowMs: 60 * 60 * 1000,
  });
  if (!limit.allowed) throw tooManyRequests(limit.resetAt);
}

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
