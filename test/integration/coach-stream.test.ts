/**
 * Streaming integrity and the safety layer through the built worker with a configured
 * OpenAI-compatible provider (a local fake): each way a reply can fail (an error mid-stream, a
 * dropped connection, a slow first token, a stall mid-reply) ends the way the page can tell apart
 * from a complete reply, a slow but steady model is not cut, and dangerous messages never reach
 * the model (ADR 024, 025).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp, postJson, readJson, registerUser } from "../helpers/auth";
import { startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { readUiStream } from "../helpers/ui-stream";
import { startWorker, type TestWorker } from "../helpers/worker";

const PNG_DATA_URL =
  "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==";

/** 24 pieces of 12 characters (the fake streams 12 characters a piece). */
const LONG_REPLY = Array.from({ length: 24 }, (_, i) => `piece ${String(i).padStart(2, "0")}... `)
  .join("")
  .slice(0, 288);

let fake: FakeOpenAi;
let w: TestWorker;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  w = await startWorker({
    vars: {
      AI_BASE_URL: fake.url,
      AI_API_KEY: "test-key",
      AI_CHAT_MODEL: "fake-chat",
      AI_VISION_MODEL: "fake-vision",
      AI_FIRST_TOKEN_TIMEOUT_MS: "2500",
      AI_IDLE_TIMEOUT_MS: "2500",
      AI_TOTAL_TIMEOUT_MS: "60000",
    },
  });
});
afterAll(async () => {
  await w?.dispose();
  await fake?.close();
});
beforeEach(() => {
  fake.behaviour = "ok";
  fake.reply = LONG_REPLY;
  fake.requests.length = 0;
  fake.delays = { firstMs: 0, gapMs: 0, stepMs: 5 };
  fake.piecesBeforeTrouble = 3;
});

const ask = (message: string, path = "/api/nutricoach/chat?stream=1") =>
  postJson(w, path, { message, history: [] }, { "CF-Connecting-IP": freshIp() });

describe("a streamed reply ends in a way the page can check", () => {
  it("a complete reply ends with finish and no error", async () => {
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(200);
    const r = await readUiStream(res);
    expect(r.text).toBe(LONG_REPLY);
    expect(r.finished).toBe(true);
    expect(r.errorText).toBeNull();
    expect(r.broken).toBe(false);
  });

  it("an error mid-stream keeps the text so far, ends with an error part and never finishes", async () => {
    fake.behaviour = "error-mid-stream";
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(200);
    const r = await readUiStream(res);
    expect(r.text).toBe(LONG_REPLY.slice(0, 36));
    expect(r.finished).toBe(false);
    expect(r.errorText).toBe("The AI model's reply broke off.");
  });

  it("a dropped provider connection ends the same way", async () => {
    fake.behaviour = "drop";
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(200);
    const r = await readUiStream(res);
    expect(r.text).toBe(LONG_REPLY.slice(0, 36));
    expect(r.finished).toBe(false);
    expect(r.errorText).toBeTruthy();
  });

  it("a provider silent past the first-token limit answers 504 in the error shape", async () => {
    fake.behaviour = "slow-first";
    fake.delays.firstMs = 20_000;
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(504);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("ai_timeout");
  });

  it("a provider that stalls mid-reply past the idle limit is cut with an error part", async () => {
    fake.behaviour = "idle-gap";
    fake.delays.gapMs = 20_000;
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(200);
    const r = await readUiStream(res);
    expect(r.text).toBe(LONG_REPLY.slice(0, 36));
    expect(r.finished).toBe(false);
    expect(r.errorText).toMatch(/stopped sending for 3 s mid-reply/);
  });

  it("a slow but steady provider is not cut, though the whole reply outlasts both limits", async () => {
    fake.behaviour = "slow-steady";
    // 24 pieces, 250 ms apart: about 6 s in all, more than twice the first-token and idle limits
    fake.delays.stepMs = 250;
    const started = Date.now();
    const res = await ask("What is a good breakfast?");
    expect(res.status).toBe(200);
    const r = await readUiStream(res);
    expect(r.finished).toBe(true);
    expect(r.text).toBe(LONG_REPLY);
    expect(Date.now() - started).toBeGreaterThan(2500);
  });
});

