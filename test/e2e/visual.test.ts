/**
 * Visual regression (issue 19, ADR 032): the 20 routes of the route table at desktop (1280x800)
 * and phone (390x844) widths, light and dark, each compared with its committed baseline in
 * test/e2e/__screenshots__/ within a small tolerance; axe has no violation on any of them.
 *
 * Deterministic input: a fresh worker with the seed (this file's own Miniflare), one user with
 * fixed details, signed in for every route but /auth; what depends on the clock is painted over
 * (`<time>` elements, the greeting's clock, `[data-visual-mask]`), animations are finished and the
 * caret hidden; each shot waits for the network to go idle, the fonts and every image.
 *
 * `npm run test:visual:update` (UPDATE_SCREENSHOTS=1) rewrites the baselines instead of comparing.
 * A mismatch writes the actual picture and a diff next to the baseline (`*.actual.png`,
 * `*.diff.png`, ignored by git) to look at.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pixelmatch from "pixelmatch";
import type { Page } from "playwright-core";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/domain/routes";
import { registerUser } from "../helpers/auth";
import {
  runAxe,
  settled,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
  type TestPage,
} from "../helpers/browser";

const UPDATE = process.env.UPDATE_SCREENSHOTS === "1";
const BASELINES = path.resolve(import.meta.dirname, "__screenshots__");

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
const THEMES = ["light", "dark"] as const;

/** pixelmatch's per-pixel colour threshold (0..1) and the share of pixels that may differ */
const PIXEL_THRESHOLD = 0.1;
const MAX_DIFF_RATIO = 0.002;

/** what changes with the clock, painted over in every shot */
const VOLATILE = "time, [data-visual-mask]";

let h: BrowserHarness;
let jar: Record<string, string>;

beforeAll(async () => {
  h = await startBrowserHarness();
  // fixed details, so names and initials in the pages are the same on every run
  const session = await registerUser(h.worker, {
    username: "visual_alex",
    firstName: "Alex",
    lastName: "Rivera",
    email: "alex.rivera@example.com",
  });
  jar = session.jar;
  mkdirSync(BASELINES, { recursive: true });
});
afterAll(() => h?.close());

/**
 * One page per width and sign-in state, reused from route to route: each route is still a fresh
 * document load (goto), but the file opens 4 pages instead of 40, and a new page (its renderer
 * process, its empty cache) costs about 1.2 s of Chromium's CPU (docs/decisions/049, addendum).
 * The routes only read (GET), and the theme is set per shot, so no route sees another's state.
 */
const openPages = new Map<string, TestPage>();

async function openRoute(
  routePath: string,
  device: string,
  viewport: { width: number; height: number },
): Promise<TestPage> {
  const signedIn = routePath !== "/auth";
  const key = `${device}:${signedIn ? "signed-in" : "guest"}`;
  let test = openPages.get(key);
  if (!test) {
    test = await h.newPage({ viewport });
    if (signedIn) {
      await test.context.addCookies(
        Object.entries(jar)
          .filter(([, value]) => value)
          .map(([name, value]) => ({ name, value, url: h.baseUrl })),
      );
    }
    openPages.set(key, test);
  }
  // the errors of this route only
  test.errors.length = 0;
  await test.page.emulateMedia({ colorScheme: "light", reducedMotion: "reduce" });
  await test.page.goto(routePath, { waitUntil: "networkidle" });
  await waitForHydration(test.page);
  return test;
}

/**
 * Switches to a theme: the system's colour scheme (native controls follow it) and the root's
 * classes, as the theme script sets them for a visitor who has not chosen (pages without the
 * header's toggle do not listen for the system's change).
 */
async function switchTheme(page: Page, theme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: theme });
  await page.evaluate((dark) => {
    const root = document.documentElement;
    root.classList.toggle("dark", dark);
    root.classList.toggle("light", !dark);
    root.style.colorScheme = dark ? "dark" : "light";
  }, theme === "dark");
}

/** Network idle, fonts loaded, every image decoded, no transition running. */
async function steady(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // the images on screen (lazy ones below the fold are never requested in a viewport shot)
  await page.waitForFunction(() =>
    Array.from(document.images)
      .filter((img) => {
        const r = img.getBoundingClientRect();
        return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
      })
      .every((img) => img.complete && img.naturalWidth > 0),
  );
  await settled(page);
}

function compare(name: string, shot: Buffer): { ratio: number; written: boolean } {
  const file = path.join(BASELINES, `${name}.png`);
  const actualFile = path.join(BASELINES, `${name}.actual.png`);
  const diffFile = path.join(BASELINES, `${name}.diff.png`);
  rmSync(actualFile, { force: true });
  rmSync(diffFile, { force: true });
  if (UPDATE || !existsSync(file)) {
    if (!UPDATE) {
      writeFileSync(actualFile, shot);
      throw new Error(`no baseline ${file}: run npm run test:visual:update and commit it`);
    }
    writeFileSync(file, shot);
    return { ratio: 0, written: true };
  }
  const expected = PNG.sync.read(readFileSync(file));
  const actual = PNG.sync.read(shot);
  if (expected.width !== actual.width || expected.height !== actual.height) {
    writeFileSync(actualFile, shot);
    throw new Error(
      `${name}: ${actual.width}x${actual.height}, baseline ${expected.width}x${expected.height}`,
    );
  }
  const diff = new PNG({ width: actual.width, height: actual.height });
  const different = pixelmatch(expected.data, actual.data, diff.data, actual.width, actual.height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = different / (actual.width * actual.height);
  if (ratio > MAX_DIFF_RATIO) {
    writeFileSync(actualFile, shot);
    writeFileSync(diffFile, PNG.sync.write(diff));
  }
  return { ratio, written: false };
}

describe("every route looks as it did (screenshots against committed baselines)", () => {
  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const route of ROUTE_TABLE) {
      it(`${route.path} on ${device}, light and dark: as the baseline, no axe violations`, async () => {
        const { page, errors } = await openRoute(route.path, device, viewport);
        for (const theme of THEMES) {
          await switchTheme(page, theme);
          await steady(page);
          const shot = await page.screenshot({
            animations: "disabled",
            caret: "hide",
            mask: [page.locator(VOLATILE)],
          });
          const name = `${device}-${theme}${route.path === "/" ? "-home" : route.path.replace(/\//g, "-")}`;
          const { ratio } = compare(name, shot);
          expect(ratio, `${name}: share of pixels unlike the baseline`).toBeLessThanOrEqual(
            MAX_DIFF_RATIO,
          );
          expect(await runAxe(page), `${name}: axe`).toEqual([]);
        }
        expect(errors).toEqual([]);
      });
    }
  }
});
