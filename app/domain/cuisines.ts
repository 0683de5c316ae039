/** The 13 cuisines of spec 1 section 9, in the spec's order: onboarding, search, the catalogue. */
export const CUISINES = [
  "Mediterranean",
  "Italian",
  "Asian",
  "Mexican",
  "Indian",
  "American",
  "French",
  "Greek",
  "Middle Eastern",
  "Japanese",
  "Thai",
  "Korean",
  "Chinese",
] as const;

export type Cuisine = (typeof CUISINES)[number];
