import { describe, expect, it } from "vitest";
import { parseVisionReply, visionFoodLine, visionPromptWith, VISION_PROMPT } from "./vision";

describe("parseVisionReply", () => {
  it("reads the JSON a model answers, even inside prose or a code fence", () => {
    const text =
      'Here you go:\n```json\n{"description":"Rice and chicken","foods":[{"name":"cooked white rice","portion":"1 cup","grams":158,"confidence":90},{"name":"broccoli","portion":"1 cup"}]}\n```';
    expect(parseVisionReply(text)).toEqual({
      description: "Rice and chicken",
      foods: [
        { name: "cooked white rice", portion: "1 cup", grams: 158, confidence: 90 },
        { name: "broccoli", portion: "1 cup" },
      ],
    });
  });

  it("skips malformed foods and survives odd values", () => {
    const reply = parseVisionReply(
      '{"foods":[{"name":""},{"name":"apple","grams":"182","confidence":"high"},42]}',
    );
    expect(reply).toEqual({ description: null, foods: [{ name: "apple", grams: 182 }] });
  });

  it("answers null when there is no JSON", () => {
    expect(parseVisionReply("I see a lovely salad.")).toBeNull();
    expect(parseVisionReply('{"foods": "salad"}')).toBeNull();
  });

  it("never asks the model for nutrition numbers", () => {
    expect(VISION_PROMPT).toMatch(/Do not estimate calories or nutrients/);
  });
});

describe("visionFoodLine", () => {
  it("prefers grams, then the portion", () => {
    expect(visionFoodLine({ name: "rice", grams: 158.4, portion: "1 cup" })).toBe("158 g rice");
    expect(visionFoodLine({ name: "rice", portion: "1 cup" })).toBe("1 cup rice");
    expect(visionFoodLine({ name: "rice" })).toBe("rice");
  });
});

describe("parseVisionReply reads what real models write", () => {
  const rice = { name: "cooked white rice", grams: 158, confidence: 90 };
  it.each([
    [
      "a <think> block first",
      '<think>I see rice {maybe}</think>{"foods":[{"name":"cooked white rice","grams":158,"confidence":90}]}',
    ],
    ["trailing commas", '{"foods":[{"name":"cooked white rice","grams":158,"confidence":90,},],}'],
    ["single quotes", "{'foods':[{'name':'cooked white rice','grams':158,'confidence':90}]}"],
    ["a bare array", '[{"name":"cooked white rice","grams":158,"confidence":90}]'],
    ["an items key", '{"items":[{"name":"cooked white rice","grams":158,"confidence":90}]}'],
    [
      "a food_items key with other field names",
      '{"food_items":[{"food":"cooked white rice","weight_g":"158 g","confidence":0.9}]}',
    ],
    [
      "a fence with prose around it",
      'Sure!\n```json\n{"foods":[{"name":"cooked white rice","grams":158,"confidence":90}]}\n```\nEnjoy.',
    ],
    [
      "a cut-off end",
      '{"foods":[{"name":"cooked white rice","grams":158,"confidence":90},{"name":"brocc',
    ],
    [
      "Python literals",
      "{'foods': [{'name': 'cooked white rice', 'grams': 158, 'confidence': 90, 'raw': False}]}",
    ],
  ])("%s", (_, text) => {
    const reply = parseVisionReply(text);
    expect(reply?.foods[0]).toEqual(rice);
  });

  it("keeps an unclosed reasoning block from hiding the answer after it", () => {
    expect(
      parseVisionReply('<think>rice or quinoa?</think> <think>still thinking\n{"foods":["apple"]}')
        ?.foods,
    ).toEqual([{ name: "apple" }]);
  });

  it("reads an empty list as 'no food', not as a failure", () => {
    expect(parseVisionReply('{"description":"no food visible","foods":[]}')).toEqual({
      description: "no food visible",
      foods: [],
    });
  });
});

describe("visionPromptWith", () => {
  it("adds the user's description to the prompt", () => {
    const prompt = visionPromptWith('1 cup "cooked" rice');
    expect(prompt).toContain("The user describes this meal as: \"1 cup 'cooked' rice\"");
    expect(visionPromptWith(null)).toBe(VISION_PROMPT);
  });
});
