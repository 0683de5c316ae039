/**
 * Fuzzing the account APIs (login, register, logout, the sign-in callback, the current user,
 * profiles) and unknown /api paths: at least 300 malformed requests per endpoint, no 5xx, refusals
 * exact and in the error shape, stores unchanged by refused requests (rate-limit counters aside
 * where they count attempts before the body is read). Harness: test/helpers/fuzz.ts.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountDeleteSchema } from "~/domain/schemas/account";
import {
  loginSchema,
  passwordResetRequestSchema,
  passwordResetSchema,
  registerApiSchema,
  verifyEmailSchema,
} from "~/domain/schemas/auth";
import { profileCreateSchema, profileUpdateSchema } from "~/domain/schemas/profile";
import {
  encodeSegment,
  Fuzzer,
  fuzzWrongMethods,
  idSegments,
  ignoredBodies,
  isSingleSegment,
  jsonBodies,
  jsonBody,
  OTHER_METHODS,
  queries,
  RAW_BAD_SEGMENTS,
  refused,
  sameUserParam,
  signedIn,
  UNROUTED_METHODS,
  weirdString,
  wrongMethodSpec,
  type Answer,
  type EndpointSpec,
  type FuzzRequest,
  type Step,
} from "../helpers/fuzz";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
let fuzzer: Fuzzer;

beforeAll(async () => {
  w = await startWorker();
  fuzzer = await Fuzzer.start(w);
});
afterAll(() => w?.dispose());

const TIMEOUT = 180_000;
const me = () => fuzzer.user.id;
const guestCookies = fc.constantFrom("none", "garbage", "loggedOut", "mangled" as const);

/** A redirect to a path of our own origin (never elsewhere), starting with `prefix`. */
function expectLocalRedirect(answer: Answer, request: FuzzRequest, prefix: string) {
  const context = `${request.method} ${request.path.slice(0, 200)} -> ${answer.status} ${answer.location}`;
  expect(answer.status, context).toBe(302);
  const target = new URL(answer.location ?? "", w.url);
  expect(target.origin, context).toBe(w.url.origin);
  expect(target.pathname.startsWith(prefix), context).toBe(true);
}

