/**
 * The daily target: ONE function, `dailyTargets(profile)`, that every number in the app comes from
 * (the /recommendations summary, meal-plan generation, the coach, the dashboard, the diet-plan
 * calorie level, the stored `goalCalories` column). Pure. Rules and sources:
 * docs/decisions/018-goals-and-safe-targets.md (calories, goal, pace, safety) and
 * docs/decisions/019-macro-presets-and-adaptive-target.md (macro presets, measured TDEE).
 *
 * In short:
 * - TDEE: a measured TDEE the user accepted (adaptive-target.ts), else Mifflin-St Jeor x activity
 *   (energy.ts), else a TDEE given without body data (a visitor's copy), else none (2,000 kcal day).
 * - weight loss: TDEE - pace x 7,700 / 7, never below max(sex floor, BMR); when the floor binds the
 *   target says so with the pace actually reachable. No deficit under 18 or with a BMI under 18.5.
 * - muscle gain: TDEE + pace x 7,700 / 7.
 * - macros: protein from body weight by goal and preset (capped), then fat and carbohydrate by the
 *   preset; low carb has a carbohydrate ceiling in grams.
 */
import {
  DEFAULT_TARGET_KCAL,
  KCAL_PER_GRAM,
  MACRO_SPLIT,
  SAFE_FLOOR_KCAL,
  calculateBmr,
  calculateTdee,
  energyGoal,
  sexKey,
  nutritionSummary,
  type EnergyGoal,
  type MacroTarget,
  type NutritionSummary,
} from "./energy";
import { formatInteger, formatNumber } from "./format";

// ---------------------------------------------------------------- constants

/** Energy in a kilogram of body weight change (the classic 3,500 kcal per pound, Wishnofsky 1958). */
export const KCAL_PER_KG = 7700;

/** The spec's keys (spec 1 section 9, health goals). */
export const GOALS = ["weightLoss", "maintenance", "muscleGain"] as const;
export type Goal = EnergyGoal;

export const GOAL_LABELS: Record<Goal, string> = {
  weightLoss: "Lose weight",
  maintenance: "Maintain my weight",
  muscleGain: "Gain muscle",
};

/**
 * Weekly paces in kg. Loss: NHS and NIH guidance is 0.5 to 1 kg a week, so 1 kg is the most we set;
 * gain: a lean gain of about 0.25 to 0.5 kg a week limits fat gain.
 */
export const PACE_LIMITS = {
  weightLoss: { min: 0.1, max: 1 },
  muscleGain: { min: 0.1, max: 0.5 },
} as const;
export const PACE_CHOICES = {
  weightLoss: [0.25, 0.5, 0.75, 1],
  muscleGain: [0.25, 0.5],
} as const;
/** The pace of a goal read from the older goal lists, which carry no pace. */
export const DEFAULT_PACE = { weightLoss: 0.5, muscleGain: 0.25 } as const;

export const ADULT_AGE = 18;
/** WHO: a BMI under 18.5 is underweight. */
export const UNDERWEIGHT_BMI = 18.5;

export const MACRO_PRESETS = ["balanced", "highProtein", "lowCarb"] as const;
export type MacroPreset = (typeof MACRO_PRESETS)[number];
export const MACRO_PRESET_LABELS: Record<MacroPreset, string> = {
  balanced: "Balanced",
  highProtein: "High protein",
  lowCarb: "Low carb",
};

/** Protein in g per kg of (reference) body weight, by preset and goal. */
export const PROTEIN_G_PER_KG: Record<MacroPreset, Record<Goal, number>> = {
  balanced: { weightLoss: 1.4, maintenance: 1.2, muscleGain: 1.6 },
  highProtein: { weightLoss: 1.8, maintenance: 1.6, muscleGain: 2.0 },
  lowCarb: { weightLoss: 1.4, maintenance: 1.2, muscleGain: 1.6 },
};
/** Protein never above 35 % of the calories (the upper end of the IOM's AMDR). */
export const PROTEIN_MAX_SHARE = 0.35;
/** Above a BMI of 25, protein is worked out on the weight at BMI 25 (fat mass needs little protein). */
export const PROTEIN_REFERENCE_BMI = 25;
/** Fat in the balanced and high-protein presets: 30 % of calories (within the AMDR's 20-35 %). */
export const FAT_SHARE = 0.3;
/** Low carb (Feinman et al. 2015): under 130 g a day or 26 % of calories, whichever is lower. */
export const LOW_CARB_CEILING = { maxGrams: 130, maxShare: 0.26 } as const;

