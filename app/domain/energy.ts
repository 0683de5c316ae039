/**
 * Energy needs: BMR (Mifflin-St Jeor), TDEE, goal calories and the nutrition summary of spec 1
 * section 9. Pure. The choices for "other" gender and for goal calories are in
 * docs/decisions/005-energy-needs.md.
 */

/** Mifflin-St Jeor sex constant; "other" and "not specified" take the midpoint of +5 and -161. */
export const SEX_CONSTANT = { male: 5, female: -161, unspecified: -78 } as const;

export const ACTIVITY_FACTORS = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  very: 1.9,
} as const;
export type ActivityLevel = keyof typeof ACTIVITY_FACTORS;

/** Lowest daily target the app will suggest for weight loss, by sex. */
export const SAFE_FLOOR_KCAL = { male: 1500, female: 1200, unspecified: 1350 } as const;
export const WEIGHT_LOSS_DEFICIT_KCAL = 500;
export const MUSCLE_GAIN_SURPLUS_KCAL = 300;

/** Fixed split of spec 1 section 9, and energy per gram. */
export const MACRO_SPLIT = { protein: 0.2, carbs: 0.5, fat: 0.3 } as const;
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;
export const DEFAULT_TARGET_KCAL = 2000;

type SexKey = keyof typeof SEX_CONSTANT;

export function sexKey(gender: string | null | undefined): SexKey {
  const g = (gender ?? "").trim().toLowerCase();
  if (g === "male" || g === "man" || g === "m") return "male";
  if (g === "female" || g === "woman" || g === "f") return "female";
  return "unspecified";
}

export type BodyInput = { weightKg: number; heightCm: number; age: number; gender?: string | null };

/** Basal metabolic rate in kcal/day, unrounded: 10 W + 6.25 H - 5 A + s. */
export function calculateBmr({ weightKg, heightCm, age, gender }: BodyInput): number {
  for (const [name, v] of [
    ["weight", weightKg],
    ["height", heightCm],
    ["age", age],
  ] as const) {
    if (!Number.isFinite(v) || v <= 0)
      throw new RangeError(`${name} must be a positive number, got ${v}`);
  }
  return 10 * weightKg + 6.25 * heightCm - 5 * age + SEX_CONSTANT[sexKey(gender)];
}

/** "very" and "very active" are the same level; unknown levels give null. */
export function activityFactor(level: string | null | undefined): number | null {
  const key = (level ?? "")
    .trim()
    .toLowerCase()
    .replace(/[_-]+/g, " ")
    .replace(/\s+active$/, "")
    .replace(/^lightly$/, "light")
    .replace(/^moderately$/, "moderate");
  if (key === "very active" || key === "very") return ACTIVITY_FACTORS.very;
  if (key === "active") return ACTIVITY_FACTORS.active;
  return (ACTIVITY_FACTORS as Record<string, number>)[key] ?? null;
}

/** Total daily energy expenditure, unrounded; null when the activity level is unknown. */
export function calculateTdee(bmr: number, level: string | null | undefined): number | null {
  const factor = activityFactor(level);
  return factor === null ? null : bmr * factor;
}

export type EnergyGoal = "weightLoss" | "muscleGain" | "maintenance";

const WEIGHT_LOSS = new Set(["weightloss", "loseweight", "fatloss", "losefat", "weightmanagement"]);
const MUSCLE_GAIN = new Set([
  "musclegain",
  "buildmuscle",
  "gainmuscle",
  "musclebuilding",
  "bulk",
  "gainweight",
  "weightgain",
]);

/** Reads the goal from any of the profile's goal lists; both or neither means maintenance. */
export function energyGoal(goals: readonly (string | null | undefined)[]): EnergyGoal {
  const keys = goals.map((g) => (g ?? "").toLowerCase().replace(/[^a-z]/g, ""));
  const loss = keys.some((k) => WEIGHT_LOSS.has(k));
  const gain = keys.some((k) => MUSCLE_GAIN.has(k));
  if (loss && !gain) return "weightLoss";
  if (gain && !loss) return "muscleGain";
  return "maintenance";
}

/**
 * Daily target: weight loss is TDEE - 500 but never below the safe floor for the sex and never
 * below BMR (the higher of the three wins); muscle gain is TDEE + 300; otherwise TDEE.
 */
