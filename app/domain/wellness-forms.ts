/**
 * The wellness dashboard's forms as data (docs/decisions/041): what each Log dialog shows and
 * logs, the intents of the page's action and the ids its replies name. Shared by the page (which
 * renders the forms) and its action (which fields a dialog logs, the notice a save shows). Pure and
 * free of zod, so the page can render every form before its validation code loads.
 */
import type { MealFormMode, MetricField } from "./schemas/wellness";

export type MetricDialogKey =
  "water" | "sleep" | "activity" | "body" | "vitals" | "mood" | "calories";

export type FieldSpec = { name: MetricField; label: string; step: string; hint?: string };

export type MetricDialogSpec = {
  title: string;
  description: string;
  fields: FieldSpec[];
  required: MetricField[];
  success: string;
  quickAdd?: { label: string; amount: number }[];
};

export const METRIC_DIALOGS: Record<MetricDialogKey, MetricDialogSpec> = {
  water: {
    title: "Log Water",
    description: "How much water have you had today? Add a glass or type the day's total.",
    fields: [
      { name: "waterIntake", label: "Water today (litres)", step: "0.05", hint: "0 to 20 L" },
    ],
    required: ["waterIntake"],
    success: "Water logged",
    quickAdd: [
      { label: "+250 ml", amount: 0.25 },
      { label: "+500 ml", amount: 0.5 },
    ],
  },
  sleep: {
    title: "Log Sleep",
    description: "How long and how well did you sleep last night?",
    fields: [
      { name: "sleepHours", label: "Hours slept", step: "0.25", hint: "0 to 24 hours" },
      { name: "sleepQuality", label: "Sleep quality (1-10)", step: "1" },
    ],
    required: ["sleepHours"],
    success: "Sleep logged",
  },
  activity: {
    title: "Log Activity",
    description: "Steps, exercise and the energy it burned today.",
    fields: [
      { name: "steps", label: "Steps", step: "1" },
      { name: "exerciseMinutes", label: "Exercise (minutes)", step: "1" },
      { name: "caloriesBurned", label: "Calories burned (kcal)", step: "1" },
    ],
    required: [],
    success: "Activity logged",
  },
  body: {
    title: "Update Metrics",
    description: "Your body composition, from a scale or a measurement.",
    fields: [
      { name: "weight", label: "Weight (kg)", step: "0.1" },
      { name: "bodyFat", label: "Body fat (%)", step: "0.1" },
      { name: "muscleMass", label: "Muscle mass (kg)", step: "0.1" },
      { name: "bodyWater", label: "Body water (%)", step: "0.1" },
      { name: "visceralFat", label: "Visceral fat (rating)", step: "0.5" },
    ],
    required: [],
    success: "Metrics updated",
  },
  vitals: {
    title: "Log Vitals",
    description: "Blood pressure and resting heart rate.",
    fields: [
      { name: "bloodPressureSystolic", label: "Systolic pressure (mmHg)", step: "1" },
      { name: "bloodPressureDiastolic", label: "Diastolic pressure (mmHg)", step: "1" },
      { name: "restingHeartRate", label: "Resting heart rate (bpm)", step: "1" },
    ],
    required: [],
    success: "Vitals logged",
  },
  mood: {
    title: "Log Mood",
    description: "How are you feeling today? 1 is the lowest, 10 the highest.",
    fields: [
      { name: "moodScore", label: "Mood (1-10)", step: "1" },
      { name: "stressLevel", label: "Stress level (1-10)", step: "1" },
      { name: "energyLevel", label: "Energy level (1-10)", step: "1" },
    ],
    required: [],
    success: "Mood logged",
  },
  calories: {
    title: "Log Calories",
    description:
      "The day's totals, when you do not log each meal. Meals you log count too: the larger figure is used.",
    fields: [
      { name: "caloriesConsumed", label: "Calories eaten (kcal)", step: "1" },
      { name: "caloriesBurned", label: "Calories burned (kcal)", step: "1" },
    ],
    required: [],
    success: "Calories logged",
  },
};

export const GOAL_CATEGORIES = [
  "hydration",
  "sleep",
  "activity",
  "nutrition",
  "weight",
  "mindfulness",
  "other",
] as const;
export const GOAL_TYPES = ["daily", "weekly", "milestone"] as const;
export const GOAL_STATUSES = ["active", "completed"] as const;

export const METRIC_DIALOG_KEYS = Object.keys(METRIC_DIALOGS) as MetricDialogKey[];

export const MEAL_FORM_MODES = [
  "describe",
  "search",
  "manual",
] as const satisfies readonly MealFormMode[];

/** What the dashboard's action does; each form posts one as `intent`. */
export const WELLNESS_INTENTS = [
  "log-metrics",
  "log-meal",
  "delete-meal",
  "create-goal",
  "goal-progress",
  "complete-goal",
  "delete-goal",
] as const;
export type WellnessIntent = (typeof WELLNESS_INTENTS)[number];

/** The id of each form (conform's form id); the action's reply names the form it answers. */
export const wellnessFormId = {
  metrics: (key: MetricDialogKey) => `log-${key}`,
  meal: (mode: MealFormMode) => `meal-${mode}`,
  goal: "create-goal",
  progress: (goalId: number) => `goal-progress-${goalId}`,
} as const;

/**
 * The in-page forms a link can open (`?log=water`, `?log=meal&mode=manual`, `?log=goal`,
 * `?progress=<goal id>`): what a browser without JavaScript gets instead of a dialog.
 */
export type InPageForm =
  | { kind: "metrics"; key: MetricDialogKey }
  | { kind: "meal"; mode: MealFormMode }
  | { kind: "goal" }
  | { kind: "progress"; goalId: number };

export function inPageForm(params: URLSearchParams): InPageForm | null {
  const log = params.get("log");
  if (log && (METRIC_DIALOG_KEYS as string[]).includes(log))
    return { kind: "metrics", key: log as MetricDialogKey };
  if (log === "meal") {
    const mode = params.get("mode");
    return {
      kind: "meal",
      mode: (MEAL_FORM_MODES as readonly string[]).includes(mode ?? "")
        ? (mode as MealFormMode)
        : "describe",
    };
  }
  if (log === "goal") return { kind: "goal" };
  const progress = params.get("progress");
  if (progress && /^\d{1,15}$/.test(progress))
    return { kind: "progress", goalId: Number(progress) };
  return null;
}

/** The dashboard's URL without an in-page form: where a save or Cancel goes back to. */
export function withoutInPageForm(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of ["log", "mode", "progress", "q"]) params.delete(key);
  const text = params.toString();
  return text ? `/profile?${text}` : "/profile";
}
