/**
 * Profile rules (spec document 1 section 5, "Physical form" and "Preferences form"), shared by the
 * onboarding wizard, /physical-info, /dietary-preferences (conform, in the browser) and the JSON
 * API (/api/profile). Pure: no I/O.
 *
 * Two value sets exist for gender and activity (spec 1 sections 5 and 9): the wizard offers
 * male/female/other and sedentary/light/moderate/very; registration adds "not specified", "active"
 * and "very active". The forms offer the wizard's sets; the API accepts both, since profiles made
 * at registration carry the registration's values.
 */
import { z } from "zod";
import { CUISINES } from "../cuisines";
import {
  DEFAULT_PACE,
  GOAL_LABELS,
  GOALS,
  goalOf,
  presetOf,
  MACRO_PRESET_LABELS,
  MACRO_PRESETS,
  PACE_CHOICES,
  PACE_LIMITS,
} from "../targets";

export const WIZARD_GENDERS = ["male", "female", "other"] as const;
export const PROFILE_GENDERS = ["male", "female", "other", "not specified"] as const;

export const WIZARD_ACTIVITY_LEVELS = ["sedentary", "light", "moderate", "very"] as const;
export const PROFILE_ACTIVITY_LEVELS = [
  "sedentary",
  "light",
  "moderate",
  "active",
  "very",
  "very active",
] as const;

/** The four activity radio cards of the physical form, with the spec's texts. */
export const ACTIVITY_CARDS: ReadonlyArray<{
  value: (typeof WIZARD_ACTIVITY_LEVELS)[number];
  label: string;
  description: string;
}> = [
  { value: "sedentary", label: "Sedentary", description: "Little or no exercise, desk job" },
  { value: "light", label: "Lightly active", description: "Light exercise 1-3 days/week" },
  { value: "moderate", label: "Moderately active", description: "Moderate exercise 3-5 days/week" },
  { value: "very", label: "Very active", description: "Hard exercise 6-7 days/week" },
];

/** The preference form's restriction checkboxes (spec 1 section 2), ids as stored. */
export const RESTRICTION_CHOICES = [
  { value: "vegetarian", label: "Vegetarian" },
  { value: "vegan", label: "Vegan" },
  { value: "glutenFree", label: "Gluten-free" },
  { value: "dairyFree", label: "Dairy-free" },
  { value: "nutFree", label: "Nut-free" },
  { value: "lowCarb", label: "Low-carb" },
] as const;

/**
 * The cuisine toggles: the spec's 13 (spec 1 section 9, app/domain/cuisines.ts), the one list used
 * wherever cuisines are chosen (registration, onboarding, settings). Stored as written there, as
 * registration stores them; older lower-case values match case-insensitively (formChoices).
 */
export const CUISINE_CHOICES = CUISINES.map((c) => ({ value: c, label: c }));

/** The goal step's choices (spec keys) and paces, in kg a week. */
export const GOAL_CHOICES = GOALS.map((value) => ({ value, label: GOAL_LABELS[value] }));
export const PACE_OPTIONS = [...PACE_CHOICES.weightLoss];
export const MACRO_PRESET_CHOICES = MACRO_PRESETS.map((value) => ({
  value,
  label: MACRO_PRESET_LABELS[value],
}));

/** Bounds that keep a request's work small; long enough for any real value. */
export const PROFILE_LIMITS = {
  listItems: 50,
  listItemChars: 80,
  dislikedText: 2000,
  dietaryGoalChars: 80,
} as const;

// ---------------------------------------------------------------- field rules

/** "" and null mean "not given"; numeric text (form fields, lenient clients) becomes a number. */
function toNumberInput(value: unknown): unknown {
  if (value === "" || value === null) return undefined;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return value;
}

type NumberRule = {
  label: string;
  unit?: string;
  min: number;
  max: number;
  integer?: boolean;
  required: string;
};

/** A required number with the spec's "at least" / "less than" messages (both bounds inclusive). */
function numberField({ label, unit, min, max, integer, required }: NumberRule) {
  const suffix = unit ? ` ${unit}` : "";
  let n = z
    .number({ required_error: required, invalid_type_error: `${label} must be a number` })
    .min(min, `${label} must be at least ${min}${suffix}`)
    .max(max, `${label} must be less than ${max}${suffix}`);
  if (integer) n = n.int(`${label} must be a whole number`);
  return z.preprocess(toNumberInput, n);
}

