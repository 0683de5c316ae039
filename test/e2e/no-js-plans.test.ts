/**
 * The plan journeys with JavaScript off (docs/decisions/041, 043). A diet plan is chosen and its
 * week becomes a shopping list through /diet-plans' forms. A meal plan's meal is swapped and its
 * week becomes a shopping list through /meal-plan's forms. The swap dialog and the built
 * list are the URL (`?swap=`, `?shopping=`), which the server renders in the page; each choice
 * posts to the page's action and comes back with a notice. Each step checks the page the server
 * sent back and the rows in D1; axe checks the pages as served.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowserHarness, type BrowserHarness } from "../helpers/browser";
import { axeAsServed, noScriptPage, signUp } from "../helpers/no-js";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ retryDelay: 0 });
});
afterAll(() => h?.close());

/** Headless UI's tab sentinel as served (the known gap named in no-js.test.ts): [rule, nodes]. */
async function tabSentinelOnly(page: Page) {
  return (await axeAsServed(h, page)).map((v) => [v.id, v.nodes.length]);
}

const notice = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first().waitFor();

/** A user's shopping list as stored: its name and how many items it has. */
async function storedList(listId: number, userId: number) {
  const db = await h.worker.d1();
  return db
    .prepare(
      "SELECT l.name, count(i.id) AS items FROM shopping_lists l JOIN shopping_list_items i ON i.list_id = l.id WHERE l.id = ? AND l.user_id = ? GROUP BY l.id",
    )
    .bind(listId, userId)
    .first<{ name: string; items: number }>();
}

async function storedLunch(userId: number): Promise<number> {
  const db = await h.worker.d1();
  const row = await db
    .prepare("SELECT meal_plan_data FROM user_meal_plans WHERE user_id = ? ORDER BY id DESC")
    .bind(userId)
    .first<{ meal_plan_data: string }>();
  return JSON.parse(row!.meal_plan_data).days[0].meals.lunch.recipeId;
}

