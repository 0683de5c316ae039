/**
 * Ingredient lines ("1 1/2 cups cooked brown rice", "2 cloves garlic, minced") to a USDA food and
 * a weight in grams. Pure: the foods and aliases are passed in (see `createNutritionData`).
 *
 * The steps, and where each rule lives:
 * 1. `parse-ingredient` splits quantity, unit and description; a few shapes it leaves alone are
 *    handled first ("2 x 400 g tins", "juice of 1 lemon", "a pinch of", "1/2 cup + 2 tbsp").
 * 2. The description is cleaned (`describeName`): parenthetical notes and everything after the
 *    first comma are set aside (they still count for "cooked", "canned", "drained", sizes, package
 *    sizes), preparation words are dropped, words are singularised and accents removed.
 * 3. The longest run of words that is an alias wins (`matchAlias`); "cooked", "canned", "dried" and
 *    "frozen" anywhere on the line try "cooked X" etc. first. Names with such a word inside them
 *    ("sun-dried tomato") are matched as written first (`matchCompoundAlias`).
 * 4. Grams (`toGrams`): mass units directly; volume through the food's USDA household measure that
 *    best fits the line, or an estimated density (said so in `basis`) when USDA has none; counts
 *    through a household measure naming the size or unit, else the alias's piece weight; cans and
 *    jars through a USDA "can" measure or the package size written on the line.
 * 5. Lines without an amount: "to taste" is a pinch, "for garnish" a tablespoon, "for frying" a
 *    tablespoon, "optional" 0 g; each says so in `assumptions`. Nothing becomes a silent zero: a
 *    line that cannot be weighed is `{ ok: false, reason }`.
 */
import { parseIngredient, type UnitOfMeasureDefinitions } from "parse-ingredient";
import type { FoodAlias, FoodRecord, FoodTable, FoodTrait, HouseholdWeight } from "./foods";
import { ANIMAL_SOURCE_TRAITS, indexFoods } from "./foods";
import { FOOD_NAMES, kindNamesOf, synonymsOf } from "./names";
import { normaliseWords, singularise } from "./words";

// ---------------------------------------------------------------- data passed in

export type AliasIndex = {
  byKey: ReadonlyMap<string, FoodAlias>;
  /** most words in any alias key, bounds the search */
  maxWords: number;
};

export type NutritionData = { foods: FoodTable; aliases: AliasIndex };

export function indexAliases(aliases: readonly FoodAlias[]): AliasIndex {
  const byKey = new Map<string, FoodAlias>();
  let maxWords = 1;
  for (const alias of aliases) {
    const key = normaliseWords(alias.alias).join(" ");
    if (!key || byKey.has(key)) continue; // first row wins; the alias test forbids duplicates
    byKey.set(key, alias);
    maxWords = Math.max(maxWords, key.split(" ").length);
  }
  return { byKey, maxWords };
}

export function createNutritionData(
  foods: readonly FoodRecord[],
  aliases: readonly FoodAlias[],
): NutritionData {
  return { foods: indexFoods(foods), aliases: indexAliases(aliases) };
}

// ---------------------------------------------------------------- results

export type ResolvedIngredient = {
  ok: true;
  line: string;
  /** the amount as written (a range gives its midpoint); null when the line has none */
  quantity: number | null;
  /** parse-ingredient's unit id ("cup", "tablespoon", "gram", "large", "clove"), or null */
  unit: string | null;
  /** the cleaned ingredient name ("brown rice") */
  name: string;
  /** the alias that matched ("cooked brown rice") */
  alias: string;
  /** the words of the line that matched it ("brown rice", "aubergine" for the alias "eggplant") */
  matched: string;
  foodId: number;
  grams: number;
  /** how the grams were found: 'USDA measure "1 cup" = 202 g', 'estimated density ...' */
  basis: string;
  /** every guess made on the way (range midpoint, "to taste" amount, default can size...) */
  assumptions: string[];
  /** the food's traits, plus the alias's additions, less what the line rules out ("gluten-free") */
  traits: FoodTrait[];
};

export type UnresolvedIngredient = {
  ok: false;
  line: string;
  reason: string;
  /** "For the sauce:" and the like: not an ingredient, not a failure */
  heading?: boolean;
  quantity?: number | null;
  unit?: string | null;
  name?: string;
  foodId?: number;
};

export type IngredientResolution = ResolvedIngredient | UnresolvedIngredient;

// ---------------------------------------------------------------- units

const MASS_G: Record<string, number> = {
  gram: 1,
  kilogram: 1000,
  milligram: 0.001,
  ounce: 28.3495,
  pound: 453.592,
};

/** US customary volumes in millilitres; pinch = 1/16 tsp and dash = 1/8 tsp, the usual kitchen reading */
const VOLUME_ML: Record<string, number> = {
  teaspoon: 4.92892,
  tablespoon: 14.7868,
  cup: 236.588,
  "fluid ounce": 29.5735,
  milliliter: 1,
  liter: 1000,
  deciliter: 100,
  pint: 473.176,
  quart: 946.353,
  gallon: 3785.41,
  pinch: 4.92892 / 16,
  dash: 4.92892 / 8,
  drop: 0.05,
};

const PACKAGE_UNITS = new Set([
  "can",
  "tin",
  "jar",
  "package",
  "pack",
  "box",
  "bag",
  "container",
  "carton",
]);
const SIZE_UNITS = new Set(["small", "medium", "large"]);
/** units for which the alias's piece weight stands for one unit */
const PIECE_UNITS = new Set([
  "piece",
  "each",
  "clove",
  "stalk",
  "fillet",
  "stick",
  "ear",
  "link",
  "strip",
  "cube",
]);

const SIZE_FACTOR: Record<string, number> = {
  small: 0.75,
  medium: 1,
  large: 1.25,
  "extra large": 1.45,
  jumbo: 1.6,
};

