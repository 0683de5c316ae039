/**
 * Food text -> foods, grams and nutrients: the one reading of what a person ate, used by the food
 * log, Food Analysis (typed text and the foods a vision model names), the coach's food facts and
 * POST /api/foods/parse (docs/decisions/021-food-engine.md). Pure: the food table comes in `data`.
 *
 * Nothing is dropped: every part of the text becomes a matched item or an unmatched one with a
 * reason and suggestions, and the totals are the sums of the items shown.
 *
 * Reading rules, each visible in an item's `assumptions`:
 * - **Items** are split on new lines, ";", "+", " and ", " with ", " plus ", " & " and on commas
 *   that do not start a note ("1 cup rice, cooked" is one item; "eggs, toast" two). Names that
 *   contain such a word stay whole ("mac and cheese", "half and half", "spaghetti with meatballs").
 * - **Portion words** with documented weights: a glass is 1 cup (8 fl oz, the USDA beverage
 *   serving), a mug 1 1/4 cups, a bowl 1 cup (the USDA serving measure of cereals, grains and
 *   soups), a plate 2 cups, a shot 1 fl oz, a rasher a slice; slice, piece, can, clove, pinch,
 *   handful, small, medium and large go through the food's USDA household measures
 *   (app/domain/food/lines.ts). "A serving" or "a portion" of a dish is the dish's portion.
 * - **Foods as eaten**: unless the text says raw, uncooked, dried, dry, canned or frozen, the
 *   cooked form of a food is chosen when the food table has one (rice, lentils, chicken, pasta...);
 *   cooking words (grilled, roasted, boiled...) read as cooked.
 * - **No amount**: one piece when the food has a piece weight ("a banana"), one portion of a dish,
 *   1 cup of a drink, 2 tbsp of milk or cream and 1 tsp of sugar added to coffee or tea, 1/2 cup
 *   of milk on cereal or porridge, else 100 g.
 */
import type { FoodRecord, FoodTrait } from "./foods";
import { COOKED_GROUPS, resolveIngredientLine, type AliasIndex, type NutritionData } from "./lines";
import { FOOD_NAMES } from "./names";
import {
  addNutrients,
  nutrientsForGrams,
  roundNutrients,
  ZERO_NUTRIENTS,
  type Nutrients,
} from "./nutrients";
import { normaliseWords, plainWords } from "./words";

export const MAX_FOOD_TEXT_CHARS = 600;
export const MAX_FOOD_ITEMS = 30;

export type FoodTextItem = {
  ok: true;
  /** what the user (or the vision model) wrote for this item */
  input: string;
  /** the item as a line that reads the same on its own ("2 tbsp milk" for a splash in coffee) */
  line: string;
  /** display name: the matched everyday name, capitalised ("Cooked rice") */
  name: string;
  foodId: number;
  /** the USDA description ("Rice, white, long-grain, regular, enriched, cooked") or the dish's name */
  foodName: string;
  foodGroup: string;
  /** grams, one decimal */
  grams: number;
  /** the portion as shown: "1 cup (158 g)" */
  portion: string;
  /** nutrients of the portion, rounded as shown (app/domain/food/nutrients.ts) */
  nutrients: Nutrients;
  assumptions: string[];
  traits: FoodTrait[];
  /** for a dish: which USDA foods and grams its figures come from */
  source: string | null;
};

export type UnmatchedFoodText = {
  ok: false;
  input: string;
  reason: string;
  /** names the food table knows that the text may mean, or a way to write the amount */
  suggestions: string[];
};

export type FoodTextResult = FoodTextItem | UnmatchedFoodText;

export type FoodTextParse = {
  items: FoodTextItem[];
  unmatched: UnmatchedFoodText[];
  /** sums of the items' rounded nutrients (what a reader adding the items up gets) */
  totals: Nutrients;
};

// ---------------------------------------------------------------- splitting

