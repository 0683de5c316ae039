import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/domain/routes";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

describe("every route of the spec's route table, signed out", () => {
  for (const route of ROUTE_TABLE) {
    it(`${route.path} (${route.access}) renders and has no axe violations in light and dark`, async () => {
      const { page, context, errors } = await h.newPage();
      const response = await page.goto(route.path);
      expect(response?.status()).toBeLessThan(400);
      const landed = new URL(page.url());
      if (route.access === "protected") {
        expect(landed.pathname).toBe("/auth");
        expect(landed.searchParams.get("redirectTo")).toBe(route.path);
      } else {
        expect(landed.pathname).toBe(route.path);
      }
      await waitForHydration(page);
      expect(await runAxe(page)).toEqual([]);
      await page.evaluate(() => {
        localStorage.setItem("theme", "dark");
      });
      await page.reload();
      await waitForHydration(page);
      expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
        true,
      );
      expect(await runAxe(page)).toEqual([]);
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it("answers an unknown path with the 404 page", async () => {
    const { page, context } = await h.newPage();
    const response = await page.goto("/definitely/not/here");
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole("heading", { name: "404 Page Not Found" }).isVisible(),
    ).resolves.toBe(true);
    expect(await runAxe(page)).toEqual([]);
    await page.getByRole("link", { name: "Return Home" }).click();
    await page.waitForURL(h.baseUrl + "/");
    await context.close();
  });
});

describe("the app shell", () => {
  it("hydrates: the theme toggle changes the root class and is remembered", async () => {
    const { page, context, errors } = await h.newPage();
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      false,
    );
    const toggle = page.getByRole("button", { name: /theme/i }).first();
    // cycle until dark (system -> light -> dark or similar; at most three clicks)
    for (let i = 0; i < 3; i++) {
      if (await page.evaluate(() => document.documentElement.classList.contains("dark"))) break;
      await toggle.click();
      const menuItem = page.getByRole("menuitemradio", { name: /dark/i });
      if (await menuItem.count()) await menuItem.first().click();
    }
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("follows the system setting by default", async () => {
    const { page, context } = await h.newPage();
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(
      true,
    );
    await context.close();
  });

  it("opens the mobile menu and navigates from it", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await waitForHydration(page);
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
    await button.click();
    await expect(
      page.getByRole("button", { name: /menu/i }).first().getAttribute("aria-expanded"),
    ).resolves.toBe("true");
    await page.getByRole("link", { name: "FAQ" }).first().click();
    await page.waitForURL(h.baseUrl + "/faq");
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });

  it("opens the navigation dropdowns on click and on hover", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main" });
    const recipes = nav.getByRole("button", { name: "Recipes" });
    await expect(recipes.getAttribute("aria-expanded")).resolves.toBe("false");
    await recipes.click();
    await expect(recipes.getAttribute("aria-expanded")).resolves.toBe("true");
    await nav.getByRole("link", { name: "Recipe Search" }).waitFor({ state: "visible" });
    await page.keyboard.press("Escape");
    await expect(recipes.getAttribute("aria-expanded")).resolves.toBe("false");
    const resources = nav.getByRole("button", { name: "Resources" });
    await resources.hover();
    await nav.getByRole("link", { name: "Nutrition Guide" }).waitFor({ state: "visible" });
    await nav.getByRole("link", { name: "Nutrition Guide" }).click();
    await page.waitForURL(h.baseUrl + "/nutrition-guide");
    await context.close();
  });

  it("hides the navigation on /auth and /onboarding", async () => {
    const { page, context } = await h.newPage();
    for (const path of ["/auth", "/onboarding"]) {
      await page.goto(path);
      expect(await page.getByRole("navigation", { name: /main/i }).count()).toBe(0);
    }
    await page.goto("/faq");
    expect(await page.getByRole("navigation", { name: /main/i }).count()).toBe(1);
    await context.close();
  });

  it("links the footer to the legal sections of the FAQ", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/");
    const hrefs = await page
      .locator("footer a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expect.arrayContaining(["/faq#privacy", "/faq#terms", "/faq#cookies"]));
    await context.close();
  });
});
