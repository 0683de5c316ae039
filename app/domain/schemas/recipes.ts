/**
 * Input rules of the recipe, favourite, cultural-story, comment, share and population calls
 * (spec 1 sections 5 and 7), shared by the forms and the JSON APIs. Pure: no I/O.
 * Messages the spec names are used word for word.
 */
import { z } from "zod";
import { CULTURAL_BADGE_TYPES, DEFAULT_CULTURAL_BADGE_TYPE } from "~/content/cultural-badges";
import { COMMENT_EMPTY_MESSAGE, MAX_COMMENT_LENGTH } from "../comment-rules";
import { DIETARY_TAGS } from "../dietary-tags";
import {
  CALORIE_SLIDER,
  COOKING_TIME_VALUES,
  MAX_TERM_LENGTH,
  MEAL_TYPES,
  expandCuisine,
  normaliseHealthGoals,
} from "../recipe-search";
import { MAX_CAPTION_LENGTH, SHARE_PLATFORMS } from "../recipe-share";

const MAX_LIST = 20;
const MAX_ITEM = 60;

/** A positive whole number, from a number or a numeric string (the spec's client sends either). */
export const idSchema = (message = "Must be a positive whole number.") =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}$/, message),
      ],
      {
        errorMap: () => ({ message }),
      },
    )
    .transform((v) => Number(v))
    .pipe(
      z
        .number({ invalid_type_error: message })
        .int(message)
        .positive(message)
        .max(999_999_999, message),
    );

export { parseIdParam } from "../ids";

const shortList = z.array(z.string().trim().max(MAX_ITEM)).max(MAX_LIST);
/** null, "", "all" and "any" mean "no filter". */
const noFilter = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === "string" && ["", "all", "any"].includes(v.trim().toLowerCase()))
    ? undefined
    : v;

export const restrictionListSchema = z
  .array(z.enum(DIETARY_TAGS, { errorMap: () => ({ message: "Unknown dietary restriction" }) }))
  .max(MAX_LIST)
  .default([]);

const cuisineListSchema = shortList.default([]).superRefine((list, ctx) => {
  list.forEach((value, i) => {
    if (expandCuisine(value).length === 0)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [i],
        message: `Unknown cuisine: ${value}`,
      });
  });
});

const healthGoalListSchema = shortList.default([]).superRefine((list, ctx) => {
  list.forEach((value, i) => {
    if (normaliseHealthGoals([value]).length === 0)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [i],
        message: `Unknown health goal: ${value}`,
      });
  });
});

/** What a caller may tell about a (guest) profile; a signed-in user's stored profile is used instead. */
export const searchProfileSchema = z
  .object({
    dietaryRestrictions: shortList.default([]),
    dislikedIngredients: shortList.default([]),
    cuisinePreferences: shortList.default([]),
    preferredCuisines: shortList.default([]),
    healthGoals: shortList.default([]),
    fitnessGoals: shortList.default([]),
    dietaryGoal: z.string().trim().max(MAX_ITEM).nullish(),
  })
  .partial()
  .passthrough();

export const MAX_SEARCH_PAGE = 48;
export const DEFAULT_SEARCH_PAGE = 12;
export const MAX_OFFSET = 10_000;

const calorieBound = z
  .number({ invalid_type_error: "Calories must be a number" })
  .int("Calories must be a whole number")
  .min(0, "Calories cannot be negative")
  .max(10_000, "Calories must be at most 10000");

