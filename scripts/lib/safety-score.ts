/**
 * The safety score of a set given each message's class (ADR 042): dangerous recall (exact class;
 * and any fixed answer), caution recall, false positives on the none messages, the misses and
 * false alarms, per class. Shared by `npm run bench:coach` (scripts/bench-coach.ts) and the
 * leave-one-set-out report of `npm run train:safety -- --loso` (scripts/train-safety.ts).
 */
import { DANGEROUS_CLASSES } from "../../app/domain/safety/classify";
import type { LabelledMessage, SafetyLabel } from "../bench/coach-safety-set";

export type SafetyScore = {
  name: string;
  size: number;
  dangerous: number;
  dangerousExact: number;
  dangerousAny: number;
  caution: number;
  cautionExact: number;
  negatives: number;
  falsePositives: { text: string; got: string }[];
  misses: { text: string; label: SafetyLabel; got: string }[];
  perClass: Map<SafetyLabel, { n: number; hit: number }>;
};

export const isDangerous = (label: string) =>
  (DANGEROUS_CLASSES as readonly string[]).includes(label);

/** Scores a set given each message's class (in the set's order; "none" when nothing applies). */
export function scoreSafety(
  name: string,
  set: readonly LabelledMessage[],
  classes: readonly string[],
): SafetyScore {
  const s: SafetyScore = {
    name,
    size: set.length,
    dangerous: 0,
    dangerousExact: 0,
    dangerousAny: 0,
    caution: 0,
    cautionExact: 0,
    negatives: 0,
    falsePositives: [],
    misses: [],
    perClass: new Map(),
  };
  set.forEach((m, i) => {
    const got = classes[i];
    const entry = s.perClass.get(m.label) ?? { n: 0, hit: 0 };
    entry.n++;
    if (got === m.label) entry.hit++;
    s.perClass.set(m.label, entry);
    if (m.label === "none") {
      s.negatives++;
      if (got !== "none") s.falsePositives.push({ text: m.text, got });
      return;
    }
    if (got !== m.label) s.misses.push({ text: m.text, label: m.label, got });
    if (isDangerous(m.label)) {
      s.dangerous++;
      if (got === m.label) s.dangerousExact++;
      if (isDangerous(got)) s.dangerousAny++;
    } else {
      s.caution++;
      if (got === m.label) s.cautionExact++;
    }
  });
  return s;
}
