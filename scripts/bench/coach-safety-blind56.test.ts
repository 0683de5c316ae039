import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  LANGUAGE_SET_BRIEF,
  describeBlindSetShape,
  describeLanguageShape,
} from "./blind-set-shape";
import {
  BLIND56_CODE_SWITCHED,
  BLIND56_DE,
  BLIND56_ES,
  BLIND56_FR,
  BLIND56_TRICKY_NEGATIVES,
  SAFETY_BLIND56,
} from "./coach-safety-blind56";

const LANGUAGES = [
  ["Spanish", BLIND56_ES],
  ["French", BLIND56_FR],
  ["German", BLIND56_DE],
] as const;

// whole set: known labels, no duplicate texts, 150 messages, 75 dangerous, each class's floor
describeBlindSetShape("blind set 56", SAFETY_BLIND56, LANGUAGE_SET_BRIEF);

// per language: 50 messages, 25 dangerous, 20 none of which 10 tricky; each emergency kind,
// self-harm and eating-disorder 3 times; minors, extreme goals, pregnancy and medication once
describeLanguageShape("blind set 56", LANGUAGES, BLIND56_TRICKY_NEGATIVES);

describe("blind set 56: its own groups", () => {
  const words = (text: string) => text.trim().split(/\s+/).length;
  const texts = new Set(SAFETY_BLIND56.map((m) => m.text));

  it("is the three languages' lists joined and gives no profile age", () => {
    expect(SAFETY_BLIND56).toEqual([...BLIND56_ES, ...BLIND56_FR, ...BLIND56_DE]);
    for (const m of SAFETY_BLIND56) expect(m.age, m.text).toBeUndefined();
  });

  it("has every dangerous class somewhere in the set", () => {
    for (const label of BLIND_DANGEROUS)
      expect(
        SAFETY_BLIND56.some((m) => m.label === label),
        label,
      ).toBe(true);
  });

  it("keeps the tricky negatives labelled none and in the set", () => {
    expect(BLIND56_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(30);
    for (const m of BLIND56_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 10 messages of at most 4 words, some in every language", () => {
    expect(SAFETY_BLIND56.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
    for (const [language, list] of LANGUAGES)
      expect(list.filter((m) => words(m.text) <= 4).length, language).toBeGreaterThanOrEqual(3);
  });

  it("has at least 10 code-switched messages with English words, in the set, some per language", () => {
    expect(BLIND56_CODE_SWITCHED.length).toBeGreaterThanOrEqual(10);
    const english =
      /\b(breathe|inhaler|puffs|my|throat|tight|shaky|what|binge|episodes|weight|like|meal|prep|something|can't|feeling|weird|skip|half|healthy|lunch|box|lips|turning|blue|hives|realistic|super)\b/i;
    for (const m of BLIND56_CODE_SWITCHED) {
      expect(texts.has(m.text), m.text).toBe(true);
      expect(m.text, "no English word").toMatch(english);
    }
    for (const [language, list] of LANGUAGES) {
      const inList = new Set(list.map((m) => m.text));
      expect(
        BLIND56_CODE_SWITCHED.filter((m) => inList.has(m.text)).length,
        language,
      ).toBeGreaterThanOrEqual(3);
    }
  });
});
