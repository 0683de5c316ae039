/**
 * The coach's answer with the AI SDK's mock models standing in for a provider: the streaming form
 * arrives in several chunks, the JSON form answers { response }, a failing provider gives the
 * spec's failure path (a non-success status in the error shape), and the request the provider
 * receives carries the profile context and at most 8 history messages.
 */
import type { LanguageModelV3Prompt, LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import { describe, expect, it } from "vitest";
import { coachTargets } from "~/domain/coach/profile";
import { ADA } from "~/domain/coach/test-fixtures.test-helper";
import { assembleCoachMessages, type CoachCall } from "~/services/coach.server";
import { coachReplyResponse } from "./coach-response.server";

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const REPLY = [
  "## Steady energy\n\n",
  "- Eat protein ",
  "at **breakfast**.\n",
  "> **Tip:** walk after lunch.",
];

function streamingModel() {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: simulateReadableStream<LanguageModelV3StreamPart>({
        chunks: [
          { type: "text-start", id: "t" },
          ...REPLY.map((delta) => ({ type: "text-delta" as const, id: "t", delta })),
          { type: "text-end", id: "t" },
          { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage },
        ],
        chunkDelayInMs: 5,
      }),
    }),
    doGenerate: async () => ({
      content: [{ type: "text", text: REPLY.join("") }],
      finishReason: { unified: "stop", raw: "stop" },
      usage,
      warnings: [],
    }),
  });
}

function failingModel() {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw new Error("upstream 500");
    },
    doGenerate: async () => {
      throw new Error("upstream 500");
    },
  });
}

const history = Array.from({ length: 12 }, (_, i) => ({
  role: (i % 2 ? "assistant" : "user") as "user" | "assistant",
  content: `earlier message ${i + 1}`,
}));

function callFor(model: MockLanguageModelV3): CoachCall {
  const { system, messages } = assembleCoachMessages(
    {
      profile: ADA,
      message: "How do I beat the afternoon slump?",
      history,
      image: null,
      deepResearch: false,
    },
    {
      targets: coachTargets(ADA),
      recipeTitles: ["Red Lentil Dal with Spinach and Cumin Tadka"],
      imageVisible: false,
    },
  );
  return {
    model,
    modelLabel: "mock-model",
    builtIn: false,
    system,
    messages,
    providerOptions: { nutricoach: { deepResearch: false } },
    categories: ["energy"],
    analysisType: "text",
  };
}

async function chunksOf(response: Response): Promise<string[]> {
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  const chunks: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return chunks;
    chunks.push(decoder.decode(value));
  }
}

function textOf(prompt: LanguageModelV3Prompt[number]): string {
  return typeof prompt.content === "string"
    ? prompt.content
    : prompt.content.map((p) => ("text" in p ? p.text : "")).join("");
}

describe("the coach's answer with a mock model", () => {
  it("streams the reply in several chunks, with the model and categories in headers", async () => {
    const response = await coachReplyResponse(callFor(streamingModel()), { stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("X-Coach-Model")).toBe("mock-model");
    expect(response.headers.get("X-Wellness-Categories")).toBe("energy");
    const chunks = await chunksOf(response);
    expect(chunks).toEqual(REPLY);
  });

  it("answers the JSON form as { response }", async () => {
    const response = await coachReplyResponse(callFor(streamingModel()), { stream: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: REPLY.join(""),
      model: "mock-model",
      builtIn: false,
      wellnessCategories: ["energy"],
      analysisType: "text",
    });
  });

  it("answers 502 in the error shape when the provider fails, in both forms", async () => {
    for (const stream of [true, false]) {
      const response = await coachReplyResponse(callFor(failingModel()), { stream });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: {
          code: "ai_provider_error",
          message: "The AI coach could not answer right now. Please try again.",
        },
      });
    }
  });

  it("answers 504 when the provider times out", async () => {
    const slow = new MockLanguageModelV3({
      doStream: ({ abortSignal }) =>
        new Promise((_, reject) =>
          abortSignal?.addEventListener("abort", () => reject(abortSignal.reason)),
        ),
    });
    const response = await coachReplyResponse(callFor(slow), { stream: true, timeoutMs: 20 });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ai_timeout");
  });

  it("sends the provider the profile context and at most 8 history messages", async () => {
    const model = streamingModel();
    await chunksOf(await coachReplyResponse(callFor(model), { stream: true }));
    expect(model.doStreamCalls).toHaveLength(1);
    const prompt = model.doStreamCalls[0].prompt;
    const system = prompt.filter((m) => m.role === "system");
    expect(system).toHaveLength(1);
    const context = textOf(system[0]);
    expect(context).toContain("BMR 1,290 kcal, TDEE 2,000 kcal, goal 1,450 kcal");
    expect(context).toContain("Dietary restrictions (always respect): vegetarian.");
    expect(context).toContain("Dislikes (never suggest): mushroom.");
    const turns = prompt.filter((m) => m.role !== "system");
    expect(turns).toHaveLength(9);
    expect(turns.slice(0, 8).map(textOf)).toEqual(history.slice(-8).map((m) => m.content));
    expect(textOf(turns[8])).toBe("How do I beat the afternoon slump?");
  });
});
