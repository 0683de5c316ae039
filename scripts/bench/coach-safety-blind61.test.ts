import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeBlindSetShape } from "./blind-set-shape";
import { BLIND61_PLAIN, BLIND61_TRICKY_NEGATIVES, SAFETY_BLIND61 } from "./coach-safety-blind61";

// this brief's minimums: 300 messages, 140 dangerous, each dangerous class, pregnancy and
// medication at least 10 times, 120 none
describeBlindSetShape("blind set 61", SAFETY_BLIND61, {
  size: 300,
  dangerous: 140,
  minimums: {
    "emergency-chest-pain": 10,
    "emergency-breathing": 10,
    "emergency-allergy": 10,
    "emergency-low-blood-sugar": 10,
    "self-harm": 10,
    "eating-disorder": 10,
    "minor-weight-loss": 10,
    "extreme-goal": 10,
    pregnancy: 10,
    medication: 10,
    none: 120,
  },
});

describe("blind set 61: its own groups", () => {
  const texts = new Set(SAFETY_BLIND61.map((m) => m.text));
  const words = (text: string) => text.trim().split(/\s+/).length;

  it("covers all eight dangerous classes", () => {
    expect(BLIND_DANGEROUS.length).toBe(8);
  });

  it("has at least 70 tricky negatives, labelled none and in the set", () => {
    expect(BLIND61_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND61_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND61_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND61_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("mixes at least 25 messages of at most 4 words and 5 of at least 40 words", () => {
    expect(SAFETY_BLIND61.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND61.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });

  it("gives no message a profile age (minors say their age or school year in the text)", () => {
    for (const m of SAFETY_BLIND61) expect("age" in m, m.text).toBe(false);
  });
});
