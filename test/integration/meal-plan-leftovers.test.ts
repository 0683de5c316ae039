/**
 * Leftovers through the real queue (ADR 048): a plan generated with leftovers pairs each dinner
 * with the next day's lunch and keeps the week's hard rules; re-planning keeps the pairs (a
 * re-planned dinner takes its leftover lunch along, the rest of that next day unchanged); the
 * plan's shopping list buys a pair once; the generation form and the JSON body both turn it on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, readJson, registerUser } from "../helpers/auth";
import {
  callAs,
  expectWeekRules as expectWeekRulesIn,
  jobEnd,
  type StoredDay,
  type StoredPlan,
} from "../helpers/meal-plans";
import { startWorker, waitFor, type TestWorker } from "../helpers/worker";

type Day = StoredDay;
type Plan = StoredPlan;

let w: TestWorker;
let db: D1Database;
let alice: { cookie: string; user: { id: number } };
let planId = 0;

const call = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
  callAs(w, who, method, path, body);
const jobResult = (who: { cookie: string }, jobId: string) => jobEnd(w, who, jobId);
const expectWeekRules = (plan: Plan) => expectWeekRulesIn(db, plan);

async function storedPlan(id = planId): Promise<Plan> {
  const row = await db
    .prepare("SELECT meal_plan_data FROM user_meal_plans WHERE id = ?")
    .bind(id)
    .first<{ meal_plan_data: string }>();
  return JSON.parse(row!.meal_plan_data);
}

/** The days whose dinner is the next day's lunch; each pair checked (same recipe, marked). */
function pairsOf(plan: Plan): number[] {
  return plan.days.flatMap((day, d) => {
    for (const m of [day.meals.breakfast, day.meals.dinner, ...day.meals.snacks])
      expect(m.leftoverOf).toBeUndefined();
    const from = day.meals.lunch.leftoverOf;
    if (!from) return [];
    expect(from).toEqual({ day: d - 1, meal: "dinner" });
    expect(day.meals.lunch.recipeId).toBe(plan.days[d - 1].meals.dinner.recipeId);
    return [d - 1];
  });
}

beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
  alice = await registerUser(w);
  await db
    .prepare(
      `UPDATE user_profiles SET gender = 'female', age = 34, height = 168, weight = 70,
         activity_level = 'moderate', goal = 'weightLoss', weekly_pace = 0.5,
         dietary_restrictions = '["vegetarian"]', disliked_ingredients = '[]' WHERE user_id = ?`,
    )
    .bind(alice.user.id)
    .run();
  const res = await call(alice, "POST", "/api/meal-plans/generate", { leftovers: true });
  expect(res.status).toBe(202);
  const job = await jobResult(alice, (await readJson(res)).jobId);
  expect(job.error).toBeNull();
  planId = job.result.planId;
});
afterAll(() => w?.dispose());

