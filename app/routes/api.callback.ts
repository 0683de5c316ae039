import { redirect, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { landingAfterSignIn } from "~/services/sign-in-landing.server";
import { methodNotAllowed } from "~/lib/api.server";
import { AUTH_NOTICES, flashNotice } from "~/lib/auth-notices.server";
import { getSessionUser, startUserSession } from "~/lib/auth.server";
import { destroyUserSessions } from "~/lib/session.server";
import { completeOidcSignIn, OIDC_FLOW_TTL_SECONDS } from "~/lib/oidc.server";
import { claimOnce } from "~/services/rate-limit.server";
import { ExternalSignInError, signInWithExternalIdentity } from "~/services/accounts.server";

/**
 * GET /api/callback: the provider sends the browser back here. On success the user is signed in
 * (created, or linked by issuer and subject, or by verified email) and sent on; new accounts go to
 * /onboarding. Any failure lands on /auth with the 'Login failed' notice and no session.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const result = await completeOidcSignIn(context.env, (await context.cookies()).oidc, request, {
    claimState: (state) =>
      claimOnce(context.db, `oidc-state:${state}`, OIDC_FLOW_TTL_SECONDS * 1000),
  });
  const headers = new Headers({ "Cache-Control": "no-store" });
  headers.append("Set-Cookie", result.clearCookie);

  if (!result.identity) {
    const cause = result.error?.cause as { code?: string; message?: string } | undefined;
    console.warn(
      "OpenID Connect callback refused:",
      result.error?.message,
      cause?.code ?? "",
      cause?.message ?? "",
    );
    await flashNotice(
      context,
      headers,
      AUTH_NOTICES.loginFailed("We could not verify your sign-in. Please try again."),
    );
    return redirect("/auth", { headers });
  }
  try {
    // linking needs the browser to still be signed in as the user who asked for it
    const signedIn = result.linkUserId === null ? null : await getSessionUser(request, context);
    const { user, created, linked, claimed } = await signInWithExternalIdentity(
      context.db,
      result.identity,
      {
        linkUserId: signedIn && signedIn.id === result.linkUserId ? signedIn.id : null,
        endSessions: (userId) => destroyUserSessions(context.kv.sessions, userId),
      },
    );
    headers.append("Set-Cookie", await startUserSession(request, context, user.id));
    await flashNotice(
      context,
      headers,
      created
        ? AUTH_NOTICES.registrationSuccess()
        : claimed
          ? AUTH_NOTICES.accountClaimed()
          : linked
            ? AUTH_NOTICES.providerLinked()
            : AUTH_NOTICES.loginSuccess(user.firstName),
    );
    return redirect(
      created ? "/onboarding" : await landingAfterSignIn(context.db, user.id, result.redirectTo),
      { headers },
    );
  } catch (error) {
    if (!(error instanceof ExternalSignInError)) throw error;
    await flashNotice(context, headers, AUTH_NOTICES.loginFailed(error.message));
    return redirect("/auth", { headers });
  }
}

/** Without an action Remix answers other methods outside the one error shape. */
export const action = () => methodNotAllowed(["GET"]);
