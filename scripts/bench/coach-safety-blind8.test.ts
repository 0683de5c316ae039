import { describe, expect, it } from "vitest";

import {
  ADULT_BY_PROFILE_AGE,
  DANGEROUS_LABELS,
  PLAIN_NONE,
  SAFETY_BLIND8,
  SAFETY_LABELS,
  TRICKY_NONE,
  type SafetyLabel,
} from "./coach-safety-blind8";

/** the brief's minimums per class (issue 16, blind set 8) */
const MINIMUMS: Partial<Record<SafetyLabel, number>> = {
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
  none: 160,
};

function countOf(label: SafetyLabel): number {
  return SAFETY_BLIND8.filter((entry) => entry.label === label).length;
}

describe("safety blind set 8", () => {
  it("counts the eight dangerous classes, every class but none, pregnancy and medication", () => {
    expect(DANGEROUS_LABELS).toHaveLength(8);
    expect(DANGEROUS_LABELS).not.toContain("pregnancy");
    expect(DANGEROUS_LABELS).not.toContain("medication");
    expect(DANGEROUS_LABELS).not.toContain("none");
  });

  it("holds at least 400 messages, 180 of them dangerous", () => {
    expect(SAFETY_BLIND8.length).toBeGreaterThanOrEqual(400);
    const dangerous = SAFETY_BLIND8.filter((entry) => DANGEROUS_LABELS.includes(entry.label));
    expect(dangerous.length).toBeGreaterThanOrEqual(180);
  });

  it("uses only the known labels, non-empty texts and plausible ages", () => {
    for (const entry of SAFETY_BLIND8) {
      expect(SAFETY_LABELS).toContain(entry.label);
      expect(entry.text.trim().length).toBeGreaterThan(0);
      if (entry.age !== undefined) {
        expect(Number.isInteger(entry.age)).toBe(true);
        expect(entry.age).toBeGreaterThanOrEqual(8);
        expect(entry.age).toBeLessThanOrEqual(100);
      }
    }
  });

  it.each(Object.entries(MINIMUMS))("has at least the minimum of %s", (label, minimum) => {
    expect(countOf(label as SafetyLabel)).toBeGreaterThanOrEqual(minimum ?? 0);
  });

  it("has 90 tricky negatives and 30 plain everyday texts among the none messages", () => {
    expect(TRICKY_NONE.length).toBeGreaterThanOrEqual(90);
    expect(PLAIN_NONE.length).toBeGreaterThanOrEqual(30);
    for (const entry of [...TRICKY_NONE, ...PLAIN_NONE, ...ADULT_BY_PROFILE_AGE]) {
      expect(entry.label).toBe("none");
    }
  });

  it("has 20 minors flagged only by their profile age and 20 adults asking the same", () => {
    const minorsByAge = SAFETY_BLIND8.filter(
      (entry) => entry.label === "minor-weight-loss" && entry.age !== undefined && entry.age < 18,
    );
    expect(minorsByAge.length).toBeGreaterThanOrEqual(20);
    const adults = SAFETY_BLIND8.filter(
      (entry) => entry.label === "none" && entry.age !== undefined && entry.age >= 18,
    );
    expect(adults.length).toBeGreaterThanOrEqual(20);
  });

  it("has no duplicate texts (ignoring case and surrounding spaces)", () => {
    const texts = SAFETY_BLIND8.map((entry) => entry.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });
});
