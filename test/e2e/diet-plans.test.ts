import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIET_PLANS, mealsOfDay } from "~/content/diet-plans";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { axeLightAndDark, signedInPage } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

async function openPage(options?: { viewport?: { width: number; height: number } }) {
  // no restrictions: the spec's default plan (balanced) opens
  const test = await signedInPage(h, options, { dietaryRestrictions: [] });
  await test.page.goto("/diet-plans");
  await waitForHydration(test.page);
  return test;
}

/** The kcal badges of the meal cards on screen, in order. */
async function mealCalories(page: Page): Promise<number[]> {
  const panel = page.getByTestId("day-panel");
  const badges = await panel.locator("article span.rounded-full").allInnerTexts();
  return badges.map((t) => Number(t.replace(/\D/g, "")));
}

async function dayTotal(page: Page): Promise<number> {
  const text = await page.getByRole("definition").first().innerText();
  return Number(text.replace(/\D/g, ""));
}

describe("diet plans in the browser", () => {
  it("browses the five cards, balanced selected by default, and shows the selected plan's features", async () => {
    const { page, context, errors } = await openPage();
    expect(await page.getByRole("heading", { name: "Personalized Diet Plans" }).isVisible()).toBe(
      true,
    );
    const cards = page.getByRole("article");
    expect(await cards.count()).toBe(5);
    expect(await page.getByRole("button", { name: "View Plan Details" }).count()).toBe(1);
    const balanced = cards.filter({ hasText: "Balanced Nutrition" });
    expect(await balanced.innerText()).toMatch(/1800-2200 kcal/);
    expect(await balanced.innerText()).toMatch(/3 meals \+ 2 snacks a day/);
    expect(await cards.filter({ hasText: "Ketogenic" }).innerText()).toMatch(
      /3 meals \+ 1 snack a day/,
    );
    expect(
      await page.getByRole("heading", { name: "Balanced Nutrition plan features" }).isVisible(),
    ).toBe(true);
    for (const step of ["Select Your Plan", "Get Personalized Meals", "Shop & Prepare"]) {
      expect(await page.getByRole("heading", { name: step }).isVisible()).toBe(true);
    }
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await page.getByRole("button", { name: "Select Ketogenic" }).click();
    expect(await page.getByRole("heading", { name: "Ketogenic plan features" }).isVisible()).toBe(
      true,
    );
    expect(
      await cards
        .filter({ hasText: "Ketogenic" })
        .getByRole("button", { name: "View Plan Details" })
        .count(),
    ).toBe(1);
    await page.getByRole("button", { name: "View Plan Details" }).click();
    expect(await page.getByRole("tab", { name: "My Plan" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await page.getByRole("heading", { name: "Ketogenic Plan" }).isVisible()).toBe(true);

    await page.getByRole("tab", { name: "Custom Plan" }).click();
    expect(await page.getByText(/will be available soon/).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the week: Monday first, totals that add up, calorie levels, servings and nutrition", async () => {
    const { page, context, errors } = await openPage();
    await page.getByRole("button", { name: "View Detailed Meal Plan" }).click();
    const days = page.getByRole("tablist", { name: "Days of the week" }).getByRole("tab");
    expect(await days.allInnerTexts()).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(await days.first().getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("radio", { name: /Medium/ }).isChecked()).toBe(true);
    expect(await page.getByRole("switch").getAttribute("aria-checked")).toBe("false");
    expect(await page.getByText("Nutrition per serving", { exact: false }).count()).toBe(0);

    // Monday: 3 meals + 2 snacks whose calories add up to the day total
    const monday = DIET_PLANS.balanced.days[0];
    let calories = await mealCalories(page);
    expect(calories).toEqual(mealsOfDay(monday).map((m) => m.calories));
    expect(await dayTotal(page)).toBe(calories.reduce((a, b) => a + b, 0));
    // the prep-time rule: a salad takes 10-15 minutes
    const salad = page.getByRole("article").filter({ hasText: "Grilled Chicken Quinoa Salad" });
    expect(await salad.innerText()).toMatch(/Prep time: 10-15 minutes/);

    // high: scaled towards 2200 kcal, still adding up
    await page.getByRole("radio", { name: /High \(2200 kcal\)/ }).check();
    calories = await mealCalories(page);
    const high = await dayTotal(page);
    expect(high).toBe(calories.reduce((a, b) => a + b, 0));
    expect(Math.abs(high / 2200 - 1)).toBeLessThanOrEqual(0.05);

    // servings multiply the card's calories, never below 1
    await page.getByRole("radio", { name: /Medium/ }).check();
    const fewer = page.getByRole("button", {
      name: "Fewer servings of Berry Oatmeal with Walnuts",
    });
    expect(await fewer.isDisabled()).toBe(true);
    await page.getByRole("button", { name: "More servings of Berry Oatmeal with Walnuts" }).click();
    await page.getByRole("button", { name: "More servings of Berry Oatmeal with Walnuts" }).click();
    expect((await mealCalories(page))[0]).toBe(monday.meals.breakfast.calories * 3);
    await fewer.click();
    expect((await mealCalories(page))[0]).toBe(monday.meals.breakfast.calories * 2);

    // nutrition panel per serving
    await page.getByRole("switch").click();
    const panel = page.getByLabel("Nutrition per serving of Berry Oatmeal with Walnuts");
    expect(await panel.innerText()).toMatch(
      new RegExp(`Protein\\s+${monday.meals.breakfast.protein} g`),
    );

    // another day
    await days.nth(3).click();
    const thursday = DIET_PLANS.balanced.days[3];
    expect(await mealCalories(page)).toEqual(mealsOfDay(thursday).map((m) => m.calories));
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("applies dietary adaptations, opens the tips, shares and prints the whole week", async () => {
    const { page, context, errors } = await openPage();
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.baseUrl });
    await page.getByRole("button", { name: "View Detailed Meal Plan" }).click();

    expect(await page.getByText(/Gluten-free:/).count()).toBe(0);
    await page.getByRole("checkbox", { name: "Gluten-free" }).check();
    expect(await page.getByText(/Gluten-free:/).count()).toBeGreaterThan(0);

    await page.getByRole("button", { name: "Nutrition Tips" }).click();
    const dialog = page.getByRole("dialog", { name: "Balanced Nutrition nutrition tips" });
    await dialog.getByRole("button", { name: "Got it" }).waitFor();
    expect(await dialog.innerText()).toMatch(/whole grains/);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    await dialog.getByRole("button", { name: "Got it" }).click();
    await dialog.getByRole("button", { name: "Got it" }).waitFor({ state: "detached" });

    await page.getByRole("button", { name: "Share" }).click();
    await page.getByText("Link copied").waitFor();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    const url = new URL(link);
    expect(url.pathname).toBe("/diet-plans");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      plan: "balanced",
      tab: "myplan",
      day: "Monday",
      level: "medium",
    });

    // print: the controls go, the whole week is laid out
    const printLayout = page.getByTestId("print-layout");
    expect(await printLayout.isVisible()).toBe(false);
    await page.emulateMedia({ media: "print" });
    expect(await printLayout.isVisible()).toBe(true);
    const printed = await printLayout.innerText();
    for (const day of ["Monday", "Wednesday", "Sunday"]) expect(printed).toContain(day);
    expect(printed).toMatch(/Adapted for: Gluten-free/);
    expect(await page.getByRole("button", { name: "Share" }).isVisible()).toBe(false);
    expect(await page.locator("header").first().isVisible()).toBe(false);
    await page.emulateMedia({ media: "screen" });

    // the shared link opens the same view
    await page.goto(
      `${url.pathname}${url.search.replace("Monday", "Friday").replace("medium", "low")}`,
    );
    await waitForHydration(page);
    expect(await page.getByRole("tab", { name: "Friday" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await page.getByRole("radio", { name: /Low \(1400 kcal\)/ }).isChecked()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows the Mediterranean plan as being prepared, and an empty state without a plan", async () => {
    const { page, context, errors } = await openPage();
    await page.getByRole("button", { name: "Select Mediterranean" }).click();
    expect(await page.getByRole("button", { name: "Create Shopping List" }).isDisabled()).toBe(
      true,
    );
    await page.getByRole("button", { name: "View Plan Details" }).click();
    expect(await page.getByText(/still preparing the Mediterranean meal plan/).isVisible()).toBe(
      true,
    );
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    await page.getByRole("button", { name: "Select Another Plan" }).click();
    expect(
      await page.getByRole("tab", { name: "Browse Plans" }).getAttribute("aria-selected"),
    ).toBe("true");

    await page.goto("/diet-plans?plan=none&tab=myplan");
    await waitForHydration(page);
    expect(await page.getByRole("heading", { name: "Select a Diet Plan" }).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Browse Available Plans" }).click();
    expect(
      await page.getByRole("tab", { name: "Browse Plans" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates a shopping list from the plan's week and opens it", async () => {
    const { page, context, errors } = await openPage();
    await page.getByRole("button", { name: "Select Paleo" }).click();
    await page.getByRole("button", { name: "Create Shopping List" }).click();
    await page.waitForURL(/\/shopping-list\?list=\d+$/);
    await waitForHydration(page);
    // the plan opens at the level nearest her daily target (registration's body: 2,000 kcal), so
    // paleo's 1,300 / 1,700 / 2,100 gives high
    const active = page.getByRole("tab", { name: "Paleo week (2100 kcal/day)" });
    expect(await active.getAttribute("aria-selected")).toBe("true");
    const count = await page.getByText(/^0 of \d+ items$/).innerText();
    expect(Number(/of (\d+)/.exec(count)![1])).toBeGreaterThan(30);
    expect(await page.getByRole("region", { name: /Meat & Seafood/ }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("opens matching catalogue recipes from View Recipes", async () => {
    const { page, context, errors } = await openPage();
    // the recipes come through the page's loader (a fetcher), not from the JSON API
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    await page.getByRole("button", { name: "Select Vegetarian" }).click();
    await page.getByRole("button", { name: "View Recipes" }).click();
    const dialog = page.getByRole("dialog", { name: "Recipes for the Vegetarian plan" });
    await dialog.locator('a[href^="/recipes/"]').first().waitFor();
    const links = await dialog
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.filter((href) => /^\/recipes\/\d+$/.test(href ?? "")).length).toBeGreaterThan(0);
    expect(links).toContain("/recipe-search");
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    // closed and opened again for another plan: that plan's recipes
    await dialog.getByRole("button", { name: "Close" }).last().click();
    await dialog.waitFor({ state: "detached" });
    await page.getByRole("button", { name: "Select Ketogenic" }).click();
    await page.getByRole("button", { name: "View Recipes" }).click();
    const keto = page.getByRole("dialog", { name: "Recipes for the Ketogenic plan" });
    await keto.locator('a[href^="/recipes/"]').first().waitFor();
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
