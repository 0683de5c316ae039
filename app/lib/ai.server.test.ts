import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { streamText } from "ai";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { composeCoachReply } from "~/domain/coach/compose";
import { ADA, knowledgeFor } from "~/domain/coach/test-fixtures.test-helper";
import {
  BUILT_IN_MODEL_ID,
  chunkText,
  createBuiltInCoachModel,
  generateModelText,
  getConfiguredModel,
  isModelConfigured,
  ModelCallError,
  DEFAULT_STREAM_LIMITS,
  openModelStream,
  streamLimitsOf,
  turnFromPrompt,
  WORKERS_AI_DEFAULT_MODELS,
  type WorkersAiBinding,
} from "./ai.server";

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};

function textStream(pieces: string[], tail: LanguageModelV3StreamPart[] = []) {
  return simulateReadableStream<LanguageModelV3StreamPart>({
    chunks: [
      { type: "text-start", id: "t" },
      ...pieces.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
      ...tail,
      { type: "text-end", id: "t" },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
    ],
  });
}

describe("configured models", () => {
  it("are none until a model name and an endpoint or key are set", () => {
    expect(getConfiguredModel({})).toBeNull();
    expect(getConfiguredModel({ AI_CHAT_MODEL: "llama3" })).toBeNull();
    expect(
      isModelConfigured({ AI_BASE_URL: "http://localhost:11434/v1", AI_CHAT_MODEL: "llama3" }),
    ).toBe(true);
    expect(
      isModelConfigured(
        { AI_BASE_URL: "http://localhost:11434/v1", AI_CHAT_MODEL: "llama3" },
        "vision",
      ),
    ).toBe(false);
  });

  it("use the chat-completions API of an OpenAI-compatible endpoint, named by the model id", () => {
    const chat = getConfiguredModel({
      AI_BASE_URL: "http://localhost:11434/v1",
      AI_CHAT_MODEL: "llama3",
    })!;
    expect(chat.label).toBe("llama3");
    expect(chat.model.modelId).toBe("llama3");
    expect(chat.model.provider).toBe("openai-compatible.chat");
    const vision = getConfiguredModel(
      { AI_API_KEY: "k", AI_VISION_MODEL: "gpt-4o-mini" },
      "vision",
    )!;
    expect(vision.model.modelId).toBe("gpt-4o-mini");
  });
});

