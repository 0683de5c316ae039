/**
 * The coach and food-analysis APIs through HTTP against the built worker: the built-in coach (no
 * model configured), a configured OpenAI-compatible provider (a local fake speaking the
 * chat-completions protocol), uploads that must be refused without storing anything, and typed
 * meals whose nutrition must match the food table in D1.
 */
import { FormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp, postJson, readJson, registerUser } from "../helpers/auth";
import { startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { readUiStream } from "../helpers/ui-stream";
import { startWorker, type TestWorker } from "../helpers/worker";
import { SAFETY_TEXTS } from "~/domain/safety/texts";
import { MODEL_CHECK_EXAMPLE } from "../fixtures/safety-examples";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);
const PNG_DATA_URL = `data:image/png;base64,${PNG_1X1.toString("base64")}`;
const NOT_AN_IMAGE = Buffer.from("this is plain text pretending to be a picture\n".repeat(20));
const OVERSIZED = Buffer.concat([PNG_1X1, Buffer.alloc(6 * 1024 * 1024, 7)]);

type FoodRow = {
  id: number;
  kcal: number;
  protein: number;
  carbs: number;
  fat: number;
  household_weights: string;
};

let w: TestWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
});
afterAll(() => w?.dispose());

async function countRows(table: string): Promise<number> {
  const row = await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row!.n;
}

async function r2Keys(worker: TestWorker): Promise<string[]> {
  const bucket = await worker.mf.getR2Bucket("IMAGES");
  const listed = await bucket.list();
  return listed.objects.map((o) => o.key);
}

/** A camera frame as /food-analysis's Real-time Video posts it (intent video-frame), as data. */
function postPageFrame(worker: TestWorker, headers: Record<string, string> = {}) {
  return postForm(
    worker,
    "/food-analysis?mode=video&_data=routes%2Ffood-analysis",
    imageForm(PNG_1X1, "frame.jpg", "image/jpeg", { intent: "video-frame" }),
    { Origin: worker.url.origin, ...headers },
  );
}

function imageForm(bytes: Buffer, name: string, type: string, extra: Record<string, string> = {}) {
  const form = new FormData();
  form.set("image", new Blob([new Uint8Array(bytes)], { type }), name);
  for (const [k, v] of Object.entries(extra)) form.set(k, v);
  return form;
}

function postForm(
  worker: TestWorker,
  path: string,
  form: FormData,
  headers: Record<string, string> = {},
) {
  return worker.fetch(path, {
    method: "POST",
    headers: { "CF-Connecting-IP": freshIp(), ...headers },
    body: form as unknown as BodyInit,
  });
}

async function profileOf(userId: number) {
  return db
    .prepare("SELECT bmr, tdee, goal_calories FROM user_profiles WHERE user_id = ?")
    .bind(userId)
    .first<{ bmr: number; tdee: number; goal_calories: number }>();
}

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

