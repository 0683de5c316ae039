/**
 * Ingredients -> shopping items: one item per food, quantities merged across recipes and meals,
 * each in one of the eight shopping categories. Pure: callers that know the food behind a line
 * (a resolved ingredient, a catalogue recipe's `RecipeIngredient`, the USDA food group) pass it in;
 * plain lines are read with `parse-ingredient` and categorised by keywords.
 *
 * Used by the shopping-list APIs (a recipe's ingredients, a diet plan's week) and by the meal-plan
 * feature ("shopping list from a plan"). See docs/decisions/013-shopping-lists-and-saved-items.md.
 *
 * The rules:
 * - **Same product, one item.** Inputs merge when they name the same product (the food engine's
 *   product key: one name for "cilantro" and "fresh coriander", two for "butter beans" and
 *   "cannellini beans"), whatever food the nutrition table counts them as. Grams are summed.
 * - **Friendly quantity.** Counted things that are bought by the piece (eggs, apples, avocados:
 *   20 g or more a piece) are shown as a whole count, rounded up ("3"); named pieces keep their
 *   name ("6 cloves", "2 cans"); small amounts measured with the same spoon are summed in it
 *   ("3 1/2 tsp"); everything else is shown by weight, liquids by volume ("450 g", "1.2 kg",
 *   "750 ml"), from the summed grams. With no amount at all: "as needed".
 * - **Category.** The USDA food group decides when it is known (vegetables and fruit are Produce,
 *   dairy and eggs Dairy & Eggs, meat, poultry and fish Meat & Seafood, baked products Bakery,
 *   beverages Beverages, grains, legumes, nuts, oils, spices, sauces and sweets Pantry Staples);
 *   keywords decide otherwise, the longest matching phrase winning ("peanut butter" is Pantry
 *   Staples, not Dairy & Eggs). A few shop-floor exceptions override both: anything frozen is
 *   Frozen Foods, canned and dried produce or fish is Pantry Staples, fresh herbs are Produce,
 *   plant milks sit with Dairy & Eggs, tofu and tempeh with Produce, breads with Bakery, fruit
 *   juices (not lemon or lime) with Beverages.
 * - **Not bought.** Plain water and ice are left out.
 */
import { parseIngredient } from "parse-ingredient";
import { EXTRA_UNITS, type IngredientResolution } from "./food/lines";
import { productKey } from "./food/names";
import { normaliseWords } from "./food/words";
import { SHOPPING_CATEGORIES, type ShoppingCategory } from "./shopping-categories";

export {
  DEFAULT_SHOPPING_CATEGORY,
  DEFAULT_SHOPPING_QUANTITY,
  isShoppingCategory,
  SHOPPING_CATEGORIES,
  type ShoppingCategory,
} from "./shopping-categories";
export const UNKNOWN_AMOUNT = "as needed";

/** One ingredient as the categoriser sees it; everything but `name` is optional. */
export type ShoppingIngredient = {
  /** what to call it on the list ("rolled oats", "eggs") */
  name: string;
  /** the line as written, for hints such as "frozen" or "canned" */
  text?: string | null;
  /** the amount as written, in `unit` (parse-ingredient unit ids: "cup", "tablespoon", "large"...) */
  quantity?: number | null;
  unit?: string | null;
  /** weight in grams, when known */
  grams?: number | null;
  /** USDA NDB number, when known: inputs with the same food merge */
  foodId?: number | null;
  /** USDA food group ("Vegetables and Vegetable Products"), when known */
  foodGroup?: string | null;
  /** USDA food name ("Basil, fresh"), when known */
  foodName?: string | null;
};

export type ShoppingItemDraft = { name: string; quantity: string; category: ShoppingCategory };

// ---------------------------------------------------------------- categories

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

/**
 * Groups of ready-made dishes: our dishes (db/seed/dishes.ts) and USDA's fast foods, restaurant
 * foods and entrees. A dish named as an ingredient ("2 cups cooked rice and beans") is bought
 * ready-made, so it goes under "Other".
 */
