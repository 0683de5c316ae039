import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/auth";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";

/**
 * Accounts in the browser: register through /auth, see the first name in the navigation, log out
 * from the navigation, be sent from a protected page to /auth, log in again and come back.
 */
let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const path = (url: string) => new URL(url).pathname;

describe("accounts in the browser", () => {
  it("registers, shows the first name in the navigation, logs out, and logs in again", async () => {
    const { page, context, errors } = await h.newPage();
    const tag = Date.now().toString(36);
    const email = `grace.${tag}@example.com`;
    const password = "cobol-rules-1959";

    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Username").fill(`grace_${tag}`);
    await page.getByLabel("First name").fill("Grace");
    await page.getByLabel("Last name").fill("Hopper");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByLabel("Confirm password").fill(password);
    expect(await page.getByLabel("Age").inputValue()).toBe("30");
    expect(await page.getByLabel("Height (cm)").inputValue()).toBe("170");
    expect(await page.getByLabel("Weight (kg)").inputValue()).toBe("70");
    await page.getByLabel("Vegan").check();
    await page.getByLabel("Thai").check();
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.pathname === "/onboarding");

    // the navigation (hidden on /onboarding) shows the signed-in user's first name
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: /main/i });
    await nav.getByRole("link", { name: /Grace/ }).first().waitFor();

    await page
      .getByRole("button", { name: /log ?out/i })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("link", { name: /^log ?in$/i })
      .first()
      .waitFor();
    expect(await page.getByRole("link", { name: /Grace/ }).count()).toBe(0);

    // a protected page sends a signed-out visitor to /auth, remembering where they were going
    await page.goto("/profile");
    expect(path(page.url())).toBe("/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile");

    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: /Grace/ })
      .first()
      .waitFor();

    // signed in, /auth sends back home
    await page.goto("/auth");
    expect(path(page.url())).toBe("/");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows errors under each field before submitting, and the server's message on a wrong password", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/auth");
    await waitForHydration(page);

    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password", { exact: true }).fill("123");
    await page.getByLabel("Password", { exact: true }).blur();
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    await page.getByText("Password must be at least 6 characters").waitFor();
    expect(path(page.url())).toBe("/auth");

    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "Invalid email or password" })
      .first()
      .waitFor();

    await page.getByRole("tab", { name: "Register" }).click();
    await page.getByLabel("Password", { exact: true }).fill("secret-1");
    await page.getByLabel("Confirm password").fill("secret-2");
    // leaving the field validates it (and shifts the layout, so blur before clicking)
    await page.getByLabel("Confirm password").blur();
    await page.getByText("Passwords do not match").waitFor();
    await page.getByRole("button", { name: "Create account" }).click();
    await page.getByText("Username must be at least 3 characters").waitFor();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(path(page.url())).toBe("/auth");
    await context.close();
  });

  it("labels the submit button while the request is pending", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/auth");
    await waitForHydration(page);
    // hold the action's answer so the pending label is observable
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/auth\?.*_data=/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Password", { exact: true }).fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("button", { name: "Signing you in..." }).waitFor();
    release();
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await context.close();
  });

  // issue 17: password reset by email, through the development outbox a developer can open
  it("resets a forgotten password through the emailed link, and confirms the address", async () => {
    const { user, registration } = await registerUser(h.worker, { firstName: "Hedy" });
    const { page, context, errors } = await h.newPage();
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot your password?" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password");
    // the URL changes before React renders the new page, and /auth has an "Email" field too:
    // wait for the new page's heading so the address goes into the right form
    await page.getByRole("heading", { name: "Forgot your password?" }).waitFor();
    await waitForHydration(page);
    await page.getByLabel("Email").fill(user.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    // the answer or an error, whichever comes: an error fails at once with its text
    const answer = page.getByRole("status").filter({ hasText: "If an account exists" });
    const refusal = page.getByRole("alert").or(page.locator("#email-error"));
    await answer.or(refusal).first().waitFor();
    expect(await refusal.allTextContents()).toEqual([]);
    await answer.waitFor();
    expect(await runAxe(page)).toEqual([]);

    await page.goto("/dev/outbox");
    expect(await runAxe(page)).toEqual([]);
    const reset = page
      .getByTestId("outbox-message")
      .filter({ hasText: "Reset your NutriCoach password" })
      .first()
      .getByRole("link", { name: /reset-password/ });
    await reset.click();
    await page.waitForURL((url) => url.pathname === "/reset-password");
    await waitForHydration(page);
    expect(await runAxe(page)).toEqual([]);
    await page.getByLabel("New password", { exact: true }).fill("hedy-lamarr-1942");
    await page.getByLabel("Confirm new password").fill("hedy-lamarr-1942");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: /Hedy/ })
      .first()
      .waitFor();
    // the old password no longer signs in
    const old = await h.worker.fetch("/api/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.17" },
      body: JSON.stringify({ email: user.email, password: registration.password }),
    });
    expect(old.status).toBe(401);

    // the reset verified the address: the verification page says so
    await page.goto("/verify-email");
    await page.getByText(`${user.email} is confirmed as your address.`).waitFor();
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
