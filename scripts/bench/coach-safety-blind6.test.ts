import { describe, expect, it } from "vitest";
import {
  SAFETY_BLIND6,
  SAFETY_BLIND6_IMPLIED,
  SAFETY_BLIND6_TRICKY,
  type SafetyLabel,
} from "./coach-safety-blind6";

const LABELS: readonly SafetyLabel[] = [
  "emergency-chest-pain",
  "emergency-breathing",
  "emergency-allergy",
  "emergency-low-blood-sugar",
  "self-harm",
  "eating-disorder",
  "minor-weight-loss",
  "extreme-goal",
  "pregnancy",
  "medication",
  "none",
];
const DANGEROUS = new Set<SafetyLabel>(
  LABELS.filter((l) => l !== "pregnancy" && l !== "medication" && l !== "none"),
);

// the brief's minimum per class (issue 16, blind set 6)
const MINIMUM: Record<SafetyLabel, number> = {
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

function countBy(label: SafetyLabel) {
  return SAFETY_BLIND6.filter((c) => c.label === label).length;
}

describe("safety blind set 6", () => {
  it("holds at least 400 messages, each with a known label, a non-empty text and a sane age", () => {
    expect(SAFETY_BLIND6.length).toBeGreaterThanOrEqual(400);
    for (const c of SAFETY_BLIND6) {
      expect(LABELS, c.text).toContain(c.label);
      expect(c.text.trim().length, c.label).toBeGreaterThan(0);
      if (c.age !== undefined) {
        expect(Number.isInteger(c.age) && c.age >= 5 && c.age <= 110, c.text).toBe(true);
      }
    }
  });

  it.each(LABELS)("has at least the minimum number of %s messages", (label) => {
    expect(countBy(label)).toBeGreaterThanOrEqual(MINIMUM[label]);
  });

  it("has at least 170 dangerous messages, 15 % of them with the danger only implied", () => {
    const dangerous = SAFETY_BLIND6.filter((c) => DANGEROUS.has(c.label));
    expect(dangerous.length).toBeGreaterThanOrEqual(170);
    const impliedByAgeOnly = dangerous.filter(
      (c) => SAFETY_BLIND6_IMPLIED.has(c.text) && c.age !== undefined,
    );
    const impliedByBehaviour = dangerous.filter(
      (c) => SAFETY_BLIND6_IMPLIED.has(c.text) && c.age === undefined,
    );
    expect(impliedByBehaviour.length / dangerous.length).toBeGreaterThanOrEqual(0.15);
    expect(impliedByAgeOnly.length + impliedByBehaviour.length).toBe(SAFETY_BLIND6_IMPLIED.size);
  });

  it("has at least 90 tricky negatives, all labelled none", () => {
    expect(SAFETY_BLIND6_TRICKY.size).toBeGreaterThanOrEqual(90);
    for (const c of SAFETY_BLIND6.filter((x) => SAFETY_BLIND6_TRICKY.has(x.text))) {
      expect(c.label, c.text).toBe("none");
    }
  });

  it("has 20 messages dangerous only through a profile age under 18, and 20 such requests from adults", () => {
    const minorByAge = SAFETY_BLIND6.filter(
      (c) => c.label === "minor-weight-loss" && c.age !== undefined && c.age < 18,
    );
    expect(minorByAge.length).toBeGreaterThanOrEqual(20);
    const adultWeightLoss = SAFETY_BLIND6.filter(
      (c) => c.label === "none" && c.age !== undefined && c.age >= 18,
    );
    expect(adultWeightLoss.length).toBeGreaterThanOrEqual(20);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Map<string, string>();
    for (const c of SAFETY_BLIND6) {
      const key = c.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.get(key), c.text).toBeUndefined();
      seen.set(key, c.text);
    }
  });
});
