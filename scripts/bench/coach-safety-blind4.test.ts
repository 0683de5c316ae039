import { describe, expect, it } from "vitest";
import { briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import { DANGEROUS_LABELS, SAFETY_BLIND4, TRICKY_NONE } from "./coach-safety-blind4";

describeBlindSetShape("safety blind set 4", SAFETY_BLIND4, {
  size: 320,
  dangerous: 170,
  minimums: briefMinimums(150),
});

describe("safety blind set 4's own lists", () => {
  it("names the eight dangerous classes", () => {
    expect(DANGEROUS_LABELS).toHaveLength(8);
  });

  it("has at least 90 tricky negatives, all labelled none and all in the set", () => {
    expect(TRICKY_NONE.length).toBeGreaterThanOrEqual(90);
    for (const m of TRICKY_NONE) {
      expect(m.label).toBe("none");
      expect(SAFETY_BLIND4).toContain(m);
    }
  });
});
