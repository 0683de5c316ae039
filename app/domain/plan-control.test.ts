import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  generateMealPlan,
  largePortionBudget,
  MAX_EGGS_PER_DAY,
  MAX_USES_PER_WEEK,
  mealsOfDay,
  USUAL_MAX_PORTION,
  type MealPlan,
  type PlanRecipe,
  type PlanRequest,
} from "./meal-plan";
import {
  daysToRegenerate,
  lockedCount,
  mergeRegenerated,
  planName,
  planWeekStart,
  regenerationInput,
  setMealLock,
} from "./plan-control";
const replacedMealsFor = (plan: MealPlan, days: number[]) => regenerationInput(plan, days).avoid;

/** The real catalogue, as the seed builder writes it (db/seed/catalogue.json). */
const catalogue: PlanRecipe[] = JSON.parse(
  readFileSync(new URL("../../db/seed/catalogue.json", import.meta.url), "utf8"),
);
const byId = new Map(catalogue.map((r) => [r.id, r]));

function planOf(request: PlanRequest): MealPlan {
  const result = generateMealPlan(catalogue, request);
  if (!result.ok) throw new Error(result.reasons.join("; "));
  return result.plan;
}

const key = (day: MealPlan["days"][number]) =>
  mealsOfDay(day)
    .map((m) => m.recipeId)
    .sort((a, b) => a - b)
    .join(",");

/** The week's hard rules (ADR 036) over the whole week, whichever days were re-planned. */
function expectWeekRules(plan: MealPlan) {
  const uses = new Map<number, number>();
  const all = plan.days.flatMap((d) => mealsOfDay(d));
  for (const m of all) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
  for (const n of uses.values()) expect(n).toBeLessThanOrEqual(MAX_USES_PER_WEEK);
  expect(all.filter((m) => m.servings > USUAL_MAX_PORTION).length).toBeLessThanOrEqual(
    largePortionBudget(all.length),
  );
  plan.days.forEach((day, d) => {
    const meals = mealsOfDay(day);
    expect(new Set(meals.map((m) => m.recipeId)).size).toBe(meals.length);
    const eggs = meals.reduce(
      (n, m) => n + (byId.get(m.recipeId)!.eggsPerServing ?? 0) * m.servings,
      0,
    );
    expect(eggs).toBeLessThanOrEqual(MAX_EGGS_PER_DAY);
    if (plan.constraints.carbCeilingGrams != null)
      expect(day.totals.carbs).toBeLessThanOrEqual(plan.constraints.carbCeilingGrams);
    if (d > 0) expect(key(day)).not.toBe(key(plan.days[d - 1]));
  });
}

/** Regenerates `days` of a stored plan the way the queue job does. */
function regenerate(stored: MealPlan, request: PlanRequest, days: number[], seed: number) {
  const input = regenerationInput(stored, days);
  const result = generateMealPlan(catalogue, {
    ...request,
    seed,
    leftovers: stored.constraints.leftovers,
    ...input,
  });
  if (!result.ok) throw new Error(result.reasons.join("; "));
  return mergeRegenerated(stored, result.plan, input.daysToPlan);
}

const profiles: PlanRequest[] = [
  { targetCalories: 2000 },
  { targetCalories: 1800, restrictions: ["vegetarian"], carbCeilingGrams: 130 },
  { targetCalories: 2600, restrictions: ["vegan"] },
  { targetCalories: 1500, restrictions: ["glutenFree"], preferredCuisines: ["Italian"] },
];

