/**
 * Meal plans through the real worker, for the integration tests of locks, re-planning and leftovers
 * (ADR 043, 048): a signed-in call, a job's end, and the week's hard rules (ADR 036) read from D1.
 */
import { expect } from "vitest";
import { eggsPerServing } from "~/domain/food/recipe";
import { freshIp, readJson } from "./auth";
import { waitFor, type TestWorker } from "./worker";

export type StoredMeal = {
  recipeId: number;
  servings: number;
  title: string;
  calories: number;
  locked?: true;
  leftoverOf?: { day: number; meal: string };
};
export type StoredDay = {
  day: string;
  meals: { breakfast: StoredMeal; lunch: StoredMeal; dinner: StoredMeal; snacks: StoredMeal[] };
  totals: { carbs: number };
};
export type StoredPlan = {
  days: StoredDay[];
  constraints: { carbCeilingGrams: number | null; leftovers?: boolean };
};

export const mealsOf = (d: StoredDay) => [
  d.meals.breakfast,
  d.meals.lunch,
  d.meals.dinner,
  ...d.meals.snacks,
];

/** A JSON call as `who`, from the app's origin and a fresh address (no rate limit in the way). */
export function callAs(
  w: TestWorker,
  who: { cookie: string },
  method: string,
  path: string,
  body?: unknown,
) {
  return w.fetch(path, {
    method,
    headers: {
      Cookie: who.cookie,
      "CF-Connecting-IP": freshIp(),
      Origin: w.url.origin,
      ...(body === undefined ? {} : { "Content-Type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The job once it has ended (completed or failed). */
export function jobEnd(w: TestWorker, who: { cookie: string }, jobId: string) {
  return waitFor(async () => {
    const job = await readJson(await callAs(w, who, "GET", `/api/jobs/${jobId}`));
    return job.status === "completed" || job.status === "failed" ? job : null;
  });
}

/**
 * The week's hard rules over every day of a stored plan: a dish once a day (a leftover counted on
 * its own day), twice a week, no two days alike, eggs a day, snacks at most 20 % of the day, the
 * low-carb ceiling.
 */
export async function expectWeekRules(db: D1Database, plan: StoredPlan) {
  const ids = [...new Set(plan.days.flatMap((d) => mealsOf(d).map((m) => m.recipeId)))];
  const { results } = await db
    .prepare(
      `SELECT id, ingredients, servings FROM recipes WHERE id IN (${ids.map(() => "?").join(",")})`,
    )
    .bind(...ids)
    .all<{ id: number; ingredients: string; servings: number }>();
  const eggs = new Map(
    results.map((r) => [r.id, eggsPerServing(JSON.parse(r.ingredients), r.servings)]),
  );
  const uses = new Map<number, number>();
  const key = (d: StoredDay) =>
    mealsOf(d)
      .map((m) => m.recipeId)
      .sort((x, y) => x - y)
      .join(",");
  plan.days.forEach((day, i) => {
    const meals = mealsOf(day);
    expect(new Set(meals.map((m) => m.recipeId)).size, day.day).toBe(meals.length);
    for (const m of meals) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
    const dayEggs = meals.reduce((n, m) => n + eggs.get(m.recipeId)! * m.servings, 0);
    expect(dayEggs, day.day).toBeLessThanOrEqual(4);
    const kcal = meals.reduce((n, m) => n + m.calories, 0);
    for (const s of day.meals.snacks) expect(s.calories, day.day).toBeLessThanOrEqual(0.2 * kcal);
    if (plan.constraints.carbCeilingGrams != null)
      expect(day.totals.carbs, day.day).toBeLessThanOrEqual(plan.constraints.carbCeilingGrams);
    if (i > 0) expect(key(day), day.day).not.toBe(key(plan.days[i - 1]));
  });
  for (const n of uses.values()) expect(n).toBeLessThanOrEqual(2);
}