// ---------------------------------------------------------------- types

/** What the function reads of a profile (stored, a visitor's copy, or a form's merged values). */
export type TargetProfile = {
  gender?: string | null;
  age?: number | null;
  /** cm */
  height?: number | null;
  /** kg */
  weight?: number | null;
  activityLevel?: string | null;
  /** weightLoss | maintenance | muscleGain; null: read the older goal lists */
  goal?: string | null;
  /** kg a week */
  weeklyPace?: number | null;
  goalWeight?: number | null;
  fitnessGoals?: readonly string[] | null;
  healthGoals?: readonly string[] | null;
  dietaryGoal?: string | null;
  dietaryRestrictions?: readonly string[] | null;
  macroPreset?: string | null;
  /** a TDEE the user accepted from their logged weight and intake (kcal/day) */
  measuredTdee?: number | null;
  /** a TDEE known without body data (a visitor's copy of theirs); used only when none can be computed */
  tdee?: number | null;
};

export type TargetNoteCode =
  | "default"
  | "measured"
  | "floor"
  | "no-deficit-possible"
  | "under18"
  | "underweight"
  | "pace-limited";

export type TargetNote = { code: TargetNoteCode; text: string };

export type DailyTargets = {
  /** kcal a day, whole */
  calories: number;
  /** the goal the number serves (maintenance when safety holds a loss back) */
  goal: Goal;
  /** the goal the user chose */
  requestedGoal: Goal;
  /** kg a week: the chosen pace and the pace the target reaches; null for maintenance */
  pace: { requested: number; reachable: number } | null;
  /** where TDEE came from */
  basis: "measured" | "formula" | "provided" | "default";
  bmr: number | null;
  /** the TDEE the target is built on (measured when accepted), rounded */
  tdee: number | null;
  /** Mifflin-St Jeor x activity, rounded */
  formulaTdee: number | null;
  preset: MacroPreset;
  macros: { protein: MacroTarget; carbs: MacroTarget; fat: MacroTarget };
  /** low carb only: the most carbohydrate a day, g */
  carbCeilingGrams: number | null;
  /** kg/m2, one decimal; null without height and weight */
  bmi: number | null;
  notes: TargetNote[];
};

// ---------------------------------------------------------------- helpers

const positive = (x: number | null | undefined): number | null =>
  typeof x === "number" && Number.isFinite(x) && x > 0 ? x : null;
const round2 = (x: number) => Math.round(x * 100) / 100;
const kcalForPace = (kgPerWeek: number) => (kgPerWeek * KCAL_PER_KG) / 7;
const paceForKcal = (kcalPerDay: number) => (kcalPerDay * 7) / KCAL_PER_KG;

export function isGoal(value: unknown): value is Goal {
  return (GOALS as readonly unknown[]).includes(value);
}

export function isMacroPreset(value: unknown): value is MacroPreset {
  return (MACRO_PRESETS as readonly unknown[]).includes(value);
}

/** The chosen goal: the explicit one, else the older lists (fitnessGoals, healthGoals, dietaryGoal). */
export function goalOf(p: TargetProfile): Goal {
  if (isGoal(p.goal)) return p.goal;
  return energyGoal([...(p.fitnessGoals ?? []), ...(p.healthGoals ?? []), p.dietaryGoal]);
}

/** The preset: the chosen one, else low carb for a lowCarb restriction, else balanced. */
export function presetOf(p: Pick<TargetProfile, "macroPreset" | "dietaryRestrictions">) {
  if (isMacroPreset(p.macroPreset)) return p.macroPreset;
  return (p.dietaryRestrictions ?? []).includes("lowCarb") ? "lowCarb" : "balanced";
}

export function bmiOf(weightKg: number | null | undefined, heightCm: number | null | undefined) {
  const w = positive(weightKg);
  const h = positive(heightCm);
  if (!w || !h) return null;
  return Math.round((w / (h / 100) ** 2) * 10) / 10;
}

/** The weight (kg) at a BMI for a height, one decimal. */
export function weightAtBmi(bmi: number, heightCm: number): number {
  return Math.round(bmi * (heightCm / 100) ** 2 * 10) / 10;
}

const paceText = (kg: number) => `${formatNumber(round2(kg), 2)} kg`;

// ---------------------------------------------------------------- the function

