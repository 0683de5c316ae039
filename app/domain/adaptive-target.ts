/**
 * The adaptive target: the user's real energy needs measured from what they logged, rather than
 * predicted from an equation. Pure. Method (docs/decisions/019-macro-presets-and-adaptive-target.md):
 *
 * - window: the last 28 days up to today; at least 14 days with a weight entry and 14 days with
 *   logged intake in it (days without a log are unknown, never zero);
 * - weight trend: a least-squares line through the weight entries (smooths day-to-day water swings
 *   and copes with gaps); its slope is the daily change in kg;
 * - energy balance: TDEE = mean daily intake - slope x 7,700 kcal/kg (a loss means the body burnt
 *   more than was eaten);
 * - trust: the slope's standard error (x 7,700) must stay under 250 kcal a day, and the estimate
 *   within 35 % of the equation's TDEE (further off almost always means meals went unlogged);
 * - offer: only when the measured TDEE differs from the one in use by at least 100 kcal.
 * The estimate is rounded to 10 kcal: more digits would claim a precision the data lack.
 */
import { addDays } from "./days";
import { formatInteger, formatNumber } from "./format";
import {
  KCAL_PER_KG,
  dailyTargets,
  describeTarget,
  type DailyTargets,
  type TargetProfile,
} from "./targets";

export const ADAPTIVE_WINDOW_DAYS = 28;
export const ADAPTIVE_MIN_DAYS = 14;
export const ADAPTIVE_MAX_UNCERTAINTY_KCAL = 250;
export const ADAPTIVE_MAX_DEVIATION = 0.35;
export const ADAPTIVE_MIN_CHANGE_KCAL = 100;
/** A dismissed offer is not made again for this long. */
export const ADAPTIVE_DISMISS_DAYS = 14;

export type WeightEntry = { date: string; weight: number };
export type IntakeEntry = { date: string; calories: number };

export type AdaptiveEstimate =
  | {
      status: "insufficient";
      weightDays: number;
      intakeDays: number;
      message: string;
    }
  | {
      status: "unreliable";
      reason: "noisy" | "implausible";
      message: string;
    }
  | {
      status: "ok";
      /** kcal a day, to the nearest 10 */
      tdee: number;
      /** standard error of the estimate, kcal a day */
      uncertainty: number;
      /** kg a week of the trend (negative: losing) */
      weeklyChange: number;
      /** mean logged intake, kcal a day */
      meanIntake: number;
      trendStart: number;
      trendEnd: number;
      from: string;
      to: string;
      weightDays: number;
      intakeDays: number;
    };

const dayNumber = (day: string) =>
  Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10)) / 86_400_000;

/** One value per day (the last one given for a day wins), inside [from, to], oldest first. */
function byDay<T extends { date: string }>(entries: readonly T[], from: string, to: string) {
  const map = new Map<string, T>();
  for (const e of entries) if (e.date >= from && e.date <= to) map.set(e.date, e);
  return [...map.values()].sort((a, b) => a.date.localeCompare(b.date));
}