/** a US can (No. 300, 15 oz net) when the line names no size */
const DEFAULT_CAN_G = 425;

/**
 * Drained solids as a share of a can's net weight: SR28 weighs "1 can, drained, rinsed" chickpeas
 * (16359) at 254 g against 448 g for "1 can (total can contents)" (16058).
 */
export const DRAINED_SHARE = 254 / 448;

/** The reason of a line whose amount is beyond any number ("1e308 cups rice"). */
export const AMOUNT_TOO_LARGE = "the amount is too large to weigh";

export const EXTRA_UNITS: UnitOfMeasureDefinitions = {
  slice: {
    short: "slice",
    plural: "slices",
    alternates: ["rasher", "rashers"],
    type: "count",
  },
  stalk: { short: "stalk", plural: "stalks", alternates: ["rib", "ribs"], type: "count" },
  handful: { short: "handful", plural: "handfuls", alternates: [], type: "count" },
  jar: { short: "jar", plural: "jars", alternates: [], type: "count" },
  tin: { short: "tin", plural: "tins", alternates: [], type: "count" },
  fillet: { short: "fillet", plural: "fillets", alternates: ["filet", "filets"], type: "count" },
  sheet: { short: "sheet", plural: "sheets", alternates: [], type: "count" },
  scoop: { short: "scoop", plural: "scoops", alternates: [], type: "count" },
  link: { short: "link", plural: "links", alternates: [], type: "count" },
  strip: { short: "strip", plural: "strips", alternates: [], type: "count" },
  cube: { short: "cube", plural: "cubes", alternates: [], type: "count" },
  knob: { short: "knob", plural: "knobs", alternates: [], type: "count" },
};

/** grams for units that are not pieces of the food, when USDA has no measure for them */
const UNIT_DEFAULT_G: Record<string, { grams: number; note: string }> = {
  handful: { grams: 30, note: "a handful counted as 30 g" },
  sprig: { grams: 1, note: "a sprig counted as 1 g" },
  bunch: { grams: 30, note: "a bunch of herbs counted as 30 g" },
  knob: { grams: 15, note: "a knob counted as 15 g" },
  scoop: { grams: 30, note: "a scoop counted as 30 g" },
};

// ---------------------------------------------------------------- words

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  half: 0.5,
};

/** dropped from the name before alias matching (a prep word inside an alias simply never matches) */
const NOISE_WORDS = new Set(
  (
    "chopped diced minced sliced grated shredded crumbled fresh freshly finely roughly coarsely thinly thickly " +
    "peeled unpeeled seeded deseeded pitted trimmed halved quartered cubed beaten lightly softened melted " +
    "room temperature packed heaping heaped level divided about approximately approx good quality organic " +
    "large medium small extra jumbo plus more cut into inch inches cm piece pieces torn rinsed drained " +
    "patted dry-ish dried-off washed cleaned picked stemmed cored julienned matchstick matchsticks spiralized " +
    "mashed pureed zested squeezed juiced chilled toasted " +
    "of the some your favorite favourite store bought store-bought leftover raw uncooked " +
    "boiled bite size sized thin thick wedges wedge rounds round chunks chunk florets floret strips " +
    "lengthwise crosswise diagonally on bias block blocks firmly loosely to taste for garnish serving optional needed as"
  ).split(" "),
);

/** words that choose the prepared form of a food: "cooked X", "canned X"... */
const STATE_WORDS: Record<string, string> = {
  cooked: "cooked",
  canned: "canned",
  can: "canned",
  tinned: "canned",
  tin: "canned",
  dried: "dried",
  dry: "dried",
  frozen: "frozen",
  // "homemade lasagna" is the dish's recipe where the plain name means USDA's (db/seed/dishes.ts)
  homemade: "homemade",
};

// ---------------------------------------------------------------- line analysis

type LineFlags = {
  toTaste: boolean;
  garnish: boolean;
  asNeeded: boolean;
  optional: boolean;
  drained: boolean;
  eachInParens: boolean;
};

type PackageSize = { value: number; unit: string };

const SIZE_RE =
  /(\d+\s+\d+\/\d+|\d+\/\d+|\d+(?:\.\d+)?)\s*-?\s*(fl\.?\s*oz|fluid ounces?|ounces?|oz|grams?|g|kilograms?|kg|pounds?|lbs?|lb|millilitres?|milliliters?|ml|litres?|liters?|l)\b\.?/i;

function sizeUnit(raw: string): string {
  const u = raw.toLowerCase().replace(/\./g, "").replace(/\s+/g, " ");
  if (/^fl ?oz|^fluid/.test(u)) return "fluid ounce";
  if (/^(ounce|oz)/.test(u)) return "ounce";
  if (/^(gram|g$)/.test(u)) return "gram";
  if (/^(kilogram|kg)/.test(u)) return "kilogram";
  if (/^(pound|lb)/.test(u)) return "pound";
  if (/^(millilit|ml)/.test(u)) return "milliliter";
  return "liter";
}

/** "1 1/2" -> 1.5, "3/4" -> 0.75, "15" -> 15 */
function mixedNumber(text: string): number {
  return text
    .trim()
    .split(/\s+/)
    .reduce((sum, part) => sum + parseAmount(part), 0);
}

/** A weight or volume written inside the line: "15 oz", "15-ounce", "about 1 1/2 lb", "400g". */
function findPackageSize(text: string): PackageSize | null {
  const match = text.match(SIZE_RE);
  if (!match) return null;
  const value = mixedNumber(match[1]);
  return Number.isFinite(value) && value > 0 ? { value, unit: sizeUnit(match[2]) } : null;
}

// ---------------------------------------------------------------- alias matching

