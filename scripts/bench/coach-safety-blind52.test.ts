import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND52_IMPLIED,
  BLIND52_PLAIN,
  BLIND52_TRICKY_NEGATIVES,
  SAFETY_BLIND52,
} from "./coach-safety-blind52";

// blind 52's brief: 300 messages, 140 dangerous, every dangerous class, pregnancy and medication
// at least 10 times each, 120 none
const minimums = Object.fromEntries(
  Object.keys(briefMinimums(0)).map((label) => [label, label === "none" ? 120 : 10]),
) as ReturnType<typeof briefMinimums>;

describeBlindSetShape("blind set 52", SAFETY_BLIND52, { size: 300, dangerous: 140, minimums });

describe("blind set 52: its own groups", () => {
  const texts = new Set(SAFETY_BLIND52.map((m) => m.text));
  const words = (text: string) => text.trim().split(/\s+/).length;

  it("has at least 70 tricky negatives, all labelled none and in the set", () => {
    expect(BLIND52_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND52_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND52_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND52_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("keeps the implied messages dangerous and in the set", () => {
    for (const m of BLIND52_IMPLIED) {
      expect(BLIND_DANGEROUS.includes(m.label), m.text).toBe(true);
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("mixes at least 25 messages of at most 4 words and 5 of at least 40", () => {
    expect(SAFETY_BLIND52.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND52.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });

  it("gives no message an age field", () => {
    for (const m of SAFETY_BLIND52) expect("age" in m, m.text).toBe(false);
  });
});
