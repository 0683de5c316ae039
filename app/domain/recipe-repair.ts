/**
 * What the recipe maintenance jobs change in one stored recipe (pure): recompute its ingredients'
 * weights, its per-serving nutrition and its dietary tags from the food table; put back the
 * catalogue's ingredient lines or instructions when the stored ones are lost or unreadable; say when
 * instructions are still missing (the job may ask the AI model for them).
 */
import type { RecipeIngredient } from "../../db/schema";
import type { NutritionData } from "./food/lines";
import { readIngredients, readInstructions } from "./recipe-content";
import { nutrientColumns, type Micronutrients, type RecipeNutrition } from "./food/nutrients";
import { recipeFoodTerms, resolveRecipe } from "./food/recipe";

/** A stored recipe as the job reads it: the JSON columns as raw text. */
export type StoredRecipe = RecipeNutrition & {
  id: number;
  slug: string;
  title: string;
  /** JSON text; older rows may hold "{}" */
  micronutrients?: string;
  /** "" on rows written before the column existed */
  foodTerms?: string;
  servings: number;
  source: string;
  dietaryTags: string;
  ingredients: string;
  instructions: string;
};

/** The hand-written catalogue recipe with this slug, when there is one. */
export type CatalogueSource = {
  servings: number;
  ingredients: readonly string[];
  instructions: readonly string[];
};

export type RecipeChanges = Partial<
  RecipeNutrition & {
    servings: number;
    dietaryTags: string[];
    ingredients: RecipeIngredient[];
    instructions: string[];
    micronutrients: Micronutrients;
    foodTerms: string;
  }
>;

export type RepairPlan = {
  id: number;
  changes: RecipeChanges;
  /** instructions are missing or unreadable and the catalogue cannot give them back */
  needsInstructions: boolean;
  /** ingredient lines that do not resolve to a food (their nutrition is not counted) */
  unresolved: string[];
  /** why nutrition could not be recomputed, when it could not */
  problem: string | null;
  ingredientsRestored: boolean;
  instructionsRestored: boolean;
};

/** The lines of readable ingredient entries, or null when the list cannot be used. */
function ingredientLines(raw: string): string[] | null {
  const read = readIngredients(raw);
  if (read.status !== "ok") return null;
  if (read.lines.some((l) => !l.ok)) return null;
  return read.lines.map((l) => (l.ok ? l.text : ""));
}

function instructionSteps(raw: string): string[] | null {
  const read = readInstructions(raw);
  if (read.status !== "ok" || read.lines.some((l) => !l.ok)) return null;
  return read.lines.map((l) => (l.ok ? l.text : ""));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function storedJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export function planRecipeRepair(
  stored: StoredRecipe,
  data: NutritionData,
  catalogue: CatalogueSource | null,
): RepairPlan {
  const changes: RecipeChanges = {};
  const plan: RepairPlan = {
    id: stored.id,
    changes,
    needsInstructions: false,
    unresolved: [],
    problem: null,
    ingredientsRestored: false,
    instructionsRestored: false,
  };

  let servings = stored.servings;
  if (!Number.isInteger(servings) || servings < 1) {
    servings = catalogue?.servings ?? 1;
    changes.servings = servings;
  }

  let lines = ingredientLines(stored.ingredients);
  if ((lines === null || lines.length === 0) && catalogue) {
    lines = [...catalogue.ingredients];
    plan.ingredientsRestored = true;
  }

  if (lines === null || lines.length === 0) {
    plan.problem = lines === null ? "ingredients cannot be read" : "no ingredients";
  } else {
    const resolved = resolveRecipe(lines, servings, data);
    plan.unresolved = resolved.unresolved.map((u) => u.line);
    const weighed = resolved.ingredients.filter((i) => i.grams !== null).length;
    if (plan.ingredientsRestored || !same(storedJson(stored.ingredients), resolved.ingredients))
      changes.ingredients = resolved.ingredients;
    if (weighed === 0) {
      plan.problem = "no ingredient line resolves to a food";
    } else {
      const { micronutrients: micros, ...nutrition } = nutrientColumns(resolved.perServing);
      for (const [key, value] of Object.entries(nutrition) as [keyof typeof nutrition, number][])
        if (stored[key] !== value) changes[key] = value;
      if (!same(storedJson(stored.dietaryTags), resolved.dietaryTags))
        changes.dietaryTags = resolved.dietaryTags;
      if (stored.micronutrients === undefined || !same(storedJson(stored.micronutrients), micros))
        changes.micronutrients = micros;
    }
    // what dislikes are looked up in, for every recipe whose lines can be read
    const terms = recipeFoodTerms(stored.title, lines);
    if (stored.foodTerms !== terms) changes.foodTerms = terms;
  }

  const steps = instructionSteps(stored.instructions);
  if (steps === null || steps.length === 0) {
    if (catalogue && catalogue.instructions.length > 0) {
      changes.instructions = [...catalogue.instructions];
      plan.instructionsRestored = true;
    } else {
      plan.needsInstructions = true;
    }
  }
  return plan;
}

export function hasChanges(plan: RepairPlan): boolean {
  return Object.keys(plan.changes).length > 0;
}

/** "Lemon & Herb Chicken!" -> "lemon-herb-chicken" (at most 60 characters). */
export function slugify(title: string): string {
  const slug = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/g, "");
  return slug || "recipe";
}
