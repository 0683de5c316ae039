import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

function call(cookie: string | null, method: string, path: string, body?: unknown) {
  return w.fetch(path, {
    method,
    headers: {
      ...(cookie ? { Cookie: cookie } : {}),
      "CF-Connecting-IP": freshIp(),
      ...(body !== undefined ? { "Content-Type": "application/json" } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function expectError(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = await readJson(res);
  expectErrorShape(body);
  if (code) expect(body.error.code).toBe(code);
  return body;
}

describe("saving built-in smoothie plans and recipes", () => {
  it("saves, lists by kind, saves again without a duplicate, and unsaves", async () => {
    const { cookie } = await registerUser(w);
    const plan = await call(cookie, "POST", "/api/saved-items", {
      kind: "smoothie-plan",
      itemId: "detox-cleanse",
    });
    expect(plan.status).toBe(201);
    const saved = await readJson(plan);
    expect(saved).toEqual({
      id: expect.any(Number),
      kind: "smoothie-plan",
      itemId: "detox-cleanse",
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    const again = await call(cookie, "POST", "/api/saved-items", {
      kind: "smoothie-plan",
      itemId: "detox-cleanse",
    });
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual(saved);

    expect(
      (
        await call(cookie, "POST", "/api/saved-items", {
          kind: "smoothie-recipe",
          itemId: "green-detox",
        })
      ).status,
    ).toBe(201);

    const all = await readJson(await call(cookie, "GET", "/api/saved-items"));
    expect(all.items.map((i: { kind: string; itemId: string }) => `${i.kind}:${i.itemId}`)).toEqual(
      ["smoothie-plan:detox-cleanse", "smoothie-recipe:green-detox"],
    );
    const plans = await readJson(await call(cookie, "GET", "/api/saved-items?kind=smoothie-plan"));
    expect(plans.items).toEqual([saved]);

    expect((await call(cookie, "DELETE", `/api/saved-items/${saved.id}`)).status).toBe(204);
    const after = await readJson(await call(cookie, "GET", "/api/saved-items?kind=smoothie-plan"));
    expect(after.items).toEqual([]);
    await expectError(await call(cookie, "DELETE", `/api/saved-items/${saved.id}`), 404);
  });

  it("refuses unknown kinds and items, and bad ids", async () => {
    const { cookie } = await registerUser(w);
    let body = await expectError(
      await call(cookie, "POST", "/api/saved-items", { kind: "car", itemId: "x" }),
      400,
    );
    expect(body.error.fields?.kind?.[0]).toMatch(/smoothie-plan/);
    body = await expectError(
      await call(cookie, "POST", "/api/saved-items", { kind: "smoothie-recipe", itemId: "pizza" }),
      400,
    );
    expect(body.error.fields?.itemId).toEqual(["Unknown item."]);
    await expectError(
      await call(cookie, "POST", "/api/saved-items", { kind: "smoothie-plan" }),
      400,
    );
    await expectError(await call(cookie, "GET", "/api/saved-items?kind=car"), 400);
    await expectError(await call(cookie, "DELETE", "/api/saved-items/abc"), 404);
    // nothing was stored for this user
    expect((await readJson(await call(cookie, "GET", "/api/saved-items"))).items).toEqual([]);
  });

  it("keeps each user's saved items to themselves", async () => {
    const alice = await registerUser(w);
    const bob = await registerUser(w);
    const saved = await readJson(
      await call(alice.cookie, "POST", "/api/saved-items", {
        kind: "smoothie-recipe",
        itemId: "berry-protein-power",
      }),
    );
    expect((await readJson(await call(bob.cookie, "GET", "/api/saved-items"))).items).toEqual([]);
    await expectError(await call(bob.cookie, "DELETE", `/api/saved-items/${saved.id}`), 404);
    expect((await readJson(await call(alice.cookie, "GET", "/api/saved-items"))).items).toEqual([
      saved,
    ]);
  });

  it("answers 401 to guests", async () => {
    await expectError(await call(null, "GET", "/api/saved-items"), 401, "unauthorized");
    await expectError(
      await call(null, "POST", "/api/saved-items", {
        kind: "smoothie-plan",
        itemId: "detox-cleanse",
      }),
      401,
      "unauthorized",
    );
    await expectError(await call(null, "DELETE", "/api/saved-items/1"), 401, "unauthorized");
  });
});
