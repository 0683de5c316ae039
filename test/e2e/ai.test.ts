/**
 * What a person does on /nutricoach and /food-analysis, in Chromium against the built worker: with
 * no model configured (the built-in coach answers, and photos need a description), and with a
 * local fake OpenAI-compatible provider for the failure path.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COACH_TEXT } from "~/content/wellness";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";
import { startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

/** Waits for running CSS transitions (a theme switch fades colours) so axe sees the final colours. */
async function settle(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a instanceof CSSTransition)
        .map((a) => a.finished.catch(() => {})),
    ),
  );
}

async function axeInBothThemes(page: Page) {
  await settle(page);
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    localStorage.setItem("theme", "dark");
    document.documentElement.classList.add("dark");
  });
  await settle(page);
  expect(await runAxe(page)).toEqual([]);
  await page.evaluate(() => {
    localStorage.setItem("theme", "light");
    document.documentElement.classList.remove("dark");
  });
  await settle(page);
}

/** Records every text the last chat message shows while the reply arrives. */
async function watchLastMessage(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __seen: string[] };
    w.__seen = [];
    const log = document.querySelector('[role="log"]')!;
    const record = () => {
      const items = log.querySelectorAll('[data-testid="chat-message"]');
      const last = items[items.length - 1];
      const body = last?.querySelector('[data-testid="assistant-content"], [data-testid="typing"]');
      const text = body?.textContent ?? "";
      if (text && w.__seen[w.__seen.length - 1] !== text) w.__seen.push(text);
    };
    new MutationObserver(record).observe(log, {
      childList: true,
      subtree: true,
      characterData: true,
    });
  });
}

async function seenTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
}

async function waitForReply(page: Page, count: number) {
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="answered-by"]').length >= n,
    count,
  );
}

