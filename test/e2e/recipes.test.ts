/**
 * Recipes in the browser: a guest searches and opens a recipe; a signed-in user favourites it,
 * tells a cultural story, likes and edits it, comments with a rating and deletes the comment,
 * shares it; the recommendations load more; the admin page runs a job. Axe checks every page in
 * light and dark, and console errors fail the test.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newRegistration } from "../helpers/auth";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
  type TestPage,
} from "../helpers/browser";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

/** Axe in light, then in dark (reloading with the stored theme), back to light. */
async function expectAccessible(page: Page) {
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem("theme", "dark"));
  await page.reload();
  await waitForHydration(page);
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem("theme", "light"));
  await page.reload();
  await waitForHydration(page);
}

async function signUp(t: TestPage) {
  const registration = newRegistration({
    dietaryRestrictions: ["vegetarian"],
    cuisinePreferences: ["Chinese"],
  });
  const res = await t.context.request.post("/api/register", { data: registration });
  expect(res.status()).toBe(201);
  return { ...(await res.json()), registration } as { id: number; firstName: string };
}

const toast = (page: Page, title: string) =>
  page.getByTestId("toast").filter({ hasText: title }).first().waitFor();

describe("a guest", () => {
  it("searches with the filters, sees results only after Search, and opens a recipe", async () => {
    const t = await h.newPage();
    const { page, errors } = t;
    await page.goto("/recipe-search");
    await waitForHydration(page);
    await page.getByText("Get personalized results").waitFor();
    await expectAccessible(page);

    await page.getByLabel("Search", { exact: true }).fill("chicken");
    await page.getByLabel("Gluten Free").check();
    expect(await page.getByTestId("recipe-card").count()).toBe(0);
    await page.getByLabel("Maximum calories").fill("500");
    expect(await page.getByTestId("calorie-range").textContent()).toBe("0 - 500 kcal");
    await page.getByLabel("Search", { exact: true }).press("Enter");
    await page.waitForURL((url) => url.searchParams.get("search") === "1");
    await page.getByRole("heading", { name: /recipes? found/ }).waitFor();
    const cards = page.getByTestId("recipe-card");
    expect(await cards.count()).toBeGreaterThan(0);
    const kcal = await cards.locator("span", { hasText: / kcal$/ }).allTextContents();
    for (const k of kcal) expect(Number(k.replace(" kcal", ""))).toBeLessThanOrEqual(500);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Clear all filters" }).click();
    await page.waitForURL((url) => url.search === "");
    await page.getByText("press Search to see recipes").waitFor();
    expect(await page.getByLabel("Gluten Free").isChecked()).toBe(false);
    expect(await page.getByTestId("recipe-card").count()).toBe(0);

    await page.getByLabel("Search", { exact: true }).fill("salmon");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const first = page.getByTestId("recipe-card").first();
    await first.waitFor();
    const title = (await first.getByRole("heading").textContent())!;
    await first.getByRole("link", { name: /View Recipe/ }).click();
    await page.waitForURL(/\/recipes\/\d+$/);
    await page.getByRole("heading", { level: 1, name: title }).waitFor();
    await page.getByRole("heading", { name: "You Might Also Like" }).waitFor();
    await expectAccessible(page);

    // a guest's heart asks them to create an account
    await page.getByRole("button", { name: `Add ${title} to favorites` }).click();
    await toast(page, "Create an account");
    expect(await page.getByRole("link", { name: "Sign Up" }).getAttribute("href")).toBe(
      "/onboarding",
    );
    expect(errors).toEqual([]);
    await t.context.close();
  });

  it("loads more search results in place; reload keeps them (the list is the URL's)", async () => {
    const t = await h.newPage();
    const { page, errors } = t;
    await page.goto("/recipe-search?search=1&meal=dinner");
    await waitForHydration(page);
    const cards = page.getByTestId("recipe-card");
    expect(await cards.count()).toBe(12);
    const first = await cards.first().getAttribute("data-recipe-id");
    // a mark on the document: a full page load would lose it
    await page.evaluate(() => Object.assign(window, { stillThisDocument: true }));
    await page.getByRole("button", { name: "Load more" }).click();
    await page.waitForURL((url) => url.searchParams.get("shown") === "24");
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="recipe-card"]').length > 12,
    );
    const loaded = await cards.count();
    expect(await page.evaluate(() => "stillThisDocument" in window)).toBe(true);
    expect(await cards.first().getAttribute("data-recipe-id")).toBe(first);
    expect(await page.getByLabel("Meal type").inputValue()).toBe("dinner");
    await expectAccessible(page);
    await page.reload();
    await waitForHydration(page);
    expect(await cards.count()).toBe(loaded);
    expect(errors).toEqual([]);
    await t.context.close();
  });

  it("loads more recommendations with the button, and sees swaps it picks", async () => {
    const t = await h.newPage();
    const { page, errors } = t;
    await page.goto("/recommendations");
    await waitForHydration(page);
    await page.getByText("Guest Mode").waitFor();
    expect(await page.getByTestId("recipe-card").count()).toBe(12);
    await page.getByRole("button", { name: "Load More Recipes" }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="recipe-card"]').length === 24,
    );
    await expectAccessible(page);

    await page.getByLabel("Search recipes").fill("egg");
    await page.waitForURL((url) => url.searchParams.get("q") === "egg");
    await page
      .getByRole("link", { name: /View Recipe/ })
      .first()
      .waitFor();

    // swaps on a recipe page for a diet the guest picks
    await page.goto("/recipes/5");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Vegan", exact: true }).click();
    await page.getByRole("button", { name: "Swap options for 4 large eggs" }).click();
    await page.getByText("Flax egg").waitFor();
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await t.context.close();
  });
});

