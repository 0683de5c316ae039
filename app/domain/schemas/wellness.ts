/**
 * Validation of the wellness dashboard's writes: health metrics, nutrition-log entries and wellness
 * goals. Shared by the /profile forms (conform, in the browser) and the JSON APIs. Pure.
 * Ranges and their reasons: docs/decisions/015-wellness-dashboard.md.
 */
import { MICRONUTRIENT_KEYS, type MicronutrientKey } from "../food/nutrients";
import { z } from "zod";
import { MEAL_TYPES, type MealType } from "../meal-types";
import { GOAL_CATEGORIES, GOAL_STATUSES, GOAL_TYPES } from "../wellness-forms";

export { MEAL_TYPES, type MealType };
import { earliestPossibleToday, isIsoDay, latestPossibleToday } from "../days";

// ---------------------------------------------------------------- days

export const EARLIEST_DAY = "2000-01-01";

/** A day to log on: YYYY-MM-DD, from 2000 up to the latest "today" anywhere on Earth. */
export const logDay = z
  .string({ invalid_type_error: "Date must be a day written as YYYY-MM-DD" })
  .trim()
  .refine(isIsoDay, "Date must be a day written as YYYY-MM-DD")
  .refine((d) => d >= EARLIEST_DAY, `Date must be on or after ${EARLIEST_DAY}`)
  .refine((d) => d <= latestPossibleToday(), "Date cannot be in the future");

// ---------------------------------------------------------------- health metrics

type MetricSpec = {
  label: string;
  /** appended to the range: " kg", "%", " hours" */
  unit: string;
  min: number;
  max: number;
  integer: boolean;
};

/** The fields of a health-metrics entry a user can log, with their accepted ranges. */
export const METRIC_FIELDS = {
  weight: { label: "Weight", unit: " kg", min: 30, max: 300, integer: false },
  bodyFat: { label: "Body fat", unit: "%", min: 2, max: 70, integer: false },
  muscleMass: { label: "Muscle mass", unit: " kg", min: 10, max: 150, integer: false },
  bodyWater: { label: "Body water", unit: "%", min: 20, max: 80, integer: false },
  visceralFat: { label: "Visceral fat", unit: "", min: 1, max: 60, integer: false },
  bmr: { label: "BMR", unit: " kcal", min: 500, max: 5000, integer: false },
  bloodPressureSystolic: {
    label: "Systolic pressure",
    unit: " mmHg",
    min: 60,
    max: 250,
    integer: true,
  },
  bloodPressureDiastolic: {
    label: "Diastolic pressure",
    unit: " mmHg",
    min: 30,
    max: 150,
    integer: true,
  },
  restingHeartRate: { label: "Resting heart rate", unit: " bpm", min: 25, max: 220, integer: true },
  sleepHours: { label: "Sleep", unit: " hours", min: 0, max: 24, integer: false },
  sleepQuality: { label: "Sleep quality", unit: "", min: 1, max: 10, integer: true },
  stressLevel: { label: "Stress level", unit: "", min: 1, max: 10, integer: true },
  energyLevel: { label: "Energy level", unit: "", min: 1, max: 10, integer: true },
  moodScore: { label: "Mood", unit: "", min: 1, max: 10, integer: true },
  waterIntake: { label: "Water", unit: " L", min: 0, max: 20, integer: false },
  steps: { label: "Steps", unit: "", min: 0, max: 100_000, integer: true },
  exerciseMinutes: { label: "Exercise", unit: " minutes", min: 0, max: 1440, integer: true },
  caloriesConsumed: {
    label: "Calories consumed",
    unit: " kcal",
    min: 0,
    max: 20_000,
    integer: true,
  },
  caloriesBurned: { label: "Calories burned", unit: " kcal", min: 0, max: 20_000, integer: true },
} as const satisfies Record<string, MetricSpec>;

export type MetricField = keyof typeof METRIC_FIELDS;
export const METRIC_FIELD_NAMES = Object.keys(METRIC_FIELDS) as MetricField[];
export const MAX_NOTES = 1000;

function formatLimit(n: number): string {
  return n >= 10_000 ? n.toLocaleString("en-US") : String(n);
}

/** "Sleep must be between 0 and 24 hours" */
export function rangeMessage(field: MetricField): string {
  const f: MetricSpec = METRIC_FIELDS[field];
  return `${f.label} must be between ${formatLimit(f.min)} and ${formatLimit(f.max)}${f.unit}`;
}

function metricNumber(field: MetricField) {
  const f: MetricSpec = METRIC_FIELDS[field];
  let schema = z
    .number({
      invalid_type_error: `${f.label} must be a number`,
      required_error: `${f.label} is required`,
    })
    .finite(`${f.label} must be a number`)
    .min(f.min, rangeMessage(field))
    .max(f.max, rangeMessage(field));
  if (f.integer) schema = schema.int(`${f.label} must be a whole number`);
  return schema;
}

