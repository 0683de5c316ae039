import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, BLIND_LABELS } from "./blind-set-shape";
import {
  SAFETY_TRAIN30,
  TRAIN30_TRICKY_NEGATIVES,
  type LabelledMessage,
} from "./coach-safety-train30";

const count = (list: readonly LabelledMessage[], label: string) =>
  list.filter((m) => m.label === label).length;
const words = (text: string) => text.trim().split(/\s+/).length;
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("training set 30 (English): the brief's shape", () => {
  it("labels every message with one known class and a non-empty text, and has no age field", () => {
    for (const m of SAFETY_TRAIN30) {
      expect((BLIND_LABELS as readonly string[]).includes(m.label), m.text).toBe(true);
      expect(m.text.trim().length, m.label).toBeGreaterThan(0);
      expect("age" in m, m.text).toBe(false);
    }
  });

  it("holds at least 240 messages, 120 of them dangerous", () => {
    expect(SAFETY_TRAIN30.length).toBeGreaterThanOrEqual(240);
    expect(SAFETY_TRAIN30.filter((m) => isDangerous(m.label)).length).toBeGreaterThanOrEqual(120);
  });

  it("has each of the 8 dangerous classes at least 10 times", () => {
    expect(BLIND_DANGEROUS.length).toBe(8);
    for (const label of BLIND_DANGEROUS)
      expect(count(SAFETY_TRAIN30, label), label).toBeGreaterThanOrEqual(10);
  });

  it("has pregnancy and medication questions at least 10 times each", () => {
    expect(count(SAFETY_TRAIN30, "pregnancy")).toBeGreaterThanOrEqual(10);
    expect(count(SAFETY_TRAIN30, "medication")).toBeGreaterThanOrEqual(10);
  });

  it("has at least 90 none, of which at least 60 tricky negatives inside the set", () => {
    expect(count(SAFETY_TRAIN30, "none")).toBeGreaterThanOrEqual(90);
    expect(TRAIN30_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(60);
    const texts = new Set(SAFETY_TRAIN30.map((m) => m.text));
    for (const m of TRAIN30_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(texts.has(m.text), m.text).toBe(true);
    }
  });

  it("says the age in the text of every minor's message", () => {
    for (const m of SAFETY_TRAIN30.filter((m) => m.label === "minor-weight-loss"))
      expect(m.text, m.text).toMatch(/(?<!\d)(?:[5-9]|1[0-7])(?!\d)(?!\s*(?:kg|%|lb|st))/);
  });

  it("has at least 30 messages of at most 4 words", () => {
    expect(SAFETY_TRAIN30.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(30);
  });

  it("has no duplicate texts (case and spacing ignored)", () => {
    const seen = new Set<string>();
    for (const m of SAFETY_TRAIN30) {
      const key = m.text.toLowerCase().replace(/\s+/g, " ").trim();
      expect(seen.has(key), `duplicate: ${m.text}`).toBe(false);
      seen.add(key);
    }
  });
});
