/**
 * The exact whole-week model of ADR 036, for the benchmark's ceiling column only (Node, never the
 * worker): an integer program solved by HiGHS (npm `highs`, WebAssembly) that plans a week with the
 * same catalogue and hard rules as the optimizer and maximises the days on target (calories within
 * +/-5 %, every macro within +/-10 %, carbohydrate under its ceiling).
 *
 * Variables: x[day, slot, recipe, portion] in {0, 1}, one per allowed recipe of the slot and portion
 * 0.5/1/1.5/2; z[day] = 1 when the day is on target (big-M rows). Rules: one breakfast, lunch and
 * dinner a day, 0-3 snacks, a dish once a day and twice a week, at most 15 % of the week's meals
 * above 1.5 servings, at most 4 eggs a day, the carbohydrate ceiling on every day, a snack at most
 * 20 % of the day's energy, a third of the meals from a preferred cuisine when the catalogue has
 * enough. Left out (so the model can only do better than the rules allow, a true ceiling): "no two
 * consecutive days alike".
 */
import highsLoader from "highs";
import type { PlanRecipe } from "../app/domain/meal-plan";

export type ExactRequest = {
  targetCalories: number;
  macroGrams: { protein: number; carbs: number; fat: number };
  carbCeilingGrams: number | null;
  preferredCuisines: string[];
  days?: number;
};

export type ExactResult = {
  status: string;
  onTargetDays: number;
  /** per day: [slot, recipe id, servings][] */
  days: { slot: string; recipeId: number; servings: number }[][];
  variables: number;
  rows: number;
  cpuMs: number;
  wallMs: number;
  /** the WebAssembly heap after the solve, bytes */
  heapBytes: number;
};

const PORTIONS = [0.5, 1, 1.5, 2];
const SLOTS = ["breakfast", "lunch", "dinner", "snack"] as const;

type Term = [number, string];

function sum(terms: readonly Term[]): string {
  const parts: string[] = [];
  terms.forEach(([c, v], k) => {
    const coefficient = Number(c.toFixed(4));
    parts.push(`${coefficient < 0 ? "-" : "+"} ${Math.abs(coefficient)} ${v}`);
    if (k % 8 === 7) parts.push("\n ");
  });
  return parts.join(" ");
}

