import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { SAFETY_BLIND9, SAFETY_BLIND9_PARTS } from "./coach-safety-blind9";

const DANGEROUS: readonly string[] = BLIND_DANGEROUS;

describeBlindSetShape("safety blind set 9", SAFETY_BLIND9, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describe("safety blind set 9's own lists", () => {
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
    const dangerous = SAFETY_BLIND9.filter((message) => DANGEROUS.includes(message.label)).length;
    expect(impliedDanger.length / dangerous).toBeGreaterThanOrEqual(0.13);
  });

  it("builds the exported set from its parts, so every part is labelled in the set", () => {
    const texts = new Set(SAFETY_BLIND9.map((message) => message.text));
    for (const part of Object.values(SAFETY_BLIND9_PARTS)) {
      for (const message of part) expect(texts.has(message.text), message.text).toBe(true);
    }
  });
});