describe("leftovers through the queue", () => {
  it("generates a week whose dinners are the next days' lunches, every hard rule kept", async () => {
    const plan = await storedPlan();
    expect(plan.constraints.leftovers).toBe(true);
    // six a week (Sunday's dinner has no next day); a pair gives way where it keeps a day off target
    expect(pairsOf(plan).length).toBeGreaterThanOrEqual(5);
    await expectWeekRules(plan);
  });

  it("refuses a body that is not { leftovers: boolean }, in the error shape", async () => {
    const res = await call(alice, "POST", "/api/meal-plans/generate", { leftovers: "yes" });
    expect(res.status).toBe(400);
    expect(await readJson(res)).toMatchObject({
      error: {
        code: "validation_failed",
        fields: { leftovers: ["Say whether to plan leftovers (true or false)."] },
      },
    });
  });

  it("re-planning a day takes its dinner's leftover lunch along and keeps every other meal", async () => {
    const before = await storedPlan();
    // a day whose lunch is yesterday's dinner and whose dinner is tomorrow's lunch
    const pairs = pairsOf(before);
    const d = pairs.find((p) => p > 0 && pairs.includes(p - 1))!;
    const res = await call(alice, "POST", `/api/meal-plans/${planId}/regenerate`, { day: d });
    expect(res.status).toBe(202);
    const job = await jobResult(alice, (await readJson(res)).jobId);
    expect(job.error).toBeNull();
    expect(job.result.days).toEqual([d, d + 1]);
    const after = await storedPlan();
    // the day's lunch is still yesterday's dinner; the next day changed only its lunch, still a leftover
    expect(after.days[d].meals.lunch.recipeId).toBe(before.days[d - 1].meals.dinner.recipeId);
    expect(pairsOf(after)).toEqual(expect.arrayContaining([d - 1, d]));
    const rest = (day: Day) => [day.meals.breakfast, day.meals.dinner, ...day.meals.snacks];
    expect(rest(after.days[d + 1])).toEqual(rest(before.days[d + 1]));
    before.days.forEach((day, k) => {
      if (k !== d && k !== d + 1) expect(after.days[k]).toEqual(day);
    });
    await expectWeekRules(after);
  });

  it("a lock on a leftover lunch holds its dinner when that dinner's day is re-planned", async () => {
    const pair = pairsOf(await storedPlan()).at(-1)!;
    const lock = await call(alice, "POST", `/api/meal-plans/${planId}/locks`, {
      day: pair + 1,
      slot: "lunch",
      locked: true,
    });
    expect(lock.status).toBe(200);
    const before = await storedPlan();
    const res = await call(alice, "POST", `/api/meal-plans/${planId}/regenerate`, { day: pair });
    const job = await jobResult(alice, (await readJson(res)).jobId);
    expect(job.error).toBeNull();
    expect(job.result.days).toEqual([pair]);
    const after = await storedPlan();
    expect(after.days[pair].meals.dinner).toEqual(before.days[pair].meals.dinner);
    expect(after.days[pair + 1]).toEqual(before.days[pair + 1]);
    expect(pairsOf(after)).toContain(pair);
    await expectWeekRules(after);
  });

  it("the plan's shopping list buys each pair once: no bigger than meal by meal, the same amounts", async () => {
    const built = await call(alice, "POST", `/api/meal-plans/${planId}/shopping-list`);
    expect(built.status).toBe(201);
    const paired = (await readJson(built)) as { items: { name: string; quantity: string }[] };
    // the same meals with the pairs undone: every meal bought on its own
    const plan = await storedPlan();
    for (const day of plan.days) delete day.meals.lunch.leftoverOf;
    await db
      .prepare("UPDATE user_meal_plans SET meal_plan_data = ? WHERE id = ?")
      .bind(JSON.stringify(plan), planId)
      .run();
    const rebuilt = await call(alice, "POST", `/api/meal-plans/${planId}/shopping-list`);
    expect(rebuilt.status).toBe(200);
    const apart = (await readJson(rebuilt)) as { items: { name: string; quantity: string }[] };
    const byName = (items: { name: string; quantity: string }[]) =>
      Object.fromEntries(items.map((i) => [i.name, i.quantity]));
    expect(paired.items.length).toBeLessThanOrEqual(apart.items.length);
    expect(byName(paired.items)).toEqual(byName(apart.items));
  });

  it("the generation form turns leftovers on with its checkbox", async () => {
    const bob = await registerUser(w);
    const res = await w.fetch("/meal-plan", {
      method: "POST",
      redirect: "manual",
      headers: {
        Cookie: bob.cookie,
        "CF-Connecting-IP": freshIp(),
        Origin: w.url.origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams({ intent: "generate", leftovers: "on" }).toString(),
    });
    expect(res.status).toBe(302);
    const row = await waitFor(() =>
      db
        .prepare("SELECT id FROM user_meal_plans WHERE user_id = ? ORDER BY id DESC LIMIT 1")
        .bind(bob.user.id)
        .first<{ id: number }>(),
    );
    const plan = await storedPlan(row.id);
    expect(plan.constraints.leftovers).toBe(true);
    expect(pairsOf(plan).length).toBeGreaterThanOrEqual(5);
  });
});
