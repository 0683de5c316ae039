/**
 * Model access through the Vercel AI SDK (docs/decisions/014-ai-models.md).
 *
 * - A configured model: any OpenAI-compatible endpoint (OpenAI, Ollama, llama.cpp, a gateway) from
 *   AI_BASE_URL, AI_API_KEY and AI_CHAT_MODEL / AI_VISION_MODEL, through the chat-completions API
 *   (`createOpenAI(...).chat(id)`; most compatible servers lack the Responses API). Built per call
 *   from the request's env: no module-level clients.
 * - Nothing configured: the built-in coach, a LanguageModelV3 that answers from what the app knows
 *   (app/domain/coach/compose.ts). It streams its reply in small chunks, so the page runs the same
 *   streaming code whichever model answers.
 * - Calls: `streamModelText` waits for the first piece of text before answering, so a provider that
 *   fails or times out becomes a clear 502/504 rather than an empty 200; `generateModelText` is the
 *   JSON form.
 */
import { createOpenAI } from "@ai-sdk/openai";
import { createWorkersAI } from "workers-ai-provider";
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { generateText, NoObjectGeneratedError, Output, streamText, type ModelMessage } from "ai";
import { composeCoachReply, type CoachKnowledge, type CoachTurn } from "~/domain/coach/compose";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";
import type { AppEnv } from "./env.server";

export type ModelPurpose = "chat" | "vision";
export type AiEnv = Pick<
  AppEnv,
  | "AI_BASE_URL"
  | "AI_API_KEY"
  | "AI_CHAT_MODEL"
  | "AI_VISION_MODEL"
  | "AI_JSON_MODE"
  | "WORKERS_AI_CHAT_MODEL"
  | "WORKERS_AI_VISION_MODEL"
> & {
  /** the Workers AI binding ([ai] in wrangler.toml), when the deployment has one */
  AI?: WorkersAiBinding | null;
};

/** What the app needs of the Workers AI binding (tests put a fake with the same method in its place). */
export type WorkersAiBinding = Pick<Ai, "run">;

/**
 * The Workers AI models used when the binding is present and no OpenAI-compatible endpoint is
 * configured (ADR 026); WORKERS_AI_CHAT_MODEL / WORKERS_AI_VISION_MODEL choose others.
 */
export const WORKERS_AI_DEFAULT_MODELS = {
  chat: "@cf/meta/llama-3.3-70b-instruct-fp8-fast",
  vision: "@cf/meta/llama-4-scout-17b-16e-instruct",
} as const;

export type ConfiguredModel = {
  model: LanguageModelV3;
  label: string;
  builtIn: false;
  /** whether to ask this provider for a JSON object (response_format) when JSON is wanted */
  jsonMode: boolean;
};

/** An OpenAI-compatible endpoint for this purpose: a model name plus a base URL or an API key. */
function isEndpointConfigured(env: AiEnv, purpose: ModelPurpose): boolean {
  const id = purpose === "vision" ? env.AI_VISION_MODEL : env.AI_CHAT_MODEL;
  return !!id && !!(env.AI_BASE_URL || env.AI_API_KEY);
}

function hasWorkersAi(env: AiEnv): env is AiEnv & { AI: WorkersAiBinding } {
  return typeof env.AI?.run === "function";
}

/** Whether a real model answers this purpose: a configured endpoint, else the Workers AI binding. */
export function isModelConfigured(env: AiEnv, purpose: ModelPurpose = "chat"): boolean {
  return isEndpointConfigured(env, purpose) || hasWorkersAi(env);
}

/**
 * The configured model for a purpose, or null when none is configured (callers then use the
 * built-in coach, or for vision tell the user that photos cannot be recognised). Also the hook for
 * recipe generation: `getConfiguredModel(context.env)` answers null without a model.
 */
export function getConfiguredModel(
  env: AiEnv,
  purpose: ModelPurpose = "chat",
): ConfiguredModel | null {
  if (!isEndpointConfigured(env, purpose))
    return hasWorkersAi(env) ? workersAiModel(env, purpose) : null;
  const id = (purpose === "vision" ? env.AI_VISION_MODEL : env.AI_CHAT_MODEL)!;
  const provider = createOpenAI({
    baseURL: env.AI_BASE_URL,
    // local servers (Ollama, llama.cpp) need no key; the SDK must not look for OPENAI_API_KEY
    apiKey: env.AI_API_KEY ?? "not-needed",
    name: "openai-compatible",
  });
  // response_format json_object: OpenAI, Ollama, llama.cpp, vLLM and LM Studio have it; a server
  // that refuses it can be told not to be asked with AI_JSON_MODE=off
  return {
    model: provider.chat(id),
    label: id,
    builtIn: false,
    jsonMode: env.AI_JSON_MODE !== "off",
  };
}

