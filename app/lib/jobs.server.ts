import { and, eq, ne, sql } from "drizzle-orm";
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
