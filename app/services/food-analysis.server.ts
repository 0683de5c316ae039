/**
 * Food analysis (spec 2: AI Food Analysis): the foods and portions come from the user's words or,
 * when a vision model is configured, from the photo; the nutrition always comes from the food table.
 * A signed-in user's analyses are stored (with the photo in R2) so the history survives reloads and
 * an analysis can be logged as a meal.
 */
import { HISTORY_SIZE } from "~/domain/food-analysis/history";
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { foodAnalyses } from "#db/schema";
import type { MealType } from "~/domain/meal-types";
import { MAX_FOOD_NAME, MAX_SERVING_SIZE } from "~/domain/schemas/wellness";
import { coachTargets, type CoachProfile } from "~/domain/coach/profile";
import {
  analyseMeal,
  type FoodAnalysis,
  type AnalysisNutrition,
} from "~/domain/food-analysis/analysis";
import {
  combineParses,
  parseFoodLines,
  parseFoodText,
  type FoodTextParse,
} from "~/domain/food/text";
import {
  parseVisionReply,
  visionFoodLine,
  visionPromptWith,
  VISION_REPAIR_PROMPT,
} from "~/domain/food-analysis/vision";
import {
  MICRONUTRIENT_KEYS,
  readMicronutrients,
  type Micronutrients,
} from "~/domain/food/nutrients";
import type { ImageInput } from "~/lib/image-input.server";
import type { ModelMessage } from "ai";
import {
  generateModelText,
  getConfiguredModel,
  isModelConfigured,
  type AiEnv,
} from "~/lib/ai.server";
import { awardEarnedAchievements } from "./achievements.server";
import { resolveWithFoodData } from "./food-data.server";
import { addNutritionLogEntry } from "./nutrition-logs.server";
import { storeImageUpload } from "./uploads.server";

export type AnalysisMode = "multi-agent" | "basic" | "video-frame";

/**
 * Nothing in the photo or the words could be recognised as food: the spec's 'Analysis failed'
 * path (422), never a 0-kcal result with a health score, and nothing is stored.
 */
export class FoodNotRecognisedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "FoodNotRecognisedError";
  }
}

export const NO_FOOD_IN_PHOTO =
  "No food was recognised in this photo. Try a clearer photo of the plate, or describe the food and how much.";

export function noFoodInText(unrecognised: readonly string[]): string {
  const named = unrecognised
    .slice(0, 3)
    .map((t) => `"${t}"`)
    .join(", ");
  return `No food could be recognised in ${named || "the description"}. Name each food with an amount, for example "1 cup cooked rice, 150 g grilled chicken".`;
}

/** The vision model answered, twice, with nothing that could be read as a food list. */
export class VisionUnreadableError extends Error {
  constructor() {
    super(
      "The AI vision model's answer could not be read. Please try again, or describe the food instead.",
    );
    this.name = "VisionUnreadableError";
  }
}

/** A photo with no description, and no vision model to read it. */
export class VisionUnavailableError extends Error {
  constructor() {
    super(VISION_UNAVAILABLE_MESSAGE);
    this.name = "VisionUnavailableError";
  }
}

export const VISION_UNAVAILABLE_MESSAGE =
  'No vision model is configured, so photos cannot be recognised here. Type what the food is and how much (for example "1 cup cooked rice, 150 g grilled chicken") and the nutrition is computed from the USDA food table.';

export const TEXT_SOURCE_LABEL = "USDA food table (from your description)";

export type AnalysisOutcome = {
  analysis: FoodAnalysis;
  /** a short name for the meal ("Cooked rice, Cooked chicken") */
  foodName: string;
  description: string;
  /** which model named the foods ("USDA food table (from your description)" or the vision model) */
  model: string;
  record: { id: number; createdAt: string } | null;
};

export type AnalyseInput = {
  mode: AnalysisMode;
  image: ImageInput | null;
  description: string | null;
  userId: number | null;
  profile: CoachProfile | null;
};

const VISION_TIMEOUT_MS = 45_000;

