/**
 * How things are bought: unit weights, pack sizes and cooked-to-dry factors, with where each number
 * comes from. Read by app/domain/purchase-units.ts (docs/decisions/044-shopping-in-purchase-units.md).
 *
 * Sources:
 * - "SR28 n" is USDA National Nutrient Database for Standard Reference, Legacy (2018), food n, as
 *   served by FoodData Central (SR Legacy): its household portion weights ("1 medium", "juice of 1
 *   lemon") and its energy per 100 g.
 * - Cooked grains and pulses are bought dry. Cooking adds water only, so the dry weight is the
 *   cooked weight times (kcal per 100 g cooked / kcal per 100 g dry) of the same food in SR28
 *   (for white long-grain rice 130 / 365 = 0.356: 1.7 kg cooked is about 605 g dry).
 * - "retail" marks common shop sizes (a 400 g can with 240 g drained, a 250 g block of butter,
 *   1 l cartons); "estimate" marks a weight USDA does not give (a bunch of coriander), kept
 *   deliberately round.
 */

/** How a product is bought. */
export type Buy =
  /** counted pieces; `unit` names the piece when it is not the thing itself ("bunch", "head") */
  | { kind: "count"; gramsEach: number; unit?: readonly [string, string] }
  /** whole packs of these sizes (grams, or ml when `liquid`), the smallest that covers the need */
  | {
      kind: "packs";
      sizes: readonly number[];
      noun: readonly [string, string];
      liquid?: boolean;
      /** how far past a pack the need may go and still be that pack (0.02: 1,010 g is 1 kg) */
      slack?: number;
    }
  /** eggs by the egg, boxes of 6 and 12 when many */
  | { kind: "eggs"; gramsEach: number }
  /** kept at home: listed once, without an amount */
  | { kind: "pantry" }
  /** loose, by weight */
  | { kind: "weight" };

export type PurchaseRule = {
  /** matched against the USDA food name (or the ingredient's name when it has no food) */
  food?: RegExp;
  /** matched against the ingredient's name on the list */
  name?: RegExp;
  /** the name to buy it under when it differs ("lemon juice" is bought as lemons) */
  product?: string;
  /** grams of the product per gram of the ingredient (juice -> whole lemons, cooked -> dry) */
  factor?: number;
  /** what the ingredient's grams are, shown beside the purchase ("cooked", "juice") */
  form?: string;
  /** what the converted grams are ("dry") */
  productForm?: string;
  buy: Buy;
  source: string;
};

const count = (gramsEach: number, unit?: readonly [string, string]): Buy => ({
  kind: "count",
  gramsEach,
  unit,
});
const packs = (
  sizes: number[],
  noun: readonly [string, string],
  liquid = false,
  slack = 0.02,
): Buy => ({ kind: "packs", sizes, noun, liquid, slack });
/** cans: recipes say "1 can" of whatever size the writer had (USDA's "1 can" is often 425 g) */
const cans = (size: number, liquid = false) => packs([size], CAN, liquid, 0.1);
const PANTRY: Buy = { kind: "pantry" };
const WEIGHT: Buy = { kind: "weight" };

const BUNCH = ["bunch", "bunches"] as const;
const HEAD = ["head", "heads"] as const;
const CAN = ["can", "cans"] as const;
const PACK = ["pack", "packs"] as const;
const BAG = ["bag", "bags"] as const;
const CARTON = ["carton", "cartons"] as const;
const BOTTLE = ["bottle", "bottles"] as const;
const TUB = ["tub", "tubs"] as const;
const BLOCK = ["block", "blocks"] as const;
const JAR = ["jar", "jars"] as const;

const MEAT_PACKS = packs([250, 500, 1000], PACK);
const DRY_BAGS = packs([500, 1000, 2000], BAG);
const NUT_BAGS = packs([100, 200, 500], BAG);
/** a 400 g can of beans or chickpeas holds about 240 g once drained (retail label) */
const BEAN_CAN_FACTOR = 400 / 240;

const LEMON = count(58);
const LIME = count(67);

/**
 * Cooked grain or pulse -> dry, by SR28 energy (kcal per 100 g cooked / dry); `food` matches the
 * cooked food's USDA name.
 */
function cooked(food: RegExp, kcalCooked: number, kcalDry: number, source: string): PurchaseRule {
  return {
    food,
    factor: kcalCooked / kcalDry,
    form: "cooked",
    productForm: "dry",
    buy: DRY_BAGS,
    source: `${source}: dry = cooked x ${kcalCooked} / ${kcalDry}`,
  };
}

