/**
 * The built-in ingredient substitution table and the ingredient flagging and swap rules of the
 * recipe pages (spec document 1, section 5).
 *
 * Matching (docs/decisions/006-built-in-content.md): case-insensitive; a keyword or an original
 * name must start a word, so plurals and compounds count ("eggs", "breadcrumbs", "buttermilk") but
 * "coconut" does not mention "nut". Phrases that contain a keyword without being that food
 * ("almond milk", "peanut butter", "eggplant", "butternut", "nutmeg", "gluten-free pasta") are
 * ignored for that keyword only, so "peanut butter" is still a nut.
 */

import { DIETARY_TAGS } from "~/domain/dietary-tags";

export const DIET_TAGS = ["vegan", "vegetarian", "dairyFree", "glutenFree", "lowCarb"] as const;
/** The diets a substitute can be marked for. */
export type DietTag = (typeof DIET_TAGS)[number];

/**
 * Restrictions a user can hold: the search filters, which are the recipes' dietary tags (one list,
 * domain/dietary-tags.ts); nutFree and highProtein have no table column.
 */
export const DIETARY_RESTRICTIONS = DIETARY_TAGS;
export type DietaryRestriction = (typeof DIETARY_RESTRICTIONS)[number];

export type Substitute = { name: string; forDiet: DietTag; notes: string };
export type SubstitutionEntry = {
  original: string;
  /** other spellings of the same ingredient that also match */
  alsoMatches?: string[];
  substitutes: Substitute[];
};

