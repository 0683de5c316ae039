/**
 * Fuzzing the coach and food-analysis APIs (JSON with data-URL images, multipart uploads, logging
 * an analysis as a meal): at least 300 malformed requests per endpoint, no 5xx, refusals exact
 * and in the error shape, stores (D1, KV and R2) unchanged by refused requests. No model is
 * configured, so the built-in coach and the food table answer. Harness: test/helpers/fuzz.ts.
 */
import fc from "fast-check";
import { FormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  chatRequestSchema,
  deepResearchRequestSchema,
  logMealRequestSchema,
  mealDescriptionSchema,
  userContextSchema,
  videoFrameRequestSchema,
} from "~/domain/schemas/ai";
import { freshIp, postJson, readJson } from "../helpers/auth";
import {
  amountText,
  analysisForm,
  analysisForms,
  dataUrls,
  dataUrlVerdict,
  digitsId,
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  jsonBodies,
  jsonBody,
  param,
  PNG_1X1,
  signedIn,
  weirdString,
  wrongMethodSpec,
  type Step,
} from "../helpers/fuzz";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;
let analysisId = 0;

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
  const form = new FormData();
  form.set("description", "1 cup cooked rice and 2 eggs");
  const res = await w.fetch("/api/recipe-agent/analyze-image", {
    method: "POST",
    headers: { Cookie: fuzzer.user.cookie, "CF-Connecting-IP": freshIp() },
    body: form as unknown as BodyInit,
  });
  expect(res.status).toBe(200);
  analysisId = (await readJson(res)).analysisId;
  expect(analysisId).toBeGreaterThan(0);
});
afterAll(() => w?.dispose());

const TIMEOUT = 240_000;
const TEN_MB = 10 * 1024 * 1024;
const PNG_DATA_URL = `data:image/png;base64,${Buffer.from(PNG_1X1).toString("base64")}`;
const optionalUser = fc.constantFrom("user", "none" as const);
const userContext = {
  gender: "female",
  age: 36,
  height: 165,
  weight: 60,
  activityLevel: "moderate",
  dietaryRestrictions: ["vegetarian"],
  healthGoals: ["energy"],
  preferredCuisines: ["Italian"],
  bmr: 1350,
  tdee: 2100,
};
const messageText = fc.oneof(
  fc.constantFrom("What should I eat for breakfast?", "Is rice healthy?", "hi"),
  amountText,
  weirdString,
);

/** The photo of a chat message, when there is one (an empty imageData means none). */
const chatImage: Step = (ctx) => {
  const imageData = (ctx.data as { imageData?: string | null }).imageData;
  return imageData ? dataUrlVerdict(imageData) : null;
};

describe("the harness", () => {
  it("sees a stored upload in R2, and none for a refused one", async () => {
    const before = await fuzzer.snapshot();
    const refused = await postJson(w, "/api/nutricoach/chat", {
      message: "what is this?",
      imageData: "data:text/plain;base64,aGVsbG8=",
    });
    expect(refused.status).toBe(415);
    expect(Fuzzer.changes(before, await fuzzer.snapshot())).toEqual([]);
    const stored = await postJson(w, "/api/nutricoach/chat", {
      message: "what is this?",
      imageData: PNG_DATA_URL,
    });
    expect(stored.status).toBe(200);
    const changed = Fuzzer.changes(before, await fuzzer.snapshot(), ["rate_limits"]);
    expect(changed).toContain(`R2 objects ${before.r2Objects} -> ${before.r2Objects + 1}`);
    expect(changed).toContain("uploads (+1 writes)");
  });
});

describe("coach", () => {
  it("POST /api/nutricoach/chat", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/nutricoach/chat",
      method: "POST",
      path: "/api/nutricoach/chat",
      // the built-in coach streams its reply word by word: a few streamed answers are enough
      query: fc.oneof(
        { weight: 12, arbitrary: fc.constant("") },
        { weight: 1, arbitrary: fc.constantFrom("?stream=1", "?stream=true") },
      ),
      cookies: optionalUser,
      body: jsonBodies(chatRequestSchema, {
        examples: [
          { message: "What should I eat for breakfast?" },
          {
            message: "And for lunch?",
            history: [
              { role: "user", content: "Hello" },
              { role: "assistant", content: "Hi! How can I help?" },
            ],
            userContext,
          },
          { message: "", imageData: PNG_DATA_URL },
        ],
        hints: { imageData: dataUrls, message: messageText, content: messageText },
      }),
      steps: [jsonBody(chatRequestSchema, { maxBytes: TEN_MB }), chatImage],
    });
  });

  it("POST /api/nutricoach/deep-research", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/nutricoach/deep-research",
      acceptedStatuses: [200, 429],
      method: "POST",
      path: "/api/nutricoach/deep-research",
      // streamed like the chat's (tested there); a streamed research reply takes seconds
      query: fc.constantFrom("", "?depth=1"),
      cookies: optionalUser,
      body: jsonBodies(deepResearchRequestSchema, {
        examples: [
          { query: "How much protein do I need?", researchDepth: "comprehensive" },
          { query: "Omega-3 sources", userContext, history: [] },
        ],
        hints: { query: messageText, content: messageText },
      }),
      steps: [jsonBody(deepResearchRequestSchema)],
    });
  });
});

