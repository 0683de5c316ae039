/**
 * Checks over the WHOLE committed catalogue, as built by `npm run db:seed`: every ingredient weighed,
 * no dietary tag contradicted by an ingredient, plausible nutrition, and (once the catalogue is
 * complete) the coverage the product needs.
 *
 * The tag checks deliberately do not call deriveDietaryTags: they read the foods' traits straight
 * from foods.json and, separately, look for forbidden words in the ingredient lines, so a bug in
 * the tag code, a wrong alias or a trait missing from the food table each fail here.
 */
import { describe, expect, it } from "vitest";
import {
  DAIRY_KEYWORDS,
  GLUTEN_KEYWORDS,
  MEAT_KEYWORDS,
  NUT_KEYWORDS,
  VEGAN_EXTRA_KEYWORDS,
  mentions,
} from "../../app/content/substitutions";
import { CUISINES, MEAL_TYPES, type BuiltRecipe } from "./catalogue";
import { BUILD_PROBLEMS, FOODS_BY_ID, RECIPES } from "./catalogue.test-helper";

it("the catalogue builds (every other test here reads it)", () => {
  expect(BUILD_PROBLEMS).toEqual([]);
  expect(RECIPES.length).toBeGreaterThan(0);
});

describe("every ingredient of every catalogue recipe", () => {
  it("resolves to a food of the food table with a weight in grams", () => {
    const bad: string[] = [];
    for (const r of RECIPES)
      for (const i of r.ingredients) {
        const where = `${r.slug}: "${i.text}"`;
        if (i.foodId === null || !FOODS_BY_ID.has(i.foodId)) bad.push(`${where}: no food`);
        else if (i.grams === null || !Number.isFinite(i.grams) || i.grams < 0)
          bad.push(`${where}: no weight`);
        else if (i.grams === 0 && !/\boptional\b/i.test(i.text))
          bad.push(`${where}: weighs 0 g but is not optional`);
      }
    expect(bad).toEqual([]);
  });

  it("keeps every hand-written line, in order", () => {
    for (const r of RECIPES)
      expect(r.ingredients.every((i) => i.text.trim().length > 0)).toBe(true);
  });
});

// ---------------------------------------------------------------- tags against food traits

type Tag = "vegetarian" | "vegan" | "glutenFree" | "dairyFree" | "nutFree";

const MEAT_TRAITS = ["meat", "poultry", "fish", "shellfish", "gelatin"];
const FORBIDDEN_TRAITS: Record<Tag, string[]> = {
  vegetarian: MEAT_TRAITS,
  vegan: [...MEAT_TRAITS, "dairy", "egg", "honey", "animal"],
  glutenFree: ["gluten"],
  dairyFree: ["dairy"],
  nutFree: ["nut", "peanut"],
};

/** A line may name a free-from product explicitly ("gluten-free soy sauce", "vegan butter"). */
const LINE_SAYS_FREE_OF: Record<Tag, RegExp | null> = {
  vegetarian: /\b(vegan|vegetarian|meatless|plant-based)\b/i,
  vegan: /\b(vegan|plant-based)\b/i,
  glutenFree: /\bgluten-free\b/i,
  dairyFree: /\b(dairy-free|non-dairy|lactose-free|vegan|plant-based)\b/i,
  nutFree: null,
};

const FISH_AND_MORE = [
  "fish",
  "salmon",
  "tuna",
  "cod",
  "sea bass",
  "tilapia",
  "trout",
  "halibut",
  "mackerel",
  "sardine",
  "anchov",
  "shrimp",
  "prawn",
  "crab",
  "lobster",
  "scallop",
  "squid",
  "octopus",
  "clam",
  "mussel",
  "oyster sauce",
  "bonito",
  "katsuobushi",
  "gelatin",
  "lard",
  "ham",
  "prosciutto",
  "pancetta",
  "chorizo",
  "duck",
  "veal",
  "broth",
];
const CHEESES = ["feta", "parmesan", "mozzarella", "ricotta", "halloumi", "paneer", "labneh"];
const MORE_DAIRY = [...CHEESES, "ghee", "kefir", "yoghurt", "creme fraiche", "crème fraîche"];

/** Words that must not appear in a line of a recipe carrying the tag (word start, plurals included). */
const FORBIDDEN_WORDS: Record<Tag, readonly string[]> = {
  vegetarian: [...MEAT_KEYWORDS, ...FISH_AND_MORE],
  vegan: [
    ...MEAT_KEYWORDS,
    ...FISH_AND_MORE,
    ...VEGAN_EXTRA_KEYWORDS,
    ...MORE_DAIRY,
    "whey",
    "mayonnaise",
    "mayo",
  ],
  glutenFree: [
    ...GLUTEN_KEYWORDS,
    "bulgur",
    "semolina",
    "farro",
    "spelt",
    "seitan",
    "panko",
    "pita",
    "udon",
    "ramen",
    "orzo",
    "cracker",
    "crouton",
    "malt",
    "beer",
    "soy sauce",
    "teriyaki",
    "hoisin",
    "gochujang",
    "oat",
  ],
  dairyFree: [...DAIRY_KEYWORDS, ...MORE_DAIRY],
  nutFree: [...NUT_KEYWORDS, "macadamia", "praline", "marzipan", "nutella"],
};

/**
 * "broth" is vegetarian only when it says vegetable; a flour, noodle or tortilla is gluten-free when
 * it names a gluten-free grain.
 */
