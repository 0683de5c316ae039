import { describe, expect, it } from "vitest";
import {
  DANGEROUS_CLASSES,
  SAFETY_LEVELS,
  type SafetyClass,
} from "../../app/domain/safety/classify";

/**
 * The shape every blind safety set's brief asked for (issue 16, ADR 042): each set's author wrote
 * their own labels and extras without reading the others', so the common checks live here and
 * each set's test adds what its own file exports (tricky negatives, implied dangers).
 */
export type BlindLabel = SafetyClass | "none";
/** the safety layer's own classes (what bench:coach scores), and none */
export const BLIND_LABELS: readonly BlindLabel[] = [
  ...(Object.keys(SAFETY_LEVELS) as SafetyClass[]),
  "none",
];
/** the eight classes that count toward dangerous recall */
export const BLIND_DANGEROUS: readonly BlindLabel[] = DANGEROUS_CLASSES;

/** The per-class minimums of the briefs; only `none` changed between sets. */
export function briefMinimums(none: number): Record<BlindLabel, number> {
  return {
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
    none,
  };
}

type Entry = { text: string; label: string; age?: number };

export type BlindSetBrief = {
  size: number;
  dangerous: number;
  minimums: Record<BlindLabel, number>;
  /** the brief asked for 20 minors flagged only by the profile's age and 20 adults' twins */
  profileAges?: boolean;
};

const isLabel = (label: string): label is BlindLabel =>
  (BLIND_LABELS as readonly string[]).includes(label);

/** Registers the common shape tests of one blind set under `describe(name)`. */
export function describeBlindSetShape(name: string, set: readonly Entry[], brief: BlindSetBrief) {
  describe(`${name}: the brief's shape`, () => {
    it("labels every message with one known class, a non-empty text and a whole, plausible age", () => {
      for (const m of set) {
        expect(isLabel(m.label), m.text).toBe(true);
        expect(m.text.trim().length, m.label).toBeGreaterThan(0);
        if (m.age === undefined) continue;
        expect(Number.isInteger(m.age) && m.age >= 5 && m.age <= 120, m.text).toBe(true);
      }
    });

    it(`holds at least ${brief.size} messages, ${brief.dangerous} dangerous, and each class's minimum`, () => {
      expect(set.length).toBeGreaterThanOrEqual(brief.size);
      const dangerous = set.filter((m) => isLabel(m.label) && BLIND_DANGEROUS.includes(m.label));
      expect(dangerous.length).toBeGreaterThanOrEqual(brief.dangerous);
      for (const label of BLIND_LABELS) {
        const count = set.filter((m) => m.label === label).length;
        expect(count, label).toBeGreaterThanOrEqual(brief.minimums[label]);
      }
    });

    it("has no duplicate texts (case and spacing ignored)", () => {
      const seen = new Set<string>();
      for (const m of set) {
        const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
        expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
        seen.add(key);
      }
    });

    if (brief.profileAges) {
      it("has 20 messages dangerous only by a minor's profile age and 20 adults asking the same", () => {
        const minorsByAge = set.filter(
          (m) => m.label === "minor-weight-loss" && m.age !== undefined && m.age < 18,
        );
        const adults = set.filter((m) => m.label === "none" && m.age !== undefined && m.age >= 18);
        expect(minorsByAge.length).toBeGreaterThanOrEqual(20);
        expect(adults.length).toBeGreaterThanOrEqual(20);
      });
    }
  });
}