describe("regenerating days around locked meals", () => {
  it.each(profiles.map((p, i) => [i, p] as const))(
    "profile %i: one day is planned again, locked meals and the other days stay, the week keeps its rules",
    (_, request) => {
      let stored = planOf({ ...request, seed: 11 });
      stored = setMealLock(stored, 3, { slot: "lunch" }, true)!;
      stored = setMealLock(stored, 3, { slot: "breakfast" }, true)!;
      const next = regenerate(stored, request, [3], 99);
      next.days.forEach((day, d) => {
        if (d !== 3) expect(day).toEqual(stored.days[d]);
      });
      expect(next.days[3].meals.lunch).toEqual(stored.days[3].meals.lunch);
      expect(next.days[3].meals.breakfast).toEqual(stored.days[3].meals.breakfast);
      expect(next.days[3].meals.lunch.locked).toBe(true);
      expect(lockedCount(next)).toBe(2);
      expectWeekRules(next);
    },
  );

  it.each(profiles.map((p, i) => [i, p] as const))(
    "profile %i: a re-planned day brings other meals than the unlocked ones it had, with the same seed",
    (_, request) => {
      let stored = planOf({ ...request, seed: 11 });
      stored = setMealLock(stored, 2, { slot: "breakfast" }, true)!;
      const before = new Set(replacedMealsFor(stored, [2]).map((m) => m.recipeId));
      expect(before.size).toBeGreaterThan(0);
      // the seed of the plan itself: without `avoid` the search would find the same day again
      const next = regenerate(stored, request, [2], 11);
      const after = replacedMealsFor(next, [2]).map((m) => m.recipeId);
      expect(after.filter((id) => before.has(id))).toEqual([]);
      expectWeekRules(next);
    },
  );

  it("the rest of the week from a day keeps the earlier days and every lock", () => {
    const request = profiles[1];
    let stored = planOf({ ...request, seed: 5 });
    stored = setMealLock(stored, 4, { slot: "dinner" }, true)!;
    stored = setMealLock(stored, 6, { slot: "breakfast" }, true)!;
    const days = daysToRegenerate({ fromDay: 4 }, 7);
    expect(days).toEqual([4, 5, 6]);
    const next = regenerate(stored, request, days, 1234);
    for (let d = 0; d < 4; d++) expect(next.days[d]).toEqual(stored.days[d]);
    expect(next.days[4].meals.dinner).toEqual(stored.days[4].meals.dinner);
    expect(next.days[6].meals.breakfast).toEqual(stored.days[6].meals.breakfast);
    // something was planned again (other recipes or portions) on the unlocked meals
    const before = days.flatMap((d) => mealsOfDay(stored.days[d]).filter((m) => !m.locked));
    const after = days.flatMap((d) => mealsOfDay(next.days[d]).filter((m) => !m.locked));
    expect(after).not.toEqual(before);
    expectWeekRules(next);
  });

  it("a day whose neighbours are kept is not made equal to either", () => {
    const request = profiles[0];
    const stored = planOf({ ...request, seed: 3 });
    // Tuesday's recipes with Wednesday's meals locked to them would copy Tuesday; the search must not
    for (const seed of [1, 2, 3, 4, 5]) {
      const next = regenerate(stored, request, [2], seed);
      expectWeekRules(next);
    }
  });

  it("without fixed meals the planner plans as before", () => {
    const a = planOf({ targetCalories: 2100, seed: 42 });
    const b = planOf({
      targetCalories: 2100,
      seed: 42,
      fixed: [],
      daysToPlan: [0, 1, 2, 3, 4, 5, 6],
    });
    expect(b).toEqual(a);
  });

  it("refuses fixed meals it cannot use, with reasons", () => {
    const bad = (request: Partial<PlanRequest>) =>
      generateMealPlan(catalogue, { targetCalories: 2000, ...request });
    expect(bad({ daysToPlan: [7] })).toEqual({
      ok: false,
      reasons: ["The days to plan must be days of the plan."],
    });
    expect(bad({ daysToPlan: [0], fixed: [] }).ok).toBe(false);
    expect(
      bad({ daysToPlan: [0], fixed: [{ day: 1, slot: "lunch", recipeId: 999999, servings: 1 }] }),
    ).toMatchObject({
      ok: false,
      reasons: [expect.stringContaining("no longer in the catalogue")],
    });
  });
});

