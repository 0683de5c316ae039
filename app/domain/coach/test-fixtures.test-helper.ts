// Test-only: a coach knowledge base built from the committed seed data, as the service builds it from D1.
import { readFileSync } from "node:fs";
import { SEED_DATA } from "../food/test-data.test-helper";
import { isRecipeAllowed, type PlanRecipe } from "../meal-plan";
import type { CoachKnowledge, CoachRecipe } from "./compose";
import { profileFromStored, type CoachProfile, type StoredProfile } from "./profile";

export const CATALOGUE = JSON.parse(
  readFileSync(new URL("../../../db/seed/catalogue.json", import.meta.url), "utf8"),
) as PlanRecipe[];

/** Ada: 36, female, 165 cm, 60 kg, moderate, vegetarian, dislikes mushrooms, wants to lose weight. */
export const ADA_STORED: StoredProfile = {
  gender: "female",
  age: 36,
  height: 165,
  weight: 60,
  activityLevel: "moderate",
  dietaryRestrictions: ["vegetarian"],
  cuisinePreferences: ["Italian", "Indian"],
  dislikedIngredients: ["mushroom"],
  // 600 + 1031.25 - 180 - 161 = 1290.25; x 1.55 = 1999.9; weight loss at the default 0.5 kg a week
  // (ADR 018): 1999.9 - 550 = 1449.9
  bmr: 1290,
  tdee: 2000,
  goalCalories: 1450,
  dietaryGoal: null,
  fitnessGoals: [],
  healthGoals: ["weight loss"],
  healthConditions: [],
  sleepGoal: 8,
  waterGoal: 2.2,
  stepsGoal: 8000,
};

export function knowledgeFor(
  profile: CoachProfile | null,
  extra: Partial<CoachKnowledge> = {},
): CoachKnowledge {
  const recipes: CoachRecipe[] = CATALOGUE.filter((r) =>
    isRecipeAllowed(r, profile?.dietaryRestrictions ?? [], profile?.dislikedIngredients ?? []),
  );
  return { profile, recipes, mealPlans: [], nutrition: SEED_DATA, ...extra };
}

export const ADA = profileFromStored(ADA_STORED, "Ada");