describe("the built-in coach model", () => {
  const knowledge = knowledgeFor(ADA);

  it("streams the composed reply in several chunks through streamText", async () => {
    const model = createBuiltInCoachModel(knowledge, { chunkDelayMs: 0 });
    expect(model.specificationVersion).toBe("v3");
    expect(model.modelId).toBe(BUILT_IN_MODEL_ID);
    const result = streamText({
      model,
      messages: [{ role: "user", content: "How much protein do I need?" }],
    });
    const chunks: string[] = [];
    for await (const piece of result.textStream) chunks.push(piece);
    expect(chunks.length).toBeGreaterThan(10);
    expect(chunks.join("")).toBe(
      composeCoachReply({ message: "How much protein do I need?" }, knowledge).text,
    );
  });

  it("reads deep research from the call's provider options and a photo from the message", async () => {
    const model = createBuiltInCoachModel(knowledge, { chunkDelayMs: 0 });
    const deep = streamText({
      model,
      messages: [{ role: "user", content: "blood sugar" }],
      providerOptions: { nutricoach: { deepResearch: true } },
    });
    expect(await deep.text).toContain("### Your next 7 days");
    const photo = streamText({
      model,
      messages: [
        {
          role: "user",
          content: [
            { type: "text", text: "Please analyze this food from a holistic wellness perspective" },
            {
              type: "image",
              image: new Uint8Array([0x89, 0x50, 0x4e, 0x47]),
              mediaType: "image/png",
            },
          ],
        },
      ],
    });
    expect(await photo.text).toContain("cannot see images");
  });

  it("answers the non-streaming form too", async () => {
    const model = createBuiltInCoachModel(knowledge);
    const text = await generateModelText({ model, messages: [{ role: "user", content: "Hello" }] });
    expect(text).toMatch(/^## Hello, Ada!/);
  });

  it("reads the turn from a prompt: the last user message, earlier ones as history", () => {
    const turn = turnFromPrompt([
      { role: "system", content: "sys" },
      { role: "user", content: [{ type: "text", text: "first" }] },
      { role: "assistant", content: [{ type: "text", text: "reply" }] },
      { role: "user", content: [{ type: "text", text: "second" }] },
    ]);
    expect(turn).toEqual({
      message: "second",
      history: [
        { role: "user", content: "first" },
        { role: "assistant", content: "reply" },
      ],
      hasImage: false,
      deepResearch: false,
    });
  });

  it("cuts text at word ends", () => {
    expect(chunkText("one two three four", 6)).toEqual(["one two ", "three ", "four"]);
    expect(chunkText("", 6)).toEqual([]);
  });
});

/** A provider stream the test feeds by hand, so time only moves when the test says so. */
function manualStream() {
  let controller!: ReadableStreamDefaultController<LanguageModelV3StreamPart>;
  const stream = new ReadableStream<LanguageModelV3StreamPart>({
    start(c) {
      controller = c;
      c.enqueue({ type: "text-start", id: "t" });
    },
  });
  return {
    model: new MockLanguageModelV3({ doStream: async () => ({ stream }) }),
    text: (delta: string) => controller.enqueue({ type: "text-delta", id: "t", delta }),
    end: () => {
      controller.enqueue({ type: "text-end", id: "t" });
      controller.enqueue({ type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage });
      controller.close();
    },
  };
}

async function collect(rest: AsyncGenerator<string, void, undefined>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of rest) out.push(piece);
  return out;
}

const hi = [{ role: "user" as const, content: "hi" }];
const LIMITS = { firstTokenMs: 1_000, idleMs: 500, totalMs: 10_000 };

