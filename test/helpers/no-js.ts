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
 * never hydrated. That context and its page are opened once per harness and reused (a new page
 * costs about 1.2 s of Chromium's CPU, docs/decisions/049 addendum): it has no cookies, and each
 * call serves it the HTML it is given, so no call sees another's page.
 */
export async function axeAsServed(h: BrowserHarness, page: Page) {
  const served = { html: await page.content(), url: page.url() };
  const copy = await axePage(h);
  axeServing.set(copy, served);
  // a fresh document each time, even for the URL it shows now (or one a #fragment away)
  await copy.goto("about:blank");
  await copy.goto(served.url);
  return runAxe(copy);
}

/** The page each harness runs axeAsServed in, and the document it serves that page now. */
const axePages = new WeakMap<BrowserHarness, Promise<Page>>();
const axeServing = new WeakMap<Page, { html: string; url: string }>();

function axePage(h: BrowserHarness): Promise<Page> {
  let copy = axePages.get(h);
  if (!copy) {
    copy = (async () => {
      const context = await h.browser.newContext({ baseURL: h.baseUrl });
      const created = await context.newPage();
      await created.route("**/*", (route) => {
        const request = route.request();
        const served = axeServing.get(created);
        if (request.resourceType() === "document" && request.url() === served?.url)
          return route.fulfill({
            status: 200,
            contentType: "text/html; charset=utf-8",
            body: served.html,
          });
        if (request.resourceType() === "script") return route.abort();
        return route.continue();
      });
      return created;
    })();
    axePages.set(h, copy);
  }
  return copy;
}

/** A new user registered in the page's context (its cookie signs the page in); the user's id. */
export async function signUp(t: TestPage): Promise<number> {
  const res = await t.context.request.post("/api/register", { data: newRegistration() });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}
