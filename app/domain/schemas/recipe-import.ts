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
  sourceUrl: z
    .string()
    .trim()
    .max(2000)
    .url()
    .refine((u) => /^https?:\/\//i.test(u))
    .optional(),
});

export type ImportReview = z.infer<typeof importReviewSchema>;