const age = numberField({
  label: "Age",
  min: 18,
  max: 120,
  integer: true,
  required: "Please enter your age",
});
const height = numberField({
  label: "Height",
  unit: "cm",
  min: 100,
  max: 250,
  required: "Please enter your height",
});
const weight = numberField({
  label: "Weight",
  unit: "kg",
  min: 30,
  max: 300,
  required: "Please enter your weight",
});

/** The goal's own rules; whether a goal is safe for this body is checked on the merged profile. */
const goal = z.enum(GOALS, { errorMap: () => ({ message: "Please choose a goal" }) });
const weeklyPace = z.preprocess(
  toNumberInput,
  z
    .number({ invalid_type_error: "Weekly pace must be a number" })
    .min(
      PACE_LIMITS.weightLoss.min,
      `Choose a pace of at least ${PACE_LIMITS.weightLoss.min} kg a week.`,
    )
    .max(
      PACE_LIMITS.weightLoss.max,
      `A safe pace is at most ${PACE_LIMITS.weightLoss.max} kg a week (NHS guidance is 0.5 to 1 kg).`,
    ),
);
const macroPreset = z.enum(MACRO_PRESETS, {
  errorMap: () => ({ message: "Choose balanced, high protein or low carb" }),
});
const goalWeightRule: NumberRule = {
  label: "Goal weight",
  unit: "kg",
  min: 30,
  max: 300,
  required: "Please enter a goal weight",
};

const genderOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: "Please select a gender" }) });
const activityOf = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { errorMap: () => ({ message: "Please select an activity level" }) });

/** A list of short texts: trimmed, empty entries dropped, duplicates removed (first spelling kept). */
function textList(label: string) {
  return z
    .array(
      z
        .string({ invalid_type_error: `${label} must be a list of text` })
        .trim()
        .max(
          PROFILE_LIMITS.listItemChars,
          `Each entry must be at most ${PROFILE_LIMITS.listItemChars} characters`,
        ),
      { invalid_type_error: `${label} must be a list of text` },
    )
    .max(PROFILE_LIMITS.listItems, `${label}: at most ${PROFILE_LIMITS.listItems} entries`)
    .transform(uniqueNonEmpty);
}

