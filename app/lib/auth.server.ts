/**
 * One way to read the current user: the session cookie -> KV session -> the user row in D1.
 * Guards for pages (redirect to /auth) and APIs (401 / 403 in the JSON error shape).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { users } from "#db/schema";
import { apiError } from "./api.server";
import { clearCookie, readSignedCookie, sessionCookieName } from "./cookies.server";
import {
  createSession,
  destroySession,
  isSessionId,
  randomId,
  readSession,
} from "./session.server";

/** The signed-in user as loaders and the navigation see it. */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
  /** whether the address was proven to be the user's (ADR 027) */
  emailVerified: boolean;
};

/** The user row's columns as a SessionUser (one definition for every query that reads one). */
export const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
  emailVerified: sql<boolean>`${users.emailVerifiedAt} IS NOT NULL`.mapWith(Boolean),
};

// Loaders of one request (root, layout, page) share one lookup.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();

/**
 * The session id of this request's signed session cookie, or null (absent, forged, or not an id).
 * A request without the cookie costs nothing: the secrets are loaded only when the name appears.
 */
export async function getSessionId(
  request: Request,
  context: AppLoadContext,
): Promise<string | null> {
  if (!request.headers.get("Cookie")?.includes(sessionCookieName(context.env))) return null;
  const { session } = await context.cookies();
  const value = await readSignedCookie(session, request);
  return isSessionId(value) ? value : null;
}

async function lookUpSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  const id = await getSessionId(request, context);
  if (!id) return null;
  const session = await readSession(context.kv.sessions, id, { waitUntil: context.waitUntil });
  if (!session) return null;
  const [row] = await context.db
    .select({ ...sessionUserColumns, sessionsRevokedAt: users.sessionsRevokedAt })
    .from(users)
    .where(eq(users.id, session.userId))
    .limit(1);
  // a password change or "sign out everywhere" revoked sessions created before it (ADR 020)
  if (!row || (row.sessionsRevokedAt !== null && session.createdAt < row.sessionsRevokedAt))
    return null;
  const { sessionsRevokedAt: _revokedAt, ...user } = row;
  return user;
}

/** The current user from the session cookie, or null when signed out or the session expired. */
export function getSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  let lookup = lookups.get(request);
  if (!lookup) {
    lookup = lookUpSessionUser(request, context);
    lookups.set(request, lookup);
  }
  return lookup;
}

/** Where the guard sends a signed-out visitor: /auth, remembering where they were going. */
export function signInRedirect(request: Request): Response {
  const url = new URL(request.url);
  const redirectTo = `${url.pathname}${url.search}`;
  const search = redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
  return redirect(`/auth${search}`);
}

/** For protected pages: the user, or a redirect to /auth. */
export async function requireUser(request: Request, context: AppLoadContext): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw signInRedirect(request);
  return user;
}

/** For APIs: the user, or a thrown 401 in the JSON error shape. */
export async function requireApiUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser> {
  const user = await getSessionUser(request, context);
  if (!user) throw apiError(401, "unauthorized", "Please sign in to continue.");
  return user;
}

/**
 * For routes with a `{userId}` segment (/api/favorites/{userId}, /api/user-profiles/{userId}):
 * the id as a number when it is the signed-in user's own, else a thrown 400 or 403.
 * The spec's client may send the id as a numeric string.
 */
export function requireSameUser(
  sessionUser: SessionUser,
  paramUserId: string | number | undefined,
): number {
  const text = String(paramUserId ?? "").trim();
  if (!/^\d{1,15}$/.test(text)) {
    throw apiError(400, "invalid_user_id", "The user id must be a positive whole number.");
  }
  const id = Number(text);
  if (id !== sessionUser.id) {
    throw apiError(403, "forbidden", "You can only access your own data.");
  }
  return id;
}

/**
 * Starts a session for this user: a new id every time (the previous session of this browser is
 * deleted, so a fixed id cannot be carried across a sign-in). Returns the Set-Cookie value.
 */
export async function startUserSession(
  request: Request,
  context: AppLoadContext,
  userId: number,
): Promise<string> {
  const previous = await getSessionId(request, context);
  if (previous) await destroySession(context.kv.sessions, previous);
  const session = await createSession(context.kv.sessions, userId);
  const { session: cookie } = await context.cookies();
  return cookie.serialize(session.id);
}

/** Ends this browser's session: deletes the KV entry; returns the Set-Cookie that clears the cookie. */
export async function endUserSession(request: Request, context: AppLoadContext): Promise<string> {
  const id = await getSessionId(request, context);
  if (id) await destroySession(context.kv.sessions, id);
  return clearCookie((await context.cookies()).session);
}

/**
 * What a registration for an address that already has an account answers (ADR 027): the same
 * Set-Cookie as a real sign-in (this browser's previous session ends too), for a session that does
 * not exist, so the answer alone does not tell the two apart.
 */
export async function startDecoySession(
  request: Request,
  context: AppLoadContext,
): Promise<string> {
  const previous = await getSessionId(request, context);
  if (previous) await destroySession(context.kv.sessions, previous);
  const { session: cookie } = await context.cookies();
  return cookie.serialize(randomId());
}
