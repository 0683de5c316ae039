/**
 * Phone first (issue 19, ADR 033): every route of the route table at 360 and 390 px wide, signed
 * in (a guest for /auth and /onboarding, whose wizard a signed-in user with a profile skips),
 * scrolls only up and down (the scrolling element's scrollWidth is at most innerWidth), and shows
 * its primary action on the first screen; /nutricoach keeps its message box pinned to the bottom
 * of the screen; Food Analysis shows its four choices in one row, none cut off.
 */
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/domain/routes";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { signedInPage } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
] as const;

/**
 * Each route's primary action: what a person came to the page to do. A form's is its submit
 * button where that stays on screen (sticky on a phone), else its first field; a list's is its
 * first entry.
 */
const PRIMARY: Record<string, (page: Page) => Locator> = {
  "/": (p) => p.getByRole("link", { name: "Get Started", exact: true }),
  "/auth": (p) => p.getByRole("button", { name: "Sign in", exact: true }),
  "/onboarding": (p) => p.getByLabel("Username", { exact: true }),
  "/physical-info": (p) => p.getByRole("button", { name: "Continue" }),
  "/dietary-preferences": (p) => p.getByRole("checkbox").first(),
  "/recommendations": (p) => p.getByTestId("recipe-card").first().getByRole("heading"),
  "/recipes/1": (p) => p.getByRole("heading", { level: 1 }),
  "/food-analysis": (p) => p.getByLabel("What is the food, and how much?"),
  "/recipe-search": (p) => p.getByRole("button", { name: "Search", exact: true }),
  "/recipe-collection": (p) => p.getByRole("searchbox").first(),
  "/nutrition-guide": (p) => p.getByRole("searchbox").first(),
  "/ar-measurement": (p) => p.getByRole("button", { name: "Start Camera" }),
  "/smoothie-meal-plans": (p) => p.getByRole("tab").first(),
  "/nutricoach": (p) => p.getByRole("textbox", { name: /message/i }),
  "/faq": (p) => p.getByRole("searchbox").first(),
  "/recipe-admin": (p) =>
    p
      .getByRole("button")
      .filter({ hasText: /Populate|Update/ })
      .first(),
  "/diet-plans": (p) => p.getByRole("button", { name: "View Plan Details" }),
  "/shopping-list": (p) => p.getByLabel("Item", { exact: true }).first(),
  "/meal-plan": (p) => p.getByRole("button", { name: /Generate/ }).first(),
  "/profile": (p) => p.getByRole("button", { name: "Log Water", exact: true }),
};

async function open(path: string, viewport: { width: number; height: number }) {
  const test =
    path === "/auth" || path === "/onboarding"
      ? await h.newPage({ viewport })
      : await signedInPage(h, { viewport });
  await test.page.goto(path);
  await waitForHydration(test.page);
  return test;
}

describe("every route on a phone", () => {
  for (const viewport of PHONES) {
    for (const route of ROUTE_TABLE) {
      it(`${route.path} at ${viewport.width} px: no sideways scrolling, the primary action on the first screen`, async () => {
        const { page, context, errors } = await open(route.path, viewport);
        const primary = PRIMARY[route.path](page);
        await primary.waitFor({ state: "visible" });
        const { scrollWidth, innerWidth } = await page.evaluate(() => ({
          scrollWidth: document.scrollingElement!.scrollWidth,
          innerWidth: window.innerWidth,
        }));
        expect(innerWidth).toBe(viewport.width);
        expect(scrollWidth, "scrollWidth of the scrolling element").toBeLessThanOrEqual(innerWidth);
        const box = (await primary.boundingBox())!;
        expect(box.y + box.height, "bottom of the primary action").toBeLessThanOrEqual(
          viewport.height,
        );
        expect(errors).toEqual([]);
        await context.close();
      });
    }
  }

  for (const viewport of PHONES) {
    it(`/food-analysis at ${viewport.width} px shows its four choices in one row, none cut off`, async () => {
      const { page, context } = await open("/food-analysis", viewport);
      const tabs = page.getByRole("tab");
      expect(await tabs.count()).toBe(4);
      const boxes = await tabs.evaluateAll((all) =>
        all.map((t) => {
          const r = t.getBoundingClientRect();
          return { top: Math.round(r.top), left: r.left, right: r.right };
        }),
      );
      expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
      for (const b of boxes) {
        expect(b.left).toBeGreaterThanOrEqual(0);
        expect(b.right).toBeLessThanOrEqual(viewport.width);
      }
      const list = await page
        .getByRole("tablist")
        .evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
      expect(list.scroll, "the tab row does not scroll").toBeLessThanOrEqual(list.client);
      await context.close();
    });
  }

  it("/nutricoach keeps the message box at the bottom of the screen as the chat grows", async () => {
    const viewport = PHONES[0];
    const { page, context } = await open("/nutricoach", viewport);
    const box = page.getByRole("textbox", { name: /message/i });
    const bottomGap = async () => {
      const b = (await box.boundingBox())!;
      return viewport.height - (b.y + b.height);
    };
    expect(await bottomGap()).toBeLessThan(140);
    await box.fill("What is a good high protein vegetarian breakfast?");
    await page.keyboard.press("Enter");
    await page.locator('[data-role="assistant"]').nth(1).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-typing="true"]'));
    expect(await bottomGap()).toBeLessThan(140);
    expect(await bottomGap()).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await context.close();
  });
});