/** Words that start a note after a comma rather than a new item ("1 cup rice, cooked"). */
const NOTE_START =
  /^\s*(cooked|uncooked|raw|dry|dried|chopped|diced|sliced|minced|grated|shredded|drained|rinsed|peeled|about|approx\.?|approximately|roughly|around|to taste|divided|optional|boneless|skinless|fresh|freshly|frozen|canned|tinned|toasted|melted|softened|beaten|at room temperature|finely|thinly|packed|cut|cubed|halved|trimmed|seeded|pitted|crushed|mashed|whole|boiled|grilled|fried|baked|roasted|steamed|poached|scrambled|no |without|from|skin on|skin off|bone in|plain|unsweetened|sweetened|salted|unsalted|low[- ]fat|fat[- ]free|nonfat|reduced[- ]fat|full[- ]fat|light|lean|extra lean|ripe|small|medium|large|each|in |at |cold|hot|warm|leftover|homemade|store[- ]bought|\d+\s*%)/i;

const SEPARATOR = /\s*(?:\n|;|\+|,)\s*|\s+(and|with|plus|&)\s+/gi;

type Piece = { text: string; joiner: string | null };

/** Multi-word names that contain a joining word ("mac and cheese"), from the aliases and the name table. */
function joinedNames(aliases: AliasIndex | null): Set<string> {
  const out = new Set<string>();
  const add = (k: string) => {
    if (/\b(and|with|plus|&)\b/.test(k)) out.add(k);
  };
  if (aliases) for (const k of aliases.byKey.keys()) add(k);
  for (const k of FOOD_NAMES.byName.keys()) add(k);
  return out;
}

const joinedCache = new WeakMap<AliasIndex, Set<string>>();
function joinedNamesOf(aliases: AliasIndex | null): Set<string> {
  if (!aliases) return joinedNames(null);
  let known = joinedCache.get(aliases);
  if (!known) {
    known = joinedNames(aliases);
    joinedCache.set(aliases, known);
  }
  return known;
}

/** Whether "a JOINER b" holds a known name across the joiner ("rice" + "and" + "beans"). */
function spansName(a: string, joiner: string, b: string, names: ReadonlySet<string>): boolean {
  const left = normaliseWords(a);
  const right = normaliseWords(b);
  const j = normaliseWords(joiner);
  for (let k = Math.min(4, left.length); k >= 1; k--)
    for (let m = Math.min(4, right.length); m >= 1; m--) {
      const key = [...left.slice(-k), ...j, ...right.slice(0, m)].join(" ");
      if (names.has(key)) return true;
    }
  return false;
}

