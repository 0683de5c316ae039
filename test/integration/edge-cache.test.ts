/**
 * The edge cache for public reads (issue 21, ADR 034), through the real worker and Miniflare's
 * Cache API: a guest's page or API read is stored after the first answer and served from the cache
 * (X-Cache: HIT, no D1 call) until a write that changes it purges it; anything asked with our
 * cookies, or answered for one browser, is never stored nor served from it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let cookie: string;
let firstName: string;

beforeAll(async () => {
  w = await startWorker();
  const registered = await registerUser(w, { firstName: "Zephyrine" });
  cookie = registered.cookie;
  firstName = registered.user.firstName;
});
afterAll(() => w?.dispose());

type Answer = { status: number; headers: Headers; body: string };

async function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await w.fetch(path, { headers });
  return { status: res.status, headers: res.headers, body: await res.text() };
}

/**
 * Asks as a guest until the answer comes from the cache: the first answer is stored in the
 * background (waitUntil), so the next request may still miss on a loaded machine.
 */
async function untilCached(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const answer = await get(path, headers);
    if (answer.headers.get("X-Cache") === "HIT") return answer;
    expect(answer.headers.get("X-Cache"), path).toBe("MISS");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${path} was never served from the edge cache`);
}

function cspNonce(headers: Headers): string | undefined {
  return /'nonce-([^']+)'/.exec(headers.get("Content-Security-Policy") ?? "")?.[1];
}

describe("guest pages and public API reads", () => {
  it("a guest's recipe page is rendered once, then served from the cache without D1", async () => {
    const first = await get("/recipes/2");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(Number(first.headers.get("X-D1-Calls"))).toBeGreaterThan(0);
    expect(first.headers.get("Cache-Control")).toMatch(/\bs-maxage=\d+/);
    expect(first.headers.get("Cache-Control")).toMatch(/\bstale-while-revalidate=\d+/);
    expect(first.headers.get("Set-Cookie")).toBeNull();

    const hit = await untilCached("/recipes/2");
    expect(hit.status).toBe(200);
    expect(hit.headers.get("X-D1-Calls")).toBe("0");
    expect(hit.headers.get("Cache-Control")).toBe(first.headers.get("Cache-Control"));
    expect(hit.body.length).toBeGreaterThan(1000);
    // each answer keeps its own CSP nonce, and the page's scripts carry it
    const nonce = cspNonce(hit.headers);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(cspNonce(first.headers));
    expect(hit.body).toContain(`nonce="${nonce}"`);
    expect(hit.body).not.toContain(`nonce="${cspNonce(first.headers)}"`);
  });

  it("public API reads are cached too, with an ETag answered 304 when the client holds it", async () => {
    const first = await get("/api/recipes/3");
    expect(first.status).toBe(200);
    const etag = first.headers.get("ETag");
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    const hit = await untilCached("/api/recipes/3");
    expect(hit.headers.get("ETag")).toBe(etag);
    expect(JSON.parse(hit.body)).toEqual(JSON.parse(first.body));

    const notModified = await get("/api/recipes/3", { "If-None-Match": etag! });
    expect(notModified.status).toBe(304);
    expect(notModified.body).toBe("");
    const changed = await get("/api/recipes/3", { "If-None-Match": 'W/"0000"' });
    expect(changed.status).toBe(200);
  });

  it("a signed-in viewer's JSON reads get an ETag and 304 as well", async () => {
    const first = await get("/api/recipes/21", { Cookie: cookie });
    expect(first.headers.get("X-Cache")).toBe("BYPASS");
    const etag = first.headers.get("ETag");
    expect(etag).toBeTruthy();
    const again = await get("/api/recipes/21", { Cookie: cookie, "If-None-Match": etag! });
    expect(again.status).toBe(304);
  });

  it("a signed-in read of a recipe's JSON is answered by the public entry a guest stored, and never stores one itself", async () => {
    // nothing stored yet: the viewer's own render answers, and is not stored
    const viewerFirst = await get("/api/recipes/22", { Cookie: cookie });
    expect(viewerFirst.headers.get("X-Cache")).toBe("BYPASS");
    expect(Number(viewerFirst.headers.get("X-D1-Calls"))).toBeGreaterThan(0);
    const guestFirst = await get("/api/recipes/22");
    expect(guestFirst.headers.get("X-Cache")).toBe("MISS");

    // a guest's answer stored: the viewer gets the same bytes from it, without D1
    const guest = await untilCached("/api/recipes/22");
    const viewer = await get("/api/recipes/22", { Cookie: cookie });
    expect(viewer.status).toBe(200);
    expect(viewer.headers.get("X-Cache")).toBe("HIT");
    expect(viewer.headers.get("X-D1-Calls")).toBe("0");
    expect(viewer.headers.get("Set-Cookie")).toBeNull();
    expect(viewer.body).toBe(guest.body);
    expect(JSON.parse(viewer.body)).toEqual(JSON.parse(viewerFirst.body));
    const etag = viewer.headers.get("ETag");
    expect(etag).toBe(guest.headers.get("ETag"));
    const again = await get("/api/recipes/22", { Cookie: cookie, "If-None-Match": etag! });
    expect(again.status).toBe(304);

    // the recipe's page is the viewer's own (their name in it): never from the public entry
    await untilCached("/recipes/22");
    const page = await get("/recipes/22", { Cookie: cookie });
    expect(page.headers.get("X-Cache")).toBe("BYPASS");
    expect(page.body).toContain(firstName);
  });

  it("a new comment makes the recipe's page and comment list fresh again", async () => {
    await untilCached("/recipes/4");
    await untilCached("/api/social/recipes/4/comments");
    await untilCached("/api/recipes/5");
    const text = `Edge cache check ${Date.now()}`;
    const posted = await postJson(
      w,
      "/api/social/recipes/4/comments",
      { comment: text },
      { Cookie: cookie },
    );
    expect(posted.status).toBe(201);

    const page = await get("/recipes/4");
    expect(page.headers.get("X-Cache")).toBe("MISS");
    expect(page.body).toContain(text);
    const comments = await get("/api/social/recipes/4/comments");
    expect(comments.headers.get("X-Cache")).toBe("MISS");
    expect(comments.body).toContain(text);
    // another recipe's entries stay cached
    expect((await get("/api/recipes/5")).headers.get("X-Cache")).toBe("HIT");
  });

  it("a new story makes the recipe's page fresh again", async () => {
    await untilCached("/api/cultural/recipes/6/stories");
    const title = `Story ${Date.now()}`;
    const posted = await postJson(
      w,
      "/api/cultural/stories",
      {
        recipeId: 6,
        title,
        story: "My grandmother made this every winter in the village by the sea.",
        badgeType: "family_tradition",
      },
      { Cookie: cookie },
    );
    expect(posted.status, await posted.clone().text()).toBe(201);
    const stories = await get("/api/cultural/recipes/6/stories");
    expect(stories.headers.get("X-Cache")).toBe("MISS");
    expect(stories.body).toContain(title);
  });

  it("many first-time guest pages at once: every answer ends, and is stored as it was served", async () => {
    // what Load More asks for (a new `?shown=`), as pages and as Remix data requests, all at once
    const paths = [
      ...[12, 24, 36, 48, 60, 72, 84, 96, 108, 120].map((n) => `/recommendations?shown=${n}`),
      ...["breakfast", "lunch", "dinner"].map((m) => `/recipe-search?search=1&meal=${m}&shown=24`),
      ...[24, 36, 48].map((n) => `/recommendations?shown=${n}&_data=routes%2Frecommendations`),
    ];
    const firsts = await Promise.all(paths.map((path) => get(path)));
    for (const [i, first] of firsts.entries()) {
      expect(first.status, paths[i]).toBe(200);
      expect(first.headers.get("X-Cache"), paths[i]).toBe("MISS");
      if (paths[i]!.includes("_data")) expect(() => JSON.parse(first.body), paths[i]).not.toThrow();
      else expect(first.body.trimEnd(), paths[i]).toMatch(/<\/html>$/);
    }
    for (const [i, path] of paths.entries()) {
      const hit = await untilCached(path);
      const nonce = (headers: Headers) => cspNonce(headers) ?? "none";
      // the stored copy is the served bytes (a page's script nonces are this answer's own)
      expect(hit.body.replaceAll(nonce(hit.headers), "N"), path).toBe(
        firsts[i]!.body.replaceAll(nonce(firsts[i]!.headers), "N"),
      );
    }
  });

  it("answers that are not the same for every guest are not stored", async () => {
    for (let i = 0; i < 3; i++) {
      const missing = await get("/recipes/999999");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("X-Cache")).toBe("BYPASS");
    }
    // paths outside the public reads are never looked up
    expect((await get("/auth")).headers.get("X-Cache")).toBeNull();
  });
});

describe("signed-in pages", () => {
  it("are never stored nor served from the cache, and never reach a guest", async () => {
    await untilCached("/recipes/7");
    for (let i = 0; i < 3; i++) {
      const page = await get("/recipes/7", { Cookie: cookie });
      expect(page.status).toBe(200);
      expect(page.headers.get("X-Cache")).toBe("BYPASS");
      expect(page.headers.get("Cache-Control")).toBe("private, no-store");
      expect(Number(page.headers.get("X-D1-Calls"))).toBeGreaterThan(0);
      expect(page.body).toContain(firstName);
    }
    const guest = await get("/recipes/7");
    expect(guest.headers.get("X-Cache")).toBe("HIT");
    expect(guest.body).not.toContain(firstName);
  });

  it("a signed-in Remix data request is not cached either", async () => {
    const path = "/recipes/7?_data=root";
    for (let i = 0; i < 2; i++) {
      const data = await get(path, { Cookie: cookie });
      expect(data.headers.get("X-Cache")).toBe("BYPASS");
      expect((await readJson(new Response(data.body))).user.firstName).toBe(firstName);
    }
    const guest = await untilCached(path);
    expect(JSON.parse(guest.body).user).toBeNull();
  });
});

// ADR 035: every request's statements go through one D1 session; a write's answer carries the
// session's bookmark in a signed cookie, and the next request starts from it
describe("D1 sessions and the bookmark cookie", () => {
  it("a write's answer carries its bookmark; a refused one and a read do not", async () => {
    const posted = await postJson(
      w,
      "/api/social/recipes/8/comments",
      { comment: "Bookmark check" },
      { Cookie: cookie },
    );
    expect(posted.status).toBe(201);
    const bookmark = posted.headers.getSetCookie().find((c) => /^__Host-nc_d1=/.test(c));
    expect(bookmark, posted.headers.getSetCookie().join(" | ")).toBeTruthy();
    expect(bookmark).toMatch(/Max-Age=300/);
    expect(bookmark).toMatch(/HttpOnly/);

    const refused = await postJson(
      w,
      "/api/social/recipes/8/comments",
      { comment: "" },
      {
        Cookie: cookie,
      },
    );
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie()).toEqual([]);
    const read = await w.fetch("/api/social/recipes/8/comments", { headers: { Cookie: cookie } });
    expect(read.headers.getSetCookie()).toEqual([]);

    // the next request starts from the bookmark and sees the write
    const pair = bookmark!.split(";")[0];
    const after = await get("/api/social/recipes/8/comments", { Cookie: `${cookie}; ${pair}` });
    expect(after.status).toBe(200);
    expect(after.body).toContain("Bookmark check");
  });

  it("a guest carrying a bookmark (just signed out, say) is answered fresh, not from the cache", async () => {
    await untilCached("/recipes/9");
    const posted = await postJson(
      w,
      "/api/social/recipes/10/comments",
      { comment: "Another bookmark" },
      { Cookie: cookie },
    );
    const pair = posted.headers
      .getSetCookie()
      .find((c) => /^__Host-nc_d1=/.test(c))!
      .split(";")[0];
    const page = await get("/recipes/9", { Cookie: pair });
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Cache")).toBe("BYPASS");
    // a forged or stale cookie is ignored, never an error
    const forged = await get("/recipes/9", { Cookie: "__Host-nc_d1=not-signed" });
    expect(forged.status).toBe(200);
  });
});

describe("stale-while-revalidate (issue 21), with answers fresh for one second", () => {
  let s: TestWorker;
  beforeAll(async () => {
    s = await startWorker({ vars: { EDGE_CACHE_FRESH_SECONDS: "1" } });
  });
  afterAll(() => s?.dispose());

  /** Asks (as a guest unless told) until `done` holds for an answer (each wait is for a state). */
  async function until(
    path: string,
    done: (a: Answer) => boolean,
    headers: Record<string, string> = {},
  ): Promise<Answer> {
    for (let attempt = 0; attempt < 200; attempt++) {
      const res = await s.fetch(path, { headers });
      const answer = { status: res.status, headers: res.headers, body: await res.text() };
      if (done(answer)) return answer;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${path}: the awaited answer never came`);
  }

  it("serves a stale answer at once, renders it again in the background, then serves the new one", async () => {
    const path = "/api/recipes/8";
    const first = await until(path, (a) => a.headers.get("X-Cache") === "HIT");
    const oldTitle = (JSON.parse(first.body) as { title: string }).title;
    // a change the app did not purge for (written straight to D1): only revalidation can show it
    const newTitle = `Revalidated ${Date.now()}`;
    const db = await s.d1();
    await db.prepare("UPDATE recipes SET title = ? WHERE id = 8").bind(newTitle).run();

    const stale = await until(path, (a) => a.headers.get("X-Cache") === "STALE");
    expect(stale.status).toBe(200);
    expect(stale.headers.get("X-D1-Calls")).toBe("0");
    // the first stale answer is the one stored before the change; its hit starts the new render
    expect((JSON.parse(stale.body) as { title: string }).title).toBe(oldTitle);

    const refreshed = await until(
      path,
      (a) => a.headers.get("X-Cache") !== "MISS" && a.body.includes(newTitle),
    );
    expect(["HIT", "STALE"]).toContain(refreshed.headers.get("X-Cache"));
    expect(refreshed.headers.get("X-D1-Calls")).toBe("0");
  });

  it("a signed-in read of a stale recipe JSON is answered stale and rendered again as a guest's", async () => {
    const viewer = { Cookie: (await registerUser(s)).cookie };
    const path = "/api/recipes/12";
    await until(path, (a) => a.headers.get("X-Cache") === "HIT");
    const newTitle = `Revalidated for a viewer ${Date.now()}`;
    const db = await s.d1();
    await db.prepare("UPDATE recipes SET title = ? WHERE id = 12").bind(newTitle).run();

    const stale = await until(path, (a) => a.headers.get("X-Cache") === "STALE", viewer);
    expect(stale.headers.get("X-D1-Calls")).toBe("0");
    expect(stale.body).not.toContain(newTitle);
    // only the viewer asks from here: the new answer can only come from the refresh its stale read
    // started (a viewer's own render is never stored)
    const refreshed = await until(
      path,
      (a) => a.headers.get("X-Cache") !== "BYPASS" && a.body.includes(newTitle),
      viewer,
    );
    expect(["HIT", "STALE"]).toContain(refreshed.headers.get("X-Cache"));
    expect(refreshed.headers.get("X-D1-Calls")).toBe("0");
  });
});