export function dailyTargets(p: TargetProfile): DailyTargets {
  const notes: TargetNote[] = [];
  const weight = positive(p.weight);
  const height = positive(p.height);
  const age = positive(p.age);
  const bmrRaw =
    weight && height && age
      ? calculateBmr({ weightKg: weight, heightCm: height, age, gender: p.gender })
      : null;
  const formulaRaw = bmrRaw === null ? null : calculateTdee(bmrRaw, p.activityLevel);
  const measured = positive(p.measuredTdee);
  const provided = positive(p.tdee);
  const tdee = measured ?? formulaRaw ?? provided;
  const basis: DailyTargets["basis"] = measured
    ? "measured"
    : formulaRaw
      ? "formula"
      : provided
        ? "provided"
        : "default";
  const bmi = bmiOf(weight, height);
  const requestedGoal = goalOf(p);
  const preset = presetOf(p);

  let goal: Goal = requestedGoal;
  let pace: DailyTargets["pace"] = null;
  let calories: number;

  if (age !== null && age < ADULT_AGE) {
    notes.push({
      code: "under18",
      text: "You are under 18: a growing body needs enough energy, so we do not set a calorie deficit and these numbers are rough (the equation is made for adults). Talk with a parent or a doctor before changing how much you eat.",
    });
    if (goal === "weightLoss") goal = "maintenance";
  }
  if (goal === "weightLoss" && bmi !== null && bmi < UNDERWEIGHT_BMI) {
    notes.push({
      code: "underweight",
      text: `Your BMI is ${formatNumber(bmi, 1)}, under ${UNDERWEIGHT_BMI} (underweight), so we do not set a weight-loss target. A doctor or dietitian can help you find a healthy weight.`,
    });
    goal = "maintenance";
  }

  if (tdee === null) {
    calories = DEFAULT_TARGET_KCAL;
    notes.push({
      code: "default",
      text: "A standard 2,000 kcal day until your profile has your age, height, weight and activity level.",
    });
    goal = "maintenance";
  } else if (goal === "maintenance") {
    calories = tdee;
  } else {
    const limits = PACE_LIMITS[goal];
    const chosen = positive(p.weeklyPace) ?? DEFAULT_PACE[goal];
    const requested = Math.min(limits.max, Math.max(limits.min, chosen));
    if (requested !== chosen) {
      notes.push({
        code: "pace-limited",
        text: `A pace of ${paceText(chosen)} a week is outside the safe range, so the target uses ${paceText(requested)} a week.`,
      });
    }
    if (goal === "muscleGain") {
      calories = tdee + kcalForPace(requested);
      pace = { requested, reachable: requested };
    } else {
      const floor = Math.max(SAFE_FLOOR_KCAL[sexKey(p.gender)], bmrRaw ?? 0);
      const wanted = tdee - kcalForPace(requested);
      if (wanted >= floor) {
        calories = wanted;
        pace = { requested, reachable: requested };
      } else if (tdee > floor) {
        calories = floor;
        const reachable = round2(paceForKcal(tdee - floor));
        pace = { requested, reachable };
        notes.push({
          code: "floor",
          text: `Held at ${formatInteger(floor)} kcal, the lowest daily target we set for you (${floorReason(bmrRaw, floor)}). At this level you would lose about ${paceText(reachable)} a week rather than ${paceText(requested)}.`,
        });
      } else {
        // a deficit would take the target under the floor: no deficit rather than an unsafe one
        calories = tdee;
        goal = "maintenance";
        notes.push({
          code: "no-deficit-possible",
          text: `Your energy needs (about ${formatInteger(tdee)} kcal a day) are already at the lowest target we set (${formatInteger(floor)} kcal), so we cannot set a deficit. A doctor or dietitian can plan weight loss safely with you.`,
        });
      }
    }
  }

  if (basis === "measured") {
    notes.push({
      code: "measured",
      text: "Built on the energy needs measured from your logged weight and meals, which you accepted.",
    });
  }

  const rounded = Math.round(calories);
  const { macros, carbCeilingGrams } = macroTargets(rounded, preset, goal, weight, height);
  return {
    calories: rounded,
    goal,
    requestedGoal,
    pace,
    basis,
    bmr: bmrRaw === null ? null : Math.round(bmrRaw),
    tdee: tdee === null ? null : Math.round(tdee),
    formulaTdee: formulaRaw === null ? null : Math.round(formulaRaw),
    preset,
    macros,
    carbCeilingGrams,
    bmi,
    notes,
  };
}

function floorReason(bmr: number | null, floor: number) {
  if (bmr !== null && bmr >= floor) return "your BMR, the energy your body uses at rest";
  return "the minimum without medical supervision";
}

