/**
 * Meal plans in the browser: a signed-in user generates a plan from /recommendations (spinner, then
 * the week in a day accordion), swaps a meal on /meal-plan and builds the shopping list (and builds
 * it again after removing an item, which stays off); failures and unreadable plans show the spec's
 * texts. axe in light and dark on every state visited.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SEED_SHOPPING_LISTS } from "~/content/shopping-lists";
import { SHOPPING_CATEGORIES } from "~/domain/shopping-categories";
import { dailyTargets, macroSplitOf } from "~/domain/targets";
import { registerUser } from "../helpers/auth";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ retryDelay: 0 });
});
afterAll(() => h?.close());

/** A new user, registered through the API, signed in in a fresh browser context. */
async function signedInPage(overrides: Record<string, unknown> = {}) {
  const account = await registerUser(h.worker, overrides);
  const tp = await h.newPage();
  await tp.context.addCookies(
    Object.entries(account.jar)
      .filter(([, value]) => value)
      .map(([name, value]) => ({ name, value, url: h.baseUrl })),
  );
  return { ...tp, account };
}

async function expectAxeCleanInBothThemes(page: Page) {
  // colours must be read at rest, not halfway through a transition after the theme switch
  await page.evaluate(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync("*, *::before, *::after { transition: none !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  });
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    localStorage.setItem("theme", "dark");
    document.documentElement.classList.add("dark");
  });
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    localStorage.setItem("theme", "light");
    document.documentElement.classList.remove("dark");
  });
}

