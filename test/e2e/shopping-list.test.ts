import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { axeLightAndDark, signedInPage } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const progress = (page: Page) =>
  page
    .getByText(/^\d+ of \d+ items$/)
    .first()
    .innerText();

describe("shopping lists in the browser", () => {
  it("starts with the two seed lists, ticks, removes checked items and keeps it all after a reload", async () => {
    const { page, context, errors } = await signedInPage(h, undefined, { dietaryRestrictions: [] });
    await page.goto("/shopping-list");
    await waitForHydration(page);

    const tabs = page.getByRole("tablist", { name: "Shopping lists" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["Weekly Grocery List", "Healthy Dinners List"]);
    expect(await progress(page)).toBe("0 of 8 items");
    // grouped by category, in the eight categories' order
    const headings = await page.getByRole("heading", { level: 3 }).allInnerTexts();
    expect(headings.map((t) => t.replace(/\s*\(\d+\)$/, ""))).toEqual([
      "PRODUCE",
      "DAIRY & EGGS",
      "MEAT & SEAFOOD",
      "BAKERY",
      "PANTRY STAPLES",
      "FROZEN FOODS",
    ]);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await page.getByRole("checkbox", { name: /Eggs/ }).check();
    await page.getByRole("checkbox", { name: /Bananas/ }).check();
    expect(await progress(page)).toBe("2 of 8 items");
    // the bar follows the same state; polled, as the two checks' posts may still be revalidating
    await expect.poll(() => page.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("2");

    await page.reload();
    await waitForHydration(page);
    expect(await progress(page)).toBe("2 of 8 items");
    expect(await page.getByRole("checkbox", { name: /Eggs/ }).isChecked()).toBe(true);

    // the removal answered and the page's data reloaded before the next change (CI under load
    // once lost the delete below when it was sent while this one was still revalidating)
    const settled = page.waitForResponse(
      (r) => r.request().method() === "GET" && r.url().includes("_data=") && r.ok(),
    );
    await page.getByRole("button", { name: "Remove checked items" }).click();
    await settled;
    await page.getByText("0 of 6 items").waitFor();
    expect(await progress(page)).toBe("0 of 6 items");
    expect(await page.getByRole("checkbox", { name: /Eggs/ }).count()).toBe(0);

    // the row that posts the removal leaves the list at once; its fetcher must still follow the
    // action's redirect, and the reloaded data keep the item gone
    const reloaded = page.waitForResponse(
      (r) => r.request().method() === "GET" && r.url().includes("_data=") && r.ok(),
    );
    await page.getByRole("button", { name: "Delete Baby spinach" }).click();
    await page.getByText("0 of 5 items").waitFor();
    await reloaded;
    await page.getByText("0 of 5 items").waitFor();
    expect(await page.getByRole("checkbox", { name: /Baby spinach/ }).count()).toBe(0);

    await page.reload();
    await waitForHydration(page);
    expect(await progress(page)).toBe("0 of 5 items");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds items with the spec's defaults and ignores a blank name", async () => {
    const { page, context, errors } = await signedInPage(h);
    await page.goto("/shopping-list");
    await waitForHydration(page);
    const form = page.getByRole("form", { name: "Add an item" });

    await form.getByLabel("Item").fill("   ");
    await form.getByRole("button", { name: "Add" }).click();
    expect(await progress(page)).toBe("0 of 8 items");

    await form.getByLabel("Item").fill("Limes");
    await form.getByRole("button", { name: "Add" }).click();
    await page.getByText("0 of 9 items").waitFor();
    const lime = page.getByRole("listitem").filter({ hasText: "Limes" });
    expect(await lime.innerText()).toMatch(/Limes\s+1/);
    // default category Produce
    const produce = page.getByRole("region", { name: /Produce/ });
    expect(await produce.getByText("Limes").count()).toBe(1);

    await form.getByLabel("Item").fill("Sparkling water");
    await form.getByLabel("Quantity").fill("6 bottles");
    await form.getByLabel("Category").selectOption("Beverages");
    await form.getByRole("button", { name: "Add" }).click();
    await page.getByText("0 of 10 items").waitFor();
    const beverages = page.getByRole("region", { name: /Beverages/ });
    expect(await beverages.innerText()).toMatch(/Sparkling water\s+6 bottles/);
    // the form is reset for the next item
    expect(await form.getByLabel("Item").inputValue()).toBe("");
    expect(await form.getByLabel("Category").inputValue()).toBe("Produce");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("creates lists, deletes them only while more than one exists, and opens the first remaining one", async () => {
    const { page, context, errors } = await signedInPage(h);
    await page.goto("/shopping-list");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Shopping lists" }).getByRole("tab");

    await page.getByRole("button", { name: "New List" }).click();
    await page.getByLabel("New list name").fill("   ");
    await page.getByRole("button", { name: "Create List" }).click();
    expect(await tabs.count()).toBe(2);
    await page.getByLabel("New list name").fill("Party");
    await page.getByRole("button", { name: "Create List" }).click();
    await page.getByRole("tab", { name: "Party" }).waitFor();
    expect(await page.getByRole("tab", { name: "Party" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    expect(await page.getByText("Your shopping list is empty").isVisible()).toBe(true);
    expect(await progress(page)).toBe("0 of 0 items");
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    // delete the active list: the first remaining one opens
    await page.getByRole("button", { name: "Delete list" }).click();
    await page.getByRole("tab", { name: "Party" }).waitFor({ state: "detached" });
    expect(await tabs.allInnerTexts()).toEqual(["Weekly Grocery List", "Healthy Dinners List"]);
    expect(await tabs.first().getAttribute("aria-selected")).toBe("true");
    await page.getByRole("button", { name: "Delete list" }).click();
    await page.getByRole("tab", { name: "Weekly Grocery List" }).waitFor({ state: "detached" });
    expect(await tabs.allInnerTexts()).toEqual(["Healthy Dinners List"]);
    // the last list cannot be deleted
    expect(await page.getByRole("button", { name: "Delete list" }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("adds a recipe's ingredients from the side panel, and switches lists from Saved Lists", async () => {
    const { page, context, errors } = await signedInPage(h);
    // the picker's recipes come with the page (its loader), not from the JSON API
    const apiCalls: string[] = [];
    page.on("request", (r) => {
      if (new URL(r.url()).pathname.startsWith("/api/")) apiCalls.push(r.url());
    });
    await page.goto("/shopping-list");
    await waitForHydration(page);
    const picker = page.getByRole("region", { name: "Recipes to add" });
    await picker.waitFor();
    const adds = picker.getByRole("button", { name: /^Add / });
    expect(await adds.count()).toBe(5);
    const title = (await picker.locator("p.font-medium").first().innerText()).trim();
    await adds.first().click();
    await page.getByText(/ingredients from .* added to Weekly Grocery List/).waitFor();
    const total = Number(/of (\d+) items/.exec(await progress(page))![1]);
    expect(total).toBeGreaterThan(8);
    expect(title.length).toBeGreaterThan(0);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await page.getByRole("tab", { name: "Saved Lists" }).click();
    await page.getByRole("button", { name: "Open Healthy Dinners List" }).click();
    // the open list is in the URL now (?list=): wait for the page the loader sends
    await page.getByRole("heading", { name: "Healthy Dinners List", level: 2 }).waitFor();
    expect(new URL(page.url()).searchParams.get("list")).toMatch(/^\d+$/);
    expect(await progress(page)).toBe("0 of 4 items");
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    expect(apiCalls).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("sends a signed-out visitor to sign in", async () => {
    const { page, context } = await h.newPage();
    await page.goto("/shopping-list");
    expect(new URL(page.url()).pathname).toBe("/auth");
    await context.close();
  });
});