describe("sign-in", () => {
  it("POST /api/login", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/login",
      acceptedStatuses: [401, 429],
      method: "POST",
      path: "/api/login",
      // a sign-in ends the session its browser had: never the fuzzing user's
      cookies: guestCookies,
      body: jsonBodies(loginSchema, {
        examples: [{ email: "ada@example.com", password: "correct horse" }],
        hints: { email: fc.oneof(fc.emailAddress(), weirdString) },
      }),
      // only failed sign-ins count (issue 17): a refused request writes nothing, rate limits included
      steps: [jsonBody(loginSchema)],
    });
  });

  it("GET /api/login (redirects, with or without a redirectTo)", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/login",
      method: "GET",
      path: "/api/login",
      query: queries(["redirectTo"], {
        redirectTo: fc.constantFrom(
          "/recipes",
          "//evil.example",
          "https://evil.example/",
          "/\\evil.example",
          "javascript:alert(1)",
          "/%0d%0aSet-Cookie:x=1",
          "/profile?tab=goals#x",
        ),
      }),
      steps: [],
      checkAccepted: (answer, request) => expectLocalRedirect(answer, request, "/auth"),
    });
  });

  it("POST /api/register", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/register",
      method: "POST",
      path: "/api/register",
      cookies: guestCookies,
      body: jsonBodies(registerApiSchema, {
        examples: [
          {
            username: "grace_h",
            firstName: "Grace",
            lastName: "Hopper",
            email: "grace@example.com",
            password: "cobol-rules",
            age: 40,
            height: 170,
            weight: 65,
            gender: "female",
            activityLevel: "active",
            dietaryRestrictions: ["vegan"],
            cuisinePreferences: ["Thai"],
          },
          {
            username: "min",
            firstName: "Al",
            lastName: "Bo",
            email: "al@example.com",
            password: "123456",
          },
        ],
        hints: {
          email: fc.oneof(fc.emailAddress(), weirdString),
          username: fc.oneof(fc.stringMatching(/^[a-z][a-z0-9_]{2,20}$/), weirdString),
        },
      }),
      steps: [jsonBody(registerApiSchema)],
    });
  });

  it(
    "POST /api/logout (signed-out visitors: a user's session is not ended here)",
    { timeout: TIMEOUT },
    async () => {
      await fuzzer.fuzz({
        name: "POST /api/logout",
        method: "POST",
        path: "/api/logout",
        cookies: guestCookies,
        body: fc.oneof(
          jsonBodies(loginSchema, { examples: [{}, { redirectTo: "/recipes" }] }),
          fc
            .tuple(
              fc.constantFrom(
                "redirectTo=%2Frecipes",
                "redirectTo=%2F%2Fevil.example",
                "a=%ZZ",
                "",
              ),
              fc.constantFrom(
                "application/x-www-form-urlencoded",
                "multipart/form-data; boundary=x",
              ),
            )
            .map(([text, type]) => ({
              kind: "bytes" as const,
              bytes: new TextEncoder().encode(text),
              contentType: type,
              note: "form",
            })),
        ),
        steps: [logoutBody],
        checkAccepted: (answer, request) => {
          if (isFormPost(request)) return expectLocalRedirect(answer, request, "/");
          expect(answer.status, request.path).toBe(200);
          expect(JSON.parse(answer.text)).toEqual({ ok: true });
        },
      });
    },
  );

  it(
    "POST /api/password-reset (the same answer for any address)",
    { timeout: TIMEOUT },
    async () => {
      await fuzzer.fuzz({
        name: "POST /api/password-reset",
        // 429: three an hour per address, twenty per client
        acceptedStatuses: [202, 429],
        method: "POST",
        path: "/api/password-reset",
        cookies: guestCookies,
        body: jsonBodies(passwordResetRequestSchema, {
          examples: [{ email: "ada@example.com" }, { email: "nobody@example.com" }],
          hints: { email: fc.oneof(fc.emailAddress(), weirdString) },
        }),
        steps: [jsonBody(passwordResetRequestSchema)],
      });
    },
  );

  it(
    "POST /api/password-reset/confirm (a token nobody was sent: 400)",
    { timeout: TIMEOUT },
    async () => {
      await fuzzer.fuzz({
        name: "POST /api/password-reset/confirm",
        acceptedStatuses: [400],
        method: "POST",
        path: "/api/password-reset/confirm",
        cookies: guestCookies,
        body: jsonBodies(passwordResetSchema, {
          examples: [{ token: "A".repeat(43), password: "a new password" }],
        }),
        steps: [jsonBody(passwordResetSchema)],
      });
    },
  );

  it("POST /api/verify-email (a token nobody was sent: 400)", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/verify-email",
      acceptedStatuses: [400],
      method: "POST",
      path: "/api/verify-email",
      body: jsonBodies(verifyEmailSchema, { examples: [{ token: "B".repeat(43) }] }),
      steps: [signedIn, jsonBody(verifyEmailSchema)],
    });
  });

  it("POST /api/verify-email/resend", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/verify-email/resend",
      acceptedStatuses: [202, 429],
      method: "POST",
      path: "/api/verify-email/resend",
      body: ignoredBodies,
      steps: [signedIn],
    });
  });

  it("GET /api/callback (always back to /auth)", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/callback",
      method: "GET",
      path: "/api/callback",
      query: queries(["code", "state", "error", "iss", "session_state"]),
      cookies: fc.constantFrom("user", "none", "garbage", "mangled"),
      steps: [],
      checkAccepted: (answer, request) => expectLocalRedirect(answer, request, "/auth"),
    });
  });

  it("GET /api/auth/user", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/auth/user",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/auth/user",
      query: queries(["fields"]),
      cookies: fc.constantFrom("user", "none", "garbage", "loggedOut", "mangled"),
      steps: [signedIn],
    });
  });
});