export const SUBSTITUTION_TABLE: SubstitutionEntry[] = [
  {
    original: "milk",
    substitutes: [
      {
        name: "Soy milk",
        forDiet: "vegan",
        notes: "Closest to cow's milk in protein; works 1:1 in baking and sauces.",
      },
      {
        name: "Oat milk",
        forDiet: "dairyFree",
        notes: "Creamy and mild, and froths well. Choose a certified gluten-free one if needed.",
      },
      {
        name: "Unsweetened almond milk",
        forDiet: "lowCarb",
        notes: "About 1 g of carbohydrate per cup. Thinner than dairy milk. Not for nut allergies.",
      },
    ],
  },
  {
    original: "butter",
    substitutes: [
      {
        name: "Olive oil",
        forDiet: "vegan",
        notes: "Use about three-quarters of the amount for sauteing, roasting and savoury baking.",
      },
      {
        name: "Plant-based butter block",
        forDiet: "dairyFree",
        notes: "Swaps 1:1 in baking; a firm block works better than a soft spread.",
      },
      {
        name: "Mashed avocado",
        forDiet: "vegan",
        notes: "Replace up to half the butter in brownies and quick breads for a softer crumb.",
      },
    ],
  },
  {
    original: "cheese",
    substitutes: [
      {
        name: "Nutritional yeast",
        forDiet: "vegan",
        notes:
          "Savoury and cheesy; sprinkle on pasta or stir into sauces (2-3 tbsp per 1/2 cup cheese).",
      },
      {
        name: "Cashew cheese",
        forDiet: "dairyFree",
        notes: "Soaked cashews blended with lemon and salt. Not for nut allergies.",
      },
      {
        name: "Vegetarian hard cheese",
        forDiet: "vegetarian",
        notes:
          "Traditional parmesan uses animal rennet; look for cheese labelled suitable for vegetarians.",
      },
    ],
  },
  {
    original: "cream",
    substitutes: [
      {
        name: "Coconut cream",
        forDiet: "vegan",
        notes: "Rich and thick, with a light coconut taste; good in curries, soups and desserts.",
      },
      {
        name: "Cashew cream",
        forDiet: "dairyFree",
        notes: "Blend 1 cup soaked cashews with 1/2 cup water until silky. Not for nut allergies.",
      },
      {
        name: "Blended silken tofu",
        forDiet: "vegan",
        notes: "Lighter option for creamy soups and pasta sauces; season well.",
      },
    ],
  },
  {
    original: "yogurt",
    alsoMatches: ["yoghurt"],
    substitutes: [
      {
        name: "Coconut yogurt",
        forDiet: "vegan",
        notes: "Thick and tangy; lower in protein than dairy yogurt.",
      },
      {
        name: "Soy yogurt",
        forDiet: "dairyFree",
        notes: "The plant yogurt closest to dairy in protein; choose unsweetened for cooking.",
      },
      {
        name: "Full-fat Greek yogurt",
        forDiet: "lowCarb",
        notes: "About 4 g of carbohydrate per 100 g; avoid flavoured yogurts, which add sugar.",
      },
    ],
  },
  {
    original: "eggs",
    alsoMatches: ["egg"],
    substitutes: [
      {
        name: "Flax egg",
        forDiet: "vegan",
        notes:
          "1 tbsp ground flaxseed + 3 tbsp water per egg; rest 5 minutes. Binds muffins, pancakes and burgers.",
      },
      {
        name: "Silken tofu",
        forDiet: "vegan",
        notes: "1/4 cup blended per egg; good in quiches and dense cakes.",
      },
      {
        name: "Chickpea flour batter",
        forDiet: "vegan",
        notes:
          "3 tbsp chickpea flour + 3 tbsp water per egg; makes eggless omelettes and frittatas.",
      },
    ],
  },
  {
    original: "chicken",
    substitutes: [
      {
        name: "Extra-firm tofu",
        forDiet: "vegan",
        notes: "Press for 15 minutes, then bake or stir-fry; it soaks up marinades.",
      },
      {
        name: "Tempeh",
        forDiet: "vegan",
        notes: "Firm and nutty, with about 20 g of protein per 100 g.",
      },
      {
        name: "Paneer",
        forDiet: "vegetarian",
        notes: "Fresh cheese that holds its shape in curries, skewers and stir-fries.",
      },
    ],
  },
  {
    original: "beef",
    substitutes: [
      {
        name: "Brown or green lentils",
        forDiet: "vegan",
        notes:
          "Use in bolognese, chili and cottage pie; 1 cup cooked replaces about 125 g of mince.",
      },
      {
        name: "Portobello mushrooms",
        forDiet: "vegan",
        notes: "Meaty texture and deep savoury flavour for burgers and ragu.",
      },
      {
        name: "Halloumi",
        forDiet: "vegetarian",
        notes: "Grills and sears like steak; salty, so cut back on added salt.",
      },
    ],
  },
  {
    original: "fish",
    substitutes: [
      {
        name: "Marinated tofu with nori",
        forDiet: "vegan",
        notes: "Crumbled nori gives a taste of the sea.",
      },
      {
        name: "Banana blossom",
        forDiet: "vegan",
        notes: "Flakes like white fish when battered or pan-fried.",
      },
      {
        name: "Eggs",
        forDiet: "vegetarian",
        notes: "Boiled or scrambled eggs add protein to salads, rice and noodle dishes.",
      },
    ],
  },
  {
    original: "flour",
    substitutes: [
      {
        name: "Gluten-free all-purpose blend",
        forDiet: "glutenFree",
        notes: "Swap 1:1; add 1/4 tsp xanthan gum per cup if the blend has none.",
      },
      {
        name: "Almond flour",
        forDiet: "lowCarb",
        notes:
          "Around 10 g of net carbs per 100 g; good for cookies and coatings. Not for nut allergies.",
      },
      {
        name: "Coconut flour",
        forDiet: "glutenFree",
        notes: "Very absorbent: use about a quarter of the amount and add extra egg or liquid.",
      },
    ],
  },
  {
    original: "bread crumbs",
    alsoMatches: ["breadcrumbs"],
    substitutes: [
      {
        name: "Gluten-free bread crumbs",
        forDiet: "glutenFree",
        notes: "Toast them first for extra crunch.",
      },
      {
        name: "Crushed pork rinds",
        forDiet: "lowCarb",
        notes: "A crunchy, carb-free coating for chicken or fish.",
      },
      {
        name: "Ground almonds",
        forDiet: "lowCarb",
        notes: "Golden crust for baked coatings; mix with parmesan. Not for nut allergies.",
      },
    ],
  },
  {
    original: "pasta",
    substitutes: [
      {
        name: "Zucchini noodles",
        forDiet: "lowCarb",
        notes: "Saute for only 1-2 minutes so they stay firm.",
      },
      {
        name: "Chickpea or rice pasta",
        forDiet: "glutenFree",
        notes: "Chickpea pasta adds protein and fibre; rinse rice pasta after cooking.",
      },
      {
        name: "Dried durum wheat pasta",
        forDiet: "vegan",
        notes: "Most dried pasta contains no egg; fresh pasta usually does.",
      },
    ],
  },
  {
    original: "mayonnaise",
    alsoMatches: ["mayo"],
    substitutes: [
      { name: "Vegan mayonnaise", forDiet: "vegan", notes: "Made with aquafaba or soy; use 1:1." },
      {
        name: "Blended silken tofu with lemon and mustard",
        forDiet: "vegan",
        notes: "Lighter, higher-protein spread for sandwiches and dressings.",
      },
    ],
  },
  {
    original: "soy sauce",
    substitutes: [
      {
        name: "Tamari",
        forDiet: "glutenFree",
        notes: "Brewed with little or no wheat; check the label says gluten-free.",
      },
      {
        name: "Coconut aminos",
        forDiet: "glutenFree",
        notes: "Soy-free, sweeter and less salty; use a little more.",
      },
    ],
  },
  {
    original: "cream cheese",
    substitutes: [
      {
        name: "Cashew cream cheese",
        forDiet: "vegan",
        notes: "Spreads and bakes well. Not for nut allergies.",
      },
      {
        name: "Oat-based cream cheese",
        forDiet: "dairyFree",
        notes: "Works for spreading and dips; softer when baked.",
      },
    ],
  },
  {
    original: "honey",
    substitutes: [
      {
        name: "Maple syrup",
        forDiet: "vegan",
        notes: "Use the same amount; a little thinner and less sweet.",
      },
      {
        name: "Date syrup",
        forDiet: "vegan",
        notes: "Rich caramel flavour for dressings, oats and baking.",
      },
      {
        name: "Monk fruit or stevia sweetener",
        forDiet: "lowCarb",
        notes: "Much sweeter than honey; follow the pack's conversion.",
      },
    ],
  },
];