/**
 * The foods a vision model names in a photo (with the user's description in its prompt when there
 * is one): JSON mode where the provider has it, a tolerant reader, and one repair retry when the
 * first answer cannot be read (ADR 025).
 */
async function foodsFromPhoto(
  env: AiEnv,
  image: ImageInput,
  description: string | null,
): Promise<{
  lines: string[];
  confidence: Map<string, number>;
  description: string | null;
  model: string;
}> {
  const vision = getConfiguredModel(env, "vision");
  if (!vision) throw new VisionUnavailableError();
  const ask: ModelMessage = {
    role: "user",
    content: [
      { type: "text", text: visionPromptWith(description) },
      { type: "image", image: image.bytes, mediaType: image.type },
    ],
  };
  const call = {
    model: vision.model,
    timeoutMs: VISION_TIMEOUT_MS,
    maxOutputTokens: 800,
    json: vision.jsonMode,
  };
  const first = await generateModelText({ ...call, messages: [ask] });
  let reply = parseVisionReply(first);
  if (!reply) {
    const second = await generateModelText({
      ...call,
      messages: [
        ask,
        { role: "assistant", content: first.slice(0, 4000) },
        { role: "user", content: VISION_REPAIR_PROMPT },
      ],
    });
    reply = parseVisionReply(second);
  }
  if (!reply) throw new VisionUnreadableError();
  const confidence = new Map<string, number>();
  const lines = reply.foods.map((food) => {
    const line = visionFoodLine(food);
    if (food.confidence !== undefined) confidence.set(line, food.confidence);
    return line;
  });
  return { lines, confidence, description: reply.description, model: vision.label };
}

