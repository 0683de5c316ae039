/**
 * Every request is answered, and a refusal never breaks the connection it came on (issue 17
 * point 8): workerd (wrangler dev, Miniflare) answers later requests on a kept-alive connection
 * with 503 "Your worker restarted mid-request", or never, when the worker answered an earlier one
 * without reading its body. The test harness's fetch opens a connection per request on purpose;
 * this test keeps ONE connection alive and sends 400 junk requests over it.
 * KEEP_ALIVE_URL=http://localhost:8787 runs it against a server already running (`npm run dev`,
 * wrangler dev) instead of the Miniflare harness.
 */
import { subscribe, unsubscribe } from "node:diagnostics_channel";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { Agent, request } from "undici";
import { cookieHeader, cookiesFrom, newRegistration, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker | undefined;
let target: URL;
let cookie: string;
beforeAll(async () => {
  if (process.env.KEEP_ALIVE_URL) {
    target = new URL(process.env.KEEP_ALIVE_URL);
    const res = await fetch(new URL("/api/register", target), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(newRegistration()),
    });
    cookie = cookieHeader(cookiesFrom(res));
    return;
  }
  w = await startWorker();
  target = w.url;
  ({ cookie } = await registerUser(w));
});
afterAll(() => w?.dispose());

type Junk = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  chunked: boolean;
};

const PATHS = [
  "/api/login",
  "/api/register",
  "/api/logout",
  "/api/meal-plans",
  "/api/meal-plans/generate",
  "/api/shopping-lists",
  "/api/shopping-lists/1/items",
  "/api/social/comments/1",
  "/api/social/recipes/1/comments",
  "/api/cultural/stories",
  "/api/favorites",
  "/api/profile",
  "/api/no-such-thing",
  "/api/recipe-agent/analyze-image",
  "/auth",
  "/recipes/1",
  "/shopping-list",
  "/no-such-page",
  "/",
];

const junk: fc.Arbitrary<Junk> = fc.record({
  method: fc.constantFrom("POST", "PUT", "PATCH", "DELETE", "PROPFIND", "OPTIONS"),
  path: fc.constantFrom(...PATHS),
  body: fc.oneof(
    fc.string({ maxLength: 200 }),
    fc.constant("{"),
    fc.constant('{"email":"a@b.c","password":"x"}'),
    // bodies bigger than a socket buffer, some over the 64 KB limit
    fc.integer({ min: 16 * 1024, max: 200 * 1024 }).map((n) => "x".repeat(n)),
  ),
  chunked: fc.boolean(),
  headers: fc
    .record({
      contentType: fc.constantFrom(
        "application/json",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=nope",
      ),
      // mostly same-site: a cross-site Origin is refused before anything else looks at the request
      origin: fc.constantFrom(null, null, null, null, null, "https://evil.example"),
      cookie: fc.constantFrom(null, "nc_session=forged", "__Host-nc_session=forged", "SIGNED_IN"),
      ip: fc.constantFrom("203.0.113.7", "2001:db8::1", "2001:db8::2"),
    })
    .map(({ contentType, origin, cookie, ip }) => {
      const headers: Record<string, string> = {
        "Content-Type": contentType,
        "CF-Connecting-IP": ip,
      };
      if (origin) headers.Origin = origin;
      if (cookie) headers.Cookie = cookie;
      return headers;
    }),
});

describe("one kept-alive connection", () => {
  it("answers 400 junk requests, none with a 5xx, without dropping the connection", async () => {
    const agent = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 60_000 });
    let connections = 0;
    const onConnect = () => connections++;
    subscribe("undici:client:connected", onConnect);
    const samples = fc.sample(junk, { numRuns: 400, seed: 17 });
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    try {
      for (const [index, sample] of samples.entries()) {
        const headers = { ...sample.headers };
        if (headers.Cookie === "SIGNED_IN") headers.Cookie = cookie;
        let body: Uint8Array | ReadableStream<Uint8Array> | undefined;
        if (sample.body !== undefined) {
          const bytes = new TextEncoder().encode(sample.body);
          body = sample.chunked
            ? new ReadableStream({
                start(controller) {
                  for (let i = 0; i < bytes.length; i += 8192)
                    controller.enqueue(bytes.slice(i, i + 8192));
                  controller.close();
                },
              })
            : bytes;
        }
        try {
          // undici closes a connection itself after a body on DELETE or OPTIONS unless told not to
          const res = await request(new URL(sample.path, target), {
            method: sample.method as "POST",
            headers,
            body: body as Uint8Array,
            dispatcher: agent,
            reset: false,
          });
          const status = res.statusCode;

          await res.body.arrayBuffer();
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          if (status >= 500) failures.push(`#${index} ${sample.method} ${sample.path}: ${status}`);
        } catch (error) {
          failures.push(`#${index} ${sample.method} ${sample.path}: ${String(error)}`);
        }
      }
    } finally {
      unsubscribe("undici:client:connected", onConnect);
      await agent.close();
    }
    console.info("statuses", Object.fromEntries(statuses), "connections", connections);
    expect(failures).toEqual([]);
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(400);
    expect(connections).toBe(1);
  }, 120_000);
});