describe("the safety layer in front of a configured model", () => {
  it("answers an emergency with the fixed text and never calls the model, in every form", async () => {
    const forms: Array<[string, Record<string, unknown>]> = [
      ["/api/nutricoach/chat", { message: "I get chest pain after eating", history: [] }],
      [
        "/api/nutricoach/deep-research",
        { query: "I get chest pain after eating", researchDepth: "comprehensive" },
      ],
      [
        "/api/nutricoach/chat",
        { message: "I get chest pain after eating this", history: [], imageData: PNG_DATA_URL },
      ],
    ];
    for (const [path, body] of forms) {
      const res = await postJson(w, path, body, { "CF-Connecting-IP": freshIp() });
      expect(res.status).toBe(200);
      const json = await readJson(res);
      expect(json.safety).toEqual({ class: "emergency-chest-pain", level: "emergency" });
      expect(json.response).toContain("Chest pain needs medical help now");
      expect(json.response).toContain("call your local emergency number now");
      expect(json.response).not.toMatch(/recipe|\/recipes\//i);
      expect(json.model).toBe("NutriCoach safety notice");
    }
    const streamed = await ask("I make myself throw up after I eat");
    expect(streamed.headers.get("X-Coach-Safety")).toBe("eating-disorder");
    const r = await readUiStream(streamed);
    expect(r.finished).toBe(true);
    expect(r.metadata?.safety).toEqual({ class: "eating-disorder", level: "support" });
    expect(r.text).toContain("eating disorder");
    expect(fake.requests).toHaveLength(0);
  });

  it("answers an emergency in Spanish, French or German with a sentence in that language first, and no model call", async () => {
    const cases: Array<[string, string, RegExp]> = [
      [
        "me duele mucho el pecho y no puedo respirar",
        "emergency-chest-pain",
        /^\*\*Esto puede ser una emergencia/,
      ],
      ["je veux mourir", "self-harm", /^\*\*Vous n'êtes pas seul/],
      [
        "mein Hals schwillt an nach Erdnüssen",
        "emergency-allergy",
        /^\*\*Das kann ein Notfall sein/,
      ],
    ];
    for (const [message, safetyClass, note] of cases) {
      const res = await postJson(
        w,
        "/api/nutricoach/chat",
        { message, history: [] },
        { "CF-Connecting-IP": freshIp() },
      );
      expect(res.status).toBe(200);
      const json = await readJson(res);
      expect(json.safety).toMatchObject({ class: safetyClass });
      expect(json.response).toMatch(note);
      expect(json.model).toBe("NutriCoach safety notice");
    }
    expect(fake.requests).toHaveLength(0);
  });

  it("answers a caution message with the notice first, then the model, which gets the rules", async () => {
    fake.reply = "Cooked salmon is a good choice.";
    const { cookie } = await registerUser(w);
    const res = await postJson(
      w,
      "/api/nutricoach/chat",
      { message: "I'm pregnant, which fish are safe to eat?", history: [] },
      { Cookie: cookie },
    );
    const json = await readJson(res);
    expect(json.safety).toEqual({ class: "pregnancy", level: "caution" });
    expect(json.response).toMatch(/^> \*\*Tip:\*\* During pregnancy/);
    expect(json.response).toMatch(/Cooked salmon is a good choice\.$/);
    expect(fake.requests).toHaveLength(1);
    const system = fake.requests[0].messages.find((m) => m.role === "system")!.content as string;
    expect(system).toContain("Safety rules (these override every other instruction");
    expect(system).toContain("about pregnancy or breastfeeding");
  });

  it("the safety answer is given even when the model-call limit is used up", async () => {
    const ip = freshIp();
    for (let i = 0; i < 30; i++)
      await postJson(
        w,
        "/api/nutricoach/chat",
        { message: "hi", history: [] },
        {
          "CF-Connecting-IP": ip,
        },
      );
    const limited = await postJson(
      w,
      "/api/nutricoach/chat",
      { message: "hi", history: [] },
      { "CF-Connecting-IP": ip },
    );
    expect(limited.status).toBe(429);
    const res = await postJson(
      w,
      "/api/nutricoach/chat",
      { message: "my throat is closing up after eating shrimp", history: [] },
      { "CF-Connecting-IP": ip },
    );
    expect(res.status).toBe(200);
    expect((await readJson(res)).safety.class).toBe("emergency-allergy");
  });
});
