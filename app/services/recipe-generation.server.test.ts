import { MockLanguageModelV3 } from "ai/test";
import { describe, expect, it } from "vitest";
import {
  extractJson,
  generateInstructions,
  generateRecipeDrafts,
  getRecipeModel,
  readDrafts,
} from "./recipe-generation.server";
import { parseAppEnv } from "~/lib/env.server";

function modelAnswering(text: string) {
  return new MockLanguageModelV3({
    doGenerate: {
      content: [{ type: "text", text }],
      finishReason: { unified: "stop", raw: "stop" },
      usage: {
        inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
        outputTokens: { total: 20, text: 20, reasoning: 0 },
      },
      warnings: [],
    },
  });
}

const draft = {
  title: "Lemony White Bean Salad",
  description: "Creamy white beans with lemon, parsley and crisp celery.",
  cuisine: "Mediterranean",
  mealTypes: ["lunch"],
  prepTime: 15,
  servings: 2,
  ingredients: ["1 can cannellini beans, drained", "1 tbsp olive oil", "1 lemon, juiced"],
  instructions: ["Mix everything.", "Season and serve."],
};

describe("recipe generation with a model", () => {
  it("uses the configured chat model, and none without one", () => {
    const env = parseAppEnv({ AI_BASE_URL: "http://localhost:11434/v1", AI_CHAT_MODEL: "llama3" });
    expect(getRecipeModel(env)).not.toBeNull();
    expect(getRecipeModel(parseAppEnv({}))).toBeNull();
    expect(getRecipeModel(parseAppEnv({ AI_BASE_URL: "http://localhost:11434/v1" }))).toBeNull();
  });

  it("reads drafts from a fenced JSON answer and drops invalid ones", () => {
    const text = "Here you go:\n```json\n" + JSON.stringify([draft, { title: "x" }]) + "\n```";
    const { drafts, rejected } = readDrafts(text);
    expect(drafts).toEqual([draft]);
    expect(rejected).toBe(1);
    expect(readDrafts(JSON.stringify({ recipes: [draft] })).drafts).toHaveLength(1);
    expect(() => extractJson("no json at all")).toThrow("without JSON");
  });

  it("asks the model for the cuisine and count, and avoids existing titles", async () => {
    const model = modelAnswering(JSON.stringify([draft]));
    const result = await generateRecipeDrafts(model, {
      cuisine: "Mediterranean",
      count: 2,
      avoidTitles: ["Greek Salad"],
    });
    expect(result.drafts).toEqual([draft]);
    const prompt = JSON.stringify(model.doGenerateCalls[0].prompt);
    expect(prompt).toContain("Write 2 new healthy Mediterranean recipes");
    expect(prompt).toContain("Greek Salad");
  });

  it("gets instructions as a list of steps", async () => {
    const model = modelAnswering('["Rinse the beans.", "Toss with the dressing."]');
    await expect(
      generateInstructions(model, {
        title: "Bean salad",
        servings: 2,
        ingredients: ["1 can beans"],
      }),
    ).resolves.toEqual(["Rinse the beans.", "Toss with the dressing."]);
  });
});