const metricShape = Object.fromEntries(
  METRIC_FIELD_NAMES.map((name) => [name, metricNumber(name).nullable().optional()]),
) as { [K in MetricField]: z.ZodOptional<z.ZodNullable<z.ZodNumber>> };

const notes = z
  .string({ invalid_type_error: "Notes must be text" })
  .trim()
  .max(MAX_NOTES, `Notes must be at most ${MAX_NOTES} characters`)
  .nullable()
  .optional();

function checkBloodPressure(
  value: { bloodPressureSystolic?: number | null; bloodPressureDiastolic?: number | null },
  ctx: z.RefinementCtx,
) {
  const { bloodPressureSystolic: sys, bloodPressureDiastolic: dia } = value;
  if (typeof sys === "number" && typeof dia === "number" && sys <= dia) {
    ctx.addIssue({
      code: z.ZodIssueCode.custom,
      path: ["bloodPressureSystolic"],
      message: "Systolic pressure must be higher than diastolic pressure",
    });
  }
}

export const NOTHING_TO_LOG = "Enter at least one value to log.";

/**
 * POST /api/health-metrics: a day (default today) and any of the metric fields. A field left out
 * keeps the day's stored value; null clears it. Unknown fields are refused.
 */
export const healthMetricsLogSchema = z
  .object({ date: logDay.optional(), ...metricShape, notes })
  .strict("Unknown field: only health metrics, notes and date can be logged")
  .superRefine((value, ctx) => {
    const given = [...METRIC_FIELD_NAMES, "notes" as const].filter((k) => value[k] !== undefined);
    if (given.length === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: NOTHING_TO_LOG });
    checkBloodPressure(value, ctx);
  });

export type HealthMetricsLogInput = z.infer<typeof healthMetricsLogSchema>;

/**
 * The schema of one dialog of the dashboard: the fields it shows, those it needs (the rest may be
 * left empty), the same ranges and messages as the API.
 */
export function metricsFormSchema(
  fields: readonly MetricField[],
  required: readonly MetricField[],
) {
  const shape: Record<string, z.ZodTypeAny> = { date: logDay.optional() };
  for (const field of fields)
    shape[field] = required.includes(field) ? metricNumber(field) : metricNumber(field).optional();
  return z.object(shape).superRefine((value, ctx) => {
    if (!fields.some((f) => value[f] !== undefined))
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: NOTHING_TO_LOG });
    checkBloodPressure(value as Parameters<typeof checkBloodPressure>[0], ctx);
  });
}

