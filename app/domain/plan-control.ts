/**
 * The user's control over a stored plan (ADR 043): locking a meal, what a regeneration of one day or
 * of the rest of the week keeps fixed, how the re-planned days are put back, and the plan's name.
 * Pure: no I/O, no clock (the caller passes dates).
 */
import {
  DAY_NAMES,
  mealAt,
  mealsOfDay,
  type FixedMeal,
  type MealPlan,
  type MealRef,
  type PlannedDay,
  type PlannedMeal,
} from "./meal-plan";
import { formatNumber, MONTHS } from "./format";

/** One day, or the day and every later day of the plan. */
export type RegenerateScope = { day: number } | { fromDay: number };

/** The 0-based days a regeneration plans again. */
export function daysToRegenerate(scope: RegenerateScope, dayCount: number): number[] {
  if ("day" in scope) return [scope.day];
  return Array.from({ length: dayCount - scope.fromDay }, (_, k) => scope.fromDay + k);
}

function slottedMeals(day: PlannedDay): { slot: FixedMeal["slot"]; meal: PlannedMeal }[] {
  return [
    { slot: "breakfast" as const, meal: day.meals.breakfast },
    { slot: "lunch" as const, meal: day.meals.lunch },
    { slot: "dinner" as const, meal: day.meals.dinner },
    ...day.meals.snacks.map((meal) => ({ slot: "snack" as const, meal })),
  ];
}

export type RegenerationInput = {
  /** the days the planner plans: the asked days, and a day whose lunch is the leftover of a re-planned dinner */
  daysToPlan: number[];
  /** the days planned only for that leftover lunch */
  lunchOnlyDays: number[];
  fixed: FixedMeal[];
  avoid: { day: number; recipeId: number }[];
};

/**
 * What a regeneration asks of the planner (ADR 043), with leftover pairs kept whole (ADR 048): a
 * re-planned dinner takes its leftover lunch with it (that next day is planned with every other
 * meal fixed, so only its lunch follows the new dinner); a lock on either half of a pair holds both
 * halves; a re-planned day whose lunch is the leftover of a kept dinner keeps eating that dinner
 * (the planner pins it again), so that lunch is not avoided.
 */
export function regenerationInput(plan: MealPlan, days: readonly number[]): RegenerationInput {
  const asked = new Set(days);
  const lunchOnly = new Set<number>();
  const held = new Set<string>(); // "day:slot" kept as they are, besides locks
  if (plan.constraints.leftovers) {
    plan.days.forEach((day, d) => {
      if (day.meals.lunch.leftoverOf?.day !== d - 1 || d === 0) return;
      const dinner = plan.days[d - 1].meals.dinner;
      const locked = dinner.locked || day.meals.lunch.locked;
      if (locked) {
        held.add(`${d - 1}:dinner`);
        held.add(`${d}:lunch`);
      } else if (asked.has(d - 1) && !asked.has(d)) lunchOnly.add(d);
    });
  }
  const daysToPlan = [...new Set([...days, ...lunchOnly])].sort((a, b) => a - b);
  const fixed = plan.days.flatMap((day, d) =>
    slottedMeals(day)
      .filter(
        ({ slot, meal }) =>
          (!asked.has(d) && !(lunchOnly.has(d) && slot === "lunch")) ||
          meal.locked ||
          held.has(`${d}:${slot}`),
      )
      .map(({ slot, meal }) => ({
        day: d,
        slot,
        recipeId: meal.recipeId,
        servings: meal.servings,
        ...(meal.leftoverOf ? { leftoverOf: meal.leftoverOf.day } : {}),
      })),
  );
  const keptDinner = (d: number) => d > 0 && !asked.has(d - 1);
  const avoid = plan.days.flatMap((day, d) =>
    asked.has(d)
      ? slottedMeals(day)
          .filter(
            ({ slot, meal }) =>
              !meal.locked &&
              !held.has(`${d}:${slot}`) &&
              !(slot === "lunch" && meal.leftoverOf && keptDinner(d)),
          )
          .map(({ meal }) => ({ day: d, recipeId: meal.recipeId }))
      : [],
  );
  return { daysToPlan, lunchOnlyDays: [...lunchOnly], fixed, avoid };
}

/**
 * The stored plan with the re-planned days taken from `next` (the planner's answer for the same
 * week): the other days stay exactly as stored, and a locked meal keeps its lock.
 */