/**
 * Macro grams for a day: protein from the reference body weight (capped at 35 % of calories),
 * then low carb's ceiling or 30 % fat, the rest to the remaining macro. Without a weight, protein
 * is the spec summary's 20 %.
 */
export function macroTargets(
  calories: number,
  preset: MacroPreset,
  goal: Goal,
  weightKg: number | null,
  heightCm: number | null,
): { macros: DailyTargets["macros"]; carbCeilingGrams: number | null } {
  const referenceKg =
    weightKg === null
      ? null
      : heightCm === null
        ? weightKg
        : Math.min(weightKg, weightAtBmi(PROTEIN_REFERENCE_BMI, heightCm));
  const proteinByWeight =
    referenceKg === null
      ? (calories * MACRO_SPLIT.protein) / KCAL_PER_GRAM.protein
      : referenceKg * PROTEIN_G_PER_KG[preset][goal];
  const protein = Math.round(
    Math.min(proteinByWeight, (calories * PROTEIN_MAX_SHARE) / KCAL_PER_GRAM.protein),
  );
  const left = calories - protein * KCAL_PER_GRAM.protein;
  let carbs: number;
  let fat: number;
  let carbCeilingGrams: number | null = null;
  if (preset === "lowCarb") {
    carbCeilingGrams = Math.floor(
      Math.min(
        LOW_CARB_CEILING.maxGrams,
        (calories * LOW_CARB_CEILING.maxShare) / KCAL_PER_GRAM.carbs,
      ),
    );
    carbs = carbCeilingGrams;
    fat = Math.round((left - carbs * KCAL_PER_GRAM.carbs) / KCAL_PER_GRAM.fat);
  } else {
    fat = Math.round((calories * FAT_SHARE) / KCAL_PER_GRAM.fat);
    carbs = Math.max(0, Math.round((left - fat * KCAL_PER_GRAM.fat) / KCAL_PER_GRAM.carbs));
  }
  const target = (grams: number, key: keyof typeof KCAL_PER_GRAM): MacroTarget => {
    const kcal = grams * KCAL_PER_GRAM[key];
    return { grams, kcal, percent: calories > 0 ? Math.round((kcal / calories) * 100) : 0 };
  };
  return {
    macros: {
      protein: target(protein, "protein"),
      carbs: target(carbs, "carbs"),
      fat: target(fat, "fat"),
    },
    carbCeilingGrams,
  };
}

// ---------------------------------------------------------------- readers of the result

/** "1,589 kcal a day to lose 0.5 kg a week" and the like: what the number serves. */
export function describeTarget(t: DailyTargets): string {
  const kcal = `${formatInteger(t.calories)} kcal a day`;
  if (t.basis === "default") return `${kcal}, a standard day`;
  if (t.goal === "weightLoss" && t.pace) {
    return t.pace.reachable < t.pace.requested
      ? `${kcal} to lose about ${paceText(t.pace.reachable)} a week (you chose ${paceText(t.pace.requested)})`
      : `${kcal} to lose ${paceText(t.pace.requested)} a week`;
  }
  if (t.goal === "muscleGain" && t.pace)
    return `${kcal} to gain ${paceText(t.pace.requested)} a week`;
  return `${kcal} to maintain your weight`;
}

/** "P 118 g · C 180 g · F 60 g (Balanced)" style parts, for short lines. */
export function describeMacros(t: DailyTargets): string {
  const { protein, carbs, fat } = t.macros;
  const carbText = t.carbCeilingGrams !== null ? `at most ${carbs.grams}` : `${carbs.grams}`;
  return `${protein.grams} g protein, ${carbText} g carbohydrate, ${fat.grams} g fat (${MACRO_PRESET_LABELS[t.preset]})`;
}

/**
 * The day's split in percent of calories (one decimal; fat takes the rounding), for the meal-plan
 * optimizer, which plans to a split.
 */
export function macroSplitOf(t: DailyTargets): { protein: number; carbs: number; fat: number } {
  const share = (kcal: number) => Math.round((kcal / t.calories) * 1000) / 10;
  const protein = share(t.macros.protein.kcal);
  const carbs = share(t.macros.carbs.kcal);
  return { protein, carbs, fat: Math.round((100 - protein - carbs) * 10) / 10 };
}