export function estimateTdee(input: {
  weights: readonly WeightEntry[];
  intake: readonly IntakeEntry[];
  today: string;
  /** the equation's TDEE, for the plausibility check; null skips it */
  formulaTdee: number | null;
}): AdaptiveEstimate {
  const from = addDays(input.today, -(ADAPTIVE_WINDOW_DAYS - 1));
  const weights = byDay(
    input.weights.filter((w) => Number.isFinite(w.weight) && w.weight > 0),
    from,
    input.today,
  );
  const intake = byDay(
    input.intake.filter((i) => Number.isFinite(i.calories) && i.calories > 0),
    from,
    input.today,
  );
  if (weights.length < ADAPTIVE_MIN_DAYS || intake.length < ADAPTIVE_MIN_DAYS) {
    return {
      status: "insufficient",
      weightDays: weights.length,
      intakeDays: intake.length,
      message: `We need at least ${ADAPTIVE_MIN_DAYS} days with a weight entry and ${ADAPTIVE_MIN_DAYS} days of logged meals in the last ${ADAPTIVE_WINDOW_DAYS} days (you have ${weights.length} and ${intake.length}).`,
    };
  }

  // least-squares line weight = a + b x day
  const xs = weights.map((w) => dayNumber(w.date));
  const ys = weights.map((w) => w.weight);
  const n = xs.length;
  const mx = xs.reduce((s, x) => s + x, 0) / n;
  const my = ys.reduce((s, y) => s + y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < n; i++) {
    sxx += (xs[i] - mx) ** 2;
    sxy += (xs[i] - mx) * (ys[i] - my);
  }
  const slope = sxy / sxx;
  let sse = 0;
  for (let i = 0; i < n; i++) sse += (ys[i] - (my + slope * (xs[i] - mx))) ** 2;
  const slopeSe = Math.sqrt(sse / (n - 2) / sxx);
  const uncertainty = slopeSe * KCAL_PER_KG;
  const meanIntake = intake.reduce((s, i) => s + i.calories, 0) / intake.length;
  const raw = meanIntake - slope * KCAL_PER_KG;

  if (uncertainty > ADAPTIVE_MAX_UNCERTAINTY_KCAL) {
    return {
      status: "unreliable",
      reason: "noisy",
      message: `Your weight entries vary too much from day to day to read a trend yet (the estimate would be uncertain by about ${formatInteger(uncertainty)} kcal). Weigh at the same time each morning and we will try again.`,
    };
  }
  if (
    input.formulaTdee !== null &&
    Math.abs(raw - input.formulaTdee) > ADAPTIVE_MAX_DEVIATION * input.formulaTdee
  ) {
    return {
      status: "unreliable",
      reason: "implausible",
      message: `Your logged meals and weight point to about ${formatInteger(raw)} kcal a day, more than ${ADAPTIVE_MAX_DEVIATION * 100} % away from the estimate for your body (${formatInteger(input.formulaTdee)} kcal). That usually means some meals were not logged, so we keep your current target.`,
    };
  }
  const first = xs[0];
  const last = xs[n - 1];
  return {
    status: "ok",
    tdee: Math.round(raw / 10) * 10,
    uncertainty: Math.round(uncertainty),
    weeklyChange: Math.round(slope * 7 * 100) / 100,
    meanIntake: Math.round(meanIntake),
    trendStart: Math.round((my + slope * (first - mx)) * 10) / 10,
    trendEnd: Math.round((my + slope * (last - mx)) * 10) / 10,
    from: weights[0].date,
    to: weights[n - 1].date,
    weightDays: n,
    intakeDays: intake.length,
  };
}

export type AdaptiveOffer =
  | { kind: "none"; estimate: AdaptiveEstimate; message: string }
  | {
      kind: "offer";
      estimate: Extract<AdaptiveEstimate, { status: "ok" }>;
      current: DailyTargets;
      proposed: DailyTargets;
      reasoning: string[];
    };

/**
 * Whether to offer an adjusted target, and why. `dismissedAt`: when the user last dismissed an
 * offer (ISO text); none is made again for ADAPTIVE_DISMISS_DAYS.
 */
export function adaptiveOffer(
  profile: TargetProfile,
  estimate: AdaptiveEstimate,
  { dismissedAt, today }: { dismissedAt?: string | null; today: string },
): AdaptiveOffer {
  if (estimate.status !== "ok") return { kind: "none", estimate, message: estimate.message };
  const current = dailyTargets(profile);
  const proposed = dailyTargets({ ...profile, measuredTdee: estimate.tdee });
  const inUse = current.tdee ?? 0;
  if (Math.abs(estimate.tdee - inUse) < ADAPTIVE_MIN_CHANGE_KCAL) {
    return {
      kind: "none",
      estimate,
      message: `Your logged weight and meals agree with the energy needs your target uses (about ${formatInteger(inUse)} kcal a day): no change needed.`,
    };
  }
  if (dismissedAt && dismissedAt.slice(0, 10) > addDays(today, -ADAPTIVE_DISMISS_DAYS)) {
    return {
      kind: "none",
      estimate,
      message: "You dismissed the last suggestion; we will look again in two weeks.",
    };
  }
  const change = estimate.weeklyChange;
  const direction =
    change === 0
      ? "stayed level"
      : `went ${change < 0 ? "down" : "up"} by about ${formatNumber(Math.abs(change), 2)} kg a week`;
  const reasoning = [
    `From ${estimate.from} to ${estimate.to} your weight trend ${direction} (from ${formatNumber(estimate.trendStart, 1)} to ${formatNumber(estimate.trendEnd, 1)} kg, a line through ${estimate.weightDays} weigh-ins).`,
    `Over the same weeks you logged about ${formatInteger(estimate.meanIntake)} kcal a day on ${estimate.intakeDays} days.`,
    `Eating ${formatInteger(estimate.meanIntake)} kcal while your weight ${change === 0 ? "held" : change < 0 ? "fell" : "rose"} means your body uses about ${formatInteger(estimate.tdee)} kcal a day (give or take ${formatInteger(estimate.uncertainty)}), ${formatInteger(Math.abs(estimate.tdee - inUse))} kcal ${estimate.tdee > inUse ? "more" : "less"} than the ${formatInteger(inUse)} kcal your target uses now.`,
    `Your target would change from ${describeTarget(current)} to ${describeTarget(proposed)}.`,
  ];
  return { kind: "offer", estimate, current, proposed, reasoning };
}
