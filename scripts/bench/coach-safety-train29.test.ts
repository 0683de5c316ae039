import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import {
  SAFETY_TRAIN29,
  TRAIN29_CODE_SWITCHED,
  TRAIN29_DE,
  TRAIN29_ES,
  TRAIN29_FR,
  TRAIN29_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train29";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN29_ES],
  ["French", TRAIN29_FR],
  ["German", TRAIN29_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const tricky = new Set(TRAIN29_TRICKY_NEGATIVES.map((m) => m.text));
const codeSwitched = new Set(TRAIN29_CODE_SWITCHED.map((m) => m.text));
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("training set 29 (Spanish, French, German): per language", () => {
  for (const [language, list] of LANGUAGES) {
    it(`${language}: at least 70 messages, 35 dangerous and each dangerous class 3 times`, () => {
      expect(list.length).toBeGreaterThanOrEqual(70);
      expect(list.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(35);
      expect(BLIND_DANGEROUS.length).toBe(8);
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

    it(`${language}: at least 12 messages of at most 4 words and 10 code-switched ones`, () => {
      expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(12);
      expect(list.filter((m) => codeSwitched.has(m.text)).length).toBeGreaterThanOrEqual(10);
    });

    it(`${language}: every minor says an age of 13 to 17 in the message`, () => {
      for (const m of list.filter((m) => m.label === "minor-weight-loss"))
        expect(m.text, m.text).toMatch(/\b1[3-7]\b/);
    });
  }
});

describe("training set 29: the whole set", () => {
  it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
    for (const m of SAFETY_TRAIN29) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect(m.age, m.text).toBeUndefined();
    }
  });

  it("joins the three languages and nothing else", () => {
    expect(SAFETY_TRAIN29).toEqual([...TRAIN29_ES, ...TRAIN29_FR, ...TRAIN29_DE]);
  });

  it("keeps the tricky negatives labelled none and the code-switched messages inside the set", () => {
    const texts = new Set(SAFETY_TRAIN29.map((m) => m.text));
    for (const m of TRAIN29_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of TRAIN29_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN29) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
