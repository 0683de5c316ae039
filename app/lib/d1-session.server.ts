/**
 * D1 read replication through the Sessions API (docs/decisions/035): every request sends its
 * statements through one D1 session, so reads may go to the nearest replica while each request
 * still sees a consistent, never-going-back view.
 *
 * - A request carrying this browser's bookmark (the signed cookie set after its latest write)
 *   starts at that bookmark: the replica that answers has at least that write (read your own
 *   writes, across requests and locations).
 * - Otherwise a read (GET/HEAD) starts "first-unconstrained" (any replica, the nearest), and a
 *   write request "first-primary" (its checks read what its writes will see).
 * - An answer below 400 whose request wrote carries the session's new bookmark in the cookie.
 * - A runtime without `withSession` (older workerd) gets the binding itself: everything goes to
 *   the primary, as before, and no bookmark is ever set.
 */
import type { D1Target } from "#db/d1-connection";
import { requestHasCookie, readSignedCookie, type AppCookies } from "./cookies.server";

/** What a bookmark may look like: D1's are hex groups joined by dashes; anything else is dropped. */
const BOOKMARK = /^[0-9A-Za-z-]{1,200}$/;

export function isBookmark(value: unknown): value is string {
  return typeof value === "string" && BOOKMARK.test(value);
}

/** The session's starting constraint for a request: its bookmark, else by method. */
export function sessionConstraint(method: string, bookmark: string | null): string {
  if (bookmark) return bookmark;
  return method === "GET" || method === "HEAD" ? "first-unconstrained" : "first-primary";
}

/** The D1 session this request's statements go through (asked at its first statement). */
export async function d1SessionFor(
  binding: D1Database,
  request: Request,
  { cookieName, cookies }: { cookieName: string; cookies: () => Promise<AppCookies> },
): Promise<D1Target> {
  if (typeof binding.withSession !== "function") return binding;
  let bookmark: string | null = null;
  if (requestHasCookie(request, cookieName)) {
    const value = await readSignedCookie((await cookies()).d1Bookmark, request);
    bookmark = isBookmark(value) ? value : null;
  }
  return binding.withSession(sessionConstraint(request.method, bookmark));
}

/**
 * The Set-Cookie carrying the new bookmark, when this answer should carry one: the request wrote,
 * was not refused, and the session has a bookmark. Null otherwise.
 */
export async function bookmarkCookie(
  response: Response,
  d1: { stats: { writes: number }; bookmark: () => string | null },
  cookies: () => Promise<AppCookies>,
): Promise<string | null> {
  if (d1.stats.writes === 0 || response.status >= 400) return null;
  const bookmark = d1.bookmark();
  if (!isBookmark(bookmark)) return null;
  return (await cookies()).d1Bookmark.serialize(bookmark);
}
