/**
 * /food-analysis's modes and analyses (issue 20, docs/decisions/041): the chosen mode is the URL's
 * `?mode=`, so reload and Back keep it; with JavaScript off the tabs are links and a photo with its
 * description posts to the page's action (multipart) and the server renders the result. The
 * built-in analyser (no vision model configured) reads the description.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PHOTO_NEEDS_WORDS } from "~/domain/food-analysis/modes";
import {
  runAxe,
  startBrowserHarness,
  waitForHydration,
  type BrowserHarness,
} from "../helpers/browser";
import { FAKE_JPEG, startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { axeAsServed, noScriptPage, signUp } from "../helpers/no-js";

const photo = { name: "plate.jpg", mimeType: "image/jpeg", buffer: FAKE_JPEG };

let h: BrowserHarness;
beforeAll(async () => {
  h = await startBrowserHarness();
});
afterAll(() => h?.close());

describe("/food-analysis with JavaScript off", () => {
  it("a signed-in user uploads a photo with its description, sees the result and finds it in the history", async () => {
    const t = await noScriptPage(h);
    const { page, errors } = t;
    const userId = await signUp(t);
    await page.goto("/food-analysis");
    await page.locator("#food-image").setInputFiles(photo);
    await page
      .getByLabel("What is the food, and how much?")
      .fill("1 cup cooked rice, 1 cup broccoli");
    await page.getByRole("button", { name: "Analyze Food" }).click();
    const result = page.getByTestId("analysis-result");
    await result.waitFor();
    await expect(result.getByTestId("food-item").count()).resolves.toBe(2);
    await expect(
      result.getByRole("heading", { name: "Ayurvedic perspective" }).isVisible(),
    ).resolves.toBe(true);
    expect(await axeAsServed(h, page)).toEqual([]);

    // stored as the user's, with the photo kept in R2
    const db = await h.worker.d1();
    const rows = await db
      .prepare("SELECT upload_key FROM food_analyses WHERE user_id = ?")
      .bind(userId)
      .all<{ upload_key: string | null }>();
    expect(rows.results).toHaveLength(1);
    expect(rows.results[0].upload_key).toMatch(/^uploads\/food-analysis\//);

    // "Log as meal" posts too: the stored numbers land in the nutrition log, with the notice
    await result.getByLabel("Meal").selectOption("dinner");
    await result.getByRole("button", { name: "Log as meal" }).click();
    await page.getByTestId("toast").filter({ hasText: "Meal logged" }).waitFor();
    const logged = await db
      .prepare("SELECT meal_type, calories FROM nutrition_logs WHERE user_id = ?")
      .bind(userId)
      .all<{ meal_type: string; calories: number }>();
    expect(logged.results).toHaveLength(1);
    expect(logged.results[0].meal_type).toBe("dinner");
    expect(logged.results[0].calories).toBeGreaterThan(0);

    // the history tab is a link; the server renders that mode with the stored analysis
    await page.getByRole("tab", { name: "Analysis History" }).click();
    await page.waitForURL(/\/food-analysis\?mode=history$/);
    await page.getByTestId("history-entry").first().waitFor();
    await expect(page.getByTestId("history-entry").count()).resolves.toBe(1);
    await expect(page.getByTestId("history-entry").first().textContent()).resolves.toContain(
      "Cooked rice",
    );
    expect(await axeAsServed(h, page)).toEqual([]);
    expect(errors).toEqual([]);
    await t.context.close();
  });

  it("a guest's photo alone is refused in the page's words; the mode survives a reload", async () => {
    const t = await noScriptPage(h);
    const { page, errors } = t;
    await page.goto("/food-analysis?mode=basic");
    await expect(
      page.getByRole("tab", { name: "Basic Analysis" }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    await page.locator("#food-image").setInputFiles(photo);
    await page.getByRole("button", { name: "Analyze Food" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "Analysis failed" });
    await alert.waitFor();
    await expect(alert.textContent()).resolves.toContain(PHOTO_NEEDS_WORDS);
    expect(new URL(page.url()).search).toBe("?mode=basic");
    expect(await axeAsServed(h, page)).toEqual([]);

    // a description is enough: the basic result, still in the basic mode
    await page.getByLabel("What is the food, and how much?").fill("1 apple");
    await page.getByRole("button", { name: "Analyze Food" }).click();
    await page.getByTestId("basic-result").waitFor();
    await expect(page.getByTestId("basic-result").textContent()).resolves.toContain("Apple");

    await page.getByRole("tab", { name: "Real-time Video" }).click();
    await page.waitForURL(/\?mode=video$/);
    await page.reload();
    await expect(
      page.getByRole("tab", { name: "Real-time Video" }).getAttribute("aria-selected"),
    ).resolves.toBe("true");
    await page.getByRole("button", { name: "Start Camera" }).waitFor();
    // the only console error is the browser reporting the refusal's status (422) itself
    expect(errors).toEqual([
      "Failed to load resource: the server responded with a status of 422 (Unprocessable Entity)",
    ]);
    await t.context.close();
  });
});

describe("/food-analysis with JavaScript on", () => {
  it("keeps the chosen mode in the URL: reload, Back and a return from another page restore it", async () => {
    const { page, context, errors } = await h.newPage();
    await page.goto("/food-analysis");
    await waitForHydration(page);
    // a state to wait for, not a value read at once: a client navigation's render can land after
    // the URL changed (a Back during the previous tab's render committed that one first)
    const selected = (name: string) => page.getByRole("tab", { name, selected: true }).waitFor();

    await page.getByRole("tab", { name: "Analysis History" }).click();
    await page.waitForURL(/\?mode=history$/);
    await page.getByText("No analysis history yet").waitFor();
    await page.reload();
    await waitForHydration(page);
    await selected("Analysis History");
    await page.getByText("No analysis history yet").waitFor();

    await page.getByRole("tab", { name: "Basic Analysis" }).click();
    await page.waitForURL(/\?mode=basic$/);
    await selected("Basic Analysis");
    await page.goBack();
    await page.waitForURL(/\?mode=history$/);
    await page.getByText("No analysis history yet").waitFor();
    await selected("Analysis History");

    await page.goto("/faq");
    await page.goBack();
    await page.waitForURL(/\?mode=history$/);
    await waitForHydration(page);
    await selected("Analysis History");
    expect(await runAxe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

/** A camera for the page: a painted canvas's stream stands in for getUserMedia's. */
function fakeCamera() {
  const canvas = document.createElement("canvas");
  canvas.width = 64;
  canvas.height = 48;
  const paint = canvas.getContext("2d")!;
  setInterval(() => {
    paint.fillStyle = `hsl(${Date.now() % 360}, 60%, 50%)`;
    paint.fillRect(0, 0, 64, 48);
  }, 100);
  Object.defineProperty(navigator, "mediaDevices", {
    configurable: true,
    value: { getUserMedia: async () => canvas.captureStream(10) },
  });
}

