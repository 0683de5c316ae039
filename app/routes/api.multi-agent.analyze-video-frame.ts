import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { videoFrameRequestSchema } from "~/domain/schemas/ai";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { isModelConfigured } from "~/lib/ai.server";
import { getSessionUser } from "~/lib/auth.server";
import { analysisErrorResponse } from "~/http/food-analysis-request.server";
import { imageFromDataUrl } from "~/lib/image-input.server";
import { clientIp } from "~/http/client-ip.server";
import { limitModelCall } from "~/services/ai-rate-limits.server";
import { loadCoachProfile, visitorProfile } from "~/services/coach.server";
import { analyseFood, VISION_UNAVAILABLE_MESSAGE } from "~/services/food-analysis.server";

/**
 * POST /api/multi-agent/analyze-video-frame: { imageData (JPEG data URL), sessionContext } ->
 * { success, foods, totalNutrition, healthScore, timestamp }. Frames arrive every 2 s while
 * real-time mode is on; they are analysed but never stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const body = await parseJsonBody(request, videoFrameRequestSchema, {
    maxBytes: 10 * 1024 * 1024,
  });
  const image = imageFromDataUrl(body.imageData);
  if (!isModelConfigured(context.env, "vision"))
    return apiError(422, "vision_model_unavailable", VISION_UNAVAILABLE_MESSAGE);
  const user = await getSessionUser(request, context);
  const verdict = await limitModelCall(context.db, "frames", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return tooManyRequests(verdict.resetAt);
  const profile = user
    ? await loadCoachProfile(context.db, user.id)
    : visitorProfile(body.sessionContext?.userContext);
  try {
    const outcome = await analyseFood(
      { db: context.db, env: context.env, images: context.images },
      { mode: "video-frame", image, description: null, userId: user?.id ?? null, profile },
    );
    const a = outcome.analysis;
    return apiJson({
      success: true,
      foods: a.foodItems.map((f) => ({
        name: f.name,
        portion: f.portion,
        confidence: f.confidence,
      })),
      totalNutrition: a.totalNutrition,
      healthScore: a.healthScore,
      description: outcome.description,
      timestamp: new Date().toISOString(),
    });
  } catch (error) {
    const refusal = analysisErrorResponse(error);
    if (refusal) return refusal;
    throw error;
  }
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
