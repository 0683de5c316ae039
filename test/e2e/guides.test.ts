import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CAMERA_NOTICES } from "~/content/ar-measurement";
import { LEGAL_SECTIONS, SUPPORT_EMAIL } from "~/content/faq";
import { MACRONUTRIENTS } from "~/content/nutrition-guide";
import { startBrowserHarness, waitForHydration, type BrowserHarness } from "../helpers/browser";
import { axeLightAndDark } from "../helpers/pages";

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

describe("nutrition guide", () => {
  it("opens one card at a time, cuts descriptions at 100 characters and filters by search", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/nutrition-guide");
    await waitForHydration(page);
    const tabs = page.getByRole("tablist", { name: "Nutrient groups" }).getByRole("tab");
    expect(await tabs.allInnerTexts()).toEqual(["Macronutrients", "Vitamins", "Minerals"]);

    const protein = MACRONUTRIENTS[0];
    const card = page.getByRole("article").filter({ hasText: "Protein" }).first();
    expect(await card.innerText()).toContain(`${protein.description.slice(0, 60)}`);
    expect(await card.innerText()).not.toContain(protein.description);
    expect(await card.innerText()).toContain("0.8 g per kg of body weight per day");
    await page.getByRole("button", { name: "Read more about Protein" }).click();
    expect(await card.innerText()).toContain(protein.description);
    expect(await card.getByRole("heading", { name: "Good sources" }).isVisible()).toBe(true);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    // opening another card closes the first
    await page.getByRole("button", { name: "Read more about Fats" }).click();
    expect(await page.getByRole("button", { name: "Show less about Fats" }).isVisible()).toBe(true);
    expect(await page.getByRole("button", { name: "Read more about Protein" }).isVisible()).toBe(
      true,
    );
    await page.getByRole("button", { name: "Show less about Fats" }).click();
    expect(await page.getByRole("button", { name: /^Show less/ }).count()).toBe(0);

    await tabs.nth(1).click();
    expect(await page.getByText("900 mcg for men, 700 mcg for women").isVisible()).toBe(true);

    // search filters the cards and says where the matches are
    await page.getByRole("searchbox", { name: "Search nutrients" }).fill("citrus");
    expect(await tabs.allInnerTexts()).toEqual([
      "Macronutrients (0)",
      "Vitamins (1)",
      "Minerals (0)",
    ]);
    expect(await page.getByRole("tabpanel").getByRole("article").count()).toBe(1);
    expect(await page.getByRole("heading", { name: "Vitamin C" }).isVisible()).toBe(true);
    await page.getByRole("searchbox", { name: "Search nutrients" }).fill("zzzz");
    expect(await page.getByText(/No vitamins match/).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Clear search" }).click();
    expect(await page.getByRole("searchbox", { name: "Search nutrients" }).inputValue()).toBe("");
    expect(await page.getByRole("tabpanel").getByRole("article").count()).toBeGreaterThan(3);

    for (const title of ["Balanced Eating", "Portion Control"]) {
      expect(await page.getByRole("heading", { name: title }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("AR measurement guide", () => {
  it("starts the rear camera, lets the user name the ingredient after Analyze, and stops", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/ar-measurement");
    await waitForHydration(page);
    // record what the page asked getUserMedia for
    await page.evaluate(() => {
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      (window as unknown as { requested: unknown[] }).requested = [];
      navigator.mediaDevices.getUserMedia = (constraints) => {
        (window as unknown as { requested: unknown[] }).requested.push(constraints);
        return original(constraints);
      };
    });
    expect(await page.getByText(/AI image analysis is not set up/).isVisible()).toBe(true);
    await page.getByRole("button", { name: "Start Camera" }).click();
    const video = page.getByTestId("camera-preview");
    await page.waitForFunction(() => {
      const v = document.querySelector("video");
      return Boolean(v && v.videoWidth > 0 && !v.paused);
    });
    const requested = await page.evaluate(
      () => (window as unknown as { requested: unknown[] }).requested,
    );
    expect(requested).toEqual([
      {
        video: { facingMode: "environment", width: { ideal: 1280 }, height: { ideal: 720 } },
        audio: false,
      },
    ]);
    expect(await video.isVisible()).toBe(true);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await page.getByRole("button", { name: "Analyze" }).click();
    expect(await page.getByRole("img", { name: "The captured picture" }).isVisible()).toBe(true);
    expect(await page.getByText("Which ingredient is this?").isVisible()).toBe(true);
    // nothing is made up: no ingredient is shown until the user picks one
    expect(await page.getByRole("article", { name: /^Result:/ }).count()).toBe(0);
    await page.getByRole("button", { name: "All-Purpose Flour" }).click();
    const result = page.getByRole("article", { name: "Result: All-Purpose Flour" });
    expect(await result.innerText()).toMatch(/1 cup = 125 g/);
    expect(await page.getByTestId("amount-nutrition").innerText()).toBe(
      "125 g: 455 kcal, protein 12.9 g, carbs 95.4 g, fat 1.3 g",
    );
    await result.getByLabel("Your amount (grams)").fill("50");
    expect(await page.getByTestId("amount-nutrition").innerText()).toBe(
      "50 g: 182 kcal, protein 5.2 g, carbs 38.2 g, fat 0.5 g",
    );
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    // Stop Camera stops the tracks and clears the result
    await page.getByRole("button", { name: "Stop Camera" }).click();
    expect(await page.getByRole("button", { name: "Start Camera" }).isVisible()).toBe(true);
    expect(await page.getByRole("article", { name: /^Result:/ }).count()).toBe(0);
    expect(await page.locator("video").count()).toBe(0);

    // close does the same from the panel's corner
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: "Close camera" }).click();
    expect(await page.getByRole("button", { name: "Start Camera" }).isVisible()).toBe(true);

    for (const heading of [
      "How it Works",
      "Tips for Better Results",
      "Common Measurement Conversions",
    ]) {
      expect(await page.getByRole("heading", { name: heading }).isVisible()).toBe(true);
    }
    expect(await page.getByRole("heading", { name: "Ingredient References" }).isVisible()).toBe(
      true,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("says 'Camera access denied' when permission is refused", async () => {
    const { page, context } = await h.newPage();
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () =>
        Promise.reject(new DOMException("Permission denied", "NotAllowedError"));
    });
    await page.goto("/ar-measurement");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start Camera" }).click();
    const alert = page.locator('[role="alert"]').filter({ hasText: CAMERA_NOTICES.denied.title });
    await alert.first().waitFor();
    expect(await alert.first().innerText()).toContain(CAMERA_NOTICES.denied.description);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    await context.close();
  });

  it("says 'Camera not supported' without camera access in the browser", async () => {
    const { page, context } = await h.newPage();
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "mediaDevices", { value: undefined, configurable: true });
    });
    await page.goto("/ar-measurement");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start Camera" }).click();
    const alert = page
      .locator('[role="alert"]')
      .filter({ hasText: CAMERA_NOTICES.notSupported.title });
    await alert.first().waitFor();
    expect(await alert.first().innerText()).toContain(CAMERA_NOTICES.notSupported.description);
    await context.close();
  });
});

describe("FAQ", () => {
  it("searches, filters by category, opens one answer at a time and finds nothing politely", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/faq");
    await waitForHydration(page);
    const chips = page.getByRole("group", { name: "Question categories" }).getByRole("button");
    expect(await chips.allInnerTexts()).toEqual([
      "All Questions",
      "General",
      "Account",
      "Features",
      "Nutrition",
      "Technical",
    ]);
    expect(await chips.first().getAttribute("aria-pressed")).toBe("true");

    const water = page.getByRole("button", { name: "How much water should I drink?" });
    const bmr = page.getByRole("button", { name: "How are my BMR and TDEE calculated?" });
    await water.click();
    expect(await water.getAttribute("aria-expanded")).toBe("true");
    expect(
      await page
        .getByText(/8 cups \(64 ounces\)/)
        .first()
        .isVisible(),
    ).toBe(true);
    await bmr.click();
    expect(await bmr.getAttribute("aria-expanded")).toBe("true");
    expect(await water.getAttribute("aria-expanded")).toBe("false");
    expect(
      await page
        .getByText(/Mifflin-St Jeor/)
        .first()
        .isVisible(),
    ).toBe(true);
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });

    await chips.filter({ hasText: /^Account$/ }).click();
    const questions = page
      .getByRole("region", { name: "Questions", exact: true })
      .getByRole("heading");
    expect(await questions.count()).toBe(5);
    expect(await bmr.count()).toBe(0);

    await page.getByRole("searchbox", { name: "Search questions" }).fill("quinoa pancakes");
    expect(await page.getByRole("heading", { name: "No questions found" }).isVisible()).toBe(true);
    expect(await page.getByText(/Nothing matches “quinoa pancakes” in Account/).isVisible()).toBe(
      true,
    );
    expect(await axeLightAndDark(page)).toEqual({ light: [], dark: [] });
    await page.getByRole("button", { name: "Clear search" }).click();
    expect(await chips.first().getAttribute("aria-pressed")).toBe("true");
    expect(await questions.count()).toBeGreaterThan(20);

    await page.getByRole("searchbox", { name: "Search questions" }).fill("  PASSWORD ");
    expect(
      await page
        .getByRole("button", { name: "I forgot my password. What should I do?" })
        .isVisible(),
    ).toBe(true);

    const contact = page.getByRole("link", { name: "Contact Support" });
    expect(await contact.getAttribute("href")).toBe(
      `mailto:${SUPPORT_EMAIL}?subject=NutriCoach%20support%20request`,
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("has the privacy, terms and cookie sections the footer links to", async () => {
    const { page, context, errors } = await h.newPage({ viewport: { width: 1280, height: 700 } });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Cookie Policy" }).click();
    await page.waitForURL(`${h.baseUrl}/faq#cookies`);
    const cookies = page.locator("#cookies");
    await page.waitForFunction(() => {
      const top = document.getElementById("cookies")?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < window.innerHeight;
    });
    expect(await cookies.getByRole("heading", { name: "Cookie Policy" }).isVisible()).toBe(true);
    expect(await cookies.innerText()).toContain("nc_toast");

    for (const section of LEGAL_SECTIONS) {
      await page.goto(`/faq#${section.id}`);
      const element = page.locator(`#${section.id}`);
      expect(await element.getByRole("heading", { name: section.title }).isVisible()).toBe(true);
      expect(await element.innerText()).toContain(section.paragraphs[0]);
    }
    const privacy = await page.locator("#privacy").innerText();
    expect(privacy).toMatch(/D1/);
    expect(privacy).toMatch(/KV/);
    expect(privacy).toMatch(/R2/);
    expect(privacy).toMatch(/7 days without activity and after 30 days at most/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
