import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  readJson,
  cookieHeader,
  cookiesFrom,
  expectErrorShape,
  freshIp,
  newRegistration,
  postJson,
  registerUser,
  sessionCookieFor,
  signedCookieValue,
} from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

const SESSION = "__Host-nc_session";
const DAY = 24 * 60 * 60 * 1000;

async function currentUser(cookie: string) {
  return w.fetch("/api/auth/user", { headers: { Cookie: cookie } });
}

describe("registration, session, logout and login through the JSON API", () => {
  it("registers, reads the user, logs out, and logs in again", async () => {
    const registration = newRegistration();
    const res = await postJson(w, "/api/register", registration);
    expect(res.status).toBe(201);
    const user = await readJson(res);
    expect(user).toEqual({
      id: expect.any(Number),
      username: registration.username,
      email: registration.email.toLowerCase(),
      firstName: "Ada",
      lastName: "Lovelace",
      profileImageUrl: null,
      emailVerified: false,
    });
    const jar = cookiesFrom(res);
    expect(signedCookieValue(jar[SESSION])).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = cookieHeader(jar);

    const me = await currentUser(cookie);
    expect(me.status).toBe(200);
    expect(await readJson(me)).toEqual(user);

    // the profile fields sent at registration made the profile row
    const db = await w.d1();
    const profile = await db
      .prepare("SELECT * FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first<Record<string, unknown>>();
    expect(profile).toMatchObject({
      age: 36,
      height: 165,
      weight: 60,
      gender: "female",
      activity_level: "moderate",
      dietary_restrictions: '["vegetarian"]',
      cuisine_preferences: '["Italian","Japanese"]',
      // Mifflin-St Jeor: 10*60 + 6.25*165 - 5*36 - 161 = 1290.25; x1.55 (moderate)
      bmr: 1290,
      tdee: 2000,
    });
    // the password is stored as a PBKDF2 hash, never as given
    const row = await db
      .prepare("SELECT password_hash FROM users WHERE id = ?")
      .bind(user.id)
      .first<{ password_hash: string }>();
    expect(row!.password_hash).toMatch(
      /^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/,
    );

    const out = await w.fetch("/api/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect(await readJson(out)).toEqual({ ok: true });
    const cleared = out.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(
      await w.mf
        .getKVNamespace("SESSIONS")
        .then((kv) => kv.get(`session:${signedCookieValue(jar[SESSION])}`)),
    ).toBeNull();
    expect((await currentUser(cookie)).status).toBe(401);

    const login = await postJson(w, "/api/login", {
      email: registration.email,
      password: registration.password,
    });
    expect(login.status).toBe(200);
    expect(await readJson(login)).toEqual(user);
    const again = cookiesFrom(login)[SESSION];
    expect(again).toBeTruthy();
    expect(again).not.toBe(jar[SESSION]);
    expect((await currentUser(`${SESSION}=${again}`)).status).toBe(200);
  });

  it("answers 401 in the error shape when signed out", async () => {
    const res = await w.fetch("/api/auth/user");
    expect(res.status).toBe(401);
    const body = await readJson(res);
    expectErrorShape(body);
    expect(body.error.code).toBe("unauthorized");
  });

  it("logs in case-insensitively by email", async () => {
    const { registration } = await registerUser(w);
    const res = await postJson(w, "/api/login", {
      email: registration.email.toUpperCase(),
      password: registration.password,
    });
    expect(res.status).toBe(200);
  });

  it("refuses a wrong password and an unknown email with the same answer", async () => {
    const { registration } = await registerUser(w);
    const wrong = await postJson(w, "/api/login", {
      email: registration.email,
      password: "not the password",
    });
    const unknown = await postJson(w, "/api/login", {
      email: "nobody-here@example.com",
      password: "whatever1",
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await readJson(wrong);
    expectErrorShape(wrongBody);
    expect(wrongBody).toEqual({
      error: { code: "invalid_credentials", message: "Invalid email or password" },
    });
    expect(await readJson(unknown)).toEqual(wrongBody);
    expect(wrong.headers.getSetCookie()).toEqual([]);
  });

  it("gives a new session id on every sign-in and deletes the previous one", async () => {
    const { registration, jar } = await registerUser(w);
    const first = signedCookieValue(jar[SESSION]);
    const login = await postJson(
      w,
      "/api/login",
      { email: registration.email, password: registration.password },
      { Cookie: `${SESSION}=${jar[SESSION]}` },
    );
    const second = signedCookieValue(cookiesFrom(login)[SESSION]);
    expect(second).not.toBe(first);
    const kv = await w.mf.getKVNamespace("SESSIONS");
    expect(await kv.get(`session:${first}`)).toBeNull();
    expect(await kv.get(`session:${second}`)).not.toBeNull();
  });

  // issue 17: registration answered 409 for a taken email (account enumeration)
  it("answers a taken email like a new one, emails its owner, and still refuses a taken username", async () => {
    const { registration, user } = await registerUser(w);
    const probe = newRegistration({ email: registration.email.toUpperCase() });
    const sameEmail = await postJson(w, "/api/register", probe);
    const fresh = await postJson(w, "/api/register", newRegistration());
    expect(sameEmail.status).toBe(201);
    const decoy = await readJson(sameEmail);
    const real = await readJson(fresh);
    expect(Object.keys(decoy).sort()).toEqual(Object.keys(real).sort());
    expect(decoy).toMatchObject({
      username: probe.username,
      email: registration.email.toLowerCase(),
      emailVerified: false,
    });
    expect(decoy.id).not.toBe(user.id);
    // the same cookies are set...
    const cookieNames = (res: Response) =>
      res.headers
        .getSetCookie()
        .map((c) => c.split("=")[0])
        .sort();
    expect(cookieNames(sameEmail)).toEqual(cookieNames(fresh));
    // ...but nothing was stored, nobody is signed in, and the owner hears about it
    const db = await w.d1();
    const accounts = await db
      .prepare("SELECT count(*) AS n FROM users WHERE email = ? OR username = ?")
      .bind(registration.email.toLowerCase(), probe.username)
      .first<{ n: number }>();
    expect(accounts?.n).toBe(1);
    expect((await currentUser(cookieHeader(cookiesFrom(sameEmail)))).status).toBe(401);
    const mail = await db
      .prepare("SELECT subject FROM mail_outbox WHERE to_address = ? ORDER BY id")
      .bind(registration.email.toLowerCase())
      .all<{ subject: string }>();
    expect(mail.results.map((m) => m.subject)).toEqual([
      "Confirm your NutriCoach email address",
      "You already have a NutriCoach account",
    ]);
    // a taken username is refused whatever the email, so it cannot be used to probe emails
    for (const email of [registration.email, `free.${Date.now()}@example.com`]) {
      const sameName = await postJson(
        w,
        "/api/register",
        newRegistration({ username: registration.username.toUpperCase(), email }),
      );
      expect(sameName.status).toBe(409);
      expect((await readJson(sameName)).error).toMatchObject({
        code: "username_taken",
        message: "This username is already taken.",
      });
    }
  });

  it("accepts empty number fields and a registration without profile fields", async () => {
    const res = await postJson(
      w,
      "/api/register",
      newRegistration({ age: "", height: "", weight: "" }),
    );
    expect(res.status).toBe(201);
    const {
      age,
      height,
      weight,
      gender,
      activityLevel,
      dietaryRestrictions,
      cuisinePreferences,
      ...minimal
    } = newRegistration();
    void [age, height, weight, gender, activityLevel, dietaryRestrictions, cuisinePreferences];
    expect((await postJson(w, "/api/register", minimal)).status).toBe(201);
  });

  it("sends a plain form post to /api/logout back to / and clears the cookie", async () => {
    const { cookie } = await registerUser(w);
    const res = await w.fetch("/api/logout", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "redirectTo=%2Fprofile",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith(`${SESSION}=;`) && /Max-Age=0/.test(c)),
    ).toBe(true);
    expect((await currentUser(cookie)).status).toBe(401);

    const offsite = await w.fetch("/api/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "redirectTo=%2F%2Fevil.example",
    });
    expect(offsite.headers.get("location")).toBe("/");
  });

  // issue 17: safeRedirect turned "/.//evil.example" into "//evil.example" (another host)
  it("never answers a Location that leaves the site, dot segments included", async () => {
    for (const redirectTo of ["/.//evil.example", "/a/..//evil.example", "/%2e//evil.example"]) {
      const res = await w.fetch("/api/logout", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ redirectTo }).toString(),
      });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/");
      const login = await w.fetch(`/api/login?redirectTo=${encodeURIComponent(redirectTo)}`);
      expect(login.headers.get("location")).toBe("/auth");
    }
  });

  it("sends GET /api/login to /auth when no identity provider is configured", async () => {
    const res = await w.fetch("/api/login?redirectTo=%2Fprofile");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/auth?redirectTo=%2Fprofile");
  });
});