/** GET /api/health-metrics?limit=&from=&to= */
export const healthMetricsQuerySchema = z.object({
  limit: z.coerce
    .number({ invalid_type_error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be between 1 and 366")
    .max(366, "limit must be between 1 and 366")
    .default(90),
  from: z.string().refine(isIsoDay, "from must be a day written as YYYY-MM-DD").optional(),
  to: z.string().refine(isIsoDay, "to must be a day written as YYYY-MM-DD").optional(),
});

// ---------------------------------------------------------------- nutrition log

const mealType = z.enum(MEAL_TYPES, {
  errorMap: () => ({ message: "Choose a meal: breakfast, lunch, dinner or snack" }),
});

const nutrient = (label: string, max: number, unit: string) =>
  z
    .number({
      invalid_type_error: `${label} must be a number`,
      required_error: `Enter ${label.toLowerCase()}`,
    })
    .finite(`${label} must be a number`)
    .min(0, `${label} must be between 0 and ${formatLimit(max)}${unit}`)
    .max(max, `${label} must be between 0 and ${formatLimit(max)}${unit}`);

export const MAX_FOOD_NAME = 120;
export const MAX_FOOD_TEXT = 200;
export const MAX_GRAMS = 5000;

const foodName = z
  .string({ invalid_type_error: "Food name must be text", required_error: "Enter the food's name" })
  .trim()
  .min(1, "Enter the food's name")
  .max(MAX_FOOD_NAME, `Food name must be at most ${MAX_FOOD_NAME} characters`);

export const MAX_SERVING_SIZE = 60;

const servingSize = z
  .string({ invalid_type_error: "Serving size must be text" })
  .trim()
  .max(MAX_SERVING_SIZE, `Serving size must be at most ${MAX_SERVING_SIZE} characters`);

/**
 * One stored nutrition-log entry with its nutrients already known: what `addNutritionLogEntry`
 * takes (the manual form, food analyses).
 */
export const nutritionLogEntrySchema = z.object({
  date: logDay.optional(),
  mealType,
  foodName,
  foodId: z.number().int().positive().nullable().optional(),
  calories: nutrient("Calories", 10_000, " kcal"),
  protein: nutrient("Protein", 1000, " g"),
  carbs: nutrient("Carbs", 1000, " g"),
  fat: nutrient("Fat", 1000, " g"),
  fiber: nutrient("Fiber", 500, " g").nullable().optional(),
  sugar: nutrient("Sugar", 1000, " g").nullable().optional(),
  sodium: nutrient("Sodium", 50_000, " mg").nullable().optional(),
  /** computed by the food engine (never typed by a user): saturated fat, potassium, ... */
  micronutrients: z
    .object(
      Object.fromEntries(
        MICRONUTRIENT_KEYS.map((k) => [k, z.number().finite().min(0).max(1_000_000)]),
      ) as Record<MicronutrientKey, z.ZodNumber>,
    )
    .nullable()
    .optional(),
  servingSize: servingSize.nullable().optional(),
});
export type NutritionLogEntryInput = z.input<typeof nutritionLogEntrySchema>;

export const DESCRIBE_FOOD =
  "Describe the food (for example '1 cup cooked rice'), pick a food and its grams, or enter its nutrients.";

/**
 * POST /api/nutrition-logs, in one of three ways:
 * - `text`: a line such as "1 cup cooked rice", looked up in the food table;
 * - `foodId` and `grams`: a food picked from the search;
 * - `foodName` with calories, protein, carbs and fat (and optionally fiber, sugar, sodium).
 */
export const nutritionLogRequestSchema = z
  .object({
    date: logDay.optional(),
    mealType,
    text: z
      .string({ invalid_type_error: "Food must be text" })
      .trim()
      .min(1, DESCRIBE_FOOD)
      .max(MAX_FOOD_TEXT, `Food must be at most ${MAX_FOOD_TEXT} characters`)
      .optional(),
    foodId: z
      .number({ invalid_type_error: "Food id must be a number" })
      .int("Food id must be a whole number")
      .positive("Food id must be a positive number")
      .max(99_999_999, "Food id is not known")
      .optional(),
    grams: z
      .number({ invalid_type_error: "Grams must be a number" })
      .finite("Grams must be a number")
      .gt(0, `Grams must be more than 0 and at most ${MAX_GRAMS}`)
      .max(MAX_GRAMS, `Grams must be more than 0 and at most ${MAX_GRAMS}`)
      .optional(),
    foodName: foodName.optional(),
    calories: nutrient("Calories", 10_000, " kcal").optional(),
    protein: nutrient("Protein", 1000, " g").optional(),
    carbs: nutrient("Carbs", 1000, " g").optional(),
    fat: nutrient("Fat", 1000, " g").optional(),
    fiber: nutrient("Fiber", 500, " g").optional(),
    sugar: nutrient("Sugar", 1000, " g").optional(),
    sodium: nutrient("Sodium", 50_000, " mg").optional(),
    servingSize: servingSize.optional(),
  })
  .strict("Unknown field in the meal entry")
  .superRefine((v, ctx) => {
    const ways = [v.text !== undefined, v.foodId !== undefined, v.foodName !== undefined].filter(
      Boolean,
    ).length;
    if (ways === 0) ctx.addIssue({ code: z.ZodIssueCode.custom, message: DESCRIBE_FOOD });
    if (ways > 1)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: "Send only one of text, foodId or foodName.",
      });
    if (v.foodId !== undefined && v.grams === undefined)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["grams"], message: "Enter the grams" });
    if (v.foodName !== undefined) {
      for (const [key, label] of [
        ["calories", "calories"],
        ["protein", "protein"],
        ["carbs", "carbs"],
        ["fat", "fat"],
      ] as const) {
        if (v[key] === undefined)
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [key], message: `Enter ${label}` });
      }
    }
  });
export type NutritionLogRequest = z.infer<typeof nutritionLogRequestSchema>;

export const nutritionLogQuerySchema = z.object({
  date: z.string().refine(isIsoDay, "date must be a day written as YYYY-MM-DD").optional(),
});

export const foodSearchQuerySchema = z.object({
  q: z
    .string({ required_error: "Type at least 2 letters to search" })
    .trim()
    .min(2, "Type at least 2 letters to search")
    .max(60, "Search text must be at most 60 characters"),
});

// ---------------------------------------------------------------- wellness goals

export { GOAL_CATEGORIES, GOAL_STATUSES, GOAL_TYPES };

const goalTitle = z
  .string({
    required_error: "Enter a title for your goal",
    invalid_type_error: "Title must be text",
  })
  .trim()
  .min(1, "Enter a title for your goal")
  .max(100, "Title must be at most 100 characters");
const goalDescription = z
  .string({ invalid_type_error: "Description must be text" })
  .trim()
  .max(500, "Description must be at most 500 characters");
