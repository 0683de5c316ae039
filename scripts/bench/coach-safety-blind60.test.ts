import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { BLIND60_PLAIN, BLIND60_TRICKY_NEGATIVES, SAFETY_BLIND60 } from "./coach-safety-blind60";

// blind 60's brief: 300 messages, 140 dangerous, each dangerous class 10 times, pregnancy and
// medication 10 each, 120 none
const minimums = briefMinimums(120);
for (const label of Object.keys(minimums) as (keyof typeof minimums)[])
  if (label !== "none") minimums[label] = 10;

describeBlindSetShape("blind set 60", SAFETY_BLIND60, { size: 300, dangerous: 140, minimums });

describe("blind set 60: its own groups", () => {
  const texts = new Set(SAFETY_BLIND60.map((m) => m.text));
  const words = (t: string) => t.trim().split(/\s+/).length;

  it("has at least 70 tricky negatives, labelled none and in the set", () => {
    expect(BLIND60_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND60_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND60_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND60_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("counts 8 dangerous classes and gives no message a profile age", () => {
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const m of SAFETY_BLIND60) expect("age" in m, m.text).toBe(false);
  });

  it("mixes at least 25 messages of at most 4 words and 5 of at least 40 words", () => {
    expect(SAFETY_BLIND60.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND60.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });
});
