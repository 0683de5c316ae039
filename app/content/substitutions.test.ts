import { describe, expect, it } from "vitest";
import {
  DAIRY_KEYWORDS,
  DIET_TAGS,
  GLUTEN_KEYWORDS,
  MEAT_KEYWORDS,
  NO_SWAP_MESSAGE,
  NUT_KEYWORDS,
  SUBSTITUTION_TABLE,
  VEGAN_EXTRA_KEYWORDS,
  flagIngredient,
  ingredientConflicts,
  matchingEntries,
  mentions,
  swapsFor,
} from "./substitutions";

describe("substitution table", () => {
  it("has the 16 originals of the spec", () => {
    expect(SUBSTITUTION_TABLE.map((e) => e.original)).toEqual([
      "milk",
      "butter",
      "cheese",
      "cream",
      "yogurt",
      "eggs",
      "chicken",
      "beef",
      "fish",
      "flour",
      "bread crumbs",
      "pasta",
      "mayonnaise",
      "soy sauce",
      "cream cheese",
      "honey",
    ]);
  });

  it("gives every original at least two substitutes with a known diet and notes", () => {
    for (const entry of SUBSTITUTION_TABLE) {
      expect(entry.substitutes.length, entry.original).toBeGreaterThanOrEqual(2);
      for (const s of entry.substitutes) {
        expect(DIET_TAGS).toContain(s.forDiet);
        expect(s.name.length).toBeGreaterThan(0);
        expect(s.notes.length).toBeGreaterThan(10);
      }
    }
  });

  it("uses every diet tag somewhere", () => {
    const used = new Set(SUBSTITUTION_TABLE.flatMap((e) => e.substitutes.map((s) => s.forDiet)));
    expect([...used].sort()).toEqual([...DIET_TAGS].sort());
  });
});

describe("keyword lists match the spec", () => {
  it("has the exact words", () => {
    expect(MEAT_KEYWORDS).toEqual([
      "chicken",
      "beef",
      "pork",
      "lamb",
      "turkey",
      "bacon",
      "sausage",
      "meat",
    ]);
    expect(VEGAN_EXTRA_KEYWORDS).toEqual([
      "milk",
      "cream",
      "cheese",
      "butter",
      "egg",
      "honey",
      "yogurt",
    ]);
    expect(DAIRY_KEYWORDS).toEqual(["milk", "cream", "cheese", "butter", "yogurt", "whey"]);
    expect(GLUTEN_KEYWORDS).toEqual([
      "flour",
      "pasta",
      "bread",
      "wheat",
      "barley",
      "rye",
      "couscous",
    ]);
    expect(NUT_KEYWORDS).toEqual([
      "almond",
      "walnut",
      "pecan",
      "cashew",
      "pistachio",
      "hazelnut",
      "peanut",
      "nut",
    ]);
  });
});