type AliasMatch = {
  alias: FoodAlias;
  key: string;
  state: string | null;
  /** the words of the line that matched, as written (before a synonym or state was applied) */
  run: string;
};

export function matchAlias(
  words: readonly string[],
  states: ReadonlySet<string>,
  index: AliasIndex,
): AliasMatch | null {
  const maxN = Math.min(Math.max(index.maxWords, FOOD_NAMES.maxWords), words.length);
  for (let n = maxN; n >= 1; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const key = words.slice(i, i + n).join(" ");
      // the words as written, then the other names of the same product ("aubergine" is eggplant);
      // a stated form ("cooked eggplant") of any of them before a plain one
      const candidates = [key, ...synonymsOf(key)];
      for (const state of states) {
        // canned legumes and vegetables are cooked: "canned X" falls back to "cooked X"
        for (const form of state === "canned" ? ["canned", "cooked"] : [state]) {
          for (const candidate of candidates) {
            const stated = index.byKey.get(`${form} ${candidate}`);
            if (stated)
              return { alias: stated, key: `${form} ${candidate}`, state: form, run: key };
          }
        }
      }
      for (const candidate of candidates) {
        const plain = index.byKey.get(candidate);
        if (plain) return { alias: plain, key: candidate, state: null, run: key };
      }
    }
  }
  return null;
}

/**
 * Names with a state word inside them: "sun-dried tomato", "oil-packed sun-dried tomato",
 * "active dry yeast". The usual matching drops state words from the name (they choose the prepared
 * form of a food instead), so these aliases would never match; here the words of the line are
 * searched as written, longest run first, and only a run whose state word is not its first word
 * counts (a leading one, "cooked rice", is the usual state rule's business).
 */
export function matchCompoundAlias(words: readonly string[], index: AliasIndex): AliasMatch | null {
  const maxN = Math.min(index.maxWords, words.length);
  for (let n = maxN; n >= 2; n--) {
    for (let i = 0; i + n <= words.length; i++) {
      const run = words.slice(i, i + n);
      if (!run.slice(1).some((w) => STATE_WORDS[w])) continue;
      const key = run.join(" ");
      const alias = index.byKey.get(key);
      if (alias) return { alias, key, state: null, run: key };
    }
  }
  return null;
}

/** USDA groups whose foods are usually eaten cooked: a raw or dry one has a cooked twin to prefer. */
export const COOKED_GROUPS: ReadonlySet<string> = new Set([
  "Cereal Grains and Pasta",
  "Legumes and Legume Products",
  "Poultry Products",
  "Beef Products",
  "Pork Products",
  "Lamb, Veal, and Game Products",
  "Finfish and Shellfish Products",
]);

/** Canned legumes and vegetables weighed with their liquid (SR28 "canned", not "drained"). */
function isCannedWithLiquid(food: FoodRecord): boolean {
  return (
    (food.foodGroup === "Legumes and Legume Products" ||
      food.foodGroup === "Vegetables and Vegetable Products") &&
    /\bcanned\b/i.test(food.name) &&
    !/\bdrained\b/i.test(food.name)
  );
}

/** A grain, legume or meat as sold: nobody eats it so, and its weight changes when cooked. */
function isUncooked(food: FoodRecord): boolean {
  return COOKED_GROUPS.has(food.foodGroup) && /\b(raw|dry|uncooked|unprepared)\b/i.test(food.name);
}

/** "cooked lentil" for the key "red lentil": the cooked alias of a shorter run of its words. */
function cookedSubAlias(key: string, index: AliasIndex): AliasMatch | null {
  // other names of the food, then the names of what it is a kind of ("rigatoni" is pasta)
  for (const name of [...synonymsOf(key), ...kindNamesOf(key)]) {
    const alias = index.byKey.get(`cooked ${name}`);
    if (alias) return { alias, key: `cooked ${name}`, state: "cooked", run: key };
  }
  const words = key.split(" ");
  for (let n = words.length - 1; n >= 1; n--)
    for (let i = words.length - n; i >= 0; i--) {
      const run = words.slice(i, i + n).join(" ");
      const alias = index.byKey.get(`cooked ${run}`);
      if (alias) return { alias, key: `cooked ${run}`, state: "cooked", run: key };
    }
  return null;
}

// ---------------------------------------------------------------- household measures

type MeasureKind = "volume" | "mass" | "count";

const MEASURE_VOLUME_ML: [RegExp, number][] = [
  [/^(cups?|c)\b/, VOLUME_ML.cup],
  [/^(tbsps?|tablespoons?|tbs)\b/, VOLUME_ML.tablespoon],
  [/^(tsps?|teaspoons?)\b/, VOLUME_ML.teaspoon],
  [/^(fl oz|fluid ounces?)\b/, VOLUME_ML["fluid ounce"]],
  [/^(ml|milliliters?)\b/, 1],
  [/^(liters?|l)\b/, 1000],
  [/^pints?\b/, VOLUME_ML.pint],
  [/^quarts?\b/, VOLUME_ML.quart],
  [/^gallons?\b/, VOLUME_ML.gallon],
];

function measureKind(w: HouseholdWeight): { kind: MeasureKind; ml?: number } {
  const unit = w.unit.toLowerCase();
  for (const [re, ml] of MEASURE_VOLUME_ML)
    if (re.test(unit)) return { kind: "volume", ml: ml * w.amount };
  // "1 serving, 1/2 cup": a serving that says its volume
  const inner = /^serving,\s*(\d+\/\d+|\d*\.?\d+)\s+(.*)$/.exec(unit);
  if (inner) {
    const [a, b] = inner[1].split("/").map(Number);
    const amount = b ? a / b : a;
    for (const [re, ml] of MEASURE_VOLUME_ML)
      if (re.test(inner[2])) return { kind: "volume", ml: ml * amount * w.amount };
  }
  if (/^(oz|lb|lbs|g|kg|ounces?|pounds?)\b/.test(unit)) return { kind: "mass" };
  return { kind: "count" };
}