// ---------------------------------------------------------------- keyword rules (spec, exactly)

export const MEAT_KEYWORDS = [
  "chicken",
  "beef",
  "pork",
  "lamb",
  "turkey",
  "bacon",
  "sausage",
  "meat",
] as const;
export const VEGAN_EXTRA_KEYWORDS = [
  "milk",
  "cream",
  "cheese",
  "butter",
  "egg",
  "honey",
  "yogurt",
] as const;
export const DAIRY_KEYWORDS = ["milk", "cream", "cheese", "butter", "yogurt", "whey"] as const;
export const GLUTEN_KEYWORDS = [
  "flour",
  "pasta",
  "bread",
  "wheat",
  "barley",
  "rye",
  "couscous",
] as const;
export const NUT_KEYWORDS = [
  "almond",
  "walnut",
  "pecan",
  "cashew",
  "pistachio",
  "hazelnut",
  "peanut",
  "nut",
] as const;

/** The keywords each restriction flags; restrictions not listed here only use the table rule. */
export const RESTRICTION_KEYWORDS: Partial<Record<DietaryRestriction, readonly string[]>> = {
  vegetarian: MEAT_KEYWORDS,
  vegan: [...MEAT_KEYWORDS, ...VEGAN_EXTRA_KEYWORDS],
  dairyFree: DAIRY_KEYWORDS,
  glutenFree: GLUTEN_KEYWORDS,
  nutFree: NUT_KEYWORDS,
};

const PLANT_WORDS =
  "plant-based|vegan|dairy-free|meatless|meat-free|vegetarian|soy|oat|rice|almond|coconut|cashew|hazelnut|hemp|pea";
