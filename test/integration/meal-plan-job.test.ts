import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, registerUser } from "../helpers/auth";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
  await db.batch([
    db.prepare(
      "INSERT INTO users (id, username, email, first_name) VALUES (501, 'planner', 'planner@example.com', 'Pat')",
    ),
    db.prepare(
      // a measured TDEE of 1,900 kcal at maintenance: the one target function's answer is 1,900
      `INSERT INTO user_profiles (user_id, gender, age, height, weight, activity_level, measured_tdee, dietary_restrictions, disliked_ingredients)
       VALUES (501, 'female', 34, 168, 64, 'moderate', 1900, '["vegetarian"]', '["mushroom"]')`,
    ),
  ]);
});
afterAll(() => w?.dispose());

async function runJob(id: string, payload: unknown) {
  await db
    .prepare(
      "INSERT INTO jobs (id, type, user_id, payload) VALUES (?, 'meal-plan.generate', 501, ?)",
    )
    .bind(id, JSON.stringify(payload))
    .run();
  const queue = await w.mf.getQueueProducer("JOBS");
  await queue.send({ jobId: id, type: "meal-plan.generate" });
  return waitFor(async () => {
    const row = await db
      .prepare("SELECT status, error, result FROM jobs WHERE id = ?")
      .bind(id)
      .first<{ status: string; error: string | null; result: string | null }>();
    return row && (row.status === "completed" || row.status === "failed") ? row : null;
  });
}

describe("the meal-plan job, through the real queue consumer", () => {
  it("stores a 7-day plan for the user that respects the profile", async () => {
    const job = await runJob("plan-job-1", { userId: 501, seed: 11 });
    expect(job.error).toBeNull();
    expect(job.status).toBe("completed");
    const { planId } = JSON.parse(job.result!) as { planId: number };
    const plan = await db
      .prepare(
        "SELECT user_id, job_id, meal_plan_data, customizations FROM user_meal_plans WHERE id = ?",
      )
      .bind(planId)
      .first<{ user_id: number; job_id: string; meal_plan_data: string; customizations: string }>();
    expect(plan?.user_id).toBe(501);
    const data = JSON.parse(plan!.meal_plan_data);
    expect(data.dailyCalories).toBe(1900);
    expect(data.days).toHaveLength(7);
    const ids = data.days.flatMap(
      (d: {
        meals: {
          breakfast: { recipeId: number };
          lunch: { recipeId: number };
          dinner: { recipeId: number };
          snacks: { recipeId: number }[];
        };
      }) => [
        d.meals.breakfast.recipeId,
        d.meals.lunch.recipeId,
        d.meals.dinner.recipeId,
        ...d.meals.snacks.map((s) => s.recipeId),
      ],
    );
    const { results } = await db
      .prepare(`SELECT id, dietary_tags FROM recipes WHERE id IN (${ids.map(() => "?").join(",")})`)
      .bind(...ids)
      .all<{ id: number; dietary_tags: string }>();
    for (const r of results) expect(JSON.parse(r.dietary_tags)).toContain("vegetarian");
    expect(JSON.parse(plan!.customizations).calories).toBe(1900);
  });

  it("makes one plan from a duplicated message", async () => {
    await runJob("plan-job-dup", { userId: 501, seed: 5 });
    const queue = await w.mf.getQueueProducer("JOBS");
    await db.prepare("UPDATE jobs SET status = 'queued' WHERE id = 'plan-job-dup'").run(); // as if redelivered mid-run
    await queue.send({ jobId: "plan-job-dup", type: "meal-plan.generate" });
    await waitFor(async () => {
      const r = await db
        .prepare("SELECT status FROM jobs WHERE id = 'plan-job-dup'")
        .first<{ status: string }>();
      return r?.status === "completed";
    });
    await new Promise((r) => setTimeout(r, 500));
    const count = await db
      .prepare("SELECT count(*) AS n FROM user_meal_plans WHERE job_id = 'plan-job-dup'")
      .first<{ n: number }>();
    expect(count?.n).toBe(1);
  });

  it("fails the job with a reason when it cannot succeed", async () => {
    const job = await runJob("plan-job-ghost", { userId: 99999, seed: 1 });
    expect(job.status).toBe("failed");
    expect(job.error).toBe("User 99999 does not exist");
    const bad = await runJob("plan-job-bad", { userId: "nobody" });
    expect(bad.status).toBe("failed");
    expect(bad.error).toBe("Invalid meal-plan job payload");
  });
});