/** qualifiers in a USDA measure that must not be assumed unless the line says them */
const SPECIAL_QUALIFIERS = [
  "whipped",
  "melted",
  "mashed",
  "pureed",
  "yields",
  "yield",
  "packed",
  "sifted",
  "crumbled",
  "ground",
  "slices",
  "sliced",
  "halves",
  "balls",
  "pieces",
];

/** "sliced", "slices" and "slice" -> "slic"; "diced" and "dice" -> "dic": qualifiers meet line words */
function stem(word: string): string {
  return word.replace(/(ed|es|s|e)$/, "");
}

function chooseVolumeMeasure(
  food: FoodRecord,
  lineWords: ReadonlySet<string>,
  lineUnitMl?: number,
): { w: HouseholdWeight; ml: number } | null {
  const lineStems = new Set([...lineWords].map(stem));
  let best: { w: HouseholdWeight; ml: number; score: number } | null = null;
  for (const w of food.householdWeights) {
    const kind = measureKind(w);
    if (kind.kind !== "volume" || !kind.ml) continue;
    const qualifiers = normaliseWords(w.unit.replace(/^[a-z ]+?(,|\(|$)/i, ""));
    let score = 0;
    for (const q of qualifiers) if (lineWords.has(q) || lineStems.has(stem(q))) score += 2;
    for (const special of SPECIAL_QUALIFIERS) {
      const s = singularise(special);
      if (qualifiers.includes(s) && !lineWords.has(s)) score -= 1;
    }
    if (qualifiers.includes("fluid")) score += 3;
    // the measure in the line's own unit reads best ("1 tbsp" honey rather than 1/16 of "1 cup")
    if (lineUnitMl && Math.abs(kind.ml / w.amount - lineUnitMl) < 0.01) score += 0.5;
    // ties keep the earlier measure: USDA lists the usual one first
    if (!best || score > best.score) best = { w, ml: kind.ml, score };
  }
  return best;
}

function describeMeasure(w: HouseholdWeight): string {
  return `USDA measure "${formatAmount(w.amount)} ${w.unit}" = ${formatAmount(w.grams)} g`;
}

function formatAmount(x: number): string {
  return Number.isInteger(x) ? String(x) : String(Math.round(x * 1000) / 1000);
}

/** Density used only when USDA lists no volume measure for the food. Coarse classes, named in `basis`. */
export function estimateDensity(food: FoodRecord): { gPerMl: number; label: string } {
  const name = food.name.toLowerCase();
  const group = food.foodGroup;
  if (/\boil\b|\blard\b|shortening|\bfat\b,/.test(name) && group === "Fats and Oils")
    return { gPerMl: 0.92, label: "oils and fats" };
  if (
    /butter|margarine|spread/.test(name) &&
    group !== "Nut and Seed Products" &&
    group !== "Legumes and Legume Products"
  )
    return { gPerMl: 0.96, label: "butter and spreads" };
  if (/honey|syrup|molasses|agave/.test(name)) return { gPerMl: 1.4, label: "syrups" };
  if (/flour|starch|powder|cocoa|meal\b/.test(name))
    return { gPerMl: 0.53, label: "flours and powders" };
  if (/sugar/.test(name)) return { gPerMl: 0.85, label: "sugars" };
  if (group === "Dishes") return { gPerMl: 1, label: "dishes (about as dense as water)" };
  if (group === "Spices and Herbs")
    return food.kcal < 150
      ? { gPerMl: 0.17, label: "fresh herbs" }
      : { gPerMl: 0.5, label: "dried herbs and spices" };
  if (
    group === "Beverages" ||
    /juice|milk|broth|stock|soup|vinegar|sauce|water|wine|yogurt|kefir|cream|drink/.test(name)
  )
    return { gPerMl: 1.03, label: "liquids and soft dairy" };
  if (group === "Dairy and Egg Products") return { gPerMl: 0.45, label: "shredded cheese" };
  // peanuts are legumes in SR28 but pack like nuts (1 cup dry-roasted = 146 g)
  if (group === "Nut and Seed Products" || /^peanuts\b/i.test(food.name))
    return { gPerMl: 0.6, label: "nuts and seeds" };
  if (
    group === "Cereal Grains and Pasta" ||
    group === "Legumes and Legume Products" ||
    group === "Breakfast Cereals"
  )
    return { gPerMl: 0.8, label: "grains and legumes" };
  if (/spinach|lettuce|kale|arugula|greens|cabbage|leaves|chard|sprouts/.test(name))
    return { gPerMl: 0.15, label: "leafy greens" };
  if (group === "Vegetables and Vegetable Products" || group === "Fruits and Fruit Juices")
    return { gPerMl: 0.6, label: "chopped vegetables and fruit" };
  return { gPerMl: 0.6, label: "chopped meat, fish and mixed foods" };
}

// ---------------------------------------------------------------- grams

type Weighing = { grams: number; basis: string; assumptions: string[] } | { error: string };

function volumeToGrams(
  ml: number,
  food: FoodRecord,
  lineWords: ReadonlySet<string>,
  lineUnitMl?: number,
): { grams: number; basis: string } {
  const measure = chooseVolumeMeasure(food, lineWords, lineUnitMl);
  if (measure)
    return { grams: (ml * measure.w.grams) / measure.ml, basis: describeMeasure(measure.w) };
  const density = estimateDensity(food);
  return {
    grams: ml * density.gPerMl,
    basis: `estimated density ${density.gPerMl} g/ml (${density.label}): USDA lists no volume measure for this food`,
  };
}

function massOrVolumeOf(
  size: PackageSize,
  food: FoodRecord,
  lineWords: ReadonlySet<string>,
): { grams: number; basis: string } {
  if (MASS_G[size.unit])
    return {
      grams: size.value * MASS_G[size.unit],
      basis: `package size ${formatAmount(size.value)} ${size.unit}`,
    };
  const v = volumeToGrams(size.value * VOLUME_ML[size.unit], food, lineWords);
  return {
    grams: v.grams,
    basis: `package size ${formatAmount(size.value)} ${size.unit}; ${v.basis}`,
  };
}

/**
 * "1 unit, (yield from 1 lb ready-to-cook chicken)": the meat one pound of whole bird gives, a
 * measure of the carcass, not a piece anyone names ("1 cooked chicken breast" is not 52 g).
 */
const CARCASS_YIELD = /^units?\b.*\byield from\b/i;

/** USDA measures of a piece ("1 large", "1 fillet"), without carcass yields. */
function countMeasures(food: FoodRecord) {
  return food.householdWeights.filter(
    (w) => measureKind(w).kind === "count" && !CARCASS_YIELD.test(w.unit),
  );
}

/** "1 large=50", "1 Potato, large (3"...)=369", "1 pepper, large ..." match size "large"; "1 unit, 2 large or 5 small" does not */
function measureNamesSize(w: HouseholdWeight, size: string): boolean {
  const unit = w.unit.toLowerCase().replace(/\s+/g, " ");
  return new RegExp(`^([a-z]+,? )?${size}\\b`).test(unit);
}

function measureNamesUnit(w: HouseholdWeight, unit: string): boolean {
  const first = normaliseWords(w.unit)[0];
  return first === singularise(unit);
}

type CountContext = {
  quantity: number;
  unit: string | null;
  size: string | null;
  food: FoodRecord;
  alias: FoodAlias;
  unitAlias: FoodAlias | null;
};

function countToGrams({ quantity, unit, size, food, alias, unitAlias }: CountContext): Weighing {
  const assumptions: string[] = [];
  // "1 head garlic": an alias for the food's unit ("garlic head") knows the weight
  if (unitAlias?.gramsPerPiece) {
    return {
      grams: quantity * unitAlias.gramsPerPiece,
      basis: `"${unitAlias.alias}" weighs ${unitAlias.gramsPerPiece} g`,
      assumptions,
    };
  }
  if (size) {
    const sized = countMeasures(food).find((w) => measureNamesSize(w, size));
    if (sized)
      return {
        grams: (quantity * sized.grams) / sized.amount,
        basis: describeMeasure(sized),
        assumptions,
      };
  }
  if (unit && !SIZE_UNITS.has(unit) && unit !== "piece" && unit !== "each") {
    const named = countMeasures(food).find((w) => measureNamesUnit(w, unit));
    if (named)
      return {
        grams: (quantity * named.grams) / named.amount,
        basis: describeMeasure(named),
        assumptions,
      };
  }
  const pieceUnit = unit === null || SIZE_UNITS.has(unit) || PIECE_UNITS.has(unit);
  if (pieceUnit && alias.gramsPerPiece) {
    const factor = size ? (SIZE_FACTOR[size] ?? 1) : 1;
    if (factor !== 1)
      assumptions.push(`a ${size} piece counted as ${factor} × ${alias.gramsPerPiece} g`);
    return {
      grams: quantity * alias.gramsPerPiece * factor,
      basis: `one ${alias.alias} weighs ${alias.gramsPerPiece} g`,
      assumptions,
    };
  }
  if (pieceUnit) {
    const first = countMeasures(food)[0];
    if (first) {
      const factor = size ? (SIZE_FACTOR[size] ?? 1) : 1;
      if (factor !== 1) assumptions.push(`a ${size} piece counted as ${factor} × the USDA piece`);
      return {
        grams: (quantity * first.grams * factor) / first.amount,
        basis: describeMeasure(first),
        assumptions,
      };
    }
  }
  if (unit === "slice") {
    // no USDA slice measure: cheese slices are 3/4 oz, other slices an eighth of the whole piece
    if (food.foodGroup === "Dairy and Egg Products") {
      assumptions.push("a slice of cheese counted as 21 g (3/4 oz)");
      return { grams: quantity * 21, basis: "a slice of cheese counted as 21 g", assumptions };
    }
    if (alias.gramsPerPiece) {
      const grams = alias.gramsPerPiece / 8;
      assumptions.push(`a slice counted as 1/8 of one ${alias.alias} (${formatAmount(grams)} g)`);
      return {
        grams: quantity * grams,
        basis: `one ${alias.alias} weighs ${alias.gramsPerPiece} g`,
        assumptions,
      };
    }
  }
  if (
    unit === "bunch" &&
    food.foodGroup === "Vegetables and Vegetable Products" &&
    !/coriander|parsley|chives|cilantro/i.test(food.name)
  ) {
    assumptions.push("a bunch of greens counted as 200 g");
    return { grams: quantity * 200, basis: "a bunch of greens counted as 200 g", assumptions };
  }
  if (unit && UNIT_DEFAULT_G[unit]) {
    const d = UNIT_DEFAULT_G[unit];
    assumptions.push(d.note);
    return { grams: quantity * d.grams, basis: d.note, assumptions };
  }
  return { error: `no weight known for ${unit ? `a ${unit} of ` : "one "}${food.name}` };
}

// ---------------------------------------------------------------- traits

export function lineTraits(food: FoodRecord, alias: FoodAlias, lineText: string): FoodTrait[] {
  const traits = new Set<FoodTrait>([...(food.traits as FoodTrait[]), ...(alias.addTraits ?? [])]);
  const text = lineText.toLowerCase();
  const drop = (...xs: FoodTrait[]) => xs.forEach((x) => traits.delete(x));
  if (/gluten[\s-]?free/.test(text)) drop("gluten");
  if (/dairy[\s-]?free|non[\s-]?dairy|lactose[\s-]?free/.test(text)) drop("dairy");
  if (/egg[\s-]?free|eggless/.test(text)) drop("egg");
  if (/\bvegan\b|plant[\s-]?based/.test(text)) drop(...ANIMAL_SOURCE_TRAITS);
  if (/\bvegetarian\b|meatless/.test(text)) drop("meat", "poultry", "fish", "shellfish", "gelatin");
  traits.delete("animal");
  if (ANIMAL_SOURCE_TRAITS.some((t) => traits.has(t))) traits.add("animal");
  return [...traits].sort();
}

// ---------------------------------------------------------------- the resolver

type Prepared = {
  text: string;
  multiplier: number;
  forcedQuantity: number | null;
  forcedUnit: string | null;
  assumptions: string[];
};

/** The shapes parse-ingredient leaves alone. */
function prepareLine(line: string): Prepared {
  let text = line.trim().replace(/\s+/g, " ");
  let multiplier = 1;
  let forcedQuantity: number | null = null;
  let forcedUnit: string | null = null;
  const assumptions: string[] = [];

  // "2 x 400 g tins tomatoes"
  const times = text.match(/^(\d+(?:\.\d+)?)\s*[x×]\s*(?=\d)/i);
  if (times) {
    multiplier = Number(times[1]);
    text = text.slice(times[0].length);
  }
  // "a pinch of salt", "half a lemon", "one onion"
  const leading = text.match(/^(a|an|one|two|three|four|five|six|half)\s+(an?\s+)?/i);
  if (leading) {
    const n = NUMBER_WORDS[leading[1].toLowerCase()];
    text = `${n} ${text.slice(leading[0].length)}`;
  }
  // "juice of 1 lemon", "zest and juice of half a lemon", "juice of a lime"
  const juice = text.match(
    /^(juice|zest|zest and juice|juice and zest)\s+(?:of|from)\s+(?:(\d+(?:[./]\d+)?|an?|one|two|half)\s+(?:an?\s+)?)?(.+)$/i,
  );
  if (juice) {
    const amount = juice[2] ? (NUMBER_WORDS[juice[2].toLowerCase()] ?? parseAmount(juice[2])) : 1;
    const part = /juice/i.test(juice[1]) ? "juice" : "zest";
    if (/zest/i.test(juice[1]) && /juice/i.test(juice[1]))
      assumptions.push("zest and juice: counted as the juice (the zest is negligible)");
    forcedQuantity = amount;
    text = `${juice[3].replace(/,.*$/, "")} ${part}`;
  }
  // "Pinch of salt" with no number
  if (/^(pinch|dash)\s+(of\s+)?/i.test(text)) {
    forcedQuantity = 1;
    forcedUnit = text.toLowerCase().startsWith("pinch") ? "pinch" : "dash";
    text = text.replace(/^(pinch|dash)\s+(of\s+)?/i, "");
  }
  return { text, multiplier, forcedQuantity, forcedUnit, assumptions };
}

function parseAmount(s: string): number {
  if (s.includes("/")) {
    const [a, b] = s.split("/").map(Number);
    return b ? a / b : NaN;
  }
  return Number(s);
}

function parseOne(text: string) {
  const [parsed] = parseIngredient(text, { normalizeUOM: true, additionalUOMs: EXTRA_UNITS });
  return parsed;
}

/** Resolve one ingredient line to a food and grams. Never throws on odd input. */
export function resolveIngredientLine(line: string, data: NutritionData): IngredientResolution {
  const original = line;
  if (!line || !line.trim()) return { ok: false, line: original, reason: "empty line" };
  const prepared = prepareLine(line);
  const parsed = parseOne(prepared.text);
  if (!parsed) return { ok: false, line: original, reason: "could not read the line" };
  if (parsed.isGroupHeader || /:\s*$/.test(line.trim()))
    return { ok: false, line: original, reason: "a heading, not an ingredient", heading: true };

  const assumptions = [...prepared.assumptions];
  let quantity = prepared.forcedQuantity ?? parsed.quantity;
  if (parsed.quantity2 !== null && parsed.quantity !== null && prepared.forcedQuantity === null) {
    quantity = (parsed.quantity + parsed.quantity2) / 2;
    assumptions.push(
      `range ${parsed.quantity}–${parsed.quantity2}: used the midpoint ${formatAmount(quantity)}`,
    );
  }
  if (quantity !== null) quantity *= prepared.multiplier;
  let unit: string | null = prepared.forcedUnit ?? parsed.unitOfMeasureID;
  let description = parsed.description;

  // "1/2 cup + 2 tbsp flour": add the second amount when it is of the same kind
  let extraMl = 0;
  let extraG = 0;
  const plus = description.match(/^(?:\+|plus)\s+(.*)$/i);
  if (plus) {
    const second = parseOne(plus[1]);
    if (
      second?.quantity &&
      second.unitOfMeasureID &&
      (VOLUME_ML[second.unitOfMeasureID] || MASS_G[second.unitOfMeasureID])
    ) {
      if (VOLUME_ML[second.unitOfMeasureID])
        extraMl = second.quantity * VOLUME_ML[second.unitOfMeasureID];
      else extraG = second.quantity * MASS_G[second.unitOfMeasureID];
      description = second.description;
    } else {
      description = plus[1];
    }
  }

  const lower = description.toLowerCase();
  const flags: LineFlags = {
    toTaste: /\bto taste\b|\bas desired\b|\bto season\b/.test(lower),
    garnish:
      /\bfor (garnish|garnishing|serving|topping|decoration|sprinkling)\b|\bto (garnish|serve)\b/.test(
        lower,
      ),
    asNeeded: /\bas needed\b|\bfor (frying|greasing|the pan|brushing|drizzling|cooking)\b/.test(
      lower,
    ),
    optional: /\boptional\b/.test(lower),
    drained: /\bdrained\b/.test(lower),
    eachInParens: /\([^)]*\beach\b[^)]*\)/.test(lower),
  };

  // the parentheses and everything after the first comma are notes; they still tell sizes and states
  const parentheticals = [...lower.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]);
  const withoutParens = lower.replace(/\([^)]*\)/g, " ");
  const [head, ...tail] = withoutParens.split(",");
  const notes = [...parentheticals, ...tail].join(" ");

  // a package size: "(15 oz) can", "15-ounce can", "400g tin"; without a package word a weight
  // in parentheses is the weight of the pieces: "2 (6 oz) salmon fillets" each, "4 thighs (about 1 1/2 lb)" in all
  let packageSize: PackageSize | null = null;
  let parenWeight: PackageSize | null = null;
  let parenEach = flags.eachInParens;
  const packageWord = withoutParens.match(
    /\b(cans?|tins?|jars?|packages?|packs?|boxes|box|bags?|containers?|cartons?)\b/,
  );
  const sizeText = [...parentheticals, head].find((t) => SIZE_RE.test(t));
  if (sizeText && (PACKAGE_UNITS.has(unit ?? "") || (unit === null && packageWord))) {
    packageSize = findPackageSize(sizeText);
    if (packageSize && unit === null && packageWord)
      unit = packageWord[1].startsWith("box") ? "box" : singularise(packageWord[1]);
  } else if (unit === null || SIZE_UNITS.has(unit) || PIECE_UNITS.has(unit)) {
    const weighed = parentheticals
      .map(findPackageSize)
      .find((s): s is PackageSize => s !== null && MASS_G[s.unit] !== undefined);
    if (weighed) {
      parenWeight = weighed;
      if (/^\s*\(/.test(lower)) parenEach = true;
    }
  }

  const headWords = normaliseWords(head);
  const allWords = normaliseWords(`${head} ${notes}`);
  const states = new Set<string>();
  for (const w of allWords) if (STATE_WORDS[w]) states.add(STATE_WORDS[w]);
  if (unit && PACKAGE_UNITS.has(unit) && (unit === "can" || unit === "tin")) states.add("canned");
  let size: string | null = unit && SIZE_UNITS.has(unit) ? unit : null;
  for (const w of headWords) if (!size && SIZE_FACTOR[w] !== undefined && w !== "extra") size = w;
  if (headWords.includes("extra") && headWords.includes("large")) size = "extra large";

  // plain numbers are amounts; "2%" and "85%" name the food ("2% milk")
  const nameWords = headWords.filter(
    (w) => !NOISE_WORDS.has(w) && !STATE_WORDS[w] && !/^\d+(\.\d+)?$/.test(w),
  );
  const name = nameWords.join(" ") || headWords.join(" ");
  let match =
    matchCompoundAlias(
      headWords.filter((w) => !/^\d/.test(w)),
      data.aliases,
    ) ?? matchAlias(nameWords, states, data.aliases);
  // an alias that keeps a word the cleaning drops ("fresh ramen noodle", "large egg white") is
  // more specific than what the cleaned words match: prefer it when it is longer
  if (match) {
    const written = matchAlias(
      headWords.filter((w) => !STATE_WORDS[w] && !/^\d+(\.\d+)?$/.test(w)),
      states,
      data.aliases,
    );
    if (written && written.run.split(" ").length > match.run.split(" ").length) match = written;
  }
  // the name may be only in the notes: "Fresh parsley, for garnish" is fine, "1 (15 oz) can, chickpeas" too
  if (!match)
    match = matchAlias(
      allWords.filter((w) => !NOISE_WORDS.has(w) && !STATE_WORDS[w]),
      states,
      data.aliases,
    );
  const base = { line: original, quantity, unit, name };
  if (!match) return { ok: false, ...base, reason: `no food known for "${name || lower}"` };

  let food = data.foods.get(match.alias.foodId);
  if (!food)
    return {
      ok: false,
      ...base,
      reason: `alias "${match.key}" points at food ${match.alias.foodId}, which is not in the food table`,
    };
  // drained canned beans are the beans without their liquid: the cooked food, not the can's contents
  if (flags.drained && isCannedWithLiquid(food)) {
    const plainKey = match.key.replace(/^canned /, "");
    const cooked =
      data.aliases.byKey.get(`cooked ${plainKey}`) ??
      [...synonymsOf(plainKey), ...kindNamesOf(plainKey)]
        .map((n) => data.aliases.byKey.get(`cooked ${n}`))
        .find(Boolean);
    const cookedFood = cooked ? data.foods.get(cooked.foodId) : undefined;
    if (cooked && cookedFood) {
      assumptions.push(`drained: counted as ${cooked.alias} (the beans without their liquid)`);
      match = { alias: cooked, key: cooked.alias, state: "cooked", run: match.run };
      food = cookedFood;
    }
  }
  // "cooked red lentils" when only "red lentil" (raw) and "cooked lentil" are known: a grain,
  // legume or meat asked for cooked is read as the cooked form of the food it is a kind of
  if (states.has("cooked") && match.state === null && isUncooked(food)) {
    const cooked = cookedSubAlias(match.key, data.aliases);
    const cookedFood = cooked ? data.foods.get(cooked.alias.foodId) : undefined;
    if (cooked && cookedFood) {
      assumptions.push(`no cooked ${match.key} in the food table: counted as ${cooked.key}`);
      match = { ...cooked, run: match.run };
      food = cookedFood;
    }
  }

  const lineWordSet = new Set(allWords);
  const matchedKey = match.key;
  const unitAlias =
    unit && !SIZE_UNITS.has(unit)
      ? (data.aliases.byKey.get(`${matchedKey} ${singularise(unit)}`) ??
        data.aliases.byKey.get(`${singularise(unit)} ${matchedKey}`) ??
        null)
      : null;

  const weighing = weigh({
    quantity,
    unit,
    size,
    food,
    alias: match.alias,
    unitAlias,
    flags: { ...flags, eachInParens: parenEach },
    packageSize,
    parenWeight,
    lineWordSet,
    extraMl,
    extraG,
  });
  if ("error" in weighing) return { ok: false, ...base, foodId: food.id, reason: weighing.error };
  if (weighing.grams === Infinity)
    return { ok: false, ...base, foodId: food.id, reason: AMOUNT_TOO_LARGE };
  if (!Number.isFinite(weighing.grams) || weighing.grams < 0)
    return { ok: false, ...base, foodId: food.id, reason: "the amount could not be weighed" };

  return {
    ok: true,
    line: original,
    quantity,
    unit,
    name,
    alias: match.alias.alias,
    matched: match.run,
    foodId: food.id,
    grams: weighing.grams,
    basis: weighing.basis,
    assumptions: [...assumptions, ...weighing.assumptions],
    traits: lineTraits(food, match.alias, original),
  };
}

