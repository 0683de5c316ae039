import { GENERATE_MEAL_PLAN, REGENERATE_MEAL_PLAN } from "~/services/meal-plans.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";
import { generateMealPlanJob } from "./generate-meal-plan";
import { regenerateMealPlanJob } from "./regenerate-meal-plan";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits";
import { generateRecipesJob, populateCuisineJob, updateAllRecipesJob } from "./recipes";
import type { JobHandler } from "./types";

export { PermanentJobError, type JobHandler } from "./types";

/** Job type -> handler. Each handler must be safe to run again for the same job. */
export const jobHandlers: Record<string, JobHandler> = {
  "maintenance.purge-expired-rate-limits": purgeExpiredRateLimits,
  [GENERATE_MEAL_PLAN]: generateMealPlanJob,
  [REGENERATE_MEAL_PLAN]: regenerateMealPlanJob,
  [RECIPE_JOB_TYPES.populateCuisine]: populateCuisineJob,
  [RECIPE_JOB_TYPES.updateAll]: updateAllRecipesJob,
  [RECIPE_JOB_TYPES.generate]: generateRecipesJob,
};
