/**
 * The shared path of POST /api/nutricoach/chat and /api/nutricoach/deep-research: the profile
 * (stored for a signed-in user, the visitor's own context otherwise), the safety gate (ADR 024:
 * before limits and before any model, so an emergency is never refused or sent to a model), limits,
 * the photo (checked, then stored in R2 with its uploads row), the model call and its answer (JSON
 * or streamed).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { detectWellnessCategories } from "~/content/wellness";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";
import { safetyGate } from "~/domain/safety/gate";
import type { UserContextInput } from "~/domain/schemas/ai";
import { clientIp } from "~/http/client-ip.server";
import { limitModelCall } from "~/services/ai-rate-limits.server";
import {
  analysisTypeOf,
  buildCoachCall,
  loadCoachProfile,
  SAFETY_NOTICE_LABEL,
  visitorProfile,
} from "~/services/coach.server";
import { storeImageUpload } from "~/services/uploads.server";
import { streamLimitsOf } from "~/lib/ai.server";
import { tooManyRequests } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { coachAnswerResponse } from "./coach-response.server";
import { imageFromDataUrl } from "~/lib/image-input.server";

export type CoachRequestInput = {
  message: string;
  history: ChatHistoryMessage[];
  userContext?: UserContextInput | null;
  imageData?: string | null;
  deepResearch: boolean;
};

export async function handleCoachRequest(
  request: Request,
  context: AppLoadContext,
  input: CoachRequestInput,
): Promise<Response> {
  const user = await getSessionUser(request, context);
  // the photo is checked before anything is counted or stored
  const image = input.imageData ? imageFromDataUrl(input.imageData) : null;
  const stream = new URL(request.url).searchParams.get("stream") === "1";
  const options = { stream, limits: streamLimitsOf(context.env), signal: request.signal };

  // a signed-in user's context comes from their stored profile, never from the request
  const profile = user
    ? await loadCoachProfile(context.db, user.id)
    : visitorProfile(input.userContext);

  const gate = safetyGate(input.message, { age: profile?.age ?? null });
  const analysisType = analysisTypeOf({ image, deepResearch: input.deepResearch });
  if (gate.kind === "answer") {
    // the fixed text is the whole answer: no model is called, nothing is counted or stored
    return coachAnswerResponse(
      {
        kind: "fixed",
        text: gate.text,
        meta: {
          model: SAFETY_NOTICE_LABEL,
          builtIn: true,
          wellnessCategories: detectWellnessCategories(input.message),
          analysisType,
          safety: gate.verdict,
        },
      },
      options,
    );
  }

  const verdict = await limitModelCall(context.db, "coach", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return tooManyRequests(verdict.resetAt);

  if (image) {
    await storeImageUpload(
      { db: context.db, images: context.images },
      { bytes: image.bytes, type: image.type, userId: user?.id ?? null, purpose: "coach-chat" },
    );
  }
  const call = await buildCoachCall(
    { db: context.db, env: context.env },
    {
      userId: user?.id ?? null,
      profile,
      message: input.message,
      history: input.history,
      image,
      deepResearch: input.deepResearch,
      safety: gate.verdict,
    },
  );
  return coachAnswerResponse(
    {
      kind: "model",
      call,
      prefix: gate.kind === "prefix" ? gate.text : null,
      meta: {
        model: call.modelLabel,
        builtIn: call.builtIn,
        wellnessCategories: call.categories,
        analysisType: call.analysisType,
        safety: gate.verdict,
      },
    },
    options,
  );
}
