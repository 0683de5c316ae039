/**
 * npm run bench:meal-plan: our optimizer against a random planner (each slot filled with a random
 * allowed recipe at one serving, as common self-hosted planners do) on the real catalogue, over 256
 * synthetic profiles: every combination of the six restrictions (64), each at four targets spread
 * over 1,200 to 3,500 kcal, with rotating dislikes and preferred cuisines. Prints both side by side.
 *
 * Violations are checked here independently of the optimizer's own filter: the recipe's tags and a
 * plain word search of its title and ingredients.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  CALORIE_TOLERANCE,
  DAY_NAMES,
  EXCLUDING_RESTRICTIONS,
  generateMealPlan,
  MACRO_TOLERANCE,
  MAX_USES_PER_WEEK,
  macroGramTargets,
  mealsOfDay,
  recipeFilter,
  seededRandom,
  splitFor,
  USUAL_MAX_PORTION,
  type PlanRecipe,
} from "../app/domain/meal-plan";

const catalogue: PlanRecipe[] = JSON.parse(
  readFileSync(new URL("../db/seed/catalogue.json", import.meta.url), "utf8"),
);
const byId = new Map(catalogue.map((r) => [r.id, r]));

const RESTRICTIONS = ["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"];
const DISLIKES: string[][] = [
  [],
  ["mushroom"],
  ["egg"],
  ["shrimp", "salmon"],
  ["tofu"],
  ["cilantro"],
];
const CUISINES = ["Italian", "Mexican", "Indian", "Thai", "Japanese", "Greek", "Chinese"];
const MIN_TARGET = 1200;
const MAX_TARGET = 3500;

type BenchProfile = {
  targetCalories: number;
  restrictions: string[];
  dislikedIngredients: string[];
  preferredCuisines: string[];
  seed: number;
};

const random = seededRandom(2026);
const profiles: BenchProfile[] = [];
for (let i = 0; i < 256; i++) {
  const mask = i % 64;
  const quarter = Math.floor(i / 64); // each combination once in each quarter of the target range
  profiles.push({
    targetCalories: Math.round(MIN_TARGET + ((quarter + random()) / 4) * (MAX_TARGET - MIN_TARGET)),
    restrictions: RESTRICTIONS.filter((_, bit) => mask & (1 << bit)),
    dislikedIngredients: DISLIKES[i % DISLIKES.length],
    preferredCuisines: [CUISINES[i % CUISINES.length]],
    seed: i + 1,
  });
}

/** An independent check of a meal against the profile (not the optimizer's own filter). */
function violates(recipe: PlanRecipe, profile: BenchProfile): boolean {
  for (const r of profile.restrictions) {
    if (
      (EXCLUDING_RESTRICTIONS as readonly string[]).includes(r) &&
      !recipe.dietaryTags.includes(r)
    )
      return true;
  }
  const text = [recipe.title, ...recipe.ingredientNames].join(" | ").toLowerCase();
  return profile.dislikedIngredients.some((d) =>
    new RegExp(`\\b${d.toLowerCase()}(s|es)?\\b`).test(text),
  );
}

type Meal = {
  recipeId: number;
  servings: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};
type Stats = {
  days: number;
  onKcal: number;
  onMacros: number;
  /** days of profiles without lowCarb, and how many of them have every macro in tolerance */
  plainDays: number;
  plainOnMacros: number;
  macroDev: number[];
  violations: number;
  repeats: number;
  meals: number;
  largePortions: number;
  preferred: number;
  times: number[];
  /** CPU time of this process (what Workers bill), less sensitive than wall time to a busy machine */
  cpuTimes: number[];
  infeasible: number;
};
const empty = (): Stats => ({
  days: 0,
  onKcal: 0,
  onMacros: 0,
  plainDays: 0,
  plainOnMacros: 0,
  macroDev: [],
  violations: 0,
  repeats: 0,
  meals: 0,
  largePortions: 0,
  preferred: 0,
  times: [],
  cpuTimes: [],
  infeasible: 0,
});
const ours = empty();
const baseline = empty();

