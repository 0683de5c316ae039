/**
 * Achievements earned by rules over the user's stored data. Pure: the service counts the facts
 * (achievement-stats) and inserts what `earnedAchievements` returns; the table's unique
 * (user, type) index makes each award happen once. See docs/decisions/015-wellness-dashboard.md.
 */

export const BADGE_LEVELS = ["Bronze", "Silver", "Gold"] as const;
export type BadgeLevel = (typeof BADGE_LEVELS)[number];

/** Facts about one user, counted from stored rows. */
export type AchievementStats = {
  /** rows in user_meal_plans */
  mealPlans: number;
  /** distinct days with a health-metrics entry or a nutrition-log entry */
  loggedDays: number;
  /** nutrition-log entries */
  mealsLogged: number;
  /** days whose water intake reached the water goal */
  waterGoalDays: number;
  /** days whose sleep reached the sleep goal */
  sleepGoalDays: number;
  /** days whose steps reached the steps goal */
  stepsGoalDays: number;
  /** wellness goals with status completed */
  goalsCompleted: number;
};

/** A user with nothing counted yet. */
export const NO_ACTIVITY: Readonly<AchievementStats> = {
  mealPlans: 0,
  loggedDays: 0,
  mealsLogged: 0,
  waterGoalDays: 0,
  sleepGoalDays: 0,
  stepsGoalDays: 0,
  goalsCompleted: 0,
};

export type AchievementIcon =
  | "clipboard"
  | "calendar"
  | "utensils"
  | "flame"
  | "droplet"
  | "moon"
  | "footprints"
  | "target"
  | "trophy";

export type AchievementRule = {
  type: string;
  title: string;
  description: string;
  iconName: AchievementIcon;
  badgeLevel: BadgeLevel;
  stat: keyof AchievementStats;
  /** earned when stats[stat] >= threshold */
  threshold: number;
};

export const ACHIEVEMENT_RULES: readonly AchievementRule[] = [
  {
    type: "first_log",
    title: "First Check-in",
    description: "Logged your first day of wellness data.",
    iconName: "clipboard",
    badgeLevel: "Bronze",
    stat: "loggedDays",
    threshold: 1,
  },
  {
    type: "first_meal_plan",
    title: "Meal Planner",
    description: "Created your first meal plan.",
    iconName: "calendar",
    badgeLevel: "Bronze",
    stat: "mealPlans",
    threshold: 1,
  },
  {
    type: "first_meal_logged",
    title: "Food Tracker",
    description: "Logged your first meal.",
    iconName: "utensils",
    badgeLevel: "Bronze",
    stat: "mealsLogged",
    threshold: 1,
  },
  {
    type: "first_goal_completed",
    title: "Goal Getter",
    description: "Completed your first wellness goal.",
    iconName: "target",
    badgeLevel: "Bronze",
    stat: "goalsCompleted",
    threshold: 1,
  },
  {
    type: "logging_7_days",
    title: "Consistency Counts",
    description: "Logged your wellness on 7 different days.",
    iconName: "flame",
    badgeLevel: "Silver",
    stat: "loggedDays",
    threshold: 7,
  },
  {
    type: "hydration_5_days",
    title: "Hydration Hero",
    description: "Met your water goal on 5 days.",
    iconName: "droplet",
    badgeLevel: "Silver",
    stat: "waterGoalDays",
    threshold: 5,
  },
  {
    type: "sleep_7_days",
    title: "Well Rested",
    description: "Met your sleep goal on 7 nights.",
    iconName: "moon",
    badgeLevel: "Silver",
    stat: "sleepGoalDays",
    threshold: 7,
  },
  {
    type: "logging_30_days",
    title: "Habit Builder",
    description: "Logged your wellness on 30 different days.",
    iconName: "flame",
    badgeLevel: "Gold",
    stat: "loggedDays",
    threshold: 30,
  },
  {
    type: "steps_10_days",
    title: "Step Master",
    description: "Reached your steps goal on 10 days.",
    iconName: "footprints",
    badgeLevel: "Gold",
    stat: "stepsGoalDays",
    threshold: 10,
  },
  {
    type: "goals_completed_5",
    title: "Goal Crusher",
    description: "Completed 5 wellness goals.",
    iconName: "trophy",
    badgeLevel: "Gold",
    stat: "goalsCompleted",
    threshold: 5,
  },
];

export type EarnedAchievement = Omit<AchievementRule, "stat" | "threshold"> & { value: number };

/** Every rule the stats satisfy, with the counted value; the caller skips those already awarded. */
export function earnedAchievements(stats: AchievementStats): EarnedAchievement[] {
  return ACHIEVEMENT_RULES.filter((rule) => stats[rule.stat] >= rule.threshold).map(
    ({ stat, threshold: _threshold, ...rule }) => ({ ...rule, value: stats[stat] }),
  );
}

/** The stored badge level read as one of the three; the spec's default is Bronze. */
export function badgeLevel(value: string | null | undefined): BadgeLevel {
  return (BADGE_LEVELS as readonly string[]).includes(value ?? "")
    ? (value as BadgeLevel)
    : "Bronze";
}
