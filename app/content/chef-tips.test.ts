import { describe, expect, it } from "vitest";
import { CHEF_TIPS, CUISINES_WITH_TIPS, GENERIC_CHEF_TIPS, chefTipsFor } from "./chef-tips";

describe("chef's tips", () => {
  it("has 3 to 5 tips for each of the five cuisines and for the generic set", () => {
    expect(CUISINES_WITH_TIPS).toEqual(["Mediterranean", "Italian", "Asian", "Mexican", "Indian"]);
    for (const tips of [...Object.values(CHEF_TIPS), GENERIC_CHEF_TIPS]) {
      expect(tips.length).toBeGreaterThanOrEqual(3);
      expect(tips.length).toBeLessThanOrEqual(5);
      for (const tip of tips) expect(tip).toMatch(/^[A-Z].+\.$/);
    }
  });

  it("returns the cuisine's tips, ignoring case and spaces", () => {
    expect(chefTipsFor("Italian")).toBe(CHEF_TIPS.Italian);
    expect(chefTipsFor("  indian ")).toBe(CHEF_TIPS.Indian);
    expect(chefTipsFor("MEXICAN")).toBe(CHEF_TIPS.Mexican);
  });

  it("falls back to the generic tips", () => {
    expect(chefTipsFor("French")).toBe(GENERIC_CHEF_TIPS);
    expect(chefTipsFor("")).toBe(GENERIC_CHEF_TIPS);
    expect(chefTipsFor(null)).toBe(GENERIC_CHEF_TIPS);
    expect(chefTipsFor(undefined)).toBe(GENERIC_CHEF_TIPS);
  });
});
