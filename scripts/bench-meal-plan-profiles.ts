/**
 * The meal-plan benchmark's 256 synthetic profiles (scripts/bench-meal-plan.ts): every combination of
 * the six restrictions (64), each at four targets spread over 1,200 to 3,500 kcal, with rotating
 * dislikes and preferred cuisines; macro targets and the low-carb ceiling from the one target function.
 */
import { seededRandom, type MacroSplit } from "../app/domain/meal-plan";
import { macroTargets } from "../app/domain/targets";

const RESTRICTIONS = ["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"];
const DISLIKES: string[][] = [
  [],
  ["mushroom"],
  ["egg"],
  ["shrimp", "salmon"],
  ["tofu"],
  ["cilantro"],
];
export const CUISINES = ["Italian", "Mexican", "Indian", "Thai", "Japanese", "Greek", "Chinese"];
export const MIN_TARGET = 1200;
export const MAX_TARGET = 3500;

export type BenchProfile = {
  targetCalories: number;
  restrictions: string[];
  dislikedIngredients: string[];
  preferredCuisines: string[];
  seed: number;
  /** from the one target function (app/domain/targets.ts), as the service asks for them */
  macroSplit: MacroSplit;
  macroPreset: string;
  carbCeilingGrams: number | null;
};

export function makeProfiles(): BenchProfile[] {
  const random = seededRandom(2026);
  const profiles: BenchProfile[] = [];
  for (let i = 0; i < 256; i++) {
    const mask = i % 64;
    const quarter = Math.floor(i / 64); // each combination once in each quarter of the target range
    const targetCalories = Math.round(
      MIN_TARGET + ((quarter + random()) / 4) * (MAX_TARGET - MIN_TARGET),
    );
    const restrictions = RESTRICTIONS.filter((_, bit) => mask & (1 << bit));
    const macroPreset = restrictions.includes("lowCarb") ? "lowCarb" : "balanced";
    const { macros, carbCeilingGrams } = macroTargets(
      targetCalories,
      macroPreset,
      "maintenance",
      null,
      null,
    );
    const share = (kcal: number) => Math.round((kcal / targetCalories) * 1000) / 10;
    const protein = share(macros.protein.kcal);
    const carbs = share(macros.carbs.kcal);
    profiles.push({
      targetCalories,
      restrictions,
      dislikedIngredients: DISLIKES[i % DISLIKES.length],
      preferredCuisines: [CUISINES[i % CUISINES.length]],
      seed: i + 1,
      macroSplit: { protein, carbs, fat: Math.round((100 - protein - carbs) * 10) / 10 },
      macroPreset,
      carbCeilingGrams,
    });
  }
  return profiles;
}
