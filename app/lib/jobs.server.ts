import { and, eq, inArray, lt, ne, or, sql } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "#db/client";
import { jobs } from "#db/schema";

/** What travels on the queue: only the job's id and type; the job row in D1 holds the rest. */
export const jobMessageSchema = z.object({
  jobId: z.string().min(1).max(64),
  type: z.string().min(1).max(64),
});
export type JobMessage = z.infer<typeof jobMessageSchema>;

export type JobRow = typeof jobs.$inferSelect;

export type JobQueue = Pick<Queue<JobMessage>, "send">;

/**
 * Records a job (status queued) and sends its message. If the send fails the job is marked
 * failed with the reason, so the caller and the user see it rather than a job that never runs.
 */
export async function enqueueJob(
  deps: { db: Database; queue: JobQueue },
  input: { type: string; userId?: number | null; payload?: unknown },
): Promise<JobRow> {
  const id = crypto.randomUUID();
  const [row] = await deps.db
    .insert(jobs)
    .values({ id, type: input.type, userId: input.userId ?? null, payload: input.payload ?? null })
    .returning();
  try {
    await deps.queue.send({ jobId: id, type: input.type });
  } catch (error) {
    const reason = `Could not enqueue: ${error instanceof Error ? error.message : String(error)}`;
    await failJob(deps.db, id, reason);
    return { ...row, status: "failed", error: reason };
  }
  return row;
}

export async function getJob(db: Database, id: string): Promise<JobRow | undefined> {
  return db.query.jobs.findFirst({ where: eq(jobs.id, id) });
}

/** A job of one user, or undefined: ownership is part of the query. */
export async function getUserJob(
  db: Database,
  userId: number,
  id: string,
): Promise<JobRow | undefined> {
  return db.query.jobs.findFirst({ where: and(eq(jobs.id, id), eq(jobs.userId, userId)) });
}

const isoNow = () => new Date().toISOString();

/** Marks a job running and counts the attempt; answers false when it already finished. */
export async function startJob(db: Database, id: string): Promise<boolean> {
  const updated = await db
    .update(jobs)
    .set({
      status: "running",
      progress: 10,
      attempts: sql`${jobs.attempts} + 1`,
      updatedAt: isoNow(),
    })
    .where(and(eq(jobs.id, id), ne(jobs.status, "completed"), ne(jobs.status, "failed")))
    .returning({ id: jobs.id });
  return updated.length > 0;
}

export async function setJobProgress(db: Database, id: string, progress: number) {
  await db.update(jobs).set({ progress, updatedAt: isoNow() }).where(eq(jobs.id, id));
}

export async function completeJob(db: Database, id: string, result: unknown) {
  const at = isoNow();
  await db
    .update(jobs)
    .set({
      status: "completed",
      progress: 100,
      result,
      error: null,
      updatedAt: at,
      completedAt: at,
    })
    .where(eq(jobs.id, id));
}

/** Keeps the error of a failed attempt; the job stays retryable until the queue gives up. */
export async function recordJobAttemptError(db: Database, id: string, reason: string) {
  await db
    .update(jobs)
    .set({ status: "queued", error: reason.slice(0, 2000), updatedAt: isoNow() })
    .where(and(eq(jobs.id, id), ne(jobs.status, "completed")));
}

export async function failJob(db: Database, id: string, reason: string) {
  const at = isoNow();
  await db
    .update(jobs)
    .set({ status: "failed", error: reason.slice(0, 2000), updatedAt: at, completedAt: at })
    .where(and(eq(jobs.id, id), ne(jobs.status, "completed")));
}

// ---------------------------------------------------------------- liveness and the sweep

/**
 * How long a job may sit without a sign of life (its row's updatedAt) before the sweep acts
 * (docs/decisions/029). A queued job is picked up within seconds when its message exists; a
 * running job writes progress as it goes, and a meal plan takes seconds.
 */
export const STALE_QUEUED_MS = 2 * 60 * 1000;
export const STALE_RUNNING_MS = 10 * 60 * 1000;
/** Times the sweep sends a job's message again before it fails the job. */
export const MAX_REQUEUES = 3;
export const GAVE_UP_REASON =
  "The job stopped responding and did not finish after several tries. Please try again.";

/** Pure: whether a queued or running job has shown a sign of life recently enough. */
export function isJobAlive(job: Pick<JobRow, "status" | "updatedAt">, now = Date.now()): boolean {
  const updated = Date.parse(job.updatedAt);
  if (!Number.isFinite(updated)) return false;
  if (job.status === "queued") return now - updated < STALE_QUEUED_MS;
  if (job.status === "running") return now - updated < STALE_RUNNING_MS;
  return false;
}

export type JobState = "queued" | "running" | "retrying" | "completed" | "failed";

/** Pure: what a person should be told about a job: a queued job that already ran once is retrying. */
export function jobState(job: Pick<JobRow, "status" | "attempts" | "requeues">): JobState {
  if (job.status === "queued" && (job.attempts > 0 || job.requeues > 0)) return "retrying";
  return job.status;
}

function staleCondition(now: number) {
  return or(
    and(
      eq(jobs.status, "queued"),
      lt(jobs.updatedAt, new Date(now - STALE_QUEUED_MS).toISOString()),
    ),
    and(
      eq(jobs.status, "running"),
      lt(jobs.updatedAt, new Date(now - STALE_RUNNING_MS).toISOString()),
    ),
  );
}

/**
 * The sweep a Cron Trigger runs (workers/app.ts `scheduled`): a queued or running job without a
 * sign of life past its deadline is sent again (its message may have been lost, or the consumer
 * stopped mid-run), up to MAX_REQUEUES times; after that it fails with a reason. Both updates
 * carry the stale condition, so a job that moved meanwhile is left alone; the consumer is
 * idempotent, so a message sent again for a job that was merely slow does no harm.
 */
export async function sweepStuckJobs(
  deps: { db: Database; queue: JobQueue },
  { now = Date.now(), limit = 50 }: { now?: number; limit?: number } = {},
): Promise<{ requeued: string[]; failed: string[] }> {
  const at = new Date(now).toISOString();
  const failed = await deps.db
    .update(jobs)
    .set({
      status: "failed",
      error: sql`CASE WHEN ${jobs.error} IS NULL THEN ${GAVE_UP_REASON} ELSE ${GAVE_UP_REASON} || ' Last error: ' || ${jobs.error} END`,
      updatedAt: at,
      completedAt: at,
    })
    .where(and(staleCondition(now), sql`${jobs.requeues} >= ${MAX_REQUEUES}`))
    .returning({ id: jobs.id });
  const candidates = await deps.db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(staleCondition(now), sql`${jobs.requeues} < ${MAX_REQUEUES}`))
    .limit(limit);
  const requeued = candidates.length
    ? await deps.db
        .update(jobs)
        .set({ status: "queued", requeues: sql`${jobs.requeues} + 1`, updatedAt: at })
        .where(
          and(
            inArray(
              jobs.id,
              candidates.map((c) => c.id),
            ),
            staleCondition(now),
          ),
        )
        .returning({ id: jobs.id, type: jobs.type })
    : [];
  for (const job of requeued) {
    try {
      await deps.queue.send({ jobId: job.id, type: job.type });
    } catch (error) {
      await failJob(
        deps.db,
        job.id,
        `Could not enqueue: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return { requeued: requeued.map((j) => j.id), failed: failed.map((j) => j.id) };
}
