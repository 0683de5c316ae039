/**
 * Browser tests: Debian's Chromium driven by playwright-core (never a downloaded browser), against
 * the built worker served by Miniflare on its own port. See docs/decisions/003-testing.md.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type * as PlaywrightCore from "playwright-core";
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from "playwright-core";
import { onTestFailed } from "vitest";
import { startWorker, type StartOptions, type TestWorker } from "./worker";

const require = createRequire(import.meta.url);
/**
 * playwright-core through require(), not import: Node 20's ESM loader would first scan its
 * CommonJS bundle for export names (cjs-module-lexer), about 0.35 s of CPU in every browser test
 * process (ADR 049, 2026-11-27 addendum). Type-only imports of playwright-core cost nothing.
 */
const { chromium } = require("playwright-core") as typeof PlaywrightCore;

/**
 * Debian's chromium-headless-shell: the same Chromium build without the browser's own interface
 * (the old headless mode, the one Playwright runs headless tests in). The full browser's new
 * headless mode ran a WebUI renderer beside each page and cost about 1.8 times the CPU on the same
 * tests (ADR 049 addendum, 2026-11-27). `chromium` itself still works (CHROMIUM_PATH, or when the
 * shell is not installed).
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** Playwright's wait ceiling for every page (its default is 30 s). */
export const BROWSER_WAIT_CEILING_MS = 100_000;

export type BrowserHarness = {
  worker: TestWorker;
  browser: Browser;
  baseUrl: string;
  /** a fresh context (own cookies and storage) with a page that records console errors */
  newPage: (options?: {
    viewport?: { width: number; height: number };
    /** false: a browser with JavaScript off (the no-JS journeys, docs/decisions/041) */
    javaScriptEnabled?: boolean;
  }) => Promise<TestPage>;
  close: () => Promise<void>;
};

export type TestPage = { page: Page; context: BrowserContext; errors: string[] };