type WeighInput = Omit<CountContext, "quantity"> & {
  quantity: number | null;
  flags: LineFlags;
  packageSize: PackageSize | null;
  parenWeight: PackageSize | null;
  lineWordSet: ReadonlySet<string>;
  extraMl: number;
  extraG: number;
};

function weigh(input: WeighInput): Weighing {
  const { unit, food, flags, packageSize, parenWeight, lineWordSet, extraMl, extraG } = input;
  const assumptions: string[] = [];

  if (input.quantity === null || input.quantity === 0) {
    if (unit && VOLUME_ML[unit]) {
      const v = volumeToGrams(VOLUME_ML[unit], food, lineWordSet, VOLUME_ML[unit]);
      return {
        grams: v.grams,
        basis: v.basis,
        assumptions: [`no number given: counted one ${unit}`],
      };
    }
    if (flags.toTaste) {
      const v = volumeToGrams(VOLUME_ML.pinch, food, lineWordSet);
      return {
        grams: v.grams,
        basis: v.basis,
        assumptions: ["to taste: counted as a pinch (1/16 tsp)"],
      };
    }
    if (flags.garnish || flags.asNeeded) {
      const v = volumeToGrams(VOLUME_ML.tablespoon, food, lineWordSet, VOLUME_ML.tablespoon);
      const why = flags.garnish ? "for garnish or serving" : "as needed";
      return { grams: v.grams, basis: v.basis, assumptions: [`${why}: counted as 1 tbsp`] };
    }
    if (input.alias.alias === "cooking spray") {
      const v = volumeToGrams(VOLUME_ML.teaspoon, food, lineWordSet, VOLUME_ML.teaspoon);
      return {
        grams: v.grams,
        basis: v.basis,
        assumptions: ["a coat of cooking spray counted as 1 tsp of oil"],
      };
    }
    if (flags.optional)
      return {
        grams: 0,
        basis: "optional, no amount given",
        assumptions: ["optional with no amount: counted as 0 g"],
      };
    if (food.foodGroup === "Spices and Herbs") {
      const v = volumeToGrams(VOLUME_ML.pinch, food, lineWordSet);
      return {
        grams: v.grams,
        basis: v.basis,
        assumptions: ["no amount given for a seasoning: counted as a pinch"],
      };
    }
    return { error: "no amount given" };
  }

  const quantity = input.quantity;
  if (unit && MASS_G[unit])
    return { grams: quantity * MASS_G[unit] + extraG, basis: `${unit} to grams`, assumptions };
  if (unit && VOLUME_ML[unit]) {
    const v = volumeToGrams(
      quantity * VOLUME_ML[unit] + extraMl,
      food,
      lineWordSet,
      VOLUME_ML[unit],
    );
    return { grams: v.grams, basis: v.basis, assumptions };
  }
  if (unit && PACKAGE_UNITS.has(unit)) {
    const measure = food.householdWeights.find((w) =>
      measureNamesUnit(w, unit === "tin" ? "can" : unit),
    );
    if (measure)
      return {
        grams: (quantity * measure.grams) / measure.amount,
        basis: describeMeasure(measure),
        assumptions,
      };
    // a drained can holds its solids only (SR28: 254 g drained chickpeas from a 448 g can)
    const share = flags.drained && !/\bdrained\b|\bdrnd\b/i.test(food.name) ? DRAINED_SHARE : 1;
    if (share !== 1)
      assumptions.push(
        `drained: the solids counted as ${Math.round(DRAINED_SHARE * 100)} % of the can's net weight`,
      );
    if (packageSize) {
      const p = massOrVolumeOf(packageSize, food, lineWordSet);
      return { grams: quantity * p.grams * share, basis: p.basis, assumptions };
    }
    if (unit === "can" || unit === "tin") {
      assumptions.push(`can size not given: counted as a 15 oz (${DEFAULT_CAN_G} g) can`);
      return { grams: quantity * DEFAULT_CAN_G * share, basis: "default can size", assumptions };
    }
    return { error: `the size of the ${unit} is not given` };
  }
  if (parenWeight) {
    const each = MASS_G[parenWeight.unit] * parenWeight.value;
    return flags.eachInParens
      ? {
          grams: quantity * each,
          basis: `${formatAmount(parenWeight.value)} ${parenWeight.unit} each, as written`,
          assumptions,
        }
      : {
          grams: each,
          basis: `${formatAmount(parenWeight.value)} ${parenWeight.unit} in all, as written`,
          assumptions,
        };
  }
  return countToGrams({ ...input, quantity });
}
