/**
 * Every cookie the app sets, defined once with Remix's `createCookie` and signed (HMAC-SHA256) with
 * the app's secrets, under ONE Secure rule: Secure (and the `__Host-` prefix where a name has one)
 * whenever ENVIRONMENT is not `development`, decided from the configuration, never the request.
 * See docs/decisions/028.
 *
 * - session (`__Host-nc_session`, `nc_session` in development): the session id (ADR 007);
 * - flash (`nc_toast`): one notice for the next page (toast.server.ts);
 * - oidc (`__Host-nc_oidc`, `nc_oidc` in development): the provider sign-in attempt (oidc.server.ts).
 *
 * The secrets: SESSION_SECRET when set (comma-separated; the first signs, every one verifies, so a
 * secret can be rotated), else one generated once and kept in D1 (`app_secrets`), so the app runs
 * with no configuration and the secret still never leaves the server.
 */
import type { Cookie, CookieOptions } from "@remix-run/cloudflare";
import { createCookieFactory } from "@remix-run/server-runtime";
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { appSecrets } from "#db/schema";
import { signCookieValue, unsignCookieValue } from "./cookie-signing.server";
import type { AppEnv } from "./env.server";

/** Remix's createCookie, signing with keys imported once per isolate (cookie-signing.server.ts). */
const createCookie = createCookieFactory({ sign: signCookieValue, unsign: unsignCookieValue });

type CookieEnv = Pick<AppEnv, "ENVIRONMENT">;

/** The one Secure rule: local development serves http://localhost; everything else is https. */
export function isSecureEnvironment(env: CookieEnv): boolean {
  return env.ENVIRONMENT !== "development";
}

export function sessionCookieName(env: CookieEnv): string {
  return isSecureEnvironment(env) ? "__Host-nc_session" : "nc_session";
}

export function oidcCookieName(env: CookieEnv): string {
  return isSecureEnvironment(env) ? "__Host-nc_oidc" : "nc_oidc";
}

/** The D1 session bookmark of this browser's latest write (read-your-own-writes, ADR 035). */
export function d1BookmarkCookieName(env: CookieEnv): string {
  return isSecureEnvironment(env) ? "__Host-nc_d1" : "nc_d1";
}

export const FLASH_COOKIE_NAME = "nc_toast";
export const SESSION_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
export const FLASH_COOKIE_MAX_AGE = 60;
export const OIDC_COOKIE_MAX_AGE = 600;
/** Long enough for any replica to have caught up with the write (ADR 035). */
export const D1_BOOKMARK_COOKIE_MAX_AGE = 300;

export type AppCookies = { session: Cookie; flash: Cookie; oidc: Cookie; d1Bookmark: Cookie };

/**
 * The names of every cookie the app sets: a request carrying any of them may be answered for that
 * browser alone, so the edge cache neither serves nor keeps its answer (ADR 034).
 */
export function appCookieNames(env: CookieEnv): string[] {
  return [
    sessionCookieName(env),
    FLASH_COOKIE_NAME,
    oidcCookieName(env),
    d1BookmarkCookieName(env),
  ];
}

export function createAppCookies(env: CookieEnv, secrets: string[]): AppCookies {
  if (secrets.length === 0) throw new Error("Cookies need at least one signing secret");
  const base: CookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: isSecureEnvironment(env),
    secrets,
  };
  return {
    session: createCookie(sessionCookieName(env), { ...base, maxAge: SESSION_COOKIE_MAX_AGE }),
    flash: createCookie(FLASH_COOKIE_NAME, { ...base, maxAge: FLASH_COOKIE_MAX_AGE }),
    oidc: createCookie(oidcCookieName(env), { ...base, maxAge: OIDC_COOKIE_MAX_AGE }),
    d1Bookmark: createCookie(d1BookmarkCookieName(env), {
      ...base,
      maxAge: D1_BOOKMARK_COOKIE_MAX_AGE,
    }),
  };
}

/**
 * The signed value of `cookie` in this request, or null when it is absent, unsigned, signed with
 * another secret or unreadable (Remix throws on a malformed signature).
 */
export async function readSignedCookie(cookie: Cookie, request: Request): Promise<unknown> {
  try {
    const value: unknown = await cookie.parse(request.headers.get("Cookie"));
    return value === "" ? null : value;
  } catch {
    return null;
  }
}

/**
 * Whether the request carries a cookie named `name` (any value, signed or not): the cheap check
 * before loading the secrets, shared by every reader so that "nc_session" never matches
 * "__Host-nc_session" or a value that merely contains the name.
 */
export function requestHasCookie(request: Request, name: string): boolean {
  const header = request.headers.get("Cookie");
  if (!header) return false;
  return header.split(";").some((part) => part.trimStart().startsWith(`${name}=`));
}

/** The Set-Cookie that removes `cookie` (same name, path and flags; Max-Age=0). */
export function clearCookie(cookie: Cookie): Promise<string> {
  return cookie.serialize("", { maxAge: 0, expires: new Date(0) });
}

// ------------------------------------------------------------------ secrets

export const MIN_SECRET_LENGTH = 32;
const GENERATED_SECRET_NAME = "cookie-signing";

/** SESSION_SECRET split into its secrets (the first signs). */
export function configuredSecrets(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function randomSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/**
 * The generated secret: inserted once (a concurrent first request's insert is ignored) and read
 * back in the same batch, so every isolate signs with the same one. D1 is strongly consistent,
 * unlike KV, where two first requests could each keep their own.
 */
async function loadGeneratedSecret(db: Database): Promise<string> {
  const [, rows] = await db.batch([
    db
      .insert(appSecrets)
      .values({ name: GENERATED_SECRET_NAME, value: randomSecret() })
      .onConflictDoNothing(),
    db
      .select({ value: appSecrets.value })
      .from(appSecrets)
      .where(eq(appSecrets.name, GENERATED_SECRET_NAME)),
  ]);
  const value = rows[0]?.value;
  if (!value) throw new Error("The generated cookie secret could not be read");
  return value;
}

// One value per isolate (an isolate serves one database); a failed read is not kept.
let generated: Promise<string> | null = null;

export async function cookieSecrets(
  env: Pick<AppEnv, "SESSION_SECRET">,
  db: Database,
): Promise<string[]> {
  const configured = configuredSecrets(env.SESSION_SECRET);
  if (configured.length > 0) return configured;
  generated ??= loadGeneratedSecret(db).catch((error) => {
    generated = null;
    throw error;
  });
  return [await generated];
}
