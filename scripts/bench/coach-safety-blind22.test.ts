import { describe, expect, it } from "vitest";
import { BLIND_LABELS, describeBlindSetShape, describeLanguageShape } from "./blind-set-shape";
import {
  BLIND22_CODE_SWITCHED,
  BLIND22_DE,
  BLIND22_ES,
  BLIND22_FR,
  BLIND22_TRICKY_NEGATIVES,
  SAFETY_BLIND22,
  type LabelledMessage,
} from "./coach-safety-blind22";

const words = (text: string) => text.trim().split(/\s+/).length;
const count = (set: readonly LabelledMessage[], label: string) =>
  set.filter((m) => m.label === label).length;

// the brief's whole-set shape: 3 x 50 messages, 3 x 25 dangerous, every class present
describeBlindSetShape("blind set 22", SAFETY_BLIND22, {
  size: 150,
  dangerous: 75,
  minimums: Object.fromEntries(
    BLIND_LABELS.map((label) => [label, label === "none" ? 60 : 1]),
  ) as Record<(typeof BLIND_LABELS)[number], number>,
});

const LANGUAGES = [
  ["Spanish", BLIND22_ES],
  ["French", BLIND22_FR],
  ["German", BLIND22_DE],
] as const;

describeLanguageShape("blind set 22", LANGUAGES, BLIND22_TRICKY_NEGATIVES);

describe("blind set 22: per language", () => {
  it("joins the three languages in SAFETY_BLIND22", () => {
    expect(SAFETY_BLIND22).toEqual([...BLIND22_ES, ...BLIND22_FR, ...BLIND22_DE]);
  });

  it("keeps every tricky negative labelled none and inside one language's list", () => {
    for (const m of BLIND22_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(
        SAFETY_BLIND22.some((s) => s.text === m.text),
        m.text,
      ).toBe(true);
    }
  });

  it("keeps every code-switched text inside the set", () => {
    for (const text of BLIND22_CODE_SWITCHED) {
      expect(
        SAFETY_BLIND22.some((m) => m.text === text),
        text,
      ).toBe(true);
    }
  });

  for (const [name, set] of LANGUAGES) {
    it(`${name}: every class at least 3 times`, () => {
      for (const label of BLIND_LABELS.filter((l) => l !== "none"))
        expect(count(set, label), label).toBeGreaterThanOrEqual(3);
    });

    it(`${name}: >= 10 messages of at most 4 words and >= 10 code-switched`, () => {
      expect(set.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
      expect(
        set.filter((m) => BLIND22_CODE_SWITCHED.includes(m.text)).length,
      ).toBeGreaterThanOrEqual(10);
    });

    it(`${name}: no age field (ages are said in the texts)`, () => {
      for (const m of set) expect(m.age, m.text).toBeUndefined();
    });
  }
});
