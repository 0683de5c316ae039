import { OAuth2Server } from "oauth2-mock-server";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  readJson,
  cookieHeader,
  cookiesFrom,
  postJson,
  registerUser,
  signedCookieValue,
  verifyEmail,
} from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

/**
 * External sign-in against a local OpenID Connect provider (oauth2-mock-server on 127.0.0.1).
 * The mock signs every ID token for subject "johndoe"; tests add claims through its
 * beforeTokenSigning hook.
 */
let idp: OAuth2Server;
let w: TestWorker;
const CLIENT_ID = "nutricoach-test";

beforeAll(async () => {
  idp = new OAuth2Server();
  await idp.issuer.keys.generate("RS256");
  await idp.start(0, "127.0.0.1");
  w = await startWorker({
    vars: {
      OIDC_ISSUER: idp.issuer.url!,
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: "test-secret",
      OIDC_PICTURE_ORIGINS: "https://avatars.example",
    },
    seed: false,
  });
});
afterAll(async () => {
  await w?.dispose();
  await idp?.stop();
});
afterEach(() => {
  idp.service.removeAllListeners("beforeTokenSigning");
  idp.service.removeAllListeners("beforeAuthorizeRedirect");
});

type Claims = Record<string, unknown>;
function withClaims(claims: Claims) {
  idp.service.on("beforeTokenSigning", (token: { payload: Claims }) => {
    Object.assign(token.payload, claims);
  });
}

const SESSION = "__Host-nc_session";

const currentUserOf = (cookie: string) =>
  w.fetch("/api/auth/user", { headers: { Cookie: cookie } });
/** The user a callback signed in (its session cookie). */
const currentUser = (callback: Response) =>
  currentUserOf(`${SESSION}=${cookiesFrom(callback)[SESSION]}`);
const passwordLogin = (registration: { email: unknown; password: unknown }) =>
  postJson(w, "/api/login", { email: registration.email, password: registration.password });

/** Runs the browser's part of the flow: /api/login -> provider -> /api/callback. */
async function signInThroughProvider({
  redirectTo,
  tamperCallback,
  cookie,
  fetchSite = "same-origin",
}: {
  redirectTo?: string;
  tamperCallback?: (url: URL) => void;
  cookie?: string;
  fetchSite?: string;
} = {}) {
  const start = await w.fetch(
    `/api/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ""}`,
    { headers: { ...(cookie ? { Cookie: cookie } : {}), "Sec-Fetch-Site": fetchSite } },
  );
  expect(start.status).toBe(302);
  const authorizeUrl = new URL(start.headers.get("location")!);
  const flowCookies = cookiesFrom(start);

  const authorize = await fetch(authorizeUrl, { redirect: "manual" });
  expect(authorize.status).toBe(302);
  const callbackUrl = new URL(authorize.headers.get("location")!);
  tamperCallback?.(callbackUrl);

  const callback = await w.fetch(callbackUrl.pathname + callbackUrl.search, {
    headers: { Cookie: [cookie, cookieHeader(flowCookies)].filter(Boolean).join("; ") },
  });
  return { start, authorizeUrl, flowCookies, callback };
}

