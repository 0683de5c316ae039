import type { AppContext } from "~/lib/context.server";
import type { JobRow } from "~/lib/jobs.server";

export type JobHandler = (input: { app: AppContext; job: JobRow }) => Promise<unknown>;

/** A failure that retrying cannot fix (bad payload, missing data): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PermanentJobError";
  }
}
