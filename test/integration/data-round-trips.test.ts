/**
 * One D1 round trip per page (issue 21, ADR 034): the worker's D1 connection counts round trips
 * (a batch counts once) and, in tests, says how many an answer took in `X-D1-Calls`. The edge
 * cache is off here, so every request reaches the loaders.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let cookie: string;
let userId: number;

beforeAll(async () => {
  w = await startWorker({ vars: { EDGE_CACHE: "off" } });
  const registered = await registerUser(w);
  cookie = registered.cookie;
  userId = registered.user.id;
  const favorite = await postJson(w, "/api/favorites", { userId, recipeId: 1 }, { Cookie: cookie });
  expect(favorite.status).toBeLessThan(300);
});
afterAll(() => w?.dispose());

async function d1Calls(path: string, signedIn: boolean): Promise<number> {
  const res = await w.fetch(path, signedIn ? { headers: { Cookie: cookie } } : undefined);
  await res.arrayBuffer();
  expect(res.status, path).toBe(200);
  const calls = res.headers.get("X-D1-Calls");
  expect(calls, `${path} says its D1 calls`).not.toBeNull();
  return Number(calls);
}

describe("D1 round trips per answer", () => {
  it("guest pages and public API reads: one round trip each (the home page's recipe pictures included)", async () => {
    const expected: Record<string, number> = {
      "/": 1,
      "/recipes/1": 1,
      "/recipes/1?_data=pages%2Frecipe-detail": 1,
      "/recommendations": 1,
      "/recommendations?q=soup&cuisine=italian": 1,
      "/recipe-collection": 1,
      "/recipe-search": 0,
      "/recipe-search?search=1&cuisines=Italian": 1,
      "/api/recipes/1": 1,
      "/api/recipes?limit=5": 1,
      "/api/cuisine-recipes/cuisines": 1,
      "/api/cuisine-recipes/italian": 1,
      "/api/cultural/recipes/1/stories": 1,
      "/api/social/recipes/1/comments": 1,
    };
    const measured: Record<string, number> = {};
    for (const path of Object.keys(expected)) measured[path] = await d1Calls(path, false);
    expect(measured).toEqual(expected);
  });

  it("signed-in pages: the user row and the page's reads in one round trip", async () => {
    const expected: Record<string, number> = {
      "/": 1,
      "/recipes/1": 1,
      "/recipes/1?_data=pages%2Frecipe-detail": 1,
      // the recipes' query is built from the profile: the profile's round trip, then the list's
      "/recommendations": 2,
      "/recipe-collection": 1,
      "/recipe-search": 1,
      "/recipe-search?search=1&cuisines=Italian": 2,
      "/meal-plan": 1,
      "/api/recipes/1": 1,
      "/api/recipes?limit=5&personalized=true": 2,
      "/api/cultural/recipes/1/stories": 1,
      "/api/social/recipes/1/comments": 1,
    };
    const measured: Record<string, number> = {};
    for (const path of Object.keys(expected)) measured[path] = await d1Calls(path, true);
    expect(measured).toEqual(expected);
  });

  it("reads a revoked session's page again as a guest's: nothing read for that user is shown", async () => {
    type PageData = { found: boolean; favoriteIds: number[]; restrictions: string[] };
    const path = "/recipes/1?_data=pages%2Frecipe-detail";
    const before = (await readJson(
      await w.fetch(path, { headers: { Cookie: cookie } }),
    )) as PageData;
    expect(before.favoriteIds).toContain(1);
    expect(before.restrictions).toEqual(["vegetarian"]);

    // a password change elsewhere revokes this session (ADR 020)
    const db = await w.d1();
    await db
      .prepare("UPDATE users SET sessions_revoked_at = ? WHERE id = ?")
      .bind(Date.now() + 60_000, userId)
      .run();
    const res = await w.fetch(path, { headers: { Cookie: cookie } });
    const after = (await readJson(res)) as PageData;
    expect(after.found).toBe(true);
    expect(after.favoriteIds).toEqual([]);
    expect(after.restrictions).toEqual([]);
    // the speculative round trip, then the guest's
    expect(res.headers.get("X-D1-Calls")).toBe("2");
  });
});