export const READY_MADE_GROUPS: readonly string[] = [
  "Dishes",
  "Fast Foods",
  "Restaurant Foods",
  "Meals, Entrees, and Side Dishes",
];
for (const group of READY_MADE_GROUPS) GROUP_CATEGORY[group] = "Other";

const words = (list: string) => list.split("|");

/** Keywords per category, matched as whole words (plural allowed); the longest match wins. */
const KEYWORDS: Record<ShoppingCategory, string[]> = {
  Produce: words(
    "apple|apricot|artichoke|arugula|asparagus|avocado|banana|basil|bean sprout|beet|" +
      "beetroot|bell pepper|berry|blackberry|blueberry|bok choy|broccoli|brussels sprout|" +
      "cabbage|cantaloupe|carrot|cauliflower|celery|chard|cherry|chili|chilli|chive|cilantro|" +
      "clementine|coriander leaf|corn on the cob|cucumber|dill|eggplant|fennel|fig|garlic|" +
      "ginger|grape|grapefruit|green bean|green onion|herb|jalapeno|kale|kiwi|leek|lemon|" +
      "lemongrass|lettuce|lime|mango|melon|mint|mushroom|nectarine|okra|onion|orange|papaya|" +
      "parsley|parsnip|peach|pear|pepper|pineapple|plum|pomegranate|potato|pumpkin|radish|" +
      "raspberry|rocket|romaine|rosemary|scallion|shallot|snap pea|snow pea|spinach|sprout|" +
      "squash|strawberry|sweet potato|tarragon|thyme|tofu|tempeh|tomato|turnip|watermelon|" +
      "zucchini|salad green|mixed green|sage|edamame|hummus",
  ),
  "Dairy & Eggs": words(
    "milk|cheese|cheddar|feta|mozzarella|parmesan|ricotta|gruyere|halloumi|paneer|" +
      "cottage cheese|cream cheese|goat cheese|pecorino|brie|yogurt|yoghurt|butter|cream|" +
      "sour cream|egg|egg white|ghee|kefir|creme fraiche|cotija|almond milk|oat milk|soy milk|" +
      "rice milk|cashew milk|plant milk",
  ),
  "Meat & Seafood": words(
    "chicken|beef|pork|lamb|turkey|bacon|ham|sausage|steak|sirloin|mince|ground beef|" +
      "ground turkey|veal|duck|venison|fish|salmon|tuna|cod|trout|shrimp|prawn|crab|scallop|" +
      "sardine|mackerel|halibut|tilapia|sea bass|anchovy|lobster|mussel|clam|chorizo|" +
      "prosciutto|pancetta|meat|seafood",
  ),
  Bakery: words(
    "bread|bagel|bun|roll|tortilla|pita|naan|croissant|baguette|muffin|english muffin|" +
      "flatbread|sourdough|ciabatta|rye bread|brioche",
  ),
  "Pantry Staples": words(
    "rice|pasta|spaghetti|linguine|penne|noodle|oat|oatmeal|rolled oat|flour|sugar|" +
      "brown sugar|salt|black pepper|ground pepper|white pepper|peppercorn|oil|olive oil|" +
      "vinegar|sauce|soy sauce|tamari|stock|broth|honey|maple syrup|syrup|cumin|paprika|" +
      "cinnamon|turmeric|oregano|chili powder|curry powder|garam masala|nutmeg|clove|bay leaf|" +
      "spice|seasoning|lentil|chickpea|black bean|kidney bean|cannellini bean|bean|quinoa|" +
      "couscous|bulgur|barley|almond|walnut|cashew|pecan|pistachio|peanut|hazelnut|nut|seed|" +
      "chia seed|flaxseed|sesame seed|pumpkin seed|sunflower seed|peanut butter|almond butter|" +
      "cashew butter|tahini|tomato paste|cocoa|cocoa powder|chocolate|baking powder|" +
      "baking soda|vanilla|mustard|ketchup|mayonnaise|mayo|miso|coconut milk|coconut cream|" +
      "protein powder|granola|cereal|cracker|raisin|date|prune|dried fruit|jam|salsa|capers|" +
      "olive|canned|coconut aminos|fish sauce|sriracha|gochujang|yeast|cornstarch|" +
      "garlic powder|onion powder|ground ginger|ground cinnamon|dried herb|italian seasoning|" +
      "extract|breadcrumb|panko|polenta|cornmeal|stevia",
  ),
  "Frozen Foods": words("frozen|ice cream|sorbet"),
  Beverages: words(
    "juice|orange juice|apple juice|coffee|tea|green tea|soda|sparkling water|coconut water|" +
      "kombucha|wine|beer|lemonade|sports drink",
  ),
  Other: [],
};

