/**
 * The adaptive target for a user: their weight entries (health_metrics) and daily intake
 * (nutrition_logs, or the day's logged caloriesConsumed when higher: app/domain/trends.ts
 * `dayCalories`) over the last 28 days, read into the pure estimate (app/domain/adaptive-target.ts).
 * Accepting stores the measured TDEE on the profile, where the one target function reads it;
 * the estimate is always recomputed here, never taken from the client.
 */
import type { Database } from "#db/client";
import {
  ADAPTIVE_WINDOW_DAYS,
  adaptiveOffer,
  estimateTdee,
  type AdaptiveOffer,
} from "~/domain/adaptive-target";
import { addDays, utcDay } from "~/domain/days";
import { dayCalories } from "~/domain/trends";
import { dailyTargets } from "~/domain/targets";
import { listHealthMetrics } from "./health-metrics.server";
import { dailyLoggedCalories } from "./nutrition-logs.server";
import { getProfile, updateProfile } from "./profiles.server";

export async function loadAdaptiveOffer(
  db: Database,
  userId: number,
  today: string = utcDay(),
): Promise<AdaptiveOffer | null> {
  const profile = await getProfile(db, userId);
  if (!profile) return null;
  const from = addDays(today, -(ADAPTIVE_WINDOW_DAYS - 1));
  const [metrics, meals] = await Promise.all([
    listHealthMetrics(db, userId, { from, to: today, limit: ADAPTIVE_WINDOW_DAYS + 2 }),
    dailyLoggedCalories(db, userId, from, today),
  ]);
  const mealsByDay = new Map(meals.map((m) => [m.date, Number(m.calories)]));
  const days = new Set([...metrics.map((m) => m.date), ...mealsByDay.keys()]);
  const logged = new Map(metrics.map((m) => [m.date, m.caloriesConsumed]));
  const intake = [...days]
    .map((date) => ({ date, calories: dayCalories(logged.get(date), mealsByDay.get(date)) ?? 0 }))
    .filter((d) => d.calories > 0);
  const weights = metrics
    .filter((m) => typeof m.weight === "number" && m.weight > 0)
    .map((m) => ({ date: m.date, weight: m.weight as number }));
  const estimate = estimateTdee({
    weights,
    intake,
    today,
    formulaTdee: dailyTargets(profile).formulaTdee,
  });
  return adaptiveOffer(profile, estimate, { dismissedAt: profile.adaptiveDismissedAt, today });
}

export type AdaptiveDecision = "accept" | "dismiss" | "reset";

/**
 * Records the user's answer. Accept: stores the measured TDEE of the offer made now (nothing when
 * no offer stands). Dismiss: no offer for two weeks. Reset: back to the equation's TDEE.
 */
export async function decideAdaptiveTarget(
  db: Database,
  userId: number,
  decision: AdaptiveDecision,
  now: Date = new Date(),
): Promise<{ ok: boolean; message: string }> {
  if (decision === "reset") {
    await updateProfile(db, userId, { measuredTdee: null, measuredTdeeAt: null });
    return { ok: true, message: "Your target uses the equation's energy needs again." };
  }
  if (decision === "dismiss") {
    await updateProfile(db, userId, { adaptiveDismissedAt: now.toISOString() });
    return { ok: true, message: "We will not suggest a change for two weeks." };
  }
  const offer = await loadAdaptiveOffer(db, userId, utcDay(now));
  if (!offer || offer.kind !== "offer")
    return { ok: false, message: offer?.message ?? "There is no adjusted target to accept." };
  await updateProfile(db, userId, {
    measuredTdee: offer.estimate.tdee,
    measuredTdeeAt: now.toISOString(),
  });
  return {
    ok: true,
    message: `Your daily target is now ${offer.proposed.calories.toLocaleString("en-US")} kcal.`,
  };
}