function tidy(item: string): string {
  return item
    .replace(/^[\s*•·]+|^-\s+|[\s.!?]+$/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

const FRACTIONS: Record<string, string> = {
  "½": " 1/2",
  "¼": " 1/4",
  "¾": " 3/4",
  "⅓": " 1/3",
  "⅔": " 2/3",
  "⅛": " 1/8",
};

/**
 * The items of a text, with the word that joined each to the one before ("with" in "coffee with
 * milk"), so that context rules can read it. Nothing is dropped: every non-empty part is an item.
 */
export function splitFoodText(
  text: string,
  aliases: AliasIndex | null = null,
): { text: string; joiner: string | null; previous: string | null }[] {
  const normalised = text.replace(/[½¼¾⅓⅔⅛]/g, (c) => FRACTIONS[c]).replace(/\r/g, "");
  const names = joinedNamesOf(aliases);
  // raw pieces with the separator before each
  const pieces: Piece[] = [];
  let last = 0;
  let joiner: string | null = null;
  for (const m of normalised.matchAll(SEPARATOR)) {
    pieces.push({ text: normalised.slice(last, m.index), joiner });
    joiner = m[1]?.toLowerCase() ?? (m[0].includes(",") ? "," : m[0].trim() || "\n");
    last = (m.index ?? 0) + m[0].length;
  }
  pieces.push({ text: normalised.slice(last), joiner });

  const merged: Piece[] = [];
  for (const piece of pieces) {
    const prev = merged[merged.length - 1];
    if (prev && piece.joiner === "," && NOTE_START.test(piece.text)) {
      prev.text += `, ${piece.text}`;
      continue;
    }
    if (
      prev &&
      piece.joiner &&
      /^(and|with|plus|&)$/.test(piece.joiner) &&
      spansName(prev.text, piece.joiner, piece.text, names)
    ) {
      prev.text += ` ${piece.joiner} ${piece.text}`;
      continue;
    }
    merged.push({ ...piece });
  }
  const out: { text: string; joiner: string | null; previous: string | null }[] = [];
  for (const p of merged) {
    const item = tidy(p.text);
    if (!/[\p{L}\p{N}]/u.test(item)) continue;
    out.push({ text: item, joiner: p.joiner, previous: out[out.length - 1]?.text ?? null });
  }
  return out;
}

// ---------------------------------------------------------------- reading one item

const COOKING_WORDS =
  /\b(grilled|roasted|roast|baked|steamed|boiled|poached|sauteed|sautéed|pan[- ]fried|stir[- ]fried|fried|braised|broiled|stewed|simmered|barbecued|bbq|scrambled|toasted)\b/i;
const STATE_WORDS = /\b(raw|uncooked|dried|dry|canned|tinned|frozen|cooked)\b/i;
/** cooking words that name a food of their own and must stay ("scrambled eggs", "toast") */
const KEEP_COOKING_WORD =
  /\b(scrambled|fried|boiled|poached|toasted|roast|baked)\s+(eggs?|bread|toast|beans?|potato(es)?|bagels?)\b/i;

/** A typed amount of zero ("0 g"), below zero ("-1 cup") or not a number ("NaN g"). */
const NOT_A_POSITIVE_AMOUNT = /^\s*(?:[-\u2212]\s*\d|0+(?:[.,]0+)?(?![\d.,/])|nan\b)/i;

type PortionWord = { pattern: RegExp; replacement: string; note: string };

/** Portion words the line resolver does not know, as measures it does. */
const PORTION_WORDS: PortionWord[] = [
  {
    pattern: /\bglass(?:es)?\s+(?:of\s+)?/i,
    replacement: "cup ",
    note: "a glass counted as 1 cup (8 fl oz), the USDA beverage serving",
  },
  {
    pattern: /\bmugs?\s+(?:of\s+)?/i,
    replacement: "× 1.25 cup ",
    note: "a mug counted as 1 1/4 cups (300 ml)",
  },
  {
    pattern: /\bbowls?\s+(?:of\s+)?/i,
    replacement: "cup ",
    note: "a bowl counted as 1 cup, the USDA serving measure of cereals, grains and soups",
  },
  {
    pattern: /\bplates?\s+(?:of\s+)?/i,
    replacement: "× 2 cup ",
    note: "a plate counted as 2 cups",
  },
  {
    pattern: /\bshots?\s+(?:of\s+)?/i,
    replacement: "fl oz ",
    note: "a shot counted as 1 fl oz (30 ml)",
  },
  { pattern: /\brashers?\s+(?:of\s+)?/i, replacement: "slice ", note: "a rasher is a slice" },
];

const AMOUNT_WORDS: Record<string, string> = {
  a: "1",
  an: "1",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  ten: "10",
  twelve: "12",
  half: "1/2",
  "a half": "1/2",
  "a couple of": "2",
  "a couple": "2",
  "a few": "3",
  few: "3",
  some: "",
};

/** Standard drinks (NIAAA, USDA): a glass of wine is 5 fl oz, of beer 12 fl oz. */
const STANDARD_GLASSES: { drink: RegExp; replacement: string; note: string }[] = [
  {
    drink: /\b(wine|champagne|prosecco|rose|sherry|port)\b/i,
    replacement: "× 5 fl oz ",
    note: "a glass of wine counted as 5 fl oz, the standard serving",
  },
  {
    drink: /\b(beer|ale|lager|stout|cider)\b/i,
    replacement: "× 12 fl oz ",
    note: "a glass of beer counted as 12 fl oz, the standard serving",
  },
];

/** "a glass of milk" -> "1 cup milk" (with a note); "2 mugs tea" -> "2.5 cup tea". */
function rewritePortionWords(text: string): { text: string; notes: string[] } {
  let out = text;
  const notes: string[] = [];
  for (const generic of PORTION_WORDS) {
    const standard =
      generic === PORTION_WORDS[0] ? STANDARD_GLASSES.find((g) => g.drink.test(text)) : undefined;
    const word = standard ? { ...generic, ...standard } : generic;
    const m = word.pattern.exec(out);
    if (!m) continue;
    const before = out.slice(0, m.index).trim();
    const after = out.slice(m.index + m[0].length);
    let amount = before;
    const spelled = AMOUNT_WORDS[before.toLowerCase()];
    if (spelled !== undefined) amount = spelled || "1";
    if (!amount) amount = "1";
    if (!/^[\d./\s]+$/.test(amount)) continue; // "cup of coffee in a glass": leave it
    const qty = amount
      .trim()
      .split(/\s+/)
      .reduce((s, part) => {
        const [a, b] = part.split("/").map(Number);
        return s + (b ? a / b : a);
      }, 0);
    const times = /^× ([\d.]+) /.exec(word.replacement);
    const unit = times ? word.replacement.slice(times[0].length) : word.replacement;
    const total = times ? qty * Number(times[1]) : qty;
    out = `${formatQuantity(total)} ${unit}${after}`;
    notes.push(word.note);
    break;
  }
  return { text: out, notes };
}

function formatQuantity(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 1000) / 1000);
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function formatGrams(grams: number): string {
  return grams >= 10 ? String(Math.round(grams)) : String(Math.round(grams * 10) / 10);
}

/** "1 cup (158 g)", "2 large (100 g)", "150 g" */
function portionText(quantity: number | null, unit: string | null, grams: number): string {
  if (quantity === null) return `${formatGrams(grams)} g`;
  const amount = Number.isInteger(quantity)
    ? String(quantity)
    : String(Math.round(quantity * 100) / 100);
  if (unit === "gram") return `${formatGrams(grams)} g`;
  if (!unit) return `${amount} (${formatGrams(grams)} g)`;
  const unitText = quantity === 1 || unit.endsWith("s") ? unit : `${unit}s`;
  return `${amount} ${unitText} (${formatGrams(grams)} g)`;
}

const DRINK_WORDS =
  /\b(coffee|tea|espresso|latte|cappuccino|milk|juice|soda|cola|lemonade|beer|wine|smoothie|shake|water|cocoa|chocolate milk|kombucha|kefir)\b/i;
const HOT_DRINK = /\b(coffee|tea|espresso|americano|chai|cocoa)\b/i;
const DRINK_ADDITION =
  /^(milk|whole milk|skim milk|semi[- ]skimmed milk|cream|half and half|creamer|oat milk|almond milk|soy milk)$/i;
const SWEETENER = /^(sugar|honey|sweetener|brown sugar)$/i;
/** What milk is poured on: half a cup of it, the usual serving with a bowl of cereal. */
const CEREAL =
  /\b(oatmeal|porridge|oats|cereal|muesli|granola|corn ?flakes|bran flakes|weetabix|cheerios)\b/i;
/** A food that additions without an amount belong to: a hot drink or a bowl of cereal. */
const HOST = new RegExp(`${HOT_DRINK.source}|${CEREAL.source}`, "i");

type ItemContext = { joiner: string | null; previous: string | null };

/** Reads one item. Never throws on odd input. */
export function resolveFoodItem(
  input: string,
  data: NutritionData,
  context: ItemContext = { joiner: null, previous: null },
): FoodTextResult {
  const text = tidy(input);
  if (!text) return unmatched(input, "empty item", []);
  if (NOT_A_POSITIVE_AMOUNT.test(text))
    return unmatched(input, "the amount must be more than zero", []);

  const assumptions: string[] = [];
  const portion = rewritePortionWords(text);
  assumptions.push(...portion.notes);
  let line = portion.text;

  // an addition without an amount: a splash of milk in coffee, milk on cereal, a teaspoon of sugar
  const host =
    (context.joiner === "with" || context.joiner === "and" || context.joiner === ",") &&
    context.previous
      ? HOST.exec(context.previous)?.[0].toLowerCase()
      : undefined;
  let contextAmount: string | null = null;
  if (host && !/\d/.test(line)) {
    const bare = line.replace(/^(a|an|some|a little|a splash of|a dash of)\s+/i, "").trim();
    const onCereal = CEREAL.test(host);
    if (DRINK_ADDITION.test(bare)) {
      const amount = onCereal ? "1/2 cup" : "2 tbsp";
      contextAmount = `${amount} ${bare}`;
      assumptions.push(`${bare} ${onCereal ? "on" : "in"} ${host} counted as ${amount}`);
    } else if (SWEETENER.test(bare)) {
      contextAmount = `1 tsp ${bare}`;
      assumptions.push(`${bare} ${onCereal ? "on" : "in"} ${host} counted as 1 tsp`);
    }
    if (contextAmount) line = contextAmount;
  }

  const cookingWord = COOKING_WORDS.test(line);
  if (cookingWord && !KEEP_COOKING_WORD.test(line))
    line = line.replace(new RegExp(COOKING_WORDS.source, "gi"), " ").replace(/\s+/g, " ").trim();
  const statedState = STATE_WORDS.test(line);
  // foods as eaten: a grain, legume, meat or fish (or a potato) is cooked unless the text says
  // otherwise; vegetables and fruit stay as written (a cup of spinach is a salad's)
  let preferCooked = false;
  if (!statedState) {
    if (cookingWord) preferCooked = true;
    else {
      const probe = resolveIngredientLine(/\d/.test(line) ? line : `100 g ${line}`, data);
      const food = probe.ok ? data.foods.get(probe.foodId) : undefined;
      // "oatmeal" and "porridge" are the cooked dish; "oats" the dry product
      preferCooked =
        !!food &&
        (eatenCooked(food) ||
          (/\boatmeal\b|\bporridge\b(?!\s+oats?\b)/i.test(line) && /oat/i.test(food.name)));
    }
  }
  const resolveLine = (l: string) => resolveIngredientLine(preferCooked ? `${l}, cooked` : l, data);

  let resolved = resolveLine(line);
  if (!resolved.ok && /no amount/.test(resolved.reason)) {
    resolved = withoutAmount(line, data, resolveLine, assumptions);
  }
  if (!resolved.ok) {
    const known = /no food known/.test(resolved.reason);
    // the food's words, not the amount's ("1 cup brocolli" suggests broccoli, not a fruit cup)
    const words = plainWords(resolved.name || line).filter((w) => /[a-z]/.test(w));
    return unmatched(
      input,
      known
        ? `"${text}" is not in the food table`
        : resolved.reason.replace(/^no weight known for/, "no weight is known for"),
      known
        ? foodSuggestions(words, data.aliases)
        : [`100 g ${resolved.name ?? text}`, `1 cup ${resolved.name ?? text}`],
    );
  }
  const uncovered = uncoveredHead(resolved.name, resolved.matched);
  if (uncovered) {
    // "chocolate milkshake" read as chocolate, "chicken noodle soup" as chicken: not this food
    const words = plainWords(resolved.name || line).filter((w) => /[a-z]/.test(w));
    return unmatched(
      input,
      `"${text}" is not in the food table (it is not plain ${resolved.matched})`,
      foodSuggestions(words, data.aliases),
    );
  }
  const food = data.foods.get(resolved.foodId)!;
  if (preferCooked && resolved.alias.startsWith("cooked ") && !cookingWord)
    assumptions.push("read as cooked (meals are usually eaten cooked)");
  for (const a of resolved.assumptions) if (!assumptions.includes(a)) assumptions.push(a);
  if (food.source) assumptions.push(`${capitalise(resolved.alias)}: ${food.source}`);
  const grams = Math.round(resolved.grams * 10) / 10;
  return {
    ok: true,
    input,
    line: contextAmount ?? input,
    name: capitalise(resolved.alias),
    foodId: resolved.foodId,
    foodName: food.name,
    foodGroup: food.foodGroup,
    grams,
    portion: portionText(resolved.quantity, resolved.unit, resolved.grams),
    nutrients: roundNutrients(nutrientsForGrams(food, resolved.grams)),
    assumptions,
    traits: resolved.traits,
    source: food.source ?? null,
  };
}

type Resolution = ReturnType<typeof resolveIngredientLine>;

const EATEN_COOKED_NAMES = /\b(potato|potatoes|yam|cassava|plantain|eggplant|bacon|corn, sweet)\b/i;

/** Whether a food as written is a raw ingredient people eat cooked (rice, lentils, chicken, potatoes). */
function eatenCooked(food: FoodRecord): boolean {
  if (!/\b(raw|dry|uncooked|unprepared)\b/i.test(food.name)) return false;
  return COOKED_GROUPS.has(food.foodGroup) || EATEN_COOKED_NAMES.test(food.name);
}

const SPREAD_WORDS =
  /\b(butter|margarine|mayo|mayonnaise|oil|dressing|vinaigrette|jam|jelly|marmalade|syrup|honey|ketchup|mustard|sauce|salsa|relish|cream cheese|sour cream|peanut butter|nutella|spread|hummus|pesto|gravy|sugar|sweetener|cream)\b/i;

/** Butter on toast, milk's sugar, sauce on pasta: spooned, not weighed in pieces. */
function isSpread(food: FoodRecord, line: string): boolean {
  return food.foodGroup === "Fats and Oils" || SPREAD_WORDS.test(line);
}

/** Words after a food that name a form or cut of it, not another food ("salmon fillet"). */
const FORM_WORDS = new Set(
  (
    "fillet slice piece chunk strip cube wedge floret leaf stick spear segment half quarter portion " +
    "serving bunch sprig handful crumb shaving flake ring round steak chop cutlet loin breast thigh " +
    "drumstick wing leg rib head stalk clove kernel seed pod bar square ball link patty tender " +
    "nugget? mix blend"
  )
    .split(" ")
    .filter((w) => !w.endsWith("?")),
);

/**
 * The last word of an item's name when the matched food does not cover it and it is not a form
 * of that food: the name then means another food ("chocolate milkshake" is not chocolate).
 */
function uncoveredHead(name: string, matched: string): string | null {
  const words = normaliseWords(name).filter((w) => /[a-z]/.test(w));
  const covered = new Set(normaliseWords(matched));
  const head = words[words.length - 1];
  if (!head || covered.has(head) || FORM_WORDS.has(head)) return null;
  return head;
}

/** No amount written: one piece or portion, a cup of a drink, else 100 g. */
function withoutAmount(
  line: string,
  data: NutritionData,
  resolveLine: (l: string) => Resolution,
  assumptions: string[],
): Resolution {
  const hundred = resolveLine(`100 g ${line}`);
  if (!hundred.ok) return hundred;
  const found = data.foods.get(hundred.foodId);
  if (found && isSpread(found, line)) {
    const spoon = /\b(sugar|sweetener)\b/i.test(line) ? "1 tsp" : "1 tbsp";
    const spread = resolveLine(`${spoon} ${line}`);
    if (spread.ok) {
      assumptions.push(`no amount given: a spread, sauce or sweetener counted as ${spoon}`);
      return spread;
    }
  }
  const piece = resolveLine(`1 ${line}`);
  if (piece.ok && piece.unit === null && !/estimated/.test(piece.basis)) {
    assumptions.push(`no amount given: counted as one (${formatGrams(piece.grams)} g)`);
    return piece;
  }
  // "medium fries", "a large smoothie": a serving of that size when the food has one
  const size = /\b(small|medium|large|regular)\b/i.exec(line)?.[1].toLowerCase();
  const served = size
    ? found?.householdWeights.find(
        (w) =>
          w.amount === 1 &&
          /\bserving\b/i.test(w.unit) &&
          new RegExp(`\\b${size}\\b`, "i").test(w.unit),
      )
    : undefined;
  if (served) {
    const sized = resolveLine(`${served.grams} g ${line}`);
    if (sized.ok) {
      assumptions.push(
        `no amount given: one ${served.unit} (${formatGrams(served.grams)} g, USDA's measure)`,
      );
      return sized;
    }
  }
  const food = data.foods.get(hundred.foodId);
  if (food && (food.foodGroup === "Beverages" || DRINK_WORDS.test(line))) {
    const cup = resolveLine(`1 cup ${line}`);
    if (cup.ok) {
      assumptions.push("no amount given: a drink counted as 1 cup (8 fl oz)");
      return cup;
    }
  }
  assumptions.push("no amount given: counted as 100 g");
  return hundred;
}

function unmatched(input: string, reason: string, suggestions: string[]): UnmatchedFoodText {
  return { ok: false, input, reason, suggestions: [...new Set(suggestions)].slice(0, 3) };
}

// ---------------------------------------------------------------- suggestions

function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, row[j]);
    }
    if (best > max) return false;
    prev = row;
  }
  return prev[b.length] <= max;
}

