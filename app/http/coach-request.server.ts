/**
 * The shared path of POST /api/nutricoach/chat and /api/nutricoach/deep-research: the profile
 * (stored for a signed-in user, the visitor's own context otherwise), the safety gate (ADR 024:
 * before limits and before any model, so an emergency is never refused or sent to a model), limits,
 * the configured model's safety check for a suspicious message (ADR 042),
 * the photo (checked, then stored in R2 with its uploads row), the model call and its answer (JSON
 * or streamed).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { detectWellnessCategories } from "~/content/wellness";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";
import { safetyLanguage } from "~/domain/safety/classify";
import { gateFor, safetyGate, type SafetyDecision } from "~/domain/safety/gate";
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
import { modelSafetyCheck } from "~/services/safety-check.server";
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

  const safetyContext = { age: profile?.age ?? null, today: new Date() };
  let gate = safetyGate(input.message, safetyContext);
  const analysisType = analysisTypeOf({ image, deepResearch: input.deepResearch });
  // the fixed text is the whole answer: no model is called, nothing is stored
  const fixedAnswer = (decision: Exclude<SafetyDecision, { kind: "clear" }>) =>
    coachAnswerResponse(
      {
        kind: "fixed",
        text: decision.text,
        meta: {
          model: SAFETY_NOTICE_LABEL,
          builtIn: true,
          wellnessCategories: detectWellnessCategories(input.message),
          analysisType,
          safety: decision.verdict,
        },
      },
      options,
    );
  // before limits: an emergency the rules or the learned model find is never refused with 429
  if (gate.kind === "answer") return fixedAnswer(gate);

  const verdict = await limitModelCall(context.db, "coach", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return tooManyRequests(verdict.resetAt);

  // a suspicious message both classifiers call none is checked by the configured model, if any
  // (ADR 042); after the limit, because it is a model call
  if (gate.kind === "clear") {
    gate = gateFor(
      await modelSafetyCheck(context.env, input.message, safetyContext),
      safetyLanguage(input.message),
    );
    if (gate.kind === "answer") return fixedAnswer(gate);
  }

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
