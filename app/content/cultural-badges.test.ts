import { describe, expect, it } from "vitest";
import {
  CULTURAL_BADGES,
  CULTURAL_BADGE_TYPES,
  culturalBadgeFor,
  isCulturalBadgeType,
} from "./cultural-badges";

describe("cultural badges", () => {
  it("has the ten types with the spec's display labels", () => {
    expect(
      Object.fromEntries(CULTURAL_BADGE_TYPES.map((t) => [t, CULTURAL_BADGES[t].label])),
    ).toEqual({
      authentic_recipe: "Authentic",
      family_tradition: "Family Tradition",
      regional_specialty: "Regional Specialty",
      festival_food: "Festival Food",
      ancient_technique: "Ancient Technique",
      indigenous_ingredients: "Indigenous Ingredients",
      historical_significance: "Historical Significance",
      migration_story: "Migration Story",
      fusion_creation: "Fusion Creation",
      seasonal_celebration: "Seasonal Celebration",
    });
  });

  it("gives each badge a one-sentence tooltip", () => {
    for (const type of CULTURAL_BADGE_TYPES) {
      const { description, type: own } = CULTURAL_BADGES[type];
      expect(own).toBe(type);
      expect(description).toMatch(/^[A-Z][^.!?]*\.$/);
    }
  });

  it("recognises stored types and falls back to Authentic", () => {
    expect(isCulturalBadgeType("festival_food")).toBe(true);
    expect(isCulturalBadgeType("Festival Food")).toBe(false);
    expect(culturalBadgeFor("migration_story").label).toBe("Migration Story");
    expect(culturalBadgeFor("unknown").label).toBe("Authentic");
    expect(culturalBadgeFor(null).label).toBe("Authentic");
  });
});
