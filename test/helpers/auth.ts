/**
 * Helpers for tests that sign in through the JSON API of a test worker.
 */
import type { TestWorker } from "./worker";

let ipCounter = 0;
/** A fresh client address per call, so rate limits of one test do not leak into another. */
export function freshIp(): string {
  ipCounter++;
  return `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
}

let userCounter = 0;
export function newRegistration(overrides: Record<string, unknown> = {}) {
  userCounter++;
  const tag = `${Date.now().toString(36)}${userCounter}`;
  return {
    username: `user_${tag}`,
    firstName: "Ada",
    lastName: "Lovelace",
    email: `ada.${tag}@example.com`,
    password: "correct horse",
    age: 36,
    height: 165,
    weight: 60,
    gender: "female",
    activityLevel: "moderate",
    dietaryRestrictions: ["vegetarian"],
    cuisinePreferences: ["Italian", "Japanese"],
    ...overrides,
  };
}

/** `name=value` pairs of the response's Set-Cookie headers, for the Cookie header of the next request. */
export function cookiesFrom(res: Response): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const index = pair.indexOf("=");
    jar[pair.slice(0, index).trim()] = pair.slice(index + 1).trim();
  }
  return jar;
}

export function cookieHeader(jar: Record<string, string>): string {
  return Object.entries(jar)
    .filter(([, value]) => value !== "")
    .map(([name, value]) => `${name}=${value}`)
    .join("; ");
}

export function postJson(
  w: TestWorker,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return w.fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp(), ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Registers a new user through the API; answers the user, their password and the session cookie. */
export async function registerUser(w: TestWorker, overrides: Record<string, unknown> = {}) {
  const registration = newRegistration(overrides);
  const res = await postJson(w, "/api/register", registration);
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = (await res.json()) as { id: number; email: string; firstName: string };
  const jar = cookiesFrom(res);
  return { user, registration, cookie: cookieHeader(jar), jar };
}

export function expectErrorShape(body: unknown): asserts body is {
  error: { code: string; message: string; fields?: Record<string, string[]> };
} {
  const error = (body as { error?: unknown })?.error as Record<string, unknown> | undefined;
  if (!error || typeof error.code !== "string" || typeof error.message !== "string") {
    throw new Error(`not the error shape: ${JSON.stringify(body)}`);
  }
  if (error.fields !== undefined) {
    const fields = error.fields as Record<string, unknown>;
    for (const messages of Object.values(fields)) {
      if (!Array.isArray(messages) || !messages.every((m) => typeof m === "string")) {
        throw new Error(`bad fields in error shape: ${JSON.stringify(body)}`);
      }
    }
  }
  const extra = Object.keys(body as object).filter((k) => k !== "error");
  if (extra.length) throw new Error(`extra keys in error shape: ${extra.join(", ")}`);
}

/** The parsed JSON body, loosely typed for assertions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function readJson(res: Response): Promise<any> {
  return res.json();
}

/**
 * The value inside a signed cookie (Remix's createCookie: base64 of JSON, a dot, the signature,
 * URI-encoded), e.g. the session id of a session cookie. Reads it without checking the signature.
 */
export function signedCookieValue(raw: string): unknown {
  const text = decodeURIComponent(raw);
  const payload = text.slice(0, text.lastIndexOf("."));
  return JSON.parse(decodeURIComponent(escape(atob(payload))));
}

/** The worker's cookie-signing secret (generated in D1 when SESSION_SECRET is not set). */
export async function cookieSecret(w: TestWorker): Promise<string> {
  // any request with a session cookie name makes the worker load (and create) its secret
  await w.fetch("/api/auth/user", { headers: { Cookie: "__Host-nc_session=x; nc_session=x" } });
  const db = await w.d1();
  const row = await db
    .prepare("SELECT value FROM app_secrets WHERE name = 'cookie-signing'")
    .first<{ value: string }>();
  if (!row) throw new Error("no generated cookie secret");
  return row.value;
}

/** `name=value` of a session cookie the worker accepts for this session id (signed like its own). */
export async function sessionCookieFor(
  w: TestWorker,
  id: string,
  environment: "test" | "development" | "production" = "test",
): Promise<string> {
  const { createAppCookies } = await import("~/lib/cookies.server");
  const { session } = createAppCookies({ ENVIRONMENT: environment }, [await cookieSecret(w)]);
  return (await session.serialize(id)).split(";")[0];
}

/** The newest message of the development outbox sent to `to` (the worker runs with ENVIRONMENT=test). */
export async function latestMail(
  w: TestWorker,
  to: string,
): Promise<{ subject: string; text: string } | null> {
  const db = await w.d1();
  const row = await db
    .prepare(
      "SELECT subject, text_body AS text FROM mail_outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1",
    )
    .bind(to.toLowerCase())
    .first<{ subject: string; text: string }>();
  return row ?? null;
}

/** The token of the link to `path` (/verify-email, /reset-password) in a mail's text. */
export function tokenFrom(text: string, path: string): string {
  const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]{43})`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1];
}

/** Confirms a registered user's address through the real flow (the emailed link, signed in). */
export async function verifyEmail(
  w: TestWorker,
  session: { cookie: string; user: { email: string } },
): Promise<void> {
  const mail = await latestMail(w, session.user.email);
  if (!mail) throw new Error(`no mail to ${session.user.email}`);
  const res = await w.fetch("/api/verify-email", {
    method: "POST",
    headers: { Cookie: session.cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ token: tokenFrom(mail.text, "/verify-email") }),
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
}