describe("the built-in coach (no model configured)", () => {
  it("answers a visitor's question as { response } with the model that answered", async () => {
    const res = await postJson(w, "/api/nutricoach/chat", {
      message: "What should I eat to keep my blood sugar steady?",
      history: [],
      userContext: null,
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(typeof body.response).toBe("string");
    expect(body.response).toMatch(/^## /);
    expect(body.response).toContain("**Science Says:**");
    expect(body.response).toContain("not medical advice");
    expect(body.model).toBe("NutriCoach built-in coach");
    expect(body.builtIn).toBe(true);
    expect(body.wellnessCategories).toContain("diabetes");
    expect(body.analysisType).toBe("text");
  });

  it("uses the signed-in user's stored profile and ignores the client's copy", async () => {
    const { user, cookie } = await registerUser(w);
    const profile = (await profileOf(user.id))!;
    const res = await postJson(
      w,
      "/api/nutricoach/chat",
      {
        message: "How many calories should I eat a day?",
        history: [],
        userContext: {
          activityLevel: "moderate",
          tdee: 9876,
          bmr: 5432,
          dietaryRestrictions: [],
          healthGoals: [],
          preferredCuisines: [],
        },
      },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    const { response } = await readJson(res);
    expect(response).toContain(`${fmt(profile.tdee)} kcal`);
    expect(response).toContain(`${fmt(profile.bmr)} kcal`);
    expect(response).not.toContain("9,876");
    expect(response).not.toContain("5,432");
  });

  it("streams the same reply as a UI message stream that ends with finish, with the model and categories", async () => {
    const { cookie } = await registerUser(w);
    const body = { message: "Which foods help with bloating and digestion?", history: [] };
    const json = await readJson(
      await postJson(w, "/api/nutricoach/chat", body, { Cookie: cookie }),
    );
    const res = await postJson(w, "/api/nutricoach/chat?stream=1", body, { Cookie: cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("text/event-stream");
    expect(decodeURIComponent(res.headers.get("X-Coach-Model")!)).toBe("NutriCoach built-in coach");
    expect(res.headers.get("X-Wellness-Categories")).toContain("digestive");
    const streamed = await readUiStream(res);
    expect(streamed.deltas.length).toBeGreaterThan(5);
    expect(streamed.text).toBe(json.response);
    expect(streamed.finished).toBe(true);
    expect(streamed.errorText).toBeNull();
    expect(streamed.metadata).toMatchObject({
      model: "NutriCoach built-in coach",
      builtIn: true,
      safety: null,
    });
  });

  it("answers a dangerous message with the safety layer's fixed text, never the coach's tips", async () => {
    const res = await postJson(w, "/api/nutricoach/chat", {
      message: "My blood sugar is 45 and I feel shaky and confused",
      history: [],
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.safety).toEqual({ class: "emergency-low-blood-sugar", level: "emergency" });
    expect(body.response).toContain("15-20 g of fast-acting sugar");
    expect(body.response).not.toMatch(/swap sugary drinks/i);
    expect(body.model).toBe("NutriCoach safety notice");
    const ordinary = await readJson(
      await postJson(w, "/api/nutricoach/chat", { message: "What is a good breakfast?" }),
    );
    expect(ordinary.safety).toBeNull();
  });

  it("answers deep research with { response } and a fuller plan", async () => {
    const res = await postJson(w, "/api/nutricoach/deep-research", {
      query: "Blood sugar and weight management",
      userContext: null,
      researchDepth: "comprehensive",
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.response).toContain("### Your next 7 days");
    expect(body.analysisType).toBe("deep-research");
  });

  it("refuses an empty message with no image, and other methods", async () => {
    const res = await postJson(w, "/api/nutricoach/chat", { message: "   ", history: [] });
    expect(res.status).toBe(400);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.fields?.message).toEqual(["Type a message or attach an image."]);
    const get = await w.fetch("/api/nutricoach/chat");
    expect(get.status).toBe(405);
  });

  it("limits model calls per IP (429 in the error shape)", async () => {
    const ip = freshIp();
    let last: Response | null = null;
    for (let i = 0; i < 31; i++) {
      last = await postJson(
        w,
        "/api/nutricoach/chat",
        { message: "hi", history: [] },
        { "CF-Connecting-IP": ip },
      );
      if (i < 30) expect(last.status).toBe(200);
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectErrorShape(await readJson(last!));
  });
});

describe("uploads that are not acceptable images are refused and nothing is stored", () => {
  it("the chat refuses a wrong type, a spoofed PNG and an oversized image", async () => {
    const uploadsBefore = await countRows("uploads");
    const cases: Array<[string, number]> = [
      [`data:text/plain;base64,${NOT_AN_IMAGE.toString("base64")}`, 415],
      [`data:image/png;base64,${NOT_AN_IMAGE.toString("base64")}`, 415],
      [`data:image/png;base64,${OVERSIZED.toString("base64")}`, 413],
    ];
    for (const [imageData, status] of cases) {
      const res = await postJson(w, "/api/nutricoach/chat", {
        message: "",
        history: [],
        imageData,
      });
      expect(res.status).toBe(status);
      expectErrorShape(await readJson(res));
    }
    expect(await countRows("uploads")).toBe(uploadsBefore);
    expect(await r2Keys(w)).toEqual([]);
  });

  it("the analysis APIs refuse a wrong type, a spoofed PNG and an oversized image", async () => {
    const { cookie } = await registerUser(w);
    const cases: Array<[FormData, number]> = [
      [imageForm(NOT_AN_IMAGE, "notes.txt", "text/plain"), 415],
      [imageForm(NOT_AN_IMAGE, "meal.png", "image/png"), 415],
      [imageForm(OVERSIZED, "huge.png", "image/png"), 413],
    ];
    for (const path of [
      "/api/multi-agent/analyze-comprehensive",
      "/api/recipe-agent/analyze-image",
    ]) {
      for (const [form, status] of cases) {
        const res = await postForm(w, path, form, { Cookie: cookie });
        expect(res.status).toBe(status);
        const body = await readJson(res);
        expectErrorShape(body);
        if (status === 415) expect(body.error.message).toBe("Please select an image file");
      }
    }
    expect(await countRows("food_analyses")).toBe(0);
    expect(await countRows("uploads")).toBe(0);
    expect(await r2Keys(w)).toEqual([]);
  });

  it("a real photo in the chat is stored in R2 under a generated key with its uploads row", async () => {
    const { user, cookie } = await registerUser(w);
    const res = await postJson(
      w,
      "/api/nutricoach/chat",
      { message: "", history: [], imageData: PNG_DATA_URL },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.analysisType).toBe("image");
    expect(body.response).toContain("cannot see images");
    const row = await db
      .prepare("SELECT user_id, key, content_type, size, purpose FROM uploads WHERE user_id = ?")
      .bind(user.id)
      .first<{
        user_id: number;
        key: string;
        content_type: string;
        size: number;
        purpose: string;
      }>();
    expect(row).toMatchObject({
      content_type: "image/png",
      size: PNG_1X1.length,
      purpose: "coach-chat",
    });
    expect(row!.key).toMatch(/^uploads\/coach-chat\/\d{4}-\d{2}\/[0-9a-f-]{36}\.png$/);
    const object = await (await w.mf.getR2Bucket("IMAGES")).get(row!.key);
    expect(Buffer.from(await object!.arrayBuffer()).equals(PNG_1X1)).toBe(true);
  });

  it("a photo with no vision model and no description asks for a description (422)", async () => {
    const res = await postForm(
      w,
      "/api/multi-agent/analyze-comprehensive",
      imageForm(PNG_1X1, "meal.png", "image/png"),
    );
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("vision_model_unavailable");
    expect(body.error.message).toMatch(/No vision model is configured/);
    const frame = await postJson(w, "/api/multi-agent/analyze-video-frame", {
      imageData: PNG_DATA_URL,
    });
    expect(frame.status).toBe(422);
    // the page's Real-time Video posts its frames to the page's action: the same refusal
    const pageFrame = await postPageFrame(w);
    expect(pageFrame.status).toBe(422);
    expect(await readJson(pageFrame)).toMatchObject({ intent: "video-frame", ok: false });
  });

  it("no image and no description answers the spec's notices", async () => {
    const multi = await postForm(w, "/api/multi-agent/analyze-comprehensive", new FormData());
    expect(multi.status).toBe(400);
    expect((await readJson(multi)).error.message).toBe("No image to analyze");
    const basic = await postForm(w, "/api/recipe-agent/analyze-image", new FormData());
    expect((await readJson(basic)).error.message).toBe("Please select an image to analyze");
  });
});

describe("a typed meal", () => {
  it("that names no known food answers 'not recognised' (422) and is not stored", async () => {
    const { cookie } = await registerUser(w);
    const before = await countRows("food_analyses");
    for (const path of [
      "/api/multi-agent/analyze-comprehensive",
      "/api/recipe-agent/analyze-image",
    ]) {
      const form = new FormData();
      form.set("description", "xyzzy plorp");
      const res = await postForm(w, path, form, { Cookie: cookie });
      expect(res.status).toBe(422);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error.code).toBe("food_not_recognised");
      expect(body.error.message).toContain('"xyzzy plorp"');
      expect("foodAnalysis" in body).toBe(false);
    }
    expect(await countRows("food_analyses")).toBe(before);
  });

  it("in a dangerous class gets the safety layer's short text (422), no calories, and is not stored", async () => {
    const { cookie } = await registerUser(w);
    const before = await countRows("food_analyses");
    const form = new FormData();
    form.set("description", "2 slices toast with peanut butter, now my lips are swelling");
    const res = await postForm(w, "/api/multi-agent/analyze-comprehensive", form, {
      Cookie: cookie,
    });
    expect(res.status).toBe(422);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("safety_notice");
    expect(body.error.message).toMatch(/anaphylaxis.*emergency number now/);
    expect(await countRows("food_analyses")).toBe(before);
  });

  async function food(id: number) {
    return (await db.prepare("SELECT * FROM foods WHERE id = ?").bind(id).first<FoodRow>())!;
  }

  it("gets nutrition computed from the food table, a health score and both traditions", async () => {
    const { user, cookie } = await registerUser(w);
    const form = new FormData();
    form.set("description", "1 cup cooked rice, 150 g grilled chicken");
    const res = await postForm(w, "/api/multi-agent/analyze-comprehensive", form, {
      Cookie: cookie,
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.success).toBe(true);
    const a = body.foodAnalysis;
    expect(a.foodItems).toHaveLength(2);
    const [rice, chicken] = a.foodItems;
    // 1 cup is the rice's own USDA household measure
    const riceRow = await food(rice.foodId);
    const cup = JSON.parse(riceRow.household_weights).find(
      (h: { unit: string }) => h.unit === "cup",
    );
    expect(rice.grams).toBeCloseTo(cup.grams, 1);
    expect(chicken.grams).toBe(150);
    const chickenRow = await food(chicken.foodId);
    const expectedKcal = (riceRow.kcal * rice.grams + chickenRow.kcal * chicken.grams) / 100;
    const expectedProtein =
      (riceRow.protein * rice.grams + chickenRow.protein * chicken.grams) / 100;
    expect(a.totalNutrition.calories).toBe(Math.round(expectedKcal));
    expect(a.totalNutrition.protein).toBeCloseTo(expectedProtein, 0);
    expect(a.healthScore).toBeGreaterThanOrEqual(0);
    expect(a.healthScore).toBeLessThanOrEqual(100);
    expect(a.ayurvedicAnalysis.dosha.length).toBeGreaterThan(0);
    expect(a.tcmAnalysis.nature).toMatch(/Warming|Neutral|Cooling/);
    // the registered user is vegetarian: the chicken is called out
    expect(a.recommendations.join(" ")).toMatch(/Cooked chicken does not fit your vegetarian/);
    expect(body.model).toBe("USDA food table (from your description)");
    expect(typeof body.analysisId).toBe("number");

    const stored = await db
      .prepare("SELECT user_id, mode, input_text FROM food_analyses WHERE id = ?")
      .bind(body.analysisId)
      .first<{ user_id: number; mode: string; input_text: string }>();
    expect(stored).toEqual({
      user_id: user.id,
      mode: "multi-agent",
      input_text: "1 cup cooked rice, 150 g grilled chicken",
    });

    // logged as a meal with the stored numbers
    const log = await postJson(
      w,
      `/api/food-analyses/${body.analysisId}/log`,
      { mealType: "lunch", date: "2026-11-23" },
      { Cookie: cookie },
    );
    expect(log.status).toBe(201);
    const logged = await db
      .prepare(
        "SELECT user_id, date, meal_type, calories, protein FROM nutrition_logs WHERE id = ?",
      )
      .bind((await readJson(log)).id)
      .first();
    expect(logged).toEqual({
      user_id: user.id,
      date: "2026-11-23",
      meal_type: "lunch",
      calories: a.totalNutrition.calories,
      protein: a.totalNutrition.protein,
    });

    // another user cannot log it
    const other = await registerUser(w);
    const refused = await postJson(
      w,
      `/api/food-analyses/${body.analysisId}/log`,
      { mealType: "lunch" },
      { Cookie: other.cookie },
    );
    expect(refused.status).toBe(404);
    const signedOut = await postJson(w, `/api/food-analyses/${body.analysisId}/log`, {
      mealType: "lunch",
    });
    expect(signedOut.status).toBe(401);
  });

  it("resolves a food the line names only after rewriting it ('juice of 1/2 lime' is lime juice)", async () => {
    const form = new FormData();
    form.set("description", "150 g grilled chicken\njuice of 1/2 lime");
    const res = await postForm(w, "/api/multi-agent/analyze-comprehensive", form);
    expect(res.status).toBe(200);
    const items = (await readJson(res)).foodAnalysis.foodItems as {
      name: string;
      foodId: number | null;
      grams: number;
    }[];
    expect(items).toHaveLength(2);
    const lime = (await db
      .prepare("SELECT f.id FROM food_aliases a JOIN foods f ON f.id = a.food_id WHERE a.alias = ?")
      .bind("lime juice")
      .first<{ id: number }>())!;
    expect(items[1]).toMatchObject({ foodId: lime.id });
    expect(items[1].grams).toBeGreaterThan(0);
  });

  it("the basic analysis answers foodName, description and nutritionInfo", async () => {
    const form = new FormData();
    form.set("description", "2 eggs and 1 slice whole wheat bread");
    const res = await postForm(w, "/api/recipe-agent/analyze-image", form);
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.success).toBe(true);
    expect(body.foodName).toMatch(/Egg/);
    expect(body.nutritionInfo.calories).toBeGreaterThan(150);
    expect(Object.keys(body.nutritionInfo).sort()).toEqual(["calories", "carbs", "fat", "protein"]);
    // a visitor's analysis is not stored
    expect(body.analysisId).toBeNull();
  });
});

describe("a configured OpenAI-compatible provider", () => {
  let fake: FakeOpenAi;
  let p: TestWorker;
  let pdb: D1Database;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    p = await startWorker({
      vars: {
        AI_BASE_URL: fake.url,
        AI_API_KEY: "test-key",
        AI_CHAT_MODEL: "fake-chat",
        AI_VISION_MODEL: "fake-vision",
      },
    });
    pdb = await p.d1();
  });
  afterAll(async () => {
    await p?.dispose();
    await fake?.close();
  });

  const history = Array.from({ length: 12 }, (_, i) => ({
    role: i % 2 === 0 ? "user" : "assistant",
    content: `history message ${i + 1}`,
  }));

  it("streams the provider's reply and sends it the profile context and at most 8 history messages", async () => {
    fake.behaviour = "ok";
    fake.requests.length = 0;
    const { user, cookie } = await registerUser(p);
    const profile = (await pdb
      .prepare("SELECT bmr, tdee, goal_calories FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first<{ bmr: number; tdee: number; goal_calories: number }>())!;
    const res = await postJson(
      p,
      "/api/nutricoach/chat?stream=1",
      { message: "What should I eat today?", history },
      { Cookie: cookie },
    );
    expect(res.status).toBe(200);
    expect(decodeURIComponent(res.headers.get("X-Coach-Model")!)).toBe("fake-chat");
    expect(res.headers.get("X-Coach-Built-In")).toBe("false");
    const streamed = await readUiStream(res);
    expect(streamed.deltas.length).toBeGreaterThan(1);
    expect(streamed.text).toBe(fake.reply);
    expect(streamed.finished).toBe(true);

    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.model).toBe("fake-chat");
    expect(sent.stream).toBe(true);
    const system = sent.messages.find((m) => m.role === "system")!.content as string;
    expect(system).toContain(`BMR ${fmt(profile.bmr)} kcal`);
    expect(system).toContain(`TDEE ${fmt(profile.tdee)} kcal`);
    expect(system).toContain("vegetarian");
    const turns = sent.messages.filter((m) => m.role !== "system");
    expect(turns).toHaveLength(9);
    expect(JSON.stringify(turns[0].content)).toContain("history message 5");
    expect(JSON.stringify(turns[8].content)).toContain("What should I eat today?");
  });

  it("answers the JSON form with { response }", async () => {
    fake.behaviour = "ok";
    const res = await postJson(p, "/api/nutricoach/chat", { message: "Hello", history: [] });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.response).toBe(fake.reply);
    expect(body.model).toBe("fake-chat");
    expect(body.builtIn).toBe(false);
  });

  it("asks the model to classify a suspicious message the rules and the learned model miss, and answers its class with the fixed text", async () => {
    // under the learned model's threshold for its class, over the model-check threshold
    // (app/domain/safety/model-check.test.ts holds both against the shipped model)
    const SUSPICIOUS = MODEL_CHECK_EXAMPLE.text;
    fake.behaviour = "ok";
    fake.requests.length = 0;
    const reply = fake.reply;
    fake.reply = MODEL_CHECK_EXAMPLE.class;
    try {
      const res = await postJson(p, "/api/nutricoach/chat", {
        message: SUSPICIOUS,
        history: [],
      });
      expect(res.status).toBe(200);
      const body = await readJson(res);
      expect(body.safety).toEqual({ class: MODEL_CHECK_EXAMPLE.class, level: "emergency" });
      expect(body.model).toBe("NutriCoach safety notice");
      expect(body.response).toBe(SAFETY_TEXTS[MODEL_CHECK_EXAMPLE.class]);
      // one call: the classification; the coach's model is not asked to answer
      expect(fake.requests).toHaveLength(1);
      const system = fake.requests[0].messages.find((m) => m.role === "system")!.content as string;
      expect(system).toMatch(/safety classifier/);
    } finally {
      fake.reply = reply;
    }

    // the model answers something that is not a label: the message stays clear and is answered
    fake.requests.length = 0;
    const clear = await readJson(
      await postJson(p, "/api/nutricoach/chat", {
        message: SUSPICIOUS,
        history: [],
      }),
    );
    expect(clear.safety).toBeNull();
    expect(clear.response).toBe(fake.reply);
    expect(fake.requests).toHaveLength(2);

    // an ordinary message is not checked
    fake.requests.length = 0;
    await postJson(p, "/api/nutricoach/chat", {
      message: "What is a good breakfast?",
      history: [],
    });
    expect(fake.requests).toHaveLength(1);
    const system = fake.requests[0].messages.find((m) => m.role === "system")!.content as string;
    expect(system).not.toMatch(/safety classifier/);
  });

  it("answers 502 in the error shape when the provider fails, streamed or not", async () => {
    fake.behaviour = "fail";
    for (const path of ["/api/nutricoach/chat", "/api/nutricoach/chat?stream=1"]) {
      const res = await postJson(p, path, { message: "Hello", history: [] });
      expect(res.status).toBe(502);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error.code).toBe("ai_provider_error");
    }
    fake.behaviour = "ok";
  });

  it("recognises a photo with the vision model and computes its nutrition from the food table", async () => {
    fake.behaviour = "ok";
    fake.requests.length = 0;
    const { cookie } = await registerUser(p);
    const res = await postForm(
      p,
      "/api/multi-agent/analyze-comprehensive",
      imageForm(PNG_1X1, "lunch.png", "image/png"),
      {
        Cookie: cookie,
      },
    );
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.model).toBe("fake-vision + USDA food table");
    const items = body.foodAnalysis.foodItems;
    expect(items.map((i: { grams: number }) => i.grams)).toEqual([158, 150]);
    expect(items[0].confidence).toBe(90);
    let kcal = 0;
    for (const item of items) {
      const row = (await pdb
        .prepare("SELECT kcal FROM foods WHERE id = ?")
        .bind(item.foodId)
        .first<{ kcal: number }>())!;
      kcal += (row.kcal * item.grams) / 100;
    }
    expect(body.foodAnalysis.totalNutrition.calories).toBe(Math.round(kcal));
    const sent = fake.requests[0];
    expect(sent.model).toBe("fake-vision");
    expect(JSON.stringify(sent.messages)).toContain("data:image/png;base64,");
    // the signed-in user's photo is stored with the analysis
    const stored = await pdb
      .prepare("SELECT upload_key FROM food_analyses WHERE id = ?")
      .bind(body.analysisId)
      .first<{ upload_key: string }>();
    expect(stored!.upload_key).toMatch(/^uploads\/food-analysis\//);
    expect(await r2Keys(p)).toContain(stored!.upload_key);
  });

  it("reads vision answers with reasoning, fences, trailing commas, single quotes, bare arrays and other keys, in JSON mode", async () => {
    const variants = [
      '<think>rice? yes {sure}</think>\n{"foods":[{"name":"cooked white rice","grams":158,"confidence":90},]}',
      "```json\n{'foods':[{'name':'cooked white rice','grams':158,'confidence':90}]}\n```",
      '[{"name":"cooked white rice","grams":158,"confidence":90}]',
      '{"items":[{"food":"cooked white rice","weight_g":"158 g","confidence":0.9}]}',
      '{"foods":[{"name":"cooked white rice","grams":158,"confidence":90},{"name":"brocc',
    ];
    for (const reply of variants) {
      fake.requests.length = 0;
      fake.visionQueue = [reply];
      const res = await postForm(
        p,
        "/api/multi-agent/analyze-comprehensive",
        imageForm(PNG_1X1, "rice.png", "image/png"),
      );
      expect(res.status, reply).toBe(200);
      const items = (await readJson(res)).foodAnalysis.foodItems;
      expect(items[0].grams, reply).toBe(158);
      expect(items[0].confidence, reply).toBe(90);
      expect(fake.requests).toHaveLength(1);
      expect(fake.requests[0].response_format).toEqual({ type: "json_object" });
    }
  });

  it("asks once more when the first answer cannot be read, then reads the repaired one", async () => {
    fake.requests.length = 0;
    fake.visionQueue = [
      "I can see a bowl of rice, it looks delicious!",
      '{"foods":[{"name":"cooked white rice","grams":158}]}',
    ];
    const res = await postForm(
      p,
      "/api/multi-agent/analyze-comprehensive",
      imageForm(PNG_1X1, "rice.png", "image/png"),
    );
    expect(res.status).toBe(200);
    expect((await readJson(res)).foodAnalysis.foodItems[0].grams).toBe(158);
    expect(fake.requests).toHaveLength(2);
    const retry = JSON.stringify(fake.requests[1].messages);
    expect(retry).toContain("could not be read as JSON");
    expect(retry).toContain("I can see a bowl of rice");
  });

  it("says the model's answer was unreadable (502) after the retry fails, and stores nothing", async () => {
    const { cookie } = await registerUser(p);
    const before = await pdb
      .prepare("SELECT count(*) AS n FROM food_analyses")
      .first<{ n: number }>();
    fake.visionQueue = ["no idea", "still no idea"];
    const res = await postForm(
      p,
      "/api/multi-agent/analyze-comprehensive",
      imageForm(PNG_1X1, "rice.png", "image/png"),
      { Cookie: cookie },
    );
    expect(res.status).toBe(502);
    const body = await readJson(res);
    expect(body.error.code).toBe("vision_unreadable");
    expect(body.error.message).not.toMatch(/different image/);
    const after = await pdb
      .prepare("SELECT count(*) AS n FROM food_analyses")
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });

  it("a photo with no recognisable food answers 'not recognised' (422), never a 0-kcal score, and is not stored", async () => {
    const { cookie } = await registerUser(p);
    const count = async () =>
      (await pdb.prepare("SELECT count(*) AS n FROM food_analyses").first<{ n: number }>())!.n;
    const before = await count();
    const keys = await r2Keys(p);
    for (const reply of [
      '{"description":"no food visible","foods":[]}',
      '{"foods":[{"name":"ceramic plate","grams":300}]}',
    ]) {
      fake.visionQueue = [reply];
      const res = await postForm(
        p,
        "/api/multi-agent/analyze-comprehensive",
        imageForm(PNG_1X1, "desk.png", "image/png"),
        { Cookie: cookie },
      );
      expect(res.status, reply).toBe(422);
      const body = await readJson(res);
      expect(body.error.code).toBe("food_not_recognised");
      expect(body.foodAnalysis).toBeUndefined();
    }
    expect(await count()).toBe(before);
    expect(await r2Keys(p)).toEqual(keys);
  });

  it("combines a photo with a description: the user's amounts win, the photo adds the rest", async () => {
    fake.requests.length = 0;
    fake.visionQueue = [];
    const res = await postForm(
      p,
      "/api/multi-agent/analyze-comprehensive",
      imageForm(PNG_1X1, "lunch.png", "image/png", { description: "2 cups cooked white rice" }),
    );
    expect(res.status).toBe(200);
    const items = (await readJson(res)).foodAnalysis.foodItems as {
      name: string;
      grams: number;
    }[];
    // the photo saw 158 g of rice and 150 g of chicken; the user said 2 cups of rice
    expect(items).toHaveLength(2);
    expect(items[0].grams).toBe(316);
    expect(items[1].grams).toBe(150);
    expect(items[1].name).toMatch(/chicken/i);
    expect(JSON.stringify(fake.requests[0].messages)).toContain(
      'The user describes this meal as: \\"2 cups cooked white rice\\"',
    );
  });

  it("analyses a video frame without storing it", async () => {
    fake.behaviour = "ok";
    const before = await r2Keys(p);
    const res = await postJson(p, "/api/multi-agent/analyze-video-frame", {
      imageData: PNG_DATA_URL,
      sessionContext: { userContext: null, timestamp: Date.now() },
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.foods.map((f: { name: string }) => f.name)).toEqual([
      "Cooked white rice",
      "Cooked chicken breast",
    ]);
    expect(await r2Keys(p)).toEqual(before);

    // the page's Real-time Video: the page action's intent video-frame, the same analysis
    const { cookie } = await registerUser(p);
    const stored = await pdb
      .prepare("SELECT count(*) AS n FROM food_analyses")
      .first<{ n: number }>();
    const page = await postPageFrame(p, { Cookie: cookie });
    expect(page.status).toBe(200);
    const answer = await readJson(page);
    expect(answer.intent).toBe("video-frame");
    expect(answer.frame.foods.map((f: { name: string }) => f.name)).toEqual([
      "Cooked white rice",
      "Cooked chicken breast",
    ]);
    expect(answer.frame.totalNutrition.calories).toBe(body.totalNutrition.calories);
    expect(await r2Keys(p)).toEqual(before);
    expect(await pdb.prepare("SELECT count(*) AS n FROM food_analyses").first()).toEqual(stored);
  });

  it("/ar-measurement's Analyze posts its frame to the page's action: the basic analysis names it", async () => {
    fake.behaviour = "ok";
    const res = await postForm(
      p,
      "/ar-measurement?_data=routes%2Far-measurement",
      imageForm(PNG_1X1, "frame.jpg", "image/jpeg", { intent: "analyze", mode: "basic" }),
      { Origin: p.url.origin },
    );
    expect(res.status).toBe(200);
    const answer = await readJson(res);
    expect(answer).toMatchObject({ intent: "analyze", ok: true, mode: "basic" });
    expect(answer.analysis.foodName).toContain("Cooked white rice");
    // any other intent is refused
    const other = await postForm(
      p,
      "/ar-measurement?_data=routes%2Far-measurement",
      imageForm(PNG_1X1, "frame.jpg", "image/jpeg", { intent: "video-frame" }),
      { Origin: p.url.origin },
    );
    expect(other.status).toBe(400);
  });
});
