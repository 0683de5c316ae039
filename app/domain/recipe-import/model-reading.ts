/**
 * The model fallback of a link import (ADR 038): a page with no schema.org recipe data has its
 * visible text (at most MODEL_PAGE_TEXT_LIMIT characters) read by the configured model, and its
 * answer becomes a `RecipeDraft`. Pure: the prompt and the reading of the answer. The answer is
 * read tolerantly (the vision reader's `jsonCandidate`: code fences, prose and reasoning around
 * the JSON) and validated with zod; the food engine reads the lines afterwards like any import's,
 * so the model never gives a number we show.
 */
import { z } from "zod";
import { jsonCandidate } from "../food-analysis/vision";
import { cleanText, DRAFT_LIMITS, readServings, type RecipeDraft } from "./structured";

export const MODEL_PAGE_TEXT_LIMIT = 12_000;

export const MODEL_IMPORT_SYSTEM =
  "You read recipes out of web page text. Answer with JSON only: " +
  '{"recipe": {"title": string, "description": string, "servings": number, "totalTime": minutes, ' +
  '"cuisine": string, "ingredients": [one ingredient line each, as written, with its quantity], ' +
  '"instructions": [one step each, in order, without numbers]}}. ' +
  'Copy what the page says; never invent ingredients or amounts. If the text holds no recipe, answer {"recipe": null}.';

const text = (max: number) =>
  z.preprocess((v) => (typeof v === "string" ? cleanText(v, max) : v), z.string().max(max));
const optionalNumber = z.preprocess(
  (v) => (typeof v === "string" && /^\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : v),
  z.number().positive().max(100_000).optional().nullable().catch(null),
);

const modelRecipeSchema = z.object({
  title: text(DRAFT_LIMITS.title).pipe(z.string().min(1)),
  description: text(DRAFT_LIMITS.description).optional().catch(""),
  servings: z.unknown().optional(),
  totalTime: optionalNumber,
  cuisine: text(60).optional().nullable().catch(null),
  ingredients: z
    .array(z.unknown())
    .transform((l) => l.map((v) => cleanText(v)).filter(Boolean))
    .pipe(z.array(z.string()).min(1).max(DRAFT_LIMITS.ingredients)),
  instructions: z
    .array(z.unknown())
    .catch([])
    .transform((l) => l.map((v) => cleanText(v)).filter(Boolean))
    .pipe(z.array(z.string()).max(DRAFT_LIMITS.instructions)),
});

/** The recipe in the model's answer, or null when it found none or its answer cannot be read. */
export function readModelRecipe(reply: string, pageUrl: string): RecipeDraft | null {
  const candidate = jsonCandidate(reply);
  if (!candidate) return null;
  let value: unknown;
  try {
    value = JSON.parse(candidate);
  } catch {
    return null;
  }
  const node =
    value && typeof value === "object" && "recipe" in value
      ? (value as { recipe: unknown }).recipe
      : value;
  const parsed = modelRecipeSchema.safeParse(node);
  if (!parsed.success) return null;
  const r = parsed.data;
  const minutes = r.totalTime ? Math.round(r.totalTime) : null;
  return {
    title: r.title,
    description: r.description ?? "",
    imageUrl: null,
    ingredients: r.ingredients,
    instructions: r.instructions,
    prepTime: null,
    cookTime: null,
    totalTime: minutes,
    servings: readServings(r.servings),
    cuisine: r.cuisine || null,
    sourceUrl: pageUrl,
  };
}
