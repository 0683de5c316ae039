import type { AppContext } from "~/lib/context.server";
import type { JobRow } from "~/lib/jobs.server";
import { purgeExpiredRateLimits } from "./purge-expired-rate-limits";

export type JobHandler = (input: { app: AppContext; job: JobRow }) => Promise<unknown>;

/** A failure that retrying cannot fix (bad payload, missing data): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}

/** Job type -> handler. Each handler must be safe to run again for the same job. */
export const jobHandlers = {
  "maintenance.purge-expired-rate-limits": purgeExpiredRateLimits,
} satisfies Record<string, JobHandler>;

export type JobType = keyof typeof jobHandlers;
