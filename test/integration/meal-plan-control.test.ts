/**
 * Locks and regeneration through the real queue (ADR 043): a locked meal stays as it is, the other
 * days stay as they are, the re-planned meals change, and the week's hard rules hold over the whole
 * week (uses a week, a dish once a day, no two days alike, eggs a day, the low-carb ceiling).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readJson, registerUser } from "../helpers/auth";
import {
  callAs,
  expectWeekRules as expectWeekRulesIn,
  jobEnd,
  mealsOf,
  type StoredDay,
  type StoredPlan,
} from "../helpers/meal-plans";
import { startWorker, type TestWorker } from "../helpers/worker";

type Day = StoredDay;
type Plan = StoredPlan;

let w: TestWorker;
let db: D1Database;
let alice: { cookie: string; user: { id: number } };
let bob: { cookie: string; user: { id: number } };
let planId = 0;

const call = (who: { cookie: string }, method: string, path: string, body?: unknown) =>
  callAs(w, who, method, path, body);
const jobResult = (who: { cookie: string }, jobId: string) => jobEnd(w, who, jobId);
const expectWeekRules = (plan: Plan) => expectWeekRulesIn(db, plan);

async function storedPlan(): Promise<{ plan: Plan; name: string }> {
  const row = await db
    .prepare("SELECT name, meal_plan_data FROM user_meal_plans WHERE id = ?")
    .bind(planId)
    .first<{ name: string; meal_plan_data: string }>();
  return { plan: JSON.parse(row!.meal_plan_data), name: row!.name };
}

beforeAll(async () => {
  w = await startWorker();
  db = await w.d1();
  alice = await registerUser(w);
  bob = await registerUser(w);
  // a vegetarian low-carb loss at 0.5 kg a week: a carbohydrate ceiling and a name with a goal
  await db
    .prepare(
      `UPDATE user_profiles SET gender = 'female', age = 34, height = 168, weight = 70,
         activity_level = 'moderate', goal = 'weightLoss', weekly_pace = 0.5, macro_preset = 'lowCarb',
         dietary_restrictions = '["vegetarian"]', disliked_ingredients = '[]' WHERE user_id = ?`,
    )
    .bind(alice.user.id)
    .run();
  const res = await call(alice, "POST", "/api/meal-plans/generate");
  expect(res.status).toBe(202);
  const job = await jobResult(alice, (await readJson(res)).jobId);
  expect(job.error).toBeNull();
  planId = job.result.planId;
});
afterAll(() => w?.dispose());

describe("locks and regeneration through the queue", () => {
  it("names the plan by its week and goal", async () => {
    const { name } = await storedPlan();
    expect(name).toMatch(
      /^Week of \d{1,2} [A-Z][a-z]{2} - lose 0\.5 kg a week, vegetarian, low carb$/,
    );
  });

  it("re-plans one day around its locked meals; the other days stay as they were", async () => {
    const lock = await call(alice, "POST", `/api/meal-plans/${planId}/locks`, {
      day: 2,
      slot: "dinner",
      locked: true,
    });
    expect(lock.status).toBe(200);
    const { plan: before } = await storedPlan();
    expect(before.days[2].meals.dinner.locked).toBe(true);

    const res = await call(alice, "POST", `/api/meal-plans/${planId}/regenerate`, { day: 2 });
    expect(res.status).toBe(202);
    const answer = await readJson(res);
    expect(answer.pollUrl).toBe(`/api/jobs/${answer.jobId}`);
    const job = await jobResult(alice, answer.jobId);
    expect(job.error).toBeNull();
    expect(job.status).toBe("completed");
    expect(job.result).toMatchObject({ planId, days: [2] });

    const { plan: after } = await storedPlan();
    after.days.forEach((day, d) => {
      if (d !== 2) expect(day).toEqual(before.days[d]);
    });
    expect(after.days[2].meals.dinner).toEqual(before.days[2].meals.dinner);
    const unlocked = (d: Day) => mealsOf(d).filter((m) => !m.locked);
    expect(unlocked(after.days[2])).not.toEqual(unlocked(before.days[2]));
    await expectWeekRules(after);
  });

  it("re-plans the rest of the week from a day, keeping the earlier days and every lock", async () => {
    for (const body of [
      { day: 4, slot: "breakfast", locked: true },
      { day: 6, slot: "lunch", locked: true },
    ]) {
      expect((await call(alice, "POST", `/api/meal-plans/${planId}/locks`, body)).status).toBe(200);
    }
    const { plan: before } = await storedPlan();
    const res = await call(alice, "POST", `/api/meal-plans/${planId}/regenerate`, { fromDay: 3 });
    expect(res.status).toBe(202);
    const job = await jobResult(alice, (await readJson(res)).jobId);
    expect(job.status).toBe("completed");
    expect(job.result.days).toEqual([3, 4, 5, 6]);
    const { plan: after } = await storedPlan();
    for (let d = 0; d < 3; d++) expect(after.days[d]).toEqual(before.days[d]);
    expect(after.days[4].meals.breakfast).toEqual(before.days[4].meals.breakfast);
    expect(after.days[6].meals.lunch).toEqual(before.days[6].meals.lunch);
    const replanned = (p: Plan) =>
      [3, 4, 5, 6].flatMap((d) => mealsOf(p.days[d]).filter((m) => !m.locked));
    expect(replanned(after)).not.toEqual(replanned(before));
    await expectWeekRules(after);
  });

  it("unlocks a meal", async () => {
    const res = await call(alice, "POST", `/api/meal-plans/${planId}/locks`, {
      day: 6,
      slot: "lunch",
      locked: false,
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(JSON.parse(body.mealPlanData).days[6].meals.lunch.locked).toBeUndefined();
  });

  it("another user's plan is 404 and unchanged; bad input is 400 or 404 in the error shape", async () => {
    const { plan: before } = await storedPlan();
    for (const [path, body] of [
      [`/api/meal-plans/${planId}/locks`, { day: 0, slot: "lunch", locked: true }],
      [`/api/meal-plans/${planId}/regenerate`, { day: 0 }],
    ] as const) {
      const res = await call(bob, "POST", path, body);
      expect(res.status).toBe(404);
      expect((await readJson(res)).error.code).toBe("not_found");
    }
    const both = await call(alice, "POST", `/api/meal-plans/${planId}/regenerate`, {
      day: 1,
      fromDay: 1,
    });
    expect(both.status).toBe(400);
    expect((await readJson(both)).error.fields.day).toBeTruthy();
    const snack = await call(alice, "POST", `/api/meal-plans/${planId}/locks`, {
      day: 0,
      slot: "snack",
      snackIndex: 2,
      locked: true,
    });
    expect([200, 404]).toContain(snack.status);
    if (snack.status === 404) expect((await readJson(snack)).error.code).toBe("meal_not_found");
    else expect(before.days[0].meals.snacks).toHaveLength(3);
    const { plan: after } = await storedPlan();
    if (snack.status === 404) expect(after).toEqual(before);
  });
});