describe("meal plans", () => {
  it("generates a plan with a spinner, shows the week, swaps a meal and builds the shopping list", async () => {
    const { page, context, errors, account } = await signedInPage({
      dietaryRestrictions: ["vegetarian"],
    });

    // /recommendations: the section starts collapsed
    await page.goto("/recommendations");
    await waitForHydration(page);
    const toggle = page.getByRole("button", { name: "Your Meal Plans" });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await expect(
      page.getByRole("button", { name: "Generate Meal Plan" }).isVisible(),
    ).resolves.toBe(false);
    await expectAxeCleanInBothThemes(page);
    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    await page.getByText("You don't have any meal plans yet.").waitFor();
    await expectAxeCleanInBothThemes(page);

    // generate: the spinner text while the job runs, then the notice and the plan
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await page.getByRole("button", { name: "Generating your personalized meal plan..." }).waitFor();
    await page.getByTestId("toast").filter({ hasText: "Meal Plan Generated" }).waitFor();
    await expect(
      page
        .getByTestId("toast")
        .filter({ hasText: "Your personalized meal plan has been created!" })
        .count(),
    ).resolves.toBe(1);
    const card = page.getByRole("article").first();
    await card.getByRole("heading", { name: /^Week of \d{1,2} [A-Z][a-z]{2} - / }).waitFor();
    await expect(page.getByText("You don't have any meal plans yet.").count()).resolves.toBe(0);
    // the split of her daily target (the one target function; registration's body, balanced preset)
    const split = macroSplitOf(
      dailyTargets({
        gender: "female",
        age: 36,
        height: 165,
        weight: 60,
        activityLevel: "moderate",
      }),
    );
    await expect(
      card
        .getByText(`Protein ${split.protein}% · Carbs ${split.carbs}% · Fat ${split.fat}%`)
        .count(),
    ).resolves.toBe(1);

    // the day accordion: one day open at a time
    const monday = card.getByRole("button", { name: /^Monday/ });
    const tuesday = card.getByRole("button", { name: /^Tuesday/ });
    expect(await monday.getAttribute("aria-expanded")).toBe("false");
    await monday.click();
    expect(await monday.getAttribute("aria-expanded")).toBe("true");
    const mondayPanel = card.getByRole("region", { name: /^Monday/ });
    await mondayPanel.getByText(/^Day total: [\d,]+ \/ [\d,]+ kcal$/).waitFor();
    await expect(mondayPanel.getByText("Breakfast", { exact: true }).count()).resolves.toBe(1);
    const recipeLinks = mondayPanel.getByRole("link");
    expect(await recipeLinks.count()).toBeGreaterThanOrEqual(3);
    expect(await recipeLinks.first().getAttribute("href")).toMatch(/^\/recipes\/\d+$/);
    await expectAxeCleanInBothThemes(page);
    await tuesday.click();
    expect(await tuesday.getAttribute("aria-expanded")).toBe("true");
    expect(await monday.getAttribute("aria-expanded")).toBe("false");
    await expect(card.getByRole("region", { name: /^Monday/ }).count()).resolves.toBe(0);
    await tuesday.click();
    expect(await tuesday.getAttribute("aria-expanded")).toBe("false");

    // /meal-plan: the week grid (ADR 043), with swaps in place
    await page.goto("/meal-plan");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Your Meal Plans" }).waitFor();
    const mondayWeek = page.getByRole("region", { name: "Week grid" });
    for (const day of [
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]) {
      await expect(mondayWeek.getByRole("link", { name: `${day}: details` }).count()).resolves.toBe(
        1,
      );
    }
    // Monday in detail by default
    await page.getByRole("region", { name: "Monday in detail" }).waitFor();
    await expectAxeCleanInBothThemes(page);
    const swapLunch = mondayWeek.getByRole("button", { name: /^Swap lunch on Monday: / });
    const oldTitle = (await swapLunch.getAttribute("aria-label"))!.replace(
      /^Swap lunch on Monday: /,
      "",
    );
    await swapLunch.click();
    // (Headless UI's dialog element itself has no box: its panel is fixed, so wait for it attached)
    const dialog = page.getByRole("dialog", { name: "Swap lunch on Monday" });
    await dialog.waitFor({ state: "attached" });
    const use = dialog.getByRole("button", { name: /^Use this: / }).first();
    await use.waitFor();
    await expectAxeCleanInBothThemes(page);
    const newTitle = (await use.getAttribute("aria-label"))!.replace(/^Use this: /, "");
    expect(newTitle).not.toBe(oldTitle);
    await use.click();
    await page.getByTestId("toast").filter({ hasText: "Meal swapped" }).waitFor();
    await dialog.waitFor({ state: "detached" });
    await mondayWeek.getByRole("button", { name: `Swap lunch on Monday: ${newTitle}` }).waitFor();
    // the swap is stored: a reload shows it
    await page.reload();
    await waitForHydration(page);
    await page
      .getByRole("region", { name: "Week grid" })
      .getByRole("button", { name: `Swap lunch on Monday: ${newTitle}` })
      .waitFor();

    // the shopping list, grouped by category
    await page.getByRole("button", { name: "Build Shopping List" }).click();
    const list = page.getByRole("dialog", { name: /^Shopping list: / });
    await list.getByRole("heading", { level: 3 }).first().waitFor();
    await page.getByTestId("toast").filter({ hasText: "Shopping list created" }).waitFor();
    const groups = await list.getByRole("heading", { level: 3 }).allTextContents();
    expect(groups.length).toBeGreaterThan(2);
    const order: readonly string[] = SHOPPING_CATEGORIES;
    expect(groups.every((g) => order.includes(g))).toBe(true);
    expect(groups).toEqual([...groups].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    const itemCount = await list.getByRole("listitem").count();
    expect(itemCount).toBeGreaterThan(10);
    const listName = (await list.getByRole("heading", { level: 2 }).innerText()).replace(
      /^Shopping list: /,
      "",
    );
    const open = list.getByRole("link", { name: "Open your shopping lists" });
    expect(await open.getAttribute("href")).toMatch(/^\/shopping-list\?list=\d+$/);
    await expectAxeCleanInBothThemes(page);
    // an ordinary shopping list, made after the two starter lists
    const stored = await (
      await h.worker.d1()
    )
      .prepare("SELECT name FROM shopping_lists WHERE user_id = ? ORDER BY id")
      .bind(account.user.id)
      .all<{ name: string }>();
    expect(stored.results.map((r) => r.name)).toEqual([
      ...SEED_SHOPPING_LISTS.map((l) => l.name),
      listName,
    ]);

    // the link opens that list (not the first one) on /shopping-list
    await open.click();
    await page.waitForURL(/\/shopping-list\?list=\d+$/);
    await waitForHydration(page);
    const tab = page.getByRole("tab", { name: listName });
    expect(await tab.getAttribute("aria-selected")).toBe("true");
    expect(await page.getByRole("heading", { level: 2, name: listName }).isVisible()).toBe(true);
    await page.getByText(`0 of ${itemCount} items`, { exact: true }).waitFor();
    expect(await runAxe(page)).toEqual([]);

    // an item removed from the list stays off when the plan's list is built again, and the
    // dialog says so (ADR 044 addendum)
    // an item's delete button (named "Delete <item>"; the list's own is "Delete list")
    const deleteFirst = page.locator('main button[aria-label^="Delete "]').first();
    const removed = (await deleteFirst.getAttribute("aria-label"))!.replace(/^Delete /, "");
    await deleteFirst.click();
    await page.getByText(`0 of ${itemCount - 1} items`, { exact: true }).waitFor();
    await page.goto("/meal-plan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Build Shopping List" }).click();
    await page.getByTestId("toast").filter({ hasText: "Shopping list updated" }).waitFor();
    const rebuilt = page.getByRole("dialog", { name: /^Shopping list: / });
    const kept = rebuilt.getByText(/^Kept as you left them/);
    await kept.waitFor();
    expect(await kept.innerText()).toContain(removed);
    expect(await rebuilt.getByRole("listitem").count()).toBe(itemCount - 1);
    await expectAxeCleanInBothThemes(page);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Failed to generate meal plan' with the reason when the profile leaves too few recipes", async () => {
    const { page, context, account } = await signedInPage({ dietaryRestrictions: ["vegan"] });
    await (
      await h.worker.d1()
    )
      .prepare("UPDATE user_profiles SET disliked_ingredients = ? WHERE user_id = ?")
      .bind(
        JSON.stringify([
          "egg",
          "oat",
          "yogurt",
          "banana",
          "milk",
          "bread",
          "tofu",
          "rice",
          "flour",
          "chia",
          // the food engine reads these as their own foods, not as "flour" or "milk"
          "chickpea flour",
          "almond milk",
          "fava beans",
        ]),
        account.user.id,
      )
      .run();
    await page.goto("/meal-plan");
    await waitForHydration(page);
    await page.getByText("You don't have any meal plans yet.").waitFor();
    await page.getByRole("button", { name: "Generate New Plan" }).click();
    // the form posts; the page shows the job, then its failure with the reason (and a Retry form)
    // (the page's alert, with Retry; a notice may say the same when the page followed the job)
    const notice = page
      .getByRole("alert")
      .filter({ hasText: "Failed to generate meal plan" })
      .filter({ has: page.getByRole("button", { name: "Retry" }) });
    await notice.waitFor();
    await expect(notice.textContent()).resolves.toMatch(/Only [0-3] breakfast recipes? match/);
    await notice.getByRole("button", { name: "Retry" }).waitFor();
    await page.getByRole("button", { name: "Generate New Plan" }).waitFor();
    await expectAxeCleanInBothThemes(page);
    await context.close();
  });

  it("shows the parse-error text for a plan whose data cannot be read, and the default split when it has none", async () => {
    const { page, context, errors, account } = await signedInPage();
    const db = await h.worker.d1();
    await db.batch([
      db
        .prepare(
          "INSERT INTO user_meal_plans (user_id, name, type, meal_plan_data, created_at) VALUES (?, 'Broken plan', 'weekly', '{not json', '2026-01-01T00:00:00.000Z')",
        )
        .bind(account.user.id),
      db
        .prepare(
          "INSERT INTO user_meal_plans (user_id, name, type, meal_plan_data, created_at) VALUES (?, 'Imported plan', 'weekly', ?, '2026-01-02T00:00:00.000Z')",
        )
        .bind(
          account.user.id,
          JSON.stringify({
            dailyCalories: 1800,
            days: [
              {
                day: "Monday",
                meals: {
                  breakfast: {
                    title: "Porridge",
                    description: "Oats",
                    calories: 400,
                    protein: 12,
                    carbs: 60,
                    fat: 9,
                  },
                  lunch: {
                    title: "Salad",
                    description: "Greens",
                    calories: 600,
                    protein: 30,
                    carbs: 50,
                    fat: 25,
                  },
                  dinner: {
                    title: "Stew",
                    description: "Beans",
                    calories: 700,
                    protein: 35,
                    carbs: 80,
                    fat: 20,
                  },
                  snacks: [],
                },
              },
            ],
          }),
        ),
    ]);
    await page.goto("/recommendations");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Your Meal Plans" }).click();
    const broken = page.getByRole("article", { name: "Broken plan" });
    await broken.getByText("There was an error displaying this meal plan.").waitFor();
    const imported = page.getByRole("article", { name: "Imported plan" });
    await imported.getByText("Protein 25% · Carbs 50% · Fat 25%").waitFor();
    await imported.getByRole("button", { name: /^Monday/ }).click();
    await imported.getByText("Day total: 1,700 / 1,800 kcal").waitFor();
    await expectAxeCleanInBothThemes(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