/** The columns stored on a profile: BMR and TDEE (formula), and the target as goalCalories. */
export function energyColumns(p: TargetProfile): {
  bmr: number | null;
  tdee: number | null;
  goalCalories: number | null;
} {
  const t = dailyTargets(p);
  return {
    bmr: t.bmr,
    tdee: t.formulaTdee,
    goalCalories: t.basis === "default" ? null : t.calories,
  };
}

/**
 * The nutrition summary of spec 1 section 9 (fixed 20/50/30) with its target calories from
 * dailyTargets, and what the target serves.
 */
export type TargetSummary = NutritionSummary & {
  basis: DailyTargets["basis"];
  bmr: number | null;
  tdee: number | null;
  targets: DailyTargets;
  headline: string;
};

export function targetSummary(t: DailyTargets): TargetSummary {
  return {
    ...nutritionSummary({ goalCalories: t.calories }),
    basis: t.basis,
    bmr: t.bmr,
    tdee: t.tdee,
    targets: t,
    headline: describeTarget(t),
  };
}

// ---------------------------------------------------------------- safety of a chosen goal

export type GoalFields = "goal" | "weeklyPace" | "goalWeight";

/**
 * Field messages for a goal the user is setting, judged on the merged profile (what would be
 * stored). Empty when it is safe. Under 18 or a BMI under 18.5 may not choose weight loss; paces
 * and goal weights must fit the goal.
 */
export function goalSafetyErrors(p: TargetProfile): Partial<Record<GoalFields, string[]>> {
  const errors: Partial<Record<GoalFields, string[]>> = {};
  const add = (field: GoalFields, message: string) => (errors[field] ??= []).push(message);
  const goal = isGoal(p.goal) ? p.goal : null;
  const age = positive(p.age);
  const weight = positive(p.weight);
  const height = positive(p.height);
  const bmi = bmiOf(weight, height);
  const pace = positive(p.weeklyPace);
  const goalWeight = positive(p.goalWeight);

  if (goal === "weightLoss") {
    if (age !== null && age < ADULT_AGE) {
      add(
        "goal",
        "We don't set weight-loss targets for anyone under 18. Please talk with a parent or your doctor about your weight.",
      );
    } else if (bmi !== null && bmi < UNDERWEIGHT_BMI) {
      add(
        "goal",
        `Your BMI is ${formatNumber(bmi, 1)}, under ${UNDERWEIGHT_BMI} (underweight), so we can't set a weight-loss target. A doctor or dietitian can help you find a healthy weight.`,
      );
    }
  }
  if (goal && goal !== "maintenance" && pace !== null) {
    const { min, max } = PACE_LIMITS[goal];
    if (pace > max)
      add(
        "weeklyPace",
        goal === "weightLoss"
          ? `A safe pace is at most ${max} kg a week (NHS guidance is 0.5 to 1 kg).`
          : `To gain mostly muscle, choose at most ${max} kg a week.`,
      );
    else if (pace < min) add("weeklyPace", `Choose a pace of at least ${min} kg a week.`);
  }
  if (goalWeight !== null && weight !== null && goal !== null && goal !== "maintenance") {
    if (goal === "weightLoss" && goalWeight >= weight)
      add(
        "goalWeight",
        `For weight loss, the goal weight must be below your current weight (${formatNumber(weight, 1)} kg).`,
      );
    if (goal === "muscleGain" && goalWeight <= weight)
      add(
        "goalWeight",
        `To gain, the goal weight must be above your current weight (${formatNumber(weight, 1)} kg).`,
      );
  }
  if (goalWeight !== null && height !== null && goal === "weightLoss") {
    const goalBmi = bmiOf(goalWeight, height)!;
    if (goalBmi < UNDERWEIGHT_BMI)
      add(
        "goalWeight",
        `A goal of ${formatNumber(goalWeight, 1)} kg would put your BMI at ${formatNumber(goalBmi, 1)}, under ${UNDERWEIGHT_BMI}. Choose at least ${formatNumber(Math.ceil(weightAtBmi(UNDERWEIGHT_BMI, height)), 0)} kg.`,
      );
  }
  return errors;
}

/** Weeks to the goal weight at the reachable pace; null when not applicable. */
export function weeksToGoal(t: DailyTargets, weightKg: number | null, goalWeightKg: number | null) {
  if (!t.pace || t.pace.reachable <= 0 || !weightKg || !goalWeightKg) return null;
  const distance =
    t.goal === "weightLoss"
      ? weightKg - goalWeightKg
      : t.goal === "muscleGain"
        ? goalWeightKg - weightKg
        : 0;
  if (distance <= 0) return null;
  return Math.ceil(distance / t.pace.reachable);
}
