import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays, utcDay } from "~/domain/days";
import { expectErrorShape, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

/**
 * The wellness dashboard's APIs through HTTP against the built worker: health metrics (log, same-day
 * merge, order), nutrition log (food table lookups), goals, achievements (awarded once), ownership
 * (another user's data unreachable) and validation messages.
 */
let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

type Session = Awaited<ReturnType<typeof registerUser>>;

function call(s: Session | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (s) headers.Cookie = s.cookie;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  return w.fetch(path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
}

const today = utcDay();

describe("guests", () => {
  it.each([
    ["GET", "/api/health-metrics"],
    ["POST", "/api/health-metrics"],
    ["GET", "/api/achievements"],
    ["GET", "/api/wellness-goals"],
    ["POST", "/api/wellness-goals"],
    ["PATCH", "/api/wellness-goals/1"],
    ["POST", "/api/wellness-goals/1/complete"],
    ["DELETE", "/api/wellness-goals/1"],
    ["GET", "/api/nutrition-logs"],
    ["POST", "/api/nutrition-logs"],
    ["DELETE", "/api/nutrition-logs/1"],
    ["GET", "/api/foods?q=rice"],
  ])("%s %s answers 401 in the error shape", async (method, path) => {
    const res = await call(
      null,
      method,
      path,
      method === "GET" || method === "DELETE" ? undefined : { steps: 1 },
    );
    expect(res.status).toBe(401);
    expectErrorShape(await res.json());
  });

  it("are sent from /profile to /auth", async () => {
    const res = await w.fetch("/profile");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("health metrics", () => {
  let ada: Session;
  beforeAll(async () => {
    ada = await registerUser(w);
  });

  it("logs an entry for today (201) and lists it", async () => {
    const res = await call(ada, "POST", "/api/health-metrics", { waterIntake: 1.25, moodScore: 7 });
    expect(res.status).toBe(201);
    const entry = await readJson(res);
    expect(entry).toMatchObject({ date: today, waterIntake: 1.25, moodScore: 7, sleepHours: null });
    expect(entry.userId).toBeUndefined();

    const list = await readJson(await call(ada, "GET", "/api/health-metrics"));
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ date: today, waterIntake: 1.25 });
  });

  it("merges a later log of the same day into the one entry, field by field (200)", async () => {
    const sleep = await call(ada, "POST", "/api/health-metrics", { date: today, sleepHours: 7.5 });
    expect(sleep.status).toBe(200);
    expect(await readJson(sleep)).toMatchObject({
      waterIntake: 1.25,
      moodScore: 7,
      sleepHours: 7.5,
    });

    const water = await call(ada, "POST", "/api/health-metrics", {
      waterIntake: 2,
      moodScore: null,
    });
    expect(water.status).toBe(200);
    const merged = await readJson(water);
    // the new water replaces the old, null clears mood, sleep is kept
    expect(merged).toMatchObject({ waterIntake: 2, moodScore: null, sleepHours: 7.5 });

    const db = await w.d1();
    const rows = await db
      .prepare("SELECT count(*) AS n FROM health_metrics WHERE user_id = ? AND date = ?")
      .bind(ada.user.id, today)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
  });

  it("keeps one entry a day when two logs of the same day arrive at once", async () => {
    const day = addDays(today, -40);
    const results = await Promise.all([
      call(ada, "POST", "/api/health-metrics", { date: day, steps: 4000 }),
      call(ada, "POST", "/api/health-metrics", { date: day, exerciseMinutes: 30 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    const list = await readJson(
      await call(ada, "GET", `/api/health-metrics?from=${day}&to=${day}`),
    );
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ steps: 4000, exerciseMinutes: 30 });
  });

  it("lists the latest day first, whatever order the days were logged in", async () => {
    for (const offset of [-3, -1, -2]) {
      const res = await call(ada, "POST", "/api/health-metrics", {
        date: addDays(today, offset),
        steps: 1000 * -offset,
      });
      expect(res.status).toBe(201);
    }
    const list = (await readJson(await call(ada, "GET", "/api/health-metrics"))) as {
      date: string;
    }[];
    const dates = list.map((e) => e.date);
    expect(dates.slice(0, 4)).toEqual([
      today,
      addDays(today, -1),
      addDays(today, -2),
      addDays(today, -3),
    ]);
    expect([...dates].sort().reverse()).toEqual(dates);

    const limited = await readJson(await call(ada, "GET", "/api/health-metrics?limit=2"));
    expect(limited.map((e: { date: string }) => e.date)).toEqual([today, addDays(today, -1)]);
  });

  it.each([
    [{ sleepHours: 25 }, "sleepHours", "Sleep must be between 0 and 24 hours"],
    [{ waterIntake: -0.5 }, "waterIntake", "Water must be between 0 and 20 L"],
    [{ waterIntake: 25 }, "waterIntake", "Water must be between 0 and 20 L"],
    [{ moodScore: 11 }, "moodScore", "Mood must be between 1 and 10"],
    [{ stressLevel: 0 }, "stressLevel", "Stress level must be between 1 and 10"],
    [{ steps: 2.5 }, "steps", "Steps must be a whole number"],
    [{ restingHeartRate: "fast" }, "restingHeartRate", "Resting heart rate must be a number"],
    [{ steps: 10, date: "2026-13-01" }, "date", "Date must be a day written as YYYY-MM-DD"],
    [{ steps: 10, date: addDays(today, 5) }, "date", "Date cannot be in the future"],
  ])("refuses %j with a clear message (400)", async (body, field, message) => {
    const res = await call(ada, "POST", "/api/health-metrics", body);
    expect(res.status).toBe(400);
    const error = await readJson(res);
    expectErrorShape(error);
    expect(error.error.fields?.[field]).toContain(message);
  });

  it("refuses an empty log, someone else's user id, and a body that is not JSON", async () => {
    const empty = await call(ada, "POST", "/api/health-metrics", {});
    expect(empty.status).toBe(400);
    expect((await readJson(empty)).error.message).toBe("Enter at least one value to log.");

    const smuggled = await call(ada, "POST", "/api/health-metrics", { steps: 5, userId: 999 });
    expect(smuggled.status).toBe(400);

    const text = await w.fetch("/api/health-metrics", {
      method: "POST",
      headers: { Cookie: ada.cookie, "Content-Type": "text/plain" },
      body: "steps=5",
    });
    expect(text.status).toBe(415);

    const badLimit = await call(ada, "GET", "/api/health-metrics?limit=5000");
    expect(badLimit.status).toBe(400);
  });
});

describe("another user's data is unreachable", () => {
  let ada: Session;
  let bob: Session;
  let adaGoalId: number;
  let adaLogId: number;
  beforeAll(async () => {
    ada = await registerUser(w);
    bob = await registerUser(w);
    await call(ada, "POST", "/api/health-metrics", { weight: 61, sleepHours: 8 });
    adaGoalId = (
      await readJson(
        await call(ada, "POST", "/api/wellness-goals", {
          title: "Walk daily",
          targetValue: 30,
          unit: "days",
        }),
      )
    ).id;
    adaLogId = (
      await readJson(
        await call(ada, "POST", "/api/nutrition-logs", {
          mealType: "lunch",
          foodName: "Soup",
          calories: 200,
          protein: 8,
          carbs: 20,
          fat: 9,
        }),
      )
    ).id;
  });

  it("lists only the caller's own rows", async () => {
    expect(await readJson(await call(bob, "GET", "/api/health-metrics"))).toEqual([]);
    expect(await readJson(await call(bob, "GET", "/api/wellness-goals"))).toEqual([]);
    expect(await readJson(await call(bob, "GET", "/api/nutrition-logs"))).toEqual([]);
    expect(await readJson(await call(bob, "GET", "/api/achievements"))).toEqual([]);
    expect(await readJson(await call(ada, "GET", "/api/health-metrics"))).toHaveLength(1);
  });

  it("answers 404 to changing or deleting another user's goal or log entry, and changes nothing", async () => {
    for (const [method, path, body] of [
      ["PATCH", `/api/wellness-goals/${adaGoalId}`, { currentValue: 29 }],
      ["POST", `/api/wellness-goals/${adaGoalId}/complete`, undefined],
      ["DELETE", `/api/wellness-goals/${adaGoalId}`, undefined],
      ["DELETE", `/api/nutrition-logs/${adaLogId}`, undefined],
    ] as const) {
      const res = await call(bob, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
      expectErrorShape(await res.json());
    }
    const [goal] = await readJson(await call(ada, "GET", "/api/wellness-goals"));
    expect(goal).toMatchObject({ id: adaGoalId, status: "active", currentValue: 0 });
    expect(await readJson(await call(ada, "GET", "/api/nutrition-logs"))).toHaveLength(1);
  });

  it("answers 404, never 500, to ids that are not numbers", async () => {
    expect((await call(ada, "PATCH", "/api/wellness-goals/abc", { currentValue: 1 })).status).toBe(
      404,
    );
    expect((await call(ada, "DELETE", "/api/nutrition-logs/1e9")).status).toBe(404);
    expect((await call(ada, "DELETE", "/api/nutrition-logs/99999999999")).status).toBe(404);
  });
});

describe("nutrition log", () => {
  let ada: Session;
  beforeAll(async () => {
    ada = await registerUser(w);
  });

  it("adds a typed food with nutrients from the food table", async () => {
    const res = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "dinner",
      text: "1 cup cooked rice",
    });
    expect(res.status).toBe(201);
    const entry = await readJson(res);
    expect(entry).toMatchObject({
      mealType: "dinner",
      foodName: "1 cup cooked rice",
      date: today,
      servingSize: "158 g",
    });
    expect(entry.foodId).toBeGreaterThan(0);
    const db = await w.d1();
    const food = await db
      .prepare("SELECT kcal, protein FROM foods WHERE id = ?")
      .bind(entry.foodId)
      .first<{ kcal: number; protein: number }>();
    expect(entry.calories).toBe(Math.round(food!.kcal * 1.58));
    expect(entry.protein).toBe(Math.round(food!.protein * 1.58 * 10) / 10);
    expect(entry.match).toMatchObject({ grams: 158 });
  });

  it("adds a food picked from the search with its grams", async () => {
    const results = await readJson(await call(ada, "GET", "/api/foods?q=banana"));
    expect(results.length).toBeGreaterThan(0);
    const banana = results[0];
    expect(banana.name.toLowerCase()).toContain("banana");
    expect(banana.kcalPer100g).toBeGreaterThan(0);

    const res = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "snack",
      foodId: banana.foodId,
      grams: 200,
    });
    expect(res.status).toBe(201);
    const entry = await readJson(res);
    expect(entry.calories).toBe(Math.round(banana.kcalPer100g * 2));
    expect(entry.servingSize).toBe("200 g");
  });

  it("adds a food with its own nutrients, lists the day in order, deletes an entry", async () => {
    const res = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "breakfast",
      foodName: "Protein bar",
      calories: 210,
      protein: 20,
      carbs: 22,
      fat: 7,
      servingSize: "1 bar",
    });
    expect(res.status).toBe(201);
    const bar = await readJson(res);

    const list = await readJson(await call(ada, "GET", `/api/nutrition-logs?date=${today}`));
    expect(list.map((e: { foodName: string }) => e.foodName)).toEqual([
      "1 cup cooked rice",
      expect.stringMatching(/banana/i),
      "Protein bar",
    ]);

    expect((await call(ada, "DELETE", `/api/nutrition-logs/${bar.id}`)).status).toBe(204);
    expect((await call(ada, "DELETE", `/api/nutrition-logs/${bar.id}`)).status).toBe(404);
    expect(
      await readJson(await call(ada, "GET", `/api/nutrition-logs?date=${today}`)),
    ).toHaveLength(2);
    expect(
      await readJson(await call(ada, "GET", `/api/nutrition-logs?date=${addDays(today, -1)}`)),
    ).toEqual([]);
  });

  it("refuses unknown foods and bad entries with clear messages", async () => {
    const unknown = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "lunch",
      text: "2 portions of zzyzx",
    });
    expect(unknown.status).toBe(422);
    // the food engine names the part it could not read and logs nothing (ADR 021)
    const message = (await readJson(unknown)).error.message;
    expect(message).toMatch(/could not read "2 portions of zzyzx" \(.*not in the food table/);
    expect(message).toMatch(/Nothing was logged/);

    const noFood = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "lunch",
      foodId: 1,
      grams: 100,
    });
    expect(noFood.status).toBe(422);

    const badMeal = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "brunch",
      text: "1 egg",
    });
    expect(badMeal.status).toBe(400);
    expect((await readJson(badMeal)).error.fields.mealType).toEqual([
      "Choose a meal: breakfast, lunch, dinner or snack",
    ]);

    const negative = await call(ada, "POST", "/api/nutrition-logs", {
      mealType: "lunch",
      foodName: "x",
      calories: -5,
      protein: 1,
      carbs: 1,
      fat: 1,
    });
    expect(negative.status).toBe(400);
    expect((await readJson(negative)).error.fields.calories).toEqual([
      "Calories must be between 0 and 10,000 kcal",
    ]);

    const shortSearch = await call(ada, "GET", "/api/foods?q=r");
    expect(shortSearch.status).toBe(400);
  });
});

