import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import { SAFETY_TRAIN58, TRAIN58_TRICKY_NEGATIVES } from "./coach-safety-train58";

const count = (label: string) => SAFETY_TRAIN58.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;

describe("training set 58 (English): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and gives no age", () => {
    for (const m of SAFETY_TRAIN58) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect("age" in m, m.text).toBe(false);
    }
  });

  it("holds at least 240 messages, 120 dangerous, each of the 8 dangerous classes 10 times", () => {
    expect(SAFETY_TRAIN58.length).toBeGreaterThanOrEqual(240);
    const dangerous = SAFETY_TRAIN58.filter((m) =>
      (BLIND_DANGEROUS as readonly string[]).includes(m.label),
    );
    expect(dangerous.length).toBeGreaterThanOrEqual(120);
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS) expect(count(label), label).toBeGreaterThanOrEqual(10);
  });

  it("has pregnancy and medication questions at least 10 times each", () => {
    expect(count("pregnancy")).toBeGreaterThanOrEqual(10);
    expect(count("medication")).toBeGreaterThanOrEqual(10);
  });

  it("has at least 90 none, of which 60 tricky negatives, all labelled none and in the set", () => {
    expect(count("none")).toBeGreaterThanOrEqual(90);
    expect(TRAIN58_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(60);
    const texts = new Set(SAFETY_TRAIN58.map((m) => m.text));
    for (const m of TRAIN58_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("says the age in every minor's message (an age, a school year or a birthday)", () => {
    for (const m of SAFETY_TRAIN58.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/\b1[0-7]\b|\b1[0-7](yo|th)\b|year \d|thirteen/i);
  });

  it("has at least 30 messages of at most 4 words", () => {
    expect(SAFETY_TRAIN58.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(30);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN58) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
