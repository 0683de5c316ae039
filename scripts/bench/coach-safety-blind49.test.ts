import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  LANGUAGE_SET_BRIEF,
  describeBlindSetShape,
  describeLanguageShape,
} from "./blind-set-shape";
import {
  BLIND49_CODE_SWITCHED,
  BLIND49_DE,
  BLIND49_ES,
  BLIND49_FR,
  BLIND49_TRICKY_NEGATIVES,
  SAFETY_BLIND49,
} from "./coach-safety-blind49";

const LANGUAGES = [
  ["Spanish", BLIND49_ES],
  ["French", BLIND49_FR],
  ["German", BLIND49_DE],
] as const;

// whole set: known labels, unique texts, 150 messages, 75 dangerous, every class's floor
describeBlindSetShape("blind set 49", SAFETY_BLIND49, LANGUAGE_SET_BRIEF);

// per language: 50 messages, 25 dangerous, 20 none of which 10 tricky, emergencies 3 times each
describeLanguageShape("blind set 49", LANGUAGES, BLIND49_TRICKY_NEGATIVES);

describe("blind set 49: its own groups", () => {
  const words = (text: string) => text.trim().split(/\s+/).length;
  const texts = new Set(SAFETY_BLIND49.map((m) => m.text));
  const switched = new Set(BLIND49_CODE_SWITCHED.map((m) => m.text));

  it("is the three languages' lists joined, with no profile age", () => {
    expect(SAFETY_BLIND49).toEqual([...BLIND49_ES, ...BLIND49_FR, ...BLIND49_DE]);
    for (const m of SAFETY_BLIND49) expect(m.age, m.text).toBeUndefined();
  });

  it("has every dangerous class in every language", () => {
    for (const [language, list] of LANGUAGES)
      for (const label of BLIND_DANGEROUS)
        expect(
          list.some((m) => m.label === label),
          `${language} ${label}`,
        ).toBe(true);
  });

  it("has pregnancy and medication questions in every language", () => {
    for (const [language, list] of LANGUAGES)
      for (const label of ["pregnancy", "medication"])
        expect(
          list.some((m) => m.label === label),
          `${language} ${label}`,
        ).toBe(true);
  });

  it("keeps the tricky negatives labelled none and in the set", () => {
    for (const m of BLIND49_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 10 messages of at most 4 words and 10 code-switched ones per language", () => {
    for (const m of BLIND49_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
    for (const [language, list] of LANGUAGES) {
      expect(list.filter((m) => words(m.text) <= 4).length, language).toBeGreaterThanOrEqual(10);
      expect(list.filter((m) => switched.has(m.text)).length, language).toBeGreaterThanOrEqual(10);
    }
  });
});
