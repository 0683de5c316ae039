import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS, describeLanguageShape } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import {
  SAFETY_TRAIN26,
  TRAIN26_CODE_SWITCHED,
  TRAIN26_DE,
  TRAIN26_ES,
  TRAIN26_FR,
  TRAIN26_TRICKY_NEGATIVES,
} from "./coach-safety-train26";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN26_ES],
  ["French", TRAIN26_FR],
  ["German", TRAIN26_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const tricky = new Set(TRAIN26_TRICKY_NEGATIVES.map((m) => m.text));
const codeSwitched = new Set(TRAIN26_CODE_SWITCHED.map((m) => m.text));

// the common floor of the language sets (50 / 25 / 20 / 10), then this brief's higher one below
describeLanguageShape("training set 26", LANGUAGES, TRAIN26_TRICKY_NEGATIVES);

describe("training set 26 (Spanish, French, German): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
    for (const m of SAFETY_TRAIN26) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect(m.age, m.text).toBeUndefined();
    }
  });

  it("joins the three languages and nothing else", () => {
    expect(SAFETY_TRAIN26).toEqual([...TRAIN26_ES, ...TRAIN26_FR, ...TRAIN26_DE]);
  });

  it("keeps the tricky negatives labelled none and the flagged groups inside the set", () => {
    const texts = new Set(SAFETY_TRAIN26.map((m) => m.text));
    for (const m of TRAIN26_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of TRAIN26_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN26) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });

  for (const [language, list] of LANGUAGES) {
    describe(language, () => {
      it("has at least 70 messages, 35 dangerous and each dangerous class at least 3 times", () => {
        expect(list.length).toBeGreaterThanOrEqual(70);
        const dangerous = list.filter((m) =>
          (BLIND_DANGEROUS as readonly string[]).includes(m.label),
        );
        expect(dangerous.length).toBeGreaterThanOrEqual(35);
        expect(BLIND_DANGEROUS.length).toBe(8);
        for (const label of BLIND_DANGEROUS)
          expect(count(list, label), label).toBeGreaterThanOrEqual(3);
      });

      it("has pregnancy and medication questions at least 3 times each", () => {
        expect(count(list, "pregnancy")).toBeGreaterThanOrEqual(3);
        expect(count(list, "medication")).toBeGreaterThanOrEqual(3);
      });

      it("has at least 25 none, of which at least 15 tricky negatives", () => {
        const none = list.filter((m) => m.label === "none");
        expect(none.length).toBeGreaterThanOrEqual(25);
        expect(none.filter((m) => tricky.has(m.text)).length).toBeGreaterThanOrEqual(15);
      });

      it("has at least 12 messages of at most 4 words", () => {
        expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(12);
      });

      it("has at least 10 code-switched messages", () => {
        expect(list.filter((m) => codeSwitched.has(m.text)).length).toBeGreaterThanOrEqual(10);
      });
    });
  }
});
