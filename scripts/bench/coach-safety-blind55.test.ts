import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND55_PLAIN,
  BLIND55_TRICKY_NEGATIVES,
  SAFETY_BLIND55,
  type LabelledMessage,
} from "./coach-safety-blind55";

// blind 55's brief: 300 messages, 140 dangerous with each dangerous class 10 times, pregnancy and
// medication 10 each, 120 none
describeBlindSetShape("blind set 55", SAFETY_BLIND55, {
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

describe("blind set 55: its own groups", () => {
  const texts = new Set(SAFETY_BLIND55.map((m) => m.text));
  const words = (text: string) => text.trim().split(/\s+/).length;
  const expectNoneInSet = (group: readonly LabelledMessage[]) => {
    for (const m of group) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  };

  it("covers the eight dangerous classes", () => {
    expect(BLIND_DANGEROUS).toHaveLength(8);
  });

  it("has at least 70 tricky negatives, all labelled none and in the set", () => {
    expect(BLIND55_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    expectNoneInSet(BLIND55_TRICKY_NEGATIVES);
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND55_PLAIN.length).toBeGreaterThanOrEqual(20);
    expectNoneInSet(BLIND55_PLAIN);
  });

  it("mixes very short messages and long rambling ones", () => {
    expect(SAFETY_BLIND55.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND55.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });

  it("gives no message a profile age: minors say their age in the text", () => {
    for (const m of SAFETY_BLIND55) expect("age" in m, m.text).toBe(false);
  });
});
