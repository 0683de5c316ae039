/**
 * Importing a recipe (issue 22, ADR 038): a link or a pasted text becomes a draft, the draft goes
 * through the food engine for the review (nutrition, tags, the lines it cannot read), and a
 * reviewed recipe with every line read is saved as the user's private recipe.
 */
import { and, eq, sql } from "drizzle-orm";
import type { ZodError } from "zod";
import type { Database } from "#db/client";
import { deleteRows } from "#db/delete-rows";
import { recipes } from "#db/schema";
import type { Nutrients } from "~/domain/food/nutrients";
import { recipeNutritionColumns, resolveRecipe, type ResolvedRecipe } from "~/domain/food/recipe";
import {
  MODEL_IMPORT_SYSTEM,
  MODEL_PAGE_TEXT_LIMIT,
  readModelRecipe,
} from "~/domain/recipe-import/model-reading";
import { pageText, readRecipeFromHtml, type RecipeDraft } from "~/domain/recipe-import/structured";
import { readRecipeFromText } from "~/domain/recipe-import/text";
import {
  importReviewSchema,
  type ImportReview,
  type RecipeEdit,
  type ReviewValues,
} from "~/domain/schemas/recipe-import";
import {
  fetchImage,
  fetchPage,
  FetchRefusedError,
  type GuardedFetchDeps,
} from "~/lib/guarded-fetch.server";
import { generateModelText, ModelCallError, type ConfiguredModel } from "~/lib/ai.server";
import type { PhotoResizer } from "~/lib/photo-resizer.server";
import { resolveWithFoodData } from "./food-data.server";
import { hitRateLimit } from "./rate-limit.server";
import { queryRecipes } from "./recipes.server";
import { checkPhotoBytes, saveRecipePhoto } from "./recipe-photos.server";

/** Imports a user may start: generous for a person, a brake for a script (each costs fetches). */
export const IMPORT_LIMITS_PER_USER = { perHour: 30, perDay: 100 } as const;

export class ImportRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422 | 429,
    readonly code: string,
    message: string,
    /** when a rate-limited user may try again (ms since the epoch) */
    readonly retryAt?: number,
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
      Math.max(hour.allowed ? 0 : hour.resetAt, day.allowed ? 0 : day.resetAt),
    );
}

export const MODEL_FOUND_NO_RECIPE_MESSAGE =
  "We could not find a recipe on that page. Copy the recipe from the page and paste it as text instead.";

/**
 * A link's recipe, read from its schema.org data; on a page without any, read from its visible
 * text by the configured model when there is one (`readByModel`).
 */
export async function draftFromLink(
  url: string,
  deps: GuardedFetchDeps,
  model: ConfiguredModel | null = null,
): Promise<{ draft: RecipeDraft; readByModel: boolean }> {
  let page: { url: string; html: string };
  try {
    page = await fetchPage(url, deps);
  } catch (error) {
    if (error instanceof FetchRefusedError)
      throw new ImportRefusedError(error.status, error.code, error.message);
    throw error;
  }
  const draft = readRecipeFromHtml(page.html, page.url);
  if (draft) return { draft, readByModel: false };
  if (!model) throw new ImportRefusedError(422, "no_recipe_data", NO_RECIPE_DATA_MESSAGE);
  return { draft: await draftFromPageText(page, model), readByModel: true };
}