export const searchRequestSchema = z.object({
  dietaryRestrictions: restrictionListSchema,
  cuisinePreferences: cuisineListSchema,
  healthGoals: healthGoalListSchema,
  mealType: z.preprocess(
    noFilter,
    z.enum(MEAL_TYPES, { errorMap: () => ({ message: "Unknown meal type" }) }).optional(),
  ),
  cookingTime: z.preprocess(
    noFilter,
    z
      .enum(COOKING_TIME_VALUES as [string, ...string[]], {
        errorMap: () => ({ message: "Unknown cooking time" }),
      })
      .optional(),
  ),
  calorieRange: z
    .object({ min: calorieBound.default(CALORIE_SLIDER.min), max: calorieBound.nullish() })
    .refine((r) => r.max == null || r.min <= r.max, {
      message: "The minimum cannot be above the maximum",
      path: ["min"],
    })
    .nullish(),
  searchTerm: z.string().max(MAX_TERM_LENGTH, `At most ${MAX_TERM_LENGTH} characters`).nullish(),
  userProfile: searchProfileSchema.nullish(),
  limit: z.number().int().min(1).max(MAX_SEARCH_PAGE).default(DEFAULT_SEARCH_PAGE),
  offset: z.number().int().min(0).max(MAX_OFFSET).default(0),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

// ---------------------------------------------------------------- favourites

export const favoriteSchema = z.object({
  userId: idSchema("The user id must be a positive whole number."),
  recipeId: idSchema("The recipe id must be a positive whole number."),
});

// ---------------------------------------------------------------- cultural stories

export const STORY_TITLE = { min: 3, max: 100 } as const;
export const STORY_BODY = { min: 20, max: 2000 } as const;

const optionalText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    z.string().trim().max(max, `${label} must be at most ${max} characters`).nullish(),
  );

const optionalUrl = z.preprocess(
  (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
  z
    .string()
    .trim()
    .max(2000, "Image URL is too long")
    .url("Please enter a valid URL")
    .refine((u) => /^https?:\/\//i.test(u), "Please enter a valid URL")
    .nullish(),
);

export const storyFieldsSchema = z.object({
  title: z
    .string({ required_error: "Title must be at least 3 characters" })
    .trim()
    .min(STORY_TITLE.min, "Title must be at least 3 characters")
    .max(STORY_TITLE.max, "Title must be at most 100 characters"),
  story: z
    .string({ required_error: "Story must be at least 20 characters" })
    .trim()
    .min(STORY_BODY.min, "Story must be at least 20 characters")
    .max(STORY_BODY.max, "Story must be at most 2000 characters"),
  badgeType: z
    .enum(CULTURAL_BADGE_TYPES, { errorMap: () => ({ message: "Please choose a badge type" }) })
    .default(DEFAULT_CULTURAL_BADGE_TYPE),
  region: optionalText(100, "Region"),
  era: optionalText(100, "Era"),
  imageUrl: optionalUrl,
});

export const createStorySchema = storyFieldsSchema.extend({
  recipeId: idSchema("The recipe id must be a positive whole number."),
});
export const updateStorySchema = storyFieldsSchema;

// ---------------------------------------------------------------- comments

export { MAX_COMMENT_LENGTH };

export const commentSchema = z.object({
  comment: z
    .string({
      required_error: COMMENT_EMPTY_MESSAGE,
      invalid_type_error: COMMENT_EMPTY_MESSAGE,
    })
    .trim()
    .min(1, COMMENT_EMPTY_MESSAGE)
    .max(MAX_COMMENT_LENGTH, `Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
  rating: z.preprocess(
    (v) => (v === "" || v === 0 ? null : v),
    z
      .number({ invalid_type_error: "Rating must be between 1 and 5" })
      .int("Rating must be between 1 and 5")
      .min(1, "Rating must be between 1 and 5")
      .max(5, "Rating must be between 1 and 5")
      .nullish(),
  ),
});

// ---------------------------------------------------------------- shares

export const shareSchema = z.object({
  recipeId: idSchema("The recipe id must be a positive whole number."),
  platform: z.enum(SHARE_PLATFORMS, { errorMap: () => ({ message: "Please choose a platform" }) }),
  caption: z.preprocess(
    (v) => (v === null ? undefined : v),
    z.string().max(MAX_CAPTION_LENGTH, "Maximum 280 characters").optional(),
  ),
  imageUrl: optionalUrl,
});

// ---------------------------------------------------------------- population and maintenance

const optionalCuisine = z.preprocess(
  noFilter,
  z
    .string()
    .max(MAX_ITEM)
    .refine((v) => expandCuisine(v).length > 0, "Unknown cuisine")
    .optional(),
);

export const populateCuisineSchema = z.object({
  /** true: also fill in missing instructions; false: add missing catalogue recipes only */
  forceAdd: z.boolean().default(false),
  cuisine: optionalCuisine,
});

export const MAX_GENERATED_RECIPES = 6;
export const generateRecipesSchema = z.object({
  forceRegenerate: z.boolean().default(false),
  cuisine: optionalCuisine,
  count: z.number().int().min(1).max(MAX_GENERATED_RECIPES).default(3),
});

export const updateAllRecipesSchema = z
  .object({ recipeId: idSchema("The recipe id must be a positive whole number.").optional() })
  .default({});
