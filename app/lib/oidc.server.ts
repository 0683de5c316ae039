/**
 * External sign-in with OpenID Connect (openid-client 6): discovery, authorization code with
 * PKCE S256, state and nonce. The per-attempt secrets travel in a signed, HttpOnly cookie that
 * only this browser holds (`__Host-nc_oidc`, cookies.server.ts), valid ten minutes and cleared by
 * the callback: nothing is stored on the server, so an anonymous GET /api/login writes nothing
 * (it wrote a KV entry before, docs/decisions/028). The code itself is single use at the provider.
 */
import type { Cookie } from "@remix-run/cloudflare";
import * as oidc from "openid-client";
import { z } from "zod";
import { clearCookie, OIDC_COOKIE_MAX_AGE, readSignedCookie } from "./cookies.server";
import type { AppEnv } from "./env.server";
import { pictureOrigins } from "./security-headers.server";

export const OIDC_FLOW_TTL_SECONDS = OIDC_COOKIE_MAX_AGE;
/** A longer redirectTo is dropped (sent home instead) to keep the cookie well under 4 KB. */
const MAX_FLOW_REDIRECT = 512;

type OidcEnv = Pick<
  AppEnv,
  | "ENVIRONMENT"
  | "APP_URL"
  | "OIDC_ISSUER"
  | "OIDC_CLIENT_ID"
  | "OIDC_CLIENT_SECRET"
  | "OIDC_PICTURE_ORIGINS"
>;

const flowSchema = z.object({
  state: z.string().min(1).max(200),
  nonce: z.string().min(1).max(200),
  codeVerifier: z.string().min(43).max(128),
  redirectTo: z.string().max(MAX_FLOW_REDIRECT),
  /** epoch ms after which the attempt is refused, whatever the browser kept */
  expiresAt: z.number(),
  /** set when a signed-in user started the flow to link a provider to their account */
  linkUserId: z.number().int().positive().nullable(),
});
export type OidcFlow = z.infer<typeof flowSchema>;

export type VerifiedIdentity = {
  issuer: string;
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
  preferredUsername: string | null;
  picture: string | null;
};

export function isOidcConfigured(
  env: OidcEnv,
): env is OidcEnv & { OIDC_ISSUER: string; OIDC_CLIENT_ID: string } {
  return Boolean(env.OIDC_ISSUER && env.OIDC_CLIENT_ID);
}

/** The callback URL registered at the provider: APP_URL when set (behind a proxy), else this origin. */
export function callbackUrl(env: OidcEnv, request: Request): URL {
  return new URL("/api/callback", env.APP_URL ?? new URL(request.url).origin);
}

async function discover(
  env: OidcEnv & { OIDC_ISSUER: string; OIDC_CLIENT_ID: string },
): Promise<oidc.Configuration> {
  // Plain http issuers exist only on a developer's machine or in tests (oauth2-mock-server).
  const insecure = env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test";
  const clientAuth = env.OIDC_CLIENT_SECRET
    ? oidc.ClientSecretPost(env.OIDC_CLIENT_SECRET)
    : oidc.None();
  return oidc.discovery(new URL(env.OIDC_ISSUER), env.OIDC_CLIENT_ID, undefined, clientAuth, {
    execute: insecure ? [oidc.allowInsecureRequests] : [],
    timeout: 10,
  });
}

/**
 * Starts a sign-in: answers the provider's authorization URL and the signed cookie that carries
 * state, nonce and the PKCE verifier for ten minutes. `linkUserId`: the signed-in user who asked
 * to link a provider to their account (the callback links only for that same session's user).
 */
export async function beginOidcSignIn(
  env: OidcEnv,
  cookie: Cookie,
  request: Request,
  redirectTo: string,
  { linkUserId = null, now = Date.now() }: { linkUserId?: number | null; now?: number } = {},
): Promise<{ authorizationUrl: URL; setCookie: string }> {
  if (!isOidcConfigured(env)) throw new Error("OpenID Connect is not configured");
  const config = await discover(env);
  const flow: OidcFlow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectTo: redirectTo.length <= MAX_FLOW_REDIRECT ? redirectTo : "/",
    expiresAt: now + OIDC_FLOW_TTL_SECONDS * 1000,
    linkUserId,
  };
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(env, request).href,
    scope: "openid email profile",
    response_type: "code",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
  });
  return { authorizationUrl, setCookie: await cookie.serialize(flow) };
}

export class OidcCallbackError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "OidcCallbackError";
  }
}

const text = (value: unknown): string | null =>
  typeof value === "string" && value.trim() ? value.trim() : null;

function httpsUrl(value: unknown): string | null {
  const candidate = text(value);
  if (!candidate) return null;
  try {
    return new URL(candidate).protocol === "https:" ? candidate : null;
  } catch {
    return null;
  }
}

/** The provider's picture URL when it is https and on an origin the CSP allows, else null. */
function allowedPicture(env: OidcEnv, value: unknown): string | null {
  const url = httpsUrl(value);
  return url && pictureOrigins(env).includes(new URL(url).origin) ? url : null;
}

/**
 * Finishes a sign-in at /api/callback. The attempt comes from the signed cookie (refused when
 * missing, forged or expired); the answer always clears it, and `claimState` marks it used on the
 * server (in D1), so a replayed callback is refused even by a provider that would accept a code
 * twice. Then openid-client
 * checks state, exchanges the code with the PKCE verifier, and validates the ID token (signature,
 * issuer, audience, expiry, nonce). `identity` is set on success, `error` otherwise.
 */
export async function completeOidcSignIn(
  env: OidcEnv,
  cookie: Cookie,
  request: Request,
  {
    now = Date.now(),
    claimState,
  }: {
    now?: number;
    /** marks the attempt used; false when it already was (a replayed callback) */
    claimState: (state: string) => Promise<boolean>;
  },
): Promise<{
  clearCookie: string;
  redirectTo: string;
  linkUserId: number | null;
  identity?: VerifiedIdentity;
  error?: OidcCallbackError;
}> {
  const clear = await clearCookie(cookie);
  const parsed = flowSchema.safeParse(await readSignedCookie(cookie, request));
  const flow = parsed.success && parsed.data.expiresAt > now ? parsed.data : null;
  if (!flow || !isOidcConfigured(env)) {
    return {
      clearCookie: clear,
      redirectTo: "/",
      linkUserId: null,
      error: new OidcCallbackError("The sign-in attempt expired or is unknown."),
    };
  }
  const linkUserId = flow.linkUserId;
  if (!(await claimState(flow.state))) {
    return {
      clearCookie: clear,
      redirectTo: "/",
      linkUserId: null,
      error: new OidcCallbackError("This sign-in attempt was already used."),
    };
  }
  try {
    const config = await discover(env);
    const redirectUri = callbackUrl(env, request);
    const currentUrl = new URL(redirectUri);
    currentUrl.search = new URL(request.url).search;
    const tokens = await oidc.authorizationCodeGrant(
      config,
      currentUrl,
      {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      },
      { redirect_uri: redirectUri.href },
    );
    const claims = tokens.claims();
    if (!claims) throw new OidcCallbackError("The provider returned no ID token.");
    return {
      clearCookie: clear,
      redirectTo: flow.redirectTo,
      linkUserId,
      identity: {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
        preferredUsername: text(claims.preferred_username),
        picture: allowedPicture(env, claims.picture),
      },
    };
  } catch (error) {
    return {
      clearCookie: clear,
      redirectTo: flow.redirectTo,
      linkUserId,
      error:
        error instanceof OidcCallbackError
          ? error
          : new OidcCallbackError("The provider's answer did not verify.", { cause: error }),
    };
  }
}
