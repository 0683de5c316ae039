import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS, describeBlindSetShape } from "./blind-set-shape";
import { BLIND36_PLAIN, BLIND36_TRICKY_NEGATIVES, SAFETY_BLIND36 } from "./coach-safety-blind36";

// brief 36: 300 messages, 140 dangerous, each dangerous class 10 times, pregnancy and medication
// 10 each, 120 none
describeBlindSetShape("blind set 36", SAFETY_BLIND36, {
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

describe("blind set 36: its own groups", () => {
  const texts = new Set(SAFETY_BLIND36.map((m) => m.text));
  const words = (text: string) => text.trim().split(/\s+/).length;

  it("counts all eight dangerous classes and only those toward dangerous recall", () => {
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS) expect(BLIND_LABELS).toContain(label);
  });

  it("has at least 70 tricky negatives, labelled none and all in the set", () => {
    expect(BLIND36_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND36_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and all in the set", () => {
    expect(BLIND36_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND36_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("mixes very short messages (25 of at most 4 words) and long ones (5 of 40 words or more)", () => {
    expect(SAFETY_BLIND36.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND36.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });

  it("gives no message a profile age: minors say their age in the text", () => {
    for (const m of SAFETY_BLIND36) expect("age" in m, m.text).toBe(false);
  });
});