describe("food analysis", () => {
  it("POST /api/multi-agent/analyze-video-frame", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/multi-agent/analyze-video-frame",
      method: "POST",
      path: "/api/multi-agent/analyze-video-frame",
      cookies: optionalUser,
      body: jsonBodies(videoFrameRequestSchema, {
        examples: [
          { imageData: PNG_DATA_URL },
          { imageData: PNG_DATA_URL, sessionContext: { userContext, timestamp: 12 } },
        ],
        hints: { imageData: dataUrls },
      }),
      steps: [
        jsonBody(videoFrameRequestSchema, { maxBytes: TEN_MB }),
        (ctx) => dataUrlVerdict((ctx.data as { imageData: string }).imageData),
      ],
    });
  });

  for (const path of [
    "/api/recipe-agent/analyze-image",
    "/api/multi-agent/analyze-comprehensive",
  ]) {
    it(`POST ${path}`, { timeout: TIMEOUT }, async () => {
      await fuzzer.fuzz({
        name: `POST ${path}`,
        method: "POST",
        path,
        cookies: optionalUser,
        body: analysisForms(userContextSchema),
        steps: [analysisForm(mealDescriptionSchema, userContextSchema)],
      });
    });
  }

  it("POST /api/food-analyses/{id}/log", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/food-analyses/{id}/log",
      method: "POST",
      path: "/api/food-analyses/:id/log",
      params: { id: idSegments(() => analysisId) },
      body: jsonBodies(logMealRequestSchema, {
        examples: [{ mealType: "lunch" }, { mealType: "dinner", date: "2024-05-01" }],
        hints: {
          date: fc.oneof(
            fc.constantFrom("2024-05-01", "2026-13-45", "1999-12-31", "2999-01-01", "2024-02-30"),
            weirdString,
          ),
        },
      }),
      steps: [signedIn, param("id", digitsId), jsonBody(logMealRequestSchema)],
    });
  });
});

async function analyse(description: string): Promise<number> {
  const form = new FormData();
  form.set("description", description);
  const res = await w.fetch("/api/recipe-agent/analyze-image", {
    method: "POST",
    headers: { Cookie: fuzzer.user.cookie, "CF-Connecting-IP": freshIp() },
    body: form as unknown as BodyInit,
  });
  expect(res.status).toBe(200);
  return (await readJson(res)).analysisId;
}

describe("regressions the fuzzer found", () => {
  it("a meal of many foods is logged with its name and serving size clipped to the log's limits", async () => {
    const id = await analyse(
      "1 cup cooked rice, 2 large eggs, 1 banana, 1 apple, 100 g chicken breast, 1 tbsp olive oil, 1 cup milk",
    );
    const res = await postJson(
      w,
      `/api/food-analyses/${id}/log`,
      { mealType: "lunch" },
      { Cookie: fuzzer.user.cookie },
    );
    expect(res.status).toBe(201);
    const row = await readJson(res);
    expect(row.servingSize.length).toBeLessThanOrEqual(60);
    expect(row.servingSize.endsWith("…")).toBe(true);
    expect(row.foodName.length).toBeLessThanOrEqual(120);
  });

  it("a meal beyond one entry's ranges answers 422 when logged, not 500", async () => {
    const id = await analyse("100 kg cooked rice");
    const res = await postJson(
      w,
      `/api/food-analyses/${id}/log`,
      { mealType: "dinner" },
      { Cookie: fuzzer.user.cookie },
    );
    expect(res.status).toBe(422);
    expect((await readJson(res)).error.code).toBe("amount_out_of_range");
  });

  it("logging an analysis on a day that does not exist answers 400, not 500", async () => {
    for (const date of ["2026-13-45", "2024-02-30", "1999-12-31", "2999-01-01"]) {
      const res = await postJson(
        w,
        `/api/food-analyses/${analysisId}/log`,
        { mealType: "lunch", date },
        { Cookie: fuzzer.user.cookie },
      );
      expect(res.status, date).toBe(400);
      expect((await readJson(res)).error.fields.date.length).toBeGreaterThan(0);
    }
  });
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/nutricoach/chat", "/api/nutricoach/chat", ["POST"]),
      wrongMethodSpec("/api/nutricoach/deep-research", "/api/nutricoach/deep-research", ["POST"]),
      wrongMethodSpec(
        "/api/multi-agent/analyze-video-frame",
        "/api/multi-agent/analyze-video-frame",
        ["POST"],
      ),
      wrongMethodSpec(
        "/api/multi-agent/analyze-comprehensive",
        "/api/multi-agent/analyze-comprehensive",
        ["POST"],
      ),
      wrongMethodSpec("/api/recipe-agent/analyze-image", "/api/recipe-agent/analyze-image", [
        "POST",
      ]),
      wrongMethodSpec("/api/food-analyses/{id}/log", "/api/food-analyses/:id/log", ["POST"]),
    ]);
  });
});
