/**
 * Account emails through the built worker (issue 17 point 1, ADR 027): the development outbox,
 * verification after registration, password reset, and admin powers only for a verified address.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cookieHeader,
  cookiesFrom,
  expectErrorShape,
  freshIp,
  latestMail,
  newRegistration,
  postJson,
  readJson,
  registerUser,
  tokenFrom,
  verifyEmail,
} from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

const ADMIN = "chef.admin@example.com";
let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ vars: { ADMIN_EMAILS: ADMIN } });
});
afterAll(() => w?.dispose());

const me = (cookie: string) => w.fetch("/api/auth/user", { headers: { Cookie: cookie } });
const post = (path: string, body: unknown, cookie?: string) =>
  postJson(w, path, body, cookie ? { Cookie: cookie } : {});

describe("the development outbox", () => {
  it("lists the mail the app sent, with its links, in tests and development", async () => {
    const { user } = await registerUser(w);
    const res = await w.fetch("/dev/outbox");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(user.email);
    expect(html).toContain("Confirm your NutriCoach email address");
    expect(html).toMatch(/href="http:\/\/127\.0\.0\.1:\d+\/verify-email\?token=/);
  });

  it("does not exist in production", async () => {
    const prod = await startWorker({ seed: false, vars: { ENVIRONMENT: "production" } });
    try {
      const res = await prod.fetch("/dev/outbox");
      expect(res.status).toBe(404);
      // production sends through the Email binding (here: no MAIL_FROM, so nothing is sent or kept)
      const registered = await postJson(prod, "/api/register", newRegistration());
      expect(registered.status).toBe(201);
      const db = await prod.d1();
      expect(
        (await db.prepare("SELECT count(*) AS n FROM mail_outbox").first<{ n: number }>())?.n,
      ).toBe(0);
    } finally {
      await prod.dispose();
    }
  });
});

describe("email verification", () => {
  it("works with the emailed link, for the signed-in owner only, once", async () => {
    const owner = await registerUser(w);
    expect((await readJson(await me(owner.cookie))).emailVerified).toBe(false);
    const mail = await latestMail(w, owner.user.email);
    const token = tokenFrom(mail!.text, "/verify-email");

    // someone else's session (or none) cannot use it
    const other = await registerUser(w);
    const stolen = await post("/api/verify-email", { token }, other.cookie);
    expect(stolen.status).toBe(400);
    expect((await readJson(stolen)).error.code).toBe("invalid_token");
    expect((await post("/api/verify-email", { token })).status).toBe(401);
    // the page asks a signed-out visitor to sign in first
    const page = await w.fetch(`/verify-email?token=${token}`);
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/verify-email?token=${token}`)}`,
    );

    const html = await (
      await w.fetch(`/verify-email?token=${token}`, { headers: { Cookie: owner.cookie } })
    ).text();
    expect(html).toContain("Confirm my email address");
    const ok = await post("/api/verify-email", { token }, owner.cookie);
    expect(ok.status).toBe(200);
    expect(await readJson(ok)).toEqual({ emailVerified: true });
    expect((await readJson(await me(owner.cookie))).emailVerified).toBe(true);
    expect((await post("/api/verify-email", { token }, owner.cookie)).status).toBe(400);
    const resend = await post("/api/verify-email/resend", undefined, owner.cookie);
    expect(resend.status).toBe(409);
  });

  it("sends a new link on request (the old one stops working), three an hour", async () => {
    const owner = await registerUser(w);
    const first = tokenFrom((await latestMail(w, owner.user.email))!.text, "/verify-email");
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (
          await w.fetch("/api/verify-email/resend", {
            method: "POST",
            headers: { Cookie: owner.cookie },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    const latest = tokenFrom((await latestMail(w, owner.user.email))!.text, "/verify-email");
    expect(latest).not.toBe(first);
    expect((await post("/api/verify-email", { token: first }, owner.cookie)).status).toBe(400);
    expect((await post("/api/verify-email", { token: latest }, owner.cookie)).status).toBe(200);
  });
});

describe("password reset", () => {
  it("answers the same for any address and mails a link only to an account", async () => {
    const { user } = await registerUser(w);
    const unknown = `nobody.${Date.now()}@example.com`;
    const known = await post("/api/password-reset", { email: user.email.toUpperCase() });
    const other = await post("/api/password-reset", { email: unknown });
    expect(known.status).toBe(202);
    expect(other.status).toBe(202);
    expect(await readJson(known)).toEqual(await readJson(other));
    expect((await latestMail(w, user.email))!.subject).toBe("Reset your NutriCoach password");
    expect(await latestMail(w, unknown)).toBeNull();
  });

  it("sets a new password once, verifies the address and ends every other session", async () => {
    const owner = await registerUser(w);
    // a second device stays signed in until the reset
    const device = await post("/api/login", {
      email: owner.registration.email,
      password: owner.registration.password,
    });
    const deviceCookie = cookieHeader(cookiesFrom(device));
    expect((await me(deviceCookie)).status).toBe(200);

    await post("/api/password-reset", { email: owner.user.email });
    const token = tokenFrom((await latestMail(w, owner.user.email))!.text, "/reset-password");
    // the page shows the form without using the token (a link scanner's GET changes nothing)
    const page = await (await w.fetch(`/reset-password?token=${token}`)).text();
    expect(page).toContain("Set new password");

    const reset = await post("/api/password-reset/confirm", { token, password: "a brand new one" });
    expect(reset.status).toBe(200);
    expect(await readJson(reset)).toMatchObject({ id: owner.user.id, emailVerified: true });
    const signedIn = cookieHeader(cookiesFrom(reset));
    expect((await me(signedIn)).status).toBe(200);
    expect((await me(deviceCookie)).status).toBe(401);
    expect((await me(owner.cookie)).status).toBe(401);

    // single use
    const again = await post("/api/password-reset/confirm", { token, password: "yet another one" });
    expect(again.status).toBe(400);
    expectErrorShape(await readJson(again));
    expect(await (await w.fetch(`/reset-password?token=${token}`)).text()).toContain(
      "This link does not work any more",
    );
    // the old password is gone, the new one works
    const ip = freshIp();
    expect(
      (
        await postJson(
          w,
          "/api/login",
          { email: owner.user.email, password: owner.registration.password },
          { "CF-Connecting-IP": ip },
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await postJson(
          w,
          "/api/login",
          { email: owner.user.email, password: "a brand new one" },
          { "CF-Connecting-IP": ip },
        )
      ).status,
    ).toBe(200);
  });

  it("refuses an expired link", async () => {
    const owner = await registerUser(w);
    await post("/api/password-reset", { email: owner.user.email });
    const token = tokenFrom((await latestMail(w, owner.user.email))!.text, "/reset-password");
    const db = await w.d1();
    await db
      .prepare(
        "UPDATE email_tokens SET expires_at = ? WHERE user_id = ? AND purpose = 'reset-password'",
      )
      .bind(Date.now() - 1, owner.user.id)
      .run();
    expect(
      (await post("/api/password-reset/confirm", { token, password: "too late now" })).status,
    ).toBe(400);
  });

  it("limits reset mails to three an hour per address", async () => {
    const { user } = await registerUser(w);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await post("/api/password-reset", { email: user.email })).status);
    expect(statuses).toEqual([202, 202, 202, 429]);
  });
});

// issue 17: anyone could register the address in ADMIN_EMAILS with a password (emails were never
// verified) and get the admin check on /recipe-admin and POST /api/recipe-agent/populate
describe("admin powers", () => {
  it("need the ADMIN_EMAILS address verified", async () => {
    const squatter = await registerUser(w, { email: ADMIN });
    const populate = () =>
      w.fetch("/api/recipe-agent/populate", {
        method: "POST",
        headers: { Cookie: squatter.cookie, "Content-Type": "application/json" },
        body: "{}",
      });
    const refused = await populate();
    expect(refused.status).toBe(403);
    const page = await w.fetch("/recipe-admin?_data=routes%2Frecipe-admin", {
      headers: { Cookie: squatter.cookie },
    });
    expect((await readJson(page)).isAdmin).toBe(false);

    // the inbox owner verifies: now (and only now) the account is an administrator
    await verifyEmail(w, squatter);
    const allowed = await populate();
    // no AI model is configured in tests: past the admin check, the answer is 503
    expect(allowed.status).toBe(503);
    const after = await w.fetch("/recipe-admin?_data=routes%2Frecipe-admin", {
      headers: { Cookie: squatter.cookie },
    });
    expect((await readJson(after)).isAdmin).toBe(true);
  });
});
