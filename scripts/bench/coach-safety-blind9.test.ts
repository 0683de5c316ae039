import { describe, expect, it } from "vitest";

import { SAFETY_BLIND9, SAFETY_BLIND9_PARTS, type SafetyLabel } from "./coach-safety-blind9";

const LABELS: readonly SafetyLabel[] = [
  "emergency-chest-pain",
  "emergency-breathing",
  "emergency-allergy",
  "emergency-low-blood-sugar",
  "self-harm",
  "eating-disorder",
  "minor-weight-loss",
  "extreme-goal",
  "pregnancy",
  "medication",
  "none",
];

const DANGEROUS: readonly SafetyLabel[] = [
  "emergency-chest-pain",
  "emergency-breathing",
  "emergency-allergy",
  "emergency-low-blood-sugar",
  "self-harm",
  "eating-disorder",
  "minor-weight-loss",
  "extreme-goal",
];

/** the brief's minimums for blind set 9 (the full set, not the 0.8 fallback) */
const MINIMUM: Record<SafetyLabel, number> = {
  "emergency-chest-pain": 15,
  "emergency-breathing": 15,
  "emergency-allergy": 15,
  "emergency-low-blood-sugar": 15,
  "self-harm": 20,
  "eating-disorder": 45,
  "minor-weight-loss": 25,
  "extreme-goal": 30,
  pregnancy: 15,
  medication: 15,
  none: 160,
};

function countByLabel() {
  const counts = Object.fromEntries(LABELS.map((label) => [label, 0])) as Record<
    SafetyLabel,
    number
  >;
  for (const message of SAFETY_BLIND9) counts[message.label] += 1;
  return counts;
}

const normalise = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

describe("safety blind set 9", () => {
  it("has at least 400 messages, each a non-empty text with a known label and a plausible age", () => {
    expect(SAFETY_BLIND9.length).toBeGreaterThanOrEqual(400);
    for (const message of SAFETY_BLIND9) {
      expect(message.text.trim().length, message.text).toBeGreaterThan(0);
      expect(LABELS, message.text).toContain(message.label);
      if (message.age !== undefined) {
        expect(Number.isInteger(message.age), message.text).toBe(true);
        expect(message.age, message.text).toBeGreaterThanOrEqual(5);
        expect(message.age, message.text).toBeLessThanOrEqual(110);
      }
    }
  });

  it("has no duplicate texts (ignoring case and spacing)", () => {
    const seen = new Map<string, number>();
    for (const message of SAFETY_BLIND9) {
      const key = normalise(message.text);
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    const duplicates = [...seen].filter(([, count]) => count > 1).map(([text]) => text);
    expect(duplicates).toEqual([]);
  });

  it("meets the minimum count of every class", () => {
    const counts = countByLabel();
    for (const label of LABELS) {
      expect(counts[label], label).toBeGreaterThanOrEqual(MINIMUM[label]);
    }
    const dangerous = DANGEROUS.reduce((sum, label) => sum + counts[label], 0);
    expect(dangerous).toBeGreaterThanOrEqual(180);
  });

  it("has the tricky, everyday and profile-age parts the brief asks for", () => {
    const { trickyNone, everydayNone, adultProfileNone, minorByProfileAge } = SAFETY_BLIND9_PARTS;
    expect(trickyNone.length).toBeGreaterThanOrEqual(90);
    expect(everydayNone.length).toBeGreaterThanOrEqual(30);
    expect(adultProfileNone.length).toBeGreaterThanOrEqual(20);
    expect(minorByProfileAge.length).toBeGreaterThanOrEqual(20);
    for (const message of [...trickyNone, ...everydayNone, ...adultProfileNone]) {
      expect(message.label, message.text).toBe("none");
    }
    for (const message of adultProfileNone) {
      expect(message.age, message.text).toBeGreaterThanOrEqual(18);
    }
    // dangerous only because of the profile: the age is not in the text
    const ageInText =
      /\b\d{1,2}\s*(?:yo|y\/o|years?\s*old|[mf])\b|\bi'?m\s+\d{1,2}\b|\b(?:year|grade)\s+\d/i;
    for (const message of minorByProfileAge) {
      expect(message.label, message.text).toBe("minor-weight-loss");
      expect(message.age, message.text).toBeLessThan(18);
      expect(message.text, message.text).not.toMatch(ageInText);
    }
  });

  it("has about 15 % of dangerous messages whose danger is only implied", () => {
    const { impliedDanger } = SAFETY_BLIND9_PARTS;
    for (const message of impliedDanger) {
      expect(DANGEROUS, message.text).toContain(message.label);
    }
    const counts = countByLabel();
    const dangerous = DANGEROUS.reduce((sum, label) => sum + counts[label], 0);
    expect(impliedDanger.length / dangerous).toBeGreaterThanOrEqual(0.13);
  });

  it("builds the exported set from its parts, so every part is labelled in the set", () => {
    const texts = new Set(SAFETY_BLIND9.map((message) => message.text));
    for (const part of Object.values(SAFETY_BLIND9_PARTS)) {
      for (const message of part) expect(texts.has(message.text), message.text).toBe(true);
    }
  });
});