function isFormPost(request: FuzzRequest): boolean {
  const type =
    request.body.kind === "bytes"
      ? request.body.contentType?.split(";")[0].trim().toLowerCase()
      : request.body.kind === "form"
        ? "multipart/form-data"
        : undefined;
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/** api.logout.ts: a form post always logs out; otherwise no body, or a JSON object. */
const logoutBody: Step = (ctx) => {
  if (isFormPost(ctx.request)) return null;
  if (ctx.bodyText.trim() === "") return null;
  const type = ctx.contentType?.split(";")[0].trim().toLowerCase();
  if (type !== "application/json") return refused(415, "unsupported_media_type");
  let value: unknown;
  try {
    value = JSON.parse(ctx.bodyText);
  } catch {
    return refused(400, "invalid_json");
  }
  return value && typeof value === "object" && !Array.isArray(value)
    ? null
    : refused(400, "validation_failed");
};

describe("profiles", () => {
  const examples = [
    {
      gender: "female",
      age: 36,
      height: 165,
      weight: 60,
      activityLevel: "moderate",
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Italian"],
      dislikedIngredients: ["olives"],
    },
    { gender: "male", age: "40", height: "180", weight: 80.5, activityLevel: "very" },
  ];

  it("GET /api/profile", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/profile",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/profile",
      query: queries(["fields"]),
      steps: [signedIn],
    });
  });

  it("POST /api/profile", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "POST /api/profile",
      // 400: a goal that is not safe for the body it comes with (ADR 018), nothing saved
      acceptedStatuses: [200, 201, 400],
      method: "POST",
      path: "/api/profile",
      body: jsonBodies(profileCreateSchema, { examples }),
      steps: [signedIn, jsonBody(profileCreateSchema)],
    });
  });

  it("PATCH /api/profile", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "PATCH /api/profile",
      // 400: a goal that is not safe for the merged profile (ADR 018), nothing saved
      acceptedStatuses: [200, 400],
      method: "PATCH",
      path: "/api/profile",
      body: jsonBodies(profileUpdateSchema, {
        examples: [
          { weight: 61 },
          { dietaryGoal: "Eat more greens", goalWeight: null, sleepGoal: 8, stepsGoal: 9000 },
          { healthConditions: ["asthma"], medicationsSupplements: ["vitamin D"] },
        ],
      }),
      steps: [signedIn, jsonBody(profileUpdateSchema)],
    });
  });

  it("GET /api/user-profiles/{userId}", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/user-profiles/{userId}",
      acceptedStatuses: [200],
      method: "GET",
      path: "/api/user-profiles/:userId",
      params: { userId: idSegments(me, ["1", "01", " 1"]) },
      query: queries(["fields"]),
      steps: [signedIn, sameUserParam("userId")],
    });
  });
});

describe("the account", () => {
  it("GET /api/account/export", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "GET /api/account/export",
      // five exports an hour, then 429
      acceptedStatuses: [200, 429],
      method: "GET",
      path: "/api/account/export",
      query: queries(["format", "tables"]),
      cookies: fc.constantFrom("user", "none", "garbage", "loggedOut", "mangled"),
      steps: [signedIn],
    });
  });

  it("DELETE /api/account (never the fuzzing user's password)", { timeout: TIMEOUT }, async () => {
    await fuzzer.fuzz({
      name: "DELETE /api/account",
      // a wrong password: 403; after 10 checks in 15 minutes: 429
      acceptedStatuses: [403, 429],
      method: "DELETE",
      path: "/api/account",
      body: jsonBodies(accountDeleteSchema, {
        examples: [{ password: "not-the-password" }, { password: "x" }],
        hints: { password: weirdString },
      }),
      steps: [signedIn, jsonBody(accountDeleteSchema)],
    });
  });
});

