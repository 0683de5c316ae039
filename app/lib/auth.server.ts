/**
 * One way to read the current user: the session cookie -> KV session -> the user row in D1.
 * Guards for pages (redirect to /auth) and APIs (401 / 403 in the JSON error shape).
 */
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { eq, sql } from "drizzle-orm";
import { users } from "#db/schema";
import { apiError } from "./api.server";
import {
  clearCookie,
  readSignedCookie,
  requestHasCookie,
  sessionCookieName,
} from "./cookies.server";
import {
  createSession,
  destroySession,
  isSessionId,
  randomId,
  readSession,
  sessionMemo,
  type Session,
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

// Loaders of one request (root, layout, page) share one lookup of each.
const lookups = new WeakMap<Request, Promise<SessionUser | null>>();
const sessionLookups = new WeakMap<Request, Promise<Session | null>>();

/**
 * The session id of this request's signed session cookie, or null (absent, forged, or not an id).
 * A request without the cookie costs nothing: the secrets are loaded only when the name appears.
 */
export async function getSessionId(
  request: Request,
  context: AppLoadContext,
): Promise<string | null> {
  if (!requestHasCookie(request, sessionCookieName(context.env))) return null;
  const { session } = await context.cookies();
  const value = await readSignedCookie(session, request);
  return isSessionId(value) ? value : null;
}

/**
 * This request's live session (the KV read), or null; one read per request. A GET or HEAD (a read)
 * may take it from this isolate's memo of the last few seconds (ADR 050); any other method (a
 * write, whose decision needs the session as KV holds it now) always reads KV.
 */
function getRequestSession(request: Request, context: AppLoadContext): Promise<Session | null> {
  let lookup = sessionLookups.get(request);
  if (!lookup) {
    const memo = request.method === "GET" || request.method === "HEAD" ? sessionMemo : undefined;
    lookup = getSessionId(request, context).then((id) =>
      id ? readSession(context.kv.sessions, id, { waitUntil: context.waitUntil, memo }) : null,
    );
    sessionLookups.set(request, lookup);
  }
  return lookup;
}

/**
 * The user id of this request's live session (the KV read, no D1), or null. Not yet proof of a
 * signed-in user: the user row (getSessionUser) may still say the session was revoked. Loaders
 * use it to start their own reads in the same D1 round trip as the user row (`withViewer`).
 */
export async function getSessionUserId(
  request: Request,
  context: AppLoadContext,
): Promise<number | null> {
  return (await getRequestSession(request, context))?.userId ?? null;
}

async function lookUpSessionUser(
  request: Request,
  context: AppLoadContext,
): Promise<SessionUser | null> {
  const session = await getRequestSession(request, context);
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

/**
 * The viewer and a loader's reads in ONE D1 round trip (ADR 034): `read` starts with the user id
 * of the session (KV) in the same turn as the user row, so the connection sends them as one batch.
 * The user row still decides: when it says the session was revoked, what was read for that id is
 * thrown away and read again for a guest.
 */
export async function withViewer<T>(
  request: Request,
  context: AppLoadContext,
  read: (viewerId: number | null) => Promise<T>,
): Promise<{ user: SessionUser | null; data: T }> {
  const viewerId = await getSessionUserId(request, context);
  const reading = read(viewerId);
  reading.catch(() => {}); // answered below, or thrown away with the revoked session
  const user = await getSessionUser(request, context);
  if (viewerId !== null && user === null) return { user, data: await read(null) };
  return { user, data: await reading };
}

/**
 * For protected pages: the user and the page's reads in one D1 round trip, as `withViewer`; a
 * visitor who is not signed in is sent to /auth (the reads are thrown away).
 */
export async function requireUserWith<T>(
  request: Request,
  context: AppLoadContext,
  read: (userId: number) => Promise<T>,
): Promise<{ user: SessionUser; data: T }> {
  const userId = await getSessionUserId(request, context);
  if (userId === null) throw signInRedirect(request);
  const reading = read(userId);
  reading.catch(() => {});
  const user = await getSessionUser(request, context);
  if (!user) throw signInRedirect(request);
  return { user, data: await reading };
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
