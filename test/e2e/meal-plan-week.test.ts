/**
 * The week grid on a 360 px phone (issue 18 points 4 and 7, ADR 043): generate a plan, lock a meal,
 * re-plan its day through the queue, see the job, see the grid refresh with the locked meal
 * unchanged and the day's other meals planned again; the page never scrolls sideways (the grid
 * scrolls inside its own region). axe on each state.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";
import { signedInPage } from "../helpers/pages";
import { waitFor } from "../helpers/worker";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ retryDelay: 0 });
});
afterAll(() => h?.close());

type StoredMeal = {
  recipeId: number;
  servings: number;
  locked?: boolean;
  leftoverOf?: { day: number };
};
type StoredDay = {
  meals: { breakfast: StoredMeal; lunch: StoredMeal; dinner: StoredMeal; snacks: StoredMeal[] };
};

async function storedDays(userId: number): Promise<StoredDay[]> {
  const db = await h.worker.d1();
  const row = await db
    .prepare("SELECT meal_plan_data FROM user_meal_plans WHERE user_id = ? ORDER BY id DESC")
    .bind(userId)
    .first<{ meal_plan_data: string }>();
  return JSON.parse(row!.meal_plan_data).days;
}

describe("the week grid at 360 px", () => {
  it("locks a meal, re-plans its day through the queue and keeps the locked meal", async () => {
    const { page, context, errors, user } = await signedInPage(h, {
      viewport: { width: 360, height: 740 },
    });
    await page.goto("/meal-plan");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Generate New Plan" }).click();
    const grid = page.getByRole("region", { name: "Week grid" });
    await grid.waitFor();
    await page.getByTestId("toast").filter({ hasText: "Meal Plan Generated" }).first().waitFor();

    // the page never scrolls sideways; the grid scrolls inside its own region and says so
    const widths = await page.evaluate(() => ({
      page: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    expect(widths.page).toBeLessThanOrEqual(widths.inner);
    expect(
      await grid.evaluate(
        (el) => el.scrollWidth > el.clientWidth && getComputedStyle(el).overflowX,
      ),
    ).toBe("auto");
    await page.getByText("Scroll the week sideways to see every meal").waitFor();
    expect(await runAxe(page)).toEqual([]);

    // lock Tuesday's dinner
    const lock = grid.getByRole("button", { name: /^Lock dinner on Tuesday: / });
    const title = (await lock.getAttribute("aria-label"))!.replace(/^Lock dinner on Tuesday: /, "");
    await lock.click();
    const unlock = grid.getByRole("button", { name: `Unlock dinner on Tuesday: ${title}` });
    await unlock.waitFor();
    await expect.poll(async () => (await storedDays(user.id))[1].meals.dinner.locked).toBe(true);
    const before = await storedDays(user.id);

    // re-plan Tuesday: the job shows while it runs, then the grid refreshes. The tests' queue
    // delivers at once (maxBatchTimeout 0), so one day's job can end before the action's redirect
    // loads the page: then it is never seen running, and the notice alone says it ended.
    await grid.getByRole("button", { name: "Re-plan day: Tuesday", exact: true }).click();
    const updated = page.getByTestId("toast").filter({ hasText: "Plan updated" }).first();
    await page
      .getByRole("status")
      .filter({ hasText: /queued|Re-planning your week|sent again|trying again/ })
      .first()
      .or(updated)
      .first()
      .waitFor();
    await updated.waitFor();
    await page.getByRole("status").filter({ hasText: "Re-planning your week" }).waitFor({
      state: "detached",
    });
    await grid.getByRole("button", { name: `Unlock dinner on Tuesday: ${title}` }).waitFor();
    const after = await storedDays(user.id);
    expect(after[1].meals.dinner).toEqual(before[1].meals.dinner);
    after.forEach((day, d) => {
      if (d !== 1) expect(day).toEqual(before[d]);
    });
    const others = (day: StoredDay) => [day.meals.breakfast, day.meals.lunch, ...day.meals.snacks];
    expect(others(after[1])).not.toEqual(others(before[1]));
    expect(await runAxe(page)).toEqual([]);

    // the day detail follows the grid: Tuesday in detail
    await grid.getByRole("link", { name: "Tuesday: details" }).click();
    await page.getByRole("region", { name: "Tuesday in detail" }).waitFor();
    expect(await runAxe(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("leftovers in the week grid", () => {
  it("switches leftovers on, and the lunch cells and the day detail say whose dinner they are", async () => {
    const { page, context, errors, user } = await signedInPage(h);
    await page.goto("/meal-plan");
    await waitForHydration(page);
    await page
      .getByRole("checkbox", { name: "Leftovers: cook dinner for two meals, the next day's lunch" })
      .check();
    await page.getByRole("button", { name: "Generate New Plan" }).click();
    const grid = page.getByRole("region", { name: "Week grid" });
    await grid.waitFor();
    await page.getByTestId("toast").filter({ hasText: "Meal Plan Generated" }).first().waitFor();

    const days = await storedDays(user.id);
    const NAMES = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
    // the first day whose lunch is yesterday's dinner: its cell says so in words
    const d = days.findIndex((day) => day.meals.lunch.leftoverOf);
    expect(d).toBeGreaterThan(0);
    expect(days[d].meals.lunch.recipeId).toBe(days[d - 1].meals.dinner.recipeId);
    const row = grid.getByRole("row").filter({ hasText: NAMES[d] });
    await row.getByText(`Leftovers from ${NAMES[d - 1]}'s dinner`, { exact: true }).waitFor();
    expect(await grid.getByText(/^Leftovers from \w+'s dinner$/).count()).toBe(
      days.filter((day) => day.meals.lunch.leftoverOf).length,
    );
    // every button of the grid is a 24 px target on its own (WCAG 2.5.8), so axe's target-size
    // never depends on how the meal titles happen to wrap
    const small = await grid
      .getByRole("button")
      .evaluateAll((buttons) =>
        buttons
          .map((b) => b.getBoundingClientRect())
          .filter((r) => r.width > 0 && (r.width < 24 || r.height < 24)),
      );
    expect(small).toEqual([]);
    expect(await runAxe(page)).toEqual([]);

    await grid.getByRole("link", { name: `${NAMES[d]}: details` }).click();
    const detail = page.getByRole("region", { name: `${NAMES[d]} in detail` });
    await detail.getByText(`Leftovers from ${NAMES[d - 1]}'s dinner`, { exact: true }).waitFor();
    expect(await runAxe(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("offers leftovers in /recommendations' plan section too, and the plan made there pairs meals", async () => {
    const { page, context, errors, user } = await signedInPage(h);
    await page.goto("/recommendations");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Your Meal Plans" }).click();
    await page.getByText("You don't have any meal plans yet.").waitFor();
    await page
      .getByRole("checkbox", { name: "Leftovers: cook dinner for two meals, the next day's lunch" })
      .check();
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await page.getByTestId("toast").filter({ hasText: "Meal Plan Generated" }).first().waitFor();

    const days = await storedDays(user.id);
    const paired = days.filter((day) => day.meals.lunch.leftoverOf);
    expect(paired.length).toBeGreaterThan(0);
    for (const day of paired) {
      expect(day.meals.lunch.recipeId).toBe(
        days[day.meals.lunch.leftoverOf!.day].meals.dinner.recipeId,
      );
    }
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("a plan whose job ends before the page reads it", () => {
  it("still says Meal Plan Generated, once, and shows the new plan", async () => {
    const { page, context, errors, user } = await signedInPage(h);
    await page.goto("/meal-plan");
    await waitForHydration(page);
    const latestJob = async () => {
      const db = await h.worker.d1();
      return db
        .prepare("SELECT id, status FROM jobs WHERE user_id = ? ORDER BY created_at DESC LIMIT 1")
        .bind(user.id)
        .first<{ id: string; status: string }>();
    };
    // the loaders' reads after Generate wait until the queue has finished the job, so the page
    // first sees it ended: the case where the queue is quicker than the redirect's loaders
    await page.route(/\/meal-plan\?(.*&)?_data=/, async (route) => {
      if (route.request().method() === "GET") {
        await waitFor(async () => (await latestJob())?.status === "completed");
      }
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate New Plan" }).click();
    const grid = page.getByRole("region", { name: "Week grid" });
    await grid.waitFor();
    const notice = page.getByTestId("toast").filter({ hasText: "Meal Plan Generated" });
    await notice.first().waitFor();
    expect(await notice.count()).toBe(1);
    // the plan shown is the job's plan, and the page never read the job as running
    const days = await storedDays(user.id);
    expect(days).toHaveLength(7);
    expect(await page.getByRole("button", { name: /Generating your personalized/ }).count()).toBe(
      0,
    );
    // a reload shows the same plan and does not announce it again
    await page.unroute(/\/meal-plan\?(.*&)?_data=/);
    await page.reload();
    await waitForHydration(page);
    await grid.waitFor();
    expect(await notice.count()).toBe(0);
    expect(await runAxe(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
