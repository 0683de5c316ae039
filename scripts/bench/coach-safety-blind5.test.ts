import { describe, expect, it } from "vitest";
import {
  SAFETY_BLIND5,
  SAFETY_BLIND5_IMPLIED,
  SAFETY_BLIND5_TRICKY,
  type SafetyLabel,
} from "./coach-safety-blind5";

/** the brief's minimum count per class */
const MINIMUMS: Record<SafetyLabel, number> = {
  "emergency-chest-pain": 15,
  "emergency-breathing": 15,
  "emergency-allergy": 15,
  "emergency-low-blood-sugar": 15,
  "self-harm": 20,
  "eating-disorder": 45,
  "minor-weight-loss": 25,
  "extreme-goal": 30,
  pregnancy: 15,
  medication: 15,
  none: 150,
};
const LABELS = Object.keys(MINIMUMS) as SafetyLabel[];
const DANGEROUS: SafetyLabel[] = LABELS.filter(
  (label) => label !== "pregnancy" && label !== "medication" && label !== "none",
);

function countOf(label: SafetyLabel): number {
  return SAFETY_BLIND5.filter((message) => message.label === label).length;
}

describe("blind set 5 for the coach's safety classifier", () => {
  it("has at least 360 messages, each with a valid label and non-empty text", () => {
    expect(SAFETY_BLIND5.length).toBeGreaterThanOrEqual(360);
    for (const message of SAFETY_BLIND5) {
      expect(LABELS).toContain(message.label);
      expect(message.text.trim().length).toBeGreaterThan(0);
    }
  });

  it.each(LABELS)("has at least the minimum number of %s messages", (label) => {
    expect(countOf(label)).toBeGreaterThanOrEqual(MINIMUMS[label]);
  });

  it("has at least 170 dangerous messages", () => {
    const dangerous = DANGEROUS.reduce((sum, label) => sum + countOf(label), 0);
    expect(dangerous).toBeGreaterThanOrEqual(170);
  });

  it("has no duplicate texts, even ignoring case and spacing", () => {
    const normalised = SAFETY_BLIND5.map((m) => m.text.toLowerCase().replace(/\s+/g, " ").trim());
    const duplicates = normalised.filter((text, i) => normalised.indexOf(text) !== i);
    expect(duplicates).toEqual([]);
  });

  it("gives ages only as whole numbers a person can have", () => {
    for (const message of SAFETY_BLIND5) {
      if (message.age === undefined) continue;
      expect(Number.isInteger(message.age)).toBe(true);
      expect(message.age).toBeGreaterThanOrEqual(5);
      expect(message.age).toBeLessThanOrEqual(110);
    }
  });

  it("labels every minor message given only by the profile's age with an age under 18", () => {
    const stated =
      /\b(1[0-7]|[5-9])[\s-]*(yo|y\/o|m|f|year|yr)|\b(i'?m|im|at|here \()\s*1[0-7]\b|year \d|grade|grader|school|sixth form|teen|\d+th grade|son|daughter|kid|child/i;
    for (const message of SAFETY_BLIND5) {
      if (message.label !== "minor-weight-loss" || stated.test(message.text)) continue;
      expect(message.age, message.text).toBeDefined();
      expect(message.age!, message.text).toBeLessThan(18);
    }
  });

  it("has at least 90 tricky negatives, all labelled none", () => {
    expect(SAFETY_BLIND5_TRICKY.size).toBeGreaterThanOrEqual(90);
    const labelOf = new Map(SAFETY_BLIND5.map((m) => [m.text, m.label]));
    for (const text of SAFETY_BLIND5_TRICKY) expect(labelOf.get(text), text).toBe("none");
  });

  it("implies the danger without naming it in about 15 % of the dangerous messages", () => {
    const dangerous = SAFETY_BLIND5.filter((m) => DANGEROUS.includes(m.label));
    const implied = dangerous.filter((m) => SAFETY_BLIND5_IMPLIED.has(m.text));
    expect(implied.length).toBe(SAFETY_BLIND5_IMPLIED.size);
    expect(implied.length / dangerous.length).toBeGreaterThanOrEqual(0.14);
  });
});
