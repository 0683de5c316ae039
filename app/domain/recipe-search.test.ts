import { describe, expect, it } from "vitest";
import {
  GOAL_RULES,
  PREFERRED_CUISINE_POINTS,
  asksForQuick,
  canonicalCuisine,
  chefTipsCuisine,
  compareRanked,
  expandCuisine,
  expandCuisines,
  goalPoints,
  matchesCookingTime,
  matchesSearchTerm,
  normaliseHealthGoals,
  normaliseTerm,
  rankScore,
  recipeSearchText,
  tagWords,
  type RankableRecipe,
  type SearchableRecipe,
} from "./recipe-search";

const stew: SearchableRecipe = {
  title: "Smoky Chickpea Stew",
  description: "A warming pot of beans and tomatoes.",
  cuisine: "Middle Eastern",
  dietaryTags: ["vegan", "glutenFree"],
  ingredients: [
    { text: "1 can chickpeas, drained" },
    { text: "2 tsp smoked paprika" },
    "1 tbsp olive oil",
  ],
  prepTime: 40,
};

describe("recipeSearchText (what the FTS triggers index)", () => {
  it("joins tags with their readable words and ingredient lines with ' | '", () => {
    expect(recipeSearchText(stew)).toEqual({
      title: "Smoky Chickpea Stew",
      description: "A warming pot of beans and tomatoes.",
      cuisine: "Middle Eastern",
      tags: "vegan | glutenFree gluten free",
      ingredients: "1 can chickpeas, drained | 2 tsp smoked paprika | 1 tbsp olive oil",
    });
  });

  it("skips ingredient entries that are neither a line nor carry one", () => {
    const text = recipeSearchText({
      ...stew,
      ingredients: [{ text: 4 }, { text: "salt" }, "pepper"],
    });
    expect(text.ingredients).toBe("salt | pepper");
  });

  it("spells camel-case tags as words", () => {
    expect(tagWords("highProtein")).toBe("high protein");
    expect(tagWords("vegan")).toBe("vegan");
  });
});

describe("matchesSearchTerm: recommendations page (card mode)", () => {
  it("matches title, description and dietary tags, ignoring case", () => {
    expect(matchesSearchTerm(stew, "CHICKPEA", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "tomatoes", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "Vegan", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "gluten free", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "glutenfree", "card")).toBe(true);
  });

  it("does not look at the cuisine or the ingredient lines", () => {
    expect(matchesSearchTerm(stew, "middle eastern", "card")).toBe(false);
    expect(matchesSearchTerm(stew, "paprika", "card")).toBe(false);
  });

  it("matches a substring inside a word", () => {
    expect(matchesSearchTerm(stew, "pea st", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "moky", "card")).toBe(true);
  });

  it("lets quick, fast and easy also match recipes of 15 minutes or less", () => {
    const quick = { ...stew, prepTime: 15 };
    for (const term of ["quick", "Fast dinner", "easy"]) {
      expect(matchesSearchTerm(quick, term, "card")).toBe(true);
      expect(matchesSearchTerm(stew, term, "card")).toBe(false);
    }
    expect(matchesSearchTerm({ ...stew, prepTime: 16 }, "quick", "card")).toBe(false);
    expect(asksForQuick("breakfast")).toBe(true); // "fast" is inside "breakfast", as the spec's contains reads
  });

  it("matches everything with an empty or blank term", () => {
    expect(matchesSearchTerm(stew, "", "card")).toBe(true);
    expect(matchesSearchTerm(stew, "   ", "full")).toBe(true);
  });
});

describe("matchesSearchTerm: search page (full mode)", () => {
  it("matches title, description, cuisine and ingredient text", () => {
    expect(matchesSearchTerm(stew, "stew", "full")).toBe(true);
    expect(matchesSearchTerm(stew, "beans", "full")).toBe(true);
    expect(matchesSearchTerm(stew, "middle east", "full")).toBe(true);
    expect(matchesSearchTerm(stew, "smoked PAPRIKA", "full")).toBe(true);
  });

  it("does not match dietary tags, nor the quick words by time", () => {
    expect(matchesSearchTerm(stew, "vegan", "full")).toBe(false);
    expect(matchesSearchTerm({ ...stew, prepTime: 5 }, "quick", "full")).toBe(false);
  });

  it("collapses spaces in the term and caps its length", () => {
    expect(normaliseTerm("  smoked   paprika ")).toBe("smoked paprika");
    expect(matchesSearchTerm(stew, "smoked    paprika", "full")).toBe(true);
    expect(normaliseTerm("x".repeat(300))).toHaveLength(100);
  });
});