/**
 * Names the food table knows that a text may mean: aliases sharing its words (fewest other words
 * first), else aliases one or two letters away from one of its words (typos), at most three.
 */
export function foodSuggestions(words: readonly string[], aliases: AliasIndex): string[] {
  const wanted = [...new Set(words.map((w) => normaliseWords(w)[0]).filter(Boolean))].filter(
    (w) => w.length >= 3 && !/^\d/.test(w),
  );
  if (!wanted.length) return [];
  const scored: { key: string; score: number }[] = [];
  for (const key of aliases.byKey.keys()) {
    const keyWords = key.split(" ");
    const shared = wanted.filter((w) => keyWords.includes(w)).length;
    if (shared > 0) {
      scored.push({ key, score: shared * 10 - (keyWords.length - shared) });
      continue;
    }
    for (const w of wanted) {
      if (w.length < 4) continue;
      const typo = keyWords.some(
        (k) => k.length >= 4 && editDistanceAtMost(w, k, w.length >= 7 ? 2 : 1),
      );
      if (typo) {
        scored.push({ key, score: 5 - keyWords.length });
        break;
      }
    }
  }
  scored.sort(
    (a, b) => b.score - a.score || a.key.length - b.key.length || a.key.localeCompare(b.key),
  );
  return scored.slice(0, 3).map((s) => s.key);
}

