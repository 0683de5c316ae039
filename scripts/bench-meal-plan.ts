/**
 * npm run bench:meal-plan: our optimizer against a random planner (each slot filled with a random
 * allowed recipe at one serving, as common self-hosted planners do) on the real catalogue, over
 * synthetic profiles: targets 1,200 to 3,500 kcal and every restriction combination the catalogue
 * supports. Prints both side by side.
 */
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import {
  CALORIE_TOLERANCE,
  DAY_NAMES,
  generateMealPlan,
  isRecipeAllowed,
  macroGramTargets,
  mealsOfDay,
  seededRandom,
  DEFAULT_MACRO_SPLIT,
  LOW_CARB_MACRO_SPLIT,
  type PlanRecipe,
} from "../app/domain/meal-plan";

type CatalogueEntry = PlanRecipe;
const catalogue: CatalogueEntry[] = JSON.parse(
  readFileSync(new URL("../db/seed/catalogue.json", import.meta.url), "utf8"),
);

const RESTRICTIONS = ["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"];
const DISLIKES: string[][] = [[], ["mushroom"], ["egg"], ["shrimp", "salmon"], ["tofu"], ["cilantro"]];
const CUISINES = ["Italian", "Mexican", "Indian", "Thai", "Japanese", "Greek", "Chinese"];

function combinations<T>(items: T[], max: number): T[][] {
  const out: T[][] = [[]];
  for (const item of items) {
    for (const combo of out.slice()) if (combo.length < max) out.push([...combo, item]);
  }
  return out;
}

const random = seededRandom(2026);
type BenchProfile = {
  targetCalories: number;
  restrictions: string[];
  dislikedIngredients: string[];
  preferredCuisines: string[];
  seed: number;
};
const profiles: BenchProfile[] = [];
const combos = combinations(RESTRICTIONS, 2).filter((c) => !(c.includes("vegan") && c.includes("vegetarian")));
for (let i = 0; profiles.length < 210; i++) {
  const restrictions = combos[i % combos.length];
  profiles.push({
    targetCalories: Math.round(1200 + random() * 2300),
    restrictions,
    dislikedIngredients: DISLIKES[i % DISLIKES.length],
    preferredCuisines: [CUISINES[i % CUISINES.length]],
    seed: i + 1,
  });
}

type Stats = { days: number; onKcal: number; macroDev: number[]; violations: number; repeats: number; times: number[]; infeasible: number };
const empty = (): Stats => ({ days: 0, onKcal: 0, macroDev: [], violations: 0, repeats: 0, times: [], infeasible: 0 });
const ours = empty();
const baseline = empty();

function score(stats: Stats, days: { meals: { recipeId: number; calories: number; protein: number; carbs: number; fat: number }[] }[], target: number, split: typeof DEFAULT_MACRO_SPLIT, profile: (typeof profiles)[number]) {
  const grams = macroGramTargets(target, split);
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const weekUses = new Map<number, number>();
  for (const day of days) {
    stats.days++;
    const kcal = day.meals.reduce((s, m) => s + m.calories, 0);
    if (Math.abs(kcal - target) / target <= CALORIE_TOLERANCE) stats.onKcal++;
    for (const key of ["protein", "carbs", "fat"] as const) {
      const got = day.meals.reduce((s, m) => s + m[key], 0);
      stats.macroDev.push(Math.abs(got - grams[key]) / grams[key]);
    }
    const ids = day.meals.map((m) => m.recipeId);
    if (new Set(ids).size !== ids.length) stats.repeats++;
    for (const m of day.meals) {
      weekUses.set(m.recipeId, (weekUses.get(m.recipeId) ?? 0) + 1);
      if (!isRecipeAllowed(byId.get(m.recipeId)!, profile.restrictions, profile.dislikedIngredients)) stats.violations++;
    }
  }
  for (const uses of weekUses.values()) if (uses > 2) stats.repeats += uses - 2;
}

for (const profile of profiles) {
  const split = profile.restrictions.includes("lowCarb") ? LOW_CARB_MACRO_SPLIT : DEFAULT_MACRO_SPLIT;
  const t0 = performance.now();
  const result = generateMealPlan(catalogue, profile);
  ours.times.push(performance.now() - t0);
  if (!result.ok) {
    ours.infeasible++;
  } else {
    score(ours, result.plan.days.map((d) => ({ meals: mealsOfDay(d) })), profile.targetCalories, split, profile);
  }

  // baseline: a random allowed recipe per slot, one serving each
  const t1 = performance.now();
  const allowed = catalogue.filter((r) => isRecipeAllowed(r, profile.restrictions, profile.dislikedIngredients));
  const pick = seededRandom(profile.seed);
  const days = [];
  let feasible = true;
  for (let d = 0; d < DAY_NAMES.length; d++) {
    const meals = [];
    for (const slot of ["breakfast", "lunch", "dinner", "snack"]) {
      const pool = allowed.filter((r) => r.mealTypes.includes(slot));
      if (!pool.length) { feasible = false; break; }
      const r = pool[Math.floor(pick() * pool.length)];
      meals.push({ recipeId: r.id, calories: r.calories, protein: r.protein, carbs: r.carbs, fat: r.fat });
    }
    days.push({ meals });
  }
  baseline.times.push(performance.now() - t1);
  if (!feasible) baseline.infeasible++;
  else score(baseline, days, profile.targetCalories, split, profile);
}

const pct = (n: number, d: number) => (d ? `${((100 * n) / d).toFixed(1)} %` : "n/a");
const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / (xs.length || 1);
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};
const rows = [
  ["profiles (feasible)", `${profiles.length - ours.infeasible}/${profiles.length}`, `${profiles.length - baseline.infeasible}/${profiles.length}`],
  ["days within +/-5 % kcal", pct(ours.onKcal, ours.days), pct(baseline.onKcal, baseline.days)],
  ["mean abs macro deviation", `${(100 * mean(ours.macroDev)).toFixed(1)} %`, `${(100 * mean(baseline.macroDev)).toFixed(1)} %`],
  ["restriction/dislike violations", String(ours.violations), String(baseline.violations)],
  ["repeats (same day, or >2 a week)", String(ours.repeats), String(baseline.repeats)],
  ["median ms per 7-day plan", quantile(ours.times, 0.5).toFixed(2), quantile(baseline.times, 0.5).toFixed(2)],
  ["p95 ms per 7-day plan", quantile(ours.times, 0.95).toFixed(2), quantile(baseline.times, 0.95).toFixed(2)],
];
console.log(`Meal-plan benchmark: ${catalogue.length} catalogue recipes, ${profiles.length} profiles, Node ${process.version}`);
console.log(["metric".padEnd(34), "optimizer".padStart(12), "random".padStart(12)].join(""));
for (const [name, a, b] of rows) console.log([name.padEnd(34), a.padStart(12), b.padStart(12)].join(""));
