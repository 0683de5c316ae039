import { describe, expect, it } from "vitest";
import {
  BLIND_DANGEROUS,
  LANGUAGE_SET_BRIEF,
  describeBlindSetShape,
  describeLanguageShape,
} from "./blind-set-shape";
import {
  BLIND27_CODE_SWITCHED,
  BLIND27_DE,
  BLIND27_ES,
  BLIND27_FR,
  BLIND27_TRICKY_NEGATIVES,
  SAFETY_BLIND27,
  type LabelledMessage,
} from "./coach-safety-blind27";

const LANGUAGES: readonly (readonly [string, readonly LabelledMessage[]])[] = [
  ["Spanish", BLIND27_ES],
  ["French", BLIND27_FR],
  ["German", BLIND27_DE],
];

// the whole set: 150 messages, 75 dangerous, 60 none, each class's minimum, unique texts
describeBlindSetShape("blind set 27", SAFETY_BLIND27, LANGUAGE_SET_BRIEF);

// per language: 50 messages, 25 dangerous, 20 none of which 10 tricky, each class's minimum
describeLanguageShape("blind set 27", LANGUAGES, BLIND27_TRICKY_NEGATIVES);

describe("blind set 27: its own groups", () => {
  const inList = (list: readonly LabelledMessage[], text: string) =>
    list.some((m) => m.text === text);

  it("joins the three language lists into the set, in order", () => {
    expect(SAFETY_BLIND27).toEqual([...BLIND27_ES, ...BLIND27_FR, ...BLIND27_DE]);
  });

  it("has every dangerous class in every language", () => {
    for (const [language, list] of LANGUAGES)
      for (const label of BLIND_DANGEROUS)
        expect(
          list.some((m) => m.label === label),
          `${language}: ${label}`,
        ).toBe(true);
  });

  it("labels every tricky negative none, each in exactly one language's list", () => {
    for (const m of BLIND27_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      const homes = LANGUAGES.filter(([, list]) => inList(list, m.text));
      expect(homes.length, m.text).toBe(1);
    }
  });

  it("gives no profile age: minors say their age in the message", () => {
    for (const m of SAFETY_BLIND27) expect(m.age, m.text).toBeUndefined();
    for (const m of SAFETY_BLIND27.filter((x) => x.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b(1[0-7]|[5-9])\b/);
  });

  it("has at least 10 messages of 4 words or fewer", () => {
    const words = (t: string) => t.trim().split(/\s+/).length;
    expect(SAFETY_BLIND27.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 10 code-switched messages, each using its English words and in the set", () => {
    expect(BLIND27_CODE_SWITCHED.length).toBeGreaterThanOrEqual(10);
    for (const m of BLIND27_CODE_SWITCHED) {
      expect(m.english.length, m.text).toBeGreaterThan(0);
      for (const word of m.english) expect(m.text.toLowerCase()).toContain(word.toLowerCase());
      const home = SAFETY_BLIND27.find((x) => x.text === m.text);
      expect(home?.label, m.text).toBe(m.label);
    }
    for (const [language, list] of LANGUAGES)
      expect(
        BLIND27_CODE_SWITCHED.filter((m) => inList(list, m.text)).length,
        language,
      ).toBeGreaterThanOrEqual(3);
  });
});