export function mergeRegenerated(
  stored: MealPlan,
  next: MealPlan,
  daysToPlan: readonly number[],
): MealPlan {
  const planned = new Set(daysToPlan);
  const days = stored.days.map((day, d) => {
    if (!planned.has(d)) return day;
    const locked = new Set(
      mealsOfDay(day)
        .filter((m) => m.locked)
        .map((m) => m.recipeId),
    );
    const lock = (m: PlannedMeal): PlannedMeal =>
      locked.has(m.recipeId) ? { ...m, locked: true } : m;
    const fresh = next.days[d];
    return {
      ...fresh,
      day: day.day,
      meals: {
        breakfast: lock(fresh.meals.breakfast),
        lunch: lock(fresh.meals.lunch),
        dinner: lock(fresh.meals.dinner),
        snacks: fresh.meals.snacks.map(lock),
      },
    };
  });
  return { ...stored, days };
}

/** The plan with one meal locked or unlocked; null when there is no such meal. */
export function setMealLock(
  plan: MealPlan,
  dayIndex: number,
  ref: MealRef,
  locked: boolean,
): MealPlan | null {
  const day = plan.days[dayIndex];
  const meal = day ? mealAt(day, ref) : undefined;
  if (!day || !meal) return null;
  const { locked: _was, ...rest } = meal;
  const next: PlannedMeal = locked ? { ...rest, locked: true } : rest;
  const meals =
    ref.slot === "snack"
      ? { ...day.meals, snacks: day.meals.snacks.map((s, i) => (i === ref.index ? next : s)) }
      : { ...day.meals, [ref.slot]: next };
  const days = plan.days.slice();
  days[dayIndex] = { ...day, meals };
  return { ...plan, days };
}

/** How many meals of a plan are locked. */
export function lockedCount(plan: Pick<MealPlan, "days">): number {
  return plan.days.reduce((n, day) => n + mealsOfDay(day).filter((m) => m.locked).length, 0);
}

// ------------------------------------------------------------------------------------ names

/** The Monday a plan made at `createdAt` starts (its days run Monday to Sunday): that day or the next. */
export function planWeekStart(createdAt: string): Date | null {
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return null;
  const day = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const ahead = (8 - day.getUTCDay()) % 7; // Sunday 0 -> 1 day, Monday 1 -> 0 days
  day.setUTCDate(day.getUTCDate() + ahead);
  return day;
}

const RESTRICTION_WORDS: Record<string, string> = {
  vegetarian: "vegetarian",
  vegan: "vegan",
  glutenFree: "gluten free",
  dairyFree: "dairy free",
  nutFree: "nut free",
  lowCarb: "low carb",
  highProtein: "high protein",
};

export type PlanNameInput = {
  /** when the plan was made (ISO); the name says the Monday it starts */
  createdAt: string;
  /** dailyTargets' goal and the pace it reaches, kg a week (null for maintenance) */
  goal: "weightLoss" | "maintenance" | "muscleGain";
  pace: number | null;
  restrictions: readonly string[];
  /** the macro preset: low carb is named like a restriction */
  macroPreset?: string;
};

/** "Week of 30 Nov - lose 0.5 kg a week, vegetarian" */
export function planName({
  createdAt,
  goal,
  pace,
  restrictions,
  macroPreset,
}: PlanNameInput): string {
  const start = planWeekStart(createdAt);
  const week = start
    ? `Week of ${start.getUTCDate()} ${MONTHS[start.getUTCMonth()]}`
    : "Weekly plan";
  const kg = pace !== null && pace > 0 ? `${formatNumber(pace, 2)} kg a week` : null;
  const aim =
    goal === "weightLoss"
      ? kg
        ? `lose ${kg}`
        : "lose weight"
      : goal === "muscleGain"
        ? kg
          ? `gain ${kg}`
          : "gain muscle"
        : "maintain weight";
  const named = [...restrictions, ...(macroPreset === "lowCarb" ? ["lowCarb"] : [])];
  const diet = [...new Set(named)].map((r) => RESTRICTION_WORDS[r] ?? r);
  return [`${week} - ${aim}`, ...diet].join(", ");
}

/** "Monday" for day 0 of a plan. */
export function dayName(dayIndex: number): string {
  return DAY_NAMES[dayIndex % 7];
}
