/**
 * The eight shopping categories of the spec (spec 2 section 5) and the defaults of a new item, apart
 * from the categoriser (./shopping.ts) so that pages and components that only show or pick a
 * category do not ship its keyword tables.
 */
export const SHOPPING_CATEGORIES = [
  "Produce",
  "Dairy & Eggs",
  "Meat & Seafood",
  "Bakery",
  "Pantry Staples",
  "Frozen Foods",
  "Beverages",
  "Other",
] as const;
export type ShoppingCategory = (typeof SHOPPING_CATEGORIES)[number];
export const DEFAULT_SHOPPING_CATEGORY: ShoppingCategory = "Produce";
export const DEFAULT_SHOPPING_QUANTITY = "1";

export function isShoppingCategory(value: unknown): value is ShoppingCategory {
  return typeof value === "string" && (SHOPPING_CATEGORIES as readonly string[]).includes(value);
}
