/**
 * The account-email pages with JavaScript off (docs/decisions/027, 041): asking for a reset link,
 * choosing a new password from the emailed link and confirming an address are forms posted to
 * the pages' actions, so a browser that never runs our scripts does all three. The emailed links
 * are read from the development outbox (mail_outbox in D1: no real mail in tests). Each step checks
 * the page the server sent back and the rows in D1; axe checks the pages as served.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRegistration, tokenFrom } from "../helpers/auth";
import { startBrowserHarness, type BrowserHarness } from "../helpers/browser";
import { axeAsServed as axeAsServedHelper, noScriptPage as noScriptHelper } from "../helpers/no-js";
import { waitFor } from "../helpers/worker";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const noScriptPage = () => noScriptHelper(h);
const axeAsServed = (page: Page) => axeAsServedHelper(h, page);

const notice = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first().waitFor();

const BAD_REQUEST =
  "Failed to load resource: the server responded with a status of 400 (Bad Request)";

async function row<T>(sql: string, ...binds: unknown[]): Promise<T | null> {
  const db = await h.worker.d1();
  return db
    .prepare(sql)
    .bind(...binds)
    .first<T>();
}

const RESET = { subject: "Reset your NutriCoach password", path: "/reset-password" };
const VERIFY = { subject: "Confirm your NutriCoach email address", path: "/verify-email" };

/** How many messages of this kind went to `to`. */
async function mailCount(to: string, kind: { subject: string }): Promise<number> {
  const found = await row<{ n: number }>(
    "SELECT count(*) AS n FROM mail_outbox WHERE to_address = ? AND subject = ?",
    to,
    kind.subject,
  );
  return found?.n ?? 0;
}

/**
 * The token of the newest message of this kind to `to`, once there are `count` of them (mail is
 * sent in the background, after the answer).
 */
async function linkToken(
  to: string,
  kind: { subject: string; path: string },
  count = 1,
): Promise<string> {
  const text = await waitFor(async () =>
    (await mailCount(to, kind)) >= count
      ? (
          await row<{ text: string }>(
            "SELECT text_body AS text FROM mail_outbox WHERE to_address = ? AND subject = ? ORDER BY id DESC LIMIT 1",
            to,
            kind.subject,
          )
        )?.text
      : null,
  );
  return tokenFrom(text, kind.path);
}

/** The API's answer to signing in with this password (200 or 401), from a fresh address. */
async function loginStatus(email: string, password: string): Promise<number> {
  const res = await h.worker.fetch("/api/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.251" },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

describe("account emails with JavaScript off", () => {
  it("a member asks for a reset link, after the server refuses a malformed address", async () => {
    const t = await noScriptPage();
    const { page, errors } = t;
    const who = newRegistration();
    expect((await t.context.request.post("/api/register", { data: who })).status()).toBe(201);
    await t.context.clearCookies();

    await page.goto("/forgot-password");
    expect(await axeAsServed(page)).toEqual([]);
    await page.getByLabel("Email").fill("not an address");
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.getByText("Please enter a valid email address").waitFor();
    expect(await page.getByLabel("Email").getAttribute("aria-invalid")).toBe("true");
    expect(errors.splice(0)).toEqual([BAD_REQUEST]);
    expect(await mailCount(who.email, RESET)).toBe(0);

    await page.getByLabel("Email").fill(who.email);
    await page.getByRole("button", { name: "Send me a link" }).click();
    await page.waitForURL((url) => url.pathname === "/forgot-password" && url.search === "?sent=1");
    await page.getByRole("status").filter({ hasText: "If an account exists" }).waitFor();
    expect(await axeAsServed(page)).toEqual([]);
    expect(await linkToken(who.email, RESET)).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(errors).toEqual([]);
  });

  it("a member sets a new password from the emailed link and is signed in", async () => {
    const t = await noScriptPage();
    const { page, errors } = t;
    const who = newRegistration({ firstName: "Hedy" });
    expect((await t.context.request.post("/api/register", { data: who })).status()).toBe(201);
    await t.context.clearCookies();
    const asked = await h.worker.fetch("/api/password-reset", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "198.51.100.252" },
      body: JSON.stringify({ email: who.email }),
    });
    expect(asked.status).toBe(202);
    const token = await linkToken(who.email, RESET);

    await page.goto(`/reset-password?token=${token}`);
    expect(await axeAsServed(page)).toEqual([]);
    // the server refuses two different passwords, and keeps neither
    await page.getByLabel("New password", { exact: true }).fill("hedy-lamarr-1942");
    await page.getByLabel("Confirm new password").fill("hedy-lamarr-1943");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.getByText("Passwords do not match").waitFor();
    expect(errors.splice(0)).toEqual([BAD_REQUEST]);
    expect(await page.getByLabel("New password", { exact: true }).inputValue()).toBe("");
    expect(await axeAsServed(page)).toEqual([]);
    expect(await loginStatus(who.email, who.password)).toBe(200);

    await page.getByLabel("New password", { exact: true }).fill("hedy-lamarr-1942");
    await page.getByLabel("Confirm new password").fill("hedy-lamarr-1942");
    await page.getByRole("button", { name: "Set new password" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await notice(page, "Password changed");
    // the session cookie came with the redirect: the navigation names the member
    await page
      .getByRole("navigation", { name: /main/i })
      .getByRole("link", { name: /Hedy/ })
      .first()
      .waitFor();
    expect(await loginStatus(who.email, who.password)).toBe(401);
    expect(await loginStatus(who.email, "hedy-lamarr-1942")).toBe(200);
    // opening the link proved the inbox
    expect(
      await row<{ verified: number }>(
        "SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = ?",
        who.email,
      ),
    ).toEqual({ verified: 1 });

    // the link works once
    await page.goto(`/reset-password?token=${token}`);
    await page.getByText("This link does not work any more").waitFor();
    expect(errors).toEqual([]);
  });

  it("a member asks for a new confirmation link and confirms the address with it", async () => {
    const t = await noScriptPage();
    const { page, errors } = t;
    const who = newRegistration();
    // registered in the page's context: its cookie signs the page in
    expect((await t.context.request.post("/api/register", { data: who })).status()).toBe(201);
    const first = await linkToken(who.email, VERIFY);

    // without a token the page offers a new link
    await page.goto("/verify-email");
    await page.getByRole("alert").filter({ hasText: "This link does not work any more" }).waitFor();
    expect(await axeAsServed(page)).toEqual([]);
    await page.getByRole("button", { name: "Send me a new link" }).click();
    await page.waitForURL((url) => url.pathname === "/verify-email" && url.search === "?sent=1");
    await page
      .getByRole("status")
      .filter({ hasText: `We sent a new link to ${who.email}.` })
      .waitFor();
    expect(await axeAsServed(page)).toEqual([]);
    const latest = await linkToken(who.email, VERIFY, 2);
    expect(latest).not.toBe(first);

    await page.goto(`/verify-email?token=${latest}`);
    expect(await axeAsServed(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm my email address" }).click();
    await page.waitForURL((url) => url.pathname === "/verify-email" && url.search === "");
    await notice(page, "Email verified");
    await page.getByText(`${who.email} is confirmed as your address.`).waitFor();
    expect(await axeAsServed(page)).toEqual([]);
    expect(
      await row<{ verified: number }>(
        "SELECT email_verified_at IS NOT NULL AS verified FROM users WHERE email = ?",
        who.email,
      ),
    ).toEqual({ verified: 1 });
    expect(errors).toEqual([]);
  });
});
