import { z } from "zod";
import {
  generateMealPlanForJob,
  MealPlanInfeasibleError,
  UnknownUserError,
} from "~/services/meal-plans.server";
import { PermanentJobError, type JobHandler } from "./types";

const payloadSchema = z.object({
  userId: z.number().int().positive(),
  seed: z.number().int().nonnegative(),
  leftovers: z.boolean().optional(),
});

/** Generates a user's weekly plan; retried deliveries find the plan already stored. */
export const generateMealPlanJob: JobHandler = async ({ app, job }) => {
  const payload = payloadSchema.safeParse(job.payload);
  if (!payload.success) throw new PermanentJobError("Invalid meal-plan job payload");
  try {
    return await generateMealPlanForJob(app.db, job.id, payload.data);
  } catch (error) {
    if (error instanceof MealPlanInfeasibleError || error instanceof UnknownUserError) {
      throw new PermanentJobError(error.message);
    }
    throw error;
  }
};
