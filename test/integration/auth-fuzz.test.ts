import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectErrorShape, freshIp } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

/**
 * Property: whatever malformed body reaches an auth endpoint, the worker answers a 4xx in the one
 * JSON error shape, never a 5xx. Each run sends a small batch concurrently; 70 runs x 8 bodies =
 * 560 requests per endpoint against one worker.
 */
let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ seed: false });
});
afterAll(() => w?.dispose());

const BATCH = 8;
const RUNS = 70;

type Sent = { contentType: string | null; body: string };

const jsonContentTypes = [
  "application/json",
  "application/json; charset=utf-8",
  "application/problem+json",
];
const otherContentTypes = [
  "text/plain",
  "application/xml",
  "application/octet-stream",
  "text/html",
  "image/png",
];

/** Values that are not a valid login or registration: wrong types, missing fields, bad formats. */
const wrongValue = fc.oneof(
  fc.anything({ maxDepth: 2 }),
  fc.string({ maxLength: 5 }),
  fc.constantFrom(
    "",
    " ",
    "not-an-email",
    "a@",
    "@b.c",
    "x".repeat(300),
    "\u0000",
    "<script>",
    "' OR 1=1 --",
  ),
  fc.integer(),
  fc.double(),
  fc.constantFrom(null, true, [], {}, -1, 1e308, Number.MAX_SAFE_INTEGER),
);

const registerKeys = [
  "username",
  "firstName",
  "lastName",
  "email",
  "password",
  "age",
  "height",
  "weight",
  "gender",
  "activityLevel",
  "dietaryRestrictions",
  "cuisinePreferences",
  "__proto__",
  "constructor",
];

const malformedObject = (keys: string[]) =>
  fc
    .dictionary(fc.constantFrom(...keys), wrongValue, { maxKeys: keys.length })
    .map((o) => JSON.stringify(o));

const brokenJson = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.json().map((j) => j.slice(0, Math.max(0, j.length - 1)) + "{"),
  fc.constantFrom(
    "{",
    "}",
    "[",
    '{"email":',
    "{'email': 'a@b.c'}",
    "NaN",
    "undefined",
    "\u0000\u0001",
    '{"a":1}}',
  ),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => String.fromCharCode(...bytes)),
);

const otherJson = fc.oneof(
  fc.json({ maxDepth: 3 }),
  fc.constantFrom("null", "true", "0", '"text"', "[]", '[{"email":"a@b.c","password":"123456"}]'),
);

const oversized = fc
  .constantFrom(70_000, 200_000)
  .map((n) => `{"email":"a@b.c","password":"${"p".repeat(n)}"}`);

function bodies(objectKeys: string[]): fc.Arbitrary<Sent> {
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...jsonContentTypes),
        body: malformedObject(objectKeys),
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({ contentType: fc.constantFrom(...jsonContentTypes), body: brokenJson }),
    },
    {
      weight: 2,
      arbitrary: fc.record({ contentType: fc.constantFrom(...jsonContentTypes), body: otherJson }),
    },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom<string | null>(...otherContentTypes, null),
        body: fc.oneof(fc.string({ maxLength: 100 }), malformedObject(objectKeys)),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ contentType: fc.constantFrom(...jsonContentTypes), body: oversized }),
    },
  );
}

async function send(path: string, sent: Sent) {
  const headers: Record<string, string> = { "CF-Connecting-IP": freshIp() };
  if (sent.contentType) headers["Content-Type"] = sent.contentType;
  const res = await w.fetch(path, { method: "POST", headers, body: sent.body });
  const text = await res.text();
  return { status: res.status, contentType: res.headers.get("content-type"), text };
}

async function checkBatch(path: string, batch: Sent[]) {
  const answers = await Promise.all(batch.map((sent) => send(path, sent)));
  answers.forEach((answer, i) => {
    const context = `${path} <- ${JSON.stringify(batch[i]).slice(0, 300)} -> ${answer.status} ${answer.text.slice(0, 200)}`;
    expect(answer.status, context).toBeGreaterThanOrEqual(400);
    expect(answer.status, context).toBeLessThan(500);
    expect(answer.contentType, context).toMatch(/^application\/json/);
    expectErrorShape(JSON.parse(answer.text));
  });
}

describe("auth endpoints under malformed bodies", () => {
  it("POST /api/login: never a 5xx, always the error shape", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bodies(["email", "password", "remember"]), { minLength: BATCH, maxLength: BATCH }),
        (batch) => checkBatch("/api/login", batch),
      ),
      { numRuns: RUNS },
    );
  });

  it("POST /api/register: never a 5xx, always the error shape", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(bodies(registerKeys), { minLength: BATCH, maxLength: BATCH }),
        (batch) => checkBatch("/api/register", batch),
      ),
      { numRuns: RUNS },
    );
  });

  it(
    "POST /api/logout: never a 5xx, always the error shape for bodies it cannot read",
    { timeout: 120_000 },
    async () => {
      // logout accepts no body or any JSON object; malformed means broken JSON, JSON that is not an
      // object, or a non-JSON, non-form content type
      const logoutBodies = fc.oneof(
        fc.record({
          contentType: fc.constantFrom(...jsonContentTypes.slice(0, 2)),
          body: fc.oneof(
            brokenJson.filter((b) => b.trim() !== "" && !isJsonObject(b)),
            fc.constantFrom("null", "true", "0", '"text"', "[]", "[1,2]"),
          ),
        }),
        fc.record({
          contentType: fc.constantFrom<string | null>(...otherContentTypes, null),
          body: fc.string({ minLength: 1, maxLength: 100 }).filter((b) => b.trim() !== ""),
        }),
        fc.record({ contentType: fc.constant("application/json"), body: oversized }),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(logoutBodies, { minLength: BATCH, maxLength: BATCH }), (batch) =>
          checkBatch("/api/logout", batch),
        ),
        { numRuns: RUNS },
      );
    },
  );

  it("GET /api/callback: never a 5xx, whatever the query", { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.dictionary(
            fc.constantFrom("code", "state", "error", "iss", "session_state"),
            fc.string({ maxLength: 40 }),
          ),
          {
            minLength: BATCH,
            maxLength: BATCH,
          },
        ),
        async (queries) => {
          const answers = await Promise.all(
            queries.map((q) =>
              w.fetch(`/api/callback?${new URLSearchParams(q)}`, {
                headers: { Cookie: "__Host-nc_oidc=" + "A".repeat(43) },
              }),
            ),
          );
          for (const res of answers) {
            expect(res.status).toBe(302);
            expect(res.headers.get("location")).toBe("/auth");
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});

function isJsonObject(text: string): boolean {
  try {
    const value = JSON.parse(text);
    return Boolean(value) && typeof value === "object" && !Array.isArray(value);
  } catch {
    return false;
  }
}
