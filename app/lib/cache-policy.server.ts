/**
 * Cache-Control for what Remix answers (workers/app.ts), so nothing personal is ever stored by a
 * browser's disk cache or a shared cache (issue 17):
 * - every /api answer is `private, no-store` (a bare `no-store` is made explicit);
 * - a page or data answer for a signed-in viewer (the request carries the session cookie), or one
 *   that sets a cookie, is `private, no-store` unless the route chose a policy itself;
 *   a Set-Cookie answer is never stored, whatever the route said;
 * - a guest's page keeps what the route set (nothing, usually: not stored by shared caches).
 * Static files get their own policy before this (static-cache.ts).
 */
export const PRIVATE_NO_STORE = "private, no-store";

export function privateCachePolicy(
  request: Request,
  response: Response,
  { sessionCookieName }: { sessionCookieName: string },
): string | null {
  const pathname = new URL(request.url).pathname;
  const current = response.headers.get("Cache-Control");
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    return current === null || /^\s*no-store\s*$/i.test(current) ? PRIVATE_NO_STORE : null;
  }
  if (response.headers.has("Set-Cookie")) {
    return current !== null && /\bprivate\b/i.test(current) && /\bno-store\b/i.test(current)
      ? null
      : PRIVATE_NO_STORE;
  }
  const cookies = request.headers.get("Cookie") ?? "";
  const signedIn = cookies
    .split(";")
    .some((part) => part.trim().startsWith(`${sessionCookieName}=`));
  return signedIn && current === null ? PRIVATE_NO_STORE : null;
}