/** First match wins, so narrow rules come before broad ones. */
export const PURCHASE_RULES: readonly PurchaseRule[] = [
  // cooked grains and pulses bought dry
  cooked(/^rice, white, long-grain, regular, enriched, cooked/, 130, 365, "SR28 20045 / 20044"),
  cooked(/^rice, white, short-grain, enriched, cooked/, 130, 358, "SR28 20053 / 20052"),
  cooked(/^rice, brown, long-grain, cooked/, 123, 367, "SR28 20037 / 20036"),
  cooked(/^quinoa, cooked/, 120, 368, "SR28 20137 / 20035"),
  cooked(/^pasta, cooked/, 158, 371, "SR28 20121 / 20120"),
  cooked(/^couscous, cooked/, 112, 376, "SR28 20029 / 20028"),
  cooked(/^bulgur, cooked/, 83, 342, "SR28 20013 / 20012"),
  cooked(/^lentils, mature seeds, cooked/, 116, 352, "SR28 16070 / 16069"),
  // cooked or canned beans and chickpeas are bought in cans
  {
    food: /^(chickpeas|beans, .+), mature seeds, .*\b(canned|cooked)\b/,
    factor: BEAN_CAN_FACTOR,
    form: "drained",
    buy: cans(400),
    source: "retail: a 400 g can holds about 240 g drained (SR28 16359: 1 can drained 254 g)",
  },
  // citrus: juice and zest are bought as the fruit
  {
    food: /^lemon juice/,
    product: "Lemons",
    factor: 58 / 48,
    form: "juice",
    buy: LEMON,
    source: "SR28 9152: juice of 1 lemon 48 g; SR28 9150: 1 fruit 58 g",
  },
  {
    food: /^lime juice/,
    product: "Limes",
    factor: 67 / 44,
    form: "juice",
    buy: LIME,
    source: "SR28 9160: juice of 1 lime 44 g; SR28 9159: 1 fruit 67 g",
  },
  {
    name: /\blime\b/,
    food: /^lemon peel/,
    product: "Limes",
    factor: 67 / 6,
    form: "zest",
    buy: LIME,
    source: "SR28 9156: 1 tbsp zest 6 g, about one fruit's",
  },
  {
    food: /^lemon peel/,
    product: "Lemons",
    factor: 58 / 6,
    form: "zest",
    buy: LEMON,
    source: "SR28 9156: 1 tbsp zest 6 g, about one fruit's",
  },
  { food: /^lemons, raw/, product: "Lemons", buy: LEMON, source: "SR28 9150: 1 fruit 58 g" },
  { food: /^limes, raw/, product: "Limes", buy: LIME, source: "SR28 9159: 1 fruit 67 g" },
  // eggs
  {
    food: /^egg, white/,
    product: "Eggs",
    factor: 50 / 33,
    form: "whites",
    buy: { kind: "eggs", gramsEach: 50 },
    source: "SR28 1124: 1 large white 33 g; SR28 1123: 1 large egg 50 g",
  },
  {
    food: /^egg, whole/,
    product: "Eggs",
    buy: { kind: "eggs", gramsEach: 50 },
    source: "SR28 1123: 1 large 50 g",
  },
  // produce bought by the piece
  { food: /^onions, raw/, buy: count(110), source: "SR28 11282: 1 medium 110 g" },
  {
    food: /^onions, spring or scallions/,
    buy: count(100, BUNCH),
    source: "estimate: a bunch of about 7 (SR28 11291: 1 medium 15 g)",
  },
  { food: /^shallots, raw/, buy: count(30), source: "estimate: 1 shallot about 30 g" },
  {
    food: /^garlic, raw/,
    buy: count(40, HEAD),
    source: "estimate: a head of about 13 cloves (SR28 11215: 1 clove 3 g)",
  },
  { food: /^bananas, raw/, buy: count(118), source: "SR28 9040: 1 medium 118 g" },
  { food: /^avocados, raw/, buy: count(201), source: "SR28 9037: 1 fruit, no skin or seed 201 g" },
  {
    name: /\bcherry tomato/,
    food: /^tomatoes, red, ripe, raw/,
    buy: packs([250, 500], ["punnet", "punnets"]),
    source: "retail: 250 g punnets",
  },
  { food: /^tomatoes, red, ripe, raw/, buy: count(123), source: "SR28 11529: 1 medium 123 g" },
  { food: /^carrots, raw/, buy: count(61), source: "SR28 11124: 1 medium 61 g" },
  { food: /^cucumber, with peel/, buy: count(301), source: "SR28 11205: 1 cucumber 301 g" },
  { food: /^peppers, sweet, [a-z]+, raw/, buy: count(119), source: "SR28 11821: 1 medium 119 g" },
  { food: /^peppers, hot chili, [a-z]+, raw/, buy: count(45), source: "SR28 11819: 1 pepper 45 g" },
  { food: /^peppers, jalapeno, raw/, buy: count(14), source: "SR28 11979: 1 pepper 14 g" },
  { food: /^potatoes, flesh and skin, raw/, buy: count(213), source: "SR28 11352: 1 medium 213 g" },
  { food: /^sweet potato, raw/, buy: count(130), source: "SR28 11507: 1 sweet potato 130 g" },
  { food: /^squash, .*zucchini/, buy: count(196), source: "SR28 11477: 1 medium 196 g" },
  { food: /^eggplant, raw/, buy: count(548), source: "SR28 11209: 1 eggplant 548 g" },
  {
    food: /^celery, raw/,
    buy: count(450, HEAD),
    source: "estimate: a head of about 11 stalks (SR28 11143: 1 stalk 40 g)",
  },
  { food: /^cabbage, raw/, buy: count(908, HEAD), source: "SR28 11109: 1 medium head 908 g" },
  { food: /^cauliflower, raw/, buy: count(575, HEAD), source: "SR28 11135: 1 medium head 575 g" },
  { food: /^broccoli, raw/, buy: count(608, BUNCH), source: "SR28 11090: 1 bunch 608 g" },
  { food: /^lettuce, cos or romaine/, buy: count(626, HEAD), source: "SR28 11251: 1 head 626 g" },
  { food: /^spinach, raw/, buy: count(340, BUNCH), source: "SR28 11457: 1 bunch 340 g" },
  // fresh herbs by the bunch
  {
    food: /^(coriander \(cilantro\) leaves|parsley, fresh|basil, fresh|peppermint, fresh|spearmint, fresh|dill weed, fresh|thyme, fresh|rosemary, fresh|chives, raw)/,
    buy: count(30, BUNCH),
    source: "estimate: a 30 g bunch (SR28 11165: 9 sprigs of coriander 20 g)",
  },
  // chilled and liquids
  { food: /^peanuts, /, buy: NUT_BAGS, source: "retail: 100-500 g bags" },
  { food: /^tofu/, buy: packs([400], BLOCK), source: "retail: 400 g blocks (US 14 oz)" },
  { food: /^tempeh/, buy: packs([200], PACK), source: "retail: 200 g packs" },
  { food: /^butter/, buy: packs([250], BLOCK), source: "retail: 250 g blocks" },
  { food: /^yogurt/, buy: packs([500, 1000], TUB), source: "retail: 500 g and 1 kg tubs" },
  {
    food: /^cream, /,
    buy: packs([250, 500], CARTON, true),
    source: "retail: 250 ml and 500 ml cartons",
  },
  { food: /^cheese, /, buy: packs([100, 200, 400], PACK), source: "retail: 100-400 g packs" },
  {
    food: /^milk, |^beverages, .*(almond|oat|soy|rice)|^soymilk/,
    buy: packs([1000, 2000], CARTON, true),
    source: "retail: 1 l and 2 l cartons",
  },
  {
    food: /^soup, .*(broth|stock)/,
    buy: packs([500, 1000], CARTON, true),
    source: "retail: 500 ml and 1 l cartons",
  },
  {
    food: /^alcoholic beverage, wine/,
    buy: packs([750], BOTTLE, true),
    source: "retail: 750 ml bottles",
  },
  { food: /^coconut milk, canned/, buy: cans(400, true), source: "retail: 400 ml cans" },
  {
    food: /^tomatoes, .*canned/,
    buy: cans(400),
    source: "retail: 400 g cans",
  },
  { food: /^olives, /, buy: packs([200], JAR), source: "retail: 200 g jars (drained)" },
  {
    food: /^fish, tuna, .*canned/,
    buy: cans(120),
    source: "retail: 145 g cans, 120 g drained",
  },
  // pantry: at home already, or bought once for months
  {
    food: /^(oil|salad dressing|vinegar|sauce|soy sauce|miso|mirin|alcoholic beverage, rice|sugars?|syrups?|honey|cornstarch|salt|mustard|capers|spices|leavening|vanilla|tomato products, canned, paste|sesame butter|peanut butter)/,
    buy: PANTRY,
    source: "kept at home",
  },
];

/**
 * When no rule names the food, its USDA group decides. Fresh herbs in "Spices and Herbs" (basil,
 * fresh) were matched above, so what is left of that group is dried.
 */
export const GROUP_BUY: Readonly<Record<string, Buy>> = {
  "Spices and Herbs": PANTRY,
  "Fats and Oils": PANTRY,
  Sweets: PANTRY,
  "Soups, Sauces, and Gravies": PANTRY,
  "Beef Products": MEAT_PACKS,
  "Pork Products": MEAT_PACKS,
  "Poultry Products": MEAT_PACKS,
  "Lamb, Veal, and Game Products": MEAT_PACKS,
  "Sausages and Luncheon Meats": MEAT_PACKS,
  "Finfish and Shellfish Products": MEAT_PACKS,
  "Cereal Grains and Pasta": DRY_BAGS,
  "Legumes and Legume Products": DRY_BAGS,
  "Breakfast Cereals": DRY_BAGS,
  "Nut and Seed Products": NUT_BAGS,
  "Dairy and Egg Products": packs([200, 500, 1000], PACK),
  "Vegetables and Vegetable Products": WEIGHT,
  "Fruits and Fruit Juices": WEIGHT,
};