describe("flagIngredient: keyword rules", () => {
  describe.each(["vegetarian", "vegan"])("%s flags every meat word", (restriction) => {
    it.each([
      "2 chicken breasts",
      "500 g ground beef",
      "1 pork chop",
      "lamb shoulder",
      "sliced turkey",
      "4 slices bacon",
      "2 pork sausages",
      "any meat you like",
    ])("%s", (text) => {
      expect(flagIngredient(text, [restriction])).toBe(true);
      expect(ingredientConflicts(text, [restriction])).toEqual([restriction]);
    });
  });

  it.each([
    "1 cup milk",
    "2 tbsp heavy cream",
    "grated cheese",
    "1 tbsp butter",
    "2 large eggs",
    "1 tbsp honey",
    "1 cup yogurt",
  ])("vegan also flags %s", (text) => {
    expect(flagIngredient(text, ["vegan"])).toBe(true);
  });

  it("vegetarian does not flag dairy, eggs or honey by keyword", () => {
    for (const text of ["2 large eggs", "1 tbsp honey"]) {
      expect(ingredientConflicts(text, ["vegetarian"])).toEqual([]);
    }
  });

  it.each([
    "1 cup milk",
    "1/2 cup cream",
    "cheddar cheese",
    "2 tbsp butter",
    "Greek yogurt",
    "whey protein powder",
  ])("dairyFree flags %s", (text) => {
    expect(flagIngredient(text, ["dairyFree"])).toBe(true);
  });

  it("dairyFree does not flag eggs or honey", () => {
    expect(flagIngredient("2 eggs", ["dairyFree"])).toBe(false);
    expect(flagIngredient("1 tbsp honey", ["dairyFree"])).toBe(false);
  });

  it.each([
    "2 cups all-purpose flour",
    "200 g pasta",
    "2 slices bread",
    "1 cup bulgur wheat",
    "1/2 cup pearl barley",
    "rye crackers",
    "1 cup couscous",
    "1 flatbread",
    "1/2 cup breadcrumbs",
  ])("glutenFree flags %s", (text) => {
    expect(flagIngredient(text, ["glutenFree"])).toBe(true);
  });

  it.each([
    "1/4 cup almonds",
    "chopped walnuts",
    "pecan halves",
    "cashews",
    "pistachio kernels",
    "hazelnut spread",
    "2 tbsp peanut butter",
    "mixed nuts",
  ])("nutFree flags %s", (text) => {
    expect(flagIngredient(text, ["nutFree"])).toBe(true);
  });

  it("ignores case", () => {
    expect(flagIngredient("CHICKEN THIGHS", ["vegetarian"])).toBe(true);
    expect(flagIngredient("Whole Wheat Flour", ["glutenFree"])).toBe(true);
  });

  it("flags nothing without restrictions or for plain vegetables", () => {
    expect(flagIngredient("2 chicken breasts", [])).toBe(false);
    expect(
      flagIngredient("1 cup spinach", ["vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"]),
    ).toBe(false);
  });

  it("reports every restriction a line breaks", () => {
    expect(ingredientConflicts("2 tbsp peanut butter", ["vegan", "nutFree", "glutenFree"])).toEqual(
      ["nutFree"],
    );
    expect(
      ingredientConflicts("butter cookies with walnuts and flour", [
        "vegan",
        "glutenFree",
        "nutFree",
      ]),
    ).toEqual(["vegan", "glutenFree", "nutFree"]);
  });

  it("ignores unknown restrictions", () => {
    expect(flagIngredient("2 chicken breasts", ["carnivore"])).toBe(false);
  });
});

describe("flagIngredient: words that contain a keyword but are another food", () => {
  it.each([
    ["1 eggplant", "vegan"],
    ["1 cup butternut squash", "vegan"],
    ["1 cup butternut squash", "nutFree"],
    ["1 cup coconut milk", "dairyFree"],
    ["1 cup almond milk", "vegan"],
    ["2 tbsp peanut butter", "dairyFree"],
    ["1/2 tsp nutmeg", "nutFree"],
    ["2 tbsp nutritional yeast", "nutFree"],
    ["1 cup coconut", "nutFree"],
    ["1 cup almond flour", "glutenFree"],
    ["1 cup buckwheat groats", "glutenFree"],
    ["200 g gluten-free pasta", "glutenFree"],
    ["1 cup creamy tomato soup base (no dairy)", "dairyFree"],
    ["1/2 honeydew melon", "vegan"],
    ["plant-based sausages", "vegetarian"],
  ])("%s is fine for %s", (text, restriction) => {
    expect(flagIngredient(text, [restriction])).toBe(false);
  });

  it("still flags the nut in peanut butter and the almond in almond flour", () => {
    expect(flagIngredient("2 tbsp peanut butter", ["nutFree"])).toBe(true);
    expect(flagIngredient("1 cup almond flour", ["nutFree"])).toBe(true);
  });

  it("matches compounds and plurals at the start of a word", () => {
    expect(mentions("1 cup buttermilk", "butter")).toBe(true);
    expect(mentions("3 eggs", "egg")).toBe(true);
    expect(mentions("1 coconut", "nut")).toBe(false);
  });

  it("answers the same on every call (its compiled patterns keep no state between texts)", () => {
    for (let round = 0; round < 3; round++) {
      expect(mentions("2 cups MILK", "milk")).toBe(true);
      expect(mentions("oat milk", "milk")).toBe(false);
      expect(flagIngredient("1 cup cream cheese", ["dairyFree"])).toBe(true);
      expect(flagIngredient("200 g spaghetti pasta", ["lowCarb"])).toBe(true);
      expect(flagIngredient("1 cup water", ["lowCarb"])).toBe(false);
    }
  });
});

