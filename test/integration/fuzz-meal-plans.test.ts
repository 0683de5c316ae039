/**
 * Fuzzing the meal-plan APIs (plans, generation, swaps, a plan's shopping list): at least 300
 * malformed requests per endpoint, no 5xx, refusals exact and in the error shape, stores (and so
 * the job queue) unchanged by refused requests. The harness and its property: test/helpers/fuzz.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  generatePlanSchema,
  lockMealSchema,
  MEAL_SLOTS,
  mealRefSchema,
  regeneratePlanSchema,
  swapMealSchema,
} from "~/domain/schemas/meal-plan";
import { freshIp, readJson } from "../helpers/auth";
import {
  digitsId,
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  ignoredBodies,
  jsonBodies,
  jsonBody,
  optionalJsonBody,
  param,
  queries,
  querySchema,
  signedIn,
  wrongMethodSpec,
} from "../helpers/fuzz";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;
let planId = 0;

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
  const headers = { Cookie: fuzzer.user.cookie, "CF-Connecting-IP": freshIp() };
  const res = await w.fetch("/api/meal-plans/generate", { method: "POST", headers });
  expect(res.status).toBe(202);
  const { jobId } = await readJson(res);
  // the plan is written by the queue consumer: wait, so nothing writes while the fuzzer counts
  const job = await waitFor(async () => {
    const polled = await readJson(await w.fetch(`/api/jobs/${jobId}`, { headers }));
    return polled.status === "completed" || polled.status === "failed" ? polled : null;
  });
  expect(job.status).toBe("completed");
  planId = job.result.planId;
}, 60_000);
afterAll(() => w?.dispose());

const TIMEOUT = 180_000;
const plan = () => idSegments(() => planId, ["01", " 1"]);
const dayValues = fc.constantFrom("0", "3", "6", "7", "-1", "1.5", "1e0", " 2", "");
const slotValues = fc.constantFrom(...MEAL_SLOTS, "Lunch", "brunch", "");
const snackValues = fc.constantFrom("0", "1", "2", "3", "-1", "x");

describe("plans", () => {
  it("GET /api/meal-plans", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/meal-plans",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/meal-plans",
      query: queries(["limit", "offset"]),
      steps: [signedIn],
    });
  });

  it("GET /api/meal-plans/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/meal-plans/{id}",
      method: "GET",
      path: "/api/meal-plans/:id",
      params: { id: plan() },
      query: queries(["day"]),
      steps: [signedIn, param("id", digitsId)],
    });
  });

  it("POST /api/meal-plans/generate (refused requests only)", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/meal-plans/generate",
      method: "POST",
      path: "/api/meal-plans/generate",
      refusedOnly: true,
      // a signed-in request from our origin with no body or { leftovers?: boolean } is a
      // generation: the refusals are guests, cross-site, oversized and malformed bodies
      cookies: fc.constantFrom("user", "none", "garbage", "loggedOut", "mangled"),
      origins: fc.constantFrom("none", "same", "evil", "null", "crossSite"),
      body: fc.oneof(
        ignoredBodies,
        jsonBodies(generatePlanSchema, {
          examples: [{}, { leftovers: true }, { leftovers: "yes" }],
        }),
      ),
      steps: [signedIn, optionalJsonBody(generatePlanSchema)],
    });
  });
});

describe("swaps", () => {
  it("GET /api/meal-plans/{id}/swap", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/meal-plans/{id}/swap",
      method: "GET",
      path: "/api/meal-plans/:id/swap",
      params: { id: plan() },
      query: queries(["day", "slot", "snackIndex"], {
        day: dayValues,
        slot: slotValues,
        snackIndex: snackValues,
      }),
      steps: [signedIn, param("id", digitsId), querySchema(mealRefSchema)],
    });
  });

  it("POST /api/meal-plans/{id}/swap", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/meal-plans/{id}/swap",
      method: "POST",
      path: "/api/meal-plans/:id/swap",
      params: { id: plan() },
      body: jsonBodies(swapMealSchema, {
        examples: [
          { day: 0, slot: "lunch", recipeId: 5 },
          { day: 6, slot: "snack", snackIndex: 0, recipeId: 12, servings: 1.5 },
          { day: "2", slot: "dinner", recipeId: 30, servings: 2 },
        ],
        hints: { recipeId: fc.integer({ min: 1, max: 120 }) },
      }),
      steps: [signedIn, param("id", digitsId), jsonBody(swapMealSchema)],
    });
  });

  it("POST /api/meal-plans/{id}/shopping-list", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/meal-plans/{id}/shopping-list",
      method: "POST",
      path: "/api/meal-plans/:id/shopping-list",
      params: { id: plan() },
      body: ignoredBodies,
      steps: [signedIn, param("id", digitsId)],
    });
  });
});

describe("locks and regeneration (ADR 043)", () => {
  it("POST /api/meal-plans/{id}/locks", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/meal-plans/{id}/locks",
      method: "POST",
      path: "/api/meal-plans/:id/locks",
      params: { id: plan() },
      body: jsonBodies(lockMealSchema, {
        examples: [
          { day: 0, slot: "lunch", locked: true },
          { day: 6, slot: "snack", snackIndex: 0, locked: false },
          { day: "2", slot: "dinner", locked: true },
        ],
      }),
      steps: [signedIn, param("id", digitsId), jsonBody(lockMealSchema)],
    });
  });

  it(
    "POST /api/meal-plans/{id}/regenerate (refused requests only)",
    { timeout: TIMEOUT },
    async () => {
      await fuzzer.fuzz({
        name: "POST /api/meal-plans/{id}/regenerate",
        method: "POST",
        path: "/api/meal-plans/:id/regenerate",
        params: { id: plan() },
        // an accepted request queues a job: only refusals (bad ids, bodies, guests, cross-site)
        refusedOnly: true,
        body: jsonBodies(regeneratePlanSchema, {
          examples: [{ day: 3 }, { fromDay: 2 }, { day: 1, fromDay: 1 }, {}],
        }),
        steps: [signedIn, param("id", digitsId), jsonBody(regeneratePlanSchema)],
      });
    },
  );
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/meal-plans", "/api/meal-plans", ["GET"]),
      wrongMethodSpec("/api/meal-plans/{id}", "/api/meal-plans/:id", ["GET"]),
      wrongMethodSpec("/api/meal-plans/generate", "/api/meal-plans/generate", ["POST"]),
      wrongMethodSpec("/api/meal-plans/{id}/swap", "/api/meal-plans/:id/swap", ["GET", "POST"]),
      wrongMethodSpec("/api/meal-plans/{id}/shopping-list", "/api/meal-plans/:id/shopping-list", [
        "POST",
      ]),
      wrongMethodSpec("/api/meal-plans/{id}/locks", "/api/meal-plans/:id/locks", ["POST"]),
      wrongMethodSpec("/api/meal-plans/{id}/regenerate", "/api/meal-plans/:id/regenerate", [
        "POST",
      ]),
    ]);
  });
});
