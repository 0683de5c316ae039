import { redirect, type AppLoadContext } from "@remix-run/cloudflare";

/** The signed-in user as loaders and the navigation see it. */
export type SessionUser = {
  id: number;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  profileImageUrl: string | null;
};

/**
 * The current user, from the session cookie. Until the accounts issue lands this always answers
 * null (signed out); the guards below are real and already redirect.
 */
export async function getSessionUser(
  _request: Request,
  _context: AppLoadContext,
): Promise<SessionUser | null> {
  return null;
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