describe("validation messages of the spec", () => {
  async function fieldErrors(path: string, body: unknown) {
    const res = await postJson(w, path, body);
    expect(res.status).toBe(400);
    const json = await readJson(res);
    expectErrorShape(json);
    expect(json.error.code).toBe("validation_failed");
    return json.error.fields ?? {};
  }

  it("login: email and password", async () => {
    expect(await fieldErrors("/api/login", { email: "not-an-email", password: "12345" })).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
    expect(await fieldErrors("/api/login", {})).toEqual({
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
    });
  });

  it("registration: every field rule", async () => {
    const fields = await fieldErrors("/api/register", {
      username: "ab",
      firstName: "A",
      lastName: "B",
      email: "nope",
      password: "123",
      age: 15,
      height: 99,
      weight: 29,
      gender: "unknown",
      activityLevel: "very",
      dietaryRestrictions: "vegan",
      cuisinePreferences: [1],
    });
    expect(fields).toEqual({
      username: ["Username must be at least 3 characters"],
      firstName: ["First name must be at least 2 characters"],
      lastName: ["Last name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 6 characters"],
      age: ["Age must be at least 16"],
      height: ["Height must be at least 100 cm"],
      weight: ["Weight must be at least 30 kg"],
      gender: ["Please select a gender"],
      activityLevel: ["Please select an activity level"],
      dietaryRestrictions: ["Dietary restrictions must be a list of text"],
      "cuisinePreferences.0": ["Cuisine preferences must be a list of text"],
    });
    expect(
      await fieldErrors("/api/register", newRegistration({ age: 121, height: 251, weight: 301 })),
    ).toEqual({
      age: ["Age must be less than 120"],
      height: ["Height must be less than 250 cm"],
      weight: ["Weight must be less than 300 kg"],
    });
  });

  it("accepts every gender and activity level of the registration form", async () => {
    for (const gender of ["male", "female", "other", "not specified"]) {
      for (const activityLevel of ["sedentary", "light", "moderate", "active", "very active"]) {
        expect(
          (await postJson(w, "/api/register", newRegistration({ gender, activityLevel }))).status,
        ).toBe(201);
      }
    }
  });

  it("answers 415 for a body that is not JSON, 400 for malformed JSON and 413 for a large body", async () => {
    const form = await w.fetch("/api/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "CF-Connecting-IP": freshIp(),
      },
      body: "email=a%40b.c&password=123456",
    });
    expect(form.status).toBe(415);
    expectErrorShape(await readJson(form));

    const broken = await postJson(w, "/api/register", "{ not json");
    expect(broken.status).toBe(400);
    expect((await readJson(broken)).error.code).toBe("invalid_json");

    const large = await postJson(w, "/api/register", {
      ...newRegistration(),
      padding: "x".repeat(70_000),
    });
    expect(large.status).toBe(413);
    expectErrorShape(await readJson(large));
  });

  it("answers 413 for a chunked body over the limit (no Content-Length)", async () => {
    const chunk = new TextEncoder().encode("x".repeat(16 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 6) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await w.fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": freshIp() },
      body,
      duplex: "half",
    } as RequestInit);
    expect(res.status).toBe(413);
    expectErrorShape(await readJson(res));
  });

  it("answers 405 in the error shape for the wrong method", async () => {
    const res = await w.fetch("/api/register");
    expect(res.status).toBe(405);
    expectErrorShape(await readJson(res));
  });
});

