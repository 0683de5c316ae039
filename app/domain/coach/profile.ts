/**
 * Who the coach is talking to: the spec's `userContext` (spec 2 section 7: gender, age, height,
 * weight, activityLevel defaulting to moderate, dietaryRestrictions, healthGoals, preferredCuisines,
 * bmr, tdee; null without a profile) plus what the stored profile adds, and the daily targets the
 * coach quotes. For a signed-in user the server builds this from the stored profile; a visitor's
 * copy comes from the client and is only ever about themselves.
 */
import type { NutritionSummary } from "../energy";
import { formatInteger } from "../format";
import {
  dailyTargets,
  describeMacros,
  describeTarget,
  type DailyTargets,
  type TargetProfile,
} from "../targets";

export const DEFAULT_ACTIVITY_LEVEL = "moderate";

/** The spec's userContext, as sent to the chat API. */
export type CoachUserContext = {
  gender?: string | null;
  age?: number | null;
  height?: number | null;
  weight?: number | null;
  activityLevel: string;
  dietaryRestrictions: string[];
  healthGoals: string[];
  preferredCuisines: string[];
  bmr?: number | null;
  tdee?: number | null;
};

export type CoachProfile = CoachUserContext & {
  /** where this came from: the stored profile (trusted) or the visitor's browser */
  source: "profile" | "visitor";
  firstName?: string | null;
  goalCalories?: number | null;
  dislikedIngredients: string[];
  healthConditions: string[];
  fitnessGoals: string[];
  dietaryGoal?: string | null;
  /** the goal step's choices (app/domain/targets.ts) */
  goal?: string | null;
  weeklyPace?: number | null;
  goalWeight?: number | null;
  macroPreset?: string | null;
  measuredTdee?: number | null;
  /** litres */
  waterGoal?: number | null;
  /** hours */
  sleepGoal?: number | null;
  stepsGoal?: number | null;
};

/** The stored profile row's fields the coach reads (db/schema.ts user_profiles). */
export type StoredProfile = {
  gender: string | null;
  age: number | null;
  height: number | null;
  weight: number | null;
  activityLevel: string | null;
  dietaryRestrictions: string[];
  cuisinePreferences: string[];
  dislikedIngredients: string[];
  bmr: number | null;
  tdee: number | null;
  goalCalories: number | null;
  dietaryGoal: string | null;
  fitnessGoals: string[];
  healthGoals: string[];
  healthConditions: string[];
  sleepGoal: number | null;
  waterGoal: number | null;
  stepsGoal: number | null;
  goal?: string | null;
  weeklyPace?: number | null;
  goalWeight?: number | null;
  macroPreset?: string | null;
  measuredTdee?: number | null;
};

export function profileFromStored(row: StoredProfile, firstName?: string | null): CoachProfile {
  return {
    source: "profile",
    firstName: firstName ?? null,
    gender: row.gender,
    age: row.age,
    height: row.height,
    weight: row.weight,
    activityLevel: row.activityLevel || DEFAULT_ACTIVITY_LEVEL,
    dietaryRestrictions: row.dietaryRestrictions ?? [],
    healthGoals: row.healthGoals ?? [],
    preferredCuisines: row.cuisinePreferences ?? [],
    bmr: row.bmr,
    tdee: row.tdee,
    goalCalories: row.goalCalories,
    dislikedIngredients: row.dislikedIngredients ?? [],
    healthConditions: row.healthConditions ?? [],
    fitnessGoals: row.fitnessGoals ?? [],
    dietaryGoal: row.dietaryGoal,
    goal: row.goal ?? null,
    weeklyPace: row.weeklyPace ?? null,
    goalWeight: row.goalWeight ?? null,
    macroPreset: row.macroPreset ?? null,
    measuredTdee: row.measuredTdee ?? null,
    waterGoal: row.waterGoal,
    sleepGoal: row.sleepGoal,
    stepsGoal: row.stepsGoal,
  };
}