describe("model calls", () => {
  afterEach(() => vi.useRealTimers());

  it("open once the first text arrives and yield the rest as it arrives", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({ stream: textStream(["Eat ", "more ", "greens."]) }),
    });
    const opened = await openModelStream({ model, messages: hi });
    expect(opened.first).toBe("Eat ");
    expect(await collect(opened.rest)).toEqual(["more ", "greens."]);
  });

  it("fail before answering when the provider fails (the route turns it into 502)", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error("connection refused");
      },
    });
    await expect(openModelStream({ model, messages: hi })).rejects.toMatchObject({
      name: "ModelCallError",
      kind: "provider",
    });
  });

  it("throw from the rest when the provider fails mid-reply", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: textStream(["Eat "], [{ type: "error", error: new Error("lost") }]),
      }),
    });
    const opened = await openModelStream({ model, messages: hi });
    await expect(collect(opened.rest)).rejects.toBeInstanceOf(ModelCallError);
  });

  it("time out before the first token as a first-token timeout (504)", async () => {
    vi.useFakeTimers();
    const { model } = manualStream();
    const opening = openModelStream({ model, messages: hi }, LIMITS);
    const outcome = expect(opening).rejects.toMatchObject({
      kind: "timeout",
      phase: "first-token",
    });
    await vi.advanceTimersByTimeAsync(1_001);
    await outcome;
  });

  it("time out when the model stalls mid-reply longer than the idle limit", async () => {
    vi.useFakeTimers();
    const feed = manualStream();
    feed.text("Eat ");
    const opened = await openModelStream({ model: feed.model, messages: hi }, LIMITS);
    const reading = collect(opened.rest);
    const outcome = expect(reading).rejects.toMatchObject({ kind: "timeout", phase: "idle" });
    await vi.advanceTimersByTimeAsync(400);
    feed.text("more ");
    await vi.advanceTimersByTimeAsync(501);
    await outcome;
  });

  it("never cut a slow but steady model that keeps within the idle limit", async () => {
    vi.useFakeTimers();
    const feed = manualStream();
    feed.text("0 ");
    const opened = await openModelStream({ model: feed.model, messages: hi }, LIMITS);
    const reading = collect(opened.rest);
    // 20 pieces, 400 ms apart: 8 s in all, far past the first-token and idle limits
    for (let i = 1; i <= 20; i++) {
      await vi.advanceTimersByTimeAsync(400);
      feed.text(`${i} `);
    }
    feed.end();
    const pieces = await reading;
    expect(pieces).toHaveLength(20);
    expect(pieces.at(-1)).toBe("20 ");
  });

  it("cut a steady model at the total limit", async () => {
    vi.useFakeTimers();
    const feed = manualStream();
    feed.text("0 ");
    const opened = await openModelStream({ model: feed.model, messages: hi }, LIMITS);
    const reading = collect(opened.rest);
    const outcome = expect(reading).rejects.toMatchObject({ kind: "timeout", phase: "total" });
    for (let i = 1; i <= 30; i++) {
      await vi.advanceTimersByTimeAsync(400);
      feed.text(`${i} `);
    }
    await outcome;
  });

  it("count an empty reply as a provider failure", async () => {
    const model = new MockLanguageModelV3({ doStream: async () => ({ stream: textStream([]) }) });
    await expect(openModelStream({ model, messages: hi })).rejects.toMatchObject({
      kind: "provider",
    });
  });

  it("read the limits from the environment, with defaults", () => {
    expect(streamLimitsOf({})).toEqual(DEFAULT_STREAM_LIMITS);
    expect(
      streamLimitsOf({
        AI_FIRST_TOKEN_TIMEOUT_MS: 90_000,
        AI_IDLE_TIMEOUT_MS: 30_000,
        AI_TOTAL_TIMEOUT_MS: 600_000,
      }),
    ).toEqual({ firstTokenMs: 90_000, idleMs: 30_000, totalMs: 600_000 });
  });
});

describe("which model answers", () => {
  const binding = { run: async () => ({ response: "hi" }) } as unknown as WorkersAiBinding;
  const endpoint = { AI_BASE_URL: "http://localhost:11434/v1", AI_CHAT_MODEL: "llama3" };

  it("is the built-in coach with nothing configured and no binding", () => {
    expect(getConfiguredModel({}, "chat")).toBeNull();
    expect(isModelConfigured({}, "vision")).toBe(false);
  });
  it("is Workers AI when the binding is present and no endpoint is configured", () => {
    expect(getConfiguredModel({ AI: binding }, "chat")?.label).toBe(
      `Workers AI ${WORKERS_AI_DEFAULT_MODELS.chat}`,
    );
    expect(getConfiguredModel({ AI: binding }, "vision")?.label).toBe(
      `Workers AI ${WORKERS_AI_DEFAULT_MODELS.vision}`,
    );
    expect(
      getConfiguredModel({ AI: binding, WORKERS_AI_CHAT_MODEL: "@cf/qwen/qwen3-30b-a3b-fp8" })
        ?.label,
    ).toBe("Workers AI @cf/qwen/qwen3-30b-a3b-fp8");
  });
  it("is the configured endpoint when there is one, purpose by purpose", () => {
    expect(getConfiguredModel({ ...endpoint, AI: binding }, "chat")?.label).toBe("llama3");
    // no vision model on the endpoint: Workers AI sees the photos
    expect(getConfiguredModel({ ...endpoint, AI: binding }, "vision")?.label).toBe(
      `Workers AI ${WORKERS_AI_DEFAULT_MODELS.vision}`,
    );
    expect(getConfiguredModel({ ...endpoint, AI_JSON_MODE: "off" }, "chat")?.jsonMode).toBe(false);
  });
});
