import { describe, expect, it } from "vitest";
import { classifySafety, learnedTop } from "./learned";
import { MODEL_CHECK_THRESHOLD, needsModelCheck, parseModelCheck } from "./model-check";

describe("the model-assisted safety check (ADR 042)", () => {
  it("asks the model about a message both classifiers call none but the model finds suspicious", () => {
    // from blind set 6 (training data since it was spent): an allergic reaction told without the
    // swelling words the rules read, under the model's allergy threshold but over the check's
    const text =
      "tongue feels too big for my mouth after trying the cashew cheese. is that normal for vegan cheese lol";
    expect(classifySafety(text)).toBeNull();
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
