/**
 * Everything /profile shows, in one pass: achievements are evaluated first (so anything earned
 * elsewhere, such as a first meal plan, is awarded on load), then the profile, the last 32 days of
 * metrics, meals and goals are read in one D1 batch.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { userProfiles } from "#db/schema";
import { addDays, utcDay } from "~/domain/days";
import { dailyTargets, type DailyTargets } from "~/domain/targets";
import { awardEarnedAchievements, listAchievements, type Achievement } from "./achievements.server";
import {
  latestLoggedWeight,
  listHealthMetrics,
  type HealthMetricEntry,
} from "./health-metrics.server";
import {
  dailyLoggedCalories,
  listNutritionLogsBetween,
  type NutritionLogEntry,
} from "./nutrition-logs.server";
import { listWellnessGoals, type WellnessGoal } from "./wellness-goals.server";

/** Days of history the dashboard loads: the 30-day trend plus the time-zone margin. */
export const DASHBOARD_HISTORY_DAYS = 32;

export type DashboardProfile = {
  gender: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  bmr: number | null;
  tdee: number | null;
  goalCalories: number | null;
  sleepGoal: number | null;
  waterGoal: number | null;
  stepsGoal: number | null;
};

export type WellnessDashboard = {
  /** the server's UTC day; the browser switches to its own day after hydration */
  serverToday: string;
  profile: DashboardProfile | null;
  /** the daily target and macros, from the one target function */
  targets: DailyTargets;
  /** latest first: the last DASHBOARD_HISTORY_DAYS days, or the latest entry when older */
  metrics: HealthMetricEntry[];
  latestWeight: { weight: number; date: string } | null;
  /** meals of the days around today (every time zone's "today") */
  meals: NutritionLogEntry[];
  mealCalories: { date: string; calories: number }[];
  achievements: Achievement[];
  goals: WellnessGoal[];
};

export async function loadWellnessDashboard(
  db: Database,
  userId: number,
  now: Date = new Date(),
): Promise<WellnessDashboard> {
  await awardEarnedAchievements(db, userId);
  const serverToday = utcDay(now);
  const from = addDays(serverToday, -DASHBOARD_HISTORY_DAYS);
  const to = addDays(serverToday, 1);

  const profileQuery = db
    .select({
      gender: userProfiles.gender,
      age: userProfiles.age,
      height: userProfiles.height,
      weight: userProfiles.weight,
      bmr: userProfiles.bmr,
      tdee: userProfiles.tdee,
      goalCalories: userProfiles.goalCalories,
      sleepGoal: userProfiles.sleepGoal,
      waterGoal: userProfiles.waterGoal,
      stepsGoal: userProfiles.stepsGoal,
      // what the target function reads besides the above
      activityLevel: userProfiles.activityLevel,
      goal: userProfiles.goal,
      weeklyPace: userProfiles.weeklyPace,
      goalWeight: userProfiles.goalWeight,
      macroPreset: userProfiles.macroPreset,
      measuredTdee: userProfiles.measuredTdee,
      dietaryRestrictions: userProfiles.dietaryRestrictions,
      fitnessGoals: userProfiles.fitnessGoals,
      healthGoals: userProfiles.healthGoals,
      dietaryGoal: userProfiles.dietaryGoal,
    })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId))
    .limit(1);
  const [[profile], latestWeight, recent, latest, meals, mealCalories, achievements, goals] =
    await Promise.all([
      profileQuery,
      latestLoggedWeight(db, userId),
      listHealthMetrics(db, userId, { from, to, limit: DASHBOARD_HISTORY_DAYS + 2 }),
      listHealthMetrics(db, userId, { limit: 1 }),
      listNutritionLogsBetween(db, userId, addDays(serverToday, -1), to, 300),
      dailyLoggedCalories(db, userId, from, to),
      listAchievements(db, userId),
      listWellnessGoals(db, userId),
    ]);
  const metrics = recent.length === 0 && latest.length > 0 ? latest : recent;
  const targetInput = profile ?? {};
  return {
    serverToday,
    profile: profile
      ? {
          gender: profile.gender,
          age: profile.age,
          height: profile.height,
          weight: profile.weight,
          bmr: profile.bmr,
          tdee: profile.tdee,
          goalCalories: profile.goalCalories,
          sleepGoal: profile.sleepGoal,
          waterGoal: profile.waterGoal,
          stepsGoal: profile.stepsGoal,
        }
      : null,
    targets: dailyTargets(targetInput),
    metrics,
    latestWeight,
    meals,
    mealCalories: mealCalories.map((m) => ({ date: m.date, calories: Number(m.calories) })),
    achievements,
    goals,
  };
}