export function calculateGoalCalories(input: {
  bmr: number;
  tdee: number;
  gender?: string | null;
  goal: EnergyGoal;
}): number {
  const { bmr, tdee, gender, goal } = input;
  if (goal === "muscleGain") return Math.round(tdee + MUSCLE_GAIN_SURPLUS_KCAL);
  if (goal === "weightLoss")
    return Math.round(
      Math.max(tdee - WEIGHT_LOSS_DEFICIT_KCAL, SAFE_FLOOR_KCAL[sexKey(gender)], bmr),
    );
  return Math.round(tdee);
}

export type ProfileForEnergy = {
  gender?: string | null;
  age?: number | null;
  height?: number | null;
  weight?: number | null;
  activityLevel?: string | null;
  fitnessGoals?: readonly string[] | null;
  healthGoals?: readonly string[] | null;
  dietaryGoal?: string | null;
};

export type EnergyNeeds = { bmr: number | null; tdee: number | null; goalCalories: number | null };

/** Rounded BMR, TDEE and goal calories for a profile; each is null when its inputs are missing. */
export function calculateEnergyNeeds(p: ProfileForEnergy): EnergyNeeds {
  if (!p.weight || !p.height || !p.age || p.weight <= 0 || p.height <= 0 || p.age <= 0)
    return { bmr: null, tdee: null, goalCalories: null };
  const bmr = calculateBmr({
    weightKg: p.weight,
    heightCm: p.height,
    age: p.age,
    gender: p.gender,
  });
  const tdee = calculateTdee(bmr, p.activityLevel);
  if (tdee === null) return { bmr: Math.round(bmr), tdee: null, goalCalories: null };
  const goal = energyGoal([...(p.fitnessGoals ?? []), ...(p.healthGoals ?? []), p.dietaryGoal]);
  return {
    bmr: Math.round(bmr),
    tdee: Math.round(tdee),
    goalCalories: calculateGoalCalories({ bmr, tdee, gender: p.gender, goal }),
  };
}

export type MacroTarget = { percent: number; kcal: number; grams: number };
export type NutritionSummary = {
  targetCalories: number;
  protein: MacroTarget;
  carbs: MacroTarget;
  fat: MacroTarget;
};

/** Spec 1 section 9: target = goalCalories, else tdee, else 2000; 20/50/30; grams at 4/4/9 kcal, rounded. */
export function nutritionSummary(p: {
  goalCalories?: number | null;
  tdee?: number | null;
}): NutritionSummary {
  const target =
    p.goalCalories && p.goalCalories > 0
      ? p.goalCalories
      : p.tdee && p.tdee > 0
        ? p.tdee
        : DEFAULT_TARGET_KCAL;
  const targetCalories = Math.round(target);
  const macro = (key: keyof typeof MACRO_SPLIT): MacroTarget => {
    const kcal = targetCalories * MACRO_SPLIT[key];
    return {
      percent: MACRO_SPLIT[key] * 100,
      kcal: Math.round(kcal),
      grams: Math.round(kcal / KCAL_PER_GRAM[key]),
    };
  };
  return { targetCalories, protein: macro("protein"), carbs: macro("carbs"), fat: macro("fat") };
}

export type ProfileNutritionSummary = NutritionSummary & {
  /** where the target came from (spec 1 section 9's order) */
  basis: "goalCalories" | "tdee" | "default";
  /** shown rounded; null when the profile lacks the inputs */
  bmr: number | null;
  tdee: number | null;
};

/** The nutrition summary of a stored profile: the targets plus BMR and TDEE, rounded. */
export function profileNutritionSummary(p: {
  goalCalories?: number | null;
  tdee?: number | null;
  bmr?: number | null;
}): ProfileNutritionSummary {
  const positive = (x: number | null | undefined) =>
    typeof x === "number" && Number.isFinite(x) && x > 0 ? x : null;
  const goal = positive(p.goalCalories);
  const tdee = positive(p.tdee);
  const bmr = positive(p.bmr);
  return {
    ...nutritionSummary({ goalCalories: goal, tdee }),
    basis: goal ? "goalCalories" : tdee ? "tdee" : "default",
    bmr: bmr === null ? null : Math.round(bmr),
    tdee: tdee === null ? null : Math.round(tdee),
  };
}