const PLANT_PREFIX = `(?:${PLANT_WORDS})`;
const GLUTEN_FREE_PREFIX =
  "(?:gluten-free|gf|almond|coconut|chickpea|rice|buckwheat|corn|tapioca|cassava|potato|lentil)";

/** Phrases that contain the keyword but are not that food; removed before looking for the keyword. */
const NOT_THIS_FOOD: Record<string, RegExp> = {
  milk: new RegExp(`\\b${PLANT_PREFIX}\\s+milks?\\b`, "gi"),
  cream: new RegExp(`\\b${PLANT_PREFIX}\\s+creams?\\b|\\bcream of tartar\\b|\\bcreamy\\b`, "gi"),
  cheese: new RegExp(`\\b${PLANT_PREFIX}\\s+cheeses?\\b`, "gi"),
  butter: new RegExp(
    `\\b(?:${PLANT_WORDS}|peanut|nut|seed|sunflower seed|apple|cocoa|shea)\\s+butters?\\b|\\bbutternut\\b|\\bbutter (?:beans?|lettuce)\\b`,
    "gi",
  ),
  yogurt: new RegExp(`\\b${PLANT_PREFIX}\\s+yogh?urts?\\b`, "gi"),
  egg: /\beggplants?\b|\begg-free\b/gi,
  honey: /\bhoneydew\b/gi,
  nut: /\bnutmeg\b|\bnutritional\b|\bnutrition\b/gi,
  chicken: new RegExp(`\\b${PLANT_PREFIX}\\s+chicken\\b`, "gi"),
  sausage: new RegExp(`\\b${PLANT_PREFIX}\\s+sausages?\\b`, "gi"),
  meat: new RegExp(`\\b${PLANT_PREFIX}\\s+meat\\b|\\bmeat-free\\b|\\bmeatless\\b`, "gi"),
  bacon: new RegExp(`\\b${PLANT_PREFIX}\\s+bacon\\b`, "gi"),
  flour: new RegExp(`\\b${GLUTEN_FREE_PREFIX}\\s+flours?\\b`, "gi"),
  pasta: new RegExp(`\\b${GLUTEN_FREE_PREFIX}\\s+pastas?\\b`, "gi"),
  bread: /\bgluten-free\s+bread\w*/gi,
  "bread crumbs": /\bgluten-free\s+bread\s*crumbs\b/gi,
  breadcrumbs: /\bgluten-free\s+breadcrumbs\b/gi,
};

/** Keywords also found inside a word: "flatbread", "cornbread", "gingerbread". */
const ANYWHERE_IN_A_WORD = new Set(["bread"]);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Whether the text mentions a food name: the name starts a word (plurals and compounds count),
 * ignoring the phrases listed for it in NOT_THIS_FOOD. Case-insensitive.
 */
export function mentions(text: string, name: string): boolean {
  const key = name.toLowerCase();
  const exceptions = NOT_THIS_FOOD[key];
  const cleaned = exceptions ? text.replace(exceptions, " ") : text;
  return mentionPattern(key).test(cleaned);
}

// Compiled once per name (the names are the table's and the keyword lists'; a page flags every
// ingredient line of every card against them, and compiling them per call was a twelfth of a
// recipe page's server CPU). Neither kind is sticky: `test` without the g flag keeps no state,
// and `replace` with it starts from 0.
const mentionPatterns = new Map<string, RegExp>();
const namePatterns = new Map<string, RegExp>();

function remembered(cache: Map<string, RegExp>, key: string, make: () => RegExp): RegExp {
  let pattern = cache.get(key);
  if (!pattern) {
    pattern = make();
    if (cache.size >= 1000) cache.clear();
    cache.set(key, pattern);
  }
  return pattern;
}

/** The name at a word's start (anywhere for ANYWHERE_IN_A_WORD), case-insensitive. */
function mentionPattern(key: string): RegExp {
  return remembered(mentionPatterns, key, () => {
    const start = ANYWHERE_IN_A_WORD.has(key) ? "" : "\\b";
    return new RegExp(`${start}${escapeRegExp(key)}`, "i");
  });
}

