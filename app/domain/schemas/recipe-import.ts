/**
 * The recipe import's forms (ADR 038): a link or a pasted text, then the review the user fixes
 * before saving. One schema each for the page's conform forms and the service.
 */
import { z } from "zod";
import { MEAL_TYPES } from "../meal-types";
import { DRAFT_LIMITS } from "../recipe-import/structured";

export const importLinkSchema = z.object({
  url: z
    .string({ required_error: "Paste the link of a recipe page." })
    .trim()
    .min(1, "Paste the link of a recipe page.")
    .max(2000, "That link is too long."),
});

export const importTextSchema = z.object({
  text: z
    .string({ required_error: "Paste the recipe: a title, the ingredients and the steps." })
    .trim()
    .min(1, "Paste the recipe: a title, the ingredients and the steps.")
    .max(20_000, "Paste at most 20,000 characters."),
});

/** One item a line, blank lines dropped. */
const lines = (label: string, max: number) =>
  z
    .string({ required_error: `Add at least one ${label}.` })
    .max(50_000, `The ${label}s are too long.`)
    .transform((text) =>
      text
        .split(/\r?\n/)
        .map((l) => l.trim())
        .filter(Boolean),
    )
    .refine((list) => list.length > 0, `Add at least one ${label}.`)
    .refine((list) => list.length <= max, `Keep it to ${max} ${label}s.`)
    .refine(
      (list) => list.every((l) => l.length <= DRAFT_LIMITS.line),
      `Keep each ${label} under ${DRAFT_LIMITS.line} characters.`,
    );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? "");

const webAddress = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((u) => /^https?:\/\//i.test(u))
  .optional();

export const importReviewSchema = z.object({
  title: z
    .string({ required_error: "Give the recipe a title." })
    .trim()
    .min(1, "Give the recipe a title.")
    .max(DRAFT_LIMITS.title, `Keep the title under ${DRAFT_LIMITS.title} characters.`),
  description: optionalText(DRAFT_LIMITS.description),
  servings: z.coerce
    .number({
      required_error: "Servings must be a whole number from 1 to 50.",
      invalid_type_error: "Servings must be a whole number from 1 to 50.",
    })
    .int("Servings must be a whole number from 1 to 50.")
    .min(1, "Servings must be a whole number from 1 to 50.")
    .max(50, "Servings must be a whole number from 1 to 50."),
  totalTime: z.coerce
    .number({
      required_error: "Time must be from 1 to 1440 minutes.",
      invalid_type_error: "Time must be from 1 to 1440 minutes.",
    })
    .int("Time must be from 1 to 1440 minutes.")
    .min(1, "Time must be from 1 to 1440 minutes.")
    .max(1440, "Time must be from 1 to 1440 minutes."),
  cuisine: optionalText(60),
  mealType: z.enum(MEAL_TYPES, { errorMap: () => ({ message: "Choose a meal type." }) }),
  ingredients: lines("ingredient", DRAFT_LIMITS.ingredients),
  instructions: lines("step", DRAFT_LIMITS.instructions),
  sourceUrl: webAddress,
  /** the source page's picture, copied into R2 on save (ADR 038) */
  imageUrl: webAddress,
});

export type ImportReview = z.infer<typeof importReviewSchema>;

/** A JSON list of lines, read by the form's rules (one text, a line each). */
const jsonLines = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess(
    (v) => (Array.isArray(v) && v.every((l) => typeof l === "string") ? v.join("\n") : v),
    schema,
  );

const whole = (message: string, max: number) =>
  z
    .number({ required_error: message, invalid_type_error: message })
    .int(message)
    .min(1, message)
    .max(max, message);

/** A recipe's fields in the JSON APIs: the form's rules, numbers as numbers, lists of lines. */
const recipeApiFields = {
  title: importReviewSchema.shape.title,
  description: importReviewSchema.shape.description,
  servings: whole("Servings must be a whole number from 1 to 50.", 50),
  totalTime: whole("Time must be from 1 to 1440 minutes.", 1440),
  cuisine: importReviewSchema.shape.cuisine,
  mealType: importReviewSchema.shape.mealType,
  ingredients: jsonLines(importReviewSchema.shape.ingredients),
  instructions: jsonLines(importReviewSchema.shape.instructions),
};

/**
 * PATCH /api/recipes/{id} (ADR 046): the fields of the review form to change, the others kept.
 * The same rules as the form; ingredients and steps are lists of lines (or one text).
 */
export const recipeEditApiSchema = z
  .object(recipeApiFields)
  .partial()
  .strict()
  .refine((patch) => Object.keys(patch).length > 0, "Send at least one field to change.");

/** A reviewed recipe to save through POST /api/recipes/import: the review form's fields. */
export const importedRecipeApiSchema = z
  .object({
    ...recipeApiFields,
    sourceUrl: importReviewSchema.shape.sourceUrl,
    imageUrl: importReviewSchema.shape.imageUrl,
  })
  .strict();

/**
 * POST /api/recipes/import (ADR 038): read a link (`url`) or a text (`text`) into a draft, with
 * `save: true` to save it at once when every line reads; or save a reviewed `recipe`.
 */
export const importApiSchema = z
  .object({
    url: importLinkSchema.shape.url.optional(),
    text: importTextSchema.shape.text.optional(),
    recipe: importedRecipeApiSchema.optional(),
    save: z.boolean({ invalid_type_error: "save is true or false." }).optional(),
  })
  .strict()
  .refine(
    (body) => [body.url, body.text, body.recipe].filter((v) => v !== undefined).length === 1,
    "Send one of url, text or recipe.",
  )
  .refine(
    (body) => body.recipe === undefined || body.save === undefined,
    "A recipe is always saved: leave out save.",
  );

export type ImportApiRequest = z.infer<typeof importApiSchema>;

export type RecipeEdit = z.infer<typeof recipeEditApiSchema>;

/** What the review form shows: every field as text, as the user typed it. */
export type ReviewValues = {
  title: string;
  description: string;
  servings: string;
  totalTime: string;
  cuisine: string;
  mealType: string;
  ingredients: string;
  instructions: string;
  sourceUrl: string;
  imageUrl: string;
};

/** The posted review fields as text, to show the form again as the user left it. */
export function reviewValuesFromForm(formData: FormData): ReviewValues {
  const text = (name: string) => {
    const v = formData.get(name);
    return typeof v === "string" ? v : "";
  };
  return {
    title: text("title"),
    description: text("description"),
    servings: text("servings"),
    totalTime: text("totalTime"),
    cuisine: text("cuisine"),
    mealType: text("mealType") || "dinner",
    ingredients: text("ingredients"),
    instructions: text("instructions"),
    sourceUrl: text("sourceUrl"),
    imageUrl: text("imageUrl"),
  };
}
