/**
 * The coach's answer over HTTP, in two forms of the same call:
 * - JSON: `{ response, model, builtIn, wellnessCategories, analysisType }` (the spec reads `response`);
 * - streaming (`?stream=1`): the reply as UTF-8 text, chunk by chunk, with the model, categories and
 *   analysis type in headers (X-Coach-Model is URI-encoded).
 * A provider that fails answers 502 and one that times out 504, in the API error shape; the page
 * then shows the spec's apology and 'Connection Issue' notice.
 */
import type { CoachCall } from "~/services/coach.server";
import { apiError, apiJson } from "./api.server";
import { generateModelText, ModelCallError, streamModelText, type ModelCall } from "./ai.server";

export const COACH_ERRORS = {
  timeout: {
    status: 504,
    code: "ai_timeout",
    message: "The AI coach took too long to answer. Please try again.",
  },
  provider: {
    status: 502,
    code: "ai_provider_error",
    message: "The AI coach could not answer right now. Please try again.",
  },
} as const;

export const ANALYSIS_ERRORS = {
  timeout: {
    status: 504,
    code: "ai_timeout",
    message: "The AI vision model took too long to answer. Please try again.",
  },
  provider: {
    status: 502,
    code: "ai_provider_error",
    message:
      "The AI vision model could not analyse the photo. Please try again with a different image.",
  },
} as const;

export function modelErrorResponse(
  error: unknown,
  errors: typeof COACH_ERRORS | typeof ANALYSIS_ERRORS = COACH_ERRORS,
): Response {
  if (!(error instanceof ModelCallError)) throw error;
  console.error(`AI model call failed (${error.kind})`, error.cause ?? error.message);
  const e = errors[error.kind];
  return apiError(e.status, e.code, e.message);
}

function modelCall(call: CoachCall, timeoutMs?: number): ModelCall {
  return {
    model: call.model,
    system: call.system,
    messages: call.messages,
    providerOptions: call.providerOptions,
    timeoutMs,
    maxOutputTokens: call.analysisType === "deep-research" ? 2400 : 1200,
  };
}

export async function coachReplyResponse(
  call: CoachCall,
  options: { stream: boolean; timeoutMs?: number },
): Promise<Response> {
  try {
    if (!options.stream) {
      const response = await generateModelText(modelCall(call, options.timeoutMs));
      return apiJson({
        response,
        model: call.modelLabel,
        builtIn: call.builtIn,
        wellnessCategories: call.categories,
        analysisType: call.analysisType,
      });
    }
    const body = await streamModelText(modelCall(call, options.timeoutMs));
    return new Response(body, {
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        // compression would hold the reply back until it is complete
        "Content-Encoding": "identity",
        "Cache-Control": "no-store, no-transform",
        "X-Content-Type-Options": "nosniff",
        "X-Coach-Model": encodeURIComponent(call.modelLabel),
        "X-Coach-Built-In": String(call.builtIn),
        "X-Wellness-Categories": call.categories.join(","),
        "X-Analysis-Type": call.analysisType,
      },
    });
  } catch (error) {
    return modelErrorResponse(error);
  }
}