export function profileFromVisitor(context: CoachUserContext): CoachProfile {
  return {
    ...context,
    source: "visitor",
    activityLevel: context.activityLevel || DEFAULT_ACTIVITY_LEVEL,
    dislikedIngredients: [],
    healthConditions: [],
    fitnessGoals: [],
  };
}

/** The spec's userContext shape of a profile (what the page and external prompts show). */
export function userContextOf(profile: CoachProfile): CoachUserContext {
  return {
    gender: profile.gender ?? null,
    age: profile.age ?? null,
    height: profile.height ?? null,
    weight: profile.weight ?? null,
    activityLevel: profile.activityLevel || DEFAULT_ACTIVITY_LEVEL,
    dietaryRestrictions: profile.dietaryRestrictions,
    healthGoals: profile.healthGoals,
    preferredCuisines: profile.preferredCuisines,
    bmr: profile.bmr ?? null,
    tdee: profile.tdee ?? null,
  };
}

export type CoachTargets = {
  bmr: number | null;
  tdee: number | null;
  goalCalories: number | null;
  /** the day's calorie target: dailyTargets(profile).calories, the number every page shows */
  targetCalories: number;
  targetSource: "goal" | "tdee" | "default";
  /** the target's macros (the user's preset: protein from body weight, then the split) */
  summary: NutritionSummary;
  /** "20/50/30 %" style: the summary's split */
  splitText: string;
  /** "1,589 kcal a day to lose 0.5 kg a week": what the target serves */
  headline: string;
  /** the full result of the one target function, with its safety notes */
  targets: DailyTargets;
  /** the target a weight-loss goal would have, null when safety allows no deficit */
  weightLossCalories: number | null;
  /** 0.8 g per kg of body weight (the nutrition guide's RDA); null without a weight */
  proteinRdaGrams: number | null;
  /** 14 g of fibre per 1,000 kcal (Dietary Guidelines for Americans) */
  fiberGrams: number;
  /** the profile's water goal, else 35 ml per kg, else 2 litres */
  waterLitres: number;
  waterSource: "goal" | "weight" | "default";
};

const round1 = (x: number) => Math.round(x * 10) / 10;

/** What the target function reads of a coach profile (a visitor's TDEE only when body data lack). */
function targetProfileOf(profile: CoachProfile): TargetProfile {
  return {
    gender: profile.gender,
    age: profile.age,
    height: profile.height,
    weight: profile.weight,
    activityLevel: profile.activityLevel,
    goal: profile.goal,
    weeklyPace: profile.weeklyPace,
    goalWeight: profile.goalWeight,
    fitnessGoals: profile.fitnessGoals,
    healthGoals: profile.healthGoals,
    dietaryGoal: profile.dietaryGoal,
    dietaryRestrictions: profile.dietaryRestrictions,
    macroPreset: profile.macroPreset,
    measuredTdee: profile.measuredTdee,
    tdee: profile.tdee,
  };
}

/**
 * The numbers the coach quotes, all from the one target function (app/domain/targets.ts), so the
 * coach states the same target as the summary, the meal plans and the dashboard.
 */
export function coachTargets(profile: CoachProfile | null): CoachTargets {
  const input = profile ? targetProfileOf(profile) : {};
  const t = dailyTargets(input);
  const loss = profile ? dailyTargets({ ...input, goal: "weightLoss" }) : null;
  const summary: NutritionSummary = { targetCalories: t.calories, ...t.macros };
  const bmr = t.bmr ?? positive(profile?.bmr);
  const weight = positive(profile?.weight);
  const waterGoal = positive(profile?.waterGoal);
  return {
    bmr: bmr === null ? null : Math.round(bmr),
    tdee: t.tdee,
    goalCalories: t.basis === "default" ? null : t.calories,
    targetCalories: t.calories,
    targetSource: t.basis === "default" ? "default" : t.goal === "maintenance" ? "tdee" : "goal",
    summary,
    splitText: `${t.macros.protein.percent}/${t.macros.carbs.percent}/${t.macros.fat.percent} %`,
    headline: describeTarget(t),
    targets: t,
    weightLossCalories: loss && loss.goal === "weightLoss" ? loss.calories : null,
    proteinRdaGrams: weight ? Math.round(weight * 0.8) : null,
    fiberGrams: Math.round((t.calories / 1000) * 14),
    waterLitres: waterGoal ?? (weight ? round1(weight * 0.035) : 2),
    waterSource: waterGoal ? "goal" : weight ? "weight" : "default",
  };
}