export async function startBrowserHarness(options: StartOptions = {}): Promise<BrowserHarness> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: apt-get install -y chromium-headless-shell (see .ci/run)`,
    );
  }
  // http on 127.0.0.1: development mode (no Secure cookies, no upgrade-insecure-requests)
  const worker = await startWorker({
    ...options,
    vars: { ENVIRONMENT: "development", ...options.vars },
  });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--use-fake-ui-for-media-stream",
      "--use-fake-device-for-media-stream",
    ],
  });
  const baseUrl = worker.url.origin;
  return {
    worker,
    browser,
    baseUrl,
    async newPage({ viewport = { width: 1280, height: 800 }, javaScriptEnabled = true } = {}) {
      const context = await browser.newContext({ baseURL: baseUrl, viewport, javaScriptEnabled });
      closeApiConnections(context.request);
      // waits are for states; this ceiling only names a state that never comes, inside the test's
      // own timeout (vitest.config.ts), instead of Playwright's 30 s that a loaded machine can pass
      context.setDefaultTimeout(BROWSER_WAIT_CEILING_MS);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await reportUnfinishedRequestsOnFailure(context);
      return { page, context, errors };
    },
    async close() {
      await browser.close();
      await worker.dispose();
    },
  };
}

/**
 * A context's API requests (`context.request`, which shares the page's cookies) each on a fresh
 * connection, as worker.ts's fetch: Playwright keeps their sockets alive, and one reused after
 * workerd closed it while idle fails with ECONNRESET, "socket hang up" (seen once under load,
 * 2026-11-27). Every verb goes through `fetch`, so the header is added there.
 *
 * A fresh connection was still hung up once, before any answer (a GET of /api/profile in a
 * fresh-clone run under load, 2026-11-27 17:56 UTC; cause not found). A GET or HEAD, which changes
 * nothing, is sent once more after such a hang-up, with a warning in the log; any other verb, and
 * any answer the worker gave (a 500 included), is the test's to judge.
 */
function closeApiConnections(request: APIRequestContext): void {
  const fetch = request.fetch.bind(request);
  request.fetch = async (urlOrRequest, options = {}) => {
    const send = () =>
      fetch(urlOrRequest, { ...options, headers: { connection: "close", ...options.headers } });
    const method = (
      options.method ?? (typeof urlOrRequest === "string" ? "GET" : urlOrRequest.method())
    ).toUpperCase();
    try {
      return await send();
    } catch (error) {
      if (!["GET", "HEAD"].includes(method) || !/ECONNRESET|socket hang up/.test(String(error)))
        throw error;
      console.warn(`API ${method} hung up before an answer; sent once more: ${String(error)}`);
      return send();
    }
  };
}

const RECENT_INPUT_EVENTS = 30;

/**
 * Runs in each document: keeps its last pointer, mouse, click, submit and scroll events (target,
 * scroll position, whether a handler prevented it, whether React had hydrated) for the failure
 * report: a click that "did nothing" shows whether it reached its button, or went elsewhere.
 */
function recordInputEvents(limit: number) {
  const events: string[] = [];
  (window as { __inputEvents?: string[] }).__inputEvents = events;
  const types = ["pointerdown", "mousedown", "mouseup", "click", "submit", "scroll"];
  for (const type of types) {
    window.addEventListener(
      type,
      (event) => {
        // the bubbling phase's end: defaultPrevented says what the page's handlers did
        setTimeout(() => {
          const target = event.target as Element | Document | null;
          const name =
            target instanceof Element
              ? `${target.nodeName.toLowerCase()} "${(target.textContent ?? "").trim().slice(0, 30)}"`
              : "document";
          events.push(
            `${Math.round(event.timeStamp)} ${type} ${name} y=${Math.round(window.scrollY)}` +
              `${event.defaultPrevented ? " prevented" : ""}` +
              ` hydrated=${document.documentElement.dataset.hydrated ?? "no"}`,
          );
          if (events.length > limit) events.shift();
        });
      },
      true,
    );
  }
}

/**
 * When the test that opened this context fails, prints the requests that had not finished (their
 * response body not read to the end), the last documents, data and API requests that did (with
 * their status) and where each page is: a wait that never ends (a navigation's `load`, a client
 * navigation's data) is most often a response that never finished, or a navigation that never
 * started or was replaced (notes of 2026-11-27: the "Load more" flake). Diagnostic only: it never
 * changes a test's outcome.
 */
const RECENT_REQUESTS = 15;
async function reportUnfinishedRequestsOnFailure(context: BrowserContext): Promise<void> {
  await context.addInitScript(recordInputEvents, RECENT_INPUT_EVENTS);
  const inFlight = new Map<Request, number>();
  const recent: string[] = [];
  const started = Date.now();
  const at = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
  const done = (request: Request, outcome: string) => {
    inFlight.delete(request);
    // documents, data and API calls: the build's files and images would crowd them out
    if (!["document", "fetch", "xhr"].includes(request.resourceType())) return;
    recent.push(`${at()} ${request.method()} ${request.url()} -> ${outcome}`);
    if (recent.length > RECENT_REQUESTS) recent.shift();
  };
  context.on("request", (request) => inFlight.set(request, Date.now()));
  context.on("requestfinished", (request) => {
    void request
      .response()
      .then((response) => done(request, String(response?.status() ?? "no response")))
      .catch(() => done(request, "finished"));
  });
  context.on("requestfailed", (request) =>
    done(request, `failed: ${request.failure()?.errorText ?? "?"}`),
  );
  try {
    onTestFailed(() => {
      const now = Date.now();
      const open = [...inFlight].map(
        ([request, since]) =>
          `${request.method()} ${request.url()} (${Math.round((now - since) / 1000)} s)`,
      );
      console.error(
        [
          open.length
            ? `requests unfinished when the test failed:\n  ${open.join("\n  ")}`
            : "no request was unfinished when the test failed",
          `the last ${recent.length} documents, data and API requests that ended (time since the context opened):\n  ${recent.join("\n  ")}`,
          `pages: ${context
            .pages()
            .map((page) => page.url())
            .join(", ")}`,
        ].join("\n"),
      );
      // awaited by vitest: the pages are read before the context closes
      return Promise.all(
        context.pages().map(async (page) => {
          const events = await page
            .evaluate(() => (window as { __inputEvents?: string[] }).__inputEvents ?? [])
            .catch(() => ["(the page could not be read)"]);
          console.error(
            `the last input events of ${page.url()} (ms since the document began):\n  ${events.join("\n  ")}`,
          );
        }),
      ).then(() => undefined);
    });
  } catch {
    // a context opened outside a running test (beforeAll): no per-test report
  }
}

const axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");

export type AxeViolation = { id: string; impact: string | null; help: string; nodes: string[] };

/**
 * Waits until the page has stopped moving: no finite CSS animation or transition running (a colour
 * transition would fool axe's contrast check; endless ones, spinners, are let be), its fonts
 * loaded, and no control (button, link, field) changed place or size over two frames in a row.
 * axe measures positions once and reads them for a while after (target-size, color-contrast); a
 * re-render still moving things under it (a revalidation, a panel opening) gives rects from two
 * layouts. A layout that never rests is checked after FRAMES_TO_SETTLE frames anyway.
 */
const FRAMES_TO_SETTLE = 120;
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== "running" || a.effect?.getTiming().iterations === Infinity),
  );
  await page.evaluate(async (maxFrames) => {
    await document.fonts.ready;
    const frame = () => new Promise((r) => requestAnimationFrame(() => r(null)));
    const layout = () =>
      Array.from(document.querySelectorAll("a, button, input, select, textarea, [tabindex]"))
        .map((e) => {
          const r = e.getBoundingClientRect();
          return `${r.x},${r.y},${r.width},${r.height}`;
        })
        .join(" ");
    let last = layout();
    for (let i = 0; i < maxFrames; i += 2) {
      await frame();
      await frame();
      const now = layout();
      if (now === last) return;
      last = now;
    }
  }, FRAMES_TO_SETTLE);
}

/**
 * What lies over each node target-size named, at its centre and corners: printed when axe reports
 * one, so a failure says which element it thought was in the way.
 */
async function describeTargets(page: Page, selectors: string[]) {
  const report = await page.evaluate((list) => {
    const name = (e: Element) =>
      `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${
        e.getAttribute("aria-label") ? `[aria-label="${e.getAttribute("aria-label")}"]` : ""
      }${e.getAttribute("data-testid") ? `[data-testid="${e.getAttribute("data-testid")}"]` : ""}`;
    return list.map((selector) => {
      const node = document.querySelector(selector);
      if (!node) return `${selector}: not in the page any more`;
      const r = node.getBoundingClientRect();
      const points: [number, number][] = [
        [r.x + r.width / 2, r.y + r.height / 2],
        [r.x + 1, r.y + 1],
        [r.right - 1, r.y + 1],
        [r.x + 1, r.bottom - 1],
        [r.right - 1, r.bottom - 1],
      ];
      const tops = points.map(([x, y]) => {
        const top = document.elementFromPoint(x, y);
        return top ? name(top) : "(outside the viewport)";
      });
      return `${selector}: ${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(
        r.height,
      )} at scroll ${Math.round(window.scrollY)}; on top at centre and corners: ${tops.join(" | ")}`;
    });
  }, selectors);
  console.error(`target-size in detail:\n  ${report.join("\n  ")}`);
}

/** Runs axe-core (WCAG 2.0/2.1/2.2 A and AA rules) in the page; returns the violations. */
export async function runAxe(page: Page): Promise<AxeViolation[]> {
  await settled(page);
  // evaluate() is not subject to the page's CSP, so the page keeps its real policy during tests
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            opts: object,
          ) => Promise<{
            violations: Array<{
              id: string;
              impact: string | null;
              help: string;
              nodes: Array<{ target: string[] }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"] },
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(" ")),
    }));
  });
  const targetSize = violations.find((v) => v.id === "target-size");
  if (targetSize) await describeTargets(page, targetSize.nodes);
  return violations;
}

/** Waits until React has hydrated the document (set by root.tsx after hydration). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}
