import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerUser } from "../helpers/auth";
import {
  runAxe,
  settled,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";

/**
 * The wellness dashboard in the browser: a signed-in user logs water, sleep and mood through the
 * dialogs, sees the score and the water chart follow, creates a goal; axe finds nothing in light
 * and dark; a session lost mid-visit sends a save to sign in and back.
 */
let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

async function signedInPage(overrides: Record<string, unknown> = {}) {
  const session = await registerUser(h.worker, overrides);
  const tp = await h.newPage();
  await tp.context.addCookies(
    Object.entries(session.jar).map(([name, value]) => ({ name, value, url: h.baseUrl })),
  );
  return { ...tp, session };
}

function localDay(page: Page) {
  return page.evaluate(() => {
    const d = new Date();
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
  });
}

async function expectScore(page: Page, score: string) {
  await page
    .getByTestId("wellness-score")
    .filter({ hasText: new RegExp(`^${score}$`) })
    .waitFor();
}

async function logMetric(
  page: Page,
  button: string,
  fields: Record<string, string>,
  toast: string,
) {
  await page.getByRole("button", { name: button, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Save" }).waitFor();
  for (const [label, value] of Object.entries(fields)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole("button", { name: "Save" }).click();
  await dialog.waitFor({ state: "detached" });
  await page.getByTestId("toast").filter({ hasText: toast }).first().waitFor();
}

/** axe on the page as it is, then with the dark theme applied the way the theme script does it. */
async function axeLightAndDark(page: Page) {
  // runAxe waits for the page to be settled (transitions over, layout at rest)
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    document.documentElement.classList.add("dark");
    document.documentElement.style.colorScheme = "dark";
  });
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    document.documentElement.classList.remove("dark");
    document.documentElement.style.colorScheme = "light";
  });
  await settled(page);
}

