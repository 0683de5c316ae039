import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SMOOTHIE_PLANS, recipesOfPlan } from "~/content/smoothies";
import type { Page } from "playwright-core";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { axeLightAndDark, signedInPage } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

/**
 * Clicks a save toggle and waits for the page action's answer as well as the flipped button: the
 * button flips at once (optimistic, from the fetcher's form data), and a reload before the write
 * has landed cancels it (the unsave below was lost so once, with the suite beside other work).
 */
async function toggle(page: Page, name: string, flipped: string) {
  const answered = page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/smoothie-meal-plans",
  );
  await page.getByRole("button", { name }).click();
  await page.getByRole("button", { name: flipped }).waitFor();
  expect((await answered).ok()).toBe(true);
}

describe("smoothie meal plans in the browser", () => {
  it("shows five plans with badges and recipes, several of which can be open at once", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/smoothie-meal-plans");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Smoothie plans" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(SMOOTHIE_PLANS.map((p) => p.name));

    const detox = SMOOTHIE_PLANS[0];
    expect(await page.getByText("7 days", { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`Goal: ${detox.targetGoal}`, { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole("heading", { name: "How to Use This Plan" }).isVisible()).toBe(
      true,
    );
    expect(
      await page
        .getByText(/one smoothie a day/i)
        .first()
        .isVisible(),
    ).toBe(true);
    const recipeButtons = page.locator("main button[aria-expanded]");
    expect(await recipeButtons.count()).toBe(7);

    const [first, second] = recipesOfPlan(detox);
    await recipeButtons.nth(0).click();
    await recipeButtons.nth(1).click();
    expect(await recipeButtons.nth(0).getAttribute("aria-expanded")).toBe("true");
    expect(await recipeButtons.nth(1).getAttribute("aria-expanded")).toBe("true");
    expect(
      await page
        .getByRole("listitem")
        .filter({ hasText: first.ingredients[0] })
        .first()
        .isVisible(),
    ).toBe(true);
    expect(
      await page
        .getByRole("listitem")
        .filter({ hasText: second.ingredients[0] })
        .first()
        .isVisible(),
    ).toBe(true);
    const nutrition = await page.getByRole("definition").allInnerTexts();
    expect(nutrition).toContain(`${first.nutritionInfo.fiber} g`);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    // the four other plans are 5 days
    for (let i = 1; i < SMOOTHIE_PLANS.length; i++) {
      await tabs.nth(i).click();
      expect(await page.getByText("5 days", { exact: true }).isVisible()).toBe(true);
      expect(await page.locator("main button[aria-expanded]").count()).toBe(5);
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it("asks a guest to sign in before saving", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/smoothie-meal-plans");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Save Plan" }).click();
    const dialog = page.getByRole("dialog", { name: "Sign in to save" });
    const signIn = dialog.getByRole("link", { name: "Sign in" });
    await signIn.waitFor();
    expect(await signIn.getAttribute("href")).toBe("/auth?redirectTo=%2Fsmoothie-meal-plans");
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("saves a plan and a recipe for a signed-in user, keeps them after a reload, and unsaves", async () => {
    const { page, context, errors } = await signedInPage(h);
    await page.goto("/smoothie-meal-plans");
    await waitForHydration(page);
    await toggle(page, "Save Plan", "Saved Plan");

    const recipe = recipesOfPlan(SMOOTHIE_PLANS[0])[2];
    await page
      .getByRole("button", { name: new RegExp(recipe.name) })
      .first()
      .click();
    await toggle(page, `Save recipe: ${recipe.name}`, `Saved recipe: ${recipe.name}`);

    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Saved Plan" }).isVisible()).toBe(true);
    const saved = page.getByRole("region", { name: "Your saved smoothies" });
    expect(await saved.innerText()).toMatch(new RegExp(`Plans: ${SMOOTHIE_PLANS[0].name}`));
    expect(await saved.innerText()).toMatch(new RegExp(`Recipes: ${recipe.name}`));
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await toggle(page, "Saved Plan", "Save Plan");
    await page.reload();
    await waitForHydration(page);
    expect(await page.getByRole("button", { name: "Save Plan" }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("prints the selected plan with every recipe in full", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/smoothie-meal-plans");
    await waitForHydration(page);
    await page.getByRole("tab", { name: SMOOTHIE_PLANS[2].name }).click();
    await page.emulateMedia({ media: "print" });
    const printed = await page.locator("section.print\\:block").innerText();
    for (const recipe of recipesOfPlan(SMOOTHIE_PLANS[2])) {
      expect(printed).toContain(recipe.name);
      expect(printed).toContain(recipe.instructions[0]);
    }
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    await context.close();
  });
});