// ---------------------------------------------------------------- the whole text

function parseOf(results: readonly FoodTextResult[]): FoodTextParse {
  const items = results.filter((r): r is FoodTextItem => r.ok);
  const misses = results.filter((r): r is UnmatchedFoodText => !r.ok);
  let totals: Nutrients = { ...ZERO_NUTRIENTS };
  for (const item of items) totals = addNutrients(totals, item.nutrients);
  return { items, unmatched: misses, totals: roundNutrients(totals) };
}

/** A typed meal or food list: every part an item or an unmatched entry, and the totals. */
export function parseFoodText(text: string, data: NutritionData): FoodTextParse {
  const parts = splitFoodText(text.slice(0, MAX_FOOD_TEXT_CHARS), data.aliases);
  // "coffee with milk and sugar": both additions belong to the coffee
  let drink: string | null = null;
  const results: FoodTextResult[] = parts.slice(0, MAX_FOOD_ITEMS).map((p) => {
    const bare = p.text.replace(/^(a|an|some|a little|a splash of|a dash of)\s+/i, "").trim();
    const addition = !/\d/.test(p.text) && (DRINK_ADDITION.test(bare) || SWEETENER.test(bare));
    if (HOST.test(p.text)) drink = p.text;
    else if (!addition) drink = null;
    return resolveFoodItem(p.text, data, {
      joiner: p.joiner,
      previous: addition && drink ? drink : p.previous,
    });
  });
  for (const p of parts.slice(MAX_FOOD_ITEMS))
    results.push(
      unmatched(p.text, `more than ${MAX_FOOD_ITEMS} items: log the rest separately`, []),
    );
  if (text.length > MAX_FOOD_TEXT_CHARS)
    results.push(
      unmatched(
        text.slice(MAX_FOOD_TEXT_CHARS, MAX_FOOD_TEXT_CHARS + 40),
        `only the first ${MAX_FOOD_TEXT_CHARS} characters are read`,
        [],
      ),
    );
  return parseOf(results);
}

