import { createDb } from "#db/client";
import {
  completeJob,
  failJob,
  getJob,
  jobMessageSchema,
  recordJobAttemptError,
  startJob,
  type JobMessage,
} from "~/lib/jobs.server";
import { createAppContext } from "~/lib/context.server";
import type { Env } from "./env";
import { jobHandlers, PermanentJobError } from "./jobs";

export const DEAD_LETTER_QUEUE = "nutricoach-jobs-dlq";

/**
 * Runs a batch of job messages. Delivery is at least once, so each job is idempotent by its id:
 * a finished job is acknowledged without running again. A failed attempt keeps its error on the
 * job row and is retried by the queue; after the last retry the message lands in the dead-letter
 * queue, whose consumer (this same function) marks the job failed with that error.
 */
export async function handleQueueBatch(
  batch: MessageBatch<unknown>,
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
) {
  const db = createDb(env.DB);
  const fromDeadLetter = batch.queue === DEAD_LETTER_QUEUE;

  for (const message of batch.messages) {
    const parsed = jobMessageSchema.safeParse(message.body);
    if (!parsed.success) {
      // A body we cannot read would fail the same way on every retry: drop it, loudly.
      console.error("Dropping malformed job message", message.id, JSON.stringify(message.body));
      message.ack();
      continue;
    }
    const { jobId } = parsed.data;

    if (fromDeadLetter) {
      const job = await getJob(db, jobId);
      await failJob(db, jobId, job?.error ?? "Gave up after repeated failures");
      message.ack();
      continue;
    }

    try {
      await runJob(parsed.data, env, ctx);
      message.ack();
    } catch (error) {
      const reason = describeError(error);
      if (error instanceof PermanentJobError) {
        await failJob(db, jobId, reason);
        message.ack();
      } else {
        await recordJobAttemptError(db, jobId, reason);
        message.retry();
      }
    }
  }
}

/**
 * The reason to keep on the job: the innermost cause's message. A query error from drizzle wraps the
 * database's own message in "Failed query: <sql> params: <values>", which is neither readable nor
 * something to store (the params may hold a whole plan).
 */
export function describeError(error: unknown): string {
  let current: unknown = error;
  for (
    let depth = 0;
    depth < 5 && current instanceof Error && current.cause instanceof Error;
    depth++
  ) {
    current = current.cause;
  }
  const message = current instanceof Error ? current.message : String(current);
  return message.length > 500 ? `${message.slice(0, 497)}...` : message;
}

async function runJob(message: JobMessage, env: Env, ctx: Pick<ExecutionContext, "waitUntil">) {
  const app = createAppContext(env, ctx, "");
  const job = await getJob(app.db, message.jobId);
  if (!job) throw new PermanentJobError(`Job ${message.jobId} does not exist`);
  if (job.status === "completed" || job.status === "failed") return; // duplicate delivery
  const handler = Object.hasOwn(jobHandlers, job.type) ? jobHandlers[job.type] : undefined;
  if (!handler) throw new PermanentJobError(`Unknown job type: ${job.type}`);
  if (!(await startJob(app.db, job.id))) return;
  const result = await handler({ app, job });
  await completeJob(app.db, job.id, result ?? null);
}