/**
 * A Workers AI model through `workers-ai-provider` (the AI SDK provider for the binding; ADR 026).
 * Both default models take JSON mode (response_format) and the vision one takes images in messages.
 */
function workersAiModel(
  env: AiEnv & { AI: WorkersAiBinding },
  purpose: ModelPurpose,
): ConfiguredModel {
  const id =
    (purpose === "vision" ? env.WORKERS_AI_VISION_MODEL : env.WORKERS_AI_CHAT_MODEL) ??
    WORKERS_AI_DEFAULT_MODELS[purpose];
  const workersAi = createWorkersAI({ binding: env.AI as Ai });
  return {
    model: workersAi(id as Parameters<typeof workersAi>[0]),
    label: `Workers AI ${id}`,
    builtIn: false,
    jsonMode: env.AI_JSON_MODE !== "off",
  };
}

// ---------------------------------------------------------------- the built-in coach

export const BUILT_IN_MODEL_ID = "nutricoach-built-in-coach";
export const BUILT_IN_MODEL_LABEL = "NutriCoach built-in coach";

/** Options the built-in model reads from a call's providerOptions.nutricoach */
export type BuiltInCallOptions = { deepResearch?: boolean };

export type BuiltInModelOptions = {
  /** pause between streamed chunks, so the reply visibly streams in (0 in tests) */
  chunkDelayMs?: number;
  /** characters per chunk, cut at word ends (longer replies use bigger chunks, see maxChunks) */
  chunkChars?: number;
  /** at most this many chunks, so a long reply still streams in within a few seconds */
  maxChunks?: number;
  compose?: (turn: CoachTurn, knowledge: CoachKnowledge) => { text: string };
};

function textOf(content: readonly { type: string; text?: string }[]): string {
  return content
    .filter((p) => p.type === "text")
    .map((p) => p.text ?? "")
    .join("\n")
    .trim();
}

/** The coach turn a prompt carries: the last user message, earlier messages, any image. */
export function turnFromPrompt(
  prompt: LanguageModelV3Prompt,
  providerOptions?: LanguageModelV3CallOptions["providerOptions"],
): CoachTurn {
  const messages = prompt.filter((m) => m.role === "user" || m.role === "assistant");
  const lastUserIndex = messages.map((m) => m.role).lastIndexOf("user");
  const last = lastUserIndex >= 0 ? messages[lastUserIndex] : null;
  const history: ChatHistoryMessage[] = messages.slice(0, Math.max(0, lastUserIndex)).map((m) => ({
    role: m.role as "user" | "assistant",
    content: textOf(m.content as { type: string; text?: string }[]),
  }));
  const parts = (last?.content ?? []) as { type: string; text?: string; mediaType?: string }[];
  const options = (providerOptions?.nutricoach ?? {}) as BuiltInCallOptions;
  return {
    message: textOf(parts),
    history,
    hasImage: parts.some((p) => p.type === "file" && (p.mediaType ?? "").startsWith("image/")),
    deepResearch: options.deepResearch === true,
  };
}

/** The reply cut into chunks of about `size` characters, each ending at a word end. */
export function chunkText(text: string, size: number): string[] {
  const chunks: string[] = [];
  let current = "";
  for (const token of text.match(/\S+\s*|\s+/g) ?? []) {
    current += token;
    if (current.length >= size) {
      chunks.push(current);
      current = "";
    }
  }
  if (current) chunks.push(current);
  return chunks;
}

function usageOf(prompt: LanguageModelV3Prompt, output: string): LanguageModelV3Usage {
  // no tokenizer: about four characters per token, for telemetry only
  const input = Math.ceil(JSON.stringify(prompt).length / 4);
  const out = Math.ceil(output.length / 4);
  return {
    inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
    outputTokens: { total: out, text: out, reasoning: 0 },
  };
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      "abort",
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });
}