describe("re-planning a week with leftovers (ADR 048)", () => {
  const request: PlanRequest = { targetCalories: 2000, restrictions: ["vegetarian"] };
  const stored = planOf({ ...request, seed: 21, leftovers: true });
  /** The pairs of a plan: the days whose dinner is the next day's lunch. */
  const pairsOf = (plan: MealPlan) =>
    plan.days.flatMap((day, d) => {
      const from = day.meals.lunch.leftoverOf;
      if (!from) return [];
      expect(from).toEqual({ day: d - 1, meal: "dinner" });
      expect(day.meals.lunch.recipeId).toBe(plan.days[d - 1].meals.dinner.recipeId);
      return [d - 1];
    });

  it("a re-planned dinner takes its leftover lunch along; the rest of the next day stays", () => {
    expect(pairsOf(stored)).toEqual([0, 1, 2, 3, 4, 5]);
    const input = regenerationInput(stored, [2]);
    expect(input.daysToPlan).toEqual([2, 3]);
    // Thursday is planned with everything but its lunch fixed
    expect(input.fixed.filter((f) => f.day === 3).map((f) => f.slot)).not.toContain("lunch");
    const next = regenerate(stored, request, [2], 77);
    expect(pairsOf(next)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(next.days[2].meals.dinner.recipeId).not.toBe(stored.days[2].meals.dinner.recipeId);
    expect(next.days[3].meals.lunch.recipeId).toBe(next.days[2].meals.dinner.recipeId);
    const rest = (day: MealPlan["days"][number]) => [
      day.meals.breakfast,
      day.meals.dinner,
      ...day.meals.snacks,
    ];
    expect(rest(next.days[3])).toEqual(rest(stored.days[3]));
    for (const d of [0, 1, 4, 5, 6]) expect(next.days[d]).toEqual(stored.days[d]);
    expectWeekRules(next);
  });

  it("a re-planned day keeps eating the kept dinner of the day before", () => {
    const next = regenerate(stored, request, [4], 5);
    // Friday's lunch is still Thursday's dinner; Friday's own dinner moved, so Saturday's lunch followed
    expect(next.days[4].meals.lunch.recipeId).toBe(stored.days[3].meals.dinner.recipeId);
    expect(next.days[4].meals.lunch.leftoverOf).toEqual({ day: 3, meal: "dinner" });
    expect(pairsOf(next)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(regenerationInput(stored, [4]).avoid).not.toContainEqual({
      day: 4,
      recipeId: stored.days[4].meals.lunch.recipeId,
    });
    expectWeekRules(next);
  });

  it("a lock on either half of a pair holds both halves", () => {
    const locked = setMealLock(stored, 4, { slot: "lunch" }, true)!;
    const input = regenerationInput(locked, [3]);
    expect(input.daysToPlan).toEqual([3]);
    expect(input.fixed).toContainEqual(
      expect.objectContaining({
        day: 3,
        slot: "dinner",
        recipeId: stored.days[3].meals.dinner.recipeId,
      }),
    );
    const next = regenerate(locked, request, [3], 8);
    expect(next.days[3].meals.dinner).toEqual(stored.days[3].meals.dinner);
    expect(next.days[4]).toEqual(locked.days[4]);
    expect(pairsOf(next)).toEqual([0, 1, 2, 3, 4, 5]);
    expectWeekRules(next);
  });

  it("the rest of the week from a day keeps its pairs", () => {
    const next = regenerate(stored, request, [3, 4, 5, 6], 12);
    expect(pairsOf(next)).toEqual([0, 1, 2, 3, 4, 5]);
    for (let d = 0; d < 3; d++) expect(next.days[d]).toEqual(stored.days[d]);
    expectWeekRules(next);
  });
});

describe("locks", () => {
  it("locks and unlocks one meal; an unknown meal is null", () => {
    const plan = planOf({ targetCalories: 2000, seed: 1 });
    const locked = setMealLock(plan, 0, { slot: "snack", index: 0 }, true)!;
    expect(locked.days[0].meals.snacks[0].locked).toBe(true);
    expect(lockedCount(locked)).toBe(1);
    expect(plan.days[0].meals.snacks[0].locked).toBeUndefined();
    const unlocked = setMealLock(locked, 0, { slot: "snack", index: 0 }, false)!;
    expect(unlocked).toEqual(plan);
    expect(setMealLock(plan, 9, { slot: "lunch" }, true)).toBeNull();
    expect(setMealLock(plan, 0, { slot: "snack", index: 5 }, true)).toBeNull();
  });

  it("fixes every meal of a kept day and only the locked meals of a planned day", () => {
    const plan = setMealLock(
      planOf({ targetCalories: 2000, seed: 1 }),
      1,
      { slot: "dinner" },
      true,
    )!;
    const { fixed } = regenerationInput(plan, [1, 2]);
    expect(fixed.filter((f) => f.day === 1)).toEqual([
      {
        day: 1,
        slot: "dinner",
        recipeId: plan.days[1].meals.dinner.recipeId,
        servings: plan.days[1].meals.dinner.servings,
      },
    ]);
    expect(fixed.filter((f) => f.day === 2)).toEqual([]);
    expect(fixed.filter((f) => f.day === 0)).toHaveLength(mealsOfDay(plan.days[0]).length);
  });
});

describe("plan names", () => {
  it("names a plan by its week and goal", () => {
    expect(
      planName({
        createdAt: "2026-11-26T10:00:00.000Z",
        goal: "weightLoss",
        pace: 0.5,
        restrictions: ["vegetarian"],
      }),
    ).toBe("Week of 30 Nov - lose 0.5 kg a week, vegetarian");
    expect(
      planName({
        createdAt: "2026-12-28T23:59:00.000Z",
        goal: "muscleGain",
        pace: 0.25,
        restrictions: ["glutenFree", "lowCarb"],
      }),
    ).toBe("Week of 28 Dec - gain 0.25 kg a week, gluten free, low carb");
    expect(
      planName({ createdAt: "2026-12-27", goal: "maintenance", pace: null, restrictions: [] }),
    ).toBe("Week of 28 Dec - maintain weight");
    expect(
      planName({
        createdAt: "2026-11-26",
        goal: "weightLoss",
        pace: 0.75,
        restrictions: ["vegetarian", "lowCarb"],
        macroPreset: "lowCarb",
      }),
    ).toBe("Week of 30 Nov - lose 0.75 kg a week, vegetarian, low carb");
    expect(
      planName({ createdAt: "nonsense", goal: "weightLoss", pace: null, restrictions: [] }),
    ).toBe("Weekly plan - lose weight");
  });

  it("starts a week on the Monday on or after the day the plan was made", () => {
    expect(planWeekStart("2026-11-30T08:00:00Z")?.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(planWeekStart("2026-11-29T08:00:00Z")?.toISOString()).toBe("2026-11-30T00:00:00.000Z");
    expect(planWeekStart("2026-12-01T08:00:00Z")?.toISOString()).toBe("2026-12-07T00:00:00.000Z");
    expect(planWeekStart("")).toBeNull();
  });
});