export function mealName(analysis: FoodAnalysis): string {
  const names = analysis.foodItems.map((i) => i.name);
  if (names.length === 0) return "Unrecognised food";
  const text = names.join(", ");
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

export async function analyseFood(
  deps: { db: Database; env: AiEnv; images: R2Bucket },
  input: AnalyseInput,
): Promise<AnalysisOutcome> {
  const description = input.description?.trim() || null;
  const canSee = !!input.image && isModelConfigured(deps.env, "vision");
  if (description && !canSee) {
    const { result: parse } = await resolveWithFoodData(deps.db, description, (data) =>
      parseFoodText(description, data),
    );
    if (parse.items.length === 0)
      throw new FoodNotRecognisedError(noFoodInText(parse.unmatched.map((i) => i.input)));
    return finish(deps, input, {
      parse,
      source: "text",
      modelLabel: TEXT_SOURCE_LABEL,
      description,
      visionDescription: null,
    });
  }
  if (!input.image) throw new Error("analyseFood needs an image or a description");
  const photo = await foodsFromPhoto(deps.env, input.image, description);
  const { result: parse } = await resolveWithFoodData(
    deps.db,
    [description ?? "", ...photo.lines].join("\n"),
    (data) =>
      combineParses(
        description ? parseFoodText(description, data) : parseFoodLines([], data),
        parseFoodLines(photo.lines, data),
      ),
  );
  if (parse.items.length === 0) throw new FoodNotRecognisedError(NO_FOOD_IN_PHOTO);
  return finish(deps, input, {
    parse,
    source: "vision",
    modelLabel: `${photo.model} + USDA food table`,
    description,
    visionDescription: photo.description,
    confidence: photo.confidence,
  });
}

async function finish(
  deps: { db: Database; images: R2Bucket },
  input: AnalyseInput,
  found: {
    parse: FoodTextParse;
    source: "text" | "vision";
    modelLabel: string;
    description: string | null;
    visionDescription: string | null;
    confidence?: Map<string, number>;
  },
): Promise<AnalysisOutcome> {
  const profile = input.profile;
  const analysis = analyseMeal(found.parse, {
    source: found.source,
    user: profile
      ? {
          targets: coachTargets(profile),
          restrictions: profile.dietaryRestrictions,
          dislikes: profile.dislikedIngredients,
        }
      : null,
    visionConfidence: found.confidence,
  });
  const foodName = mealName(analysis);
  const portions = analysis.foodItems.map((i) => `${i.portion} ${i.name.toLowerCase()}`).join(", ");
  const summary =
    found.visionDescription ??
    (analysis.foodItems.length
      ? `${portions}; nutrition computed from the USDA food table.`
      : "No food recognised.");

  let record: AnalysisOutcome["record"] = null;
  if (input.userId !== null && input.mode !== "video-frame") {
    const upload = input.image
      ? await storeImageUpload(deps, {
          bytes: input.image.bytes,
          type: input.image.type,
          userId: input.userId,
          purpose: "food-analysis",
        })
      : null;
    const [row] = await deps.db
      .insert(foodAnalyses)
      .values({
        userId: input.userId,
        mode: input.mode,
        uploadKey: upload?.key ?? null,
        inputText: found.description,
        result: { ...analysis, foodName, description: summary },
        model: found.modelLabel,
      })
      .returning({ id: foodAnalyses.id, createdAt: foodAnalyses.createdAt });
    record = row;
  }
  return { analysis, foodName, description: summary, model: found.modelLabel, record };
}

// ---------------------------------------------------------------- history and logging

export type AnalysisHistoryEntry = {
  id: number;
  createdAt: string;
  mode: string;
  foodName: string;
  totalNutrition: AnalysisNutrition;
  healthScore: number;
};

type StoredResult = FoodAnalysis & { foodName?: string; description?: string };

/** The user's latest analyses, newest first (spec: 5). */
export async function listRecentAnalyses(
  db: Database,
  userId: number,
  limit = HISTORY_SIZE,
): Promise<AnalysisHistoryEntry[]> {
  const rows = await db
    .select()
    .from(foodAnalyses)
    .where(eq(foodAnalyses.userId, userId))
    .orderBy(desc(foodAnalyses.createdAt), desc(foodAnalyses.id))
    .limit(limit);
  return rows.map((row) => {
    const result = row.result as StoredResult;
    return {
      id: row.id,
      createdAt: row.createdAt,
      mode: row.mode,
      foodName: result.foodName ?? mealName(result),
      totalNutrition: result.totalNutrition,
      healthScore: result.healthScore,
    };
  });
}

/** The micronutrients an analysis carries (older stored analyses have none). */
function micronutrientsOfAnalysis(t: AnalysisNutrition): Micronutrients | null {
  return MICRONUTRIENT_KEYS.some((k) => typeof t[k] === "number") ? readMicronutrients(t) : null;
}

/** Text cut to the nutrition log's limit, with an ellipsis when something was cut. */
function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export class AnalysisNotFoundError extends Error {}
export class NothingToLogError extends Error {}

/** Logs a stored analysis as a meal in the user's nutrition log, with the stored (server) numbers. */
export async function logAnalysisAsMeal(
  db: Database,
  userId: number,
  analysisId: number,
  meal: { mealType: MealType; date: string },
) {
  const [row] = await db
    .select()
    .from(foodAnalyses)
    .where(and(eq(foodAnalyses.id, analysisId), eq(foodAnalyses.userId, userId)))
    .limit(1);
  if (!row) throw new AnalysisNotFoundError();
  const result = row.result as StoredResult;
  if (!result.foodItems?.length) throw new NothingToLogError();
  const t = result.totalNutrition;
  const servingSize = result.foodItems
    .map((i) => `${i.portion} ${i.name.toLowerCase()}`)
    .join(", ");
  // one way to write the nutrition log (the dashboard's service), so its rules and awards apply
  const logged = await addNutritionLogEntry(db, userId, {
    date: meal.date,
    mealType: meal.mealType,
    foodName: clip(result.foodName ?? mealName(result), MAX_FOOD_NAME),
    foodId: result.foodItems.length === 1 ? result.foodItems[0].foodId : null,
    calories: t.calories,
    protein: t.protein,
    carbs: t.carbs,
    fat: t.fat,
    fiber: t.fiber,
    sugar: t.sugar,
    sodium: t.sodium,
    micronutrients: micronutrientsOfAnalysis(t),
    servingSize: clip(servingSize, MAX_SERVING_SIZE),
  });
  await awardEarnedAchievements(db, userId);
  return logged;
}
