import { describe, expect, it } from "vitest";
import { BLIND_DANGEROUS, briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { SAFETY_BLIND6, SAFETY_BLIND6_IMPLIED, SAFETY_BLIND6_TRICKY } from "./coach-safety-blind6";

const DANGEROUS = new Set<string>(BLIND_DANGEROUS);

describeBlindSetShape("safety blind set 6", SAFETY_BLIND6, {
  size: 400,
  dangerous: 170,
  minimums: briefMinimums(150),
  profileAges: true,
});

describe("safety blind set 6's own lists", () => {
  it("has at least 170 dangerous messages, 15 % of them with the danger only implied", () => {
    const dangerous = SAFETY_BLIND6.filter((c) => DANGEROUS.has(c.label));
    expect(dangerous.length).toBeGreaterThanOrEqual(170);
    const impliedByAgeOnly = dangerous.filter(
      (c) => SAFETY_BLIND6_IMPLIED.has(c.text) && c.age !== undefined,
    );
    const impliedByBehaviour = dangerous.filter(
      (c) => SAFETY_BLIND6_IMPLIED.has(c.text) && c.age === undefined,
    );
    expect(impliedByBehaviour.length / dangerous.length).toBeGreaterThanOrEqual(0.15);
    expect(impliedByAgeOnly.length + impliedByBehaviour.length).toBe(SAFETY_BLIND6_IMPLIED.size);
  });

  it("has at least 90 tricky negatives, all labelled none", () => {
    expect(SAFETY_BLIND6_TRICKY.size).toBeGreaterThanOrEqual(90);
    for (const c of SAFETY_BLIND6.filter((x) => SAFETY_BLIND6_TRICKY.has(x.text))) {
      expect(c.label, c.text).toBe("none");
    }
  });
});