describe("a signed-in user", () => {
  it("hearts a card loaded with Load More; the list keeps its recipes while the page revalidates", async () => {
    const t = await h.newPage();
    const { page, context, errors } = t;
    const user = await signUp(t);
    await page.goto("/recommendations");
    await waitForHydration(page);
    const cards = page.getByTestId("recipe-card");
    const firstPage = await cards.count();
    await page.getByRole("button", { name: "Load More Recipes" }).click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="recipe-card"]').length > n,
      firstPage,
    );
    const loaded = await cards.count();
    const card = cards.nth(loaded - 1);
    const id = Number(await card.getAttribute("data-recipe-id"));
    const title = (await card.getByRole("heading").textContent())!;
    await card.getByRole("button", { name: `Add ${title} to favorites` }).click();
    await toast(page, "Added to favorites");
    await card
      .getByRole("button", { name: `Remove ${title} from favorites`, pressed: true })
      .waitFor();
    expect(await cards.count()).toBe(loaded);
    const favorites = await (await context.request.get(`/api/favorites/${user.id}`)).json();
    expect(favorites.map((r: { id: number }) => r.id)).toEqual([id]);
    expect(errors).toEqual([]);
    await t.context.close();
  });

  it("favourites a recipe, tells, likes and edits a story, comments with a rating, deletes it, and shares", async () => {
    const t = await h.newPage();
    const { page, context, errors } = t;
    const user = await signUp(t);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.baseUrl });
    // the platforms' share pages are not reachable from the test machine: answer them with a stub
    await context.route(/^https:\/\//, (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>stub</title>" }),
    );

    await page.goto("/recipes/5");
    await waitForHydration(page);
    const title = (await page.getByRole("heading", { level: 1 }).textContent())!;

    // favourite, shown in the collection's Favorites tab
    const heart = page.getByRole("button", { name: `Add ${title} to favorites` });
    await heart.click();
    await toast(page, "Added to favorites");
    await page.getByRole("button", { name: `Remove ${title} from favorites` }).waitFor();
    const favorites = await (await context.request.get(`/api/favorites/${user.id}`)).json();
    expect(favorites.map((r: { id: number }) => r.id)).toEqual([5]);

    // a cultural story, with validation first
    await page.getByRole("button", { name: "Share a cultural story" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Title").fill("Ma");
    await dialog.getByLabel("Story").fill("Too short");
    await dialog.getByRole("button", { name: "Add story" }).click();
    await dialog.getByText("Title must be at least 3 characters").waitFor();
    await dialog.getByText("Story must be at least 20 characters").waitFor();
    expect(await runAxe(page)).toEqual([]);
    await dialog.getByLabel("Title").fill("My mother's weeknight classic");
    await dialog
      .getByLabel("Story")
      .fill("She cooked this after long shifts: fast, cheap and always comforting.");
    await dialog.getByLabel("Badge").selectOption("family_tradition");
    await dialog.getByLabel("Region (optional)").fill("Shanghai");
    await dialog.getByRole("button", { name: "Add story" }).click();
    await toast(page, "Story added");
    const story = page
      .getByTestId("cultural-story")
      .filter({ hasText: "My mother's weeknight classic" });
    await story.waitFor();
    await story.getByText("Family Tradition").waitFor();

    // like once
    await story.getByRole("button", { name: /^Like/ }).click();
    await story.getByRole("button", { name: /^Like “.*”, 1 like$/, pressed: true }).waitFor();
    expect(await story.getByTestId("story-likes").textContent()).toBe("1");

    // the author edits it
    await story.getByRole("button", { name: /^Edit/ }).click();
    await page.getByRole("dialog").getByLabel("Title").fill("My mother's Sunday classic");
    await page.getByRole("dialog").getByRole("button", { name: "Save changes" }).click();
    await toast(page, "Story updated");
    await page
      .getByTestId("cultural-story")
      .filter({ hasText: "My mother's Sunday classic" })
      .waitFor();

    // a comment with a rating; empty is refused
    const post = page.getByRole("button", { name: "Post comment" });
    expect(await post.isDisabled()).toBe(true);
    await page.getByLabel("Your comment").fill("   ");
    expect(await post.isDisabled()).toBe(true);
    await page.getByLabel("Your comment").blur();
    await page.getByText("Comment cannot be empty").waitFor();
    await page.getByLabel("Your comment").fill("Silky and ready in minutes.");
    await page.getByLabel("4 stars").check();
    await post.click();
    await toast(page, "Comment added");
    const comment = page.getByTestId("comment").filter({ hasText: "Silky and ready in minutes." });
    await comment.waitFor();
    expect(await page.getByTestId("rating-summary").textContent()).toContain("4.0 out of 5");
    await expectAccessible(page);

    await comment.getByRole("button", { name: "Delete your comment" }).click();
    await toast(page, "Comment deleted");
    await page.getByText("No comments yet").waitFor();

    // share on Facebook: its share page opens, the link is copied
    await page.getByRole("button", { name: /^Share( \(\d+\))?$/ }).click();
    const shareDialog = page.getByRole("dialog");
    expect(await shareDialog.getByRole("button", { name: "Share", exact: true }).isDisabled()).toBe(
      true,
    );
    expect(await shareDialog.getByLabel("Caption").inputValue()).toMatch(
      /^Check out this delicious/,
    );
    expect(await runAxe(page)).toEqual([]);
    await shareDialog.getByLabel("Facebook").check();
    const popupPromise = context.waitForEvent("page");
    await shareDialog.getByRole("button", { name: "Share", exact: true }).click();
    const popup = await popupPromise;
    expect(popup.url()).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(popup.url())).toContain(`${h.baseUrl}/recipes/5`);
    await popup.close();
    await toast(page, "Recipe shared");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${h.baseUrl}/recipes/5`,
    );
    await page.getByRole("button", { name: "Share (1)" }).waitFor();

    // Instagram has no share page: nothing opens, the link is copied
    await page.getByRole("button", { name: "Share (1)" }).click();
    await page.getByRole("dialog").getByLabel("Instagram").check();
    let opened = false;
    context.once("page", () => (opened = true));
    await page.getByRole("dialog").getByRole("button", { name: "Share", exact: true }).click();
    await toast(page, "Recipe shared");
    expect(opened).toBe(false);

    // the favourite shows in the collection
    await page.goto("/recipe-collection?tab=favorites");
    await waitForHydration(page);
    await page.getByRole("tabpanel").getByRole("heading", { name: title }).waitFor();
    await expectAccessible(page);

    // printing hides the chrome, the buttons and the discussion
    await page.goto("/recipes/5");
    await waitForHydration(page);
    await page.emulateMedia({ media: "print" });
    expect(await page.locator("body > header").isVisible()).toBe(false);
    expect(await page.getByRole("button", { name: "Print Recipe" }).isVisible()).toBe(false);
    expect(await page.getByRole("heading", { name: "Comments and reviews" }).isVisible()).toBe(
      false,
    );
    expect(await page.getByRole("heading", { name: "Instructions" }).isVisible()).toBe(true);
    await page.emulateMedia({ media: "screen" });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("gets a login prompt when liking a story as a guest (nothing is posted)", async () => {
    const author = await h.newPage();
    await signUp(author);
    const created = await author.context.request.post("/api/cultural/stories", {
      data: {
        recipeId: 9,
        title: "Harvest soup",
        story: "Made every autumn when the mushrooms came in.",
      },
    });
    expect(created.status()).toBe(201);
    await author.context.close();

    const { page, context, errors } = await h.newPage();
    await page.goto("/recipes/9");
    await waitForHydration(page);
    await page.getByRole("button", { name: /^Like “Harvest soup”/ }).click();
    await toast(page, "Log in to like stories");
    expect(
      await page.getByTestId("toast").getByRole("link", { name: "Log in" }).getAttribute("href"),
    ).toBe("/api/login?redirectTo=%2Frecipes%2F9");
    expect(await page.getByTestId("story-likes").textContent()).toBe("0");
    // the heart's form does not post for a guest (without JavaScript it posts and is sent to sign in)
    expect(errors).toEqual([]);
    await context.close();
  });

  it("updates a recipe whose ingredients cannot be read, and sees them when the job ends", async () => {
    const db = await h.worker.d1();
    // a catalogue recipe whose stored ingredients were damaged: the maintenance job restores them
    const recipe = (await db
      .prepare("SELECT id, ingredients FROM recipes WHERE id < 100000 ORDER BY id DESC LIMIT 1")
      .first<{ id: number; ingredients: string }>())!;
    await db
      .prepare("UPDATE recipes SET ingredients = 'not json' WHERE id = ?")
      .bind(recipe.id)
      .run();
    const t = await h.newPage();
    const { page, errors } = t;
    await signUp(t);
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST") posts.push(new URL(r.url()).pathname);
    });
    await page.goto(`/recipes/${recipe.id}`);
    await waitForHydration(page);
    const problem = page.getByRole("alert").filter({ hasText: "ingredients" });
    await problem.getByRole("button", { name: "Update recipe details" }).click();
    // the job runs, then the page reads the recipe again: its ingredients are back
    await problem.waitFor({ state: "detached" });
    expect(await page.getByText("Could not parse ingredients.").count()).toBe(0);
    expect(posts).toEqual([`/recipes/${recipe.id}`]);
    expect(
      await db.prepare("SELECT ingredients FROM recipes WHERE id = ?").bind(recipe.id).first(),
    ).toEqual({ ingredients: recipe.ingredients });
    expect(errors).toEqual([]);
    await t.context.close();
  });

  it("sees recommendations for their profile, and runs a population job from /recipe-admin", async () => {
    const t = await h.newPage();
    const { page, errors } = t;
    await signUp(t);
    await page.goto("/recommendations");
    await waitForHydration(page);
    await page.getByRole("heading", { name: /personalized recipe recommendations/ }).waitFor();
    expect(await page.getByText("Guest Mode").count()).toBe(0);
    await expectAccessible(page);

    await page.goto("/recipe-admin");
    await waitForHydration(page);
    await expectAccessible(page);
    await page.getByRole("button", { name: "Populate database" }).click();
    await page.getByRole("progressbar").first().waitFor();
    // the action comes back to the job it started, which the page follows until it ends
    await page.waitForURL((url) => url.searchParams.has("job"));
    await page
      .getByTestId("job-message")
      .filter({ hasText: "Added 0 missing catalogue recipe(s)." })
      .waitFor();
    await toast(page, "Populate catalogue");
    await page.getByTestId("admin-job").filter({ hasText: "completed" }).first().waitFor();
    expect(await page.getByRole("button", { name: "Generate recipes" }).isDisabled()).toBe(true);
    await page.getByText(/No AI model configured/).waitFor();
    expect(errors).toEqual([]);
    await t.context.close();
  });
});
