/**
 * The shared path of the analysis APIs: the multipart form (image, description, userContext),
 * limits, the profile (stored for a signed-in user), the analysis and its errors in the API shape.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { safetyGate } from "~/domain/safety/gate";
import { SAFETY_SHORT_TEXTS } from "~/domain/safety/texts";
import type { VideoFrameResult } from "~/domain/food-analysis/modes";
import {
  mealDescriptionSchema,
  userContextSchema,
  type UserContextInput,
} from "~/domain/schemas/ai";
import { clientIp } from "~/http/client-ip.server";
import { limitModelCall } from "~/services/ai-rate-limits.server";
import { loadCoachProfile, visitorProfile } from "~/services/coach.server";
import {
  AnalysisNotFoundError,
  analyseFood,
  FoodNotRecognisedError,
  NothingToLogError,
  VISION_UNAVAILABLE_MESSAGE,
  VisionUnavailableError,
  VisionUnreadableError,
  type AnalysisMode,
  type AnalysisOutcome,
} from "~/services/food-analysis.server";
import { apiError, tooManyRequests, zodFieldErrors } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { ANALYSIS_ERRORS, modelErrorResponse } from "./coach-response.server";
import { imageFromForm, readMultipart, type ImageInput } from "~/lib/image-input.server";
import { isModelConfigured, ModelCallError } from "~/lib/ai.server";
import { NutritionEntryOutOfRangeError } from "~/services/nutrition-logs.server";

export const NO_IMAGE_MESSAGES = {
  basic: "Please select an image to analyze",
  "multi-agent": "No image to analyze",
} as const;

function parseUserContext(raw: FormDataEntryValue | null) {
  if (raw === null || raw === "" || typeof raw !== "string") return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw apiError(400, "invalid_json", "userContext must be JSON.", {
      userContext: ["userContext must be JSON."],
    });
  }
  if (value === null) return null;
  const parsed = userContextSchema.safeParse(value);
  if (!parsed.success) {
    const { fields } = zodFieldErrors(parsed.error);
    throw apiError(400, "validation_failed", "userContext is not valid.", fields);
  }
  return parsed.data;
}

/**
 * The analysis errors every analysis API answers the same way: food not recognised (422), an
 * unreadable vision answer (502), a model failure (502/504); null for anything else.
 */
export function analysisErrorResponse(error: unknown): Response | null {
  if (error instanceof FoodNotRecognisedError)
    return apiError(422, "food_not_recognised", error.message);
  if (error instanceof VisionUnreadableError)
    return apiError(502, "vision_unreadable", error.message);
  if (error instanceof ModelCallError) return modelErrorResponse(error, ANALYSIS_ERRORS);
  return null;
}

/**
 * Why a stored analysis could not be logged as a meal (POST /api/food-analyses/{id}/log and the
 * page's `log-meal`): another user's or no analysis (404), nothing to log or too much for one entry
 * (422); null for anything else.
 */
export function logAnalysisRefusal(
  error: unknown,
): { status: 404 | 422; code: string; message: string } | null {
  if (error instanceof AnalysisNotFoundError)
    return { status: 404, code: "not_found", message: "Analysis not found." };
  if (error instanceof NothingToLogError)
    return { status: 422, code: "nothing_to_log", message: "This analysis found no food to log." };
  if (error instanceof NutritionEntryOutOfRangeError)
    return {
      status: 422,
      code: "amount_out_of_range",
      message: `This meal is more than one log entry can hold: ${error.message}.`,
    };
  return null;
}

/** An analysis as the multi-agent API and the page's action answer it (the API adds `success`). */
export function analysisAnswerOf(outcome: AnalysisOutcome) {
  return {
    foodAnalysis: outcome.analysis,
    foodName: outcome.foodName,
    description: outcome.description,
    model: outcome.model,
    analysisId: outcome.record?.id ?? null,
    createdAt: outcome.record?.createdAt ?? new Date().toISOString(),
  };
}

/** What an analysis is asked for, read from a form (the JSON API's multipart or the page's). */
export type AnalysisRequestInput = {
  image: ImageInput | null;
  /** trimmed; "" when none */
  description: string;
  /** a guest's profile from the form, read after the checks above it (the API's refusal order) */
  visitorContext: () => UserContextInput | null;
};

