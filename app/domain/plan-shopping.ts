/**
 * A meal plan's week as a shopping list: every ingredient of every planned meal, scaled by the meal's
 * portion (servings eaten / servings the recipe makes), summed per food across recipes and days,
 * shown in friendly units and grouped by the spec's eight categories (spec 2 section 3).
 *
 * Pure. Interim module of issue 6: issue 7 owns the shared ingredient -> shopping item categoriser
 * (app/domain/shopping.ts). `scaledPlanIngredients` (the plan part: which ingredients, how much) is
 * meant to stay; `shoppingItemsFromIngredients` (merging, units, categories) is what the shared
 * categoriser replaces once it is on main (its buildShoppingItems takes the same scaled inputs).
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

export type ShoppingItemDraft = { name: string; quantity: string; category: ShoppingCategory };

/** A recipe ingredient as stored (db/schema.ts RecipeIngredient). */
export type StoredIngredient = {
  text: string;
  quantity: number | null;
  unit: string | null;
  name: string;
  foodId: number | null;
  grams: number | null;
};

export type ScaledIngredient = StoredIngredient & {
  foodGroup: string | null;
  foodName: string | null;
};

/**
 * Every ingredient of every planned meal, with its amounts multiplied by the meal's servings over
 * the servings the recipe makes (a recipe for 4 eaten as 1.5 servings uses 1.5/4 of each line).
 * Meals whose recipe is unknown are skipped.
 */
export function scaledPlanIngredients(
  meals: readonly { recipeId: number; servings: number }[],
  recipes: ReadonlyMap<number, { servings: number; ingredients: readonly StoredIngredient[] }>,
  foods: ReadonlyMap<number, { name: string; foodGroup: string }>,
): ScaledIngredient[] {
  const out: ScaledIngredient[] = [];
  for (const meal of meals) {
    const recipe = recipes.get(meal.recipeId);
    if (!recipe || !(recipe.servings > 0) || !(meal.servings > 0)) continue;
    const factor = meal.servings / recipe.servings;
    for (const ingredient of recipe.ingredients) {
      const food = ingredient.foodId != null ? foods.get(ingredient.foodId) : undefined;
      out.push({
        ...ingredient,
        quantity: ingredient.quantity != null ? ingredient.quantity * factor : null,
        grams: ingredient.grams != null ? ingredient.grams * factor : null,
        foodGroup: food?.foodGroup ?? null,
        foodName: food?.name ?? null,
      });
    }
  }
  return out;
}

// ------------------------------------------------------------------------------ categories

const GROUP_CATEGORY: Record<string, ShoppingCategory> = {
  "Vegetables and Vegetable Products": "Produce",
  "Fruits and Fruit Juices": "Produce",
  "Dairy and Egg Products": "Dairy & Eggs",
  "Finfish and Shellfish Products": "Meat & Seafood",
  "Poultry Products": "Meat & Seafood",
  "Beef Products": "Meat & Seafood",
  "Pork Products": "Meat & Seafood",
  "Lamb, Veal, and Game Products": "Meat & Seafood",
  "Sausages and Luncheon Meats": "Meat & Seafood",
  "Baked Products": "Bakery",
  Beverages: "Beverages",
  "Cereal Grains and Pasta": "Pantry Staples",
  "Legumes and Legume Products": "Pantry Staples",
  "Nut and Seed Products": "Pantry Staples",
  Sweets: "Pantry Staples",
  "Fats and Oils": "Pantry Staples",
  "Spices and Herbs": "Pantry Staples",
  "Soups, Sauces, and Gravies": "Pantry Staples",
  "Breakfast Cereals": "Pantry Staples",
  Snacks: "Pantry Staples",
};

const has = (text: string, pattern: RegExp) => pattern.test(text.toLowerCase());

/** The aisle of an ingredient: the USDA food group, with the shop floor's usual exceptions. */
export function categorise(
  ingredient: Pick<ScaledIngredient, "name" | "text" | "foodGroup">,
): ShoppingCategory {
  const words = `${ingredient.name} ${ingredient.text}`;
  const group = ingredient.foodGroup ?? "";
  if (has(words, /\bfrozen\b/)) return "Frozen Foods";
  if (has(ingredient.name, /\b(tofu|tempeh)\b/)) return "Produce";
  if (
    has(ingredient.name, /\b(almond|oat|soy|rice|cashew|coconut) (milk|drink|beverage)\b/) &&
    !has(ingredient.name, /\bcoconut milk\b/)
  ) {
    return "Dairy & Eggs";
  }
  if (has(words, /\b(canned|tinned)\b/) && /Vegetables|Fruits|Finfish|Legumes/.test(group)) {
    return "Pantry Staples";
  }
  if (
    group === "Fruits and Fruit Juices" &&
    has(ingredient.name, /\bjuice\b/) &&
    !has(ingredient.name, /\b(lemon|lime)\b/)
  ) {
    return "Beverages";
  }
  if (group === "Spices and Herbs" && has(words, /\bfresh\b/)) return "Produce";
  if (GROUP_CATEGORY[group]) return GROUP_CATEGORY[group];
  if (has(ingredient.name, /\b(bread|tortilla|pita|naan|bagel|bun|roll)s?\b/)) return "Bakery";
  return "Other";
}

/** Plain water (and ice) is not bought. */
export function isBought(ingredient: Pick<ScaledIngredient, "name">): boolean {
  return !/^(cold |hot |warm |boiling |ice[- ]?)?(water|ice|ice cubes)$/i.test(
    ingredient.name.trim(),
  );
}