describe("plans with JavaScript off", () => {
  it("a signed-in user chooses a diet plan and makes its week a shopping list", async () => {
    const t = await noScriptPage(h);
    const { page, errors } = t;
    const userId = await signUp(t);
    const db = await h.worker.d1();
    await page.goto("/diet-plans");
    await page.getByRole("button", { name: "Select Paleo" }).click();
    // the form posted; the action remembered the choice and came back to the plan
    await page.getByRole("heading", { name: "Paleo plan features" }).waitFor();
    expect(new URL(page.url()).search).toBe("?plan=paleo");
    const profile = await db
      .prepare("SELECT diet_plan FROM user_profiles WHERE user_id = ?")
      .bind(userId)
      .first<{ diet_plan: string }>();
    expect(profile?.diet_plan).toBe("paleo");
    expect(await tabSentinelOnly(page)).toEqual([["aria-hidden-focus", 1]]);

    await page.getByRole("button", { name: "Create Shopping List" }).click();
    await page.waitForURL(/\/shopping-list\?list=\d+$/);
    await notice(page, "Shopping list created");
    const listId = Number(new URL(page.url()).searchParams.get("list"));
    const list = await storedList(listId, userId);
    expect(list?.name).toMatch(/^Paleo week \(\d+ kcal\/day\)$/);
    expect(list?.items).toBeGreaterThan(30);
    await page.getByRole("heading", { level: 2, name: list!.name }).waitFor();
    expect(errors).toEqual([]);
  });

  it("a signed-in user saves a smoothie plan and unsaves it; a guest is sent to sign in", async () => {
    const t = await noScriptPage(h);
    const { page, errors } = t;
    const savedRows = () =>
      h.worker
        .d1()
        .then((db) =>
          db
            .prepare("SELECT kind, item_id AS itemId FROM saved_items WHERE user_id = ?")
            .bind(userId)
            .all<{ kind: string; itemId: string }>(),
        )
        .then((r) => r.results);

    // a guest's post is sent to sign in
    await page.goto("/smoothie-meal-plans");
    await page.getByRole("button", { name: "Save Plan" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/smoothie-meal-plans");

    const userId = await signUp(t);
    await page.goto("/smoothie-meal-plans");
    await page.getByRole("button", { name: "Save Plan" }).click();
    await notice(page, "Plan saved");
    await page.getByRole("button", { name: "Saved Plan" }).waitFor();
    expect(await savedRows()).toEqual([{ kind: "smoothie-plan", itemId: "detox-cleanse" }]);
    await page.getByRole("region", { name: "Your saved smoothies" }).waitFor();
    expect(await tabSentinelOnly(page)).toEqual([["aria-hidden-focus", 1]]);

    await page.getByRole("button", { name: "Saved Plan" }).click();
    await notice(page, "Removed from saved");
    await page.getByRole("button", { name: "Save Plan" }).waitFor();
    expect(await savedRows()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("a signed-in user swaps a meal and builds the week's shopping list", async () => {
    const t = await noScriptPage(h);
    const { page, errors } = t;
    const userId = await signUp(t);
    await page.goto("/meal-plan");
    await page.getByRole("button", { name: "Generate New Plan" }).click();
    // the page refreshes itself while the job runs (tested in no-js.test.ts), until the grid is there
    const grid = page.getByRole("region", { name: "Week grid" });
    await grid.waitFor();

    // Swap is a GET form: the options come in the page, at an address of their own
    const swap = grid.getByRole("button", { name: /^Swap lunch on Monday: / });
    const oldTitle = (await swap.getAttribute("aria-label"))!.replace(
      /^Swap lunch on Monday: /,
      "",
    );
    await swap.click();
    const options = page.getByRole("region", { name: "Swap lunch on Monday" });
    await options.waitFor();
    const url = new URL(page.url());
    expect(url.pathname).toBe("/meal-plan");
    expect(url.searchParams.get("swap")).toBe("lunch");
    expect(url.searchParams.get("day")).toBe("0");
    await options.getByText(`Recipes that can replace ${oldTitle}`, { exact: false }).waitFor();
    expect((await axeAsServed(h, page)).map((v) => v.id)).toEqual([]);
    const use = options.getByRole("button", { name: /^Use this: / }).first();
    const newTitle = (await use.getAttribute("aria-label"))!.replace(/^Use this: /, "");
    expect(newTitle).not.toBe(oldTitle);
    const oldRecipe = await storedLunch(userId);

    // choosing posts to the action, which comes back to the day with a notice and no options
    await use.click();
    await notice(page, "Meal swapped");
    await grid.getByRole("button", { name: `Swap lunch on Monday: ${newTitle}` }).waitFor();
    expect(new URL(page.url()).searchParams.has("swap")).toBe(false);
    expect(await options.count()).toBe(0);
    expect(await storedLunch(userId)).not.toBe(oldRecipe);
    const db = await h.worker.d1();
    const swapped = await db
      .prepare("SELECT title FROM recipes WHERE id = ?")
      .bind(await storedLunch(userId))
      .first<{ title: string }>();
    expect(swapped?.title).toBe(newTitle);

    // the week as a shopping list: the action builds it and the page shows it
    await page.getByRole("button", { name: "Build Shopping List" }).click();
    await notice(page, "Shopping list created");
    const list = page.getByRole("region", { name: /^Shopping list: / });
    await list.waitFor();
    const listId = Number(new URL(page.url()).searchParams.get("shopping"));
    const stored = await storedList(listId, userId);
    expect(stored?.items).toBeGreaterThan(10);
    await list.getByRole("heading", { name: `Shopping list: ${stored!.name}` }).waitFor();
    expect(await list.getByRole("listitem").count()).toBe(stored!.items);
    expect(
      await list.getByRole("link", { name: "Open your shopping lists" }).getAttribute("href"),
    ).toBe(`/shopping-list?list=${listId}`);
    expect((await axeAsServed(h, page)).map((v) => v.id)).toEqual([]);

    // Close is a link back to the plan
    await list.getByRole("link", { name: "Close" }).click();
    await list.waitFor({ state: "detached" });
    expect(new URL(page.url()).searchParams.has("shopping")).toBe(false);
    await grid.waitFor();
    expect(errors).toEqual([]);
  });
});