const NOT_FORBIDDEN: Partial<Record<Tag, RegExp>> = {
  vegetarian: /\b(vegetable|veggie|mushroom|kombu) (broth|stock)\b/gi,
  vegan: /\b(vegetable|veggie|mushroom|kombu) (broth|stock)\b/gi,
  glutenFree:
    /\b(rice|glass|cellophane|mung bean|sweet potato|shirataki|kelp|konjac|corn|buckwheat|chickpea|almond|coconut|tapioca|potato) (vermicelli |paper )?(flour|noodles?|tortillas?|starch)\b/gi,
};

function contradictions(r: BuiltRecipe, tag: Tag): string[] {
  const found: string[] = [];
  for (const i of r.ingredients) {
    const freeOf = LINE_SAYS_FREE_OF[tag]?.test(i.text) ?? false;
    const food = i.foodId === null ? undefined : FOODS_BY_ID.get(i.foodId);
    const traits = (food?.traits ?? []) as string[];
    const badTraits = FORBIDDEN_TRAITS[tag].filter((t) => traits.includes(t));
    if (badTraits.length && !freeOf)
      found.push(`${r.slug} [${tag}]: "${i.text}" is ${food!.name} (${badTraits.join(", ")})`);
    if (freeOf) continue;
    const text = NOT_FORBIDDEN[tag] ? i.text.replace(NOT_FORBIDDEN[tag]!, " ") : i.text;
    const words = FORBIDDEN_WORDS[tag].filter((w) => mentions(text, w));
    if (words.length) found.push(`${r.slug} [${tag}]: "${i.text}" names ${words.join(", ")}`);
  }
  return found;
}

describe("no recipe carries a dietary tag that one of its ingredients contradicts", () => {
  for (const tag of Object.keys(FORBIDDEN_TRAITS) as Tag[]) {
    it(tag, () => {
      const tagged = RECIPES.filter((r) => r.dietaryTags.includes(tag));
      expect(tagged.flatMap((r) => contradictions(r, tag))).toEqual([]);
    });
  }

  it("the checks themselves catch a contradicting line (a vegan recipe with honey, a gluten-free one with soy sauce)", () => {
    const base = RECIPES[0];
    const line = (text: string, foodId: number) => ({
      text,
      quantity: 1,
      unit: "tablespoon",
      name: text,
      foodId,
      grams: 21,
    });
    const honey = { ...base, ingredients: [line("1 tbsp honey", 19296)] };
    expect(contradictions(honey, "vegan")).toHaveLength(2); // the honey trait and the word
    const shoyu = { ...base, ingredients: [line("1 tbsp soy sauce", 16123)] };
    expect(contradictions(shoyu, "glutenFree")).toHaveLength(2);
    const tamari = { ...base, ingredients: [line("1 tbsp gluten-free soy sauce", 16124)] };
    expect(contradictions(tamari, "glutenFree")).toEqual([]);
    const eggplant = { ...base, ingredients: [line("1 eggplant", 11209)] };
    expect(contradictions(eggplant, "vegan")).toEqual([]);
  });

  it("lowCarb and highProtein agree with the per-serving numbers", () => {
    for (const r of RECIPES) {
      if (r.dietaryTags.includes("lowCarb")) expect(r.carbs, r.slug).toBeLessThanOrEqual(20);
      if (r.dietaryTags.includes("highProtein"))
        expect(r.protein, r.slug).toBeGreaterThanOrEqual(15);
    }
  });
});

describe("per-serving nutrition is plausible", () => {
  it("every serving is between 30 and 1,200 kcal", () => {
    const out = RECIPES.filter((r) => r.calories < 30 || r.calories > 1200).map(
      (r) => `${r.slug}: ${r.calories} kcal`,
    );
    expect(out).toEqual([]);
  });

  it("energy matches the macros by 4/4/9 kcal per gram within 15 % (or 25 kcal)", () => {
    const out = RECIPES.filter((r) => {
      const atwater = 4 * r.protein + 4 * r.carbs + 9 * r.fat;
      return Math.abs(atwater - r.calories) > Math.max(25, 0.15 * r.calories);
    }).map(
      (r) =>
        `${r.slug}: ${r.calories} kcal vs ${4 * r.protein + 4 * r.carbs + 9 * r.fat} from macros`,
    );
    expect(out).toEqual([]);
  });
});

// ---------------------------------------------------------------- coverage

/** The catalogue the product needs (issue "Nutrition core"). */
const COVERAGE = {
  recipes: 120,
  perCuisine: 6,
  perMealType: 20,
  tags: { vegetarian: 20, vegan: 12, glutenFree: 25, dairyFree: 20, lowCarb: 15, highProtein: 20 },
} as const;

describe("catalogue coverage", () => {
  it(`has >= ${COVERAGE.recipes} recipes, >= ${COVERAGE.perCuisine} per cuisine, >= ${COVERAGE.perMealType} per meal type and the tag minimums`, () => {
    const short: string[] = [];
    if (RECIPES.length < COVERAGE.recipes)
      short.push(`${RECIPES.length} recipes < ${COVERAGE.recipes}`);
    for (const c of CUISINES) {
      const n = RECIPES.filter((r) => r.cuisine === c).length;
      if (n < COVERAGE.perCuisine) short.push(`${c}: ${n} < ${COVERAGE.perCuisine}`);
    }
    for (const m of MEAL_TYPES) {
      const n = RECIPES.filter((r) => r.mealTypes.includes(m)).length;
      if (n < COVERAGE.perMealType) short.push(`${m}: ${n} < ${COVERAGE.perMealType}`);
    }
    for (const [tag, min] of Object.entries(COVERAGE.tags)) {
      const n = RECIPES.filter((r) => r.dietaryTags.includes(tag)).length;
      if (n < min) short.push(`${tag}: ${n} < ${min}`);
    }
    expect(short).toEqual([]);
  });
});
