/**
 * The wellness score and the dashboard's guidance (spec document 2, section 9). Pure.
 * Readings of the spec and the defaults for missing goals: docs/decisions/015-wellness-dashboard.md.
 *
 * Score (0-100): a weighted average over the indicators that have data.
 * - BMI (weight / height in metres squared): 18.5-24.9 gives 25 points, 17-29.9 gives 15, else 5.
 * - Sleep: min(sleepHours / sleepGoal, 1) x 20.
 * - Water: min(waterIntake / waterGoal, 1) x 15.
 * - Steps: min(steps / stepsGoal, 1) x 20.
 * - Mood and stress: average of (10 - stress) / 10 and mood / 10, x 20.
 * - Score = points / maximum of the indicators present x 100, rounded; no score until at least one
 *   indicator besides the BMI has been logged (issue 19: a BMI alone is not a wellness score).
 */

/** Goals used when the profile has none (ADR 015). */
export const DEFAULT_WELLNESS_GOALS = { sleepGoal: 8, waterGoal: 2.5, stepsGoal: 10_000 } as const;

export const INDICATOR_MAX = { bmi: 25, sleep: 20, water: 15, steps: 20, mood: 20 } as const;
export type IndicatorKey = keyof typeof INDICATOR_MAX;

export const INDICATOR_LABELS: Record<IndicatorKey, string> = {
  bmi: "Body mass index",
  sleep: "Sleep",
  water: "Hydration",
  steps: "Steps",
  mood: "Mood and stress",
};

export type WellnessInput = {
  /** centimetres (profile) */
  heightCm?: number | null;
  /** kilograms (latest logged weight, else the profile's) */
  weightKg?: number | null;
  sleepHours?: number | null;
  /** litres */
  waterIntake?: number | null;
  steps?: number | null;
  /** 1-10 */
  moodScore?: number | null;
  /** 1-10 */
  stressLevel?: number | null;
  sleepGoal?: number | null;
  waterGoal?: number | null;
  stepsGoal?: number | null;
};

export type IndicatorScore = { key: IndicatorKey; points: number; max: number };

export type WellnessScore = {
  /** 0-100, or null when no indicator has data */
  score: number | null;
  points: number;
  maxPoints: number;
  indicators: IndicatorScore[];
  bmi: number | null;
  goals: { sleepGoal: number; waterGoal: number; stepsGoal: number };
};

const present = (v: number | null | undefined): v is number =>
  typeof v === "number" && Number.isFinite(v);

/** A goal from the profile when it is a positive number, else the default. */
export function effectiveGoals(input: {
  sleepGoal?: number | null;
  waterGoal?: number | null;
  stepsGoal?: number | null;
}): WellnessScore["goals"] {
  const pick = (v: number | null | undefined, fallback: number) =>
    present(v) && v > 0 ? v : fallback;
  return {
    sleepGoal: pick(input.sleepGoal, DEFAULT_WELLNESS_GOALS.sleepGoal),
    waterGoal: pick(input.waterGoal, DEFAULT_WELLNESS_GOALS.waterGoal),
    stepsGoal: pick(input.stepsGoal, DEFAULT_WELLNESS_GOALS.stepsGoal),
  };
}

/** BMI rounded to one decimal (as it is shown), or null without a usable weight and height. */
export function calculateBmi(
  weightKg: number | null | undefined,
  heightCm: number | null | undefined,
): number | null {
  if (!present(weightKg) || !present(heightCm) || weightKg <= 0 || heightCm <= 0) return null;
  const metres = heightCm / 100;
  return Math.round((weightKg / (metres * metres)) * 10) / 10;
}

/** 25 for 18.5-24.9, 15 for 17-29.9, 5 otherwise (the BMI is compared at one decimal). */
export function bmiPoints(bmi: number): number {
  if (bmi >= 18.5 && bmi <= 24.9) return 25;
  if (bmi >= 17 && bmi <= 29.9) return 15;
  return 5;
}

const ratio = (value: number, goal: number) => Math.min(Math.max(value, 0) / goal, 1);

/**
 * Mood and stress: the average of (10 - stress) / 10 and mood / 10. When only one of the two was
 * logged, that one alone (ADR 015). Null when neither was.
 */
export function moodStressFraction(
  moodScore: number | null | undefined,
  stressLevel: number | null | undefined,
): number | null {
  const parts: number[] = [];
  if (present(stressLevel)) parts.push((10 - stressLevel) / 10);
  if (present(moodScore)) parts.push(moodScore / 10);
  if (parts.length === 0) return null;
  return parts.reduce((a, b) => a + b, 0) / parts.length;
}

