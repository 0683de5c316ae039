import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cookieHeader, cookiesFrom, freshIp, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

/** The /auth page's loader and actions through the worker, as a browser without JavaScript posts. */
let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ seed: false });
});
afterAll(() => w?.dispose());

const SESSION = "__Host-nc_session";

function postForm(fields: Record<string, string | string[]>, headers: Record<string, string> = {}) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    for (const v of Array.isArray(value) ? value : [value]) body.append(name, v);
  }
  return w.fetch("/auth", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: w.url.origin,
      "CF-Connecting-IP": freshIp(),
      ...headers,
    },
    body,
  });
}

describe("/auth", () => {
  it("renders the Login and Register tabs with the registration defaults and the terms text", async () => {
    const res = await w.fetch("/auth");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/role="tab"[^>]*>Login</);
    expect(html).toMatch(/role="tab"[^>]*>Register</);
    expect(html).toContain('name="email"');
    expect(html).toContain('name="password"');

    const register = await (await w.fetch("/auth?tab=register")).text();
    for (const field of [
      "username",
      "firstName",
      "lastName",
      "email",
      "password",
      "confirmPassword",
    ]) {
      expect(register).toContain(`name="${field}"`);
    }
    expect(register).toMatch(/name="age"[^>]*value="30"|value="30"[^>]*name="age"/);
    expect(register).toMatch(/name="height"[^>]*value="170"|value="170"[^>]*name="height"/);
    expect(register).toMatch(/name="weight"[^>]*value="70"|value="70"[^>]*name="weight"/);
    expect(register).toMatch(/<option value="not specified" selected="">/);
    expect(register).toMatch(/<option value="moderate" selected="">/);
    expect(register).toContain('name="dietaryRestrictions"');
    expect(register).not.toMatch(/name="dietaryRestrictions"[^>]*checked/);
    expect(register).toContain('name="cuisinePreferences"');
    expect(register.replace(/<[^>]+>/g, "")).toContain(
      "By creating an account, you agree to our terms of service and privacy policy",
    );
    expect(register).toContain('href="/faq#terms"');
    expect(register).toContain('href="/faq#privacy"');
  });

  it("redirects a signed-in visitor to /", async () => {
    const { cookie } = await registerUser(w);
    const res = await w.fetch("/auth", { headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/");
  });

  it("signs in with the Login form and goes to a same-origin redirectTo", async () => {
    const { registration } = await registerUser(w);
    const res = await postForm({
      intent: "login",
      email: registration.email,
      password: registration.password,
      redirectTo: "/profile",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/profile");
    const jar = cookiesFrom(res);
    expect(jar[SESSION]).toBeTruthy();
    const me = await w.fetch("/api/auth/user", { headers: { Cookie: cookieHeader(jar) } });
    expect(me.status).toBe(200);
  });

  it("ignores an off-site redirectTo", async () => {
    const { registration } = await registerUser(w);
    const res = await postForm({
      intent: "login",
      email: registration.email,
      password: registration.password,
      redirectTo: "https://evil.example/",
    });
    // no usable target: a user with a profile (registration makes one) lands on their recommendations
    expect(res.headers.get("location")).toBe("/recommendations");
  });

  it("shows the server's message when the password is wrong", async () => {
    const { registration } = await registerUser(w);
    const res = await postForm({
      intent: "login",
      email: registration.email,
      password: "wrong-password",
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain("Invalid email or password");
    expect(cookiesFrom(res)[SESSION]).toBeUndefined();
  });

  it("shows field errors under the fields when the Login form is invalid", async () => {
    const res = await postForm({ intent: "login", email: "nope", password: "1" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Please enter a valid email address");
    expect(html).toContain("Password must be at least 6 characters");
  });

  it("creates an account with the Register form and sends the new user to /onboarding", async () => {
    const tag = Date.now().toString(36);
    const res = await postForm({
      intent: "register",
      username: `page_${tag}`,
      firstName: "Grace",
      lastName: "Hopper",
      email: `grace.${tag}@example.com`,
      password: "cobol-rules",
      confirmPassword: "cobol-rules",
      age: "30",
      height: "170",
      weight: "",
      gender: "not specified",
      activityLevel: "very active",
      dietaryRestrictions: ["vegan", "glutenFree"],
      cuisinePreferences: "Thai",
    });
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/onboarding?step=physical");
    const me = await w.fetch("/api/auth/user", {
      headers: { Cookie: cookieHeader(cookiesFrom(res)) },
    });
    const user = (await me.json()) as { id: number; firstName: string };
    expect(user.firstName).toBe("Grace");
    const profile = await (
      await w.d1()
    )
      .prepare("SELECT * FROM user_profiles WHERE user_id = ?")
      .bind(user.id)
      .first<Record<string, unknown>>();
    expect(profile).toMatchObject({
      age: 30,
      height: 170,
      weight: null,
      activity_level: "very active",
      dietary_restrictions: '["vegan","glutenFree"]',
      cuisine_preferences: '["Thai"]',
    });
  });

  it("shows 'Passwords do not match' under confirmPassword and keeps the typed fields", async () => {
    const res = await postForm({
      intent: "register",
      username: "someone",
      firstName: "Some",
      lastName: "One",
      email: "someone@example.com",
      password: "secret-1",
      confirmPassword: "secret-2",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain("Passwords do not match");
    expect(html).toContain('value="someone@example.com"');
    expect(html).not.toContain('value="secret-1"');
  });

  // issue 17: the page said "An account with this email already exists." (enumeration); now a
  // taken email gets the same answer as a new one, and the owner an email
  it("answers a taken email like a new one and says a taken username", async () => {
    const { registration } = await registerUser(w);
    const form = (overrides: Record<string, string>) =>
      postForm({
        intent: "register",
        username: `other_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
        firstName: "Other",
        lastName: "Person",
        email: `other.${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
        password: "secret-1",
        confirmPassword: "secret-1",
        ...overrides,
      });
    const taken = await form({ email: registration.email });
    const fresh = await form({});
    for (const res of [taken, fresh]) {
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("/onboarding?step=physical");
      expect(Object.keys(cookiesFrom(res))).toEqual(expect.arrayContaining([SESSION, "nc_toast"]));
    }
    // the same cookies either way (the session, the notice and the D1 bookmark of a write, ADR 035)
    expect(Object.keys(cookiesFrom(taken)).sort()).toEqual(Object.keys(cookiesFrom(fresh)).sort());
    const name = await form({ username: registration.username as string });
    expect(name.status).toBe(409);
    expect(await name.text()).toContain("This username is already taken.");
  });

  it("refuses a cross-site form post", async () => {
    const res = await postForm(
      { intent: "login", email: "a@b.co", password: "123456" },
      { Origin: "https://evil.example" },
    );
    expect(res.status).toBe(403);
  });
});
