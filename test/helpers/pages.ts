/**
 * Helpers for browser tests of signed-in pages: a page whose context carries a fresh user's
 * session cookie, and axe in both themes on the page as it stands (no reload, so open dialogs,
 * expanded cards and camera state are checked too).
 */
import type { Page } from "playwright-core";
import { registerUser } from "./auth";
import { runAxe, settled, type AxeViolation, type BrowserHarness, type TestPage } from "./browser";

export async function signedInPage(
  h: BrowserHarness,
  options?: Parameters<BrowserHarness["newPage"]>[0],
  registration: Record<string, unknown> = {},
): Promise<TestPage & { user: { id: number; email: string; firstName: string } }> {
  const { user, jar } = await registerUser(h.worker, registration);
  const test = await h.newPage(options);
  await test.context.addCookies(
    Object.entries(jar)
      .filter(([, value]) => value)
      .map(([name, value]) => ({ name, value, url: h.baseUrl })),
  );
  return { ...test, user };
}

/** axe in the light theme, then with the root's dark class (what the theme toggle sets). */
export async function axeLightAndDark(
  page: Page,
): Promise<{ light: AxeViolation[]; dark: AxeViolation[] }> {
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains("dark"));
  await page.evaluate(() => document.documentElement.classList.remove("dark"));
  // runAxe waits for the page to be settled (transitions over, layout at rest)
  const light = await runAxe(page);
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  const dark = await runAxe(page);
  await page.evaluate((dark) => document.documentElement.classList.toggle("dark", dark), wasDark);
  await settled(page);
  return { light, dark };
}

/** The text of every toast currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.getByTestId("toast").allInnerTexts();
}