/**
 * The analysis of one request, for the JSON APIs and the /food-analysis page action alike: the
 * safety gate, the missing-image rule, the rate limit, the profile, the analysis and its refusals.
 * Refusals are API error Responses (thrown for bad input, returned for the others).
 */
export async function analyseRequest(
  request: Request,
  context: AppLoadContext,
  mode: Exclude<AnalysisMode, "video-frame">,
  { image, description, visitorContext }: AnalysisRequestInput,
): Promise<{ outcome: AnalysisOutcome } | { response: Response }> {
  // a description in a dangerous class gets the safety layer's short text, not calories (ADR 024)
  const gate = description ? safetyGate(description) : null;
  if (gate && gate.kind === "answer")
    throw apiError(422, "safety_notice", SAFETY_SHORT_TEXTS[gate.verdict.class]);
  if (!image && !description) {
    const message = NO_IMAGE_MESSAGES[mode];
    throw apiError(400, "missing_image", message, { image: [message] });
  }
  const guestContext = visitorContext();
  const user = await getSessionUser(request, context);

  const verdict = await limitModelCall(context.db, "analysis", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return { response: tooManyRequests(verdict.resetAt) };

  const profile = user ? await loadCoachProfile(context.db, user.id) : visitorProfile(guestContext);
  try {
    const outcome = await analyseFood(
      { db: context.db, env: context.env, images: context.images },
      { mode, image, description: description || null, userId: user?.id ?? null, profile },
    );
    return { outcome };
  } catch (error) {
    if (error instanceof VisionUnavailableError)
      return {
        response: apiError(422, "vision_model_unavailable", error.message, {
          description: [error.message],
        }),
      };
    const refusal = analysisErrorResponse(error);
    if (refusal) return { response: refusal };
    throw error;
  }
}

/** The analysis APIs' multipart request (image, description, userContext) analysed. */
export async function handleAnalysisRequest(
  request: Request,
  context: AppLoadContext,
  mode: Exclude<AnalysisMode, "video-frame">,
): Promise<{ outcome: AnalysisOutcome } | { response: Response }> {
  const form = await readMultipart(request);
  const rawDescription = form.get("description") ?? form.get("foodDescription");
  const description = mealDescriptionSchema.safeParse(
    typeof rawDescription === "string" ? rawDescription : "",
  );
  if (!description.success) {
    const message = description.error.issues[0].message;
    throw apiError(400, "validation_failed", message, { description: [message] });
  }
  const image = await imageFromForm(form, "image");
  return analyseRequest(request, context, mode, {
    image,
    description: description.data,
    visitorContext: () => parseUserContext(form.get("userContext")),
  });
}

/**
 * One camera frame analysed and never stored, for POST /api/multi-agent/analyze-video-frame and
 * the page's `video-frame`: a vision model is required; frames have their own rate limit.
 */
export async function analyseVideoFrame(
  request: Request,
  context: AppLoadContext,
  image: ImageInput,
  visitorContext: UserContextInput | null | undefined,
): Promise<{ frame: VideoFrameResult } | { response: Response }> {
  if (!isModelConfigured(context.env, "vision"))
    return { response: apiError(422, "vision_model_unavailable", VISION_UNAVAILABLE_MESSAGE) };
  const user = await getSessionUser(request, context);
  const verdict = await limitModelCall(context.db, "frames", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return { response: tooManyRequests(verdict.resetAt) };
  const profile = user
    ? await loadCoachProfile(context.db, user.id)
    : visitorProfile(visitorContext ?? null);
  try {
    const outcome = await analyseFood(
      { db: context.db, env: context.env, images: context.images },
      { mode: "video-frame", image, description: null, userId: user?.id ?? null, profile },
    );
    const a = outcome.analysis;
    return {
      frame: {
        foods: a.foodItems.map((f) => ({
          name: f.name,
          portion: f.portion,
          confidence: f.confidence,
        })),
        totalNutrition: a.totalNutrition,
        healthScore: a.healthScore,
        description: outcome.description,
        timestamp: new Date().toISOString(),
      },
    };
  } catch (error) {
    const refusal = analysisErrorResponse(error);
    if (refusal) return { response: refusal };
    throw error;
  }
}
