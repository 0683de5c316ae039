/**
 * The data /profile renders, as the loader sends it (app/services/wellness-dashboard.server.ts
 * builds it; the route checks that the two agree).
 */
import type { BadgeLevel } from "~/domain/achievements";
import type { DailyTargets } from "~/domain/targets";
import type { Micronutrients } from "~/domain/food/nutrients";

export type MetricEntry = {
  id: number;
  date: string;
  weight: number | null;
  bodyFat: number | null;
  muscleMass: number | null;
  bodyWater: number | null;
  visceralFat: number | null;
  bmr: number | null;
  bloodPressureSystolic: number | null;
  bloodPressureDiastolic: number | null;
  restingHeartRate: number | null;
  sleepHours: number | null;
  sleepQuality: number | null;
  stressLevel: number | null;
  energyLevel: number | null;
  moodScore: number | null;
  waterIntake: number | null;
  steps: number | null;
  exerciseMinutes: number | null;
  caloriesConsumed: number | null;
  caloriesBurned: number | null;
  notes: string | null;
};

export type MealEntry = {
  id: number;
  date: string;
  mealType: string;
  foodName: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber?: number | null;
  sugar?: number | null;
  sodium?: number | null;
  /** when the entry was computed from the food table */
  micronutrients?: Partial<Micronutrients> | null;
  servingSize: string | null;
};

export type AchievementEntry = {
  id: number;
  type: string;
  title: string;
  description: string;
  iconName: string;
  badgeLevel: BadgeLevel;
  earnedAt: string;
};

export type GoalEntry = {
  id: number;
  title: string;
  description: string | null;
  category: string | null;
  goalType: string | null;
  targetValue: number | null;
  currentValue: number | null;
  unit: string | null;
  deadline: string | null;
  status: string;
  completedAt: string | null;
  progressPercent: number | null;
};

export type DashboardProfileData = {
  gender?: string | null;
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

export type DashboardData = {
  firstName: string | null;
  serverToday: string;
  profile: DashboardProfileData | null;
  /** the daily target and macros, from the one target function (app/domain/targets.ts) */
  targets: DailyTargets;
  metrics: MetricEntry[];
  latestWeight: { weight: number; date: string } | null;
  meals: MealEntry[];
  mealCalories: { date: string; calories: number }[];
  achievements: AchievementEntry[];
  goals: GoalEntry[];
};
