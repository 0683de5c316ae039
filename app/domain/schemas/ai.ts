/**
 * Request bodies of the coach and food-analysis APIs (spec 2 section 7). Lists and strings are
 * bounded; a visitor's userContext is checked field by field (a signed-in user's is never read:
 * the server uses the stored profile).
 */
import { z } from "zod";
import { MAX_MESSAGE_CHARS } from "../coach/prompt";
import { MAX_FOOD_TEXT_CHARS } from "../food/text";
import { MEAL_TYPES } from "../meal-types";
import { logDay } from "./wellness";

const emptyToNull = (v: unknown) => (v === "" ? null : v);
const optionalNumber = (max: number) =>
  z.preprocess(emptyToNull, z.coerce.number().min(0).max(max).nullable().optional());
const shortList = z.array(z.string().trim().max(60)).max(20).default([]);

export const userContextSchema = z.object({
  gender: z.string().trim().max(30).nullable().optional(),
  age: optionalNumber(130),
  height: optionalNumber(300),
  weight: optionalNumber(700),
  activityLevel: z.string().trim().max(30).nullable().optional(),
  dietaryRestrictions: shortList,
  healthGoals: shortList,
  preferredCuisines: shortList,
  bmr: optionalNumber(10_000),
  tdee: optionalNumber(15_000),
});
export type UserContextInput = z.infer<typeof userContextSchema>;

export const chatHistorySchema = z
  .array(
    z.object({
      role: z.enum(["user", "assistant"]),
      content: z.string().max(20_000),
    }),
  )
  .max(100)
  .default([]);

/** 10 MB request limit: the data URL itself is checked (type, size, bytes) after parsing. */
const imageDataSchema = z
  .string()
  .max(10 * 1024 * 1024)
  .nullable()
  .optional();

export const MESSAGE_REQUIRED = "Type a message or attach an image.";

export const chatRequestSchema = z
  .object({
    message: z
      .string()
      .max(MAX_MESSAGE_CHARS, `Keep messages under ${MAX_MESSAGE_CHARS} characters.`)
      .default(""),
    history: chatHistorySchema,
    userContext: userContextSchema.nullable().optional(),
    imageData: imageDataSchema,
  })
  .refine((body) => body.message.trim().length > 0 || !!body.imageData, {
    message: MESSAGE_REQUIRED,
    path: ["message"],
  });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const deepResearchRequestSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, MESSAGE_REQUIRED)
    .max(MAX_MESSAGE_CHARS, `Keep messages under ${MAX_MESSAGE_CHARS} characters.`),
  userContext: userContextSchema.nullable().optional(),
  /** the spec's client always sends "comprehensive" */
  researchDepth: z.string().trim().max(40).default("comprehensive"),
  history: chatHistorySchema,
});
export type DeepResearchRequest = z.infer<typeof deepResearchRequestSchema>;

export const MEAL_DESCRIPTION_TOO_LONG = `Keep the description under ${MAX_FOOD_TEXT_CHARS} characters.`;

export const mealDescriptionSchema = z
  .string()
  .trim()
  .max(MAX_FOOD_TEXT_CHARS, MEAL_DESCRIPTION_TOO_LONG);

export const videoFrameRequestSchema = z.object({
  imageData: z
    .string()
    .min(1, "No image to analyze")
    .max(10 * 1024 * 1024),
  sessionContext: z
    .object({
      userContext: userContextSchema.nullable().optional(),
      timestamp: z.union([z.string().max(40), z.number()]).optional(),
    })
    .nullable()
    .optional(),
});

export const logMealRequestSchema = z.object({
  mealType: z.enum(MEAL_TYPES, {
    errorMap: () => ({ message: "Choose breakfast, lunch, dinner or snack." }),
  }),
  /** YYYY-MM-DD in the user's own calendar; today (UTC) when absent. The nutrition log's rule:
   * a real day from 2000 on and not after today anywhere on Earth ("2026-13-45" used to pass
   * a format check here and fail, as a 500, when the entry was written). */
  date: logDay.optional(),
});
