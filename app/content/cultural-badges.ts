/**
 * Badge types of cultural stories (spec document 1, section 3), with their display labels and the
 * tooltip that explains each one.
 */

export const CULTURAL_BADGE_TYPES = [
  "authentic_recipe",
  "family_tradition",
  "regional_specialty",
  "festival_food",
  "ancient_technique",
  "indigenous_ingredients",
  "historical_significance",
  "migration_story",
  "fusion_creation",
  "seasonal_celebration",
] as const;
export type CulturalBadgeType = (typeof CULTURAL_BADGE_TYPES)[number];

export const DEFAULT_CULTURAL_BADGE_TYPE: CulturalBadgeType = "authentic_recipe";

export type CulturalBadge = { type: CulturalBadgeType; label: string; description: string };

export const CULTURAL_BADGES: Record<CulturalBadgeType, CulturalBadge> = {
  authentic_recipe: {
    type: "authentic_recipe",
    label: "Authentic",
    description: "Prepared the way it is traditionally made where the dish comes from.",
  },
  family_tradition: {
    type: "family_tradition",
    label: "Family Tradition",
    description: "A recipe handed down through a family and shared at its gatherings.",
  },
  regional_specialty: {
    type: "regional_specialty",
    label: "Regional Specialty",
    description: "A dish closely tied to one town, region or local food culture.",
  },
  festival_food: {
    type: "festival_food",
    label: "Festival Food",
    description: "Traditionally cooked for a holiday, festival or religious celebration.",
  },
  ancient_technique: {
    type: "ancient_technique",
    label: "Ancient Technique",
    description: "Uses a cooking or preserving method that has been practised for centuries.",
  },
  indigenous_ingredients: {
    type: "indigenous_ingredients",
    label: "Indigenous Ingredients",
    description: "Built around ingredients native to the land and its first peoples.",
  },
  historical_significance: {
    type: "historical_significance",
    label: "Historical Significance",
    description: "A dish connected to an important moment or era in history.",
  },
  migration_story: {
    type: "migration_story",
    label: "Migration Story",
    description: "Carried to a new country by people who moved there, and changed along the way.",
  },
  fusion_creation: {
    type: "fusion_creation",
    label: "Fusion Creation",
    description: "Brings together ingredients or techniques from more than one culinary tradition.",
  },
  seasonal_celebration: {
    type: "seasonal_celebration",
    label: "Seasonal Celebration",
    description: "Made to mark a season, a harvest or the first produce of the year.",
  },
};

export function isCulturalBadgeType(value: string): value is CulturalBadgeType {
  return (CULTURAL_BADGE_TYPES as readonly string[]).includes(value);
}

/** The badge for a stored type; unknown types fall back to the default (Authentic). */
export function culturalBadgeFor(type: string | null | undefined): CulturalBadge {
  return CULTURAL_BADGES[type && isCulturalBadgeType(type) ? type : DEFAULT_CULTURAL_BADGE_TYPE];
}
