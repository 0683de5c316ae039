/**
 * The account's data and sessions against the real stores (D1, KV, R2), table by table the way
 * the owner matrix checks ownership: GET /api/account/export holds every row the user owns,
 * DELETE /api/account leaves none (nor a KV session, nor an R2 object) and nothing of anyone else
 * changes but the like count A gave; a password change ends the other sessions; "sign out
 * everywhere" ends them all, even a session KV still serves (users.sessions_revoked_at).
 *
 * The tables are read from D1 itself: a new table with a user_id that the export or the deletion
 * does not cover fails here.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  cookiesFrom,
  expectErrorShape,
  freshIp,
  postJson,
  readJson,
  registerUser,
  signedCookieValue,
} from "../helpers/auth";
import { EXPORT_LIMIT } from "~/services/account-data.server";
import { ownerFilter, userTables, type TableInfo } from "../helpers/owned-tables";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

type Session = Awaited<ReturnType<typeof registerUser>>;

let w: TestWorker;
let db: D1Database;
let kv: KVNamespace;
let bucket: R2Bucket;

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  w = await startWorker({ retryDelay: 0 });
  db = await w.d1();
  kv = (await w.mf.getKVNamespace("SESSIONS")) as unknown as KVNamespace;
  bucket = (await w.mf.getR2Bucket("IMAGES")) as unknown as R2Bucket;
});
afterAll(() => w?.dispose());

// ---------------------------------------------------------------- helpers

function send(cookie: string | null, method: string, path: string, body?: unknown) {
  return w.fetch(path, {
    method,
    headers: {
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      ...(cookie ? { Cookie: cookie } : {}),
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function ok(s: Session, method: string, path: string, body?: unknown) {
  const res = await send(s.cookie, method, path, body);
  const text = await res.text();
  expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
  return text ? JSON.parse(text) : null;
}

function postForm(cookie: string, fields: Record<string, string>) {
  return w.fetch("/settings", {
    method: "POST",
    headers: {
      Cookie: cookie,
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function signedIn(cookie: string): Promise<boolean> {
  const res = await send(cookie, "GET", "/api/auth/user");
  return res.status === 200;
}

/** A second session for the same user (another device). */
async function logInAgain(s: Session, password = s.registration.password as string) {
  const res = await postJson(w, "/api/login", { email: s.registration.email, password });
  expect(res.status).toBe(200);
  return cookieHeader(cookiesFrom(res));
}

const sessionIdOf = (cookie: string) =>
  signedCookieValue(/nc_session=([^;]+)/.exec(cookie)![1]) as string;

async function kvSessionKeys(userId: number): Promise<string[]> {
  const index = await kv.list({ prefix: `user-session:${userId}:` });
  return index.keys.map((k) => k.name);
}

function ownerFilterOf(table: TableInfo): string {
  const filter = ownerFilter(table);
  if (!filter)
    throw new Error(`no owner rule for table ${table.name}: add it to the export and the deletion`);
  return filter;
}

async function rowsOf(userId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const tables = await userTables(db);
  const results = await db.batch(
    tables.map((t) =>
      db.prepare(`SELECT * FROM ${t.name} WHERE ${ownerFilterOf(t)} ORDER BY rowid`).bind(userId),
    ),
  );
  return Object.fromEntries(
    tables.map((t, i) => [t.name, results[i].results as Record<string, unknown>[]]),
  );
}