describe("flagIngredient: substitution-table rule", () => {
  it("flags a table ingredient that has a substitute for one of the restrictions", () => {
    // no keyword list for lowCarb; pasta has a lowCarb substitute
    expect(flagIngredient("200 g spaghetti pasta", ["lowCarb"])).toBe(true);
    expect(ingredientConflicts("200 g spaghetti pasta", ["lowCarb"])).toEqual(["lowCarb"]);
    // fish is not a meat keyword, but the table has a vegetarian substitute for it
    expect(flagIngredient("2 white fish fillets", ["vegetarian"])).toBe(true);
    // soy sauce is not a gluten keyword, but the table has glutenFree substitutes
    expect(flagIngredient("2 tbsp soy sauce", ["glutenFree"])).toBe(true);
    // mayonnaise contains egg, which the vegan keywords do not see in this spelling
    expect(flagIngredient("2 tbsp mayonnaise", ["vegan"])).toBe(true);
  });

  it("does not flag a table ingredient with no substitute for the user's restrictions", () => {
    expect(flagIngredient("2 tbsp soy sauce", ["lowCarb"])).toBe(false);
    expect(flagIngredient("2 tbsp mayonnaise", ["glutenFree"])).toBe(false);
    expect(flagIngredient("1 tbsp honey", ["nutFree"])).toBe(false);
  });

  it("uses the table only when no keyword applies", () => {
    // milk is a dairy keyword; the table would add lowCarb, but keywords answer first
    expect(ingredientConflicts("1 cup milk", ["dairyFree", "lowCarb"])).toEqual(["dairyFree"]);
    expect(ingredientConflicts("1 cup milk", ["lowCarb"])).toEqual(["lowCarb"]);
  });
});

describe("matchingEntries", () => {
  it("prefers the longest original and hides the shorter names inside it", () => {
    expect(matchingEntries("200 g cream cheese").map((e) => e.original)).toEqual(["cream cheese"]);
    expect(matchingEntries("cream cheese and a splash of cream").map((e) => e.original)).toEqual([
      "cream cheese",
      "cream",
    ]);
  });

  it("matches other spellings", () => {
    expect(matchingEntries("1 egg").map((e) => e.original)).toEqual(["eggs"]);
    expect(matchingEntries("1/2 cup breadcrumbs").map((e) => e.original)).toEqual(["bread crumbs"]);
    expect(matchingEntries("2 tbsp mayo").map((e) => e.original)).toEqual(["mayonnaise"]);
  });

  it("finds nothing for an ingredient not in the table", () => {
    expect(matchingEntries("1 cup spinach")).toEqual([]);
  });

  it("answers a line read before the same way, each caller with its own list (ADR 050)", () => {
    const line = "cream cheese and a splash of cream";
    const first = matchingEntries(line);
    first.pop();
    const again = matchingEntries(line);
    expect(again.map((e) => e.original)).toEqual(["cream cheese", "cream"]);
    expect(again).not.toBe(first);
    // many distinct lines (past the memory's bound) still read correctly
    for (let i = 0; i < 6_000; i++) matchingEntries(`${i} g cream cheese`);
    expect(matchingEntries("200 g cream cheese").map((e) => e.original)).toEqual(["cream cheese"]);
    expect(matchingEntries(line).map((e) => e.original)).toEqual(["cream cheese", "cream"]);
  });
});

describe("swapsFor", () => {
  it("returns only the substitutes for the user's restrictions", () => {
    const result = swapsFor("1 cup whole milk", ["vegan"]);
    expect(result.message).toBeNull();
    expect(result.suggestions).toEqual([
      {
        original: "milk",
        substitutes: [expect.objectContaining({ name: "Soy milk", forDiet: "vegan" })],
      },
    ]);
  });

  it("combines substitutes of several restrictions, in table order", () => {
    const result = swapsFor("1 cup milk", ["lowCarb", "dairyFree"]);
    expect(result.suggestions[0].substitutes.map((s) => s.forDiet)).toEqual([
      "dairyFree",
      "lowCarb",
    ]);
  });

  it("lists each matching entry", () => {
    const result = swapsFor("pasta with butter", ["vegan"]);
    expect(result.suggestions.map((s) => s.original).sort()).toEqual(["butter", "pasta"]);
  });

  it("shows the message when an entry matches but has nothing for the restrictions", () => {
    expect(swapsFor("2 tbsp soy sauce", ["vegan"])).toEqual({
      suggestions: [],
      message: NO_SWAP_MESSAGE,
    });
  });

  it("shows the message when no entry matches", () => {
    expect(swapsFor("4 slices bacon", ["vegetarian"])).toEqual({
      suggestions: [],
      message: NO_SWAP_MESSAGE,
    });
    expect(swapsFor("1 cup milk", [])).toEqual({ suggestions: [], message: NO_SWAP_MESSAGE });
  });

  it("suggests removing the ingredient or asking a nutritionist", () => {
    expect(NO_SWAP_MESSAGE).toMatch(/leaving it out/);
    expect(NO_SWAP_MESSAGE).toMatch(/nutritionist/);
  });
});