describe("rate limits", () => {
  async function login(email: string, password: string, ip: string) {
    return postJson(w, "/api/login", { email, password }, { "CF-Connecting-IP": ip });
  }

  it("slows a client after 20 failed sign-ins with 429 and Retry-After", async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 21; i++) {
      last = await login(`nobody${i}@example.com`, "wrong-password", ip);
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(429);
    const body = await readJson(last!);
    expectErrorShape(body);
    expect(body.error.code).toBe("rate_limited");
    const retryAfter = Number(last!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  // issue 17: 10 wrong passwords for an email, each from a different address, locked its owner out
  // for 15 minutes, repeatable forever
  it("never refuses the owner's correct password from an address that has not failed", async () => {
    const { registration } = await registerUser(w);
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 10; i++) {
        expect((await login(registration.email, "wrong-password", freshIp())).status).toBe(401);
      }
      const owner = await login(registration.email, registration.password, freshIp());
      expect(owner.status).toBe(200);
    }
    // an address that has failed is what gets slowed on an attacked account
    const attacker = freshIp();
    expect((await login("someone-else@example.com", "guess-guess", attacker)).status).toBe(401);
    const slowed = await login(registration.email, "another-guess", attacker);
    expect(slowed.status).toBe(429);
    expect(Number(slowed.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("slows an address that keeps failing on one account after 5 tries", async () => {
    const { registration } = await registerUser(w);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) {
      expect((await login(registration.email, "wrong-password", ip)).status).toBe(401);
    }
    // even the right password waits: the guesses came from here
    expect((await login(registration.email, registration.password, ip)).status).toBe(429);
    expect((await login(registration.email, registration.password, freshIp())).status).toBe(200);
  });

  // issue 17: 20 requests from one address, even with malformed bodies, locked out everyone behind it
  it("does not count malformed requests or successful sign-ins", async () => {
    const { registration } = await registerUser(w);
    const ip = freshIp();
    for (let i = 0; i < 30; i++) {
      const res = await postJson(w, "/api/login", i % 2 ? "{" : { email: "x" }, {
        "CF-Connecting-IP": ip,
      });
      expect(res.status).toBe(400);
    }
    for (let i = 0; i < 25; i++) {
      expect((await login(registration.email, registration.password, ip)).status).toBe(200);
    }
  });

  // issue 17: IPv6 limits used the full address, so a /64 was never limited
  it("counts IPv6 clients by their /64", async () => {
    const prefix = `2001:db8:${(Date.now() % 65536).toString(16)}:17`;
    for (let i = 1; i <= 20; i++) {
      const res = await login(
        `nobody${i}@example.com`,
        "wrong-password",
        `${prefix}::${i.toString(16)}`,
      );
      expect(res.status).toBe(401);
    }
    expect((await login("nobody@example.com", "wrong-password", `${prefix}:ffff::1`)).status).toBe(
      429,
    );
    expect(
      (await login("nobody@example.com", "wrong-password", `${prefix.replace(/17$/, "18")}::1`))
        .status,
    ).toBe(401);
  });

  it("limits registrations per address; malformed ones do not count", async () => {
    const ip = freshIp();
    for (let i = 0; i < 15; i++) {
      const res = await postJson(
        w,
        "/api/register",
        { email: "broken" },
        { "CF-Connecting-IP": ip },
      );
      expect(res.status).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await postJson(w, "/api/register", newRegistration(), { "CF-Connecting-IP": ip })).status,
      );
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses[10]).toBe(429);
  });
});

describe("CSRF protection", () => {
  it("refuses a state-changing request from another origin", async () => {
    const { registration } = await registerUser(w);
    for (const headers of [
      { Origin: "https://evil.example" } as Record<string, string>,
      { Origin: "null" },
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
    ]) {
      const res = await postJson(
        w,
        "/api/login",
        { email: registration.email, password: registration.password },
        headers,
      );
      expect(res.status).toBe(403);
      const body = await readJson(res);
      expectErrorShape(body);
      expect(body.error.code).toBe("cross_site_request");
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const res = await w.fetch("/api/profile", {
        method,
        headers: { Origin: "https://evil.example" },
      });
      expect(res.status).toBe(403);
    }
  });

  it("answers a cross-site upload of 900 KB with the 403, not a reset connection", async () => {
    const form = new FormData();
    form.append("image", new Blob([new Uint8Array(900 * 1024)], { type: "image/png" }), "a.png");
    for (let i = 0; i < 3; i++) {
      const res = await w.fetch("/api/recipe-agent/analyze-image", {
        method: "POST",
        headers: { Origin: "https://evil.example" },
        body: form,
      });
      expect(res.status).toBe(403);
      const body = await readJson(res);
      expect(body.error.code).toBe("cross_site_request");
    }
  });

  it("lets same-origin requests and non-browser clients through", async () => {
    const { registration } = await registerUser(w);
    const sameOrigin = await postJson(
      w,
      "/api/login",
      { email: registration.email, password: registration.password },
      { Origin: w.url.origin, "Sec-Fetch-Site": "same-origin" },
    );
    expect(sameOrigin.status).toBe(200);
    // reads are never refused
    expect(
      (await w.fetch("/api/auth/user", { headers: { Origin: "https://evil.example" } })).status,
    ).toBe(401);
  });
});

describe("session cookie and expiry", () => {
  it("sets HttpOnly, SameSite=Lax, Path=/, Secure and the __Host- prefix outside development", async () => {
    const res = await postJson(w, "/api/register", newRegistration());
    const line = res.headers.getSetCookie().find((c) => c.startsWith(`${SESSION}=`))!;
    const attributes = line.split(";").map((p) => p.trim());
    expect(attributes).toEqual(
      expect.arrayContaining(["HttpOnly", "SameSite=Lax", "Path=/", "Secure"]),
    );
    expect(attributes.some((a) => /^Domain=/i.test(a))).toBe(false);
    expect(attributes).toContain(`Max-Age=${30 * 24 * 60 * 60}`);
  });

  it("rejects a session past its absolute expiry (30 days) and deletes it", async () => {
    const { user } = await registerUser(w);
    const kv = await w.mf.getKVNamespace("SESSIONS");
    const id = "A".repeat(43);
    const now = Date.now();
    await kv.put(
      `session:${id}`,
      JSON.stringify({ userId: user.id, createdAt: now - 31 * DAY, lastSeenAt: now - 60_000 }),
    );
    expect((await currentUser(await sessionCookieFor(w, id))).status).toBe(401);
    expect(await kv.get(`session:${id}`)).toBeNull();
  });

  it("rejects a session idle for more than 7 days", async () => {
    const { user } = await registerUser(w);
    const kv = await w.mf.getKVNamespace("SESSIONS");
    const id = "B".repeat(43);
    const now = Date.now();
    await kv.put(
      `session:${id}`,
      JSON.stringify({ userId: user.id, createdAt: now - 10 * DAY, lastSeenAt: now - 8 * DAY }),
    );
    expect((await currentUser(await sessionCookieFor(w, id))).status).toBe(401);
  });

  it("refreshes lastSeenAt at most once an hour", async () => {
    const { user } = await registerUser(w);
    const kv = await w.mf.getKVNamespace("SESSIONS");
    const now = Date.now();
    const fresh = "C".repeat(43);
    const stale = "D".repeat(43);
    const recent = now - 10 * 60_000;
    await kv.put(
      `session:${fresh}`,
      JSON.stringify({ userId: user.id, createdAt: now - DAY, lastSeenAt: recent }),
    );
    await kv.put(
      `session:${stale}`,
      JSON.stringify({ userId: user.id, createdAt: now - DAY, lastSeenAt: now - 2 * 3600_000 }),
    );
    expect((await currentUser(await sessionCookieFor(w, fresh))).status).toBe(200);
    expect((await currentUser(await sessionCookieFor(w, stale))).status).toBe(200);
    expect(JSON.parse((await kv.get(`session:${fresh}`))!).lastSeenAt).toBe(recent);
    const refreshed = JSON.parse((await kv.get(`session:${stale}`))!).lastSeenAt;
    expect(refreshed).toBeGreaterThanOrEqual(now);
  });

  it("ignores a cookie that is not a session id", async () => {
    expect((await currentUser(`${SESSION}=../../etc`)).status).toBe(401);
    expect((await currentUser(`nc_session=${"A".repeat(43)}`)).status).toBe(401);
  });

  // issue 17 (ADR 028): the session cookie is signed; a bare id, even of a live session, is refused
  it("accepts only session cookies the worker signed", async () => {
    const { jar } = await registerUser(w);
    const id = signedCookieValue(jar[SESSION]) as string;
    expect((await currentUser(`${SESSION}=${id}`)).status).toBe(401);
    const unsigned = decodeURIComponent(jar[SESSION]).split(".")[0];
    expect((await currentUser(`${SESSION}=${encodeURIComponent(unsigned)}`)).status).toBe(401);
    expect((await currentUser(`${SESSION}=${jar[SESSION]}`)).status).toBe(200);
  });
});

describe("the isolate's session memo (ADR 050)", () => {
  it("sees a sign-out in the same isolate at once, though a GET just remembered the session", async () => {
    const { cookie } = await registerUser(w);
    expect((await currentUser(cookie)).status).toBe(200);
    expect((await currentUser(cookie)).status).toBe(200);
    const out = await w.fetch("/api/logout", { method: "POST", headers: { Cookie: cookie } });
    expect(out.status).toBe(200);
    expect((await currentUser(cookie)).status).toBe(401);
  });

  it("a session ended elsewhere: a write is refused at once, a read within the memo's bound", async () => {
    const { cookie, jar } = await registerUser(w);
    expect((await currentUser(cookie)).status).toBe(200); // remembered by this isolate
    const kv = await w.mf.getKVNamespace("SESSIONS");
    // another location's sign-out: the KV entry goes, this isolate is not told
    await kv.delete(`session:${signedCookieValue(jar[SESSION])}`);
    // a write's decision reads KV (an empty body would be a 400 when signed in)
    const write = await postJson(w, "/api/saved-items", {}, { Cookie: cookie });
    expect(write.status).toBe(401);
    // a read is refused once the memo's entry has aged out (SESSION_MEMO_MS, a few seconds)
    let status = 200;
    const deadline = Date.now() + 60_000;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await currentUser(cookie)).status;
    }
    expect(status).toBe(401);
  });
});

describe("session cookie by environment", () => {
  for (const [environment, name, secure] of [
    ["production", "__Host-nc_session", true],
    ["development", "nc_session", false],
  ] as const) {
    it(`${environment}: ${name}${secure ? " with" : " without"} Secure`, async () => {
      const worker = await startWorker({ vars: { ENVIRONMENT: environment }, seed: false });
      try {
        const res = await postJson(worker, "/api/register", newRegistration());
        expect(res.status).toBe(201);
        const line = res.headers.getSetCookie().find((c) => c.includes("nc_session="))!;
        expect(line.startsWith(`${name}=`)).toBe(true);
        expect(/;\s*Secure/.test(line)).toBe(secure);
        expect(line).toMatch(/HttpOnly/);
        expect(line).toMatch(/SameSite=Lax/);
        expect(line).toMatch(/Path=\//);
        const cookie = cookieHeader(cookiesFrom(res));
        expect((await worker.fetch("/api/auth/user", { headers: { Cookie: cookie } })).status).toBe(
          200,
        );
      } finally {
        await worker.dispose();
      }
    });
  }
});
