/**
 * Helpers for browser tests with JavaScript off (docs/decisions/041): a page that never runs our
 * scripts (and fails the test if it hydrates), and axe on a page as the server sent it.
 */
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { newRegistration } from "./auth";
import { runAxe, type BrowserHarness, type TestPage } from "./browser";

let pages = 0;

export async function noScriptPage(h: BrowserHarness): Promise<TestPage> {
  const t = await h.newPage({ javaScriptEnabled: false });
  // each no-JS page is another person on another address (TEST-NET-2, as CF-Connecting-IP would
  // say): the 10-an-hour registration limit then counts per test, not per file
  await t.context.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.51.100.${(pages++ % 250) + 1}` });
  // no script of ours runs: the document never hydrates
  t.page.on("load", async () => {
    if (await t.page.evaluate(() => document.documentElement.dataset.hydrated).catch(() => null))
      t.errors.push("the page hydrated with JavaScript off");
  });
  return t;
}

/**
 * Axe on the page as the server sent it. axe needs scripts, so it runs in a second context that
 * gets this page's HTML for its URL with every script file refused: the same markup and styles,
 * never hydrated.
 */
export async function axeAsServed(h: BrowserHarness, page: Page) {
  const html = await page.content();
  const url = page.url();
  const context = await h.browser.newContext({ baseURL: h.baseUrl });
  try {
    const copy = await context.newPage();
    await copy.route("**/*", (route) => {
      const request = route.request();
      if (request.resourceType() === "document" && request.url() === url)
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
      if (request.resourceType() === "script") return route.abort();
      return route.continue();
    });
    await copy.goto(url);
    return await runAxe(copy);
  } finally {
    await context.close();
  }
}

/** A new user registered in the page's context (its cookie signs the page in); the user's id. */
export async function signUp(t: TestPage): Promise<number> {
  const res = await t.context.request.post("/api/register", { data: newRegistration() });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
