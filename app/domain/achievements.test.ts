import { describe, expect, it } from "vitest";
import {
  ACHIEVEMENT_RULES,
  BADGE_LEVELS,
  badgeLevel,
  earnedAchievements,
  NO_ACTIVITY,
  type AchievementStats,
} from "./achievements";

const types = (stats: Partial<AchievementStats>) =>
  earnedAchievements({ ...NO_ACTIVITY, ...stats }).map((a) => a.type);

describe("achievement rules", () => {
  it("has unique types, every badge level, and the fields the table requires", () => {
    expect(new Set(ACHIEVEMENT_RULES.map((r) => r.type)).size).toBe(ACHIEVEMENT_RULES.length);
    for (const level of BADGE_LEVELS)
      expect(ACHIEVEMENT_RULES.some((r) => r.badgeLevel === level)).toBe(true);
    for (const rule of ACHIEVEMENT_RULES) {
      expect(rule.title.length).toBeGreaterThan(2);
      expect(rule.description.length).toBeGreaterThan(10);
      expect(rule.iconName).toBeTruthy();
      expect(rule.threshold).toBeGreaterThan(0);
    }
  });

  it("awards nothing to a user with no data", () => {
    expect(earnedAchievements(NO_ACTIVITY)).toEqual([]);
  });

  it("awards the first meal plan for one row in user_meal_plans", () => {
    expect(types({ mealPlans: 1 })).toEqual(["first_meal_plan"]);
    expect(types({ mealPlans: 3 })).toEqual(["first_meal_plan"]);
  });

  it("awards a first check-in on the first logged day, Silver at 7 days, Gold at 30", () => {
    expect(types({ loggedDays: 1 })).toEqual(["first_log"]);
    expect(types({ loggedDays: 6 })).toEqual(["first_log"]);
    expect(types({ loggedDays: 7 })).toEqual(["first_log", "logging_7_days"]);
    expect(types({ loggedDays: 29 })).not.toContain("logging_30_days");
    expect(types({ loggedDays: 30 })).toEqual(["first_log", "logging_7_days", "logging_30_days"]);
  });

  it("awards Hydration Hero when the water goal was met on 5 days, not 4", () => {
    expect(types({ waterGoalDays: 4 })).toEqual([]);
    const [hero] = earnedAchievements({ ...NO_ACTIVITY, waterGoalDays: 5 });
    expect(hero).toMatchObject({ type: "hydration_5_days", badgeLevel: "Silver", value: 5 });
  });

  it("awards sleep (7 nights) and steps (10 days) goals", () => {
    expect(types({ sleepGoalDays: 6, stepsGoalDays: 9 })).toEqual([]);
    expect(types({ sleepGoalDays: 7, stepsGoalDays: 10 })).toEqual([
      "sleep_7_days",
      "steps_10_days",
    ]);
  });

  it("awards the first goal completed (Bronze) and 5 goals completed (Gold)", () => {
    expect(types({ goalsCompleted: 1 })).toEqual(["first_goal_completed"]);
    const earned = earnedAchievements({ ...NO_ACTIVITY, goalsCompleted: 5 });
    expect(earned.map((a) => [a.type, a.badgeLevel])).toEqual([
      ["first_goal_completed", "Bronze"],
      ["goals_completed_5", "Gold"],
    ]);
  });

  it("awards the first meal logged", () => {
    expect(types({ mealsLogged: 1 })).toEqual(["first_meal_logged"]);
  });

  it("reads an unknown or missing badge level as Bronze", () => {
    expect(badgeLevel("Gold")).toBe("Gold");
    expect(badgeLevel("Platinum")).toBe("Bronze");
    expect(badgeLevel(null)).toBe("Bronze");
  });
});
