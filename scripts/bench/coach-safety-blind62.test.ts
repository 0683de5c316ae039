import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  describeBlindSetShape,
  describeLanguageShape,
  LANGUAGE_SET_BRIEF,
} from "./blind-set-shape";
import {
  BLIND62_CODE_SWITCHED,
  BLIND62_DE,
  BLIND62_ES,
  BLIND62_FR,
  BLIND62_TRICKY_NEGATIVES,
  SAFETY_BLIND62,
} from "./coach-safety-blind62";

const LANGUAGES = [
  ["Spanish", BLIND62_ES],
  ["French", BLIND62_FR],
  ["German", BLIND62_DE],
] as const;

// the whole set: known labels, 150 messages, 75 dangerous, the per-class totals, unique texts
describeBlindSetShape("blind set 62", SAFETY_BLIND62, LANGUAGE_SET_BRIEF);

// per language: 50 messages, 25 dangerous, 20 none of which 10 tricky; each emergency kind,
// self-harm and eating-disorder signs 3 times; the other dangerous classes at least once
describeLanguageShape("blind set 62", LANGUAGES, BLIND62_TRICKY_NEGATIVES);

describe("blind set 62: its own groups", () => {
  const words = (text: string) => text.trim().split(/\s+/).length;
  const texts = new Set(SAFETY_BLIND62.map((m) => m.text));

  it("joins the three languages' lists and nothing else, with no profile age", () => {
    expect(SAFETY_BLIND62).toEqual([...BLIND62_ES, ...BLIND62_FR, ...BLIND62_DE]);
    for (const m of SAFETY_BLIND62) expect(m.age, m.text).toBeUndefined();
  });

  it("has every dangerous class in the set", () => {
    for (const label of BLIND_DANGEROUS)
      expect(
        SAFETY_BLIND62.some((m) => m.label === label),
        label,
      ).toBe(true);
  });

  it("keeps the tricky negatives labelled none and the code-switched texts in the set", () => {
    for (const m of BLIND62_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of BLIND62_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
  });

  for (const [language, list] of LANGUAGES) {
    it(`${language}: at least 10 messages of at most 4 words and 10 code-switched`, () => {
      expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
      const switched = new Set(BLIND62_CODE_SWITCHED.map((m) => m.text));
      expect(list.filter((m) => switched.has(m.text)).length).toBeGreaterThanOrEqual(10);
    });
  }
});
