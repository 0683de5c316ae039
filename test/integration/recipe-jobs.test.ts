/**
 * Recipe population and maintenance through the real queue consumer: the endpoints answer at once
 * with a job id, the consumer runs the job, and its status shows progress and the result.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PlanRecipe } from "~/domain/meal-plan";
import { expectErrorShape, postJson, readJson, registerUser, verifyEmail } from "../helpers/auth";
import { startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

const ADMIN = "chef.admin@example.com";
/** The seeded catalogue (db/seed/catalogue.json is generated with seed.sql), so counts follow it. */
const CATALOGUE = JSON.parse(
  readFileSync(new URL("../../db/seed/catalogue.json", import.meta.url), "utf8"),
) as PlanRecipe[];
const THAI_COUNT = CATALOGUE.filter((r) => r.cuisine === "Thai").length;
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
      const res = await w.fetch(`/api/jobs/${jobId}`, { headers: { Cookie: cookie } });
      const job = (await readJson(res)) as Job;
      return job.status === "completed" || job.status === "failed" ? job : null;
    },
    { intervalMs: 100 },
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
    expect(THAI_COUNT).toBeGreaterThanOrEqual(9);
    expect(before.length).toBe(THAI_COUNT);
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
    expect((await rowsOf("cuisine = 'Thai'")).length).toBe(THAI_COUNT);
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

/** A generated recipe with no nutrition and no instructions, as a model might leave one; its id. */
async function insertGeneratedRecipe(slug: string, cuisine: string, ingredients: string[]) {
  await db
    .prepare(
      `INSERT INTO recipes (slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, dietary_tags, ingredients, instructions, source)
       VALUES (?, ?, 'A home dish.', '/x.svg', 0, 0, 0, 0, 20, 2, ?, '[]', ?, '[]', 'generated')`,
    )
    .bind(slug, slug.replace(/-/g, " "), cuisine, JSON.stringify(ingredients))
    .run();
  return (await db
    .prepare("SELECT id FROM recipes WHERE slug = ?")
    .bind(slug)
    .first<{ id: number }>())!.id;
}

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
      checked: CATALOGUE.length,
      updated: 0,
      message: `All ${CATALOGUE.length} recipes are up to date.`,
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
    const id = await insertGeneratedRecipe("home-bean-bowl", "Mexican", [
      "1 cup cooked black beans",
      "1 cup cooked brown rice",
      "2 glorbs",
    ]);
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

  it("starts from the recipe page's Update recipe details form (the page's action, the API's job)", async () => {
    const id = await insertGeneratedRecipe("page-lentil-soup", "Indian", [
      "1 cup red lentils",
      "2 cups water",
    ]);
    // as the page's fetcher sends it (`_data`: the action's answer, not the page)
    const post = (cookie?: string) =>
      w.fetch(`/recipes/${id}?_data=${encodeURIComponent("pages/recipe-detail")}`, {
        method: "POST",
        headers: {
          ...(cookie ? { Cookie: cookie } : {}),
          Origin: w.url.origin,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ intent: "update-details" }).toString(),
        redirect: "manual",
      });
    // a guest is sent to sign in, and nothing starts
    const guest = await post();
    expect(guest.headers.get("X-Remix-Redirect") ?? guest.headers.get("Location")).toMatch(
      /^\/auth/,
    );
    expect(await db.prepare("SELECT calories FROM recipes WHERE id = ?").bind(id).first()).toEqual({
      calories: 0,
    });
    const res = await post(user.cookie);
    expect(res.status).toBe(202);
    const answer = await readJson(res);
    expect(answer.intent).toBe("update-details");
    const done = await finished(answer.jobId);
    expect(done.status).toBe("completed");
    expect(done.result).toMatchObject({ checked: 1, updated: 1, missingInstructions: [id] });
    const [row] = await rowsOf("id = ?", id);
    expect(row.calories as number).toBeGreaterThan(100);
    // the job is the user's: another user cannot read it
    const other = await registerUser(w);
    const peek = await w.fetch(`/api/jobs/${answer.jobId}`, { headers: { Cookie: other.cookie } });
    expect(peek.status).toBe(404);
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
    await verifyEmail(w, admin);
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
    const res = await w.fetch(`/api/jobs/${jobId}`, {
      headers: { Cookie: other.cookie },
    });
    expect(res.status).toBe(404);
    expect((await w.fetch(`/api/jobs/${jobId}`)).status).toBe(401);
    expect((await w.fetch("/api/jobs/nope!", { headers: { Cookie: starter.cookie } })).status).toBe(
      404,
    );
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
    expect(html).toContain(`All ${CATALOGUE.length} recipes are up to date.`);
    expect(html).toContain("No AI model configured");
  });
});

