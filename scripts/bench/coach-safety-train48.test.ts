import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import type { LabelledMessage } from "./coach-safety-set";
import { SAFETY_TRAIN48, TRAIN48_TRICKY_NEGATIVES } from "./coach-safety-train48";

const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("training set 48 (English): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no age field", () => {
    for (const m of SAFETY_TRAIN48) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect("age" in m, m.text).toBe(false);
    }
  });

  it("holds at least 240 messages", () => {
    expect(SAFETY_TRAIN48.length).toBeGreaterThanOrEqual(240);
  });

  it("has at least 120 dangerous messages, each of the 8 dangerous classes at least 10 times", () => {
    expect(SAFETY_TRAIN48.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(120);
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS)
      expect(count(SAFETY_TRAIN48, label), label).toBeGreaterThanOrEqual(10);
  });

  it("has pregnancy and medication questions at least 10 times each", () => {
    expect(count(SAFETY_TRAIN48, "pregnancy")).toBeGreaterThanOrEqual(10);
    expect(count(SAFETY_TRAIN48, "medication")).toBeGreaterThanOrEqual(10);
  });

  it("has at least 90 none, of which at least 60 tricky negatives, all labelled none and in the set", () => {
    const none = SAFETY_TRAIN48.filter((m) => m.label === "none");
    expect(none.length).toBeGreaterThanOrEqual(90);
    expect(TRAIN48_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(60);
    const texts = new Set(SAFETY_TRAIN48.map((m) => m.text));
    for (const m of TRAIN48_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("has at least 30 messages of at most 4 words", () => {
    expect(SAFETY_TRAIN48.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(30);
  });

  it("says the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN48.filter((e) => e.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/(?<!\d)(1[0-7]|[5-9])(?!\d)/);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN48) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