/** A row in every user-owned table, made through the APIs (identities through D1: OIDC only). */
async function fillEveryTable(a: Session, b: Session) {
  const [recipe, other] = (await ok(a, "GET", "/api/recipes?limit=2")).map(
    (r: { id: number }) => r.id,
  );
  const story = {
    title: "Harvest supper",
    story: "We cooked this every autumn when the whole family came home.",
  };
  await ok(a, "POST", "/api/favorites", { userId: a.user.id, recipeId: recipe });
  const aStory = await ok(a, "POST", "/api/cultural/stories", { ...story, recipeId: recipe });
  const bStory = await ok(b, "POST", "/api/cultural/stories", { ...story, recipeId: other });
  await ok(a, "POST", `/api/cultural/stories/${bStory.id}/like`);
  await ok(b, "POST", `/api/cultural/stories/${aStory.id}/like`);
  await ok(a, "POST", `/api/social/recipes/${recipe}/comments`, { comment: "Lovely.", rating: 5 });
  await ok(a, "POST", "/api/social/shares", { recipeId: recipe, platform: "twitter" });
  const job = await ok(a, "POST", "/api/meal-plans/generate");
  await waitFor(async () => {
    const j = await ok(a, "GET", `/api/jobs/${job.jobId}`);
    return j.status === "completed" || j.status === "failed";
  });
  await ok(a, "POST", "/api/saved-items", { kind: "smoothie-plan", itemId: "detox-cleanse" });
  await ok(a, "POST", "/api/shopping-lists", { name: "Week", items: [{ name: "Leeks" }] });
  await ok(a, "POST", "/api/nutrition-logs", {
    mealType: "lunch",
    foodName: "Soup",
    calories: 400,
    protein: 20,
    carbs: 50,
    fat: 10,
  });
  await ok(a, "POST", "/api/health-metrics", { weight: 60, waterIntake: 1.5 });
  await ok(a, "POST", "/api/wellness-goals", { title: "Walk", targetValue: 10, unit: "km" });
  await ok(a, "GET", "/api/achievements");
  // a photo in the chat: an R2 object and its uploads row
  await ok(a, "POST", "/api/nutricoach/chat", {
    message: "",
    history: [],
    imageData: `data:image/png;base64,${PNG_1X1.toString("base64")}`,
  });
  // a typed meal analysis, stored in the history
  const form = new FormData();
  form.set("description", "1 cup cooked rice");
  const analysed = await w.fetch("/api/multi-agent/analyze-comprehensive", {
    method: "POST",
    headers: { Cookie: a.cookie, "CF-Connecting-IP": freshIp(), Origin: w.url.origin },
    body: form,
  });
  expect(analysed.status).toBe(200);
  await db
    .prepare(
      "INSERT INTO user_identities (user_id, issuer, subject, email) VALUES (?, 'https://idp.example', ?, ?)",
    )
    .bind(a.user.id, `sub-${a.user.id}`, a.user.email)
    .run();
  // an imported recipe, private to A (the import page's review, saved)
  const imported = await w.fetch("/recipes/import", {
    method: "POST",
    headers: {
      Cookie: a.cookie,
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams({
      intent: "save",
      title: "Alma's eggs on rice",
      servings: "2",
      totalTime: "20",
      mealType: "lunch",
      ingredients: "1 cup cooked rice\n2 large eggs",
      instructions: "Fry the eggs.\nServe on the rice.",
    }).toString(),
  });
  expect(imported.status).toBe(302);
  // a refused sign-in: a rate-limit counter naming A's email
  await postJson(w, "/api/login", { email: a.user.email, password: "not-the-password" });
  return { bStory: bStory.id as number };
}

// ---------------------------------------------------------------- export and deletion

describe("export and deletion, table by table", () => {
  let a: Session;
  let b: Session;
  let bStory: number;
  let secondCookie: string;

  beforeAll(async () => {
    a = await registerUser(w, { firstName: "Alma" });
    b = await registerUser(w, { firstName: "Bruno" });
    ({ bStory } = await fillEveryTable(a, b));
    secondCookie = await logInAgain(a);
  }, 120_000);

  it("A has a row in every user-owned table (so the checks below cover them all)", async () => {
    const rows = await rowsOf(a.user.id);
    const empty = Object.entries(rows)
      .filter(([, r]) => r.length === 0)
      .map(([name]) => name);
    expect(empty).toEqual([]);
    expect(Object.keys(rows).length).toBeGreaterThanOrEqual(19);
  });

  it("GET /api/account/export holds every row A owns, and nothing of B's", async () => {
    const res = await send(a.cookie, "GET", "/api/account/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="nutricoach-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = await readJson(res);
    expect(data).toMatchObject({ format: "nutricoach-export/1", userId: a.user.id });
    const rows = await rowsOf(a.user.id);
    for (const [table, dbRows] of Object.entries(rows)) {
      const exported = data.tables[table] as Record<string, unknown>[] | undefined;
      expect(exported, `export has no "${table}"`).toBeDefined();
      expect(exported!.length, table).toBe(dbRows.length);
      if ("id" in dbRows[0])
        expect(exported!.map((r) => r.id).sort(), table).toEqual(dbRows.map((r) => r.id).sort());
      for (const row of exported!) if ("userId" in row) expect(row.userId, table).toBe(a.user.id);
    }
    expect(Object.keys(data.tables).sort()).toEqual(Object.keys(rows).sort());
    const text = JSON.stringify(data);
    expect(text).not.toContain("pbkdf2");
    expect(text).not.toContain(b.user.email);
    expect(data.tables.users[0]).toMatchObject({ email: a.user.email, hasPassword: true });
    expect(data.tables.users[0]).not.toHaveProperty("passwordHash");
  });

  it("a user gets EXPORT_LIMIT exports an hour, then 429 with Retry-After; others are not slowed", async () => {
    const c = await registerUser(w);
    for (let i = 0; i < EXPORT_LIMIT.limit; i++)
      expect((await send(c.cookie, "GET", "/api/account/export")).status).toBe(200);
    const refused = await send(c.cookie, "GET", "/api/account/export");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expectErrorShape(await readJson(refused));
    const other = await registerUser(w);
    expect((await send(other.cookie, "GET", "/api/account/export")).status).toBe(200);
  });

  it("a guest gets 401, and the export is not cached", async () => {
    const res = await send(null, "GET", "/api/account/export");
    expect(res.status).toBe(401);
    expectErrorShape(await readJson(res));
    const own = await send(a.cookie, "GET", "/api/account/export");
    expect(own.headers.get("cache-control")).toBe("private, no-store");
  });

  it("DELETE /api/account with a wrong password: 403, nothing changes", async () => {
    const before = await rowsOf(a.user.id);
    const sessions = await kvSessionKeys(a.user.id);
    const objects = (await bucket.list()).objects.length;
    const res = await send(a.cookie, "DELETE", "/api/account", { password: "not-my-password" });
    expect(res.status).toBe(403);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error).toMatchObject({
      code: "wrong_password",
      fields: { password: ["That password is not correct."] },
    });
    const after = await rowsOf(a.user.id);
    expect(after).toEqual(before);
    expect(await kvSessionKeys(a.user.id)).toEqual(sessions);
    expect((await bucket.list()).objects.length).toBe(objects);
    expect((await send(a.cookie, "DELETE", "/api/account", {})).status).toBe(400);
  });

  it("DELETE /api/account: 204, no row, KV session or R2 object of A's left; B's data intact", async () => {
    const aRows = await rowsOf(a.user.id);
    const uploads = aRows.uploads.map((u) => u.key as string);
    const aStories = new Set(aRows.cultural_stories.map((st) => st.id));
    expect(uploads.length).toBeGreaterThan(0);
    for (const key of uploads) expect(await bucket.head(key)).not.toBeNull();
    const sessionIds = [sessionIdOf(a.cookie), sessionIdOf(secondCookie)];
    for (const id of sessionIds) expect(await kv.get(`session:${id}`)).not.toBeNull();
    const bBefore = await rowsOf(b.user.id);

    const res = await send(a.cookie, "DELETE", "/api/account", {
      password: a.registration.password,
    });
    expect(res.status).toBe(204);
    expect(res.headers.get("set-cookie")).toMatch(/nc_session=;/);

    const after = await rowsOf(a.user.id);
    for (const [table, rows] of Object.entries(after)) expect(rows, table).toEqual([]);
    for (const key of uploads) expect(await bucket.head(key)).toBeNull();
    for (const id of sessionIds) expect(await kv.get(`session:${id}`)).toBeNull();
    expect(await kvSessionKeys(a.user.id)).toEqual([]);
    expect(await signedIn(a.cookie)).toBe(false);
    expect(await signedIn(secondCookie)).toBe(false);
    const counters = await db
      .prepare("SELECT count(*) AS n FROM rate_limits WHERE key LIKE ? OR key LIKE ?")
      .bind(`%:account:${a.user.email}`, `%:user:${a.user.id}`)
      .first<{ n: number }>();
    expect(counters!.n).toBe(0);

    // B's rows are B's as before, except that A's like of B's story is gone from its count and
    // B's like of A's story went with the story
    const bAfter = await rowsOf(b.user.id);
    expect(bBefore.story_likes.filter((l) => aStories.has(l.story_id)).length).toBe(1);
    bBefore.story_likes = bBefore.story_likes.filter((l) => !aStories.has(l.story_id));
    const likes = (rows: typeof bAfter) =>
      rows.cultural_stories.find((s) => s.id === bStory)!.likes as number;
    expect(likes(bBefore)).toBe(1);
    expect(likes(bAfter)).toBe(0);
    const strip = (rows: typeof bAfter) => ({
      ...rows,
      cultural_stories: rows.cultural_stories.map(({ likes: _l, ...s }) => s),
    });
    expect(strip(bAfter)).toEqual(strip(bBefore));
    expect(await signedIn(b.cookie)).toBe(true);
  });
});

// ---------------------------------------------------------------- sessions

describe("password change and sign out everywhere (/settings)", () => {
  it("a password change ends the other sessions and keeps this browser signed in", async () => {
    const s = await registerUser(w);
    const other = await logInAgain(s);
    // a wrong current password: 403, nothing changes
    const wrong = await postForm(s.cookie, {
      intent: "password",
      currentPassword: "not-my-password",
      newPassword: "new horse battery",
      confirmPassword: "new horse battery",
    });
    expect(wrong.status).toBe(403);
    expect(await signedIn(other)).toBe(true);

    const res = await postForm(s.cookie, {
      intent: "password",
      currentPassword: s.registration.password as string,
      newPassword: "new horse battery",
      confirmPassword: "new horse battery",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/settings");
    const fresh = cookieHeader(cookiesFrom(res));
    expect(await signedIn(fresh)).toBe(true);
    expect(await signedIn(other)).toBe(false);
    expect(await signedIn(s.cookie)).toBe(false);
    expect(await kvSessionKeys(s.user.id)).toEqual([
      `user-session:${s.user.id}:${sessionIdOf(fresh)}`,
    ]);
    const oldLogin = await postJson(w, "/api/login", {
      email: s.registration.email,
      password: s.registration.password,
    });
    expect(oldLogin.status).toBe(401);
    await logInAgain(s, "new horse battery");
  });

  it("sign out everywhere ends every session, even one a stale KV copy still holds", async () => {
    const s = await registerUser(w);
    const other = await logInAgain(s);
    const staleKey = `session:${sessionIdOf(other)}`;
    const stale = await kv.get(staleKey);
    expect(stale).not.toBeNull();

    const res = await postForm(s.cookie, { intent: "sign-out-everywhere" });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth");
    expect(await signedIn(s.cookie)).toBe(false);
    expect(await signedIn(other)).toBe(false);
    expect(await kvSessionKeys(s.user.id)).toEqual([]);

    // another location may still serve the deleted entry for up to 60 s: D1 refuses it anyway
    await kv.put(staleKey, stale!, { expirationTtl: 3600 });
    expect(await signedIn(other)).toBe(false);
    // a new sign-in works
    expect(await signedIn(await logInAgain(s))).toBe(true);
  });

  it("deleting from /settings asks for the password, then signs out and goes home", async () => {
    const s = await registerUser(w);
    const wrong = await postForm(s.cookie, { intent: "delete-account", password: "nope-nope" });
    expect(wrong.status).toBe(403);
    expect(await signedIn(s.cookie)).toBe(true);
    const res = await postForm(s.cookie, {
      intent: "delete-account",
      password: s.registration.password as string,
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
    expect(await signedIn(s.cookie)).toBe(false);
    const row = await db.prepare("SELECT id FROM users WHERE id = ?").bind(s.user.id).first();
    expect(row).toBeNull();
  });

  it("a guest posting to /settings is sent to sign in; nothing changes", async () => {
    const res = await w.fetch("/settings", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Origin: w.url.origin,
        "CF-Connecting-IP": freshIp(),
      },
      body: "intent=sign-out-everywhere",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fsettings");
  });
});
