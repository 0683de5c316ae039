/**
 * The food engine through the real worker: POST /api/foods/parse, and the same text read the same
 * way by the coach, the food log and Food Analysis (issue 15: one engine for every feature).
 */
import { FormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp, postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
});
afterAll(() => w?.dispose());

type Totals = { calories: number; protein: number; carbs: number; fat: number };
const parse = async (text: string, headers: Record<string, string> = {}) =>
  postJson(w, "/api/foods/parse", { text }, headers);

describe("POST /api/foods/parse", () => {
  it("reads a guest's meal into items, unmatched parts and totals", async () => {
    const res = await parse("2 eggs, 1 slice whole wheat toast, 1 banana, 1 cup coffee with milk");
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.unmatched).toEqual([]);
    expect(body.items.map((i: { input: string }) => i.input)).toEqual([
      "2 eggs",
      "1 slice whole wheat toast",
      "1 banana",
      "1 cup coffee",
      "milk",
    ]);
    for (const item of body.items) {
      for (const key of ["foodId", "grams", "calories", "protein", "carbs", "fat"])
        expect(typeof item[key], key).toBe("number");
      expect(typeof item.portion).toBe("string");
      expect(Array.isArray(item.assumptions)).toBe(true);
    }
    const sum = (k: keyof Totals) =>
      Math.round(body.items.reduce((s: number, i: Totals) => s + i[k], 0) * 10) / 10;
    expect(body.totals.calories).toBe(sum("calories"));
    expect(body.totals.protein).toBe(sum("protein"));
    // not only the eggs (143 kcal): toast, banana and the milk in the coffee count too
    expect(body.totals.calories).toBeGreaterThan(300);
  });

  it("reads foods as eaten and knows dishes, with where a dish's figures come from", async () => {
    const lentils = await readJson(await parse("1 cup cooked red lentils"));
    expect(lentils.items[0]).toMatchObject({ foodId: 16070, grams: 198, calories: 230 });
    const caesar = await readJson(await parse("a caesar salad"));
    expect(caesar.items[0].calories).toBeGreaterThan(100);
    expect(caesar.items[0].source).toMatch(/is made of: .*\(\d+\)/);
  });

  it("lists what it cannot read with a reason and suggestions", async () => {
    const body = await readJson(await parse("1 cup brocolli, 1 zorbax"));
    expect(body.unmatched.map((u: { input: string }) => u.input)).toEqual([
      "1 cup brocolli",
      "1 zorbax",
    ]);
    for (const u of body.unmatched) expect(u.reason).toMatch(/not in the food table/);
    expect(body.unmatched[0].suggestions).toContain("broccoli");
  });

  it("refuses an empty text or one over 600 characters with 400 in the error shape", async () => {
    for (const text of ["", "   ", "1 apple, ".repeat(70)]) {
      const res = await parse(text);
      expect(res.status, JSON.stringify(text.slice(0, 20))).toBe(400);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error.code).toBe("validation_failed");
      expect(body.error.fields?.text).toHaveLength(1);
    }
  });

  it("limits how often one client may ask, with 429 and Retry-After", async () => {
    const ip = freshIp();
    let last: Response | null = null;
    for (let i = 0; i < 61; i++) last = await parse("1 apple", { "CF-Connecting-IP": ip });
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get("Retry-After"))).toBeGreaterThan(0);
    expectErrorShape(await readJson(last!));
  });
});

