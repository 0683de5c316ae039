import { describe, expect, it } from "vitest";
import { classifySafety, learnedTop } from "./learned";
import { MODEL_CHECK_THRESHOLD, needsModelCheck, parseModelCheck } from "./model-check";
import { MODEL_CHECK_EXAMPLE } from "../../../test/fixtures/safety-examples";

describe("the model-assisted safety check (ADR 042)", () => {
  it("asks the model about a message both classifiers call none but the model finds suspicious", () => {
    // the example the integration test sends (test/fixtures/safety-examples.ts): when a retrain
    // catches it outright, pick another message with this premise there
    const { text } = MODEL_CHECK_EXAMPLE;
    expect(classifySafety(text)).toBeNull();
    expect(learnedTop(text).class).toBe(MODEL_CHECK_EXAMPLE.class);
    expect(learnedTop(text).probability).toBeGreaterThanOrEqual(MODEL_CHECK_THRESHOLD);
    expect(needsModelCheck(text)).toBe(true);
  });
  it("does not ask about ordinary messages or ones already classified", () => {
    expect(needsModelCheck("Hello")).toBe(false);
    expect(needsModelCheck("What is a good breakfast?")).toBe(false);
    expect(needsModelCheck("it's chest day, what should I eat before the gym")).toBe(false);
    expect(needsModelCheck("My blood sugar is 45 and I feel shaky and confused")).toBe(false);
  });
  it("reads one label from the model's answer, and nothing else", () => {
    expect(parseModelCheck("eating-disorder")).toEqual({
      class: "eating-disorder",
      level: "support",
    });
    expect(parseModelCheck("<think>stopped eating, disgust</think>\nLabel: self-harm.")).toEqual({
      class: "self-harm",
      level: "crisis",
    });
    expect(parseModelCheck("none")).toBeNull();
    expect(parseModelCheck("eating-disorder or extreme-goal")).toBeNull();
    expect(parseModelCheck("## Hello from the fake model")).toBeNull();
    expect(parseModelCheck("")).toBeNull();
  });
});