/** The built-in coach as an AI SDK language model, answering from `knowledge`. */
export function createBuiltInCoachModel(
  knowledge: CoachKnowledge,
  options: BuiltInModelOptions = {},
): LanguageModelV3 {
  const {
    chunkDelayMs = 18,
    chunkChars = 14,
    maxChunks = 160,
    compose = composeCoachReply,
  } = options;
  const reply = (call: LanguageModelV3CallOptions) =>
    compose(turnFromPrompt(call.prompt, call.providerOptions), knowledge).text;

  return {
    specificationVersion: "v3",
    provider: "nutricoach",
    modelId: BUILT_IN_MODEL_ID,
    supportedUrls: {},

    async doGenerate(call) {
      const text = reply(call);
      return {
        content: [{ type: "text", text }],
        finishReason: { unified: "stop", raw: "stop" },
        usage: usageOf(call.prompt, text),
        warnings: [],
      };
    },

    async doStream(call) {
      const text = reply(call);
      const chunks = chunkText(text, Math.max(chunkChars, Math.ceil(text.length / maxChunks)));
      let index = 0;
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({
            type: "response-metadata",
            id: `builtin-${Date.now().toString(36)}`,
            modelId: BUILT_IN_MODEL_ID,
            timestamp: new Date(),
          });
          controller.enqueue({ type: "text-start", id: "reply" });
        },
        async pull(controller) {
          if (index < chunks.length) {
            if (index > 0 && chunkDelayMs > 0) {
              try {
                await sleep(chunkDelayMs, call.abortSignal);
              } catch (reason) {
                controller.error(reason);
                return;
              }
            }
            controller.enqueue({ type: "text-delta", id: "reply", delta: chunks[index++] });
            return;
          }
          controller.enqueue({ type: "text-end", id: "reply" });
          controller.enqueue({
            type: "finish",
            finishReason: { unified: "stop", raw: "stop" },
            usage: usageOf(call.prompt, text),
          });
          controller.close();
        },
      });
      return { stream };
    },
  };
}

// ---------------------------------------------------------------- calls

/** Where a model call went wrong: too slow (504), or the provider answered badly or not at all (502). */
export class ModelCallError extends Error {
  constructor(
    readonly kind: "timeout" | "provider",
    message: string,
    readonly cause?: unknown,
    /** which limit ran out (timeouts only) */
    readonly phase?: TimeoutPhase,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}

export type TimeoutPhase = "first-token" | "idle" | "total";

/**
 * Three separate limits on a streamed reply (ADR 025): the first token (a slow local model may take
 * a while to load), the gap between two pieces (a model that stalls mid-reply), and the whole reply.
 * A slow but steady model is never cut while it keeps sending within the idle limit and the total.
 */
export type StreamLimits = { firstTokenMs: number; idleMs: number; totalMs: number };

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  firstTokenMs: 45_000,
  idleMs: 20_000,
  totalMs: 180_000,
};

/** The limits from the environment (AI_FIRST_TOKEN_TIMEOUT_MS, AI_IDLE_TIMEOUT_MS, AI_TOTAL_TIMEOUT_MS). */
export function streamLimitsOf(
  env: Pick<AppEnv, "AI_FIRST_TOKEN_TIMEOUT_MS" | "AI_IDLE_TIMEOUT_MS" | "AI_TOTAL_TIMEOUT_MS">,
): StreamLimits {
  return {
    firstTokenMs: env.AI_FIRST_TOKEN_TIMEOUT_MS ?? DEFAULT_STREAM_LIMITS.firstTokenMs,
    idleMs: env.AI_IDLE_TIMEOUT_MS ?? DEFAULT_STREAM_LIMITS.idleMs,
    totalMs: env.AI_TOTAL_TIMEOUT_MS ?? DEFAULT_STREAM_LIMITS.totalMs,
  };
}

/** The whole answer of a non-streamed call (JSON form, vision): the total limit. */
export const MODEL_TIMEOUT_MS = 60_000;

const TIMEOUT_MESSAGES: Record<TimeoutPhase, (ms: number) => string> = {
  "first-token": (ms) => `The AI model sent nothing for ${Math.round(ms / 1000)} s.`,
  idle: (ms) => `The AI model stopped sending for ${Math.round(ms / 1000)} s mid-reply.`,
  total: (ms) => `The AI model's reply took longer than ${Math.round(ms / 1000)} s.`,
};

export type ModelCall = {
  model: LanguageModelV3;
  system?: string;
  messages: ModelMessage[];
  providerOptions?: Record<string, Record<string, unknown>>;
  /** the whole call (generateModelText) */
  timeoutMs?: number;
  maxOutputTokens?: number;
  /** ask the provider for a JSON object where it supports one (vision) */
  json?: boolean;
};

function classify(error: unknown, timeout?: AbortSignal): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (timeout?.aborted || name === "TimeoutError")
    return new ModelCallError("timeout", "The AI model took too long to answer.", error, "total");
  return new ModelCallError("provider", "The AI model could not answer.", error);
}

