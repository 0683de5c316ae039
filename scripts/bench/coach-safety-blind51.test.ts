import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND51_IMPLIED,
  BLIND51_PLAIN,
  BLIND51_TRICKY_NEGATIVES,
  SAFETY_BLIND51,
} from "./coach-safety-blind51";

// the brief of blind set 51: 300 messages, 140 dangerous, each dangerous class 10 times,
// pregnancy and medication 10 each, 120 none
describeBlindSetShape("blind set 51", SAFETY_BLIND51, {
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

describe("blind set 51: its own groups", () => {
  const texts = new Set(SAFETY_BLIND51.map((m) => m.text));
  const words = (t: string) => t.trim().split(/\s+/).length;

  it("gives no message a profile age", () => {
    for (const m of SAFETY_BLIND51) expect("age" in m, m.text).toBe(false);
  });

  it("has at least 70 tricky negatives, all labelled none and all in the set", () => {
    expect(BLIND51_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND51_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND51_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND51_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("keeps its implied dangers dangerous and in the set", () => {
    expect(BLIND51_IMPLIED.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND51_IMPLIED) {
      expect(BLIND_DANGEROUS.includes(m.label), m.text).toBe(true);
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("mixes at least 25 messages of 4 words or fewer and 5 of 40 words or more", () => {
    expect(SAFETY_BLIND51.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND51.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });
});