type Keyword = { phrase: string[]; category: ShoppingCategory; length: number };

const KEYWORD_LIST: Keyword[] = Object.entries(KEYWORDS).flatMap(([category, words]) =>
  words.map((word) => {
    const phrase = normaliseWords(word);
    return { phrase, category: category as ShoppingCategory, length: phrase.join(" ").length };
  }),
);

/** The longest keyword phrase found (as consecutive whole words) in `words`, with its category. */
function keywordCategory(words: readonly string[]): Keyword | null {
  let best: Keyword | null = null;
  for (const keyword of KEYWORD_LIST) {
    if (best && keyword.length <= best.length) continue;
    const n = keyword.phrase.length;
    for (let i = 0; i + n <= words.length; i++) {
      if (keyword.phrase.every((w, j) => words[i + j] === w)) {
        best = keyword;
        break;
      }
    }
  }
  return best;
}

const has = (words: readonly string[], ...wanted: string[]) =>
  wanted.some((w) => words.includes(w));

const FRESH_HERBS = [
  "basil",
  "parsley",
  "cilantro",
  "coriander",
  "dill",
  "mint",
  "chive",
  "rosemary",
  "thyme",
  "sage",
  "tarragon",
  "oregano",
  "lemongrass",
];
const PLANT_MILKS = /\b(almond|oat|soy|soya|rice|cashew|hemp|pea|plant)[ -]?milks?\b/;
const NOT_BOUGHT = new Set([
  "water",
  "cold water",
  "warm water",
  "hot water",
  "boiling water",
  "ice",
  "ice cube",
  "crushed ice",
  "tap water",
  "filtered water",
  "handful of ice",
]);

/** Whether the ingredient is something you buy at all (plain water and ice are not). */
export function isBought(ingredient: Pick<ShoppingIngredient, "name">): boolean {
  return !NOT_BOUGHT.has(normaliseWords(ingredient.name).join(" "));
}

/**
 * The shopping category of an ingredient. The USDA food group decides when known, keywords
 * otherwise; the shop-floor exceptions in the module comment override both.
 */
export function categoriseIngredient(ingredient: ShoppingIngredient): ShoppingCategory {
  const nameWords = normaliseWords(ingredient.name);
  const context = [ingredient.name, ingredient.text ?? "", ingredient.foodName ?? ""].join(" ");
  const contextWords = normaliseWords(context);
  const lowerContext = context.toLowerCase();
  const group = ingredient.foodGroup ?? null;
  const byGroup = group ? GROUP_CATEGORY[group] : undefined;
  const byKeyword = keywordCategory(nameWords) ?? keywordCategory(contextWords);

  // shop-floor exceptions, in order
  if (has(contextWords, "frozen")) return "Frozen Foods";
  if (PLANT_MILKS.test(lowerContext)) return "Dairy & Eggs";
  if (has(nameWords, "tofu", "tempeh")) return "Produce";
  const producey = byGroup
    ? byGroup === "Produce" || byGroup === "Meat & Seafood"
    : byKeyword?.category === "Produce" || byKeyword?.category === "Meat & Seafood";
  if (
    producey &&
    (has(contextWords, "canned", "can", "tinned", "tin", "jar", "jarred") ||
      /\bdried\b|\bsun-dried\b|\braisins?\b|\bprunes?\b/.test(lowerContext))
  ) {
    return "Pantry Staples";
  }
  if (has(nameWords, ...FRESH_HERBS) && !has(contextWords, "dried", "ground")) {
    if (has(contextWords, "fresh") || /\bfresh\b/i.test(ingredient.foodName ?? ""))
      return "Produce";
  }
  if (has(nameWords, "juice") && !has(nameWords, "lemon", "lime")) return "Beverages";
  if (byKeyword?.category === "Bakery" && byGroup !== "Pantry Staples") return "Bakery";

  if (byGroup) return byGroup;
  return byKeyword?.category ?? "Other";
}

