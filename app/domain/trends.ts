/**
 * Trends of the dashboard: one value a day for the last 7 or 30 days of weight, sleep, water, steps
 * and calories. Pure; the chart (app/components/trend-chart.tsx) draws what this returns.
 */
import { daysEnding } from "./days";

export const TREND_METRICS = [
  { key: "weight", label: "Weight", unit: "kg", kind: "line", decimals: 1 },
  { key: "sleepHours", label: "Sleep", unit: "h", kind: "line", decimals: 1 },
  { key: "waterIntake", label: "Water", unit: "L", kind: "bar", decimals: 2 },
  { key: "steps", label: "Steps", unit: "steps", kind: "bar", decimals: 0 },
  { key: "calories", label: "Calories", unit: "kcal", kind: "bar", decimals: 0 },
] as const;

export type TrendMetric = (typeof TREND_METRICS)[number]["key"];
export type TrendMetricInfo = (typeof TREND_METRICS)[number];
export const TREND_RANGES = [7, 30] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

export type DailyMetrics = {
  date: string;
  weight?: number | null;
  sleepHours?: number | null;
  waterIntake?: number | null;
  steps?: number | null;
  caloriesConsumed?: number | null;
};

export type TrendPoint = { date: string; value: number | null };

export function trendMetricInfo(key: TrendMetric): TrendMetricInfo {
  return TREND_METRICS.find((m) => m.key === key)!;
}

/**
 * Calories eaten on a day: the larger of the figure logged with Log Calories and the sum of the
 * meals logged. Either may be a partial record; the larger is the better estimate of the whole day
 * (ADR 015).
 */
export function dayCalories(
  logged: number | null | undefined,
  meals: number | null | undefined,
): number | null {
  const values = [logged, meals].filter((v): v is number => typeof v === "number" && v > 0);
  if (values.length === 0) return logged === 0 || meals === 0 ? 0 : null;
  return Math.max(...values);
}

/** One point a day, oldest first, ending with `lastDay`; days without data have a null value. */
export function trendSeries(
  metric: TrendMetric,
  entries: readonly DailyMetrics[],
  mealCalories: readonly { date: string; calories: number }[],
  lastDay: string,
  days: number,
): TrendPoint[] {
  const byDate = new Map(entries.map((e) => [e.date, e]));
  const meals = new Map(mealCalories.map((m) => [m.date, m.calories]));
  return daysEnding(lastDay, days).map((date) => {
    const entry = byDate.get(date);
    let value: number | null | undefined;
    if (metric === "calories") value = dayCalories(entry?.caloriesConsumed, meals.get(date));
    else value = entry?.[metric];
    return { date, value: typeof value === "number" && Number.isFinite(value) ? value : null };
  });
}

export type TrendSummary = {
  /** days with a value */
  count: number;
  latest: TrendPoint | null;
  average: number | null;
  min: number | null;
  max: number | null;
};

export function summariseTrend(points: readonly TrendPoint[]): TrendSummary {
  const known = points.filter((p): p is { date: string; value: number } => p.value !== null);
  if (known.length === 0) return { count: 0, latest: null, average: null, min: null, max: null };
  const values = known.map((p) => p.value);
  return {
    count: known.length,
    latest: known[known.length - 1],
    average: values.reduce((a, b) => a + b, 0) / values.length,
    min: Math.min(...values),
    max: Math.max(...values),
  };
}

/**
 * A y-axis with round steps covering the values (and the goal line): bars start at 0, lines around
 * their data. Returns the lower and upper bound and the tick values.
 */
export function axisScale(
  values: readonly number[],
  { fromZero, goal }: { fromZero: boolean; goal?: number | null },
): { lo: number; hi: number; ticks: number[] } {
  const all = [...values, ...(goal ? [goal] : [])];
  let lo = fromZero ? 0 : Math.min(...all);
  let hi = Math.max(...all);
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) return { lo: 0, hi: 1, ticks: [0, 0.5, 1] };
  if (hi === lo) {
    hi = hi === 0 ? 1 : hi + Math.abs(hi) * 0.1;
    if (!fromZero) lo = lo - (hi - lo);
  }
  const rough = (hi - lo) / 3;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!;
  lo = Math.floor(lo / step) * step;
  hi = Math.ceil(hi / step) * step;
  const ticks: number[] = [];
  for (let t = lo; t <= hi + step / 1e6; t += step) ticks.push(Math.round(t * 1e6) / 1e6);
  return { lo, hi, ticks };
}