describe("wellness goals", () => {
  let ada: Session;
  beforeAll(async () => {
    ada = await registerUser(w);
  });

  it("creates, lists, updates progress, completes and deletes a goal", async () => {
    const created = await call(ada, "POST", "/api/wellness-goals", {
      title: "Drink 2 L a day",
      category: "hydration",
      goalType: "daily",
      targetValue: 14,
      unit: "days",
    });
    expect(created.status).toBe(201);
    const goal = await readJson(created);
    expect(goal).toMatchObject({
      title: "Drink 2 L a day",
      status: "active",
      currentValue: 0,
      progressPercent: 0,
    });

    const progressed = await readJson(
      await call(ada, "PATCH", `/api/wellness-goals/${goal.id}`, { currentValue: 7 }),
    );
    expect(progressed).toMatchObject({ currentValue: 7, progressPercent: 50 });

    const done = await call(ada, "POST", `/api/wellness-goals/${goal.id}/complete`);
    expect(done.status).toBe(200);
    const completed = await readJson(done);
    expect(completed.status).toBe("completed");
    expect(completed.completedAt).toMatch(/^\d{4}-\d\d-\d\dT/);

    const again = await readJson(
      await call(ada, "POST", `/api/wellness-goals/${goal.id}/complete`),
    );
    expect(again.completedAt).toBe(completed.completedAt);

    const second = await readJson(
      await call(ada, "POST", "/api/wellness-goals", { title: "Meditate" }),
    );
    const list = await readJson(await call(ada, "GET", "/api/wellness-goals"));
    expect(list.map((g: { id: number }) => g.id)).toEqual([second.id, goal.id]); // active first

    expect((await call(ada, "DELETE", `/api/wellness-goals/${second.id}`)).status).toBe(204);
    expect(await readJson(await call(ada, "GET", "/api/wellness-goals"))).toHaveLength(1);
  });

  it("refuses a goal without a title and a negative progress", async () => {
    const res = await call(ada, "POST", "/api/wellness-goals", { title: " ", targetValue: 5 });
    expect(res.status).toBe(400);
    expect((await readJson(res)).error.fields.title).toEqual(["Enter a title for your goal"]);
    const goal = await readJson(await call(ada, "POST", "/api/wellness-goals", { title: "Run" }));
    const bad = await call(ada, "PATCH", `/api/wellness-goals/${goal.id}`, { currentValue: -1 });
    expect(bad.status).toBe(400);
    expect((await readJson(bad)).error.fields.currentValue).toEqual([
      "Progress must be between 0 and 1,000,000",
    ]);
  });
});