// ---------------------------------------------------------------- names

const PREP_WORDS = new Set(
  (
    "chopped diced minced sliced grated shredded crumbled cubed halved quartered trimmed peeled " +
    "pitted seeded cored torn rinsed drained thinly finely roughly coarsely thickly lightly " +
    "freshly packed heaping level about approximately grilled roasted steamed toasted warm cold " +
    "ripe plain crushed mashed whole"
  ).split(" "),
);

/** The name to show: the line's description without notes, amounts or preparation words. */
export function cleanIngredientName(description: string): string {
  let text = description
    .replace(/\([^)]*\)/g, " ")
    .split(",")[0]
    .replace(/\b(for|to)\s+(garnish|serve|serving|taste)\b.*$/i, " ")
    .replace(/\s+/g, " ")
    .trim();
  text = text
    .replace(
      /^(thin |thick |small |large )?(cubes?|slices?|squares?|pieces?|chunks?|sprigs?|leaves|strips?|wedges?|rings?|cans?|tins?|jars?|packages?|packs?|bags?|boxes|box|cartons?)\s+(of\s+)?/i,
      "",
    )
    .replace(/\s+with\s+.*$/i, "")
    .trim();
  const words = text.split(" ");
  while (words.length > 1 && PREP_WORDS.has(words[0].toLowerCase())) words.shift();
  text = words.join(" ").trim();
  if (!text) return description.trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ---------------------------------------------------------------- reading lines

function parseLine(line: string) {
  const [parsed] = parseIngredient(line, { normalizeUOM: true, additionalUOMs: EXTRA_UNITS });
  return parsed;
}

/**
 * A plain ingredient line as shopping ingredients, without food data: the amount and unit as
 * written, grams when the line states a weight ("110 g chicken", "(50 g)"). A line with no amount
 * that names several things ("lemon, rosemary and garlic") gives one ingredient each.
 */
export function ingredientsFromLine(line: string): ShoppingIngredient[] {
  const text = line.trim();
  if (!text || /:\s*$/.test(text)) return [];
  const parsed = parseLine(text);
  if (!parsed || parsed.isGroupHeader) return [];
  const grams = gramsWritten(text, parsed.quantity, parsed.unitOfMeasureID);
  if (parsed.quantity === null) {
    const description = parsed.description.replace(
      /^(a\s+)?(squeeze|pinch|dash|handful|sprig)\s+of\s+/i,
      "",
    );
    return description
      .replace(/\([^)]*\)/g, " ")
      .split(/,|\band\b|&/)
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => ({
        name: cleanIngredientName(part),
        text,
        quantity: null,
        unit: null,
        grams: null,
      }));
  }
  return [
    {
      name: cleanIngredientName(parsed.description),
      text,
      quantity:
        parsed.quantity2 !== null ? (parsed.quantity + parsed.quantity2) / 2 : parsed.quantity,
      unit: parsed.unitOfMeasureID,
      grams,
    },
  ];
}

const MASS_G: Record<string, number> = { gram: 1, kilogram: 1000, ounce: 28.3495, pound: 453.592 };

function gramsWritten(line: string, quantity: number | null, unit: string | null): number | null {
  if (quantity !== null && unit && MASS_G[unit]) return quantity * MASS_G[unit];
  const inParens = /\((?:about\s+)?(\d+(?:\.\d+)?)\s*(g|kg|ml)\b[^)]*\)/i.exec(line);
  if (inParens) return Number(inParens[1]) * (inParens[2].toLowerCase() === "kg" ? 1000 : 1);
  return null;
}

/**
 * A resolved line (app/domain/ingredients.ts) as a shopping ingredient, with its food's group and
 * name when the caller has them. An unresolved line falls back to `ingredientsFromLine`.
 */
