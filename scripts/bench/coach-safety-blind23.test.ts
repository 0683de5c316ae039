import { describe, expect, it } from "vitest";
import { BLIND_LABELS, describeLanguageShape } from "./blind-set-shape";
import {
  BLIND23_CODE_SWITCHED,
  BLIND23_DE,
  BLIND23_ES,
  BLIND23_FR,
  BLIND23_TRICKY_NEGATIVES,
  SAFETY_BLIND23,
  type LabelledMessage,
} from "./coach-safety-blind23";

const LANGUAGES: [string, readonly LabelledMessage[]][] = [
  ["Spanish", BLIND23_ES],
  ["French", BLIND23_FR],
  ["German", BLIND23_DE],
];
const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;

describeLanguageShape("blind set 23", LANGUAGES, BLIND23_TRICKY_NEGATIVES);

describe("blind set 23 (Spanish, French, German): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no profile age", () => {
    for (const m of SAFETY_BLIND23) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect(m.age, m.text).toBeUndefined();
    }
  });

  it("joins the three languages and nothing else", () => {
    expect(SAFETY_BLIND23).toEqual([...BLIND23_ES, ...BLIND23_FR, ...BLIND23_DE]);
  });

  it("has every class (each dangerous one and the caution ones) across the set", () => {
    for (const label of BLIND_LABELS)
      expect(count(SAFETY_BLIND23, label), label).toBeGreaterThan(0);
  });

  it("keeps the tricky negatives labelled none and inside the set", () => {
    const texts = new Set(SAFETY_BLIND23.map((m) => m.text));
    for (const m of BLIND23_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 10 messages of at most 4 words", () => {
    expect(SAFETY_BLIND23.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(10);
  });

  it("has at least 10 code-switched messages, all in the set", () => {
    expect(BLIND23_CODE_SWITCHED.length).toBeGreaterThanOrEqual(10);
    const texts = new Set(SAFETY_BLIND23.map((m) => m.text));
    for (const m of BLIND23_CODE_SWITCHED) expect(texts.has(m.text), m.text).toBe(true);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_BLIND23) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
