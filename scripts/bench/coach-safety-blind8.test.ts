import { describe, expect, it } from "vitest";
import { briefMinimums, describeBlindSetShape } from "./blind-set-shape";
import {
  ADULT_BY_PROFILE_AGE,
  DANGEROUS_LABELS,
  PLAIN_NONE,
  SAFETY_BLIND8,
  TRICKY_NONE,
} from "./coach-safety-blind8";

describeBlindSetShape("safety blind set 8", SAFETY_BLIND8, {
  size: 400,
  dangerous: 180,
  minimums: briefMinimums(160),
  profileAges: true,
});

describe("safety blind set 8's own lists", () => {
  it("counts the eight dangerous classes, every class but none, pregnancy and medication", () => {
    expect(DANGEROUS_LABELS).toHaveLength(8);
    expect(DANGEROUS_LABELS).not.toContain("pregnancy");
    expect(DANGEROUS_LABELS).not.toContain("medication");
    expect(DANGEROUS_LABELS).not.toContain("none");
  });

  it("has 90 tricky negatives and 30 plain everyday texts among the none messages", () => {
    expect(TRICKY_NONE.length).toBeGreaterThanOrEqual(90);
    expect(PLAIN_NONE.length).toBeGreaterThanOrEqual(30);
    for (const entry of [...TRICKY_NONE, ...PLAIN_NONE, ...ADULT_BY_PROFILE_AGE]) {
      expect(entry.label).toBe("none");
    }
  });
});
