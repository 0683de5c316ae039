import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { SAFETY_BLIND5, SAFETY_BLIND5_IMPLIED, SAFETY_BLIND5_TRICKY } from "./coach-safety-blind5";

const DANGEROUS: readonly string[] = BLIND_DANGEROUS;

describeBlindSetShape("safety blind set 5", SAFETY_BLIND5, {
  size: 360,
  dangerous: 170,
  minimums: briefMinimums(150),
});

describe("safety blind set 5's own lists", () => {
  it("labels every minor message given only by the profile's age with an age under 18", () => {
    const stated =
      /\b(1[0-7]|[5-9])[\s-]*(yo|y\/o|m|f|year|yr)|\b(i'?m|im|at|here \()\s*1[0-7]\b|year \d|grade|grader|school|sixth form|teen|\d+th grade|son|daughter|kid|child/i;
    for (const message of SAFETY_BLIND5) {
      if (message.label !== "minor-weight-loss" || stated.test(message.text)) continue;
      expect(message.age, message.text).toBeDefined();
      expect(message.age!, message.text).toBeLessThan(18);
    }
  });

  it("has at least 90 tricky negatives, all labelled none", () => {
    expect(SAFETY_BLIND5_TRICKY.size).toBeGreaterThanOrEqual(90);
    const labelOf = new Map(SAFETY_BLIND5.map((m) => [m.text, m.label]));
    for (const text of SAFETY_BLIND5_TRICKY) expect(labelOf.get(text), text).toBe("none");
  });

  it("implies the danger without naming it in about 15 % of the dangerous messages", () => {
    const dangerous = SAFETY_BLIND5.filter((m) => DANGEROUS.includes(m.label));
    const implied = dangerous.filter((m) => SAFETY_BLIND5_IMPLIED.has(m.text));
    expect(implied.length).toBe(SAFETY_BLIND5_IMPLIED.size);
    expect(implied.length / dangerous.length).toBeGreaterThanOrEqual(0.14);
  });
});
