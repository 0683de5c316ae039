/**
 * Meal-plan generation jobs as the pages show them: POST /meal-plan (intent `generate`, or the JSON
 * API's POST /api/meal-plans/generate) answers a job at once; the page follows it at /api/jobs/{id}
 * (plan-job.tsx) until it completes ('Meal Plan Generated', the loaders run again) or fails ('Failed
 * to generate meal plan' with the job's reason, and a Retry). While it runs, `job.state` says what is
 * happening: queued, running, or retrying after a failed try. A job never stays unfinished for good:
 * the server's sweep sends it again or fails it (docs/decisions/029), so it is followed, more slowly
 * after a while, until it ends; nothing says "failed" before it has.
 */
import type { MealPlanDto } from "~/domain/meal-plan-view";

export type MealPlanRecord = MealPlanDto;

export type GenerationJob = {
  id: string;
  /** meal-plan.generate or meal-plan.regenerate (ADR 043) */
  type?: string;
  state: "queued" | "running" | "retrying" | "completed" | "failed";
  attempts: number;
  error: string | null;
  /** { planId } once completed */
  result?: unknown;
};

export const POLL_INTERVAL_MS = 1000;
/** After this long the job is polled every SLOW_POLL_INTERVAL_MS and the page says it is slow. */
export const POLL_SLOW_AFTER_MS = 2 * 60 * 1000;
export const SLOW_POLL_INTERVAL_MS = 10_000;

export function isUnfinished(job: GenerationJob | null): boolean {
  return job !== null && job.state !== "completed" && job.state !== "failed";
}
