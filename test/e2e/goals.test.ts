/**
 * Goals in the browser (issue 14): a visitor registers on the onboarding Account tab, chooses a
 * goal and a pace in the Physical Info step, and /recommendations shows the goal's target; on
 * /settings they change the pace and every place shows the new number: the summary, a new meal
 * plan's daily target, Emily AI's stated target, the dashboard and the diet plans. axe in light
 * and dark on each page.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { axeLightAndDark } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness({ retryDelay: 0 });
});
afterAll(() => h?.close());

async function expectAccessibleInBothThemes(page: Page) {
  expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
}

function toast(page: Page, title: string) {
  return page.getByTestId("toast").filter({ hasText: title });
}

/** The woman of ADR 005 (28, 65 kg, 165 cm, moderately active): TDEE 2,139.39 kcal. */
const LOSE_HALF = "1,589"; // 2139.39 - 0.5 x 7,700 / 7
const LOSE_QUARTER = "1,864"; // 2139.39 - 0.25 x 7,700 / 7

describe("a goal drives every number", () => {
  it("register, onboarding with the goal step, then /settings changes the pace everywhere", async () => {
    const { page, context, errors } = await h.newPage();
    const tag = Date.now().toString(36);

    // the Account tab registers inline (no identity provider here)
    await page.goto("/onboarding");
    await waitForHydration(page);
    const register = page.getByRole("tabpanel", { name: "Create account" });
    await register.getByLabel("Username").fill(`ines_${tag}`);
    await register.getByLabel("First name").fill("Ines");
    await register.getByLabel("Last name").fill("Duarte");
    await register.getByLabel("Email").fill(`ines.${tag}@example.com`);
    await register.getByLabel("Password", { exact: true }).fill("green-lentils-9");
    await register.getByLabel("Confirm password").fill("green-lentils-9");
    await register.getByRole("button", { name: "Create account" }).click();
    await page.getByText("2 of 3 Steps").waitFor();
    await waitForHydration(page);

    // body data and the goal step
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Age").fill("28");
    await page.getByLabel("Height (cm)").fill("165");
    await page.getByLabel("Weight (kg)").fill("65");
    await page.getByText("Moderate exercise 3-5 days/week").click();
    await page.getByRole("group", { name: "Your goal" }).waitFor();
    await expectAccessibleInBothThemes(page);
    await page.getByText("Lose weight", { exact: true }).click();
    await page.getByText("0.5 kg a week", { exact: true }).click();
    await page.getByLabel("Goal weight (kg, optional)").fill("60");
    expect(await page.getByRole("radio", { name: /^Lose weight/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Physical information saved!").waitFor();

    await page.getByText("3 of 3 Steps").waitFor();
    await page.getByRole("checkbox", { name: "Vegetarian" }).check();
    await page.getByText("Middle Eastern", { exact: true }).click();
    await page.getByRole("button", { name: "Complete & View Recommendations" }).click();
    await page.waitForURL((url) => url.pathname === "/recommendations");

    // the goal's target, and what it serves
    const summary = page.getByRole("region", { name: "Your Nutrition Summary" });
    await summary.waitFor();
    expect(await summary.getByTestId("target-calories").textContent()).toBe(LOSE_HALF);
    expect(await summary.getByTestId("target-headline").textContent()).toContain(
      `${LOSE_HALF} kcal a day to lose 0.5 kg a week`,
    );
    await expectAccessibleInBothThemes(page);

    // /settings from the navigation
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Settings" })
      .click();
    await page.waitForURL((url) => url.pathname === "/settings");
    await waitForHydration(page);
    expect(await page.getByTestId("settings-target").textContent()).toBe(LOSE_HALF);
    await page.getByText(/about 10 weeks to your goal weight/).waitFor();
    await expectAccessibleInBothThemes(page);

    // an unsafe pace for a gain is refused under its field
    await page.getByText("Gain muscle", { exact: true }).click();
    await page.getByText("1 kg a week", { exact: true }).click();
    await page.getByRole("button", { name: "Save goal" }).click();
    await page.getByText("To gain mostly muscle, choose at most 0.5 kg a week.").waitFor();
    expect(await page.getByTestId("settings-target").textContent()).toBe(LOSE_HALF);
    await expectAccessibleInBothThemes(page);

    // the new pace
    await page.getByText("Lose weight", { exact: true }).click();
    await page.getByText("0.25 kg a week", { exact: true }).click();
    await page.getByRole("button", { name: "Save goal" }).click();
    await toast(page, "Goal saved").waitFor();
    await page.waitForFunction(
      (want) => document.querySelector('[data-testid="settings-target"]')?.textContent === want,
      LOSE_QUARTER,
    );

    // every place shows the new number: the summary...
    await page.goto("/recommendations");
    await waitForHydration(page);
    expect(await summary.getByTestId("target-calories").textContent()).toBe(LOSE_QUARTER);

    // ...a new meal plan's daily target...
    await page.getByRole("button", { name: "Your Meal Plans" }).click();
    await page.getByRole("button", { name: "Generate Meal Plan" }).click();
    await toast(page, "Meal Plan Generated").waitFor();
    const card = page.getByRole("article").first();
    await card.getByRole("heading", { name: /^Week of \d{1,2} [A-Z][a-z]{2} - lose / }).waitFor();
    await card.getByText(`${LOSE_QUARTER} kcal`, { exact: true }).first().waitFor();
    await expectAccessibleInBothThemes(page);

    // ...the coach's stated target...
    await page.goto("/nutricoach");
    await waitForHydration(page);
    await page.getByLabel("Message Emily AI").fill("How many calories should I eat a day?");
    await page.getByRole("button", { name: "Send" }).click();
    await page.waitForFunction(
      () => document.querySelectorAll('[data-testid="answered-by"]').length >= 1,
    );
    const reply = page.locator('[data-role="assistant"]').last();
    expect(await reply.textContent()).toContain(`${LOSE_QUARTER} kcal`);
    await expectAccessibleInBothThemes(page);

    // ...the dashboard...
    await page.goto("/profile");
    await waitForHydration(page);
    await page
      .getByText(`Your target: ${LOSE_QUARTER} kcal a day to lose 0.25 kg a week.`)
      .waitFor();
    await expectAccessibleInBothThemes(page);

    // ...and the diet plans, which open at the level nearest the target
    await page.goto("/diet-plans");
    await waitForHydration(page);
    expect(await page.getByTestId("diet-plan-target").textContent()).toBe(
      `${LOSE_QUARTER} kcal a day to lose 0.25 kg a week`,
    );
    await expectAccessibleInBothThemes(page);

    // the refused gain pace's 400 is the only console message
    expect(errors.filter((e) => !/status of 400 \(Bad Request\)/.test(e))).toEqual([]);
    expect(errors.length).toBe(1);
    await context.close();
  });
});