export async function solveExactWeek(
  allowed: readonly PlanRecipe[],
  request: ExactRequest,
  { timeLimitSeconds = 20 }: { timeLimitSeconds?: number } = {},
): Promise<ExactResult> {
  const dayCount = request.days ?? 7;
  const T = request.targetCalories;
  const g = request.macroGrams;
  const preferred = new Set(request.preferredCuisines.map((c) => c.toLowerCase()));
  const rows: string[] = [];
  const binaries: string[] = [];
  type X = { name: string; d: number; slot: string; r: PlanRecipe; p: number };
  const xs: X[] = [];
  for (let d = 0; d < dayCount; d++)
    for (const slot of SLOTS)
      for (const r of allowed) {
        if (!r.mealTypes.includes(slot)) continue;
        for (const p of PORTIONS) {
          const name = `x${d}_${slot[0]}_${r.id}_${p * 2}`;
          xs.push({ name, d, slot, r, p });
          binaries.push(name);
        }
      }
  const z = Array.from({ length: dayCount }, (_, d) => `z${d}`);
  binaries.push(...z);
  let row = 0;
  const add = (terms: Term[], sense: string, rhs: number) => {
    if (terms.length) rows.push(` c${row++}: ${sum(terms)} ${sense} ${Number(rhs.toFixed(4))}`);
  };
  for (let d = 0; d < dayCount; d++) {
    const day = xs.filter((x) => x.d === d);
    for (const slot of ["breakfast", "lunch", "dinner"])
      add(
        day.filter((x) => x.slot === slot).map((x) => [1, x.name]),
        "=",
        1,
      );
    add(
      day.filter((x) => x.slot === "snack").map((x) => [1, x.name]),
      "<=",
      3,
    );
    const byRecipe = new Map<number, X[]>();
    for (const x of day) byRecipe.set(x.r.id, [...(byRecipe.get(x.r.id) ?? []), x]);
    for (const list of byRecipe.values())
      if (list.length > PORTIONS.length)
        add(
          list.map((x) => [1, x.name]),
          "<=",
          1,
        );
    add(
      day.filter((x) => x.r.eggsPerServing).map((x) => [x.r.eggsPerServing! * x.p, x.name]),
      "<=",
      4,
    );
    if (request.carbCeilingGrams !== null)
      add(
        day.map((x) => [x.r.carbs * x.p, x.name]),
        "<=",
        request.carbCeilingGrams,
      );
    // a snack at most 20 % of the day: snack kcal - 0.2 day kcal <= 0 (only where it can bind)
    for (const s of day)
      if (s.slot === "snack" && s.r.calories * s.p > 0.19 * T)
        add(
          [
            [s.r.calories * s.p, s.name],
            ...day.map((x): Term => [-0.2 * x.r.calories * x.p, x.name]),
          ],
          "<=",
          0,
        );
    // on target: each quantity within its band when z = 1
    const quantities: [
      keyof PlanRecipe & ("calories" | "protein" | "carbs" | "fat"),
      number,
      number,
    ][] = [
      ["calories", T, 0.05],
      ["protein", g.protein, 0.1],
      ["carbs", g.carbs, 0.1],
      ["fat", g.fat, 0.1],
    ];
    for (const [key, target, tolerance] of quantities) {
      const terms = day.map((x): Term => [x.r[key] * x.p, x.name]);
      // tight big-M: the most a day can hold above the band, the band's floor below
      const most = (slot: string) =>
        Math.max(0, ...day.filter((x) => x.slot === slot).map((x) => x.r[key] * x.p));
      const dayMax = most("breakfast") + most("lunch") + most("dinner") + 3 * most("snack");
      const up = Math.max(0, dayMax - target * (1 + tolerance));
      const down = target * (1 - tolerance);
      add([...terms, [up, z[d]]], "<=", target * (1 + tolerance) + up);
      add([...terms, [-down, z[d]]], ">=", 0);
    }
  }
  const byRecipe = new Map<number, string[]>();
  for (const x of xs) byRecipe.set(x.r.id, [...(byRecipe.get(x.r.id) ?? []), x.name]);
  for (const names of byRecipe.values())
    add(
      names.map((n) => [1, n]),
      "<=",
      2,
    );
  // at most 15 % of meals above 1.5 servings: large - 0.15 all <= 0
  add(
    xs.map((x) => [(x.p > 1.5 ? 1 : 0) - 0.15, x.name]),
    "<=",
    0,
  );
  const preferredRecipes = allowed.filter((r) => preferred.has(r.cuisine.toLowerCase()));
  if (preferredRecipes.length * 2 >= Math.ceil((dayCount * 4) / 3))
    add(
      xs.map((x) => [(preferred.has(x.r.cuisine.toLowerCase()) ? 1 : 0) - 1 / 3, x.name]),
      ">=",
      0,
    );

  const lp = [
    "Maximize",
    ` obj: ${z.join(" + ")}`,
    "Subject To",
    ...rows,
    "Binary",
    ...binaries.map((b) => ` ${b}`),
    "End",
  ].join("\n");

  const highs = await highsLoader();
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const solution = highs.solve(lp, {
    time_limit: timeLimitSeconds,
    mip_rel_gap: 0,
    output_flag: false,
  } as Parameters<typeof highs.solve>[1]);
  const wallMs = performance.now() - t0;
  const used = process.cpuUsage(c0);
  const columns = solution.Columns as Record<string, { Primal: number }>;
  const days: ExactResult["days"] = Array.from({ length: dayCount }, () => []);
  for (const x of xs)
    if ((columns[x.name]?.Primal ?? 0) > 0.5)
      days[x.d].push({ slot: x.slot, recipeId: x.r.id, servings: x.p });
  const memory = (highs as unknown as { HEAPU8?: Uint8Array }).HEAPU8?.byteLength ?? 0;
  return {
    status: String(solution.Status),
    onTargetDays: z.filter((v) => (columns[v]?.Primal ?? 0) > 0.5).length,
    days,
    variables: binaries.length,
    rows: row,
    cpuMs: (used.user + used.system) / 1000,
    wallMs,
    heapBytes: memory,
  };
}
