import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { loginSchema } from "~/domain/schemas/auth";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { AUTH_NOTICES, flashNotice } from "~/lib/auth-notices.server";
import { getSessionUser, startUserSession } from "~/lib/auth.server";
import { beginOidcSignIn, isOidcConfigured } from "~/lib/oidc.server";
import { clientIp } from "~/services/auth-rate-limits.server";
import { loginWithPassword } from "~/services/sign-in.server";

/**
 * GET /api/login: starts external sign-in (OpenID Connect) and redirects to the provider.
 * Without a configured provider it sends the visitor to /auth, where email sign-in is available.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"));
  const headers = new Headers({ "Cache-Control": "no-store" });
  if (!isOidcConfigured(context.env)) {
    await flashNotice(context, headers, AUTH_NOTICES.externalSignInUnavailable());
    const search = redirectTo === "/" ? "" : `?redirectTo=${encodeURIComponent(redirectTo)}`;
    return redirect(`/auth${search}`, { headers });
  }
  try {
    // A signed-in user who follows a link of ours to here links the provider to their account
    // (ADR 027). Only from our own pages (Sec-Fetch-Site: same-origin): a navigation another site
    // starts must not link whatever provider account that browser is signed in to.
    const sameOrigin = request.headers.get("Sec-Fetch-Site") === "same-origin";
    const signedIn = sameOrigin ? await getSessionUser(request, context) : null;
    const { authorizationUrl, setCookie } = await beginOidcSignIn(
      context.env,
      (await context.cookies()).oidc,
      request,
      redirectTo,
      { linkUserId: signedIn?.id ?? null },
    );
    headers.append("Set-Cookie", setCookie);
    return redirect(authorizationUrl.href, { headers });
  } catch (error) {
    console.error("OpenID Connect sign-in could not start", error);
    await flashNotice(context, headers, {
      title: "Login redirect failed",
      description: "Please try again later",
      variant: "destructive",
    });
    return redirect("/auth", { headers });
  }
}

/**
 * POST /api/login: { email, password } -> the user, signed in; 401 with one message for any
 * mismatch; 429 with Retry-After for a client that failed too often (only failures count, and a
 * client that never failed is never made to wait: ADR 027).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const input = await parseJsonBody(request, loginSchema);
  const result = await loginWithPassword(context.db, input, { client: clientIp(request) });
  if (!result.ok) {
    if (result.reason === "rate_limited") throw tooManyRequests(result.resetAt);
    throw apiError(401, "invalid_credentials", result.message);
  }
  const setCookie = await startUserSession(request, context, result.user.id);
  return apiJson(result.user, { headers: { "Set-Cookie": setCookie } });
}