/** The model's reading of a plain page's visible text (bounded), validated like any draft. */
async function draftFromPageText(
  page: { url: string; html: string },
  model: ConfiguredModel,
): Promise<RecipeDraft> {
  const text = pageText(page.html, MODEL_PAGE_TEXT_LIMIT);
  if (text.trim().length < 20)
    throw new ImportRefusedError(422, "no_recipe_data", MODEL_FOUND_NO_RECIPE_MESSAGE);
  let reply: string;
  try {
    reply = await generateModelText({
      model: model.model,
      system: MODEL_IMPORT_SYSTEM,
      messages: [{ role: "user", content: `Page: ${page.url}\n\n${text}` }],
      json: model.jsonMode,
      maxOutputTokens: 3000,
      timeoutMs: 30_000,
    });
  } catch (error) {
    if (!(error instanceof ModelCallError)) throw error;
    throw new ImportRefusedError(
      422,
      "model_failed",
      "That page has no recipe data, and the AI model could not read it just now. Try again, or paste the recipe as text.",
    );
  }
  const draft = readModelRecipe(reply, page.url);
  if (!draft) throw new ImportRefusedError(422, "no_recipe_data", MODEL_FOUND_NO_RECIPE_MESSAGE);
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

/** What copying a page's picture needs: the guarded fetch, R2 and the photo resizer. */
export type PictureDeps = {
  db: Database;
  images: R2Bucket;
  resizer: PhotoResizer | null;
  fetch: GuardedFetchDeps;
};

/** Picture copies a user may cause at save time (each is a fetch), apart from the imports. */
export const PICTURE_COPIES_PER_HOUR = 60;

type FetchedPicture = { ok: true; bytes: Uint8Array; type: string } | { ok: false; reason: string };

/**
 * A picture fetched under the guard (ADR 039: addresses, redirects, image/* only, 5 MB) and
 * checked as a photo upload is (magic bytes, dimensions, the stored size cap). Never throws for
 * what the site answers: a picture is never worth failing an import.
 */
async function fetchPicture(url: string, deps: PictureDeps): Promise<FetchedPicture> {
  let body: { bytes: Uint8Array; contentType: string };
  try {
    body = await fetchImage(url, deps.fetch);
  } catch (error) {
    if (error instanceof FetchRefusedError) return { ok: false, reason: error.message };
    console.warn("recipe import picture failed", String(error));
    return { ok: false, reason: "We could not reach the picture's site." };
  }
  const check = checkPhotoBytes(body.bytes, body.contentType, deps.resizer !== null);
  if (check.ok) return { ok: true, bytes: body.bytes, type: body.contentType };
  return {
    ok: false,
    reason:
      check.code === "image_too_large"
        ? "It is too large to keep."
        : "It is not a JPEG, PNG, GIF or WebP picture.",
  };
}

/** What the review step says about the page's picture. */
export type DraftPicture =
  { imageUrl: string; problem: null } | { imageUrl: ""; problem: string | null };

/**
 * Checks the draft's picture before the review (fetched and checked, not stored), so the review can
 * say whether it will be copied. No picture: nothing to say.
 */
export async function checkDraftPicture(
  draft: RecipeDraft,
  deps: PictureDeps,
): Promise<DraftPicture> {
  if (!draft.imageUrl) return { imageUrl: "", problem: null };
  const picture = await fetchPicture(draft.imageUrl, deps);
  return picture.ok
    ? { imageUrl: draft.imageUrl, problem: null }
    : { imageUrl: "", problem: picture.reason };
}

/**
 * Copies a saved recipe's picture into R2 as its photo (content-hashed, served like every recipe
 * photo). False when it could not: the recipe keeps its drawn art, and the import stands.
 */
async function copyPicture(
  deps: PictureDeps,
  userId: number,
  recipeId: number,
  url: string,
): Promise<boolean> {
  const limit = await hitRateLimit(deps.db, `recipe-import-picture:h:${userId}`, {
    limit: PICTURE_COPIES_PER_HOUR,
    windowMs: 3_600_000,
  });
  if (!limit.allowed) return false;
  const picture = await fetchPicture(url, deps);
  if (!picture.ok) return false;
  const saved = await saveRecipePhoto(deps, recipeId, picture.bytes, picture.type);
  return saved.ok;
}

/** What the review form starts from: the draft's fields, with defaults where it had none. */
export function reviewDefaults(draft: RecipeDraft, imageUrl = ""): ReviewValues {
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
    imageUrl,
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

/** A reviewed recipe's columns: what the user wrote and what the food engine read of it. */
function reviewedColumns(review: ImportReview, resolved: ResolvedRecipe) {
  return {
    title: review.title,
    description: review.description,
    ...recipeNutritionColumns(resolved, review.title, review.ingredients),
    prepTime: review.totalTime,
    servings: review.servings,
    cuisine: review.cuisine || "Other",
    mealTypes: [review.mealType],
    instructions: review.instructions,
  };
}

export const importCheckOf = (resolved: ResolvedRecipe): ImportCheck => ({
  perServing: resolved.perServing,
  dietaryTags: resolved.dietaryTags,
  unresolved: resolved.unresolved,
});

/** What reading a link or a text gives the review: the fields, the food engine's reading, the picture. */
export type ImportReading = {
  values: ReviewValues;
  check: ImportCheck;
  picture: DraftPicture;
  /** a plain page read by the configured model (the review says so) */
  readByModel: boolean;
};

/** An import's dependencies: the picture's, and the configured model for plain pages (or null). */
export type ImportDeps = PictureDeps & { model: ConfiguredModel | null };

/**
 * Reads a link or a pasted text for the review (the page and the API): counts against the
 * import limits, reads the draft, checks its picture and has the food engine read its lines.
 * Refusals throw ImportRefusedError.
 */
export async function readImport(
  db: Database,
  userId: number,
  source: { url: string } | { text: string },
  deps: ImportDeps,
): Promise<ImportReading> {
  await limitImports(db, userId);
  const { draft, readByModel } =
    "url" in source
      ? await draftFromLink(source.url, deps.fetch, deps.model)
      : { draft: draftFromText(source.text), readByModel: false };
  const picture = await checkDraftPicture(draft, deps);
  const values = reviewDefaults(draft, picture.imageUrl);
  const check = importCheckOf(
    await checkIngredients(db, draft.ingredients, Number(values.servings)),
  );
  return { values, check, picture, readByModel };
}

/** The review form's values read by its schema, as a post of the unchanged form would be. */
export function reviewOfValues(values: ReviewValues) {
  const posted = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== ""));
  return importReviewSchema.safeParse(posted);
}