describe("generation with a configured model (a fake OpenAI-compatible provider)", () => {
  let fake: FakeOpenAi;
  let g: TestWorker;
  let gdb: D1Database;
  let admin: Awaited<ReturnType<typeof registerUser>>;
  const drafts = [
    {
      title: "Lemony Chickpea Spinach Bowl",
      description: "Warm chickpeas and wilted spinach with lemon and olive oil.",
      cuisine: "Mediterranean",
      mealTypes: ["lunch", "dinner"],
      prepTime: 15,
      servings: 2,
      ingredients: [
        "1 can chickpeas, drained",
        "4 cups baby spinach",
        "1 tbsp olive oil",
        "1 lemon, juiced",
      ],
      instructions: [
        "Warm the chickpeas in the oil.",
        "Wilt the spinach in the pan.",
        "Finish with lemon.",
      ],
    },
    {
      title: "Moonbeam Stew",
      description: "Made of things the food table has never heard of.",
      cuisine: "Greek",
      mealTypes: ["dinner"],
      prepTime: 30,
      servings: 2,
      ingredients: ["2 cups stardust", "1 moonbeam", "1 tbsp olive oil"],
      instructions: ["Stir well."],
    },
  ];

  beforeAll(async () => {
    fake = await startFakeOpenAi();
    g = await startWorker({
      vars: {
        ADMIN_EMAILS: ADMIN,
        AI_BASE_URL: fake.url,
        AI_API_KEY: "test-key",
        AI_CHAT_MODEL: "fake-chat",
      },
    });
    gdb = await g.d1();
    admin = await registerUser(g, { email: ADMIN });
    // admin powers need the address verified (issue 17)
    await verifyEmail(g, admin);
  });
  afterAll(async () => {
    await g?.dispose();
    await fake?.close();
  });

  const jobOf = (jobId: string) =>
    waitFor(
      async () => {
        const job = (await readJson(
          await g.fetch(`/api/jobs/${jobId}`, { headers: { Cookie: admin.cookie } }),
        )) as Job;
        return job.status === "completed" || job.status === "failed" ? job : null;
      },
      { intervalMs: 100 },
    );

  it("stores the model's recipes with nutrition and tags computed from the food table", async () => {
    fake.reply = "```json\n" + JSON.stringify(drafts) + "\n```";
    const res = await postJson(
      g,
      "/api/recipe-agent/populate",
      { cuisine: "mediterranean", count: 2 },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(202);
    const { jobId } = await readJson(res);
    const job = await jobOf(jobId);
    expect(job.error).toBeNull();
    // the recipe whose lines mostly do not resolve is left out rather than given made-up nutrition
    expect(job.result).toMatchObject({ success: true, count: 1, rejected: 1, error: null });
    const [made] = job.result.recipes as { id: number; title: string }[];
    expect(made.title).toBe("Lemony Chickpea Spinach Bowl");
    expect(made.id).toBeGreaterThanOrEqual(100000);
    const row = await gdb
      .prepare(
        "SELECT slug, source, calories, protein, dietary_tags, image_url FROM recipes WHERE id = ?",
      )
      .bind(made.id)
      .first<{
        slug: string;
        source: string;
        calories: number;
        protein: number;
        dietary_tags: string;
        image_url: string;
      }>();
    expect(row?.source).toBe("generated");
    expect(row!.calories).toBeGreaterThan(150);
    expect(JSON.parse(row!.dietary_tags)).toEqual(expect.arrayContaining(["vegan", "glutenFree"]));
    const prompt = JSON.stringify(fake.requests.at(-1));
    expect(prompt).toContain("Write 2 new healthy Mediterranean recipes");
    // it is searchable at once, and its artwork is drawn
    const found = await readJson(
      await postJson(g, "/api/recipe-agent/search", { searchTerm: "moonbeam" }),
    );
    expect(found.total).toBe(0);
    const bowl = await readJson(
      await postJson(g, "/api/recipe-agent/search", { searchTerm: "Lemony Chickpea" }),
    );
    expect(bowl.recipes.map((r: { id: number }) => r.id)).toEqual([made.id]);
    expect((await g.fetch(row!.image_url)).status).toBe(200);
  });

  it("a generated recipe reaches guests at once: the job purges the edge cache (issue 21)", async () => {
    const path = "/api/cuisine-recipes/Mediterranean?limit=100";
    // a guest's list is stored, then served from the cache
    let cached = false;
    for (let attempt = 0; attempt < 100 && !cached; attempt++) {
      const res = await g.fetch(path);
      expect(res.status).toBe(200);
      cached = res.headers.get("X-Cache") === "HIT";
      await res.arrayBuffer();
      if (!cached) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(cached).toBe(true);

    const title = "Edge Fresh Lentil Salad";
    fake.reply = JSON.stringify([
      {
        ...drafts[0],
        title,
        ingredients: ["1 cup cooked lentils", "2 cups baby spinach", "1 tbsp olive oil"],
      },
    ]);
    const res = await postJson(
      g,
      "/api/recipe-agent/populate",
      { cuisine: "mediterranean", count: 1 },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(202);
    const job = await jobOf((await readJson(res)).jobId);
    expect(job.result).toMatchObject({ success: true, count: 1 });

    // the next guest read is rendered again and carries the new recipe
    const after = await g.fetch(path);
    expect(after.headers.get("X-Cache")).toBe("MISS");
    const titles = ((await readJson(after)) as { title: string }[]).map((r) => r.title);
    expect(titles).toContain(title);
  });

  it("makes nothing twice when the same job is delivered again", async () => {
    const before = await gdb
      .prepare("SELECT count(*) AS n FROM recipes WHERE source = 'generated'")
      .first<{ n: number }>();
    const { id } = (await gdb
      .prepare("SELECT id FROM jobs WHERE type = 'recipes.generate' AND status = 'completed'")
      .first<{ id: string }>())!;
    await gdb.prepare("UPDATE jobs SET status = 'queued' WHERE id = ?").bind(id).run();
    const calls = fake.requests.length;
    const queue = await g.mf.getQueueProducer("JOBS");
    await queue.send({ jobId: id, type: "recipes.generate" });
    const job = await jobOf(id);
    expect(job.result).toMatchObject({ count: 1 });
    expect(fake.requests.length).toBe(calls);
    const after = await gdb
      .prepare("SELECT count(*) AS n FROM recipes WHERE source = 'generated'")
      .first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("asks the model for the instructions a recipe lacks", async () => {
    fake.reply = JSON.stringify([
      "Rinse the lentils.",
      "Simmer them for 20 minutes.",
      "Season and serve.",
    ]);
    await gdb
      .prepare(
        `INSERT INTO recipes (slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, ingredients, instructions, source)
         VALUES ('plain-lentils-x1', 'Plain Lentils', 'Lentils.', '/x.svg', 0, 0, 0, 0, 25, 2, 'Indian', '["1 cup dried lentils", "3 cups water"]', '[]', 'generated')`,
      )
      .run();
    const { id } = (await gdb
      .prepare("SELECT id FROM recipes WHERE slug = 'plain-lentils-x1'")
      .first<{ id: number }>())!;
    const res = await postJson(
      g,
      "/api/recipe-agent/update-all-recipes",
      { recipeId: id },
      { Cookie: admin.cookie },
    );
    const job = await jobOf((await readJson(res)).jobId);
    expect(job.result).toMatchObject({
      instructionsFilled: 1,
      missingInstructions: [],
      aiModel: true,
    });
    const row = await gdb
      .prepare("SELECT instructions FROM recipes WHERE id = ?")
      .bind(id)
      .first<{ instructions: string }>();
    expect(JSON.parse(row!.instructions)).toEqual([
      "Rinse the lentils.",
      "Simmer them for 20 minutes.",
      "Season and serve.",
    ]);
  });

  it("fails the job with the provider's error when the model fails", async () => {
    fake.behaviour = "fail";
    const res = await postJson(
      g,
      "/api/recipe-agent/populate",
      { count: 1, forceRegenerate: true },
      { Cookie: admin.cookie },
    );
    const job = await jobOf((await readJson(res)).jobId);
    fake.behaviour = "ok";
    expect(job.status).toBe("failed");
    expect(job.error).toBeTruthy();
  });
});