// issue 17: a job queued when the server stopped stayed "queued" with 0 attempts for good,
// Generate answered the same dead job for 10 minutes, and the page said "Failed" and "It will
// appear here when it is ready" at once.
describe("jobs that stopped are finished by the sweep (Cron Trigger)", () => {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

  async function sweep() {
    const worker = await w.mf.getWorker();
    await worker.scheduled({ cron: "*/2 * * * *", scheduledTime: new Date() });
  }

  const jobRow = (id: string) =>
    db
      .prepare("SELECT status, error, requeues, result FROM jobs WHERE id = ?")
      .bind(id)
      .first<{ status: string; error: string | null; requeues: number; result: string | null }>();

  it("runs a job whose row was written without its queue message", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload, created_at, updated_at) VALUES ('lost-message', 'meal-plan.generate', 501, ?, ?, ?)",
      )
      .bind(JSON.stringify({ userId: 501, seed: 3 }), minutesAgo(11), minutesAgo(11))
      .run();
    await sweep();
    const done = await waitFor(async () => {
      const row = await jobRow("lost-message");
      return row?.status === "completed" ? row : null;
    });
    expect(done.requeues).toBe(1);
    expect(JSON.parse(done.result!).planId).toBeGreaterThan(0);
  });

  it("fails a job that stopped again and again, with a reason", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload, status, attempts, requeues, error, updated_at) VALUES ('stuck-running', 'meal-plan.generate', 501, ?, 'running', 4, 3, 'worker restarted', ?)",
      )
      .bind(JSON.stringify({ userId: 501, seed: 3 }), minutesAgo(30))
      .run();
    await sweep();
    const row = await jobRow("stuck-running");
    expect(row?.status).toBe("failed");
    expect(row?.error).toMatch(/did not finish after several tries.*Last error: worker restarted/);
  });

  it("leaves a job alone while it shows signs of life", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload, status, attempts, updated_at) VALUES ('busy', 'meal-plan.generate', 501, ?, 'running', 1, ?)",
      )
      .bind(JSON.stringify({ userId: 501, seed: 3 }), minutesAgo(1))
      .run();
    await sweep();
    expect(await jobRow("busy")).toMatchObject({ status: "running", requeues: 0 });
  });

  it("starts a new generation instead of answering a dead one, and the page shows one state", async () => {
    const { user, cookie } = await registerUser(w);
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload, created_at, updated_at) VALUES ('dead-generation', 'meal-plan.generate', ?, ?, ?, ?)",
      )
      .bind(user.id, JSON.stringify({ userId: user.id, seed: 1 }), minutesAgo(9), minutesAgo(9))
      .run();
    const res = await w.fetch("/api/meal-plans/generate", {
      method: "POST",
      headers: { Cookie: cookie, "CF-Connecting-IP": freshIp() },
    });
    expect(res.status).toBe(202);
    const body = (await res.json()) as { jobId: string; job: { state: string } };
    expect(body.jobId).not.toBe("dead-generation");
    expect(["queued", "running", "completed"]).toContain(body.job.state);
    expect(await jobRow("dead-generation")).toMatchObject({ status: "failed" });
    // a second click while the new job is alive gets the same job
    const again = await w.fetch("/api/meal-plans/generate", {
      method: "POST",
      headers: { Cookie: cookie, "CF-Connecting-IP": freshIp() },
    });
    const second = (await again.json()) as { jobId: string };
    if (again.status === 200) expect(second.jobId).toBe(body.jobId);
    else expect(again.status).toBe(202); // the first had already finished

    // the page shows a failed generation once, with Retry, and no "still working" text
    await waitFor(async () => (await jobRow(body.jobId))?.status === "completed");
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, status, error, created_at, updated_at) VALUES ('failed-later', 'meal-plan.generate', ?, 'failed', 'Not enough recipes match your profile.', ?, ?)",
      )
      .bind(user.id, new Date(Date.now() + 1000).toISOString(), new Date().toISOString())
      .run();
    const html = await (await w.fetch("/meal-plan", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Failed to generate meal plan.");
    expect(html).toContain("Not enough recipes match your profile.");
    expect(html).toContain(">Retry<");
    expect(html).not.toContain("will appear here when it is ready");
    expect(html).not.toContain("Generating your personalized meal plan...");
  });
});