// ------------------------------------------------------------------------------ quantities

const COUNT_UNITS = new Set([
  null,
  "large",
  "medium",
  "small",
  "extra large",
  "whole",
  "piece",
  "each",
  "fruit",
]);
const NAMED_PIECES: Record<string, [string, string]> = {
  clove: ["clove", "cloves"],
  stalk: ["stalk", "stalks"],
  fillet: ["fillet", "fillets"],
  slice: ["slice", "slices"],
  can: ["can", "cans"],
  package: ["package", "packages"],
  bunch: ["bunch", "bunches"],
  head: ["head", "heads"],
  sprig: ["sprig", "sprigs"],
  leaf: ["leaf", "leaves"],
};
const TEASPOONS: Record<string, number> = { teaspoon: 1, tsp: 1, tablespoon: 3, tbsp: 3 };
const LIQUID =
  /\b(milk|juice|broth|stock|water|vinegar|kefir|buttermilk|wine|drink|beverage|sauce|oil|tamari|syrup)\b/i;
/** Spoon amounts up to this weight stay in spoons (spices, oils, sauces). */
const MAX_SPOON_GRAMS = 60;

/** 3.5 -> "3 1/2", 0.25 -> "1/4"; other fractions to the nearest quarter. */
export function formatAmount(value: number): string {
  const quarters = Math.max(1, Math.round(value * 4));
  const whole = Math.floor(quarters / 4);
  const part = ["", "1/4", "1/2", "3/4"][quarters % 4];
  return [whole > 0 ? String(whole) : "", part].filter(Boolean).join(" ");
}

/** Grams as a shopper reads them, rounded up: "8 g", "45 g", "450 g", "1.3 kg". */
export function formatGrams(grams: number): string {
  if (grams < 10) return `${Math.max(1, Math.ceil(grams))} g`;
  if (grams < 100) return `${Math.ceil(grams / 5) * 5} g`;
  if (grams < 1000) return `${Math.ceil(grams / 10) * 10} g`;
  return `${(Math.ceil(grams / 100) / 10).toFixed(1)} kg`;
}

/** Millilitres likewise: "30 ml", "750 ml", "1.2 l" (grams of a liquid taken as ml). */
export function formatVolume(ml: number): string {
  return formatGrams(ml).replace(/ g$/, " ml").replace(/ kg$/, " l");
}

/** The quantity text for one food's summed contributions. */
export function friendlyQuantity(parts: readonly ScaledIngredient[], liquid: boolean): string {
  const units = new Set(parts.map((p) => p.unit));
  const allHaveQuantity = parts.every((p) => p.quantity != null && p.quantity > 0);
  const total = parts.reduce((s, p) => s + (p.quantity ?? 0), 0);
  const grams = parts.reduce((s, p) => s + (p.grams ?? 0), 0);
  if (allHaveQuantity && units.size === 1) {
    const unit = [...units][0];
    // bought by the piece: eggs, onions, fillets, cans; always a whole number, rounded up
    if (COUNT_UNITS.has(unit)) return String(Math.ceil(total - 1e-9));
    if (unit && NAMED_PIECES[unit]) {
      const n = Math.ceil(total - 1e-9);
      return `${n} ${NAMED_PIECES[unit][n === 1 ? 0 : 1]}`;
    }
  }
  if (
    allHaveQuantity &&
    [...units].every((u) => u !== null && TEASPOONS[u]) &&
    grams <= MAX_SPOON_GRAMS
  ) {
    const tsp = parts.reduce((s, p) => s + p.quantity! * TEASPOONS[p.unit!], 0);
    // in tablespoons when they say it exactly, else in teaspoons: 4 tsp stays "4 tsp"
    const inTbsp = (tsp / 3) * 4;
    return tsp >= 3 && Math.abs(inTbsp - Math.round(inTbsp)) < 0.01
      ? `${formatAmount(tsp / 3)} tbsp`
      : `${formatAmount(tsp)} tsp`;
  }
  if (grams > 0) return liquid ? formatVolume(grams) : formatGrams(grams);
  return "as needed";
}

function displayName(name: string): string {
  const trimmed = name.trim().replace(/\s+/g, " ");
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}

/**
 * One shopping item per food (same USDA food id, or the same name when there is none), amounts
 * summed, in category order and then by name.
 */
export function shoppingItemsFromIngredients(
  ingredients: readonly ScaledIngredient[],
): ShoppingItemDraft[] {
  const groups = new Map<string, ScaledIngredient[]>();
  for (const ingredient of ingredients) {
    if (!ingredient.name.trim() || !isBought(ingredient)) continue;
    const key =
      ingredient.foodId != null
        ? `food:${ingredient.foodId}`
        : `name:${ingredient.name.trim().toLowerCase()}`;
    const list = groups.get(key);
    if (list) list.push(ingredient);
    else groups.set(key, [ingredient]);
  }
  const items = [...groups.values()].map((parts) => {
    const first = parts[0];
    const category = categorise(first);
    const liquid = category === "Beverages" || LIQUID.test(first.name);
    return { name: displayName(first.name), quantity: friendlyQuantity(parts, liquid), category };
  });
  const rank = (c: ShoppingCategory) => SHOPPING_CATEGORIES.indexOf(c);
  return items.sort((a, b) => rank(a.category) - rank(b.category) || a.name.localeCompare(b.name));
}
