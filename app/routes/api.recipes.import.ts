/**
 * POST /api/recipes/import (ADR 038): the import page's steps for API clients, through the same
 * services (readImport, saveImportedRecipe) and limits.
 *
 * - `{ "url": "..." }` or `{ "text": "..." }`: 200 with the draft as `recipe` (the shape a save
 *   takes back), the food engine's reading (`nutrition`, `unread` lines) and the picture. Nothing
 *   is saved. Counts against the import limits (429 past them, with Retry-After).
 * - the same with `"save": true`: saved at once when the draft is complete and every line reads
 *   (201), else 422 (`review_needed` or `unread_ingredients`): read it without save, fix, send it
 *   back as `recipe`.
 * - `{ "recipe": {...} }`: a reviewed recipe, saved (201) or refused while a line is unread (422).
 *
 * The saved recipe is the signed-in user's own and private; the page's picture is copied on save.
 */
import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { importApiSchema, type ImportReview } from "~/domain/schemas/recipe-import";
import { recipeImportDeps } from "~/http/recipe-import-deps.server";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  zodFieldErrors,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import {
  ImportRefusedError,
  readImport,
  reviewOfValues,
  saveImportedRecipe,
  type ImportCheck,
  type ImportReading,
} from "~/services/recipe-import.server";
import { getRecipeListItem } from "~/services/recipes.server";

export const loader = () => methodNotAllowed(["POST"]);

const lines = (text: string) => text.split("\n").filter(Boolean);

/** The review as JSON: the draft in the shape `recipe` takes back, and what the engine read. */
function readingJson(reading: ImportReading) {
  const v = reading.values;
  const p = reading.check.perServing;
  return {
    recipe: {
      title: v.title,
      description: v.description,
      servings: Number(v.servings),
      totalTime: v.totalTime ? Number(v.totalTime) : null,
      cuisine: v.cuisine,
      mealType: v.mealType,
      ingredients: lines(v.ingredients),
      instructions: lines(v.instructions),
      sourceUrl: v.sourceUrl || null,
      imageUrl: v.imageUrl || null,
    },
    nutrition: {
      perServing: {
        kcal: Math.round(p.kcal),
        protein: Math.round(p.protein * 10) / 10,
        carbs: Math.round(p.carbs * 10) / 10,
        fat: Math.round(p.fat * 10) / 10,
        fiber: Math.round(p.fiber * 10) / 10,
        sugar: Math.round(p.sugar * 10) / 10,
        sodium: Math.round(p.sodium),
      },
      dietaryTags: reading.check.dietaryTags,
    },
    unread: reading.check.unresolved,
    picture: { willCopy: Boolean(v.imageUrl), problem: reading.picture.problem },
    /** a plain page (no recipe data) read by the configured AI model: check it before saving */
    readByModel: reading.readByModel,
  };
}

const unreadError = (check: ImportCheck) =>
  apiError(
    422,
    "unread_ingredients",
    "Fix or remove the ingredient lines we could not read, so the nutrition is right.",
    { ingredients: check.unresolved.map((u) => `${u.line}: ${u.reason}`) },
  );

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const body = await parseJsonBody(request, importApiSchema);
  const deps = recipeImportDeps(context);

  let review: ImportReview;
  if (body.recipe) review = body.recipe;
  else {
    let reading: ImportReading;
    try {
      const source = body.url !== undefined ? { url: body.url } : { text: body.text! };
      reading = await readImport(context.db, user.id, source, deps);
    } catch (error) {
      if (!(error instanceof ImportRefusedError)) throw error;
      const retry = error.retryAt
        ? { "Retry-After": String(Math.max(1, Math.ceil((error.retryAt - Date.now()) / 1000))) }
        : undefined;
      return apiError(error.status, error.code, error.message, undefined, retry);
    }
    if (!body.save) return apiJson(readingJson(reading));
    // what a model read is a guess about the page: a person checks it before it is saved
    if (reading.readByModel)
      return apiError(
        422,
        "review_needed",
        "That page has no recipe data, so an AI model read it: read it without save, check it, and send it back as recipe.",
      );
    if (reading.check.unresolved.length) return unreadError(reading.check);
    const complete = reviewOfValues(reading.values);
    if (!complete.success)
      return apiError(
        422,
        "review_needed",
        "The recipe needs a review before saving: read it without save, complete it, and send it back as recipe.",
        zodFieldErrors(complete.error).fields,
      );
    review = complete.data;
  }

  const saved = await saveImportedRecipe(context.db, user.id, review, deps);
  if (!saved.ok) return unreadError(saved.check);
  const recipe = await getRecipeListItem(context.db, saved.id, user.id);
  return apiJson(
    { id: saved.id, url: `/recipes/${saved.id}`, picture: saved.picture, recipe },
    { status: 201, headers: { Location: `/api/recipes/${saved.id}` } },
  );
}