describe("/nutricoach", () => {
  it("has the header, three category icons, the greeting, four quick prompts and no axe violations", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    await expect(
      page.getByRole("heading", { level: 1, name: "Holistic Wellness Coach" }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      page.getByRole("list", { name: "Coaching areas" }).getByRole("listitem").count(),
    ).resolves.toBe(3);
    await expect(
      page.getByText("Hello, I'm Emily AI, a holistic nutritionist.").isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByTestId("coach-model").textContent()).resolves.toContain(
      "NutriCoach built-in coach",
    );
    await expect(
      page.getByRole("button", { name: /blood sugar steady/ }).isVisible(),
    ).resolves.toBe(true);
    await expect(page.locator("main ul li button").count()).resolves.toBe(4);
    // send is disabled while there is no text and no image
    await expect(page.getByRole("button", { name: "Send" }).isDisabled()).resolves.toBe(true);
    await axeInBothThemes(page);

    // the voice button only shows a notice
    await page.getByRole("button", { name: "Voice input" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain(
      COACH_TEXT.voiceComingSoon,
    );

    // Shift+Enter adds a line, a quick prompt fills the box
    const box = page.getByLabel("Message Emily AI");
    await box.fill("line one");
    await box.press("Shift+Enter");
    await box.pressSequentially("line two");
    await expect(box.inputValue()).resolves.toBe("line one\nline two");
    await page.getByRole("button", { name: /afternoon energy slump/ }).click();
    await expect(box.inputValue()).resolves.toBe(
      "Which foods can help me beat the afternoon energy slump?",
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("streams a reply in progressively, renders it as formatted text and has no axe violations", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    await watchLastMessage(page);
    const box = page.getByLabel("Message Emily AI");
    await box.fill("How can I lose weight safely?");
    await box.press("Enter");
    await expect(box.inputValue()).resolves.toBe("");
    await waitForReply(page, 1);
    const seen = await seenTexts(page);
    expect(seen[0]).toBe(COACH_TEXT.thinking);
    const partials = seen.slice(1);
    // partial contents before the final one, each a growing beginning of the final reply; how many
    // the page paints depends on the machine (a loaded one coalesces chunks into fewer frames), so
    // the test asks for one partial at least, shorter than the final reply
    expect(partials.length).toBeGreaterThanOrEqual(2);
    for (let i = 1; i < partials.length; i++)
      expect(partials[i].length).toBeGreaterThan(partials[i - 1].length);

    const reply = page.locator('[data-role="assistant"]').last();
    await expect(
      reply.getByRole("heading", { name: "Healthy weight management" }).first().isVisible(),
    ).resolves.toBe(true);
    await expect(reply.locator('aside[data-callout="Science Says"]').count()).resolves.toBe(1);
    await expect(reply.locator('aside[data-callout="Ayurvedic Insight"]').count()).resolves.toBe(1);
    await expect(reply.getByText("Weight Management").first().isVisible()).resolves.toBe(true);
    await expect(reply.getByTestId("answered-by").textContent()).resolves.toBe(
      "Answered by NutriCoach built-in coach",
    );
    await expect(reply.locator("time").count()).resolves.toBe(1);
    // no raw Markdown is left on screen
    await expect(reply.textContent()).resolves.not.toContain("**");
    await axeInBothThemes(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("deep research switches itself off after a send and marks the reply; a meal plan links to /meal-plan", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    await watchLastMessage(page);
    const toggle = page.getByRole("switch", { name: "Deep research" });
    await toggle.click();
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("true");
    await page.getByLabel("Message Emily AI").fill("Give me a meal plan for better energy");
    await page.getByRole("button", { name: "Send" }).click();
    await expect(toggle.getAttribute("aria-checked")).resolves.toBe("false");
    await waitForReply(page, 1);
    expect((await seenTexts(page))[0]).toBe(COACH_TEXT.researching);
    const reply = page.locator('[data-role="assistant"]').last();
    await expect(reply.getByText("Deep Research", { exact: true }).isVisible()).resolves.toBe(true);
    const dayBlocks = reply.getByTestId("meal-day").first();
    await expect(dayBlocks.getByRole("link").count()).resolves.toBe(4);
    for (const href of await dayBlocks
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href"))))
      expect(href).toBe("/meal-plan");
    // the message box takes the focus back when the reply has ended (Send had it)
    await page.waitForFunction(() => document.activeElement?.id === "coach-message");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("attaches an image with a preview, removes it, refuses a non-image and sends a photo", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    const input = page.locator("#coach-image");
    await input.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByTestId("toast").textContent()).resolves.toContain(
      COACH_TEXT.invalidFileTitle,
    );
    await expect(page.getByTestId("image-preview").count()).resolves.toBe(0);

    await input.setInputFiles({ name: "lunch.png", mimeType: "image/png", buffer: PNG_1X1 });
    // the preview appears once the file has been read, a moment after the change event
    await page.getByTestId("image-preview").waitFor({ state: "visible" });
    await expect(page.getByLabel("Message Emily AI").inputValue()).resolves.toBe(
      COACH_TEXT.imagePrompt,
    );
    await page.getByRole("button", { name: "Remove image" }).click();
    await page.getByTestId("image-preview").waitFor({ state: "detached" });

    await input.setInputFiles({ name: "lunch.png", mimeType: "image/png", buffer: PNG_1X1 });
    await page.getByTestId("image-preview").waitFor({ state: "visible" });
    await page.getByRole("button", { name: "Send" }).click();
    await expect(page.getByTestId("image-preview").count()).resolves.toBe(0);
    await waitForReply(page, 1);
    const mine = page.locator('[data-role="user"]').last();
    await expect(mine.getByRole("img", { name: "Food you shared" }).isVisible()).resolves.toBe(
      true,
    );
    await expect(mine.getByText("Image Analysis").isVisible()).resolves.toBe(true);
    await expect(page.locator('[data-role="assistant"]').last().textContent()).resolves.toContain(
      "cannot see images",
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/food-analysis", () => {
  it("analyses a typed meal, shows the result and lands it in the history; no axe violations", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/food-analysis");
    await waitForHydration(page);
    await expect(
      page.getByRole("tab", { name: "Image Analysis" }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    await page.getByTestId("no-vision-notice").waitFor({ state: "visible" });
    await axeInBothThemes(page);

    await page.getByRole("tab", { name: "Analysis History" }).click();
    await page.getByText("No analysis history yet").waitFor({ state: "visible" });
    await page.getByRole("tab", { name: "Image Analysis" }).click();

    // analyse with nothing chosen: the spec's notice
    await page.getByRole("button", { name: "Analyze Food" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("No image to analyze");

    await page
      .getByLabel("What is the food, and how much?")
      .fill("1 cup cooked oatmeal, 1 cup blueberries, 1 cup greek yogurt");
    await page.getByRole("button", { name: "Analyze Food" }).click();
    const result = page.getByTestId("analysis-result");
    await result.waitFor();
    await expect(result.getByTestId("food-item").count()).resolves.toBe(3);
    await expect(result.getByText("Cooked oatmeal").isVisible()).resolves.toBe(true);
    await expect(
      result.getByRole("heading", { name: "Ayurvedic perspective" }).isVisible(),
    ).resolves.toBe(true);
    await expect(
      result.getByRole("heading", { name: "Traditional Chinese Medicine" }).isVisible(),
    ).resolves.toBe(true);
    await expect(result.getByRole("button", { name: "Change" }).isVisible()).resolves.toBe(true);
    await axeInBothThemes(page);
    const calories = await result.locator("dd").first().textContent();

    await page.getByRole("tab", { name: "Analysis History" }).click();
    const entry = page.getByTestId("history-entry").first();
    await expect(entry.textContent()).resolves.toContain("Cooked oatmeal, Blueberry, Greek yogurt");
    await expect(page.getByTestId("daily-totals").textContent()).resolves.toContain(calories!);
    await axeInBothThemes(page);

    await page.getByRole("tab", { name: "Image Analysis" }).click();
    await page.getByRole("button", { name: "Analyze Another Food" }).click();
    await expect(page.getByLabel("What is the food, and how much?").inputValue()).resolves.toBe("");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("a signed-in user logs an analysis as a meal and finds it in the history after a reload", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/food-analysis");
    const register = await page.request.post("/api/register", {
      headers: { Origin: h.baseUrl },
      data: {
        username: `fa_${Date.now().toString(36)}`,
        firstName: "Lin",
        lastName: "Chen",
        email: `lin.${Date.now().toString(36)}@example.com`,
        password: "correct horse",
        age: 40,
        height: 175,
        weight: 80,
        gender: "male",
        activityLevel: "light",
        dietaryRestrictions: [],
        cuisinePreferences: [],
      },
    });
    expect(register.status()).toBe(201);
    await page.reload();
    await waitForHydration(page);
    await page
      .getByLabel("What is the food, and how much?")
      .fill("2 eggs and 1 slice whole wheat bread");
    await page.getByRole("button", { name: "Analyze Food" }).click();
    await page.getByTestId("analysis-result").waitFor();
    await page.getByLabel("Meal").selectOption("breakfast");
    await page.getByRole("button", { name: "Log as meal" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Meal logged");
    await expect(page.getByRole("button", { name: "Logged" }).isDisabled()).resolves.toBe(true);

    // invalid file type: the analysis page's own notice
    await page
      .locator("#food-image")
      .setInputFiles({ name: "x.txt", mimeType: "text/plain", buffer: Buffer.from("x") });
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Invalid file type");

    await page.reload();
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Analysis History" }).click();
    await expect(page.getByTestId("history-entry").first().textContent()).resolves.toContain("Egg");
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the basic analysis shows its result and the Real-time Video tab has no axe violations", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/food-analysis");
    await waitForHydration(page);
    await page.getByRole("tab", { name: "Real-time Video" }).click();
    await page.getByRole("button", { name: "Start Camera" }).waitFor({ state: "visible" });
    await expect(
      page.getByRole("switch", { name: "Start Real-time Analysis" }).isDisabled(),
    ).resolves.toBe(true);
    await axeInBothThemes(page);

    await page.getByRole("tab", { name: "Basic Analysis" }).click();
    await page.getByRole("button", { name: "Analyze Food" }).click();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("No image selected");
    await page.getByLabel("What is the food, and how much?").fill("1 apple");
    await page.getByRole("button", { name: "Analyze Food" }).click();
    const result = page.getByTestId("basic-result");
    await result.waitFor();
    await expect(result.getByText("Apple").first().isVisible()).resolves.toBe(true);
    await axeInBothThemes(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("/nutricoach with a configured provider", () => {
  let fake: FakeOpenAi;
  let p: BrowserHarness;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    p = await startBrowserHarness({
      vars: { AI_BASE_URL: fake.url, AI_API_KEY: "test-key", AI_CHAT_MODEL: "fake-chat" },
    });
  });
  afterAll(async () => {
    await p?.close();
    await fake?.close();
  });

  it("says which model answers, and shows the apology and 'Connection Issue' when the provider fails", async () => {
    const { page, context, errors } = await p.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    await expect(page.getByTestId("coach-model").textContent()).resolves.toBe(
      "Answers from: fake-chat",
    );

    fake.behaviour = "ok";
    const box = page.getByLabel("Message Emily AI");
    await box.fill("Hello");
    await box.press("Enter");
    await waitForReply(page, 1);
    const reply = page.locator('[data-role="assistant"]').last();
    await expect(
      reply.getByRole("heading", { name: "Hello from the fake model" }).isVisible(),
    ).resolves.toBe(true);
    await expect(reply.getByTestId("answered-by").textContent()).resolves.toBe(
      "Answered by fake-chat",
    );

    fake.behaviour = "fail";
    await box.fill("Hello again");
    await box.press("Enter");
    const failed = page.locator('[data-role="assistant"]').last();
    await failed.getByText(COACH_TEXT.failureReply).waitFor();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain(
      COACH_TEXT.connectionIssueTitle,
    );
    await expect(page.getByTestId("toast").textContent()).resolves.toContain(
      COACH_TEXT.connectionIssueDescription,
    );
    await axeInBothThemes(page);
    // the only console error is the browser reporting the 502 itself
    expect(errors.filter((e) => !/status of 502/.test(e))).toEqual([]);
    expect(errors.some((e) => /status of 502/.test(e))).toBe(true);
    fake.behaviour = "ok";
    await context.close();
  });

  it("shows a reply cut mid-way as interrupted with Retry, never as complete, and Retry completes it", async () => {
    const { page, context } = await p.newPage();
    await page.goto("/nutricoach");
    await waitForHydration(page);
    fake.reply = "## Breakfast ideas\n\nOats with berries and yogurt keep you full until lunch.";
    fake.behaviour = "error-mid-stream";
    const box = page.getByLabel("Message Emily AI");
    await box.fill("Breakfast ideas?");
    await box.press("Enter");
    const reply = page.locator('[data-role="assistant"]').last();
    const alert = reply.getByTestId("reply-interrupted");
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain("stopped before it was complete");
    // the text that arrived stays readable, and no more than what arrived is shown
    const partial = await reply.getByTestId("assistant-content").textContent();
    expect(fake.reply.replace(/[#*\n]/g, "")).toContain(partial!.trim().slice(0, 20));
    expect(partial).not.toContain("until lunch");
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Reply interrupted");
    await axeInBothThemes(page);

    fake.behaviour = "ok";
    await alert.getByRole("button", { name: "Retry" }).click();
    await reply.getByText("until lunch", { exact: false }).waitFor();
    await expect(reply.getByTestId("reply-interrupted").count()).resolves.toBe(0);
    // Retry answered in place: still one user message and one reply for this question
    await expect(page.locator('[data-role="assistant"]').count()).resolves.toBe(2);
    fake.reply = "## Hello from the fake model\n\nEat more **vegetables**.";
    await context.close();
  });
});