describe("the wellness dashboard", () => {
  it("logs water, sleep and mood, updates the score and the chart, creates a goal", async () => {
    // 170 cm and 65 kg: BMI 22.5, 25 of 25 points, but no score before a day is logged
    const { page, context, errors } = await signedInPage({ height: 170, weight: 65 });
    await page.goto("/profile");
    await waitForHydration(page);
    await page.getByRole("heading", { name: "Wellness Dashboard" }).waitFor();
    for (const tab of ["Overview", "Metrics", "Nutrition", "Goals", "Awards", "Insights"])
      expect(await page.getByRole("tab", { name: tab }).count()).toBe(1);
    expect(await page.getByRole("tab", { name: "Overview" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await page.getByTestId("wellness-score-empty").waitFor();
    await axeLightAndDark(page);

    const today = await localDay(page);
    const chart = page.getByTestId("trend-chart");
    expect(await chart.getAttribute("data-metric")).toBe("waterIntake");
    expect(await chart.locator(`rect[data-date="${today}"]`).count()).toBe(0);

    // water 1.25 of 2.5 L: 7.5 of 15 -> (25 + 7.5) / 40 = 81
    await page.getByRole("button", { name: "Log Water", exact: true }).click();
    const waterDialog = page.getByRole("dialog");
    await waterDialog.getByRole("button", { name: "+250 ml" }).click();
    await waterDialog.getByRole("button", { name: "+500 ml" }).click();
    await waterDialog.getByRole("button", { name: "+500 ml" }).click();
    expect(await waterDialog.getByLabel("Water today (litres)").inputValue()).toBe("1.25");
    expect(await runAxe(page)).toEqual([]);
    await waterDialog.getByRole("button", { name: "Save" }).click();
    await waterDialog.waitFor({ state: "detached" });
    await expectScore(page, "81");
    await page.getByTestId("water-today").filter({ hasText: "1.25 L" }).waitFor();
    await chart.locator(`rect[data-date="${today}"][data-value="1.25"]`).waitFor();

    // a bad value is refused in the form with the API's message
    await page.getByRole("button", { name: "Log Sleep", exact: true }).click();
    const sleepDialog = page.getByRole("dialog");
    await sleepDialog.getByLabel("Hours slept").fill("30");
    await sleepDialog.getByRole("button", { name: "Save" }).click();
    await sleepDialog.getByText("Sleep must be between 0 and 24 hours").waitFor();
    await sleepDialog.getByRole("button", { name: "Cancel" }).click();
    await sleepDialog.waitFor({ state: "detached" });

    // sleep 6 of 8 h: 15 of 20 -> 47.5 / 60 = 79 (yellow band)
    await logMetric(
      page,
      "Log Sleep",
      { "Hours slept": "6", "Sleep quality (1-10)": "7" },
      "Sleep logged",
    );
    await expectScore(page, "79");
    await page
      .getByTestId("wellness-band")
      .filter({ hasText: "Good progress! Focus on key areas." })
      .waitFor();

    // mood 5 (no stress logged): 10 of 20 -> 57.5 / 80 = 72
    await page.getByRole("tab", { name: "Metrics" }).click();
    await logMetric(page, "Log Mood", { "Mood (1-10)": "5" }, "Mood logged");
    await expectScore(page, "72");
    await page.getByText("Doing okay").first().waitFor();

    // the sleep chart shows tonight's 6 hours
    await page.getByRole("tab", { name: "Overview" }).click();
    await page
      .getByRole("group", { name: "Measure" })
      .getByRole("button", { name: "Sleep" })
      .click();
    await page
      .locator(`[data-metric="sleepHours"] circle[data-date="${today}"][data-value="6"]`)
      .waitFor();
    await page.getByRole("button", { name: "30 days" }).click();
    expect(
      await page.getByTestId("trend-chart").getByRole("img").getAttribute("aria-labelledby"),
    ).toBeTruthy();
    await page.getByText("Sleep, last 30 days").first().waitFor({ state: "attached" });

    // the first logged day earned an achievement, shown on the overview and the Awards tab
    await page.getByRole("heading", { name: "Recent achievements" }).waitFor();
    await page.getByTestId("achievement").filter({ hasText: "First Check-in" }).first().waitFor();

    // Insights: the score analysis and a tip for the short night
    await page.getByRole("tab", { name: "Insights" }).click();
    await page.getByRole("heading", { name: "Score analysis" }).waitFor();
    await page.getByTestId("insight").filter({ hasText: "Prioritise sleep" }).waitFor();
    await axeLightAndDark(page);

    // Goals: create one, then record progress
    await page.getByRole("tab", { name: "Goals" }).click();
    await page.getByText("No goals yet.").waitFor();
    await page.getByRole("button", { name: "Create Goal" }).click();
    const goalDialog = page.getByRole("dialog");
    await goalDialog.getByLabel("Goal").fill("Drink 2 litres a day");
    await goalDialog.getByLabel("Category").selectOption("hydration");
    await goalDialog.getByLabel("Target (optional)").fill("14");
    await goalDialog.getByLabel("Unit (optional)").fill("days");
    await axeLightAndDark(page);
    await goalDialog.getByRole("button", { name: "Create goal" }).click();
    await goalDialog.waitFor({ state: "detached" });
    const goal = page.getByTestId("goal").filter({ hasText: "Drink 2 litres a day" });
    await goal.waitFor();
    await goal.getByText("0 of 14 days (0%)").waitFor();
    await goal.getByRole("button", { name: /Update progress/ }).click();
    await page.getByRole("dialog").getByLabel("Progress (days)").fill("7");
    await page.getByRole("dialog").getByRole("button", { name: "Save progress" }).click();
    await goal.getByText("7 of 14 days (50%)").waitFor();
    await axeLightAndDark(page);

    expect(errors).toEqual([]);
    await context.close();
  });

  it("logs a meal from the food table against today's targets", async () => {
    const { page, context, errors } = await signedInPage();
    await page.goto("/profile?tab=nutrition");
    await waitForHydration(page);
    await page.getByText("Nothing logged today yet.").waitFor();
    await page.getByRole("button", { name: "Log Meal" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("What did you eat?").fill("1 cup cooked rice");
    await dialog.getByLabel("Meal", { exact: true }).selectOption("lunch");
    await dialog.getByRole("button", { name: "Log meal" }).click();
    await dialog.waitFor({ state: "detached" });
    const entry = page.getByTestId("meal-entry").filter({ hasText: "1 cup cooked rice" });
    await entry.waitFor();
    await entry.getByText("158 g", { exact: false }).waitFor();
    const calories = await page.getByTestId("nutrition-calories").textContent();
    expect(calories).toMatch(/^\d{3} \/ \d[\d,]* kcal$/);
    expect(calories).not.toMatch(/^0 /);
    await axeLightAndDark(page);
    await entry.getByRole("button", { name: "Remove 1 cup cooked rice" }).click();
    // the notice comes with the page's data reloaded after the removal, not from the optimistic
    // view: the meal must stay gone once the server has answered (the row that posts the removal
    // leaves the list at once; its fetcher must still follow the action's redirect)
    await page.getByTestId("toast").filter({ hasText: "Meal removed" }).waitFor();
    await page.getByText("Nothing logged today yet.").waitFor();
    expect(await page.getByTestId("meal-entry").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps the open tab in the URL: reload, Back and Forward restore it", async () => {
    const { page, errors } = await signedInPage();
    await page.goto("/profile");
    await waitForHydration(page);
    const selected = (name: string) => page.getByRole("tab", { name, selected: true }).waitFor();

    await page.getByRole("tab", { name: "Metrics" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "metrics");
    await selected("Metrics");
    await page.getByRole("tab", { name: "Goals" }).click();
    await page.waitForURL((url) => url.searchParams.get("tab") === "goals");
    await selected("Goals");

    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get("tab") === "metrics");
    await selected("Metrics");
    await page.goForward();
    await page.waitForURL((url) => url.searchParams.get("tab") === "goals");
    await selected("Goals");

    // the server renders the tab the URL names
    await page.reload();
    await waitForHydration(page);
    await selected("Goals");
    await page.getByRole("tab", { name: "Overview" }).click();
    await page.waitForURL((url) => !url.searchParams.has("tab"));
    await selected("Overview");
    expect(errors).toEqual([]);
  });

  it("sends a save to sign in when the session ends mid-visit, and back after", async () => {
    const { page, context } = await signedInPage();
    await page.goto("/profile?tab=metrics");
    await waitForHydration(page);
    await context.clearCookies();
    await page.getByRole("button", { name: "Log Mood", exact: true }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Mood (1-10)").fill("7");
    await dialog.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("redirectTo")).toBe("/profile?tab=metrics");
    await page.getByRole("heading", { name: "Welcome back" }).waitFor();
    expect(await runAxe(page)).toEqual([]);
    await context.close();
  });
});
