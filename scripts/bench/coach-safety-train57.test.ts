import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import {
  SAFETY_TRAIN57,
  TRAIN57_PLAIN,
  TRAIN57_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train57";

const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("training set 57 (English): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no age", () => {
    for (const m of SAFETY_TRAIN57) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect("age" in m, m.text).toBe(false);
    }
  });

  it("holds at least 240 messages, 120 dangerous and each of the 8 dangerous classes 10 times", () => {
    expect(SAFETY_TRAIN57.length).toBeGreaterThanOrEqual(240);
    expect(SAFETY_TRAIN57.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(120);
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS)
      expect(count(SAFETY_TRAIN57, label), label).toBeGreaterThanOrEqual(10);
  });

  it("has pregnancy and medication at least 10 times each", () => {
    expect(count(SAFETY_TRAIN57, "pregnancy")).toBeGreaterThanOrEqual(10);
    expect(count(SAFETY_TRAIN57, "medication")).toBeGreaterThanOrEqual(10);
  });

  it("has at least 90 none, of which 60 tricky negatives, all labelled none and in the set", () => {
    const none = SAFETY_TRAIN57.filter((m) => m.label === "none");
    expect(none.length).toBeGreaterThanOrEqual(90);
    expect(TRAIN57_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(60);
    const texts = new Set(SAFETY_TRAIN57.map((m) => m.text));
    for (const m of [...TRAIN57_TRICKY_NEGATIVES, ...TRAIN57_PLAIN]) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("gives the age in the text of every minor-weight-loss message", () => {
    const age =
      /\b(1[2-7]|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)\b|\b1[2-7](f|m|\s*yo)\b/i;
    for (const m of SAFETY_TRAIN57.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(age);
  });

  it("has at least 30 messages of at most 4 words", () => {
    expect(SAFETY_TRAIN57.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(30);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN57) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
