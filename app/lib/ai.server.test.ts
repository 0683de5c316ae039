import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { streamText } from "ai";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { describe, expect, it } from "vitest";
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
  streamModelText,
  turnFromPrompt,
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

async function readAll(stream: ReadableStream<Uint8Array>): Promise<string[]> {
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
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

describe("model calls", () => {
  it("stream a provider's reply as it arrives", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({ stream: textStream(["Eat ", "more ", "greens."]) }),
    });
    const chunks = await readAll(
      await streamModelText({ model, messages: [{ role: "user", content: "hi" }] }),
    );
    expect(chunks).toEqual(["Eat ", "more ", "greens."]);
  });

  it("fail before answering when the provider fails (the route turns it into 502)", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => {
        throw new Error("connection refused");
      },
    });
    const call = streamModelText({ model, messages: [{ role: "user", content: "hi" }] });
    await expect(call).rejects.toMatchObject({ name: "ModelCallError", kind: "provider" });
  });

  it("break the stream when the provider fails mid-reply", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: textStream(["Eat "], [{ type: "error", error: new Error("lost") }]),
      }),
    });
    const stream = await streamModelText({ model, messages: [{ role: "user", content: "hi" }] });
    await expect(readAll(stream)).rejects.toBeInstanceOf(ModelCallError);
  });

  it("time out as a timeout (504)", async () => {
    const model = new MockLanguageModelV3({
      doStream: ({ abortSignal }) =>
        new Promise((_, reject) =>
          abortSignal?.addEventListener("abort", () => reject(abortSignal.reason)),
        ),
    });
    await expect(
      streamModelText({ model, messages: [{ role: "user", content: "hi" }], timeoutMs: 20 }),
    ).rejects.toMatchObject({
      kind: "timeout",
    });
  });

  it("count an empty reply as a provider failure", async () => {
    const model = new MockLanguageModelV3({ doStream: async () => ({ stream: textStream([]) }) });
    await expect(
      streamModelText({ model, messages: [{ role: "user", content: "hi" }] }),
    ).rejects.toMatchObject({ kind: "provider" });
  });
});