/** Whether the saved recipe's picture was copied: none named, copied, or kept as drawn art. */
export type PictureOutcome = "none" | "copied" | "not_copied";

/**
 * Saves a reviewed recipe as the user's private recipe. Refused while the food engine cannot read
 * a line: the nutrition would be made up. The review's picture (`imageUrl`) is then copied into R2
 * with `picture`'s deps; a picture that cannot be copied leaves the recipe with its drawn art.
 */
export async function saveImportedRecipe(
  db: Database,
  userId: number,
  review: ImportReview,
  picture?: PictureDeps,
): Promise<{ ok: true; id: number; picture: PictureOutcome } | { ok: false; check: ImportCheck }> {
  const resolved = await checkIngredients(db, review.ingredients, review.servings);
  if (resolved.unresolved.length > 0) return { ok: false, check: importCheckOf(resolved) };
  const slug = `imported-${userId}-${crypto.randomUUID().slice(0, 8)}`;
  const [row] = await db
    .insert(recipes)
    .values({
      slug,
      imageUrl: `/images/recipe-art/${slug}.svg`,
      ...reviewedColumns(review, resolved),
      source: "imported",
      ownerId: userId,
      sourceUrl: review.sourceUrl ?? null,
    })
    .returning({ id: recipes.id });
  if (!review.imageUrl || !picture) return { ok: true, id: row.id, picture: "none" };
  const copied = await copyPicture(picture, userId, row.id, review.imageUrl);
  return { ok: true, id: row.id, picture: copied ? "copied" : "not_copied" };
}

/**
 * One of the user's own recipes as the review form shows it (the edit page and PATCH start from
 * it), or null when there is no such recipe of theirs: another user's and the built-in recipes
 * read as missing.
 */