function uniqueNonEmpty(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

/** Spec: "split on commas and trimmed (empty text gives an empty list)". */
export function splitDislikedIngredients(text: string | null | undefined): string[] {
  return uniqueNonEmpty((text ?? "").split(",").map((s) => s.trim()));
}

// ---------------------------------------------------------------- forms

/** The physical form (wizard step 2, /physical-info). */
export const physicalFormSchema = z.object({
  gender: genderOf(WIZARD_GENDERS),
  age,
  height,
  weight,
  activityLevel: activityOf(WIZARD_ACTIVITY_LEVELS),
});
export type PhysicalFormInput = z.infer<typeof physicalFormSchema>;

/**
 * The goal (onboarding's goal section, /settings): what the user wants, a goal weight and a weekly
 * pace, and the macro preset. The same field rules as the API's (profileUpdateSchema).
 */
export const goalFields = {
  goal,
  weeklyPace: weeklyPace.optional(),
  goalWeight: numberField(goalWeightRule).optional(),
  macroPreset: macroPreset.optional(),
};
export const goalFormSchema = z.object(goalFields);
export type GoalFormInput = z.infer<typeof goalFormSchema>;

/** Onboarding's second step: body data and the goal together, so safety is judged on both. */
export const physicalGoalFormSchema = physicalFormSchema.extend(goalFields);

const choiceList = <T extends readonly { value: string }[]>(choices: T, label: string) => {
  const values = choices.map((c) => c.value) as [string, ...string[]];
  return z
    .array(z.enum(values, { errorMap: () => ({ message: `Choose ${label} from the list` }) }))
    .optional()
    .default([])
    .transform(uniqueNonEmpty);
};

/**
 * The preferences form (wizard step 3, /dietary-preferences): checkboxes, toggles, free text.
 * Cuisines are any short texts: the form shows the spec's eight toggles plus any other cuisine the
 * profile already holds (registration offers thirteen), so saving the form never drops one.
 */
export const preferencesFormSchema = z.object({
  dietaryRestrictions: choiceList(RESTRICTION_CHOICES, "restrictions"),
  cuisinePreferences: textList("Cuisine preferences").optional().default([]),
  dislikedIngredients: z
    .string()
    .max(
      PROFILE_LIMITS.dislikedText,
      `Disliked ingredients must be at most ${PROFILE_LIMITS.dislikedText} characters`,
    )
    .optional()
    .transform(splitDislikedIngredients)
    .pipe(textList("Disliked ingredients")),
});
export type PreferencesFormInput = z.infer<typeof preferencesFormSchema>;

// ---------------------------------------------------------------- API

const listFields = {
  dietaryRestrictions: textList("Dietary restrictions"),
  cuisinePreferences: textList("Cuisine preferences"),
  dislikedIngredients: textList("Disliked ingredients"),
};

/**
 * POST /api/profile: the physical fields (required) and, optionally, the three lists. On a new
 * profile an omitted list is empty; on an existing one it is kept (docs/decisions/010-profiles-onboarding-food-fixes.md).
 */
export const profileCreateSchema = z.object({
  gender: genderOf(PROFILE_GENDERS),
  age,
  height,
  weight,
  activityLevel: activityOf(PROFILE_ACTIVITY_LEVELS),
  dietaryRestrictions: listFields.dietaryRestrictions.optional(),
  cuisinePreferences: listFields.cuisinePreferences.optional(),
  dislikedIngredients: listFields.dislikedIngredients.optional(),
  goal: goal.optional(),
  weeklyPace: weeklyPace.optional(),
  goalWeight: numberField(goalWeightRule).optional(),
  macroPreset: macroPreset.optional(),
});
export type ProfileCreateInput = z.infer<typeof profileCreateSchema>;

/** A goal that may be cleared with null. */
function optionalGoal(rule: NumberRule) {
  return z.union([z.null(), numberField(rule)]).optional();
}

/**
 * PATCH /api/profile: any of the editable fields; at least one. Values the server computes (bmr,
 * tdee, goalCalories) and ids are not accepted from the client; unknown keys are ignored.
 */
export const profileUpdateSchema = z
  .object({
    gender: genderOf(PROFILE_GENDERS).optional(),
    age: age.optional(),
    height: height.optional(),
    weight: weight.optional(),
    activityLevel: activityOf(PROFILE_ACTIVITY_LEVELS).optional(),
    dietaryRestrictions: listFields.dietaryRestrictions.optional(),
    cuisinePreferences: listFields.cuisinePreferences.optional(),
    dislikedIngredients: listFields.dislikedIngredients.optional(),
    fitnessGoals: textList("Fitness goals").optional(),
    healthGoals: textList("Health goals").optional(),
    healthConditions: textList("Health conditions").optional(),
    medicationsSupplements: textList("Medications and supplements").optional(),
    dietaryGoal: z
      .string({ invalid_type_error: "Dietary goal must be text" })
      .trim()
      .max(
        PROFILE_LIMITS.dietaryGoalChars,
        `Dietary goal must be at most ${PROFILE_LIMITS.dietaryGoalChars} characters`,
      )
      .transform((s) => s || null)
      .nullable()
      .optional(),
    goal: goal.nullable().optional(),
    weeklyPace: weeklyPace.nullable().optional(),
    macroPreset: macroPreset.nullable().optional(),
    goalWeight: optionalGoal(goalWeightRule),
    goalBodyFat: optionalGoal({
      label: "Goal body fat",
      unit: "%",
      min: 3,
      max: 60,
      required: "Please enter a goal body fat",
    }),
    sleepGoal: optionalGoal({
      label: "Sleep goal",
      unit: "hours",
      min: 4,
      max: 14,
      integer: true,
      required: "Please enter a sleep goal",
    }),
    waterGoal: optionalGoal({
      label: "Water goal",
      unit: "litres",
      min: 0.5,
      max: 10,
      required: "Please enter a water goal",
    }),
    stepsGoal: optionalGoal({
      label: "Steps goal",
      min: 0,
      max: 100000,
      integer: true,
      required: "Please enter a steps goal",
    }),
  })
  .refine((value) => Object.values(value).some((v) => v !== undefined), {
    message: "Send at least one profile field to update.",
  });
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;

// ---------------------------------------------------------------- form defaults from a profile

/** The wizard's value for a stored activity level ("very active" is the wizard's "very"). */
export function wizardActivityLevel(
  level: string | null | undefined,
): (typeof WIZARD_ACTIVITY_LEVELS)[number] | undefined {
  if (level === "very active") return "very";
  return (WIZARD_ACTIVITY_LEVELS as readonly string[]).includes(level ?? "")
    ? (level as (typeof WIZARD_ACTIVITY_LEVELS)[number])
    : undefined;
}

export function wizardGender(
  gender: string | null | undefined,
): (typeof WIZARD_GENDERS)[number] | undefined {
  return (WIZARD_GENDERS as readonly string[]).includes(gender ?? "")
    ? (gender as (typeof WIZARD_GENDERS)[number])
    : undefined;
}

/** Stored choices as the form's ids, case-insensitively ("Italian" from registration -> "italian"). */
export function formChoices<T extends readonly { value: string }[]>(
  choices: T,
  stored: readonly string[] | null | undefined,
): string[] {
  const wanted = new Set((stored ?? []).map((s) => s.toLowerCase().replace(/[\s_-]+/g, "")));
  return choices
    .map((c) => c.value)
    .filter((v) => wanted.has(v.toLowerCase().replace(/[\s_-]+/g, "")));
}

/** Stored cuisines that are not among the eight toggles (from registration), as stored. */
export function extraCuisines(stored: readonly string[] | null | undefined): string[] {
  const key = (s: string) => s.toLowerCase().replace(/[\s_-]+/g, "");
  const known = new Set(CUISINE_CHOICES.map((c) => key(c.value)));
  return uniqueNonEmpty((stored ?? []).filter((s) => !known.has(key(s))));
}

/** What the forms need of a stored profile (null fields stay empty). */
export type ProfileFormDefaults = {
  physical: {
    gender?: string;
    age?: number;
    height?: number;
    weight?: number;
    activityLevel?: string;
  };
  preferences: {
    dietaryRestrictions: string[];
    cuisinePreferences: string[];
    /** stored cuisines beyond the spec's 13, offered as extra toggles */
    otherCuisines: string[];
    dislikedIngredients: string;
  };
  goal: {
    goal: string;
    weeklyPace?: number;
    goalWeight?: number;
    macroPreset?: string;
  };
};

export function profileFormDefaults(
  profile: {
    gender?: string | null;
    age?: number | null;
    height?: number | null;
    weight?: number | null;
    activityLevel?: string | null;
    dietaryRestrictions?: readonly string[] | null;
    cuisinePreferences?: readonly string[] | null;
    dislikedIngredients?: readonly string[] | null;
    goal?: string | null;
    weeklyPace?: number | null;
    goalWeight?: number | null;
    macroPreset?: string | null;
    fitnessGoals?: readonly string[] | null;
    healthGoals?: readonly string[] | null;
    dietaryGoal?: string | null;
  } | null,
): ProfileFormDefaults {
  const chosenGoal = goalOf(profile ?? {});
  const otherCuisines = extraCuisines(profile?.cuisinePreferences);
  return {
    physical: {
      gender: wizardGender(profile?.gender),
      age: profile?.age ?? undefined,
      height: profile?.height ?? undefined,
      weight: profile?.weight ?? undefined,
      activityLevel: wizardActivityLevel(profile?.activityLevel),
    },
    preferences: {
      dietaryRestrictions: formChoices(RESTRICTION_CHOICES, profile?.dietaryRestrictions),
      cuisinePreferences: [
        ...formChoices(CUISINE_CHOICES, profile?.cuisinePreferences),
        ...otherCuisines,
      ],
      otherCuisines,
      dislikedIngredients: (profile?.dislikedIngredients ?? []).join(", "),
    },
    goal: {
      goal: chosenGoal,
      weeklyPace:
        chosenGoal === "maintenance"
          ? undefined
          : (profile?.weeklyPace ?? DEFAULT_PACE[chosenGoal]),
      goalWeight: profile?.goalWeight ?? undefined,
      macroPreset: presetOf(profile ?? {}),
    },
  };
}