const goalValue = (label: string, min: number) =>
  z
    .number({
      invalid_type_error: `${label} must be a number`,
      required_error: `Enter the ${label.toLowerCase()}`,
    })
    .finite(`${label} must be a number`)
    .min(min, `${label} must be between ${min} and 1,000,000`)
    .max(1_000_000, `${label} must be between ${min} and 1,000,000`);
const goalUnit = z
  .string({ invalid_type_error: "Unit must be text" })
  .trim()
  .max(20, "Unit must be at most 20 characters");
const goalDeadline = z
  .string({ invalid_type_error: "Deadline must be a day written as YYYY-MM-DD" })
  .trim()
  .refine(isIsoDay, "Deadline must be a day written as YYYY-MM-DD")
  .refine((d) => d <= "2100-12-31", "Deadline must be before 2101");

const positiveTarget = goalValue("Target", 0).refine((n) => n > 0, "Target must be more than 0");

/** POST /api/wellness-goals and the Create Goal form. */
export const wellnessGoalCreateSchema = z
  .object({
    title: goalTitle,
    description: goalDescription.optional(),
    category: z
      .enum(GOAL_CATEGORIES, { errorMap: () => ({ message: "Choose a category" }) })
      .default("other"),
    goalType: z
      .enum(GOAL_TYPES, { errorMap: () => ({ message: "Choose daily, weekly or milestone" }) })
      .default("milestone"),
    targetValue: positiveTarget.optional(),
    currentValue: goalValue("Progress", 0).optional(),
    unit: goalUnit.optional(),
    deadline: goalDeadline
      .refine((d) => d >= earliestPossibleToday(), "Deadline cannot be in the past")
      .optional(),
  })
  .strict("Unknown field in the goal");
export type WellnessGoalCreateInput = z.infer<typeof wellnessGoalCreateSchema>;

/** PATCH /api/wellness-goals/{id}: progress and the goal's own fields; at least one. */
export const wellnessGoalUpdateSchema = z
  .object({
    title: goalTitle.optional(),
    description: goalDescription.nullable().optional(),
    category: z
      .enum(GOAL_CATEGORIES, { errorMap: () => ({ message: "Choose a category" }) })
      .optional(),
    goalType: z
      .enum(GOAL_TYPES, { errorMap: () => ({ message: "Choose daily, weekly or milestone" }) })
      .optional(),
    targetValue: positiveTarget.nullable().optional(),
    currentValue: goalValue("Progress", 0).optional(),
    unit: goalUnit.nullable().optional(),
    deadline: goalDeadline.nullable().optional(),
  })
  .strict("Unknown field in the goal")
  .refine(
    (v) => Object.values(v).some((x) => x !== undefined),
    "Send at least one field to change.",
  );
export type WellnessGoalUpdateInput = z.infer<typeof wellnessGoalUpdateSchema>;

/** The Update Progress form. */
export const goalProgressFormSchema = z.object({
  currentValue: goalValue("Progress", 0),
});

/** A path id: digits only, so a bad id is a 404 and never a 500. */
export function parseId(value: string | undefined): number | null {
  return value && /^\d{1,15}$/.test(value) ? Number(value) : null;
}

// ---------------------------------------------------------------- the Log Meal form

const formMealBase = { date: logDay.optional(), mealType };

/**
 * The three ways of the Log Meal dialog, with the same field rules as the API
 * (`nutritionLogRequestSchema`), each asking for what its way needs.
 */
export const mealFormSchemas = {
  describe: z.object({
    ...formMealBase,
    text: z
      .string({ required_error: "Describe what you ate, for example '1 cup cooked rice'" })
      .trim()
      .min(1, "Describe what you ate, for example '1 cup cooked rice'")
      .max(MAX_FOOD_TEXT, `Food must be at most ${MAX_FOOD_TEXT} characters`),
  }),
  search: z.object({
    ...formMealBase,
    foodId: z
      .number({ required_error: "Pick a food from the search results" })
      .int()
      .positive("Pick a food from the search results"),
    grams: z
      .number({ required_error: "Enter the grams", invalid_type_error: "Grams must be a number" })
      .gt(0, `Grams must be more than 0 and at most ${MAX_GRAMS}`)
      .max(MAX_GRAMS, `Grams must be more than 0 and at most ${MAX_GRAMS}`),
  }),
  manual: z.object({
    ...formMealBase,
    foodName,
    calories: nutrient("Calories", 10_000, " kcal"),
    protein: nutrient("Protein", 1000, " g"),
    carbs: nutrient("Carbs", 1000, " g"),
    fat: nutrient("Fat", 1000, " g"),
    servingSize: servingSize.optional(),
  }),
} as const;
export type MealFormMode = keyof typeof mealFormSchemas;

/** The Create Goal form: the API's fields and rules; the form's own fields (intent) are dropped. */
export const goalCreateFormSchema = wellnessGoalCreateSchema.strip();
