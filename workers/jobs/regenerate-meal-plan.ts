import { z } from "zod";
import {
  MealPlanInfeasibleError,
  MealPlanNotFoundError,
  MealPlanRefusedError,
  regenerateMealPlanForJob,
} from "~/services/meal-plans.server";
import { PermanentJobError, type JobHandler } from "./types";

const payloadSchema = z.object({
  userId: z.number().int().positive(),
  planId: z.number().int().positive(),
  days: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  seed: z.number().int().nonnegative(),
});

/**
 * Plans one day, or the rest of the week, of a stored plan again around its locked meals (ADR 043).
 * A plan that is gone or unreadable, or a week the catalogue cannot fill, fails at once; a plan
 * changed meanwhile is retried by the queue (read again).
 */
export const regenerateMealPlanJob: JobHandler = async ({ app, job }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError("Invalid meal-plan regeneration payload");
  try {
    return await regenerateMealPlanForJob(app.db, payload.data);
  } catch (error) {
    if (
      error instanceof MealPlanInfeasibleError ||
      error instanceof MealPlanNotFoundError ||
      error instanceof MealPlanRefusedError
    ) {
      throw new PermanentJobError(error.message);
    }
    throw error;
  }
};
