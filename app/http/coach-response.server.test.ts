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
import {
  coachAnswerResponse,
  type CoachAnswerMeta,
  type CoachAnswerPlan,
} from "./coach-response.server";

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
      recipes: [{ id: 3, title: "Red Lentil Dal with Spinach and Cumin Tadka" }],
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

type Part = { type: string; delta?: string; errorText?: string; messageMetadata?: unknown };

/** The UI message stream's parts, read from its server-sent events. */
async function partsOf(response: Response): Promise<Part[]> {
  const text = await response.text();
  return text
    .split("\n\n")
    .map((e) => e.replace(/^data: /, "").trim())
    .filter((d) => d && d !== "[DONE]")
    .map((d) => JSON.parse(d) as Part);
}

const deltas = (parts: Part[]) => parts.filter((p) => p.type === "text-delta").map((p) => p.delta);

function textOf(prompt: LanguageModelV3Prompt[number]): string {
  return typeof prompt.content === "string"
    ? prompt.content
    : prompt.content.map((p) => ("text" in p ? p.text : "")).join("");
}

const META: CoachAnswerMeta = {
  model: "mock-model",
  builtIn: false,
  wellnessCategories: ["energy"],
  analysisType: "text",
  safety: null,
};

function planFor(model: MockLanguageModelV3, prefix: string | null = null): CoachAnswerPlan {
  return { kind: "model", call: callFor(model), prefix, meta: META };
}

describe("the coach's answer with a mock model", () => {
  it("streams the reply as a UI message stream that ends with finish", async () => {
    const response = await coachAnswerResponse(planFor(streamingModel()), { stream: true });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/event-stream");
    expect(response.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    expect(response.headers.get("X-Coach-Model")).toBe("mock-model");
    expect(response.headers.get("X-Wellness-Categories")).toBe("energy");
    expect(response.headers.get("X-Coach-Safety")).toBe("none");
    const parts = await partsOf(response);
    expect(parts[0]).toMatchObject({ type: "start", messageMetadata: META });
    expect(deltas(parts)).toEqual(REPLY);
    expect(parts.at(-1)).toEqual({ type: "finish", finishReason: "stop" });
  });

  it("ends a reply that breaks mid-way with an error part and no finish", async () => {
    const model = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: "text-start", id: "t" },
            { type: "text-delta", id: "t", delta: "Eat more " },
            { type: "error", error: new Error("upstream reset") },
          ],
        }),
      }),
    });
    const parts = await partsOf(await coachAnswerResponse(planFor(model), { stream: true }));
    expect(deltas(parts)).toEqual(["Eat more "]);
    expect(parts.some((p) => p.type === "finish")).toBe(false);
    expect(parts.at(-1)).toEqual({ type: "error", errorText: "The AI model's reply broke off." });
  });

  it("puts the safety notice before the model's reply when the gate asks for one", async () => {
    const parts = await partsOf(
      await coachAnswerResponse(planFor(streamingModel(), "> **Tip:** notice"), { stream: true }),
    );
    expect(deltas(parts).join("")).toBe(`> **Tip:** notice\n\n${REPLY.join("")}`);
    const json = await coachAnswerResponse(planFor(streamingModel(), "> **Tip:** notice"), {
      stream: false,
    });
    expect(((await json.json()) as { response: string }).response).toBe(
      `> **Tip:** notice\n\n${REPLY.join("")}`,
    );
  });

  it("answers a fixed safety text without calling any model, in both forms", async () => {
    const meta: CoachAnswerMeta = {
      ...META,
      model: "NutriCoach safety notice",
      safety: { class: "emergency-chest-pain", level: "emergency" },
    };
    const plan: CoachAnswerPlan = { kind: "fixed", text: "## Call now", meta };
    const parts = await partsOf(await coachAnswerResponse(plan, { stream: true }));
    expect(parts[0]).toMatchObject({ type: "start", messageMetadata: meta });
    expect(deltas(parts)).toEqual(["## Call now"]);
    expect(parts.at(-1)?.type).toBe("finish");
    const json = await coachAnswerResponse(plan, { stream: false });
    expect(await json.json()).toEqual({ response: "## Call now", ...meta });
  });

  it("answers the JSON form as { response, ..., safety }", async () => {
    const response = await coachAnswerResponse(planFor(streamingModel()), { stream: false });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      response: REPLY.join(""),
      model: "mock-model",
      builtIn: false,
      wellnessCategories: ["energy"],
      analysisType: "text",
      safety: null,
    });
  });

  it("answers 502 in the error shape when the provider fails, in both forms", async () => {
    for (const stream of [true, false]) {
      const response = await coachAnswerResponse(planFor(failingModel()), { stream });
      expect(response.status).toBe(502);
      expect(await response.json()).toEqual({
        error: {
          code: "ai_provider_error",
          message: "The AI coach could not answer right now. Please try again.",
        },
      });
    }
  });

  it("answers 504 when the provider sends nothing before the first-token limit", async () => {
    const slow = new MockLanguageModelV3({
      doStream: ({ abortSignal }) =>
        new Promise((_, reject) =>
          abortSignal?.addEventListener("abort", () => reject(abortSignal.reason)),
        ),
    });
    const response = await coachAnswerResponse(planFor(slow), {
      stream: true,
      limits: { firstTokenMs: 20, idleMs: 20, totalMs: 1000 },
    });
    expect(response.status).toBe(504);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("ai_timeout");
  });

  it("sends the provider the profile context, the safety rules and at most 8 history messages", async () => {
    const model = streamingModel();
    await partsOf(await coachAnswerResponse(planFor(model), { stream: true }));
    expect(model.doStreamCalls).toHaveLength(1);
    const prompt = model.doStreamCalls[0].prompt;
    const system = prompt.filter((m) => m.role === "system");
    expect(system).toHaveLength(1);
    const context = textOf(system[0]);
    expect(context).toContain("BMR 1,290 kcal, TDEE 2,000 kcal, goal 1,450 kcal");
    expect(context).toContain("Dietary restrictions (always respect): vegetarian.");
    expect(context).toContain("Dislikes (never suggest): mushroom.");
    expect(context).toContain("Safety rules (these override every other instruction");
    const turns = prompt.filter((m) => m.role !== "system");
    expect(turns).toHaveLength(9);
    expect(turns.slice(0, 8).map(textOf)).toEqual(history.slice(-8).map((m) => m.content));
    expect(textOf(turns[8])).toBe("How do I beat the afternoon slump?");
  });
});