describe("one reading for the coach, the food log and Food Analysis", () => {
  const TEXT = "200 g chicken breast with 1 cup rice";

  it("gives the same numbers for the same text everywhere", async () => {
    const { cookie } = await registerUser(w);
    const parsed = await readJson(await parse(TEXT, { Cookie: cookie }));
    const totals = parsed.totals as Totals;
    // USDA: 200 g roasted chicken breast (165 kcal/100 g) + 1 cup cooked rice (158 g, 130 kcal/100 g)
    expect(totals.calories).toBe(535);

    // the food log
    const logged = await postJson(
      w,
      "/api/nutrition-logs",
      { mealType: "lunch", text: TEXT },
      { Cookie: cookie },
    );
    expect(logged.status).toBe(201);
    const entry = await readJson(logged);
    expect({
      calories: entry.calories,
      protein: entry.protein,
      carbs: entry.carbs,
      fat: entry.fat,
    }).toEqual({
      calories: totals.calories,
      protein: totals.protein,
      carbs: totals.carbs,
      fat: totals.fat,
    });
    const stored = await db
      .prepare("SELECT calories, micronutrients FROM nutrition_logs WHERE id = ?")
      .bind(entry.id)
      .first<{ calories: number; micronutrients: string }>();
    expect(stored!.calories).toBe(535);
    expect(JSON.parse(stored!.micronutrients).potassium).toBeGreaterThan(0);

    // Food Analysis from the typed description
    const form = new FormData();
    form.set("description", TEXT);
    const analysed = await w.fetch("/api/multi-agent/analyze-comprehensive", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp(), Cookie: cookie },
      body: form as unknown as BodyInit,
    });
    expect(analysed.status).toBe(200);
    const analysis = (await readJson(analysed)).foodAnalysis;
    expect({
      calories: analysis.totalNutrition.calories,
      protein: analysis.totalNutrition.protein,
      carbs: analysis.totalNutrition.carbs,
      fat: analysis.totalNutrition.fat,
    }).toEqual({
      calories: totals.calories,
      protein: totals.protein,
      carbs: totals.carbs,
      fat: totals.fat,
    });

    // the built-in coach, asked about the same food
    const chat = await postJson(
      w,
      "/api/nutricoach/chat",
      { message: `How many calories are in ${TEXT}?`, history: [] },
      { Cookie: cookie },
    );
    expect(chat.status).toBe(200);
    const { response } = await readJson(chat);
    for (const item of parsed.items as (Totals & { input: string; grams: number })[])
      expect(response).toContain(
        `**${item.input}** (${Math.round(item.grams)} g): ${item.calories} kcal`,
      );
    expect(response).toContain(
      `**Together:** ${totals.calories} kcal · ${totals.protein} g protein · ${totals.carbs} g carbs · ${totals.fat} g fat`,
    );
  });

  it("logs every food of a typed meal, and logs nothing when a part cannot be read", async () => {
    const { cookie } = await registerUser(w);
    const meal = "2 eggs, 1 slice whole wheat toast, 1 banana, 1 cup coffee with milk";
    const parsed = await readJson(await parse(meal, { Cookie: cookie }));
    const res = await postJson(
      w,
      "/api/nutrition-logs",
      { mealType: "breakfast", text: meal },
      { Cookie: cookie },
    );
    expect(res.status).toBe(201);
    const entry = await readJson(res);
    expect(entry.calories).toBe(parsed.totals.calories);
    expect(entry.calories).toBeGreaterThan(143);

    const before = await db
      .prepare("SELECT count(*) AS n FROM nutrition_logs")
      .first<{ n: number }>();
    const refused = await postJson(
      w,
      "/api/nutrition-logs",
      { mealType: "breakfast", text: "2 eggs and a slice of zorbax" },
      { Cookie: cookie },
    );
    expect(refused.status).toBe(422);
    const body = await readJson(refused);
    expectErrorShape(body);
    expect(body.error.message).toMatch(/"a slice of zorbax"/);
    expect(body.error.message).toMatch(/Nothing was logged/);
    const after = await db
      .prepare("SELECT count(*) AS n FROM nutrition_logs")
      .first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe("fibre, vitamins and minerals on the pages", () => {
  it("shows a day's logged micronutrients on the dashboard's Nutrition tab against the references", async () => {
    const { cookie } = await registerUser(w);
    const logged = await postJson(
      w,
      "/api/nutrition-logs",
      { mealType: "lunch", text: "200 g chicken breast with 1 cup rice" },
      { Cookie: cookie },
    );
    expect(logged.status).toBe(201);
    const entry = await readJson(logged);
    const stored = await db
      .prepare("SELECT micronutrients FROM nutrition_logs WHERE id = ?")
      .bind(entry.id)
      .first<{ micronutrients: string }>();
    const potassium = Math.round(JSON.parse(stored!.micronutrients).potassium);
    expect(potassium).toBeGreaterThan(300);
    const page = await w.fetch("/profile?tab=nutrition", {
      headers: { Cookie: cookie },
    });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Fibre, vitamins and minerals today");
    expect(html).toContain("From 1 of 1 entry");
    // registerUser's profile is a woman's: 2,600 mg potassium, 18 mg iron
    const share = Math.round((potassium / 2600) * 100);
    expect(html).toContain(
      `${potassium.toLocaleString("en-US")} mg · ${share}% of the target (2,600 mg)`,
    );
    expect(html).toMatch(/data-testid="intake-iron">.*?% of the target \(18 mg\)/);
  });

  it("carries a recipe's micronutrients in its answer and on its page", async () => {
    const recipe = await readJson(await w.fetch("/api/recipes/1"));
    for (const key of [
      "saturatedFat",
      "potassium",
      "calcium",
      "iron",
      "vitaminC",
      "vitaminD",
      "vitaminB12",
    ])
      expect(typeof recipe.micronutrients[key], key).toBe("number");
    expect(recipe.micronutrients.potassium).toBeGreaterThan(0);
    const html = await (await w.fetch("/recipes/1")).text();
    expect(html).toContain('data-testid="intake-vitaminB12"');
    expect(html).toContain(`${recipe.micronutrients.potassium.toLocaleString("en-US")} mg`);
  });
});
