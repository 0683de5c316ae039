/**
 * Why the benchmark's sampled profiles miss days (ADR 037): `npx tsx scripts/diag-meal-plan.ts
 * [--deep]`. For every 8th profile (as bench:meal-plan -- --exact) the exact one-day model says
 * whether a day can be on target (cached in the system's temporary directory); for those that can,
 * prints the planner's days off target and what they miss. With --deep, each missed day's one-day
 * model is solved again on the recipes the rest of the planned week leaves it (fewer than two uses
 * elsewhere): "reachable" means the search, not the catalogue, missed it.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  generateMealPlan,
  macroGramTargets,
  mealsOfDay,
  recipeFilter,
  type PlanRecipe,
} from "../app/domain/meal-plan";
import { makeProfiles } from "./bench-meal-plan-profiles";
import { solveExactWeek } from "./meal-plan-exact";

const catalogue: PlanRecipe[] = JSON.parse(
  readFileSync(new URL("../db/seed/catalogue.json", import.meta.url), "utf8"),
);
const profiles = makeProfiles();
const cacheFile = join(tmpdir(), "nutricoach-meal-plan-exact.json");
const cache: Record<string, number> = existsSync(cacheFile)
  ? JSON.parse(readFileSync(cacheFile, "utf8"))
  : {};
const deep = process.argv.includes("--deep");
let tot = 0,
  on = 0,
  mac = 0,
  days = 0;
const cpu: number[] = [];
for (let i = 3; i < profiles.length; i += 8) {
  const p = profiles[i];
  const isAllowed = recipeFilter(p.restrictions, p.dislikedIngredients);
  const allowed = catalogue.filter((r) => r.calories > 0 && isAllowed(r));
  const grams = macroGramTargets(p.targetCalories, p.macroSplit);
  if (cache[i] === undefined) {
    const r = await solveExactWeek(
      allowed,
      {
        targetCalories: p.targetCalories,
        macroGrams: grams,
        carbCeilingGrams: p.carbCeilingGrams,
        preferredCuisines: p.preferredCuisines,
        days: 1,
      },
      { timeLimitSeconds: 30 },
    );
    cache[i] = r.onTargetDays;
    writeFileSync(cacheFile, JSON.stringify(cache));
  }
  if (cache[i] !== 1) continue;
  const c0 = process.cpuUsage();
  const res = generateMealPlan(catalogue, p);
  const u = process.cpuUsage(c0);
  cpu.push((u.user + u.system) / 1000);
  if (!res.ok) {
    console.log(i, "infeasible", res.reasons);
    continue;
  }
  tot += 7;
  let pOn = 0;
  const misses: string[] = [];
  for (const [d, day] of res.plan.days.entries()) {
    days++;
    const macrosOn = (["protein", "carbs", "fat"] as const).every(
      (k) => Math.abs(day.totals[k] - grams[k]) / grams[k] <= 0.1,
    );
    if (macrosOn) mac++;
    if (day.withinTarget) {
      on++;
      pOn++;
    } else {
      misses.push(`${day.day.slice(0, 3)}: ${day.issues.join(" ")}`);
      if (deep) {
        const uses = new Map<number, number>();
        res.plan.days.forEach((o, e) => {
          if (e !== d)
            for (const m of mealsOfDay(o)) uses.set(m.recipeId, (uses.get(m.recipeId) ?? 0) + 1);
        });
        const left = allowed.filter((r) => (uses.get(r.id) ?? 0) < 2);
        const r = await solveExactWeek(
          left,
          {
            targetCalories: p.targetCalories,
            macroGrams: grams,
            carbCeilingGrams: p.carbCeilingGrams,
            preferredCuisines: p.preferredCuisines,
            days: 1,
          },
          { timeLimitSeconds: 20 },
        );
        misses.push(
          `   reachable with recipes left: ${r.onTargetDays === 1 ? "YES" : "no"} (${r.status})`,
        );
      }
    }
  }
  console.log(
    `#${i} ${p.targetCalories} kcal [${p.restrictions.join(",")}] -${p.dislikedIngredients.join(",")} +${p.preferredCuisines} : ${pOn}/7`,
  );
  for (const m of misses) console.log("   ", m);
}
cpu.sort((a, b) => a - b);
console.log(
  `on-target ${on}/${tot} = ${((100 * on) / tot).toFixed(1)} %; macros ${mac}/${days} = ${((100 * mac) / days).toFixed(1)} %; median cpu ${cpu[cpu.length >> 1].toFixed(0)} max ${cpu[cpu.length - 1].toFixed(0)}`,
);
