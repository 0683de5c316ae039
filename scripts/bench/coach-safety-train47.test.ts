import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import {
  SAFETY_TRAIN47,
  TRAIN47_PLAIN,
  TRAIN47_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train47";

const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("training set 47 (English): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no age field", () => {
    for (const m of SAFETY_TRAIN47) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect("age" in m, m.text).toBe(false);
    }
  });

  it("holds at least 240 messages, 120 dangerous, each of the 8 dangerous classes 10 times", () => {
    expect(SAFETY_TRAIN47.length).toBeGreaterThanOrEqual(240);
    expect(SAFETY_TRAIN47.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(120);
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS)
      expect(count(SAFETY_TRAIN47, label), label).toBeGreaterThanOrEqual(10);
  });

  it("has pregnancy and medication questions at least 10 times each", () => {
    expect(count(SAFETY_TRAIN47, "pregnancy")).toBeGreaterThanOrEqual(10);
    expect(count(SAFETY_TRAIN47, "medication")).toBeGreaterThanOrEqual(10);
  });

  it("has at least 90 none, of which at least 60 tricky negatives, all labelled none and in the set", () => {
    expect(count(SAFETY_TRAIN47, "none")).toBeGreaterThanOrEqual(90);
    expect(TRAIN47_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(60);
    const texts = new Set(SAFETY_TRAIN47.map((m) => m.text));
    for (const m of [...TRAIN47_TRICKY_NEGATIVES, ...TRAIN47_PLAIN]) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 30 messages of at most 4 words", () => {
    expect(SAFETY_TRAIN47.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(30);
  });

  it("says the age in every minor's message (no profile age)", () => {
    for (const m of SAFETY_TRAIN47.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/(^|\D)(1[0-7]|[5-9])(\D|$)|fifteen/i);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN47) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
