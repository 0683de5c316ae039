import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dailyTargets, energyColumns, targetSummary } from "~/domain/targets";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";

/**
 * Onboarding in the browser (spec 1 section 2): a new user registers through /auth, goes through
 * the wizard's physical and preferences steps and lands on /recommendations with their targets;
 * the guest variant of /onboarding; the older standalone steps; the spec's notices.
 */
let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

const path = (url: string) => new URL(url).pathname;

/** axe in the light theme, then in the dark one (the class the theme script sets), then back. */
async function expectAccessibleInBothThemes(page: Page) {
  const setDark = (dark: boolean) =>
    page.evaluate((on) => {
      document.documentElement.classList.toggle("dark", on);
      document.documentElement.style.colorScheme = on ? "dark" : "light";
      // colour transitions would otherwise be measured half-way (a spinner's endless rotation
      // has no end to finish at, and its colours do not change with it)
      void getComputedStyle(document.body).color;
      for (const animation of document.getAnimations())
        if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }, dark);
  await setDark(false);
  expect(await runAxe(page)).toEqual([]);
  await setDark(true);
  expect(await runAxe(page)).toEqual([]);
  await setDark(false);
}

function toast(page: Page, title: string) {
  return page.getByTestId("toast").filter({ hasText: title });
}

let counter = 0;
async function registerThroughApi(page: Page) {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  const res = await page.request.post("/api/register", {
    headers: { Origin: h.baseUrl },
    data: {
      username: `e2e_${tag}`,
      firstName: "Lin",
      lastName: "Okafor",
      email: `lin.${tag}@example.com`,
      password: "long-enough-1",
      age: 40,
      height: 180,
      weight: 82,
      gender: "male",
      activityLevel: "light",
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number };
}

describe("a new user: /auth -> wizard -> /recommendations", () => {
  it("registers, enters body data and preferences, and sees targets computed by energy.ts", async () => {
    const { page, context, errors } = await h.newPage();
    const tag = Date.now().toString(36);
    await page.goto("/auth?tab=register");
    await waitForHydration(page);
    await page.getByLabel("Username").fill(`maya_${tag}`);
    await page.getByLabel("First name").fill("Maya");
    await page.getByLabel("Last name").fill("Patel");
    await page.getByLabel("Email").fill(`maya.${tag}@example.com`);
    await page.getByLabel("Password", { exact: true }).fill("lentil-soup-42");
    await page.getByLabel("Confirm password").fill("lentil-soup-42");
    await page.getByLabel("Korean").check();
    await page.getByRole("button", { name: "Create account" }).click();

    // email-registered users land on the physical step, prefilled from the registration form
    await page.waitForURL((url) => url.pathname === "/onboarding");
    await waitForHydration(page);
    await toast(page, "Registration successful").waitFor();
    await page.getByText("2 of 3 Steps").waitFor();
    expect(
      await page.getByRole("tab", { name: "Physical Info" }).getAttribute("aria-selected"),
    ).toBe("true");
    expect(await page.getByLabel("Age").inputValue()).toBe("30");
    expect(await page.getByLabel("Height (cm)").inputValue()).toBe("170");
    await expectAccessibleInBothThemes(page);

    // the spec's validation messages, shown under the field before anything is sent
    await page.getByLabel("Age").fill("17");
    await page.getByLabel("Age").blur();
    await page.getByText("Age must be at least 18").waitFor();
    await page.getByLabel("Weight (kg)").fill("301");
    await page.getByLabel("Weight (kg)").blur();
    await page.getByText("Weight must be less than 300 kg").waitFor();
    await page.getByRole("button", { name: "Continue" }).click();
    // registration's "not specified" is not among the wizard's genders: it must be chosen
    await page.getByText("Please select a gender").waitFor();
    await expectAccessibleInBothThemes(page);

    // a 28-year-old woman, 65 kg, 165 cm, moderately active (ADR 005's worked example)
    await page.getByLabel("Gender").selectOption("female");
    await page.getByLabel("Age").fill("28");
    await page.getByLabel("Height (cm)").fill("165");
    await page.getByLabel("Weight (kg)").fill("65");
    for (const text of [
      "Little or no exercise, desk job",
      "Light exercise 1-3 days/week",
      "Moderate exercise 3-5 days/week",
      "Hard exercise 6-7 days/week",
    ])
      await page.getByRole("radio", { name: new RegExp(text) }).waitFor({ state: "attached" });
    await page.getByText("Moderate exercise 3-5 days/week").click();
    expect(await page.getByRole("radio", { name: /Moderately active/ }).isChecked()).toBe(true);

    // hold the save so the pending state is observable
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // the step posts to the page's action (a fetcher: the URL carries _data)
    const stepPost = (url: URL) => url.pathname === "/onboarding" && url.searchParams.has("_data");
    await page.route(stepPost, async (route) => {
      if (route.request().method() === "POST") await held;
      await route.continue();
    });
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Saving..." }).waitFor();
    expect(await page.getByRole("button", { name: "Back" }).isDisabled()).toBe(true);
    release();
    await toast(page, "Physical information saved!").waitFor();
    await toast(page, "Now let's set up your dietary preferences.").waitFor();
    await page.unroute(stepPost);

    await page.getByText("3 of 3 Steps").waitFor();
    // the cuisine chosen at registration is still offered, and still chosen
    expect(await page.getByRole("checkbox", { name: "Korean" }).isChecked()).toBe(true);
    for (const name of ["Vegetarian", "Vegan", "Gluten-free", "Dairy-free", "Nut-free", "Low-carb"])
      await page.getByRole("checkbox", { name, exact: true }).waitFor({ state: "attached" });
    await expectAccessibleInBothThemes(page);

    // Back returns to the physical step with what was saved
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("2 of 3 Steps").waitFor();
    expect(await page.getByLabel("Age").inputValue()).toBe("28");
    await page.getByRole("tab", { name: "Preferences" }).click();

    await page.getByRole("checkbox", { name: "Gluten-free" }).check();
    await page.getByText("Thai", { exact: true }).click();
    await page.getByLabel("Disliked ingredients").fill(" mushrooms,olives , ");
    await page.getByRole("button", { name: "Complete & View Recommendations" }).click();

    await page.waitForURL((url) => url.pathname === "/recommendations");
    await toast(page, "Setup complete!").waitFor();
    await toast(page, "Now let's explore your personalized meal recommendations.").waitFor();

    // the targets shown are energy.ts's for the data entered
    const energy = energyColumns({
      gender: "female",
      age: 28,
      height: 165,
      weight: 65,
      activityLevel: "moderate",
    });
    expect(energy).toEqual({ bmr: 1380, tdee: 2139, goalCalories: 2139 }); // 1380.25, x 1.55
    const summary = targetSummary(
      dailyTargets({
        gender: "female",
        age: 28,
        height: 165,
        weight: 65,
        activityLevel: "moderate",
      }),
    );
    const summaryRegion = page.getByRole("region", { name: "Your Nutrition Summary" });
    await summaryRegion.waitFor();
    const text = (testId: string) => summaryRegion.getByTestId(testId).textContent();
    expect(await text("target-calories")).toBe("2,139");
    expect(await text("bmr")).toBe("1,380");
    expect(await text("tdee")).toBe("2,139");
    expect(await text("protein-grams")).toBe(String(summary.protein.grams));
    expect(await text("carbs-grams")).toBe(String(summary.carbs.grams));
    expect(await text("fat-grams")).toBe(String(summary.fat.grams));
    expect([summary.protein.grams, summary.carbs.grams, summary.fat.grams]).toEqual([107, 267, 71]);
    await summaryRegion.getByText(/based on the Mifflin-St\s+Jeor equation/).waitFor();
    await expectAccessibleInBothThemes(page);

    // what was saved
    const profile = await (await page.request.get("/api/profile")).json();
    expect(profile).toMatchObject({
      gender: "female",
      age: 28,
      height: 165,
      weight: 65,
      activityLevel: "moderate",
      dietaryRestrictions: ["glutenFree"],
      // the one cuisine list (the spec's 13), in its order
      cuisinePreferences: ["Thai", "Korean"],
      dislikedIngredients: ["mushrooms", "olives"],
      bmr: 1380,
      tdee: 2139,
      goalCalories: 2139,
    });

    // the profile exists now: the wizard's check on load sends the user to /recommendations
    await page.goto("/onboarding");
    expect(path(page.url())).toBe("/recommendations");
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("the guest variant of /onboarding", () => {
  it("without an identity provider: registration and email sign-in right on the Account tab", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/onboarding");
    await waitForHydration(page);
    await page.getByText("1 of 3 Steps").waitFor();
    expect(await page.getByRole("tab", { name: "Physical Info" }).isDisabled()).toBe(true);
    expect(await page.getByRole("tab", { name: "Preferences" }).isDisabled()).toBe(true);
    // no "Log in" button leading to "External sign-in is not available"
    expect(await page.getByRole("button", { name: "Log in" }).count()).toBe(0);
    await expectAccessibleInBothThemes(page);

    // the sign-in form shows the spec's messages under its fields, without leaving the page
    await page.getByRole("tab", { name: "Sign in with email" }).click();
    const login = page.getByRole("tabpanel", { name: "Sign in with email" });
    await login.getByLabel("Email").fill("nobody@example.com");
    await login.getByLabel("Password").fill("wrong-password");
    await login.getByRole("button", { name: "Sign in" }).click();
    await login.getByText("Invalid email or password").waitFor();
    expect(path(page.url())).toBe("/onboarding");
    await expectAccessibleInBothThemes(page);

    // registration right here, then on to the physical step
    const tag = Date.now().toString(36);
    await page.getByRole("tab", { name: "Create account" }).click();
    const register = page.getByRole("tabpanel", { name: "Create account" });
    await register.getByLabel("Username").fill(`kai_${tag}`);
    await register.getByLabel("First name").fill("Kai");
    await register.getByLabel("Last name").fill("Moreau");
    await register.getByLabel("Email").fill(`kai.${tag}@example.com`);
    await register.getByLabel("Password", { exact: true }).fill("tofu-curry-7");
    await register.getByLabel("Confirm password").fill("tofu-curry-7");
    await register.getByRole("button", { name: "Create account" }).click();
    await page.waitForURL((url) => url.searchParams.get("step") === "physical");
    await toast(page, "Registration successful").waitFor();
    await page.getByText("2 of 3 Steps").waitFor();
    // the refused sign-in's 401 is the only console message
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();
  });

  it("with an identity provider: 'Log in' redirects to /api/login, with the email links", async () => {
    const provider = await startBrowserHarness({
      vars: { OIDC_ISSUER: "http://127.0.0.1:9/unreachable", OIDC_CLIENT_ID: "nutricoach" },
    });
    try {
      const context = await provider.browser.newContext({ baseURL: provider.baseUrl });
      const page = await context.newPage();
      await page.goto("/onboarding");
      await waitForHydration(page);
      expect(
        await page.getByRole("link", { name: "Sign in with email" }).getAttribute("href"),
      ).toBe("/auth?redirectTo=%2Fonboarding");
      // 'Redirecting...' while the browser leaves for /api/login (held here)
      await page.route("**/api/login**", () => {});
      const pending = await page
        .getByRole("button", { name: "Log in" })
        .evaluate(async (button: HTMLButtonElement) => {
          button.click();
          await new Promise((resolve) => setTimeout(resolve, 0));
          return { label: button.textContent, disabled: button.disabled };
        });
      expect(pending).toEqual({ label: "Redirecting...", disabled: true });
      await context.close();
    } finally {
      await provider.close();
    }
  });

  it("a signed-in user without a profile starts on the Physical tab", async () => {
    const { page, context, errors } = await h.newPage();
    const user = await registerThroughApi(page);
    const db = await h.worker.d1();
    await db.prepare("DELETE FROM user_profiles WHERE user_id = ?").bind(user.id).run();
    await page.goto("/onboarding");
    await waitForHydration(page);
    expect(path(page.url())).toBe("/onboarding");
    await page.getByText("2 of 3 Steps").waitFor();
    expect(await page.getByLabel("Age").inputValue()).toBe("");
    // no profile yet, so no preferences to save
    expect(await page.getByRole("tab", { name: "Preferences" }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Back" }).click();
    await page.getByText("1 of 3 Steps").waitFor();
    await page.getByText("Welcome, Lin.").waitFor();
    await expectAccessibleInBothThemes(page);
    expect(errors).toEqual([]);

    // the session ends mid-wizard: saving shows the spec's notice and returns to the Account tab
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByText("2 of 3 Steps").waitFor();
    await page.getByLabel("Gender").selectOption("other");
    await page.getByLabel("Age").fill("52");
    await page.getByLabel("Height (cm)").fill("158");
    await page.getByLabel("Weight (kg)").fill("61");
    await page.getByText("Little or no exercise, desk job").click();
    await context.clearCookies();
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Authentication required")
      .filter({ hasText: "Please log in with the provider first." })
      .waitFor();
    await page.getByText("1 of 3 Steps").waitFor();
    await page.getByRole("tab", { name: "Create account" }).waitFor();
    expect(await page.getByRole("tab", { name: "Physical Info" }).isDisabled()).toBe(true);
    await context.close();
  });
});

describe("the older standalone steps", () => {
  it("/physical-info (step 2 of 4) -> /dietary-preferences (step 3 of 4) -> /recommendations", async () => {
    const { page, context, errors } = await h.newPage();
    await registerThroughApi(page);

    await page.goto("/physical-info");
    await waitForHydration(page);
    await page.getByText("step 2 of 4").waitFor();
    // prefilled from the registration (a 40-year-old man, 180 cm, 82 kg, lightly active)
    expect(await page.getByLabel("Gender").inputValue()).toBe("male");
    expect(await page.getByLabel("Weight (kg)").inputValue()).toBe("82");
    expect(await page.getByRole("radio", { name: /Lightly active/ }).isChecked()).toBe(true);
    await expectAccessibleInBothThemes(page);

    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/onboarding");
    await page.getByText("1 of 3 Steps").waitFor();
    await page.goto("/physical-info");
    await waitForHydration(page);

    await page.getByLabel("Weight (kg)").fill("78");
    await page.getByText("Hard exercise 6-7 days/week").click();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/dietary-preferences");
    await toast(page, "Physical information saved!").waitFor();
    await page.getByText("step 3 of 4").waitFor();
    await expectAccessibleInBothThemes(page);

    await page.getByRole("button", { name: "Back" }).click();
    await page.waitForURL((url) => url.pathname === "/physical-info");
    expect(await page.getByLabel("Weight (kg)").inputValue()).toBe("78");
    await page.goto("/dietary-preferences");
    await waitForHydration(page);

    await page.getByRole("checkbox", { name: "Vegetarian" }).check();
    await page.getByText("Indian", { exact: true }).click();
    await page.getByRole("button", { name: "Save preferences" }).click();
    await page.waitForURL((url) => url.pathname === "/recommendations");
    await toast(page, "Preferences saved!").waitFor();

    // 10*78 + 6.25*180 - 5*40 + 5 = 1710; very active x 1.9 = 3249
    const energy = energyColumns({
      gender: "male",
      age: 40,
      height: 180,
      weight: 78,
      activityLevel: "very",
    });
    expect(energy).toEqual({ bmr: 1710, tdee: 3249, goalCalories: 3249 });
    const summaryRegion = page.getByRole("region", { name: "Your Nutrition Summary" });
    expect(await summaryRegion.getByTestId("target-calories").textContent()).toBe("3,249");
    expect(await summaryRegion.getByTestId("bmr").textContent()).toBe("1,710");
    const profile = await (await page.request.get("/api/profile")).json();
    expect(profile).toMatchObject({
      weight: 78,
      activityLevel: "very",
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Indian"],
    });
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows 'Submission failed' with the server's message, and sends a signed-out save to /onboarding", async () => {
    const { page, context } = await h.newPage();
    await registerThroughApi(page);
    await page.goto("/onboarding?step=physical");
    await waitForHydration(page);

    // 180 cm and 55 kg is a BMI of 17: the server refuses a weight-loss goal for that body
    await page.getByLabel("Weight (kg)").fill("55");
    await page.getByText("Lose weight", { exact: true }).click();
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Submission failed")
      .filter({ hasText: "Your BMI is 17, under 18.5" })
      .waitFor();
    expect(new URL(page.url()).searchParams.get("step")).toBe("physical");
    await page.getByText("2 of 3 Steps").waitFor();

    // the session has gone: the spec's notice, then back to the start
    await page.getByText("Maintain my weight", { exact: true }).click();
    await context.clearCookies();
    await page.getByRole("button", { name: "Continue" }).click();
    await toast(page, "Authentication required")
      .filter({ hasText: "Please log in with the provider first." })
      .waitFor();
    await page.waitForURL((url) => url.pathname === "/onboarding" && url.search === "");
    await page.getByRole("tab", { name: "Create account" }).waitFor();
    await context.close();
  });
});

describe("when the profile cannot be read", () => {
  it("/recommendations shows 'Error loading profile' and /onboarding falls back to the Physical tab", async () => {
    const { page, context } = await h.newPage();
    await registerThroughApi(page);
    const db = await h.worker.d1();
    // a real storage failure: the table is briefly unavailable (restored below)
    await db.prepare("ALTER TABLE user_profiles RENAME TO user_profiles_unavailable").run();
    try {
      await page.goto("/recommendations");
      await waitForHydration(page);
      await toast(page, "Error loading profile")
        .filter({ hasText: "There was a problem loading your profile. Please try again." })
        .waitFor();
      expect(await page.getByRole("region", { name: "Your Nutrition Summary" }).count()).toBe(0);
      await expectAccessibleInBothThemes(page);

      await page.goto("/onboarding");
      await waitForHydration(page);
      expect(path(page.url())).toBe("/onboarding");
      await page.getByText("2 of 3 Steps").waitFor();
    } finally {
      await db.prepare("ALTER TABLE user_profiles_unavailable RENAME TO user_profiles").run();
    }
    await context.close();
  });
});