export async function getOwnRecipeForEdit(
  db: Database,
  userId: number,
  id: number,
): Promise<(ReviewValues & { id: number; shareToken: string | null }) | null> {
  const [row] = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      description: recipes.description,
      servings: recipes.servings,
      prepTime: recipes.prepTime,
      cuisine: recipes.cuisine,
      mealTypes: recipes.mealTypes,
      ingredients: recipes.ingredients,
      instructions: recipes.instructions,
      sourceUrl: recipes.sourceUrl,
      shareToken: recipes.shareToken,
    })
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, userId)))
    .limit(1);
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    servings: String(row.servings),
    totalTime: String(row.prepTime),
    cuisine: row.cuisine,
    mealType: row.mealTypes[0] ?? "dinner",
    ingredients: row.ingredients.map((i) => i.text).join("\n"),
    instructions: row.instructions.join("\n"),
    sourceUrl: row.sourceUrl ?? "",
    imageUrl: "",
    shareToken: row.shareToken,
  };
}

export type UpdateOutcome =
  | { ok: true }
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "unresolved"; check: ImportCheck };

/**
 * Replaces one of the user's own recipes with an edited review: the lines are read again by the
 * food engine (nutrition, tags, dislike terms recomputed), and, as on import, the edit is refused
 * while a line cannot be read. Another user's or a built-in recipe is not found.
 */
export async function updateOwnRecipe(
  db: Database,
  userId: number,
  id: number,
  review: ImportReview,
): Promise<UpdateOutcome> {
  const resolved = await checkIngredients(db, review.ingredients, review.servings);
  if (resolved.unresolved.length > 0)
    return { ok: false, reason: "unresolved", check: importCheckOf(resolved) };
  const changed = await db
    .update(recipes)
    .set({
      ...reviewedColumns(review, resolved),
      sourceUrl: review.sourceUrl ?? null,
      updatedAt: new Date().toISOString(),
    })
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, userId)))
    .returning({ id: recipes.id });
  return changed.length > 0 ? { ok: true } : { ok: false, reason: "not_found" };
}

/**
 * PATCH /api/recipes/{id}: the changed fields over the recipe as it is, then `updateOwnRecipe`.
 */
export async function editOwnRecipe(
  db: Database,
  userId: number,
  id: number,
  patch: RecipeEdit,
): Promise<UpdateOutcome | { ok: false; reason: "invalid"; error: ZodError }> {
  const current = await getOwnRecipeForEdit(db, userId, id);
  if (!current) return { ok: false, reason: "not_found" };
  // the recipe as the form would post it, the changes written over it, read by the form's rules
  const text: Partial<ReviewValues> = {};
  for (const [key, value] of Object.entries(patch) as [keyof ReviewValues, unknown][])
    text[key] = Array.isArray(value) ? value.join("\n") : String(value);
  const merged = importReviewSchema.safeParse({
    ...current,
    ...text,
    sourceUrl: current.sourceUrl || undefined,
    imageUrl: undefined,
  });
  if (!merged.success) return { ok: false, reason: "invalid", error: merged.error };
  return updateOwnRecipe(db, userId, id, merged.data);
}

/**
 * Shares one of the user's own recipes by a secret link, or stops sharing it (ADR 046). A new share
 * makes a new token, so a link given out before a stop never works again. Answers the token (null
 * once stopped), or undefined when there is no such recipe of theirs.
 */
export async function setRecipeSharing(
  db: Database,
  userId: number,
  id: number,
  shared: boolean,
): Promise<string | null | undefined> {
  const token = shared ? randomShareToken() : null;
  const changed = await db
    .update(recipes)
    .set({ shareToken: token })
    .where(and(eq(recipes.id, id), eq(recipes.ownerId, userId)))
    .returning({ id: recipes.id });
  return changed.length > 0 ? token : undefined;
}

/** 128 random bits, URL-safe. */
function randomShareToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Deletes one of the user's own recipes; false when there is no such recipe of theirs. */
export async function deleteImportedRecipe(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  return deleteRows(db, recipes, and(eq(recipes.id, id), eq(recipes.ownerId, userId)));
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

/** The user's own recipes, oldest first, as both exports (the printable page and JSON-LD) read them. */
export async function ownRecipesForExport(db: Database, userId: number) {
  const page = await queryRecipes(db, {
    viewerId: userId,
    ownOnly: true,
    order: "id",
    limit: EXPORT_LIMIT,
    offset: 0,
  });
  return page.recipes;
}
