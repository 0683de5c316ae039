/**
 * Energy needs: BMR (Mifflin-St Jeor), TDEE and the fixed 20/50/30 nutrition summary of spec 1
 * section 9. Pure. The choice for "other" gender is in docs/decisions/005-energy-needs.md. The
 * daily target built on them (goal, pace, floors, macros) is app/domain/targets.ts (ADR 018).
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

/** Lowest daily target the app will suggest for weight loss, by sex (ADR 018). */
export const SAFE_FLOOR_KCAL = { male: 1500, female: 1200, unspecified: 1350 } as const;

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
