/**
 * New recipes from the configured AI model (POST /api/recipe-agent/populate), and instructions for
 * recipes that have none. Nutrition and tags never come from the model: they are computed from the
 * food table like every other recipe's (recipe-maintenance.server.ts).
 *
 * The model is the configured OpenAI-compatible chat model (app/lib/ai.server.ts,
 * `getConfiguredModel`); without one, generation reports NO_MODEL_MESSAGE. The built-in coach model
 * is not used here: it answers questions, it cannot write recipes.
 */
import { generateText, type LanguageModel } from "ai";
import { z } from "zod";
import { getConfiguredModel } from "~/lib/ai.server";
import type { AppEnv } from "~/lib/env.server";
import { MEAL_TYPES, RECIPE_CUISINES } from "~/domain/recipe-search";

export const NO_MODEL_MESSAGE =
  "No AI model configured: set AI_BASE_URL and AI_CHAT_MODEL (and AI_API_KEY) to generate recipes.";

export function getRecipeModel(env: AppEnv): LanguageModel | null {
  return getConfiguredModel(env, "chat")?.model ?? null;
}

export const recipeDraftSchema = z.object({
  title: z.string().trim().min(3).max(120),
  description: z.string().trim().min(10).max(400),
  cuisine: z.enum(RECIPE_CUISINES),
  mealTypes: z.array(z.enum(MEAL_TYPES)).min(1).max(4),
  prepTime: z.number().int().min(1).max(600),
  servings: z.number().int().min(1).max(16),
  ingredients: z.array(z.string().trim().min(2).max(160)).min(2).max(30),
  instructions: z.array(z.string().trim().min(5).max(600)).min(1).max(25),
});
export type RecipeDraft = z.infer<typeof recipeDraftSchema>;

/** The first JSON value in a model's answer (models often wrap it in prose or a code fence). */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const body = (fenced ? fenced[1] : text).trim();
  const start = body.search(/[[{]/);
  if (start < 0) throw new Error("The model answered without JSON.");
  const open = body[start];
  const close = open === "[" ? "]" : "}";
  const end = body.lastIndexOf(close);
  if (end <= start) throw new Error("The model's JSON is cut off.");
  return JSON.parse(body.slice(start, end + 1));
}

/** Drafts the model's answer holds; invalid ones are dropped and counted. */
export function readDrafts(text: string): { drafts: RecipeDraft[]; rejected: number } {
  const value = extractJson(text);
  const list = Array.isArray(value)
    ? value
    : Array.isArray((value as { recipes?: unknown })?.recipes)
      ? (value as { recipes: unknown[] }).recipes
      : [value];
  const drafts: RecipeDraft[] = [];
  let rejected = 0;
  for (const item of list) {
    const parsed = recipeDraftSchema.safeParse(item);
    if (parsed.success) drafts.push(parsed.data);
    else rejected++;
  }
  return { drafts, rejected };
}

export async function generateRecipeDrafts(
  model: LanguageModel,
  input: { cuisine: string | null; count: number; avoidTitles: readonly string[] },
): Promise<{ drafts: RecipeDraft[]; rejected: number }> {
  const { text } = await generateText({
    model,
    // the queue retries a failed job (with its delay): retrying here too multiplied the calls (3 x 4)
    maxRetries: 0,
    system:
      "You are a recipe developer for a nutrition app. Answer with JSON only: an array of recipes. " +
      "Each recipe: title, description (one or two sentences), cuisine (one of " +
      RECIPE_CUISINES.join(", ") +
      "), mealTypes (breakfast, lunch, dinner, snack), prepTime (total minutes), servings, " +
      'ingredients (lines with quantity and unit, e.g. "1 1/2 cups cooked brown rice", "2 large eggs", "200 g firm tofu"), ' +
      "instructions (steps in order, without numbers). Use everyday ingredients and healthy cooking.",
    prompt:
      `Write ${input.count} new healthy ${input.cuisine ?? "varied"} recipes.` +
      (input.avoidTitles.length
        ? ` Do not repeat these titles: ${input.avoidTitles.slice(0, 60).join("; ")}.`
        : ""),
  });
  return readDrafts(text);
}

export async function generateInstructions(
  model: LanguageModel,
  recipe: { title: string; servings: number; ingredients: readonly string[] },
): Promise<string[]> {
  const { text } = await generateText({
    model,
    maxRetries: 0,
    system:
      "You write clear cooking instructions. Answer with JSON only: an array of steps in order, without numbers.",
    prompt: `Recipe: ${recipe.title} (${recipe.servings} servings).\nIngredients:\n${recipe.ingredients.join("\n")}`,
  });
  const steps = z.array(z.string().trim().min(3).max(600)).min(1).max(25).parse(extractJson(text));
  return steps;
}
