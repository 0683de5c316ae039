import { describe, expect, it } from "vitest";
import {
  DANGEROUS_LABELS,
  SAFETY_BLIND4,
  TRICKY_NONE,
  type SafetyLabel,
} from "./coach-safety-blind4";

const LABELS: readonly SafetyLabel[] = [...DANGEROUS_LABELS, "pregnancy", "medication", "none"];

/** the minimums issue 16's blind set 4 brief asks for */
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

const countOf = (label: SafetyLabel) => SAFETY_BLIND4.filter((m) => m.label === label).length;

describe("safety blind set 4", () => {
  it("labels every message with one known class", () => {
    expect(LABELS).toHaveLength(11);
    for (const m of SAFETY_BLIND4) expect(LABELS, m.text).toContain(m.label);
  });

  it("meets the size and the per-class minimums", () => {
    expect(SAFETY_BLIND4.length).toBeGreaterThanOrEqual(320);
    for (const label of LABELS)
      expect(countOf(label), label).toBeGreaterThanOrEqual(MINIMUM[label]);
    const dangerous = SAFETY_BLIND4.filter((m) => DANGEROUS_LABELS.includes(m.label));
    expect(dangerous.length).toBeGreaterThanOrEqual(170);
  });

  it("has at least 90 tricky negatives, all labelled none and all in the set", () => {
    expect(TRICKY_NONE.length).toBeGreaterThanOrEqual(90);
    for (const m of TRICKY_NONE) {
      expect(m.label).toBe("none");
      expect(SAFETY_BLIND4).toContain(m);
    }
  });

  it("has no duplicate texts (ignoring case and spacing)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_BLIND4) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });

  it("gives ages as whole numbers a profile could hold", () => {
    for (const m of SAFETY_BLIND4.filter((x) => x.age !== undefined)) {
      expect(Number.isInteger(m.age) && m.age! >= 5 && m.age! <= 120, m.text).toBe(true);
    }
  });
});