describe("/food-analysis and /ar-measurement with a vision model", () => {
  let fake: FakeOpenAi;
  let v: BrowserHarness;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
    v = await startBrowserHarness({
      vars: {
        AI_BASE_URL: fake.url,
        AI_API_KEY: "test-key",
        AI_CHAT_MODEL: "fake-chat",
        AI_VISION_MODEL: "fake-vision",
      },
    });
  });
  afterAll(async () => {
    await v?.close();
    await fake?.close();
  });

  it("Real-time Video posts camera frames to the page's action and shows the latest answer", async () => {
    const { page, context, errors } = await v.newPage();
    await page.addInitScript(fakeCamera);
    await page.goto("/food-analysis?mode=video");
    await waitForHydration(page);
    fake.requests.length = 0;
    await page.getByRole("button", { name: "Start Camera" }).click();
    await page.getByRole("button", { name: "Stop Camera" }).waitFor();
    const live = page.getByRole("switch", { name: "Start Real-time Analysis" });
    await expect(live.isEnabled()).resolves.toBe(true);
    await live.click();
    await page.getByText("Latest frame").waitFor();
    await page.getByText("Cooked white rice", { exact: false }).waitFor();
    // the frame reached the vision model as a JPEG picture
    const sent = fake.requests.find((r) =>
      r.messages.some(
        (m) => Array.isArray(m.content) && m.content.some((c) => c.type === "image_url"),
      ),
    );
    expect(JSON.stringify(sent)).toContain("data:image/jpeg;base64,");
    await page.getByRole("switch", { name: "Stop Real-time Analysis" }).click();
    await page.getByRole("button", { name: "Stop Camera" }).click();
    expect(errors).toEqual([]);
    await context.close();
  });

  it("/ar-measurement's Analyze posts the frame to its page's action and names the ingredient", async () => {
    const { page, context, errors } = await v.newPage();
    await page.addInitScript(fakeCamera);
    await page.goto("/ar-measurement");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Start Camera" }).click();
    // Analyze captures the picture on screen: wait until the camera shows one
    await page.waitForFunction(() => (document.querySelector("video")?.videoWidth ?? 0) > 0);
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await page.getByText("Detected: Cooked white rice", { exact: false }).waitFor();
    await expect(page.getByTestId("toast").textContent()).resolves.toContain("Cooked white rice");
    expect(errors).toEqual([]);
    await context.close();
  });
});