describe("achievements", () => {
  it("awards the water goal met on 5 days once, however often the rules run", async () => {
    const ada = await registerUser(w);
    const db = await w.d1();
    // no water goal on the profile: the 2.5 L default applies
    for (let d = 1; d <= 4; d++) {
      await call(ada, "POST", "/api/health-metrics", {
        date: addDays(today, -d),
        waterIntake: 2.5,
      });
    }
    let list = await readJson(await call(ada, "GET", "/api/achievements"));
    expect(list.map((a: { type: string }) => a.type)).toEqual(["first_log"]);

    await call(ada, "POST", "/api/health-metrics", { date: today, waterIntake: 3 });
    list = await readJson(await call(ada, "GET", "/api/achievements"));
    const hero = list.find((a: { type: string }) => a.type === "hydration_5_days");
    expect(hero).toMatchObject({ title: "Hydration Hero", badgeLevel: "Silver", value: 5 });

    // more qualifying days and more evaluations: still one award
    await call(ada, "POST", "/api/health-metrics", { date: addDays(today, -5), waterIntake: 2.6 });
    await Promise.all([
      call(ada, "GET", "/api/achievements"),
      call(ada, "GET", "/api/achievements"),
    ]);
    const rows = await db
      .prepare(
        "SELECT count(*) AS n FROM achievements WHERE user_id = ? AND type = 'hydration_5_days'",
      )
      .bind(ada.user.id)
      .first<{ n: number }>();
    expect(rows?.n).toBe(1);
    list = await readJson(await call(ada, "GET", "/api/achievements"));
    expect(list.filter((a: { type: string }) => a.type === "hydration_5_days")).toHaveLength(1);
  });

  it("awards the first meal plan from user_meal_plans without any hook in the meal-plan feature", async () => {
    const ada = await registerUser(w);
    const db = await w.d1();
    await db
      .prepare(
        "INSERT INTO user_meal_plans (user_id, name, meal_plan_data) VALUES (?, 'Plan', '{}')",
      )
      .bind(ada.user.id)
      .run();
    const list = await readJson(await call(ada, "GET", "/api/achievements"));
    expect(list).toEqual([
      expect.objectContaining({
        type: "first_meal_plan",
        title: "Meal Planner",
        badgeLevel: "Bronze",
        iconName: "calendar",
      }),
    ]);
    expect(list[0].earnedAt).toMatch(/^\d{4}-/);
  });

  it("awards the first completed goal when the goal is completed", async () => {
    const ada = await registerUser(w);
    const goal = await readJson(
      await call(ada, "POST", "/api/wellness-goals", { title: "Sleep by 11" }),
    );
    await call(ada, "POST", `/api/wellness-goals/${goal.id}/complete`);
    const db = await w.d1();
    const row = await db
      .prepare(
        "SELECT title, badge_level FROM achievements WHERE user_id = ? AND type = 'first_goal_completed'",
      )
      .bind(ada.user.id)
      .first<{ title: string; badge_level: string }>();
    expect(row).toEqual({ title: "Goal Getter", badge_level: "Bronze" });
  });
});

