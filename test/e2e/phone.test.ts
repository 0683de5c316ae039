/**
 * Phone first (issue 19): every route of the route table at 360 and 390 px wide, signed in (a
 * guest for /auth), scrolls only up and down (the document's scrollWidth is at most the viewport's
 * width), and shows its primary action on the first screen; /nutricoach keeps its message box
 * pinned to the bottom of the screen.
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

/** Each route's primary action: what a person came to the page to do. */
const PRIMARY: Record<string, (page: Page) => Locator> = {
  "/": (p) => p.getByRole("link", { name: "Get Started", exact: true }),
  "/auth": (p) => p.getByRole("button", { name: "Sign in", exact: true }),
  "/onboarding": (p) => p.getByRole("button", { name: "Continue" }),
  "/physical-info": (p) => p.getByRole("button", { name: "Continue" }),
  "/dietary-preferences": (p) => p.getByRole("checkbox").first(),
  "/recommendations": (p) => p.getByRole("link", { name: /View Recipe/ }).first(),
  "/recipes/1": (p) => p.getByRole("heading", { level: 1 }),
  "/food-analysis": (p) => p.getByLabel("What is the food, and how much?"),
  "/recipe-search": (p) => p.getByRole("button", { name: "Search", exact: true }),
  "/recipe-collection": (p) => p.getByRole("searchbox").first(),
  "/nutrition-guide": (p) => p.getByRole("searchbox").first(),
  "/ar-measurement": (p) => p.getByRole("button", { name: "Start Camera" }),
  "/smoothie-meal-plans": (p) => p.getByRole("tab").first(),
  "/nutricoach": (p) => p.getByRole("textbox", { name: /message/i }),
  "/faq": (p) => p.getByRole("searchbox").first(),
  "/recipe-admin": (p) => p.getByRole("button").filter({ hasText: /Populate|Update/ }).first(),
  "/diet-plans": (p) => p.getByRole("button", { name: "View Plan Details" }),
  "/shopping-list": (p) => p.getByLabel(/item name/i).first(),
  "/meal-plan": (p) => p.getByRole("button", { name: /Generate/ }).first(),
  "/profile": (p) => p.getByRole("button", { name: "Log Water", exact: true }),
};

async function open(path: string, viewport: { width: number; height: number }) {
  const test =
    path === "/auth" ? await h.newPage({ viewport }) : await signedInPage(h, { viewport });
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
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(width, "document scrollWidth").toBeLessThanOrEqual(viewport.width);
        const box = (await primary.boundingBox())!;
        expect(box.y + box.height, "bottom of the primary action").toBeLessThanOrEqual(
          viewport.height,
        );
        expect(errors).toEqual([]);
        await context.close();
      });
    }
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
