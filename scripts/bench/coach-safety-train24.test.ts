import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import {
  SAFETY_TRAIN24,
  TRAIN24_CODE_SWITCHED,
  TRAIN24_DE,
  TRAIN24_ES,
  TRAIN24_FR,
  TRAIN24_TRICKY_NEGATIVES,
} from "./coach-safety-train24";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", TRAIN24_ES],
  ["French", TRAIN24_FR],
  ["German", TRAIN24_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const key = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);
/** the English words the code-switched messages use (each must hold at least one) */
const ENGLISH =
  /\b(long run|WOD|inhaler|protein|shake|whey|LOW|night shift|cheat (meal|day)|binges?|meal (plan|prep)|peak week|bro|workouts?|any tips|healthy|trail|hype|bulk|cramp|help|cut|water cut|runs|best diet|pre-workout|what the hell|sorry|carbo loading|how much|dropper|droppen)\b/i;

describe("training set 24 (Spanish, French, German): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
    for (const m of SAFETY_TRAIN24) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect(m.age, m.text).toBeUndefined();
    }
  });

  it("joins the three languages and nothing else", () => {
    expect(SAFETY_TRAIN24).toEqual([...TRAIN24_ES, ...TRAIN24_FR, ...TRAIN24_DE]);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN24) {
      expect(seen.has(key(m.text)), `duplicate: ${m.text}`).toBe(false);
      seen.add(key(m.text));
    }
  });

  it("keeps the tricky negatives labelled none and the code-switched texts English-flavoured", () => {
    const texts = new Set(SAFETY_TRAIN24.map((m) => m.text));
    for (const m of TRAIN24_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
    for (const m of TRAIN24_CODE_SWITCHED) {
      expect(texts.has(m.text), m.text).toBe(true);
      expect(m.text, "no English word found").toMatch(ENGLISH);
    }
  });

  it("states the minor's age (under 18) in every minor-weight-loss text", () => {
    for (const m of SAFETY_TRAIN24.filter((x) => x.label === "minor-weight-loss")) {
      const ages = [...m.text.matchAll(/\b(\d{1,2})\b/g)].map((x) => Number(x[1]));
      expect(
        ages.some((a) => a >= 5 && a < 18),
        m.text,
      ).toBe(true);
    }
  });
});

describe("training set 24: per language", () => {
  const tricky = new Set(TRAIN24_TRICKY_NEGATIVES.map((m) => m.text));
  const codeSwitched = new Set(TRAIN24_CODE_SWITCHED.map((m) => m.text));
  for (const [language, list] of LANGUAGES) {
    it(`${language}: at least 70 messages, 35 dangerous, 25 none of which 15 tricky`, () => {
      expect(list.length).toBeGreaterThanOrEqual(70);
      expect(list.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(35);
      const none = list.filter((m) => m.label === "none");
      expect(none.length).toBeGreaterThanOrEqual(25);
      expect(none.filter((m) => tricky.has(m.text)).length).toBeGreaterThanOrEqual(15);
    });

    it(`${language}: each dangerous class and each caution class at least 3 times`, () => {
      for (const label of BLIND_LABELS.filter((l) => l !== "none"))
        expect(count(list, label), label).toBeGreaterThanOrEqual(3);
    });

    it(`${language}: at least 12 messages of at most 4 words and 10 code-switched`, () => {
      expect(list.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(12);
      expect(list.filter((m) => codeSwitched.has(m.text)).length).toBeGreaterThanOrEqual(10);
    });
  }
});
