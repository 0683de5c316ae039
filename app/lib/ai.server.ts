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
import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from "@ai-sdk/provider";
import { generateText, streamText, type ModelMessage } from "ai";
import { composeCoachReply, type CoachKnowledge, type CoachTurn } from "~/domain/coach/compose";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";
import type { AppEnv } from "./env.server";

export type ModelPurpose = "chat" | "vision";
export type AiEnv = Pick<
  AppEnv,
  "AI_BASE_URL" | "AI_API_KEY" | "AI_CHAT_MODEL" | "AI_VISION_MODEL"
>;

export type ConfiguredModel = { model: LanguageModelV3; label: string; builtIn: false };

/** Whether a model is configured for this purpose: a model name plus a base URL or an API key. */
export function isModelConfigured(env: AiEnv, purpose: ModelPurpose = "chat"): boolean {
  const id = purpose === "vision" ? env.AI_VISION_MODEL : env.AI_CHAT_MODEL;
  return !!id && !!(env.AI_BASE_URL || env.AI_API_KEY);
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
  if (!isModelConfigured(env, purpose)) return null;
  const id = (purpose === "vision" ? env.AI_VISION_MODEL : env.AI_CHAT_MODEL)!;
  const provider = createOpenAI({
    baseURL: env.AI_BASE_URL,
    // local servers (Ollama, llama.cpp) need no key; the SDK must not look for OPENAI_API_KEY
    apiKey: env.AI_API_KEY ?? "not-needed",
    name: "openai-compatible",
  });
  return { model: provider.chat(id), label: id, builtIn: false };
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

/** Why a model call failed: too slow (504), or the provider answered badly or not at all (502). */
export class ModelCallError extends Error {
  constructor(
    readonly kind: "timeout" | "provider",
    message: string,
    readonly cause?: unknown,
  ) {
    super(message);
    this.name = "ModelCallError";
  }
}

/** 60 s for a whole answer: long enough for a slow local model, short enough to say so. */
export const MODEL_TIMEOUT_MS = 60_000;

export type ModelCall = {
  model: LanguageModelV3;
  system?: string;
  messages: ModelMessage[];
  providerOptions?: Record<string, Record<string, unknown>>;
  timeoutMs?: number;
  maxOutputTokens?: number;
};

function classify(error: unknown, timeout: AbortSignal): ModelCallError {
  if (error instanceof ModelCallError) return error;
  const name = (error as { name?: string } | null)?.name;
  if (timeout.aborted || name === "TimeoutError" || name === "AbortError")
    return new ModelCallError("timeout", "The AI model took too long to answer.", error);
  return new ModelCallError("provider", "The AI model could not answer.", error);
}

/**
 * Streams the model's reply as UTF-8 text. Resolves once the first text has arrived (or throws a
 * ModelCallError when the call fails before that); an error later in the reply errors the stream,
 * so the reader sees a broken reply rather than a silently short one.
 */
export async function streamModelText(call: ModelCall): Promise<ReadableStream<Uint8Array>> {
  const timeout = AbortSignal.timeout(call.timeoutMs ?? MODEL_TIMEOUT_MS);
  const result = streamText({
    model: call.model,
    system: call.system,
    messages: call.messages,
    providerOptions: call.providerOptions as never,
    maxOutputTokens: call.maxOutputTokens,
    abortSignal: timeout,
    maxRetries: 0,
    onError: () => {
      // surfaced through the stream parts below
    },
  });
  const parts = result.fullStream[Symbol.asyncIterator]();

  async function nextText(): Promise<string | null> {
    for (;;) {
      let step: Awaited<ReturnType<typeof parts.next>>;
      try {
        step = await parts.next();
      } catch (error) {
        throw classify(error, timeout);
      }
      if (step.done) return null;
      const part = step.value;
      if (part.type === "text-delta" && part.text) return part.text;
      if (part.type === "error") throw classify(part.error, timeout);
      if (part.type === "abort") throw classify(new Error("aborted"), timeout);
    }
  }

  const first = await nextText();
  if (first === null) throw new ModelCallError("provider", "The AI model sent an empty reply.");
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(first));
    },
    async pull(controller) {
      try {
        const text = await nextText();
        if (text === null) controller.close();
        else controller.enqueue(encoder.encode(text));
      } catch (error) {
        console.error("AI model failed mid-reply", (error as ModelCallError).cause ?? error);
        controller.error(error);
      }
    },
    async cancel() {
      await parts.return?.();
    },
  });
}

/** The whole reply at once (the JSON form of the chat). */
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
    });
    if (!result.text.trim())
      throw new ModelCallError("provider", "The AI model sent an empty reply.");
    return result.text;
  } catch (error) {
    throw classify(error, timeout);
  }
}