/** Foods one to a line, not split further (a vision model's list). */
export function parseFoodLines(lines: readonly string[], data: NutritionData): FoodTextParse {
  return parseOf(
    lines
      .filter((l) => l.trim())
      .slice(0, MAX_FOOD_ITEMS)
      .map((l) => resolveFoodItem(l, data)),
  );
}

/**
 * A photo plus a description: the user's words win for the foods they name (their amounts), and
 * the photo adds the foods they did not mention. Two items are the same food when they resolve to
 * the same food-table row. Unmatched parts of both are kept; the totals are the items' sums.
 */
export function combineParses(words: FoodTextParse, photo: FoodTextParse): FoodTextParse {
  const named = new Set(words.items.map((i) => i.foodId));
  return parseOf([
    ...words.items,
    ...photo.items.filter((i) => !named.has(i.foodId)),
    ...words.unmatched,
    ...photo.unmatched,
  ]);
}

/** A food picked from the food table and weighed by the user (the log's "search foods" way). */
export function weighedFood(food: FoodRecord, grams: number): FoodTextItem {
  const g = Math.round(grams * 10) / 10;
  return {
    ok: true,
    input: `${formatGrams(g)} g ${food.name}`,
    line: `${formatGrams(g)} g ${food.name}`,
    name: food.name,
    foodId: food.id,
    foodName: food.name,
    foodGroup: food.foodGroup,
    grams: g,
    portion: `${formatGrams(g)} g`,
    nutrients: roundNutrients(nutrientsForGrams(food, grams)),
    assumptions: [],
    traits: [...(food.traits as FoodTrait[])],
    source: food.source ?? null,
  };
}
