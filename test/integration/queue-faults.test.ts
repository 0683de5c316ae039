/**
 * Faults in the job queue, through the real consumer (issue 10, item 6): a consumer that throws
 * midway, duplicated messages, bodies that are not job messages, and a job that exhausts its
 * retries. No work may be lost (every job ends completed or failed with a reason) and nothing may
 * be done twice. Faults are real: SQLite triggers make D1 refuse writes, as an outage would.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, registerUser } from "../helpers/auth";
import { queueBarrier, startWorker, waitFor, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let db: D1Database;

beforeAll(async () => {
  w = await startWorker({ retryDelay: 0 });
  db = await w.d1();
});
afterAll(() => w?.dispose());

type JobRow = {
  id: string;
  status: string;
  error: string | null;
  attempts: number;
  result: string | null;
};

const jobRow = (id: string) =>
  db
    .prepare("SELECT id, status, error, attempts, result FROM jobs WHERE id = ?")
    .bind(id)
    .first<JobRow>();

const finished = (id: string) =>
  waitFor(async () => {
    const row = await jobRow(id);
    return row && (row.status === "completed" || row.status === "failed") ? row : null;
  });

async function startGeneration(cookie: string): Promise<string> {
  const res = await w.fetch("/api/meal-plans/generate", {
    method: "POST",
    headers: { Cookie: cookie, "CF-Connecting-IP": freshIp() },
  });
  expect(res.status).toBe(202);
  return ((await res.json()) as { jobId: string }).jobId;
}

const plansOf = async (userId: number) =>
  (
    await db
      .prepare("SELECT count(*) AS n FROM user_meal_plans WHERE user_id = ?")
      .bind(userId)
      .first<{ n: number }>()
  )?.n ?? 0;

describe("queue faults", () => {
  it("retries a consumer that throws midway and finishes the job once the fault clears", async () => {
    const carol = await registerUser(w, { dietaryRestrictions: [] });
    // the plan is computed, then storing it fails: the attempt throws after doing its work
    await db.prepare("CREATE TABLE fault_switch (on_off INTEGER)").run();
    await db.prepare("INSERT INTO fault_switch VALUES (1)").run();
    await db
      .prepare(
        "CREATE TRIGGER flaky_plans BEFORE INSERT ON user_meal_plans WHEN (SELECT count(*) FROM fault_switch) > 0 " +
          "BEGIN SELECT RAISE(ABORT, 'storage hiccup'); END",
      )
      .run();
    try {
      const jobId = await startGeneration(carol.cookie);
      // the first attempt fails and keeps its reason on the job, which stays retryable
      await waitFor(async () => {
        const row = await jobRow(jobId);
        return row?.error?.includes("storage hiccup") ? row : null;
      });
      await db.prepare("DELETE FROM fault_switch").run();
      const done = await finished(jobId);
      expect(done.status).toBe("completed");
      expect(done.error).toBeNull();
      expect(done.attempts).toBeGreaterThanOrEqual(2);
      expect(await plansOf(carol.user.id)).toBe(1);
    } finally {
      await db.prepare("DROP TRIGGER flaky_plans").run();
      await db.prepare("DROP TABLE fault_switch").run();
    }
  });

  it("turns a message delivered three times into one plan", async () => {
    const dan = await registerUser(w, { dietaryRestrictions: [] });
    const jobId = await startGeneration(dan.cookie);
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId, type: "meal-plan.generate" });
    await queue.send({ jobId, type: "meal-plan.generate" });
    expect((await finished(jobId)).status).toBe("completed");
    // every message sent so far, the duplicate too, has been consumed (a state, not a sleep)
    await queueBarrier(w);
    expect(await plansOf(dan.user.id)).toBe(1);
    expect((await jobRow(jobId))?.status).toBe("completed");
  });

  it("drops bodies that are not job messages without touching any job, and keeps working", async () => {
    const before = await db.prepare("SELECT id, status, updated_at FROM jobs ORDER BY id").all();
    const queue = await w.mf.getQueueProducer("JOBS");
    for (const body of [
      {},
      "not a job",
      42,
      { jobId: 7, type: "x" },
      { jobId: "", type: "" },
      { jobId: "a".repeat(500), type: "meal-plan.generate" },
    ]) {
      await queue.send(body as never);
    }
    // a message naming a job that does not exist fails for good, not forever
    await queue.send({ jobId: "no-such-job", type: "meal-plan.generate" });
    const erin = await registerUser(w, { dietaryRestrictions: [] });
    const jobId = await startGeneration(erin.cookie);
    expect((await finished(jobId)).status).toBe("completed");
    const after = await db
      .prepare("SELECT id, status, updated_at FROM jobs WHERE id != ? ORDER BY id")
      .bind(jobId)
      .all();
    expect(after.results).toEqual(before.results);
    expect(await jobRow("no-such-job")).toBeNull();
  });

  it("fails a job that exhausts its retries with its last error, through the dead-letter queue", async () => {
    const fay = await registerUser(w, { dietaryRestrictions: [] });
    await db
      .prepare(
        "CREATE TRIGGER refuse_plans_always BEFORE INSERT ON user_meal_plans BEGIN SELECT RAISE(ABORT, 'disk full'); END",
      )
      .run();
    try {
      const jobId = await startGeneration(fay.cookie);
      const done = await finished(jobId);
      expect(done.status).toBe("failed");
      expect(done.error).toContain("disk full");
      // first delivery + max_retries = 3, then the dead-letter consumer marked it failed
      expect(done.attempts).toBe(4);
      expect(await plansOf(fay.user.id)).toBe(0);
    } finally {
      await db.prepare("DROP TRIGGER refuse_plans_always").run();
    }
  });
});
