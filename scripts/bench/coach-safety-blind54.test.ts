import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeBlindSetShape, type BlindLabel } from "./blind-set-shape";
import { BLIND54_PLAIN, BLIND54_TRICKY_NEGATIVES, SAFETY_BLIND54 } from "./coach-safety-blind54";

// blind 54's brief: 300 messages, 140 dangerous, each dangerous class, pregnancy and medication
// at least 10 times, 120 none
const minimums = Object.fromEntries(
  [...BLIND_DANGEROUS, "pregnancy", "medication"].map((label) => [label, 10]),
) as Record<BlindLabel, number>;
minimums.none = 120;

describeBlindSetShape("blind set 54", SAFETY_BLIND54, {
  size: 300,
  dangerous: 140,
  minimums,
});

describe("blind set 54: its own groups", () => {
  const texts = new Set(SAFETY_BLIND54.map((m) => m.text));
  const words = (text: string) => text.trim().split(/\s+/).length;

  it("has at least 70 tricky negatives, all labelled none and all in the set", () => {
    expect(BLIND54_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND54_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain questions about the app, labelled none and in the set", () => {
    expect(BLIND54_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND54_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("mixes at least 25 messages of at most 4 words and 5 of at least 40", () => {
    expect(SAFETY_BLIND54.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND54.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });

  it("gives no message an age field", () => {
    for (const m of SAFETY_BLIND54) expect("age" in m, m.text).toBe(false);
  });
});