export function calculateWellnessScore(input: WellnessInput): WellnessScore {
  const goals = effectiveGoals(input);
  const indicators: IndicatorScore[] = [];
  const bmi = calculateBmi(input.weightKg, input.heightCm);
  if (bmi !== null) indicators.push({ key: "bmi", points: bmiPoints(bmi), max: INDICATOR_MAX.bmi });
  if (present(input.sleepHours))
    indicators.push({
      key: "sleep",
      points: ratio(input.sleepHours, goals.sleepGoal) * INDICATOR_MAX.sleep,
      max: INDICATOR_MAX.sleep,
    });
  if (present(input.waterIntake))
    indicators.push({
      key: "water",
      points: ratio(input.waterIntake, goals.waterGoal) * INDICATOR_MAX.water,
      max: INDICATOR_MAX.water,
    });
  if (present(input.steps))
    indicators.push({
      key: "steps",
      points: ratio(input.steps, goals.stepsGoal) * INDICATOR_MAX.steps,
      max: INDICATOR_MAX.steps,
    });
  const mood = moodStressFraction(input.moodScore, input.stressLevel);
  if (mood !== null)
    indicators.push({ key: "mood", points: mood * INDICATOR_MAX.mood, max: INDICATOR_MAX.mood });

  const points = indicators.reduce((sum, i) => sum + i.points, 0);
  const maxPoints = indicators.reduce((sum, i) => sum + i.max, 0);
  // the BMI comes from the profile, not from a logged day: alone it made every new user of a
  // healthy weight "Excellent! 100", so a score needs at least one logged indicator
  const logged = indicators.some((i) => i.key !== "bmi");
  return {
    score: logged && maxPoints > 0 ? Math.round((points / maxPoints) * 100) : null,
    points,
    maxPoints,
    indicators,
    bmi,
    goals,
  };
}

// ---------------------------------------------------------------- bands

export type ScoreBand = {
  key: "excellent" | "good" | "improve";
  /** the spec's colour name */
  colour: "green" | "yellow" | "red";
  text: string;
};

export const SCORE_BANDS: Record<ScoreBand["key"], ScoreBand> = {
  excellent: { key: "excellent", colour: "green", text: "Excellent! Keep up the great work." },
  good: { key: "good", colour: "yellow", text: "Good progress! Focus on key areas." },
  improve: {
    key: "improve",
    colour: "red",
    text: "Room for improvement. Small changes make a big difference.",
  },
};

/** 80 and above green, 60 to 79 yellow, below 60 red. */
export function scoreBand(score: number): ScoreBand {
  if (score >= 80) return SCORE_BANDS.excellent;
  if (score >= 60) return SCORE_BANDS.good;
  return SCORE_BANDS.improve;
}

// ---------------------------------------------------------------- guidance

/** Target heart-rate zone: (220 - age) x 0.5 to x 0.85, in whole beats per minute. */
export function targetHeartRateZone(
  age: number | null | undefined,
): { low: number; high: number } | null {
  if (!present(age) || age <= 0 || age >= 220) return null;
  const max = 220 - age;
  return { low: Math.round(max * 0.5), high: Math.round(max * 0.85) };
}

export const GREAT_SLEEP = "Great sleep!";
export const SLEEP_TIP = "Aim for 7-9 hours of sleep for optimal recovery.";
export const POOR_QUALITY_SLEEP =
  "Enough hours, but poor quality: a regular bedtime and a dark, cool room can help.";
/** Sleep quality (out of 10) below this is not "great", however long the night. */
export const POOR_SLEEP_QUALITY_BELOW = 6;

/**
 * 7 hours or more: 'Great sleep!', unless the night's quality was logged below 6 of 10; otherwise
 * the 7-9 hours tip.
 */
export function sleepGuidance(
  sleepHours: number,
  sleepQuality?: number | null,
): { good: boolean; text: string } {
  if (sleepHours < 7) return { good: false, text: SLEEP_TIP };
  if (present(sleepQuality) && sleepQuality < POOR_SLEEP_QUALITY_BELOW)
    return { good: false, text: POOR_QUALITY_SLEEP };
  return { good: true, text: GREAT_SLEEP };
}

export type MoodLevel = "good" | "medium" | "low";

/** 7 or more is good, 4 to 6 medium, below 4 low. */
export function moodLevel(mood: number): MoodLevel {
  if (mood >= 7) return "good";
  if (mood >= 4) return "medium";
  return "low";
}

export const MOOD_LABELS: Record<MoodLevel, string> = {
  good: "Feeling good",
  medium: "Doing okay",
  low: "Feeling low",
};

export type InsightKey = "sleep" | "water" | "steps" | "stress";
export type Insight = { key: InsightKey; title: string; text: string };

export const INSIGHT_TEXTS: Record<InsightKey, Omit<Insight, "key">> = {
  sleep: {
    title: "Prioritise sleep",
    text: "You slept under 7 hours. Aim for 7-9 hours: keep a regular bedtime and put screens away an hour before bed.",
  },
  water: {
    title: "Drink more water",
    text: "You are below your water goal. Keep a bottle within reach and have a glass with every meal.",
  },
  steps: {
    title: "Move a little more",
    text: "You are under 80% of your steps goal. A 10-minute walk after meals adds about 1,000 steps each.",
  },
  stress: {
    title: "Take time to unwind",
    text: "Your stress level is above 6. Try a few minutes of slow breathing, a short walk or a screen-free break.",
  },
};

/**
 * Tips for the Insights tab: sleep under 7 hours, water under the goal, steps under 80% of the
 * goal, stress above 6. Indicators without data give no tip.
 */
export function wellnessInsights(input: WellnessInput): Insight[] {
  const goals = effectiveGoals(input);
  const out: Insight[] = [];
  const add = (key: InsightKey) => out.push({ key, ...INSIGHT_TEXTS[key] });
  if (present(input.sleepHours) && input.sleepHours < 7) add("sleep");
  if (present(input.waterIntake) && input.waterIntake < goals.waterGoal) add("water");
  if (present(input.steps) && input.steps < goals.stepsGoal * 0.8) add("steps");
  if (present(input.stressLevel) && input.stressLevel > 6) add("stress");
  return out;
}
