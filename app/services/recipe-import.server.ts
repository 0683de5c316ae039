/**
 * Importing a recipe (issue 22, ADR 038): a link or a pasted text becomes a draft, the draft goes
 * through the food engine for the review (nutrition, tags, the lines it cannot read), and a
 * reviewed recipe with every line read is saved as the user's private recipe.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { micronutrientsOf, type Nutrients } from "~/domain/food/nutrients";
import { recipeFoodTerms, resolveRecipe } from "~/domain/food/recipe";
import { readRecipeFromHtml, type RecipeDraft } from "~/domain/recipe-import/structured";
import { readRecipeFromText } from "~/domain/recipe-import/text";
import type { ImportReview } from "~/domain/schemas/recipe-import";
import { fetchPage, FetchRefusedError, type GuardedFetchDeps } from "~/lib/guarded-fetch.server";
import { resolveWithFoodData } from "./food-data.server";
import { hitRateLimit } from "./rate-limit.server";

/** Imports a user may start: generous for a person, a brake for a script (each costs fetches). */
export const IMPORT_LIMITS_PER_USER = { perHour: 30, perDay: 100 } as const;

export class ImportRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ImportRefusedError";
  }
}

export const NO_RECIPE_DATA_MESSAGE =
  "That page has no recipe data we can read. Copy the recipe from the page and paste it as text instead.";

/** Counts one import; refuses past the hourly or daily limit. */
export async function limitImports(db: Database, userId: number): Promise<void> {
  const hour = await hitRateLimit(db, `recipe-import:h:${userId}`, {
    limit: IMPORT_LIMITS_PER_USER.perHour,
    windowMs: 3_600_000,
  });
  const day = await hitRateLimit(db, `recipe-import:d:${userId}`, {
    limit: IMPORT_LIMITS_PER_USER.perDay,
    windowMs: 86_400_000,
  });
  if (!hour.allowed || !day.allowed)
    throw new ImportRefusedError(
      429,
      "rate_limited",
      "You have imported many recipes in a short time. Try again later.",
    );
}

/** A link's recipe, read from its schema.org data. */
export async function draftFromLink(url: string, deps: GuardedFetchDeps): Promise<RecipeDraft> {
  let page: { url: string; html: string };
  try {
    page = await fetchPage(url, deps);
  } catch (error) {
    if (error instanceof FetchRefusedError)
      throw new ImportRefusedError(error.status, error.code, error.message);
    throw error;
  }
  const draft = readRecipeFromHtml(page.html, page.url);
  if (!draft) throw new ImportRefusedError(422, "no_recipe_data", NO_RECIPE_DATA_MESSAGE);
  return draft;
}

/** A pasted text's recipe. */
export function draftFromText(text: string): RecipeDraft {
  const draft = readRecipeFromText(text);
  if (draft.ingredients.length === 0)
    throw new ImportRefusedError(
      422,
      "no_ingredients",
      "We could not find ingredients in the text. Put them under an 'Ingredients' line, one per line.",
    );
  return draft;
}

/** What the review form starts from: the draft's fields, with defaults where it had none. */
export function reviewDefaults(draft: RecipeDraft) {
  return {
    title: draft.title,
    description: draft.description,
    servings: String(Math.min(50, Math.max(1, draft.servings ?? 4))),
    totalTime: draft.totalTime ? String(Math.min(1440, draft.totalTime)) : "",
    cuisine: draft.cuisine ?? "",
    mealType: "dinner",
    ingredients: draft.ingredients.join("\n"),
    instructions: draft.instructions.join("\n"),
    sourceUrl: draft.sourceUrl ?? "",
  };
}

export type ImportCheck = {
  perServing: Nutrients;
  dietaryTags: string[];
  unresolved: { line: string; reason: string }[];
};

/** The food engine's reading of the lines: nutrition per serving, tags, the unread lines. */
export async function checkIngredients(
  db: Database,
  ingredients: readonly string[],
  servings: number,
) {
  const { result } = await resolveWithFoodData(db, ingredients.join("\n"), (data) =>
    resolveRecipe(ingredients, servings, data),
  );
  return result;
}

/**
 * Saves a reviewed recipe as the user's private recipe. Refused while the food engine cannot read
 * a line: the nutrition would be made up.
 */
export async function saveImportedRecipe(
  db: Database,
  userId: number,
  review: ImportReview,
): Promise<{ ok: true; id: number } | { ok: false; check: ImportCheck }> {
  const resolved = await checkIngredients(db, review.ingredients, review.servings);
  if (resolved.unresolved.length > 0)
    return {
      ok: false,
      check: {
        perServing: resolved.perServing,
        dietaryTags: resolved.dietaryTags,
        unresolved: resolved.unresolved,
      },
    };
  const n = resolved.perServing;
  const slug = `imported-${userId}-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(recipes)
    .values({
      slug,
      title: review.title,
      description: review.description,
      imageUrl: `/images/recipe-art/${slug}.svg`,
      calories: n.kcal,
      protein: n.protein,
      carbs: n.carbs,
      fat: n.fat,
      fiber: n.fiber,
      sugar: n.sugar,
      sodium: n.sodium,
      micronutrients: micronutrientsOf(n),
      foodTerms: recipeFoodTerms(review.title, review.ingredients),
      prepTime: review.totalTime,
      servings: review.servings,
      cuisine: review.cuisine || "Other",
      mealTypes: [review.mealType],
      dietaryTags: resolved.dietaryTags,
      ingredients: resolved.ingredients,
      instructions: review.instructions,
      source: "imported",
      ownerId: userId,
      sourceUrl: review.sourceUrl ?? null,
    })
    .returning({ id: recipes.id });
  return { ok: true, id: row.id };
}

/** Deletes one of the user's own recipes; false when there is no such recipe of theirs. */
export async function deleteImportedRecipe(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  const gone = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, userId)))
    .returning({ id: recipes.id });
  return gone.length > 0;
}

/** How many recipes the user owns. */
export async function countOwnRecipes(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)` })
    .from(recipes)
    .where(eq(recipes.ownerId, userId));
  return row?.n ?? 0;
}

/** At most this many recipes in one export (the import limits keep a user far below it). */
export const EXPORT_LIMIT = 500;
