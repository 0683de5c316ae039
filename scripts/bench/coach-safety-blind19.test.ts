import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  describeBlindSetShape,
  describeLanguageShape,
  LANGUAGE_SET_BRIEF,
} from "./blind-set-shape";
import {
  BLIND19_CODE_SWITCHED,
  BLIND19_DE,
  BLIND19_ES,
  BLIND19_FR,
  BLIND19_TRICKY_NEGATIVES,
  type LabelledMessage,
  SAFETY_BLIND19,
} from "./coach-safety-blind19";

// across the three languages: every class present, three of each emergency, self-harm and
// eating-disorder sign per language, one of each other class per language, 20 none per language
describeBlindSetShape("blind set 19", SAFETY_BLIND19, LANGUAGE_SET_BRIEF);

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", BLIND19_ES],
  ["French", BLIND19_FR],
  ["German", BLIND19_DE],
];

const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
// at least one of these English words (none also a Spanish, French or German word) marks a
// code-switched message
const ENGLISH =
  /\b(this|the|my|what|we|should|eat|help|ate|mistake|sugar|honestly|thing|diet|pls|workout|meal|tips|any|ideas|dinner|after|feel|shaky|just|want|stop|need|lose|body|bench|healthy|chest|pain|swelling|crash|fasting|thigh|leg day)\b/i;

describeLanguageShape("blind set 19", LANGUAGES, BLIND19_TRICKY_NEGATIVES);

describe("blind set 19: its own groups", () => {
  for (const [language, list] of LANGUAGES) {
    describe(language, () => {
      it("has at least 10 tricky negatives, all labelled none", () => {
        const tricky = BLIND19_TRICKY_NEGATIVES.filter((m) => list.includes(m));
        expect(tricky.length).toBeGreaterThanOrEqual(10);
        for (const m of tricky) expect(m.label, m.text).toBe("none");
      });

      it("has at least 10 messages of 4 words or fewer", () => {
        expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
      });

      it("has at least 10 messages mixing in English words", () => {
        const mixed = BLIND19_CODE_SWITCHED.filter((m) => list.includes(m));
        expect(mixed.length).toBeGreaterThanOrEqual(10);
        for (const m of mixed) expect(m.text, m.text).toMatch(ENGLISH);
      });
    });
  }

  it("puts every dangerous class in the set and every tagged message in a language's list", () => {
    for (const label of BLIND_DANGEROUS) {
      expect(count(SAFETY_BLIND19, label), label).toBeGreaterThan(0);
    }
    for (const m of [...BLIND19_TRICKY_NEGATIVES, ...BLIND19_CODE_SWITCHED]) {
      expect(SAFETY_BLIND19.includes(m), m.text).toBe(true);
    }
    expect(SAFETY_BLIND19.length).toBe(BLIND19_ES.length + BLIND19_FR.length + BLIND19_DE.length);
  });
});
