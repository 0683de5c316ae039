import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS, describeLanguageShape } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import {
  SAFETY_TRAIN28,
  TRAIN28_CODE_SWITCHED,
  TRAIN28_DE,
  TRAIN28_ES,
  TRAIN28_FR,
  TRAIN28_TRICKY_NEGATIVES,
} from "./coach-safety-train28";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN28_ES],
  ["French", TRAIN28_FR],
  ["German", TRAIN28_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

// the lower bar every Spanish, French and German set shares (50 / 25 / 20 / 10 a language)
describeLanguageShape("training set 28", LANGUAGES, TRAIN28_TRICKY_NEGATIVES);

describe("training set 28 (Spanish, French, German): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
    for (const m of SAFETY_TRAIN28) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect(m.age, m.text).toBeUndefined();
    }
  });

  it("joins the three languages and nothing else", () => {
    expect(SAFETY_TRAIN28).toEqual([...TRAIN28_ES, ...TRAIN28_FR, ...TRAIN28_DE]);
  });

  it("keeps the tricky negatives labelled none and the tagged messages inside the set", () => {
    const texts = new Set(SAFETY_TRAIN28.map((m) => m.text));
    for (const m of TRAIN28_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of TRAIN28_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN28) {
      expect(seen.has(key(m.text)), `duplicate: ${m.text}`).toBe(false);
      seen.add(key(m.text));
    }
  });

  it("says the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN28.filter((x) => x.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b[5-9]\b/);
  });
});

describe("training set 28: per language", () => {
  const tricky = new Set(TRAIN28_TRICKY_NEGATIVES.map((m) => m.text));
  const codeSwitched = new Set(TRAIN28_CODE_SWITCHED.map((m) => m.text));
  for (const [language, list] of LANGUAGES) {
    it(`${language}: at least 70 messages and 35 dangerous, each dangerous class 3 times`, () => {
      expect(list.length).toBeGreaterThanOrEqual(70);
      expect(list.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(35);
      for (const label of BLIND_DANGEROUS)
        expect(count(list, label), label).toBeGreaterThanOrEqual(3);
    });

    it(`${language}: pregnancy and medication at least 3 times each`, () => {
      expect(count(list, "pregnancy")).toBeGreaterThanOrEqual(3);
      expect(count(list, "medication")).toBeGreaterThanOrEqual(3);
    });

    it(`${language}: at least 25 none, of which 15 tricky negatives`, () => {
      const none = list.filter((m) => m.label === "none");
      expect(none.length).toBeGreaterThanOrEqual(25);
      expect(none.filter((m) => tricky.has(m.text)).length).toBeGreaterThanOrEqual(15);
    });

    it(`${language}: at least 12 messages of at most 4 words and 10 code-switched`, () => {
      expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(12);
      expect(list.filter((m) => codeSwitched.has(m.text)).length).toBeGreaterThanOrEqual(10);
    });

    it(`${language}: mixes one-liners with long messages of 3 to 5 sentences`, () => {
      const long = list.filter((m) => words(m.text) >= 35);
      expect(long.length).toBeGreaterThanOrEqual(5);
    });
  }
});
