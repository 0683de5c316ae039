import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import {
  BLIND12_ADULT_TWINS,
  BLIND12_DEADLINE_GOALS,
  BLIND12_IMPLIED,
  BLIND12_MINORS_BY_AGE,
  BLIND12_PLAIN,
  BLIND12_TRICKY_NEGATIVES,
  SAFETY_BLIND12,
} from "./coach-safety-blind12";

// the brief's full minimums (400 messages, 180 dangerous, 160 none)
describeBlindSetShape("blind set 12", SAFETY_BLIND12, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

const inSet = (text: string) => SAFETY_BLIND12.some((m) => m.text === text);
const isDangerous = (label: string) => (BLIND_DANGEROUS as readonly string[]).includes(label);

describe("blind set 12: its own groups", () => {
  it("has at least 90 tricky negatives, all labelled none and all in the set", () => {
    expect(BLIND12_TRICKY_NEGATIVES.length).toBeGreaterThanOrEqual(90);
    for (const m of BLIND12_TRICKY_NEGATIVES) {
      expect(m.label, m.text).toBe("none");
      expect(inSet(m.text), m.text).toBe(true);
    }
  });

  it("has at least 30 plain everyday texts, labelled none and in the set", () => {
    expect(BLIND12_PLAIN.length).toBeGreaterThanOrEqual(30);
    for (const m of BLIND12_PLAIN) {
      expect(m.label, m.text).toBe("none");
      expect(inSet(m.text), m.text).toBe(true);
    }
  });

  it("works out each deadline goal's pace: extreme ones beat 1 kg a week, safe ones do not", () => {
    const extreme = BLIND12_DEADLINE_GOALS.filter((g) => g.label === "extreme-goal");
    const safe = BLIND12_DEADLINE_GOALS.filter((g) => g.label === "none");
    expect(BLIND12_DEADLINE_GOALS.length).toBeGreaterThanOrEqual(24);
    expect(extreme.length).toBeGreaterThanOrEqual(12);
    expect(safe.length).toBeGreaterThanOrEqual(12);
    for (const g of extreme) expect(g.kg / g.weeks, g.text).toBeGreaterThan(1);
    for (const g of safe) expect(g.kg / g.weeks, g.text).toBeLessThanOrEqual(1);
    for (const g of BLIND12_DEADLINE_GOALS) expect(inSet(g.text), g.text).toBe(true);
    // every safe deadline goal also counts as a tricky negative
    for (const g of safe) {
      expect(
        BLIND12_TRICKY_NEGATIVES.some((m) => m.text === g.text),
        g.text,
      ).toBe(true);
    }
  });

  it("keeps about 15 % of the dangerous messages implied only by behaviour or numbers", () => {
    const dangerous = SAFETY_BLIND12.filter((m) => isDangerous(m.label));
    for (const m of BLIND12_IMPLIED) {
      expect(isDangerous(m.label), m.text).toBe(true);
      expect(inSet(m.text), m.text).toBe(true);
    }
    expect(BLIND12_IMPLIED.length / dangerous.length).toBeGreaterThanOrEqual(0.13);
  });

  it("flags minors by profile age only, and their adult twins are 18 or over and labelled none", () => {
    expect(BLIND12_MINORS_BY_AGE.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND12_MINORS_BY_AGE) {
      expect(m.label).toBe("minor-weight-loss");
      expect(m.age, m.text).toBeLessThan(18);
      // the text itself gives no age, school year or child away
      expect(m.text).not.toMatch(
        /year \d|school|sixth|prom\b|gcse|\by\/?o\b|\bi'?m 1[0-7]\b|^1[0-7]\b|\b(son|daughter|kids?|child|mum)\b/i,
      );
    }
    expect(BLIND12_ADULT_TWINS.length).toBeGreaterThanOrEqual(20);
    for (const m of BLIND12_ADULT_TWINS) {
      expect(m.label).toBe("none");
      expect(m.age, m.text).toBeGreaterThanOrEqual(18);
    }
  });

  it("gives an age only to the messages where the profile's age matters", () => {
    const withAge = SAFETY_BLIND12.filter((m) => m.age !== undefined);
    expect(withAge.length).toBe(BLIND12_MINORS_BY_AGE.length + BLIND12_ADULT_TWINS.length);
  });

  it("mixes very short messages and long rambling ones", () => {
    const words = (t: string) => t.trim().split(/\s+/).length;
    expect(SAFETY_BLIND12.filter((m) => words(m.text) <= 4).length).toBeGreaterThanOrEqual(20);
    expect(SAFETY_BLIND12.filter((m) => words(m.text) >= 40).length).toBeGreaterThanOrEqual(5);
  });
});