/** A streamed reply once its first text has arrived; `rest` yields the following pieces. */
export type OpenModelStream = {
  first: string;
  /** the rest of the reply; throws a ModelCallError when the model fails or a limit runs out */
  rest: AsyncGenerator<string, void, undefined>;
  /** stops the model call (the reader went away) */
  cancel: () => void;
};

/**
 * Starts a streamed reply and waits for its first text, under the three limits. A failure or a
 * timeout before the first text throws (the route answers 502/504 in the error shape); later ones
 * are thrown by `rest`, so the caller can end the stream with an explicit error, never a silent
 * short reply.
 */
export async function openModelStream(
  call: ModelCall,
  limits: StreamLimits = DEFAULT_STREAM_LIMITS,
  signal?: AbortSignal,
): Promise<OpenModelStream> {
  const controller = new AbortController();
  const onAbort = () => controller.abort(signal?.reason);
  signal?.addEventListener("abort", onAbort, { once: true });
  const result = streamText({
    model: call.model,
    system: call.system,
    messages: call.messages,
    providerOptions: call.providerOptions as never,
    maxOutputTokens: call.maxOutputTokens,
    abortSignal: controller.signal,
    maxRetries: 0,
    onError: () => {
      // surfaced through the stream parts below
    },
  });
  const parts = result.fullStream[Symbol.asyncIterator]();
  const startedAt = Date.now();
  let sawContent = false;

  function stop(reason?: unknown) {
    controller.abort(reason);
    signal?.removeEventListener("abort", onAbort);
    void parts.return?.().catch(() => {});
  }

  /** The next part, or a timeout error for whichever limit runs out first. */
  async function nextPart() {
    const phase: TimeoutPhase = sawContent ? "idle" : "first-token";
    const stepMs = sawContent ? limits.idleMs : limits.firstTokenMs;
    const totalLeft = limits.totalMs - (Date.now() - startedAt);
    const [waitMs, which] =
      totalLeft < stepMs ? [Math.max(0, totalLeft), "total" as const] : [stepMs, phase];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        const limit = which === "total" ? limits.totalMs : waitMs;
        const error = new ModelCallError(
          "timeout",
          TIMEOUT_MESSAGES[which](limit),
          undefined,
          which,
        );
        stop(error);
        reject(error);
      }, waitMs);
    });
    try {
      return await Promise.race([parts.next(), timedOut]);
    } catch (error) {
      throw classify(error);
    } finally {
      clearTimeout(timer);
    }
  }

  async function nextText(): Promise<string | null> {
    for (;;) {
      const step = await nextPart();
      if (step.done) return null;
      const part = step.value;
      if (part.type === "text-delta" || part.type === "reasoning-delta") sawContent = true;
      if (part.type === "text-delta" && part.text) return part.text;
      if (part.type === "error") throw classify(part.error);
      if (part.type === "abort") throw classify(new Error("aborted"));
    }
  }

  let first: string | null;
  try {
    first = await nextText();
  } catch (error) {
    stop(error);
    throw error;
  }
  if (first === null) {
    stop();
    throw new ModelCallError("provider", "The AI model sent an empty reply.");
  }

  async function* rest(): AsyncGenerator<string, void, undefined> {
    try {
      for (;;) {
        const text = await nextText();
        if (text === null) return;
        yield text;
      }
    } finally {
      stop();
    }
  }
  return { first, rest: rest(), cancel: () => stop() };
}

/** The whole reply at once (the JSON form of the chat, and vision). */
export async function generateModelText(call: ModelCall): Promise<string> {
  const timeout = AbortSignal.timeout(call.timeoutMs ?? MODEL_TIMEOUT_MS);
  try {
    const result = await generateText({
      model: call.model,
      system: call.system,
      messages: call.messages,
      providerOptions: call.providerOptions as never,
      maxOutputTokens: call.maxOutputTokens,
      abortSignal: timeout,
      maxRetries: 0,
      // JSON mode (OpenAI-compatible response_format json_object, Workers AI JSON mode); the
      // answer is still read by our own tolerant parser, so the SDK's strict parse is skipped below
      ...(call.json ? { output: Output.json() } : {}),
    });
    if (!result.text.trim())
      throw new ModelCallError("provider", "The AI model sent an empty reply.");
    return result.text;
  } catch (error) {
    // JSON mode: a reply the SDK cannot parse strictly is still text for our tolerant reader
    if (NoObjectGeneratedError.isInstance(error) && error.text?.trim()) return error.text;
    throw classify(error, timeout);
  }
}