describe("unknown API paths", () => {
  const routeNames = new Set(
    readdirSync(path.resolve(import.meta.dirname, "../../app/routes"))
      .filter((f) => f.startsWith("api."))
      .map((f) => f.split(".")[1].toLowerCase()),
  );
  const decoded = (raw: string) => {
    try {
      return decodeURIComponent(raw).toLowerCase();
    } catch {
      return raw.toLowerCase();
    }
  };
  const unknownSegment = fc
    .oneof(
      fc.constantFrom(
        "admin",
        "v1",
        "graphql",
        ".env",
        "users",
        "recipe",
        "wp-admin",
        "%2e%2e%2fetc",
      ),
      fc.constantFrom(...RAW_BAD_SEGMENTS),
      weirdString.map((s) => encodeSegment(s.slice(0, 200))),
    )
    .filter((raw) => isSingleSegment(raw) && !routeNames.has(decoded(raw)));
  const unknownSteps: Step[] = [
    ({ request }) =>
      UNROUTED_METHODS.includes(request.method)
        ? refused(405, "method_not_allowed")
        : refused(404, "not_found"),
  ];
  const methods = fc.constantFrom(...OTHER_METHODS, ...OTHER_METHODS, ...UNROUTED_METHODS);
  const specs: EndpointSpec[] = [
    { path: "/api/:x", params: { x: unknownSegment } },
    { path: "/api/recipes/:id/:x", params: { x: unknownSegment } },
    { path: "/api/shopping-lists/:a/items/:b/:x", params: { x: unknownSegment } },
  ].map((parts) => ({
    ...parts,
    name: "ANY /api/{unknown}",
    method: "GET",
    methods,
    query: queries(["q"]),
    body: jsonBodies(loginSchema, { examples: [{ email: "a@b.c" }] }),
    steps: unknownSteps,
  }));

  it("a path with a line break in it is an unknown API path, in the error shape (regression)", async () => {
    // Remix's router cannot match a decoded CR or LF against the /api/* catch-all: it answered
    // its HTML 404 page
    for (const p of ["/api/%0D", "/api/a%0Ab", "/api/recipes/1/%0A"]) {
      const res = await w.fetch(p, { method: "PATCH" });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({
        error: { code: "not_found", message: `No API endpoint at PATCH ${p}` },
      });
    }
  });

  it("ANY /api/{unknown}: 404 in the error shape", { timeout: TIMEOUT }, async () => {
    let total = 0;
    for (const spec of specs) {
      total += 112;
      await fuzzer.fuzz(spec, { runs: 7, batch: 16, minRequests: total });
    }
    expect(fuzzer.counts.get("ANY /api/{unknown}")).toBeGreaterThanOrEqual(300);
  });
});

describe("coverage", () => {
  it("every API route file is fuzzed (new routes must join a fuzz-*.test.ts file)", () => {
    const routes = path.resolve(import.meta.dirname, "../../app/routes");
    const templates = readdirSync(routes)
      .filter((f) => /^api\..*\.ts$/.test(f))
      .map((f) =>
        f === "api.$.ts"
          ? "/api/:x"
          : "/" +
            f
              .replace(/\.ts$/, "")
              .split(".")
              .map((part) => (part.startsWith("$") ? `:${part.slice(1)}` : part))
              .join("/"),
      );
    expect(templates.length).toBeGreaterThanOrEqual(57);
    const sources = readdirSync(import.meta.dirname)
      .filter((f) => /^fuzz-.*\.test\.ts$/.test(f))
      .map((f) => readFileSync(path.join(import.meta.dirname, f), "utf8"))
      .join("\n");
    const missing = templates.filter((t) => !sources.includes(`"${t}"`));
    expect(missing).toEqual([]);
  });
});

describe("methods these routes do not accept", () => {
  it("answer 405 in the error shape", { timeout: TIMEOUT }, async () => {
    await fuzzWrongMethods(fuzzer, [
      wrongMethodSpec("/api/login", "/api/login", ["GET", "POST"]),
      wrongMethodSpec("/api/register", "/api/register", ["POST"]),
      wrongMethodSpec("/api/password-reset", "/api/password-reset", ["POST"]),
      wrongMethodSpec("/api/password-reset/confirm", "/api/password-reset/confirm", ["POST"]),
      wrongMethodSpec("/api/verify-email", "/api/verify-email", ["POST"]),
      wrongMethodSpec("/api/verify-email/resend", "/api/verify-email/resend", ["POST"]),
      wrongMethodSpec("/api/logout", "/api/logout", ["POST"]),
      wrongMethodSpec("/api/callback", "/api/callback", ["GET"]),
      wrongMethodSpec("/api/auth/user", "/api/auth/user", ["GET"]),
      wrongMethodSpec("/api/profile", "/api/profile", ["GET", "POST", "PATCH"]),
      wrongMethodSpec("/api/user-profiles/{userId}", "/api/user-profiles/:userId", ["GET"]),
      wrongMethodSpec("/api/account", "/api/account", ["DELETE"]),
      wrongMethodSpec("/api/account/export", "/api/account/export", ["GET"]),
    ]);
  });
});
