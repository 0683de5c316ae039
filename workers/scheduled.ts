import { createDb } from "#db/client";
import { sweepStuckJobs } from "~/lib/jobs.server";
import { purgeOldEmailTokens } from "~/services/email-tokens.server";
import { purgeExpiredRateLimits } from "~/services/rate-limit.server";
import type { Env } from "./env";

/**
 * The Cron Trigger (`[triggers] crons` in wrangler.toml): re-queues or fails jobs that stopped
 * without finishing (docs/decisions/029), deletes rate-limit windows that have ended and email
 * tokens used or expired a day ago. Each
 * step is independent: one failing is logged and does not stop the others.
 */
export async function handleScheduled(env: Env, scheduledTime = Date.now()) {
  const db = createDb(env.DB);
  const steps: [string, () => Promise<unknown>][] = [
    ["sweep stuck jobs", () => sweepStuckJobs({ db, queue: env.JOBS }, { now: scheduledTime })],
    ["purge expired rate limits", () => purgeExpiredRateLimits(db, scheduledTime)],
    ["purge old email tokens", () => purgeOldEmailTokens(db, scheduledTime)],
  ];
  for (const [name, step] of steps) {
    try {
      const result = await step();
      console.info(`scheduled: ${name}`, JSON.stringify(result));
    } catch (error) {
      console.error(`scheduled: ${name} failed`, error);
    }
  }
}
