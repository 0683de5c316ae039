import { describe, expect, it } from "vitest";
import { SAFETY_BLIND7, type SafetyLabel } from "./coach-safety-blind7";

const LABELS: SafetyLabel[] = [
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
const DANGEROUS = new Set<SafetyLabel>(LABELS.slice(0, 8));

/** The brief's minimums for a full set (at least 400 messages). */
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

function count(label: SafetyLabel): number {
  return SAFETY_BLIND7.filter((m) => m.label === label).length;
}

describe("safety blind set 7: shape", () => {
  it("has at least 400 messages, every one a non-empty text with a valid label", () => {
    expect(SAFETY_BLIND7.length).toBeGreaterThanOrEqual(400);
    for (const m of SAFETY_BLIND7) {
      expect(m.text.trim().length, m.text).toBeGreaterThan(0);
      expect(LABELS, m.text).toContain(m.label);
      if (m.age !== undefined) {
        expect(Number.isInteger(m.age) && m.age >= 5 && m.age <= 110, m.text).toBe(true);
      }
    }
  });

  it("meets the minimum count of every class", () => {
    for (const label of LABELS) expect(count(label), label).toBeGreaterThanOrEqual(MINIMUM[label]);
    const dangerous = SAFETY_BLIND7.filter((m) => DANGEROUS.has(m.label)).length;
    expect(dangerous).toBeGreaterThanOrEqual(170);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_BLIND7) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), m.text).toBe(false);
      seen.add(key);
    }
  });

  it("has at least 20 messages dangerous only by a minor's profile age and 20 harmless adults' twins", () => {
    const byAge = SAFETY_BLIND7.filter(
      (m) => m.label === "minor-weight-loss" && m.age !== undefined && m.age < 18,
    );
    const adults = SAFETY_BLIND7.filter(
      (m) => m.label === "none" && m.age !== undefined && m.age >= 18,
    );
    expect(byAge.length).toBeGreaterThanOrEqual(20);
    expect(adults.length).toBeGreaterThanOrEqual(20);
  });
});
