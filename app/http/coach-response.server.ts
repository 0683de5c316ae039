/**
 * The coach's answer over HTTP, in two forms of the same turn (ADR 014, 025):
 * - JSON: `{ response, model, builtIn, wellnessCategories, analysisType, safety }` (the spec reads
 *   `response`);
 * - streaming (`?stream=1`): the AI SDK's UI message stream (server-sent events): `start` with the
 *   answer's metadata, `text-start`, `text-delta`s, `text-end` and `finish`. A reply that breaks
 *   after it began ends with an `error` part and no `finish`, so the page can tell a complete reply
 *   from an interrupted one (a dropped connection has no `finish` either).
 * A provider that fails before its first text answers 502 and one that times out 504, in the API
 * error shape; the page then shows the spec's apology and 'Connection Issue' notice.
 */
import { createUIMessageStream, createUIMessageStreamResponse, type UIMessageChunk } from "ai";
import type { WellnessCategoryId } from "~/content/wellness";
import type { SafetyInfo } from "~/domain/safety/gate";
import type { AnalysisType, CoachCall } from "~/services/coach.server";
import { apiError, apiJson } from "~/lib/api.server";
import {
  DEFAULT_STREAM_LIMITS,
  generateModelText,
  ModelCallError,
  openModelStream,
  type ModelCall,
  type StreamLimits,
} from "~/lib/ai.server";

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
  console.error(
    `AI model call failed (${error.kind}${error.phase ? `, ${error.phase}` : ""})`,
    error.cause ?? error.message,
  );
  const e = errors[error.kind];
  return apiError(e.status, e.code, e.message);
}

/** What the page shows with a reply: which model answered, the topics, the safety class. */
export type CoachAnswerMeta = {
  model: string;
  builtIn: boolean;
  wellnessCategories: WellnessCategoryId[];
  analysisType: AnalysisType;
  safety: SafetyInfo;
};

/**
 * One turn's answer: the safety layer's fixed text alone, or a model's reply (with the safety
 * notice first when the gate asked for one).
 */
export type CoachAnswerPlan =
  | { kind: "fixed"; text: string; meta: CoachAnswerMeta }
  | { kind: "model"; call: CoachCall; prefix: string | null; meta: CoachAnswerMeta };

export type CoachAnswerOptions = {
  stream: boolean;
  limits?: StreamLimits;
  /** the request's signal: a reader who leaves stops the model call */
  signal?: AbortSignal;
};

function modelCall(call: CoachCall, totalMs?: number): ModelCall {
  return {
    model: call.model,
    system: call.system,
    messages: call.messages,
    providerOptions: call.providerOptions,
    timeoutMs: totalMs,
    maxOutputTokens: call.analysisType === "deep-research" ? 2400 : 1200,
  };
}

const joinPrefix = (prefix: string | null, text: string) =>
  prefix ? `${prefix}\n\n${text}` : text;

/** The text an `error` part carries: what went wrong, never the provider's internals. */
function interruptionText(error: unknown): string {
  if (error instanceof ModelCallError)
    return error.kind === "timeout" ? error.message : "The AI model's reply broke off.";
  return "The reply broke off.";
}

async function jsonAnswer(plan: CoachAnswerPlan, limits: StreamLimits): Promise<Response> {
  const response =
    plan.kind === "fixed"
      ? plan.text
      : joinPrefix(plan.prefix, await generateModelText(modelCall(plan.call, limits.totalMs)));
  return apiJson({ response, ...plan.meta });
}

async function* nothing(): AsyncGenerator<string, void, undefined> {}

async function streamAnswer(
  plan: CoachAnswerPlan,
  limits: StreamLimits,
  signal?: AbortSignal,
): Promise<Response> {
  let first: string;
  let rest: AsyncGenerator<string, void, undefined>;
  if (plan.kind === "fixed") {
    first = plan.text;
    rest = nothing();
  } else {
    // waits for the first text, so a provider that fails before it is a 502/504, not an empty 200
    const opened = await openModelStream(modelCall(plan.call), limits, signal);
    first = joinPrefix(plan.prefix, opened.first);
    rest = opened.rest;
  }
  const id = "reply";
  const stream = createUIMessageStream({
    async execute({ writer }) {
      const write = (part: UIMessageChunk) => writer.write(part);
      write({ type: "start", messageMetadata: plan.meta });
      write({ type: "text-start", id });
      write({ type: "text-delta", id, delta: first });
      for await (const delta of rest) write({ type: "text-delta", id, delta });
      write({ type: "text-end", id });
      write({ type: "finish", finishReason: "stop" });
    },
    onError(error) {
      console.error("AI model failed mid-reply", (error as ModelCallError).cause ?? error);
      return interruptionText(error);
    },
  });
  return createUIMessageStreamResponse({
    stream,
    headers: {
      // workerd would otherwise gzip the stream and hold it back until it is complete
      "Content-Encoding": "identity",
      "Cache-Control": "no-store, no-transform",
      "X-Content-Type-Options": "nosniff",
      "X-Coach-Model": encodeURIComponent(plan.meta.model),
      "X-Coach-Built-In": String(plan.meta.builtIn),
      "X-Wellness-Categories": plan.meta.wellnessCategories.join(","),
      "X-Analysis-Type": plan.meta.analysisType,
      "X-Coach-Safety": plan.meta.safety?.class ?? "none",
    },
  });
}

export async function coachAnswerResponse(
  plan: CoachAnswerPlan,
  options: CoachAnswerOptions,
): Promise<Response> {
  const limits = options.limits ?? DEFAULT_STREAM_LIMITS;
  try {
    return options.stream
      ? await streamAnswer(plan, limits, options.signal)
      : await jsonAnswer(plan, limits);
  } catch (error) {
    return modelErrorResponse(error);
  }
}
