/**
 * What a new user met on their first visits (issue 19's list of bugs), one test per bug, in Chromium
 * against the built worker. Each test failed on the code before the fix.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIET_PLANS, WEEKDAYS, mealsOfDay } from "~/content/diet-plans";
import { registerUser } from "../helpers/auth";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { signedInPage } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const MEAT_OR_FISH = /\b(chicken|beef|pork|lamb|turkey|bacon|ham|salmon|tuna|cod|shrimp|fish)\b/i;

/** The dietary tags of a recipe, read from the JSON API. */
async function recipeTags(page: Page, id: number): Promise<string[]> {
  const res = await page.request.get(`/api/recipes/${id}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { dietaryTags: string[] }).dietaryTags;
}

async function analyse(page: Page, text: string) {
  await page.getByLabel("What is the food, and how much?").fill(text);
  await page.getByRole("button", { name: "Analyze Food" }).click();
  await page.getByTestId("analysis-result").waitFor();
  await page.getByRole("button", { name: "Analyze Another Food" }).click();
  await page.getByLabel("What is the food, and how much?").waitFor();
}

/** The history tab is a link to `?mode=history` (issue 20): the list is there once it is selected. */
async function openHistory(page: Page) {
  await page.getByRole("tab", { name: "Analysis History" }).click();
  await page.getByRole("tab", { name: "Analysis History", selected: true }).waitFor();
}

describe("the bugs a new user met", () => {
  it("keeps the analysis history at 5 and today's totals the same after a reload", async () => {
    const { page, context, errors } = await signedInPage(h);
    await page.goto("/food-analysis");
    await waitForHydration(page);
    const meals = ["1 apple", "1 banana", "2 eggs", "1 cup rice", "1 cup milk", "1 orange"];
    for (const meal of meals) await analyse(page, meal);
    await openHistory(page);
    await expect(page.getByTestId("history-entry").count()).resolves.toBe(5);
    const totals = await page.getByTestId("daily-totals").innerText();
    expect(totals).toContain("(5 analyses)");
    await page.reload();
    await waitForHydration(page);
    await openHistory(page);
    await expect(page.getByTestId("history-entry").count()).resolves.toBe(5);
    await expect(page.getByTestId("daily-totals").innerText()).resolves.toBe(totals);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Login failed' and 'Registration failed' notices with the server's message", async () => {
    const { page, context } = await h.newPage();
    const { registration } = await registerUser(h.worker);
    await page.goto("/auth");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(registration.email);
    await page.getByLabel("Password", { exact: true }).fill("wrong password");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    const toast = page.getByTestId("toast");
    await toast.filter({ hasText: "Login failed" }).waitFor();

    await page.getByRole("tab", { name: "Register" }).click();
    const form = page.locator("form#register");
    // a taken username is said (a taken address gets a new account's answer: ADR 027)
    await form.getByLabel("Username").fill(registration.username);
    await form.getByLabel("First name").fill("Ada");
    await form.getByLabel("Last name").fill("Lovelace");
    await form.getByLabel("Email").fill(`other.${Date.now().toString(36)}@example.com`);
    await form.getByLabel("Password", { exact: true }).fill("correct horse");
    await form.getByLabel("Confirm password").fill("correct horse");
    await form.getByRole("button", { name: "Create account" }).click();
    await toast.filter({ hasText: "Registration failed" }).waitFor();
    await context.close();
  });

  it("scrolls to the Privacy, Terms and Cookies sections every time their links are clicked", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto("/faq");
    await waitForHydration(page);
    const inView = (id: string) =>
      page.evaluate((id) => {
        const box = document.getElementById(id)!.getBoundingClientRect();
        return box.top >= -2 && box.top < window.innerHeight / 2;
      }, id);
    // the footer's links and the page's own, each clicked twice in a row
    for (const [where, label, id] of [
      ["footer", "Privacy Policy", "privacy"],
      ["footer", "Privacy Policy", "privacy"],
      ["footer", "Terms of Service", "terms"],
      ["footer", "Terms of Service", "terms"],
      ["nav[aria-label=Policies]", "Cookie Policy", "cookies"],
      ["nav[aria-label=Policies]", "Cookie Policy", "cookies"],
    ] as const) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.waitForFunction(() => window.scrollY === 0);
      await page.locator(where).getByRole("link", { name: label }).click();
      await page.waitForFunction(
        (id) => {
          const top = document.getElementById(id)!.getBoundingClientRect().top;
          return top >= -2 && top < window.innerHeight / 2;
        },
        id,
        { timeout: 5000 },
      );
      expect(await inView(id)).toBe(true);
    }
    await context.close();
  });

  it("suggests only recipes a vegan eats under 'You Might Also Like'", async () => {
    const { page, context } = await signedInPage(h, undefined, { dietaryRestrictions: ["vegan"] });
    await page.goto("/recipes/1");
    const section = page.locator("section", {
      has: page.getByRole("heading", { name: "You Might Also Like" }),
    });
    const links = await section
      .getByRole("link", { name: /View Recipe/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) {
      const tags = await recipeTags(page, Number(href!.split("/").pop()));
      expect(tags).toContain("vegan");
    }
    await context.close();
  });

  it("starts a vegetarian's shopping lists and recipe suggestions without meat or fish", async () => {
    const { page, context } = await signedInPage(h, undefined, {
      dietaryRestrictions: ["vegetarian"],
    });
    await page.goto("/shopping-list");
    await waitForHydration(page);
    const { lists } = (await (await page.request.get("/api/shopping-lists")).json()) as {
      lists: Array<{ items: Array<{ name: string }> }>;
    };
    const names = lists.flatMap((l) => l.items.map((i) => i.name));
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((n) => MEAT_OR_FISH.test(n))).toEqual([]);

    const picker = page.getByRole("region", { name: "Recipes to add" });
    await picker.waitFor();
    const titles = await picker.locator("p.font-medium").allInnerTexts();
    expect(titles).toHaveLength(5);
    expect(titles.filter((t) => MEAT_OR_FISH.test(t))).toEqual([]);
    await context.close();
  });

  it("opens /diet-plans on the plan that fits a vegetarian, and remembers the plan chosen", async () => {
    const { page, context } = await signedInPage(h, undefined, {
      dietaryRestrictions: ["vegetarian"],
    });
    await page.goto("/diet-plans");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Vegetarian plan features" }).waitFor();
    await page.getByRole("button", { name: "Select Ketogenic" }).click();
    await page.getByRole("heading", { name: "Ketogenic plan features" }).waitFor();
    await page.waitForURL(/plan=keto/);
    await page.goto("/faq");
    await page.goto("/diet-plans");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Ketogenic plan features" }).waitFor();
    await context.close();
  });

  it("scales a meal's ingredients and the day's total with its servings", async () => {
    const { page, context } = await signedInPage(h, undefined, { dietaryRestrictions: [] });
    await page.goto("/diet-plans?plan=balanced&tab=myplan&level=medium");
    await waitForHydration(page);
    const monday = DIET_PLANS.balanced.days[0];
    const breakfast = monday.meals.breakfast;
    const card = page.getByRole("article").filter({ hasText: breakfast.name });
    const firstLine = card.getByRole("listitem").first();
    expect(await firstLine.innerText()).toContain(breakfast.ingredients[0]);
    const total = async () =>
      Number(
        (await page.getByTestId("day-panel").getByRole("definition").first().innerText()).replace(
          /\D/g,
          "",
        ),
      );
    const before = await total();
    await page.getByRole("button", { name: `More servings of ${breakfast.name}` }).click();
    await expect(total()).resolves.toBe(before + breakfast.calories);
    // "1/2 cup rolled oats (40 g)" for one serving reads "1 cup rolled oats (80 g)" for two
    expect(await firstLine.innerText()).not.toContain(breakfast.ingredients[0]);
    expect(await firstLine.innerText()).toMatch(/^1 cup .*\(100 g\)/);
    await context.close();
  });

  it("gives a snack like 'Apple with Almond Butter' a snack's preparation time", async () => {
    const { page, context } = await signedInPage(h);
    const planId = (["balanced", "vegetarian", "keto", "paleo"] as const).find((id) =>
      DIET_PLANS[id].days.some((d) =>
        mealsOfDay(d).some((m) => m.name === "Apple with Almond Butter"),
      ),
    )!;
    const dayIndex = DIET_PLANS[planId].days.findIndex((d) =>
      mealsOfDay(d).some((m) => m.name === "Apple with Almond Butter"),
    );
    await page.goto(`/diet-plans?plan=${planId}&tab=myplan&day=${WEEKDAYS[dayIndex]}`);
    const card = page
      .getByTestId("day-panel")
      .getByRole("article")
      .filter({ hasText: "Apple with Almond Butter" });
    const text = await card.innerText();
    expect(text).toMatch(/Prep time: 5 minutes/);
    await context.close();
  });

  it("gives a new user no score from BMI alone and no claim of meeting every target", async () => {
    const { page, context, errors } = await signedInPage(h);
    await page.goto("/profile");
    await waitForHydration(page);
    await page.getByTestId("wellness-score-empty").waitFor();
    expect(await page.getByText("Excellent!").count()).toBe(0);
    expect(await page.getByTestId("water-today").innerText()).not.toBe("0 L");
    await page.getByRole("tab", { name: "Insights" }).click();
    await page.getByRole("heading", { name: "Recommendations" }).waitFor();
    expect(await page.getByText("You are meeting every target we check").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("does not call a poor night 'Great sleep!'", async () => {
    const { page, context } = await signedInPage(h);
    await page.goto("/profile");
    const res = await page.request.post("/api/health-metrics", {
      headers: { Origin: h.baseUrl },
      data: { sleepHours: 8, sleepQuality: 4 },
    });
    expect(res.status()).toBeLessThan(300);
    await page.reload();
    await waitForHydration(page);
    const card = page.getByTestId("card-sleep");
    await card.getByText("8 h").waitFor();
    expect(await card.innerText()).not.toContain("Great sleep!");
    expect(await card.innerText()).toContain("4/10");
    await context.close();
  });

  it("shows Food Analysis's choices in one row, in words a user reads", async () => {
    const { page, context } = await h.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/food-analysis");
    await waitForHydration(page);
    const tops = await page
      .getByRole("tab")
      .evaluateAll((tabs) => tabs.map((t) => Math.round(t.getBoundingClientRect().top)));
    expect(tops.length).toBeGreaterThanOrEqual(4);
    expect(new Set(tops).size).toBe(1);
    const body = await page.locator("main").innerText();
    expect(body).not.toMatch(/vision model|configured|server/i);
    await context.close();
  });

  it("counts one recipe as '1 recipe'", async () => {
    const { page, context } = await signedInPage(h, undefined, { dietaryRestrictions: [] });
    const res = await page.request.get("/api/recipes/1");
    const { title } = (await res.json()) as { title: string };
    await page.goto(`/recommendations?q=${encodeURIComponent(title)}`);
    await waitForHydration(page);
    const main = await page.locator("main").innerText();
    expect(main).not.toMatch(/\b1 recipes\b/);
    expect(main).toMatch(/\b1 recipe\b/);
    await context.close();
  });

  it("sets the 'light' class on the root element in the light theme", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    await page.reload();
    await waitForHydration(page);
    const classes = await page.evaluate(() => [...document.documentElement.classList]);
    expect(classes).toContain("light");
    expect(classes).not.toContain("dark");
    await context.close();
  });
});
