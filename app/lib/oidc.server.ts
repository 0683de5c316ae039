/**
 * External sign-in with OpenID Connect (openid-client 6): discovery, authorization code with
 * PKCE S256, state and nonce. The per-attempt secrets live in a short-lived KV entry keyed by a
 * random id that only this browser holds (an HttpOnly cookie), and are used once.
 */
import * as oidc from "openid-client";
import type { AppEnv } from "./env.server";
import { randomId, readCookie, serializeCookie, isSecureEnvironment } from "./session.server";

export const OIDC_FLOW_TTL_SECONDS = 600;
const FLOW_ID = /^[A-Za-z0-9_-]{43}$/;

type OidcEnv = Pick<
  AppEnv,
  "ENVIRONMENT" | "APP_URL" | "OIDC_ISSUER" | "OIDC_CLIENT_ID" | "OIDC_CLIENT_SECRET"
>;

export type OidcFlow = { state: string; nonce: string; codeVerifier: string; redirectTo: string };

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

function flowCookieName(env: OidcEnv): string {
  return isSecureEnvironment(env) ? "__Host-nc_oidc" : "nc_oidc";
}

function flowKey(id: string): string {
  return `oidc-flow:${id}`;
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
 * Starts a sign-in: stores state, nonce and the PKCE verifier for ten minutes and answers the
 * provider's authorization URL plus the cookie that names the stored attempt.
 */
export async function beginOidcSignIn(
  env: OidcEnv,
  kv: KVNamespace,
  request: Request,
  redirectTo: string,
): Promise<{ authorizationUrl: URL; setCookie: string }> {
  if (!isOidcConfigured(env)) throw new Error("OpenID Connect is not configured");
  const config = await discover(env);
  const flow: OidcFlow = {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
    redirectTo,
  };
  const id = randomId();
  await kv.put(flowKey(id), JSON.stringify(flow), { expirationTtl: OIDC_FLOW_TTL_SECONDS });
  const authorizationUrl = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(env, request).href,
    scope: "openid email profile",
    response_type: "code",
    state: flow.state,
    nonce: flow.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
  });
  const setCookie = serializeCookie(env, flowCookieName(env), id, {
    maxAgeSeconds: OIDC_FLOW_TTL_SECONDS,
  });
  return { authorizationUrl, setCookie };
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

/**
 * Finishes a sign-in at /api/callback. The stored attempt is deleted first (single use); then
 * openid-client checks state, exchanges the code with the PKCE verifier, and validates the ID
 * token (signature, issuer, audience, expiry, nonce). Always returns the cookie that clears the
 * attempt; `identity` is set on success, `error` otherwise.
 */
export async function completeOidcSignIn(
  env: OidcEnv,
  kv: KVNamespace,
  request: Request,
): Promise<{
  clearCookie: string;
  redirectTo: string;
  identity?: VerifiedIdentity;
  error?: OidcCallbackError;
}> {
  const clearCookie = serializeCookie(env, flowCookieName(env), "", { maxAgeSeconds: 0 });
  const id = readCookie(request, flowCookieName(env));
  let flow: OidcFlow | null = null;
  if (id && FLOW_ID.test(id)) {
    flow = await kv.get<OidcFlow>(flowKey(id), "json").catch(() => null);
    await kv.delete(flowKey(id)).catch(() => {});
  }
  if (!flow || !isOidcConfigured(env)) {
    return {
      clearCookie,
      redirectTo: "/",
      error: new OidcCallbackError("The sign-in attempt expired or is unknown."),
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
      clearCookie,
      redirectTo: flow.redirectTo,
      identity: {
        issuer: claims.iss,
        subject: claims.sub,
        email: text(claims.email),
        emailVerified: claims.email_verified === true,
        givenName: text(claims.given_name),
        familyName: text(claims.family_name),
        name: text(claims.name),
        preferredUsername: text(claims.preferred_username),
        picture: httpsUrl(claims.picture),
      },
    };
  } catch (error) {
    return {
      clearCookie,
      redirectTo: flow.redirectTo,
      error:
        error instanceof OidcCallbackError
          ? error
          : new OidcCallbackError("The provider's answer did not verify.", { cause: error }),
    };
  }
}