export function ingredientsFromResolution(
  resolution: IngredientResolution,
  food?: FoodNames | null,
): ShoppingIngredient[] {
  if (!resolution.ok) return resolution.heading ? [] : ingredientsFromLine(resolution.line);
  if (resolution.quantity === null) {
    // no amount written: the resolver guessed a pinch of one food, but the line may name several
    // ("stock, thyme and bay leaf"); keep the food only when the line names one thing
    const plain = ingredientsFromLine(resolution.line);
    if (plain.length !== 1) return plain;
  }
  return [ingredientOfFood({ ...resolution, text: resolution.line }, food)];
}

/** A stored recipe ingredient (`RecipeIngredient` in db/schema.ts) as a shopping ingredient. */
export function ingredientFromRecipeIngredient(
  ingredient: {
    text: string;
    quantity: number | null;
    unit: string | null;
    name: string;
    foodId: number | null;
    grams: number | null;
  },
  food?: FoodNames | null,
): ShoppingIngredient {
  return ingredientOfFood(ingredient, food);
}

type FoodNames = { foodGroup?: string | null; name?: string | null };

/**
 * A line read against a food as a shopping ingredient: named by the line's own description (else
 * the food's name in the line, else the line), with its amount and its food's group and name.
 */
function ingredientOfFood(
  line: {
    text: string;
    name: string;
    quantity: number | null;
    unit: string | null;
    grams: number | null;
    foodId: number | null;
  },
  food: FoodNames | null | undefined,
): ShoppingIngredient {
  const parsed = line.text ? parseLine(line.text) : undefined;
  return {
    name: cleanIngredientName(parsed?.description || line.name || line.text),
    text: line.text,
    quantity: line.quantity,
    unit: line.unit,
    grams: line.grams,
    foodId: line.foodId,
    foodGroup: food?.foodGroup ?? null,
    foodName: food?.name ?? null,
  };
}

// ---------------------------------------------------------------- quantities

const COUNT_UNITS = new Set([
  "large",
  "medium",
  "small",
  "extra large",
  "jumbo",
  "piece",
  "each",
  "whole",
]);
/** pieces with a name worth keeping: "6 cloves", "2 cans" */
const NAMED_PIECES: Record<string, [string, string]> = {
  clove: ["clove", "cloves"],
  slice: ["slice", "slices"],
  stalk: ["stalk", "stalks"],
  can: ["can", "cans"],
  tin: ["tin", "tins"],
  jar: ["jar", "jars"],
  package: ["package", "packages"],
  bunch: ["bunch", "bunches"],
  head: ["head", "heads"],
  fillet: ["fillet", "fillets"],
  stick: ["stick", "sticks"],
  ear: ["ear", "ears"],
  link: ["link", "links"],
  sheet: ["sheet", "sheets"],
  sprig: ["sprig", "sprigs"],
};
const SPOONS: Record<string, [string, string]> = {
  teaspoon: ["tsp", "tsp"],
  tablespoon: ["tbsp", "tbsp"],
};
/** a piece this heavy or more is bought by the piece */
const MIN_PIECE_GRAMS = 20;
/** spoon amounts up to this weight stay in spoons */
const MAX_SPOON_GRAMS = 100;
const LIQUID =
  /\b(milk|juice|broth|stock|water|vinegar|kefir|buttermilk|wine|drink|kombucha|coffee|tea)\b/i;

/** One line's share of an item: the amount as written and its weight, when known. */
export type Contribution = { quantity: number | null; unit: string | null; grams: number | null };

function unitKind(unit: string | null): string {
  if (unit === null || COUNT_UNITS.has(unit)) return "count";
  if (NAMED_PIECES[unit]) return `piece:${unit}`;
  if (SPOONS[unit]) return `spoon:${unit}`;
  if (MASS_G[unit]) return "mass";
  return `other:${unit}`;
}

const FRACTIONS: [number, string][] = [
  [0, ""],
  [1 / 4, "1/4"],
  [1 / 3, "1/3"],
  [1 / 2, "1/2"],
  [2 / 3, "2/3"],
  [3 / 4, "3/4"],
  [1, ""],
];

