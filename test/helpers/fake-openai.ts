/**
 * A tiny OpenAI-compatible chat-completions server for tests (the AI model is the one outside
 * service tests may replace). It records every request body and answers, per the `behaviour`:
 * - "ok": the reply text, streamed as server-sent events in several chunks when asked to stream;
 *   a request with an image gets `visionReply` (the food list a vision model would give);
 * - "fail": HTTP 500 with an OpenAI-style error body;
 * - "error-mid-stream": a few pieces, then an OpenAI-style error event, then the end;
 * - "drop": a few pieces, then the connection is cut;
 * - "slow-first": `delays.firstMs` of silence before the first piece;
 * - "idle-gap": a few pieces, `delays.gapMs` of silence, then the rest;
 * - "slow-steady": every piece `delays.stepMs` after the last one.
 * `visionQueue` answers the next vision requests in order (then `visionReply`).
 * Point AI_BASE_URL at `url` (it ends in /v1).
 *
 * It also stands behind the fake Workers AI binding (test/helpers/worker.ts `fakeWorkersAi`): the
 * binding's `run(model, inputs)` is posted to /workers-ai/run and answered in Workers AI's shapes
 * (`{ response }`, or server-sent events of `{ response }` pieces when `inputs.stream`). Those
 * requests are recorded with `via: "workers-ai"`.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";

/** A JPEG header (1024 x 1024, the image model's size) with a few bytes after it. */
export const FAKE_JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0x00, 0x04, 0x00, 0x03, 0x01, 0x22, 0x00, 0x02,
  0x11, 0x01, 0x03, 0x11, 0x01, 0xff, 0xd9,
]);

export type FakeBehaviour =
  "ok" | "fail" | "error-mid-stream" | "drop" | "slow-first" | "idle-gap" | "slow-steady";

export type FakeOpenAi = {
  url: string;
  requests: ChatRequestBody[];
  behaviour: FakeBehaviour;
  reply: string;
  visionReply: string;
  visionQueue: string[];
  delays: { firstMs: number; gapMs: number; stepMs: number };
  /** pieces sent before a mid-stream failure, a drop or an idle gap */
  piecesBeforeTrouble: number;
  close: () => Promise<void>;
};

export type ChatRequestBody = {
  /** "workers-ai" for calls through the fake AI binding */
  via?: "openai" | "workers-ai";
  model: string;
  stream?: boolean;
  response_format?: { type: string };
  messages: Array<{
    role: string;
    content: string | Array<{ type: string; text?: string; image_url?: { url: string } }>;
  }>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    req.on("error", reject);
  });
}

function hasImage(body: ChatRequestBody): boolean {
  return body.messages.some(
    (m) => Array.isArray(m.content) && m.content.some((p) => p.type === "image_url"),
  );
}

/** The reply cut in pieces of about 12 characters. */
function pieces(text: string): string[] {
  const out: string[] = [];
  for (let i = 0; i < text.length; i += 12) out.push(text.slice(i, i + 12));
  return out;
}

export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  const state: FakeOpenAi = {
    url: "",
    requests: [],
    behaviour: "ok",
    reply: "## Hello from the fake model\n\nEat more **vegetables**.",
    visionReply:
      '{"description":"Rice with chicken","foods":[{"name":"cooked white rice","portion":"1 cup","grams":158,"confidence":90},{"name":"cooked chicken breast","grams":150,"confidence":80}]}',
    visionQueue: [],
    delays: { firstMs: 0, gapMs: 0, stepMs: 5 },
    piecesBeforeTrouble: 3,
    close: async () => {},
  };
  const server: Server = createServer(async (req, res) => {
    const workersAi = req.method === "POST" && req.url === "/workers-ai/run";
    if (!workersAi && (req.method !== "POST" || !req.url?.endsWith("/chat/completions"))) {
      res.writeHead(404).end();
      return;
    }
    const raw = JSON.parse(await readBody(req));
    // Workers AI's image model: a small JPEG, base64, as `{ image }`
    if (workersAi && /flux|stable-diffusion/.test(String(raw.model))) {
      state.requests.push({ via: "workers-ai", model: raw.model, messages: [], ...raw.inputs });
      res.writeHead(state.behaviour === "fail" ? 500 : 200, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ image: FAKE_JPEG.toString("base64") }));
      return;
    }
    const body: ChatRequestBody = workersAi
      ? { via: "workers-ai", model: raw.model, ...raw.inputs }
      : { via: "openai", ...raw };
    state.requests.push(body);
    if (state.behaviour === "fail") {
      res.writeHead(500, { "Content-Type": "application/json" });
      res.end(JSON.stringify({ error: { message: "model exploded", type: "server_error" } }));
      return;
    }
    const vision = hasImage(body) || /food-recognition step/.test(JSON.stringify(body.messages));
    const text = vision ? (state.visionQueue.shift() ?? state.visionReply) : state.reply;
    const created = Math.floor(Date.now() / 1000);
    if (!body.stream && workersAi) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({ response: text, usage: { prompt_tokens: 10, completion_tokens: 10 } }),
      );
      return;
    }
    if (!body.stream) {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(
        JSON.stringify({
          id: "chatcmpl-test",
          object: "chat.completion",
          created,
          model: body.model,
          choices: [
            { index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" },
          ],
          usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
        }),
      );
      return;
    }
    const behaviour = state.behaviour;
    let gone = false;
    res.on("close", () => {
      gone = true;
    });
    // waits that end early when the worker gives up on the request
    const wait = async (ms: number) => {
      const until = Date.now() + ms;
      while (!gone && Date.now() < until) await sleep(Math.min(25, until - Date.now()));
    };
    res.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache" });
    res.flushHeaders();
    const chunk = (delta: { content?: string; role?: string }, finish: string | null = null) =>
      workersAi
        ? `data: ${JSON.stringify({ response: delta.content ?? "", ...(finish ? { usage: { prompt_tokens: 10, completion_tokens: 10 } } : {}) })}\n\n`
        : `data: ${JSON.stringify({
            id: "chatcmpl-test",
            object: "chat.completion.chunk",
            created,
            model: body.model,
            choices: [{ index: 0, delta, finish_reason: finish }],
          })}\n\n`;
    if (behaviour === "slow-first") await wait(state.delays.firstMs);
    res.write(chunk({ role: "assistant", content: "" }));
    const all = pieces(text);
    for (let i = 0; i < all.length; i++) {
      if (gone) return;
      if (i === state.piecesBeforeTrouble) {
        if (behaviour === "error-mid-stream") {
          res.write(
            `data: ${JSON.stringify({ error: { message: "model crashed", type: "server_error" } })}\n\n`,
          );
          res.end();
          return;
        }
        if (behaviour === "drop") {
          res.socket?.destroy();
          return;
        }
        if (behaviour === "idle-gap") await wait(state.delays.gapMs);
      }
      res.write(chunk({ content: all[i] }));
      await wait(behaviour === "slow-steady" ? state.delays.stepMs : 5);
    }
    if (gone) return;
    res.write(chunk({}, "stop"));
    res.end("data: [DONE]\n\n");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address() as { port: number };
  state.url = `http://127.0.0.1:${address.port}/v1`;
  state.close = () => new Promise((resolve) => server.close(() => resolve()));
  return state;
}
