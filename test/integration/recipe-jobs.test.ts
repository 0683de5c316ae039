/**
 * Recipe population and maintenance through the real queue consumer: the endpoints answer at once
 * with a job id, the consumer runs the job, and its status shows progress and the result.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

const ADMIN = "chef.admin@example.com";
let w: TestWorker;
let db: D1Database;
let user: Awaited<ReturnType<typeof registerUser>>;

beforeAll(async () => {
  w = await startWorker({ vars: { ADMIN_EMAILS: `someone@example.com, ${ADMIN.toUpperCase()}` } });
  db = await w.d1();
  user = await registerUser(w);
});
afterAll(() => w?.dispose());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a job result is loosely typed JSON
type Job = { id: string; status: string; progress: number; error: string | null; result: any };

async function finished(jobId: string, cookie = user.cookie): Promise<Job> {
  return waitFor(
    async () => {
      const res = await w.fetch(`/api/recipe-agent/jobs/${jobId}`, { headers: { Cookie: cookie } });
      const job = (await readJson(res)) as Job;
      return job.status === "completed" || job.status === "failed" ? job : null;
    },
    { timeoutMs: 30_000, intervalMs: 100 },
  );
}

async function start(path: string, body: unknown, cookie = user.cookie) {
  const res = await postJson(w, path, body, { Cookie: cookie });
  expect(res.status).toBe(202);
  const answer = await readJson(res);
  expect(answer.success).toBe(true);
  expect(answer.jobId).toMatch(/^[0-9a-f-]{36}$/);
  return answer as { jobId: string; reused: boolean; job: Job };
}

type Row = Record<string, unknown>;
const rowsOf = async (where: string, ...binds: unknown[]) =>
  (
    await db
      .prepare(
        `SELECT id, slug, title, calories, protein, carbs, fat, fiber, sugar, sodium, dietary_tags, ingredients, instructions, source
         FROM recipes WHERE ${where} ORDER BY id`,
      )
      .bind(...binds)
      .all<Row>()
  ).results;

describe("POST /api/cuisine-recipes/populate", () => {
  it("puts back a cuisine's missing catalogue recipes with their ids and computed nutrition", async () => {
    const before = await rowsOf("cuisine = 'Thai'");
    expect(before.length).toBe(9);
    const removed = before.slice(0, 3).map((r) => r.id as number);
    await db.prepare(`DELETE FROM recipes WHERE id IN (${removed.join(",")})`).run();

    const { jobId, job } = await start("/api/cuisine-recipes/populate", {
      cuisine: "thai",
      forceAdd: false,
    });
    expect(["queued", "running", "completed"]).toContain(job.status);
    const done = await finished(jobId);
    expect(done.error).toBeNull();
    expect(done.status).toBe("completed");
    expect(done.progress).toBe(100);
    expect(done.result).toMatchObject({ success: true, added: 3, cuisine: "thai" });
    expect(done.result.addedIds.sort()).toEqual(removed.sort());
    // nutrition recomputed from the food table equals what the seed computed
    expect(await rowsOf("cuisine = 'Thai'")).toEqual(before);
  });

  it("puts back missing recipes of every cuisine when no cuisine is given", async () => {
    const before = await rowsOf("id IN (1, 60, 129)");
    await db.prepare("DELETE FROM recipes WHERE id IN (1, 60, 129)").run();
    const { jobId } = await start("/api/cuisine-recipes/populate", {});
    const done = await finished(jobId);
    expect(done.error).toBeNull();
    expect(done.result).toMatchObject({
      added: 3,
      cuisine: null,
      message: "Added 3 missing catalogue recipe(s).",
    });
    expect(await rowsOf("id IN (1, 60, 129)")).toEqual(before);
  });

  it("adds nothing the second time (idempotent)", async () => {
    const { jobId } = await start("/api/cuisine-recipes/populate", { cuisine: "Thai" });
    expect((await finished(jobId)).result).toMatchObject({ added: 0 });
    expect((await rowsOf("cuisine = 'Thai'")).length).toBe(9);
  });

  it("with forceAdd fills in missing instructions from the catalogue", async () => {
    const [victim] = await rowsOf("cuisine = 'Korean'");
    await db.prepare("UPDATE recipes SET instructions = '[]' WHERE id = ?").bind(victim.id).run();
    const { jobId } = await start("/api/cuisine-recipes/populate", {
      cuisine: "Korean",
      forceAdd: true,
    });
    const done = await finished(jobId);
    expect(done.result).toMatchObject({ instructionsFilled: 1, missingInstructions: [] });
    const [after] = await rowsOf("id = ?", victim.id);
    expect(after.instructions).toBe(victim.instructions);
  });

  it("refuses guests, bad input and an unknown cuisine", async () => {
    const guest = await postJson(w, "/api/cuisine-recipes/populate", {});
    expect(guest.status).toBe(401);
    expectErrorShape(await readJson(guest));
    const bad = await postJson(
      w,
      "/api/cuisine-recipes/populate",
      { forceAdd: "yes" },
      { Cookie: user.cookie },
    );
    expect(bad.status).toBe(400);
    const martian = await postJson(
      w,
      "/api/cuisine-recipes/populate",
      { cuisine: "martian" },
      { Cookie: user.cookie },
    );
    expect(martian.status).toBe(400);
    expect((await readJson(martian)).error.fields.cuisine).toEqual(["Unknown cuisine"]);
  });

  it("answers the job already queued or running instead of starting a second", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, status, payload) VALUES ('00000000-0000-4000-8000-0000000000aa', 'recipes.populate-cuisine', ?, 'running', ?)",
      )
      .bind(user.user.id, JSON.stringify({ cuisine: "French", forceAdd: false }))
      .run();
    const again = await start("/api/cuisine-recipes/populate", { cuisine: "French" });
    expect(again).toMatchObject({ jobId: "00000000-0000-4000-8000-0000000000aa", reused: true });
    await db
      .prepare(
        "UPDATE jobs SET status = 'completed' WHERE id = '00000000-0000-4000-8000-0000000000aa'",
      )
      .run();
  });
});

describe("POST /api/recipe-agent/update-all-recipes", () => {
  // a user of its own: each user may start 6 maintenance jobs an hour
  beforeAll(async () => {
    user = await registerUser(w);
  });

  it("finds a freshly seeded catalogue up to date (the food-table computation matches the seed)", async () => {
    // the spec's client sends a JSON content type and no body
    const res = await w.fetch("/api/recipe-agent/update-all-recipes", {
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: user.cookie },
    });
    expect(res.status).toBe(202);
    const done = await finished((await readJson(res)).jobId);
    expect(done.result).toMatchObject({
      success: true,
      checked: 129,
      updated: 0,
      message: "All 129 recipes are up to date.",
    });
  });

  it("recomputes drifted nutrition and tags, and restores unreadable catalogue content", async () => {
    const [a, b] = await rowsOf("id IN (10, 11)");
    await db.batch([
      db.prepare("UPDATE recipes SET calories = 1, protein = 0, dietary_tags = '[]' WHERE id = 10"),
      db.prepare(
        "UPDATE recipes SET ingredients = 'not json', instructions = '\"\"' WHERE id = 11",
      ),
    ]);
    const { jobId } = await start("/api/recipe-agent/update-all-recipes", {});
    const done = await finished(jobId);
    expect(done.result).toMatchObject({
      updated: 2,
      ingredientsRestored: 1,
      instructionsFilled: 1,
      missingInstructions: [],
    });
    expect(await rowsOf("id IN (10, 11)")).toEqual([a, b]);
    // the text index followed the restored ingredients
    const indexed = await db
      .prepare("SELECT ingredients FROM recipe_search WHERE rowid = 11")
      .first<{ ingredients: string }>();
    expect(indexed?.ingredients).toContain(JSON.parse(b.ingredients as string)[0].text);
  });

  it("can update one recipe, and reports what it cannot fix without an AI model", async () => {
    await db
      .prepare(
        `INSERT INTO recipes (slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, dietary_tags, ingredients, instructions, source)
         VALUES ('home-bean-bowl', 'Home Bean Bowl', 'Beans and rice.', '/x.svg', 0, 0, 0, 0, 20, 2, 'Mexican', '[]', '["1 cup cooked black beans", "1 cup cooked brown rice", "2 glorbs"]', '[]', 'generated')`,
      )
      .run();
    const { id } = (await db
      .prepare("SELECT id FROM recipes WHERE slug = 'home-bean-bowl'")
      .first<{ id: number }>())!;
    expect(id).toBeGreaterThanOrEqual(100000);
    const { jobId } = await start("/api/recipe-agent/update-all-recipes", { recipeId: id });
    const done = await finished(jobId);
    expect(done.result).toMatchObject({
      checked: 1,
      updated: 1,
      missingInstructions: [id],
      aiModel: false,
    });
    expect(done.result.unresolvedLines).toEqual([{ recipeId: id, line: "2 glorbs" }]);
    const [row] = await rowsOf("id = ?", id);
    expect(row.calories as number).toBeGreaterThan(150);
    // an unresolved line withholds the "free of" tags
    expect(JSON.parse(row.dietary_tags as string)).not.toContain("vegan");
  });

  it("refuses guests and a bad recipe id", async () => {
    expect((await postJson(w, "/api/recipe-agent/update-all-recipes", {})).status).toBe(401);
    expect(
      (
        await postJson(
          w,
          "/api/recipe-agent/update-all-recipes",
          { recipeId: "x" },
          { Cookie: user.cookie },
        )
      ).status,
    ).toBe(400);
  });

  it("rate-limits each user's maintenance jobs", async () => {
    const busy = await registerUser(w);
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const res = await postJson(
        w,
        "/api/recipe-agent/update-all-recipes",
        { recipeId: 1 + i },
        { Cookie: busy.cookie },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([202, 202, 202, 202, 202, 202, 429]);
  });
});

describe("POST /api/recipe-agent/populate (AI generation)", () => {
  it("is for ADMIN_EMAILS only", async () => {
    const res = await postJson(
      w,
      "/api/recipe-agent/populate",
      { forceRegenerate: false },
      { Cookie: user.cookie },
    );
    expect(res.status).toBe(403);
    expectErrorShape(await readJson(res));
  });

  it("says clearly that no AI model is configured, and queues nothing", async () => {
    const admin = await registerUser(w, { email: ADMIN });
    const before = await db
      .prepare("SELECT count(*) AS n FROM jobs WHERE type = 'recipes.generate'")
      .first<{ n: number }>();
    const res = await postJson(
      w,
      "/api/recipe-agent/populate",
      { forceRegenerate: true, count: 2 },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(503);
    const body = await readJson(res);
    expect(body.error.code).toBe("ai_not_configured");
    expect(body.error.message).toMatch(/^No AI model configured/);
    const after = await db
      .prepare("SELECT count(*) AS n FROM jobs WHERE type = 'recipes.generate'")
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("fails a generation job that reaches the consumer without a model, with the same reason", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload) VALUES ('00000000-0000-4000-8000-0000000000bb', 'recipes.generate', ?, ?)",
      )
      .bind(user.user.id, JSON.stringify({ cuisine: null, count: 2, forceRegenerate: false }))
      .run();
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: "00000000-0000-4000-8000-0000000000bb", type: "recipes.generate" });
    const job = await finished("00000000-0000-4000-8000-0000000000bb");
    expect(job.status).toBe("failed");
    expect(job.error).toMatch(/^No AI model configured/);
  });
});

describe("job status", () => {
  it("is visible to the user who started the job only", async () => {
    const starter = await registerUser(w);
    const { jobId } = await start(
      "/api/cuisine-recipes/populate",
      { cuisine: "Greek" },
      starter.cookie,
    );
    expect((await finished(jobId, starter.cookie)).status).toBe("completed");
    const other = await registerUser(w);
    const res = await w.fetch(`/api/recipe-agent/jobs/${jobId}`, {
      headers: { Cookie: other.cookie },
    });
    expect(res.status).toBe(404);
    expect((await w.fetch(`/api/recipe-agent/jobs/${jobId}`)).status).toBe(401);
    expect(
      (await w.fetch("/api/recipe-agent/jobs/nope!", { headers: { Cookie: starter.cookie } }))
        .status,
    ).toBe(404);
  });

  it("fails a job with a bad payload at once", async () => {
    await db
      .prepare(
        "INSERT INTO jobs (id, type, user_id, payload) VALUES ('00000000-0000-4000-8000-0000000000cc', 'recipes.update-all', ?, '{\"recipeId\":\"x\"}')",
      )
      .bind(user.user.id)
      .run();
    const queue = await w.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: "00000000-0000-4000-8000-0000000000cc", type: "recipes.update-all" });
    const job = await finished("00000000-0000-4000-8000-0000000000cc");
    expect(job).toMatchObject({
      status: "failed",
      error: "Invalid recipes.update-all job payload",
    });
  });

  it("lists the user's recent jobs on /recipe-admin, which guests cannot open", async () => {
    const guest = await w.fetch("/recipe-admin");
    expect(guest.status).toBe(302);
    expect(guest.headers.get("Location")).toBe("/auth?redirectTo=%2Frecipe-admin");
    const html = await (
      await w.fetch("/recipe-admin", { headers: { Cookie: user.cookie } })
    ).text();
    expect(html).toContain("Recipe administration");
    expect(html).toContain("Update all recipes");
    expect(html).toContain("All 129 recipes are up to date.");
    expect(html).toContain("No AI model configured");
  });
});
