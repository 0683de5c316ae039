/**
 * Public data kept in the isolate for signed-in pages (ADR 054): the related-recipe candidates
 * of a recipe page and a profile's recommendation list are read once per fresh window and purge,
 * then shared by every viewer who asks the same. `X-D1-Statements` (tests only) counts the
 * statements an answer sent to D1.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

type Read = { statements: number; calls: number; body: Record<string, unknown> };

async function read(path: string, cookie: string): Promise<Read> {
  const res = await w.fetch(path, { headers: { Cookie: cookie } });
  expect(res.status, path).toBe(200);
  const body = (await readJson(res)) as Record<string, unknown>;
  return {
    statements: Number(res.headers.get("X-D1-Statements")),
    calls: Number(res.headers.get("X-D1-Calls")),
    body,
  };
}

const relatedIds = (r: Read) => (r.body.related as { id: number }[]).map((x) => x.id);
const recipeIds = (r: Read) => (r.body.recipes as { id: number }[]).map((x) => x.id);

describe("public data kept in the isolate (ADR 054)", () => {
  it("reads a recipe's related candidates once, for every viewer, until a purge of its scope", async () => {
    const page = "/recipes/5?_data=pages%2Frecipe-detail";
    const vegetarian = (await registerUser(w)).cookie;
    const vegan = (await registerUser(w, { dietaryRestrictions: ["vegan"] })).cookie;

    const first = await read(page, vegetarian);
    const second = await read(page, vegetarian);
    expect(second.statements).toBe(first.statements - 1);
    expect(relatedIds(second)).toEqual(relatedIds(first));
    expect(relatedIds(first).length).toBeGreaterThan(0);
    // another viewer shares the candidates, filtered by their own restrictions
    const other = await read(page, vegan);
    expect(other.statements).toBe(second.statements);
    expect(other.calls).toBe(1);

    // a comment purges the recipe's scope: the candidates are read again (in the page's batch)
    const posted = await postJson(
      w,
      "/api/social/recipes/5/comments",
      { comment: "Lovely with extra lemon." },
      { Cookie: vegetarian },
    );
    expect(posted.status).toBe(201);
    const afterPurge = await read(page, vegetarian);
    expect(afterPurge.statements).toBe(first.statements);
    expect(afterPurge.calls).toBe(1);
    expect(relatedIds(afterPurge)).toEqual(relatedIds(first));
  });

  it("shares a recommendation list between profiles that ask the same, never between others", async () => {
    const page = "/recommendations?_data=routes%2Frecommendations";
    const alice = (await registerUser(w)).cookie;
    const bob = (await registerUser(w)).cookie;
    const carol = (await registerUser(w, { dietaryRestrictions: ["vegan"] })).cookie;

    const first = await read(page, alice);
    expect(first.calls).toBe(2); // the profile, then the list built from it
    const sameProfile = await read(page, bob);
    expect(sameProfile.calls).toBe(1);
    expect(recipeIds(sameProfile)).toEqual(recipeIds(first));

    const vegan = await read(page, carol);
    expect(vegan.calls).toBe(2);
    const veganIds = recipeIds(vegan);
    expect(veganIds).not.toEqual(recipeIds(first));
    // what the vegan list holds is what a fresh, unshared read for that profile gives
    const again = await read(page, carol);
    expect(again.calls).toBe(1);
    expect(recipeIds(again)).toEqual(veganIds);
  });
});