describe("/profile", () => {
  it("renders the dashboard with the score for a signed-in user", async () => {
    const ada = await registerUser(w, { height: 170, weight: 65 });
    await call(ada, "POST", "/api/health-metrics", {
      sleepHours: 8,
      waterIntake: 2.5,
      steps: 10000,
      moodScore: 10,
      stressLevel: 1,
    });
    const res = await w.fetch("/profile", { headers: { Cookie: ada.cookie } });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Wellness score");
    // BMI 22.5 (25) + sleep 20 + water 15 + steps 20 + mood ((0.9 + 1) / 2 x 20 = 19): 99
    expect(html).toMatch(/data-testid="wellness-score"[^>]*>99</);
    expect(html).toContain("Excellent! Keep up the great work.");
  });
});

describe("the dashboard's page action (POST /profile, ADR 041)", () => {
  function postProfile(s: Session, fields: Record<string, string>, path = "/profile") {
    return w.fetch(path, {
      method: "POST",
      headers: {
        Cookie: s.cookie,
        Origin: w.url.origin,
        "Content-Type": "application/x-www-form-urlencoded",
      },
      body: new URLSearchParams(fields).toString(),
    });
  }

  it("logs metrics and a meal through the same services as the API, and redirects back to the tab", async () => {
    const ada = await registerUser(w);
    const water = await postProfile(ada, {
      intent: "log-metrics",
      dialog: "water",
      waterIntake: "1.75",
      redirectTo: "/profile?tab=metrics",
    });
    expect(water.status).toBe(302);
    expect(water.headers.get("location")).toBe("/profile?tab=metrics");
    const meal = await postProfile(ada, {
      intent: "log-meal",
      mode: "describe",
      mealType: "breakfast",
      text: "2 eggs",
    });
    expect(meal.status).toBe(302);
    expect(meal.headers.get("location")).toBe("/profile");
    const metrics: { waterIntake: number }[] = await readJson(
      await call(ada, "GET", "/api/health-metrics"),
    );
    expect(metrics.map((m) => m.waterIntake)).toEqual([1.75]);
    const logs: { id: number; foodName: string; calories: number }[] = await readJson(
      await call(ada, "GET", `/api/nutrition-logs?date=${today}`),
    );
    expect(logs.map((l) => l.foodName)).toEqual(["2 eggs"]);
    // the food engine's number, as the API computes it (two large eggs: about 143 kcal)
    expect(logs[0].calories).toBeGreaterThan(120);
    expect(logs[0].calories).toBeLessThan(170);

    const removed = await postProfile(ada, { intent: "delete-meal", id: String(logs[0].id) });
    expect(removed.status).toBe(302);
    expect(await readJson(await call(ada, "GET", `/api/nutrition-logs?date=${today}`))).toEqual([]);
  });

  it("answers 400 with conform's reply naming the form: a range, an unknown food, a missing title", async () => {
    const ada = await registerUser(w);
    // what a fetcher receives: the action's JSON (the browser without JavaScript gets the page)
    const asData = "/profile?_data=routes%2Fprofile";
    const sleep = await postProfile(
      ada,
      {
        intent: "log-metrics",
        dialog: "sleep",
        sleepHours: "30",
      },
      asData,
    );
    expect(sleep.status).toBe(400);
    const sleepReply = (await sleep.json()) as {
      formId: string;
      result: { error: Record<string, string[]> };
    };
    expect(sleepReply.formId).toBe("log-sleep");
    expect(sleepReply.result.error.sleepHours).toEqual(["Sleep must be between 0 and 24 hours"]);

    const meal = await postProfile(
      ada,
      {
        intent: "log-meal",
        mode: "describe",
        mealType: "lunch",
        text: "2 slices of zzqx",
      },
      asData,
    );
    expect(meal.status).toBe(400);
    const mealReply = (await meal.json()) as {
      formId: string;
      result: { error: Record<string, string[]> };
    };
    expect(mealReply.formId).toBe("meal-describe");
    expect(mealReply.result.error.text?.[0]).toMatch(/^We could not read "2 slices of zzqx"/);

    const goal = await postProfile(ada, { intent: "create-goal", title: "" }, asData);
    expect(goal.status).toBe(400);
    expect(((await goal.json()) as { formId: string }).formId).toBe("create-goal");
    expect(await readJson(await call(ada, "GET", "/api/wellness-goals"))).toEqual([]);
    expect(await readJson(await call(ada, "GET", "/api/health-metrics"))).toEqual([]);
  });

  it("creates, updates, completes and deletes a goal; refuses an unknown intent with 400", async () => {
    const ada = await registerUser(w);
    expect(
      (await postProfile(ada, { intent: "create-goal", title: "Walk", targetValue: "10" })).status,
    ).toBe(302);
    const [goal] = await readJson(await call(ada, "GET", "/api/wellness-goals"));
    const id = String(goal.id);
    expect(
      (await postProfile(ada, { intent: "goal-progress", goalId: id, currentValue: "4" })).status,
    ).toBe(302);
    expect((await postProfile(ada, { intent: "complete-goal", goalId: id })).status).toBe(302);
    const [after] = await readJson(await call(ada, "GET", "/api/wellness-goals"));
    expect([after.currentValue, after.status]).toEqual([4, "completed"]);
    expect((await postProfile(ada, { intent: "delete-goal", goalId: id })).status).toBe(302);
    expect(await readJson(await call(ada, "GET", "/api/wellness-goals"))).toEqual([]);
    expect((await postProfile(ada, { intent: "rename" })).status).toBe(400);
    expect((await postProfile(ada, { intent: "delete-goal", goalId: "abc" })).status).toBe(400);
  });
});
