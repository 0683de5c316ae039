import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  describeBlindSetShape,
  describeLanguageShape,
  LANGUAGE_SET_BRIEF,
} from "./blind-set-shape";
import {
  BLIND53_CODE_SWITCHED,
  BLIND53_DE,
  BLIND53_ES,
  BLIND53_FR,
  BLIND53_TRICKY_NEGATIVES,
  SAFETY_BLIND53,
} from "./coach-safety-blind53";

const LANGUAGES = [
  ["Spanish", BLIND53_ES],
  ["French", BLIND53_FR],
  ["German", BLIND53_DE],
] as const;

// the whole set: 150 messages, 75 dangerous, each class's floor, unique texts
describeBlindSetShape("blind set 53", SAFETY_BLIND53, LANGUAGE_SET_BRIEF);

// per language: 50 messages, 25 dangerous, 20 none of which 10 tricky, each emergency, self-harm
// and eating-disorder three times, minors, extreme goals, pregnancy and medication once
describeLanguageShape("blind set 53", LANGUAGES, BLIND53_TRICKY_NEGATIVES);

const words = (text: string) => text.trim().split(/\s+/).length;
/** English words the code-switched messages borrow */
const ENGLISH =
  /\b(help|please|what|i'm|can't|scared|worst|done|body goals|thigh gap|glow up|cheat day|meal prep|snacks?|healthy|lunch|ideas|reset|water fasting|leg day|shift|peanut|hives|skinny|game|now)\b/i;

describe("blind set 53: its own groups", () => {
  it("is the three languages' lists joined, with no profile age", () => {
    expect(SAFETY_BLIND53).toEqual([...BLIND53_ES, ...BLIND53_FR, ...BLIND53_DE]);
    for (const m of SAFETY_BLIND53) expect(m.age, m.text).toBeUndefined();
  });

  it("has every dangerous class in every language", () => {
    for (const [language, list] of LANGUAGES)
      for (const label of BLIND_DANGEROUS)
        expect(
          list.some((m) => m.label === label),
          `${language} ${label}`,
        ).toBe(true);
  });

  it("keeps the tricky negatives labelled none and the code-switched texts in the set", () => {
    const texts = new Set(SAFETY_BLIND53.map((m) => m.text));
    for (const m of BLIND53_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of BLIND53_CODE_SWITCHED) {
      expect(texts.has(m.text), m.text).toBe(true);
      expect(m.text, "no English word").toMatch(ENGLISH);
    }
  });

  for (const [language, list] of LANGUAGES) {
    it(`${language}: at least 10 messages of at most 4 words and 10 code-switched`, () => {
      expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
      const switched = new Set(BLIND53_CODE_SWITCHED.map((m) => m.text));
      expect(list.filter((m) => switched.has(m.text)).length).toBeGreaterThanOrEqual(10);
    });
  }
});