/** 3.5 -> "3 1/2", 0.25 -> "1/4", 2.7 -> "2 2/3"; other amounts to one decimal. */
export function formatAmount(value: number): string {
  const whole = Math.floor(value);
  const rest = value - whole;
  let best = FRACTIONS[0];
  for (const f of FRACTIONS) if (Math.abs(rest - f[0]) < Math.abs(rest - best[0])) best = f;
  if (Math.abs(rest - best[0]) > 0.05) return String(Math.round(value * 10) / 10);
  const w = best[0] === 1 ? whole + 1 : whole;
  if (!best[1]) return String(w);
  return w === 0 ? best[1] : `${w} ${best[1]}`;
}

/** Grams as a shopper reads them: "8 g", "45 g", "450 g", "1.2 kg" (ml and l for liquids). */
export function formatGrams(grams: number, liquid = false): string {
  const [small, big] = liquid ? ["ml", "l"] : ["g", "kg"];
  if (grams >= 1000) {
    const kg = Math.round(grams / 100) / 10;
    return `${Number.isInteger(kg) ? kg : kg.toFixed(1)} ${big}`;
  }
  const rounded =
    grams < 10
      ? Math.max(1, Math.round(grams))
      : grams < 100
        ? Math.round(grams / 5) * 5
        : Math.round(grams / 10) * 10;
  return `${rounded} ${small}`;
}

const VOLUME_ML: Record<string, number> = {
  teaspoon: 4.92892,
  tablespoon: 14.7868,
  cup: 236.588,
  milliliter: 1,
  liter: 1000,
  "fluid ounce": 29.5735,
};

/** Millilitres in kitchen measures: "2 tsp", "3 tbsp", "1 1/2 cups". */
export function formatVolume(ml: number): string {
  if (ml < VOLUME_ML.tablespoon * 0.99) return `${formatAmount(ml / VOLUME_ML.teaspoon)} tsp`;
  if (ml < VOLUME_ML.cup / 4) return `${formatAmount(ml / VOLUME_ML.tablespoon)} tbsp`;
  const cups = ml / VOLUME_ML.cup;
  return `${formatAmount(cups)} ${cups <= 1 ? "cup" : "cups"}`;
}

/** "garlic clove" is counted in cloves, "celery stalk" in stalks */
function pieceNamedIn(name: string): string | null {
  const words = normaliseWords(name);
  const last = words[words.length - 1];
  return last && NAMED_PIECES[last] ? last : null;
}

/**
 * The quantity text of one item from its lines' amounts: a count, named pieces, spoons, a weight or
 * volume, or "as needed" (the rules in the module comment).
 */
export function friendlyQuantity(input: Contribution[], name: string, liquid: boolean): string {
  const named = pieceNamedIn(name);
  const parts = input.map((p) => (p.unit === null && named ? { ...p, unit: named } : p));
  const kinds = new Set(parts.map((p) => unitKind(p.unit)));
  const allAmounts = parts.every((p) => p.quantity !== null && p.quantity > 0);
  const allGrams = parts.every((p) => p.grams !== null && p.grams > 0);
  const totalGrams = parts.reduce((sum, p) => sum + (p.grams ?? 0), 0);
  const totalAmount = parts.reduce((sum, p) => sum + (p.quantity ?? 0), 0);
  const isLiquid = liquid || LIQUID.test(name);

  // one way of measuring throughout: keep it when it is how the thing is bought or measured
  if (allAmounts && kinds.size === 1) {
    const [kind] = kinds;
    const unit = parts[0].unit;
    if (kind === "count") {
      const perPiece = allGrams ? totalGrams / totalAmount : null;
      if (perPiece === null || perPiece >= MIN_PIECE_GRAMS) return String(wholeUp(totalAmount));
    } else if (kind.startsWith("piece:") && unit) {
      const n = wholeUp(totalAmount);
      const [one, many] = NAMED_PIECES[unit];
      return `${n} ${n === 1 ? one : many}`;
    } else if (kind.startsWith("spoon:") && unit && (!allGrams || totalGrams <= MAX_SPOON_GRAMS)) {
      return `${formatAmount(totalAmount)} ${SPOONS[unit][0]}`;
    }
  }
  if (allGrams) return formatGrams(totalGrams, isLiquid);

  // mixed or partly unknown: add up what can be added, and show each kind of amount
  let grams = 0;
  let ml = 0;
  let count = 0;
  const pieces = new Map<string, number>();
  for (const p of parts) {
    if (p.grams !== null && p.grams > 0) grams += p.grams;
    else if (p.quantity !== null && p.quantity > 0) {
      const unit = p.unit;
      if (unit === null || COUNT_UNITS.has(unit)) count += p.quantity;
      else if (VOLUME_ML[unit]) ml += p.quantity * VOLUME_ML[unit];
      else if (MASS_G[unit]) grams += p.quantity * MASS_G[unit];
      else pieces.set(unit, (pieces.get(unit) ?? 0) + p.quantity);
    }
  }
  const segments: string[] = [];
  if (grams > 0) segments.push(formatGrams(grams, isLiquid));
  if (ml > 0) segments.push(formatVolume(ml));
  if (count > 0) segments.push(String(wholeUp(count)));
  for (const [unit, n] of pieces) {
    const [one, many] = NAMED_PIECES[unit] ?? [unit, unit];
    const whole = wholeUp(n);
    segments.push(`${whole} ${whole === 1 ? one : many}`);
  }
  return segments.length ? segments.join(" + ") : UNKNOWN_AMOUNT;
}

