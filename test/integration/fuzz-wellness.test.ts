/**
 * Fuzzing the wellness APIs (health metrics, nutrition log, goals, achievements, food search and
 * food text parsing):
 * at least 300 malformed requests per endpoint, no 5xx, refusals exact and in the error shape,
 * stores unchanged by refused requests. The harness and its property: test/helpers/fuzz.ts.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { foodParseRequestSchema } from "~/domain/schemas/foods";
import {
  foodSearchQuerySchema,
  healthMetricsLogSchema,
  healthMetricsQuerySchema,
  nutritionLogQuerySchema,
  nutritionLogRequestSchema,
  wellnessGoalCreateSchema,
  wellnessGoalUpdateSchema,
} from "~/domain/schemas/wellness";
import { postJson, readJson, registerUser } from "../helpers/auth";
import {
  amountText,
  digitsId,
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  ignoredBodies,
  jsonBodies,
  jsonBody,
  param,
  queries,
  querySchema,
  signedIn,
  wrongMethodSpec,
} from "../helpers/fuzz";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;
const fixtures = { goalId: 0, logId: 0 };

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
  const cookie = { Cookie: fuzzer.user.cookie };
  const goal = await postJson(
    w,
    "/api/wellness-goals",
    { title: "Drink water", targetValue: 8 },
    cookie,
  );
  expect(goal.status).toBe(201);
  fixtures.goalId = (await readJson(goal)).id;
  const log = await postJson(
    w,
    "/api/nutrition-logs",
    { mealType: "lunch", foodName: "Apple", calories: 95, protein: 0.5, carbs: 25, fat: 0.3 },
    cookie,
  );
  expect(log.status).toBe(201);
  fixtures.logId = (await readJson(log)).id;
});
afterAll(() => w?.dispose());

const TIMEOUT = 180_000;
const today = () => new Date().toISOString().slice(0, 10);
const day = fc
  .date({ min: new Date("2000-01-01"), max: new Date(), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const dayHints = { date: day, deadline: day.map(() => "2099-01-01"), from: day, to: day };

describe("the harness", () => {
  it("sees a write, a new session and a changed row, and nothing for a refused request", async () => {
    const before = await fuzzer.snapshot();
    const rows = await fuzzer.digest();
    const refused = await postJson(
      w,
      "/api/wellness-goals",
      { title: "" },
      {
        Cookie: fuzzer.user.cookie,
      },
    );
    expect(refused.status).toBe(400);
    expect(Fuzzer.changes(before, await fuzzer.snapshot())).toEqual([]);
    expect(await fuzzer.digest()).toEqual(rows);

    const made = await postJson(
      w,
      "/api/wellness-goals",
      { title: "Sleep well" },
      {
        Cookie: fuzzer.user.cookie,
      },
    );
    expect(made.status).toBe(201);
    await registerUser(w);
    const changed = Fuzzer.changes(before, await fuzzer.snapshot(), [
      "rate_limits",
      "users",
      "user_profiles",
      "shopping_lists",
      // a registration mails a verification link: its token and, in tests, the outbox copy
      "email_tokens",
      "mail_outbox",
    ]);
    expect(changed).toEqual([
      "wellness_goals (+1 writes)",
      // a new session is two KV keys: the session and its entry in the per-user index
      "KV keys " + before.kvKeys + " -> " + (before.kvKeys + 2),
    ]);
    const after = await fuzzer.digest();
    expect(after.wellness_goals.rows).toBe(rows.wellness_goals.rows + 1);
    expect(after.users.sha256).not.toBe(rows.users.sha256);
  });
});

describe("health metrics", () => {
  it("GET /api/health-metrics", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/health-metrics",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/health-metrics",
      query: queries(["limit", "from", "to"], {
        limit: fc.constantFrom("1", "90", "366", "0", "367", "-5", "2.5"),
        from: day,
        to: day,
      }),
      steps: [signedIn, querySchema(healthMetricsQuerySchema)],
    });
  });

  it("POST /api/health-metrics", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/health-metrics",
      acceptedStatuses: [200, 201],
      method: "POST",
      path: "/api/health-metrics",
      body: jsonBodies(healthMetricsLogSchema, {
        examples: [
          { weight: 70 },
          { date: today(), sleepHours: 7.5, moodScore: 8, notes: "Slept well" },
          { bloodPressureSystolic: 120, bloodPressureDiastolic: 80, steps: 9000 },
        ],
        hints: dayHints,
      }),
      steps: [signedIn, jsonBody(healthMetricsLogSchema)],
    });
  });
});

describe("nutrition log", () => {
  it("GET /api/nutrition-logs", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/nutrition-logs",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/nutrition-logs",
      query: queries(["date"], { date: day }),
      steps: [signedIn, querySchema(nutritionLogQuerySchema)],
    });
  });

  it("POST /api/nutrition-logs", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/nutrition-logs",
      method: "POST",
      path: "/api/nutrition-logs",
      body: jsonBodies(nutritionLogRequestSchema, {
        examples: [
          { mealType: "lunch", text: "1 cup cooked rice" },
          { mealType: "breakfast", text: "2 large eggs", date: today() },
          { mealType: "dinner", foodId: 11312, grams: 150 },
          { mealType: "snack", foodName: "Apple", calories: 95, protein: 0.5, carbs: 25, fat: 0.3 },
        ],
        hints: { ...dayHints, text: fc.oneof(amountText, fc.constantFrom("banana", "2 eggs")) },
      }),
      steps: [signedIn, jsonBody(nutritionLogRequestSchema)],
    });
  });

  it("DELETE /api/nutrition-logs/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/nutrition-logs/{id}",
      method: "DELETE",
      path: "/api/nutrition-logs/:id",
      params: { id: idSegments(() => fixtures.logId) },
      body: ignoredBodies,
      steps: [signedIn, param("id", digitsId)],
    });
  });
});

describe("wellness goals", () => {
  it("GET /api/wellness-goals", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/wellness-goals",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/wellness-goals",
      query: queries(["status", "limit"]),
      steps: [signedIn],
    });
  });

  it("POST /api/wellness-goals", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/wellness-goals",
      acceptedStatuses: [201],
      method: "POST",
      path: "/api/wellness-goals",
      body: jsonBodies(wellnessGoalCreateSchema, {
        examples: [
          { title: "Walk more" },
          {
            title: "Drink water",
            description: "Eight glasses",
            category: "hydration",
            goalType: "daily",
            targetValue: 8,
            currentValue: 2,
            unit: "glasses",
            deadline: "2099-01-01",
          },
        ],
        hints: dayHints,
      }),
      steps: [signedIn, jsonBody(wellnessGoalCreateSchema)],
    });
  });

  it("PATCH /api/wellness-goals/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "PATCH /api/wellness-goals/{id}",
      method: "PATCH",
      path: "/api/wellness-goals/:id",
      params: { id: idSegments(() => fixtures.goalId) },
      body: jsonBodies(wellnessGoalUpdateSchema, {
        examples: [{ currentValue: 3 }, { title: "Drink more water", unit: null, deadline: null }],
        hints: dayHints,
      }),
      steps: [signedIn, param("id", digitsId), jsonBody(wellnessGoalUpdateSchema)],
    });
  });

  it("POST /api/wellness-goals/{id}/complete", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/wellness-goals/{id}/complete",
      method: "POST",
      path: "/api/wellness-goals/:id/complete",
      params: { id: idSegments(() => fixtures.goalId) },
      body: ignoredBodies,
      steps: [signedIn, param("id", digitsId)],
    });
  });

  it("DELETE /api/wellness-goals/{id}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/wellness-goals/{id}",
      method: "DELETE",
      path: "/api/wellness-goals/:id",
      params: { id: idSegments(() => fixtures.goalId) },
      body: ignoredBodies,
      steps: [signedIn, param("id", digitsId)],
    });
  });
});

describe("achievements and food search", () => {
  it("GET /api/achievements", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/achievements",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/achievements",
      query: queries(["limit"]),
      steps: [signedIn],
    });
  });

  it("GET /api/foods", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/foods",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/foods",
      query: queries(["q"], { q: fc.constantFrom("rice", "chicken breast", "ap", "a", "egg") }),
      steps: [signedIn, querySchema(foodSearchQuerySchema)],
    });
  });

  it("POST /api/foods/parse", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/foods/parse",
      acceptedStatuses: [200],
      method: "POST",
      path: "/api/foods/parse",
      body: jsonBodies(foodParseRequestSchema, {
        examples: [
          { text: "2 eggs, 1 slice whole wheat toast, 1 banana, 1 cup coffee with milk" },
          { text: "a caesar salad and a latte" },
          { text: "1 zorbax" },
        ],
        hints: {
          text: fc.oneof(
            amountText,
            fc.constantFrom("200 g chicken breast with 1 cup rice", "x".repeat(601), "   "),
          ),
        },
      }),
      steps: [jsonBody(foodParseRequestSchema)],
    });
  });
});

describe("regressions the fuzzer found", () => {
  const cookie = () => ({ Cookie: fuzzer.user.cookie });

  it("a food search of 60 characters answers 200 (D1 refuses LIKE patterns over 50 bytes)", async () => {
    for (const q of ["a".repeat(60), "é".repeat(30), "\ufffd".repeat(20)]) {
      const res = await w.fetch(`/api/foods?${new URLSearchParams({ q })}`, { headers: cookie() });
      expect(res.status, q).toBe(200);
      expect(await res.json()).toEqual([]);
    }
  });

  it("a typed amount or a portion beyond one entry's ranges answers 422, not 500", async () => {
    for (const text of ["1e20 g rice", "1e308 cups rice", "100000 kg rice"]) {
      const res = await postJson(w, "/api/nutrition-logs", { mealType: "lunch", text }, cookie());
      expect(res.status, text).toBe(422);
      const body = await readJson(res);
      expect(body.error.code).toBe("amount_out_of_range");
      expect(body.error.fields.text[0]).toMatch(/^That amount is more than one entry can hold: /);
    }
    const oil = (await readJson(
      await w.fetch("/api/foods?q=olive%20oil", { headers: cookie() }),
    )) as Array<{ foodId: number; kcalPer100g: number }>;
    expect(oil[0].kcalPer100g).toBeGreaterThan(200);
    const res = await postJson(
      w,
      "/api/nutrition-logs",
      { mealType: "lunch", foodId: oil[0].foodId, grams: 5000 },
      cookie(),
    );
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.fields.grams).toEqual([
      "That amount is more than one entry can hold: Calories must be between 0 and 10,000 kcal.",
    ]);
  });
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/health-metrics", "/api/health-metrics", ["GET", "POST"]),
      wrongMethodSpec("/api/nutrition-logs", "/api/nutrition-logs", ["GET", "POST"]),
      wrongMethodSpec("/api/nutrition-logs/{id}", "/api/nutrition-logs/:id", ["DELETE"]),
      wrongMethodSpec("/api/wellness-goals", "/api/wellness-goals", ["GET", "POST"]),
      wrongMethodSpec("/api/wellness-goals/{id}", "/api/wellness-goals/:id", ["PATCH", "DELETE"]),
      wrongMethodSpec("/api/wellness-goals/{id}/complete", "/api/wellness-goals/:id/complete", [
        "POST",
      ]),
      wrongMethodSpec("/api/achievements", "/api/achievements", ["GET"]),
      wrongMethodSpec("/api/foods", "/api/foods", ["GET"]),
      wrongMethodSpec("/api/foods/parse", "/api/foods/parse", ["POST"]),
    ]);
  });
});