function positive(x: number | null | undefined): number | null {
  return typeof x === "number" && Number.isFinite(x) && x > 0 ? x : null;
}

const RESTRICTION_LABELS: Record<string, string> = {
  vegetarian: "vegetarian",
  vegan: "vegan",
  glutenFree: "gluten-free",
  dairyFree: "dairy-free",
  nutFree: "nut-free",
  lowCarb: "low-carb",
  keto: "keto",
  paleo: "paleo",
  pescatarian: "pescatarian",
  halal: "halal",
  kosher: "kosher",
};

export function restrictionLabel(restriction: string): string {
  return (
    RESTRICTION_LABELS[restriction] ?? restriction.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase()
  );
}

/** The profile and targets as plain lines, for an external model's system prompt. */
export function describeProfileForPrompt(
  profile: CoachProfile | null,
  targets: CoachTargets,
): string {
  if (!profile) {
    return [
      "The user is not signed in and shared no profile. Use general guidance and a 2,000 kcal reference day;",
      "invite them to create a profile for personalised numbers.",
    ].join(" ");
  }
  const lines: string[] = [];
  const body = [
    profile.age ? `${profile.age} years old` : null,
    profile.gender && profile.gender !== "not specified" ? profile.gender : null,
    profile.height ? `${profile.height} cm` : null,
    profile.weight ? `${profile.weight} kg` : null,
    `activity level ${profile.activityLevel || DEFAULT_ACTIVITY_LEVEL}`,
  ].filter(Boolean);
  lines.push(`${profile.firstName ? `Name: ${profile.firstName}. ` : ""}Body: ${body.join(", ")}.`);
  const energy = [
    targets.bmr ? `BMR ${formatInteger(targets.bmr)} kcal` : null,
    targets.tdee ? `TDEE ${formatInteger(targets.tdee)} kcal` : null,
    targets.goalCalories ? `goal ${formatInteger(targets.goalCalories)} kcal` : null,
  ].filter(Boolean);
  if (energy.length) lines.push(`Energy (Mifflin-St Jeor): ${energy.join(", ")} per day.`);
  lines.push(
    `Daily target: ${targets.headline}. Macros: ${describeMacros(targets.targets)}; fibre about ${targets.fiberGrams} g; water about ${targets.waterLitres} L.`,
  );
  for (const note of targets.targets.notes)
    lines.push(`Safety note (always respect): ${note.text}`);
  if (profile.dietaryRestrictions.length)
    lines.push(
      `Dietary restrictions (always respect): ${profile.dietaryRestrictions.map(restrictionLabel).join(", ")}.`,
    );
  if (profile.dislikedIngredients.length)
    lines.push(`Dislikes (never suggest): ${profile.dislikedIngredients.join(", ")}.`);
  const goals = [...profile.healthGoals, ...profile.fitnessGoals, profile.dietaryGoal].filter(
    Boolean,
  );
  if (goals.length) lines.push(`Goals: ${goals.join(", ")}.`);
  if (profile.healthConditions.length)
    lines.push(`Health conditions mentioned: ${profile.healthConditions.join(", ")}.`);
  if (profile.preferredCuisines.length)
    lines.push(`Favourite cuisines: ${profile.preferredCuisines.join(", ")}.`);
  if (profile.source === "visitor") lines.push("(Shared by a visitor who is not signed in.)");
  return lines.join("\n");
}