/** Whole pieces to buy: 2.33 avocados means 3 (a float error of 2.0000001 stays 2). */
export function wholeUp(n: number): number {
  return Math.max(1, Math.ceil(n - 1e-6));
}

// ---------------------------------------------------------------- building the list

/**
 * Lines merge when they name the product a shopper buys (the food engine's product key), not when
 * the nutrition table happens to use one food for them: "butter beans" and "cannellini beans" are
 * two items even though both are counted as white beans; "cilantro" and "fresh coriander" one.
 */
function mergeKey(ingredient: ShoppingIngredient): string {
  return `product:${productKey(ingredient.name)}`;
}

/**
 * Shopping items for a set of ingredients: one per food, in category order (Produce first), then
 * in order of first appearance. `scale` multiplies every amount (a diet plan's calorie level).
 */
export function buildShoppingItems(
  ingredients: readonly ShoppingIngredient[],
  { scale = 1 }: { scale?: number } = {},
): ShoppingItemDraft[] {
  const factor = Number.isFinite(scale) && scale > 0 ? scale : 1;
  const groups = new Map<
    string,
    { first: ShoppingIngredient; parts: Contribution[]; order: number }
  >();
  for (const ingredient of ingredients) {
    if (!ingredient.name.trim() || !isBought(ingredient)) continue;
    const key = mergeKey(ingredient);
    let group = groups.get(key);
    if (!group) {
      group = { first: ingredient, parts: [], order: groups.size };
      groups.set(key, group);
    }
    group.parts.push({
      quantity: ingredient.quantity != null ? ingredient.quantity * factor : null,
      unit: ingredient.unit ?? null,
      grams: ingredient.grams != null ? ingredient.grams * factor : null,
    });
  }
  const items = [...groups.values()].map(({ first, parts, order }) => {
    const category = categoriseIngredient(first);
    const liquid = category === "Beverages";
    return {
      order,
      item: {
        name: first.name.trim(),
        quantity: friendlyQuantity(parts, first.name, liquid),
        category,
      },
    };
  });
  return inCategoryOrder(items);
}

/** Items in category order (Produce first), then in the order given (`order`, first appearance). */
export function inCategoryOrder<T extends { category: ShoppingCategory }>(
  items: { order: number; item: T }[],
): T[] {
  const rank = (c: ShoppingCategory) => SHOPPING_CATEGORIES.indexOf(c);
  return [...items]
    .sort((a, b) => rank(a.item.category) - rank(b.item.category) || a.order - b.order)
    .map((entry) => entry.item);
}

/** Shopping items straight from plain lines (no food data): keyword categories, written amounts. */
export function shoppingItemsFromLines(
  lines: readonly string[],
  options?: { scale?: number },
): ShoppingItemDraft[] {
  return buildShoppingItems(lines.flatMap(ingredientsFromLine), options);
}