function score(stats: Stats, days: { meals: Meal[] }[], profile: BenchProfile) {
  const target = profile.targetCalories;
  const grams = macroGramTargets(target, splitFor(profile));
  const weekUses = new Map<number, number>();
  for (const day of days) {
    stats.days++;
    const kcal = day.meals.reduce((s, m) => s + m.calories, 0);
    if (Math.abs(kcal - target) / target <= CALORIE_TOLERANCE) stats.onKcal++;
    let macrosOn = true;
    for (const key of ["protein", "carbs", "fat"] as const) {
      const got = day.meals.reduce((s, m) => s + m[key], 0);
      const dev = Math.abs(got - grams[key]) / grams[key];
      stats.macroDev.push(dev);
      if (dev > MACRO_TOLERANCE) macrosOn = false;
    }
    if (macrosOn) stats.onMacros++;
    if (!profile.restrictions.includes("lowCarb")) {
      stats.plainDays++;
      if (macrosOn) stats.plainOnMacros++;
    }
    const ids = day.meals.map((m) => m.recipeId);
    if (new Set(ids).size !== ids.length) stats.repeats++;
    for (const m of day.meals) {
      const recipe = byId.get(m.recipeId)!;
      stats.meals++;
      if (m.servings > USUAL_MAX_PORTION) stats.largePortions++;
      if (profile.preferredCuisines.some((c) => c.toLowerCase() === recipe.cuisine.toLowerCase()))
        stats.preferred++;
      weekUses.set(m.recipeId, (weekUses.get(m.recipeId) ?? 0) + 1);
      if (violates(recipe, profile)) stats.violations++;
    }
  }
  for (const uses of weekUses.values())
    if (uses > MAX_USES_PER_WEEK) stats.repeats += uses - MAX_USES_PER_WEEK;
}

function cpuMs(since: NodeJS.CpuUsage): number {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
}

for (const profile of profiles) {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const result = generateMealPlan(catalogue, profile);
  ours.times.push(performance.now() - t0);
  ours.cpuTimes.push(cpuMs(c0));
  if (!result.ok) ours.infeasible++;
  else
    score(
      ours,
      result.plan.days.map((d) => ({ meals: mealsOfDay(d) })),
      profile,
    );

  // baseline: a random allowed recipe per slot (breakfast, lunch, dinner, one snack), one serving each
  const c1 = process.cpuUsage();
  const t1 = performance.now();
  const isAllowed = recipeFilter(profile.restrictions, profile.dislikedIngredients);
  const allowed = catalogue.filter(isAllowed);
  const pick = seededRandom(profile.seed);
  const days: { meals: Meal[] }[] = [];
  let feasible = true;
  for (let d = 0; d < DAY_NAMES.length && feasible; d++) {
    const meals: Meal[] = [];
    for (const slot of ["breakfast", "lunch", "dinner", "snack"]) {
      const pool = allowed.filter((r) => r.mealTypes.includes(slot));
      if (!pool.length) {
        feasible = false;
        break;
      }
      const r = pool[Math.floor(pick() * pool.length)];
      meals.push({
        recipeId: r.id,
        servings: 1,
        calories: r.calories,
        protein: r.protein,
        carbs: r.carbs,
        fat: r.fat,
      });
    }
    days.push({ meals });
  }
  baseline.times.push(performance.now() - t1);
  baseline.cpuTimes.push(cpuMs(c1));
  if (!feasible) baseline.infeasible++;
  else score(baseline, days, profile);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "n/a");
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const rows: [string, (s: Stats) => string][] = [
  ["profiles planned", (s) => `${profiles.length - s.infeasible}/${profiles.length}`],
  ["days within +/-5 % kcal", (s) => pct(s.onKcal, s.days)],
  ["days with every macro within +/-10 %", (s) => pct(s.onMacros, s.days)],
  ["  same, profiles without lowCarb", (s) => pct(s.plainOnMacros, s.plainDays)],
  ["mean abs macro deviation", (s) => `${(100 * mean(s.macroDev)).toFixed(1)} %`],
  ["restriction/dislike violations", (s) => String(s.violations)],
  ["repeats (same day, or >2 a week)", (s) => String(s.repeats)],
  ["meals above 2 servings", (s) => pct(s.largePortions, s.meals)],
  ["meals from a preferred cuisine", (s) => pct(s.preferred, s.meals)],
  ["median ms per 7-day plan", (s) => quantile(s.times, 0.5).toFixed(2)],
  ["p95 ms per 7-day plan", (s) => quantile(s.times, 0.95).toFixed(2)],
  ["median CPU ms per 7-day plan", (s) => quantile(s.cpuTimes, 0.5).toFixed(2)],
  ["p95 CPU ms per 7-day plan", (s) => quantile(s.cpuTimes, 0.95).toFixed(2)],
];
console.log(
  `Meal-plan benchmark: ${catalogue.length} catalogue recipes, ${profiles.length} profiles ` +
    `(64 restriction combinations x 4 targets, ${MIN_TARGET}-${MAX_TARGET} kcal), Node ${process.version}, ` +
    `load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`,
);
console.log(["metric".padEnd(40), "optimizer".padStart(12), "random".padStart(12)].join(""));
for (const [name, f] of rows)
  console.log([name.padEnd(40), f(ours).padStart(12), f(baseline).padStart(12)].join(""));