describe("external sign-in with OpenID Connect", () => {
  it("redirects to the provider with PKCE S256, state and nonce, kept in a signed cookie for 10 minutes, not in KV", async () => {
    const start = await w.fetch("/api/login");
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get("location")!);
    expect(url.origin).toBe(new URL(idp.issuer.url!).origin);
    expect(url.searchParams.get("client_id")).toBe(CLIENT_ID);
    expect(url.searchParams.get("response_type")).toBe("code");
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("state")).toBeTruthy();
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("redirect_uri")).toBe(new URL("/api/callback", w.url).href);
    const line = start.headers.getSetCookie().find((c) => c.startsWith("__Host-nc_oidc="))!;
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Max-Age=600/);
    expect(line).toMatch(/Secure/);
    const flow = signedCookieValue(cookiesFrom(start)["__Host-nc_oidc"]);
    expect(flow).toMatchObject({
      state: url.searchParams.get("state"),
      nonce: url.searchParams.get("nonce"),
      redirectTo: "/",
      linkUserId: null,
    });
    // an anonymous start writes nothing on the server (it wrote a KV entry before)
    const kv = await w.mf.getKVNamespace("SESSIONS");
    expect((await kv.list({ prefix: "oidc-flow:" })).keys).toEqual([]);
  });

  it("creates a user on first sign-in, then finds the same user by issuer and subject", async () => {
    withClaims({
      email: "john.doe@example.com",
      email_verified: true,
      given_name: "John",
      family_name: "Doe",
    });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/onboarding");
    const jar = cookiesFrom(callback);
    expect(jar["__Host-nc_oidc"]).toBe("");
    const me = await w.fetch("/api/auth/user", {
      headers: { Cookie: `${SESSION}=${jar[SESSION]}` },
    });
    expect(me.status).toBe(200);
    const user = await readJson(me);
    expect(user).toMatchObject({
      email: "john.doe@example.com",
      firstName: "John",
      lastName: "Doe",
    });

    const db = await w.d1();
    const identity = await db
      .prepare("SELECT user_id, issuer, subject FROM user_identities WHERE subject = 'johndoe'")
      .first<{ user_id: number; issuer: string }>();
    expect(identity).toMatchObject({ user_id: user.id, issuer: idp.issuer.url });

    const second = await signInThroughProvider({ redirectTo: "/recommendations" });
    expect(second.callback.status).toBe(302);
    expect(second.callback.headers.get("location")).toBe("/recommendations");
    const again = await w.fetch("/api/auth/user", {
      headers: { Cookie: `${SESSION}=${cookiesFrom(second.callback)[SESSION]}` },
    });
    expect((await readJson(again)).id).toBe(user.id);
    const count = await db
      .prepare("SELECT count(*) AS n FROM users WHERE email = 'john.doe@example.com'")
      .first<{ n: number }>();
    expect(count!.n).toBe(1);
  });

  it("links a provider identity to an existing account whose address is verified", async () => {
    const owner = await registerUser(w);
    await verifyEmail(w, owner);
    const subject = `linked-${owner.user.id}`;
    withClaims({ sub: subject, email: owner.registration.email, email_verified: true });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(302);
    // the account has a profile (registration made one): its recommendations
    expect(callback.headers.get("location")).toBe("/recommendations");
    expect((await readJson(await currentUser(callback))).id).toBe(owner.user.id);
    const db = await w.d1();
    const link = await db
      .prepare("SELECT user_id FROM user_identities WHERE subject = ?")
      .bind(subject)
      .first<{ user_id: number }>();
    expect(link!.user_id).toBe(owner.user.id);
    // the password still works, and the other session too
    expect((await currentUserOf(owner.cookie)).status).toBe(200);
    expect((await passwordLogin(owner.registration)).status).toBe(200);
  });

  // issue 17: an attacker registered the victim's email with a password; when the victim later
  // signed in through the provider they landed in that account, and the attacker's password
  // still read their data
  it("closes the pre-account takeover: a verified provider identity claims an unverified account", async () => {
    const email = `victim.${Date.now()}@example.com`;
    const attacker = await registerUser(w, { email });
    withClaims({ sub: `victim-${Date.now()}`, email, email_verified: true });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(302);
    // the account has a profile (registration made one): its recommendations
    expect(callback.headers.get("location")).toBe("/recommendations");
    const victim = await currentUser(callback);
    expect(await readJson(victim)).toMatchObject({ id: attacker.user.id, emailVerified: true });
    const notice = signedCookieValue(cookiesFrom(callback)["nc_toast"]) as { description: string };
    expect(notice.description).toMatch(/secured the account/);
    // the attacker's session and password are gone
    expect((await currentUserOf(attacker.cookie)).status).toBe(401);
    expect((await passwordLogin(attacker.registration)).status).toBe(401);
  });

  it("never creates or links an account from an email the provider has not verified", async () => {
    const { registration } = await registerUser(w);
    withClaims({ sub: "unverified-subject", email: registration.email, email_verified: false });
    const linked = await signInThroughProvider();
    expect(linked.callback.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(linked.callback)[SESSION]).toBeUndefined();

    withClaims({
      sub: "unverified-new",
      email: "unverified.new@example.com",
      email_verified: false,
    });
    const created = await signInThroughProvider();
    expect(created.callback.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(created.callback)[SESSION]).toBeUndefined();
    const db = await w.d1();
    expect(
      await db.prepare("SELECT id FROM users WHERE email = 'unverified.new@example.com'").first(),
    ).toBeNull();
    expect(
      await db
        .prepare(
          "SELECT id FROM user_identities WHERE subject IN ('unverified-subject', 'unverified-new')",
        )
        .first(),
    ).toBeNull();
  });

  it("links the provider to the signed-in user who asked (a password sign-in first)", async () => {
    const owner = await registerUser(w);
    const subject = `asked-${owner.user.id}`;
    // the provider's address need not be the account's, nor verified: the signed-in owner asked
    withClaims({ sub: subject, email: "elsewhere@example.com", email_verified: false });
    const { start, callback } = await signInThroughProvider({ cookie: owner.cookie });
    expect(signedCookieValue(cookiesFrom(start)["__Host-nc_oidc"])).toMatchObject({
      linkUserId: owner.user.id,
    });
    expect(callback.headers.get("location")).toBe("/recommendations");
    expect((await readJson(await currentUser(callback))).id).toBe(owner.user.id);
    // from now on the provider alone signs in to that account
    const again = await signInThroughProvider();
    expect((await readJson(await currentUser(again.callback))).id).toBe(owner.user.id);
    // another signed-in user cannot take the same provider account
    const other = await registerUser(w);
    const stolen = await signInThroughProvider({ cookie: other.cookie });
    expect(stolen.callback.headers.get("location")).toBe("/auth");
  });

  it("does not link when another site starts the sign-in of a signed-in user", async () => {
    const owner = await registerUser(w);
    withClaims({
      sub: `cross-${owner.user.id}`,
      email: "cross.site@example.com",
      email_verified: false,
    });
    const { start, callback } = await signInThroughProvider({
      cookie: owner.cookie,
      fetchSite: "cross-site",
    });
    expect(signedCookieValue(cookiesFrom(start)["__Host-nc_oidc"])).toMatchObject({
      linkUserId: null,
    });
    // an unverified provider email then links nothing and creates nothing
    expect(callback.headers.get("location")).toBe("/auth");
    const db = await w.d1();
    expect(
      await db
        .prepare("SELECT id FROM user_identities WHERE subject = ?")
        .bind(`cross-${owner.user.id}`)
        .first(),
    ).toBeNull();
  });

  it("keeps the provider's picture only from the origins the CSP allows", async () => {
    withClaims({
      sub: "with-picture",
      email: "with.picture@example.com",
      email_verified: true,
      picture: "https://avatars.example/u/1.png",
    });
    const allowed = await signInThroughProvider();
    expect((await readJson(await currentUser(allowed.callback))).profileImageUrl).toBe(
      "https://avatars.example/u/1.png",
    );
    expect(allowed.callback.headers.get("content-security-policy")).toContain(
      "img-src 'self' data: blob: https://avatars.example",
    );
    withClaims({
      sub: "elsewhere-picture",
      email: "elsewhere.picture@example.com",
      email_verified: true,
      picture: "https://tracker.example/pixel.png",
    });
    const dropped = await signInThroughProvider();
    expect((await readJson(await currentUser(dropped.callback))).profileImageUrl).toBeNull();
  });

  it("refuses a tampered state", async () => {
    withClaims({ sub: "tamper-state", email: "tamper-state@example.com", email_verified: true });
    const { callback } = await signInThroughProvider({
      tamperCallback: (url) => url.searchParams.set("state", "forged-state-value"),
    });
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(callback)[SESSION]).toBeUndefined();
    const db = await w.d1();
    expect(
      await db.prepare("SELECT id FROM users WHERE email = 'tamper-state@example.com'").first(),
    ).toBeNull();
  });

  it("refuses an ID token with the wrong nonce", async () => {
    withClaims({
      sub: "tamper-nonce",
      email: "tamper-nonce@example.com",
      email_verified: true,
      nonce: "not-the-nonce-we-sent",
    });
    const { callback } = await signInThroughProvider();
    expect(callback.status).toBe(302);
    expect(callback.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(callback)[SESSION]).toBeUndefined();
    const db = await w.d1();
    expect(
      await db.prepare("SELECT id FROM users WHERE email = 'tamper-nonce@example.com'").first(),
    ).toBeNull();
  });

  it("refuses a callback without the attempt's cookie, and a replayed callback", async () => {
    withClaims({ sub: "replay", email: "replay@example.com", email_verified: true });
    const start = await w.fetch("/api/login");
    const authorize = await fetch(new URL(start.headers.get("location")!), { redirect: "manual" });
    const callbackUrl = new URL(authorize.headers.get("location")!);
    const path = callbackUrl.pathname + callbackUrl.search;

    const noCookie = await w.fetch(path);
    expect(noCookie.headers.get("location")).toBe("/auth");

    const cookie = cookieHeader(cookiesFrom(start));
    const first = await w.fetch(path, { headers: { Cookie: cookie } });
    expect(first.headers.get("location")).toBe("/onboarding");
    const replay = await w.fetch(path, { headers: { Cookie: cookie } });
    expect(replay.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(replay)[SESSION]).toBeUndefined();
  });

  it("refuses an ID token for another audience", async () => {
    withClaims({
      sub: "wrong-aud",
      email: "wrong-aud@example.com",
      email_verified: true,
      aud: "someone-else",
    });
    const { callback } = await signInThroughProvider();
    expect(callback.headers.get("location")).toBe("/auth");
    expect(cookiesFrom(callback)[SESSION]).toBeUndefined();
  });
});
