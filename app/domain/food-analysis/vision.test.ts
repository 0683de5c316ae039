import { describe, expect, it } from "vitest";
import { parseVisionReply, visionFoodLine, VISION_PROMPT } from "./vision";

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
