/**
 * Workers AI as the deployed default (ADR 026): with the AI binding present and no
 * OpenAI-compatible endpoint configured, the coach's chat and the photo analysis go through the
 * binding (here a fake with the binding's `run` method, forwarding to a local fake server), in
 * Workers AI's request and answer shapes.
 */
import { FormData } from "undici";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshIp, postJson, readJson, registerUser, verifyEmail } from "../helpers/auth";
import { FAKE_JPEG, startFakeOpenAi, type FakeOpenAi } from "../helpers/fake-openai";
import { readUiStream } from "../helpers/ui-stream";
import { startWorker, type TestWorker } from "../helpers/worker";

const PNG_1X1 = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
  "base64",
);

let fake: FakeOpenAi;
let w: TestWorker;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  w = await startWorker({
    fakeWorkersAi: fake.url.replace(/\/v1$/, ""),
    vars: { ADMIN_EMAILS: "chef@example.com" },
  });
});
afterAll(async () => {
  await w?.dispose();
  await fake?.close();
});

describe("with the AI binding and no endpoint configured", () => {
  it("the chat answers through Workers AI's text model, in both forms", async () => {
    fake.requests.length = 0;
    const json = await readJson(
      await postJson(
        w,
        "/api/nutricoach/chat",
        { message: "What is a good breakfast?", history: [] },
        { "CF-Connecting-IP": freshIp() },
      ),
    );
    expect(json.response).toBe(fake.reply);
    expect(json.model).toBe("Workers AI @cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(json.builtIn).toBe(false);

    const streamed = await readUiStream(
      await postJson(
        w,
        "/api/nutricoach/chat?stream=1",
        { message: "What is a good lunch?", history: [] },
        { "CF-Connecting-IP": freshIp() },
      ),
    );
    expect(streamed.text).toBe(fake.reply);
    expect(streamed.finished).toBe(true);

    expect(fake.requests).toHaveLength(2);
    for (const sent of fake.requests) {
      expect(sent.via).toBe("workers-ai");
      expect(sent.model).toBe("@cf/meta/llama-3.3-70b-instruct-fp8-fast");
      const system = sent.messages.find((m) => m.role === "system")!.content as string;
      expect(system).toContain("Safety rules");
    }
    expect(fake.requests[1].stream).toBe(true);
  });

  it("the photo analysis asks Workers AI's vision model, with the image and JSON mode", async () => {
    fake.requests.length = 0;
    const form = new FormData();
    form.set("image", new Blob([new Uint8Array(PNG_1X1)], { type: "image/png" }), "lunch.png");
    const res = await w.fetch("/api/multi-agent/analyze-comprehensive", {
      method: "POST",
      headers: { "CF-Connecting-IP": freshIp() },
      body: form as unknown as BodyInit,
    });
    expect(res.status).toBe(200);
    const body = await readJson(res);
    expect(body.model).toBe("Workers AI @cf/meta/llama-4-scout-17b-16e-instruct + USDA food table");
    expect(body.foodAnalysis.foodItems.map((i: { grams: number }) => i.grams)).toEqual([158, 150]);
    expect(fake.requests).toHaveLength(1);
    const sent = fake.requests[0];
    expect(sent.via).toBe("workers-ai");
    expect(sent.model).toBe("@cf/meta/llama-4-scout-17b-16e-instruct");
    expect(JSON.stringify(sent.messages)).toContain("data:image/png;base64,");
    expect(sent.response_format?.type).toMatch(/^json/);
  });

  it("the coach page says which model answers", async () => {
    const html = await (await w.fetch("/nutricoach")).text();
    expect(html).toContain("Workers AI @cf/meta/llama-3.3-70b-instruct-fp8-fast");
    expect(html).not.toContain("no AI model is configured");
  });
});

describe("a picture for a recipe the app creates", () => {
  it("the image model paints an AI-populated recipe, and the picture replaces its art", async () => {
    const admin = await registerUser(w, { email: "chef@example.com" });
    await verifyEmail(w, admin);
    fake.reply = JSON.stringify([
      {
        title: "Lemony Chickpea Spinach Bowl",
        description: "Warm chickpeas and wilted spinach with lemon and olive oil.",
        cuisine: "Mediterranean",
        mealTypes: ["lunch", "dinner"],
        prepTime: 15,
        servings: 2,
        ingredients: ["1 can chickpeas, drained", "4 cups baby spinach", "1 tbsp olive oil"],
        instructions: ["Warm the chickpeas in the oil.", "Wilt the spinach in the pan."],
      },
    ]);
    const res = await postJson(
      w,
      "/api/recipe-agent/populate",
      { cuisine: "mediterranean", count: 1 },
      { Cookie: admin.cookie },
    );
    expect(res.status).toBe(202);
    const { jobId } = await readJson(res);
    let job: { status: string; result: { recipes: { id: number }[] } | null } | null = null;
    for (let i = 0; i < 300 && job?.status !== "completed" && job?.status !== "failed"; i++) {
      job = await readJson(
        await w.fetch(`/api/jobs/${jobId}`, { headers: { Cookie: admin.cookie } }),
      );
      if (job?.status !== "completed") await new Promise((r) => setTimeout(r, 100));
    }
    expect(job?.status).toBe("completed");
    const id = job!.result!.recipes[0].id;
    const painted = fake.requests.find((r) => /flux/.test(r.model)) as unknown as {
      prompt: string;
    };
    expect(painted.prompt).toContain("Lemony Chickpea Spinach Bowl");
    const recipe = await readJson(await w.fetch(`/api/recipes/${id}`));
    expect(recipe.imageUrl).toMatch(new RegExp(`^/images/recipe-photos/${id}/[0-9a-f]{20}\\.jpg$`));
    const picture = await w.fetch(recipe.imageUrl);
    expect(picture.headers.get("Content-Type")).toBe("image/jpeg");
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(FAKE_JPEG);
  });
});