/** Every word starting with the name (the name and what follows it in that word). */
function namePattern(name: string): RegExp {
  return remembered(namePatterns, name, () => new RegExp(`\\b${escapeRegExp(name)}\\w*`, "gi"));
}

let entriesByLength: readonly SubstitutionEntry[] | null = null;

function knownRestrictions(restrictions: readonly string[]): DietaryRestriction[] {
  return DIETARY_RESTRICTIONS.filter((r) => restrictions.includes(r));
}

/** Table entries the text mentions, longest name first; a longer match hides the shorter names inside it. */
export function matchingEntries(ingredientText: string): SubstitutionEntry[] {
  // The table never changes in a running worker and the same catalogue lines come back on every
  // page (12 cards of /recommendations, each line of a recipe): each line is read once per
  // isolate, in a bounded memory (ADR 050), and every caller gets its own copy of the list.
  const known = matchedLines.get(ingredientText);
  if (known) return [...known];
  const found = readMatchingEntries(ingredientText);
  if (matchedLines.size >= MATCHED_LINES_MAX) matchedLines.clear();
  matchedLines.set(ingredientText, found);
  return [...found];
}

const MATCHED_LINES_MAX = 5_000;
const matchedLines = new Map<string, readonly SubstitutionEntry[]>();

function readMatchingEntries(ingredientText: string): SubstitutionEntry[] {
  let remaining = ingredientText;
  const found: SubstitutionEntry[] = [];
  entriesByLength ??= [...SUBSTITUTION_TABLE].sort((a, b) => b.original.length - a.original.length);
  for (const entry of entriesByLength) {
    const names = [entry.original, ...(entry.alsoMatches ?? [])];
    if (names.some((name) => mentions(remaining, name))) {
      found.push(entry);
      // so that "cream cheese" is not also read as "cream" and "cheese"
      for (const name of names) {
        remaining = remaining.replace(namePattern(name), " ");
      }
    }
  }
  return found;
}

/**
 * The user's restrictions that an ingredient conflicts with: first the keyword lists of spec
 * section 5; when none applies, the restrictions for which a matching table entry has a substitute.
 */
export function ingredientConflicts(
  ingredientText: string,
  restrictions: readonly string[],
): DietaryRestriction[] {
  const mine = knownRestrictions(restrictions);
  const byKeyword = mine.filter((restriction) =>
    (RESTRICTION_KEYWORDS[restriction] ?? []).some((keyword) => mentions(ingredientText, keyword)),
  );
  if (byKeyword.length > 0) return byKeyword;
  const entries = matchingEntries(ingredientText);
  return mine.filter((restriction) =>
    entries.some((entry) => entry.substitutes.some((s) => s.forDiet === restriction)),
  );
}

/** Whether an ingredient line should show the swap popover for this user. */
export function flagIngredient(ingredientText: string, restrictions: readonly string[]): boolean {
  return ingredientConflicts(ingredientText, restrictions).length > 0;
}

export const NO_SWAP_MESSAGE =
  "We have no substitute on file for this ingredient that fits your dietary needs. Consider leaving it out, or ask a nutritionist for an alternative.";

export type SwapSuggestion = { original: string; substitutes: Substitute[] };
export type SwapResult = { suggestions: SwapSuggestion[]; message: string | null };

/**
 * Swaps for an ingredient line: the table entries whose original name the text mentions, each with
 * only the substitutes marked for one of the user's restrictions (entries left with none are
 * dropped). With no suggestion at all, `message` suggests removing the ingredient or asking a
 * nutritionist.
 */
export function swapsFor(ingredientText: string, restrictions: readonly string[]): SwapResult {
  const mine = new Set<string>(knownRestrictions(restrictions));
  const suggestions = matchingEntries(ingredientText)
    .map((entry) => ({
      original: entry.original,
      substitutes: entry.substitutes.filter((s) => mine.has(s.forDiet)),
    }))
    .filter((suggestion) => suggestion.substitutes.length > 0);
  return { suggestions, message: suggestions.length === 0 ? NO_SWAP_MESSAGE : null };
}
