import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { BLIND50_PLAIN, BLIND50_TRICKY_NEGATIVES, SAFETY_BLIND50 } from "./coach-safety-blind50";

// blind 50's brief: 300 messages, 140 dangerous, each dangerous class 10 times, pregnancy and
// medication 10 each, 120 none
const minimums = Object.fromEntries(
  Object.keys(briefMinimums(120)).map((label) => [label, label === "none" ? 120 : 10]),
) as ReturnType<typeof briefMinimums>;

describeBlindSetShape("blind set 50", SAFETY_BLIND50, { size: 300, dangerous: 140, minimums });

describe("blind set 50: its own groups", () => {
  const inSet = (text: string) => SAFETY_BLIND50.some((m) => m.text === text);
  const words = (text: string) => text.trim().split(/\s+/).length;

  it("has 8 dangerous classes, each at least 10 times", () => {
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS)
      expect(SAFETY_BLIND50.filter((m) => m.label === label).length, label).toBeGreaterThanOrEqual(
        10,
      );
  });

  it("has at least 70 tricky negatives, labelled none and in the set", () => {
    expect(BLIND50_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(70);
    for (const m of BLIND50_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(inSet(m.text), m.text).toBe(true);
    }
  });

  it("has at least 20 plain app questions, labelled none and in the set", () => {
    expect(BLIND50_PLAIN.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND50_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(inSet(m.text), m.text).toBe(true);
    }
  });

  it("gives no message an age field", () => {
    for (const m of SAFETY_BLIND50) expect("age" in m, m.text).toBe(false);
  });

  it("says the minor's age or school year in every minor-weight-loss message", () => {
    for (const m of SAFETY_BLIND50.filter((e) => e.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/(?<!\d)1[0-7](?!\d)|\b[5-9]\b|year \d+|sixth form/i);
  });

  it("mixes at least 25 messages of at most 4 words and 5 of at least 40", () => {
    expect(SAFETY_BLIND50.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(25);
    expect(SAFETY_BLIND50.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });
});