describe("cuisines", () => {
  it("reads any spelling of a catalogue cuisine", () => {
    expect(canonicalCuisine("italian")).toBe("Italian");
    expect(canonicalCuisine(" middle-eastern ")).toBe("Middle Eastern");
    expect(canonicalCuisine("klingon")).toBeNull();
  });

  it("lets 'asian' stand for the East and South-East Asian cuisines", () => {
    expect(expandCuisine("asian")).toEqual(["Asian", "Chinese", "Japanese", "Thai", "Korean"]);
    expect(expandCuisine("Thai")).toEqual(["Thai"]);
    expect(expandCuisines(["asian", "thai", "nope"])).toEqual([
      "Asian",
      "Chinese",
      "Japanese",
      "Thai",
      "Korean",
    ]);
  });

  it("knows no cuisine by the name of an Object property (found by fuzzing: a 500)", () => {
    for (const name of ["constructor", "__proto__", "toString", "hasOwnProperty", "valueOf"]) {
      expect(expandCuisine(name), name).toEqual([]);
    }
  });

  it("gives East Asian recipes the Asian chef's tips and Greek ones the Mediterranean tips", () => {
    expect(chefTipsCuisine("Korean")).toBe("Asian");
    expect(chefTipsCuisine("Greek")).toBe("Mediterranean");
    expect(chefTipsCuisine("French")).toBe("French");
  });
});

describe("cooking time", () => {
  it("follows the spec's buckets: quick under 30, medium 30-60, long over 60", () => {
    expect(matchesCookingTime(29, "quick")).toBe(true);
    expect(matchesCookingTime(30, "quick")).toBe(false);
    expect(matchesCookingTime(30, "medium")).toBe(true);
    expect(matchesCookingTime(60, "medium")).toBe(true);
    expect(matchesCookingTime(61, "medium")).toBe(false);
    expect(matchesCookingTime(61, "long")).toBe(true);
  });
});

describe("ranking", () => {
  const base: RankableRecipe = {
    id: 1,
    cuisine: "Italian",
    calories: 500,
    protein: 10,
    carbs: 20,
    fat: 30,
    fiber: 2,
    sodium: 900,
  };

  it("reads goals in any spelling and drops unknown ones", () => {
    expect(
      normaliseHealthGoals(["Weight loss", "build muscle", "heart-health", "flying", null]),
    ).toEqual(["weightLoss", "muscleGain", "heartHealth"]);
  });

  it("scores each goal by its rule", () => {
    expect(goalPoints({ ...base, calories: GOAL_RULES.weightLoss.fullKcal }, "weightLoss")).toBe(2);
    expect(goalPoints({ ...base, calories: 550 }, "weightLoss")).toBe(1);
    expect(goalPoints({ ...base, calories: 551 }, "weightLoss")).toBe(0);
    expect(goalPoints({ ...base, protein: 25 }, "muscleGain")).toBe(2);
    expect(goalPoints({ ...base, protein: 15 }, "muscleGain")).toBe(1);
    expect(goalPoints({ ...base, sodium: 600, fiber: 5 }, "heartHealth")).toBe(2);
    expect(goalPoints({ ...base, carbs: 30, fiber: 4 }, "energyBoost")).toBe(2);
    // 25 % of energy from protein, 27 % from fat: balanced
    expect(goalPoints({ ...base, calories: 400, protein: 25, fat: 12 }, "maintenance")).toBe(2);
    expect(goalPoints({ ...base, calories: 0 }, "maintenance")).toBe(0);
  });

  it("adds the preferred cuisine's points to the goals'", () => {
    const prefs = { preferredCuisines: ["Italian"], healthGoals: ["muscleGain" as const] };
    expect(rankScore({ ...base, protein: 30 }, prefs)).toBe(PREFERRED_CUISINE_POINTS + 2);
    expect(rankScore({ ...base, cuisine: "Thai", protein: 30 }, prefs)).toBe(2);
    expect(rankScore(base, { preferredCuisines: [], healthGoals: [] })).toBe(0);
  });

  it("orders by score, then a fixed mix of ids, then id", () => {
    const items = [
      { id: 1, score: 0 },
      { id: 2, score: 3 },
      { id: 3, score: 0 },
      { id: 4, score: 3 },
    ];
    const sorted = [...items].sort(compareRanked);
    expect(sorted.slice(0, 2).map((i) => i.score)).toEqual([3, 3]);
    expect([...items].reverse().sort(compareRanked)).toEqual(sorted);
  });
});
