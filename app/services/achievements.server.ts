/**
 * Achievements: counted from stored rows and awarded by the rules of app/domain/achievements.ts.
 * `awardEarnedAchievements` runs after each write that can earn one (a metrics log, a meal logged,
 * a goal completed) and when the dashboard loads, so features that write elsewhere (meal plans)
 * need no hook. The unique (user, type) index makes every award happen once, even when two
 * requests race.
 */
import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { achievements, users } from "#db/schema";
import {
  badgeLevel,
  earnedAchievements,
  NO_ACTIVITY,
  type AchievementStats,
  type BadgeLevel,
} from "~/domain/achievements";
import { DEFAULT_WELLNESS_GOALS } from "~/domain/wellness-score";

export type Achievement = {
  id: number;
  type: string;
  title: string;
  description: string;
  iconName: string;
  badgeLevel: BadgeLevel;
  earnedAt: string;
  value: number | null;
};

const columns = {
  id: achievements.id,
  type: achievements.type,
  title: achievements.title,
  description: achievements.description,
  iconName: achievements.iconName,
  badgeLevel: achievements.badgeLevel,
  earnedAt: achievements.earnedAt,
  value: achievements.value,
};

function present(row: Omit<Achievement, "badgeLevel"> & { badgeLevel: string }): Achievement {
  return { ...row, badgeLevel: badgeLevel(row.badgeLevel) };
}

/** The user's achievements, most recent first. */
export async function listAchievements(db: Database, userId: number): Promise<Achievement[]> {
  const rows = await db
    .select(columns)
    .from(achievements)
    .where(eq(achievements.userId, userId))
    .orderBy(desc(achievements.earnedAt), desc(achievements.id))
    .limit(100);
  return rows.map(present);
}

/** One read: the facts the rules need and the types already awarded. */
export async function achievementStats(
  db: Database,
  userId: number,
): Promise<{ stats: AchievementStats; awarded: Set<string> }> {
  const goal = (column: string, fallback: number) =>
    sql.raw(
      `coalesce((SELECT ${column} FROM user_profiles p WHERE p.user_id = u.id AND p.${column} > 0), ${fallback})`,
    );
  const [row] = await db
    .select({
      mealPlans: sql<number>`(SELECT count(*) FROM user_meal_plans m WHERE m.user_id = u.id)`,
      loggedDays: sql<number>`(SELECT count(*) FROM (SELECT h.date FROM health_metrics h WHERE h.user_id = u.id UNION SELECT n.date FROM nutrition_logs n WHERE n.user_id = u.id))`,
      mealsLogged: sql<number>`(SELECT count(*) FROM nutrition_logs n WHERE n.user_id = u.id)`,
      waterGoalDays: sql<number>`(SELECT count(*) FROM health_metrics h WHERE h.user_id = u.id AND h.water_intake >= ${goal("water_goal", DEFAULT_WELLNESS_GOALS.waterGoal)})`,
      sleepGoalDays: sql<number>`(SELECT count(*) FROM health_metrics h WHERE h.user_id = u.id AND h.sleep_hours >= ${goal("sleep_goal", DEFAULT_WELLNESS_GOALS.sleepGoal)})`,
      stepsGoalDays: sql<number>`(SELECT count(*) FROM health_metrics h WHERE h.user_id = u.id AND h.steps >= ${goal("steps_goal", DEFAULT_WELLNESS_GOALS.stepsGoal)})`,
      goalsCompleted: sql<number>`(SELECT count(*) FROM wellness_goals g WHERE g.user_id = u.id AND g.status = 'completed')`,
      awarded: sql<
        string | null
      >`(SELECT group_concat(a.type, ',') FROM achievements a WHERE a.user_id = u.id)`,
    })
    .from(sql`${users} u`)
    .where(eq(sql`u.id`, userId))
    .limit(1);
  const { awarded, ...stats } = row ?? { ...NO_ACTIVITY, awarded: null };
  const numbers = Object.fromEntries(
    Object.entries(stats).map(([k, v]) => [k, Number(v) || 0]),
  ) as AchievementStats;
  return { stats: numbers, awarded: new Set((awarded ?? "").split(",").filter(Boolean)) };
}

/** Awards every achievement the user has earned and not yet received; answers the new ones. */
export async function awardEarnedAchievements(
  db: Database,
  userId: number,
): Promise<Achievement[]> {
  const { stats, awarded } = await achievementStats(db, userId);
  const due = earnedAchievements(stats).filter((a) => !awarded.has(a.type));
  if (due.length === 0) return [];
  // 8 columns a row: 12 rows stay under D1's 100 bound parameters
  const inserted: Achievement[] = [];
  for (let i = 0; i < due.length; i += 12) {
    const rows = await db
      .insert(achievements)
      .values(
        due.slice(i, i + 12).map((a) => ({
          userId,
          type: a.type,
          title: a.title,
          description: a.description,
          iconName: a.iconName,
          badgeLevel: a.badgeLevel,
          value: a.value,
        })),
      )
      .onConflictDoNothing({ target: [achievements.userId, achievements.type] })
      .returning(columns);
    inserted.push(...rows.map(present));
  }
  return inserted;
}
