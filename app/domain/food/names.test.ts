import { describe, expect, it } from "vitest";
import {
  dislikeInTerms,
  dislikeMatcher,
  dislikeTerms,
  FOOD_NAMES,
  foodTermsOf,
  indexFoodNames,
  matchesDislike,
  productKey,
  serialiseFoodTerms,
} from "./names";

describe("matchesDislike: every English name of a food", () => {
  it.each([
    ["coriander", "1/4 cup chopped cilantro"],
    ["cilantro", "2 tbsp fresh coriander"],
    ["aubergine", "1 large eggplant, cubed"],
    ["eggplant", "2 aubergines"],
    ["courgette", "2 zucchini, sliced"],
    ["capsicum", "1 red bell pepper"],
    ["bell pepper", "1 green capsicum"],
    ["prawns", "300 g shrimp, peeled"],
    ["shrimp", "12 king prawns"],
    ["spring onion", "3 scallions"],
    ["scallions", "2 green onions, sliced"],
    ["rocket", "2 cups baby arugula"],
    ["chickpeas", "1 can garbanzo beans"],
    ["beef mince", "500 g lean ground beef"],
    ["bacon", "3 rashers, chopped"],
    ["yogurt", "1 cup curd"],
  ])("%s is found in %j", (dislike, line) => {
    expect(matchesDislike(dislike, line)).toBe(true);
  });
});

describe("matchesDislike: kinds of the disliked food", () => {
  it.each([
    ["mushrooms", "200 g shiitake mushrooms"],
    ["mushroom", "2 portobello caps"],
    ["olives", "1/4 cup kalamata olives"],
    ["olives", "1 tbsp tapenade"],
    ["seafood", "200 g salmon"],
    ["seafood", "12 clams"],
    ["fish", "1 tbsp fish sauce"],
    ["dairy", "100 g cheddar"],
    ["meat", "2 chicken thighs"],
    ["nuts", "1/4 cup walnuts"],
    ["pork", "4 slices bacon"],
    ["bacon", "2 strips turkey bacon"],
  ])("%s covers %j", (dislike, line) => {
    expect(matchesDislike(dislike, line)).toBe(true);
  });

  it("a kind does not cover its relatives: disliking shiitake keeps button mushrooms", () => {
    expect(matchesDislike("shiitake", "250 g button mushrooms")).toBe(false);
    expect(matchesDislike("turkey", "4 slices bacon")).toBe(false);
    // turkey bacon is called bacon but is not pork
    expect(matchesDislike("pork", "2 strips turkey bacon")).toBe(false);
  });
});

describe("matchesDislike: what must not match", () => {
  it.each([
    ["olives", "2 tbsp olive oil"],
    ["olive", "olive oil spray"],
    ["butter", "1 can butter beans"],
    ["butter", "2 tbsp peanut butter"],
    ["egg", "1 eggplant, cubed"],
    ["eggs", "1 aubergine"],
    ["dairy", "2 tbsp peanut butter"],
    ["milk", "1 can coconut milk"],
    ["milk", "1 cup almond milk"],
    ["nuts", "1/4 tsp nutmeg"],
    ["nuts", "1 can water chestnuts"],
    ["nuts", "1 cup coconut"],
    ["peas", "1 cup chickpeas"],
    ["pea", "1 pear"],
    ["chicken", "1 can chickpeas"],
    ["ham", "1 hamburger bun"],
    ["beans", "1 cup coffee beans"],
    ["bell pepper", "salt and pepper to taste"],
    ["capsicum", "1 tsp black pepper"],
    ["chilli", "1 red bell pepper"],
    ["wine", "1 tbsp red wine vinegar"],
    ["corn", "2 tbsp cornstarch"],
    ["dairy", "1 cup dairy-free yogurt"],
    ["egg", "2 tbsp vegan mayo"],
  ])("%s is not in %j", (dislike, line) => {
    expect(matchesDislike(dislike, line)).toBe(false);
  });

  it("an unknown food is still found as a whole word, singular or plural", () => {
    expect(matchesDislike("quandongs", "1 cup quandong, halved")).toBe(true);
    expect(matchesDislike("zzfruit", "1 cup zzfruits")).toBe(true);
    expect(matchesDislike("zzfruit", "1 cup zzfruitcake")).toBe(false);
    // every word of an unknown two-word dislike must be there
    expect(matchesDislike("zz stew", "1 cup zz broth")).toBe(false);
    expect(matchesDislike("zz stew", "1 cup zz stew")).toBe(true);
  });

  it("a dislike without letters matches nothing, and regular-expression characters are text", () => {
    expect(dislikeTerms("(.*)")).toEqual([]);
    expect(matchesDislike("(.*)", "anything at all")).toBe(false);
    expect(matchesDislike("c++", "c++ sauce")).toBe(true);
  });
});

describe("dislikeMatcher and stored terms", () => {
  it("answers the first dislike a recipe's title or lines contain", () => {
    const disliked = dislikeMatcher(["olives", "prawns"]);
    expect(disliked(["Greek salad", "2 tbsp olive oil", "100 g feta"])).toBeNull();
    expect(disliked(["Garlic prawns", "2 tbsp olive oil"])).toBe("prawns");
    expect(disliked(["Tapas", "200 g shrimp", "10 kalamata olives"])).toBe("olives");
    expect(dislikeMatcher([])(["anything"])).toBeNull();
  });

  it("stores terms so that SQL can look a dislike up with instr", () => {
    const terms = foodTermsOf(["Shiitake stir-fry", "2 tbsp olive oil"]);
    expect(terms).toContain("c:mushroom");
    expect(terms).toContain("c:olive oil");
    expect(terms).not.toContain("c:olive");
    const stored = serialiseFoodTerms(terms);
    expect(stored.startsWith("|") && stored.endsWith("|")).toBe(true);
    expect(stored).toContain("|c:shiitake|");
    expect(dislikeInTerms(terms, ["olives"])).toBeNull();
    expect(dislikeInTerms(terms, ["mushrooms"])).toBe("mushrooms");
    expect(serialiseFoodTerms([])).toBe("");
  });
});

describe("productKey: what a shopper buys", () => {
  it("merges names of one product and keeps different products apart", () => {
    expect(productKey("cilantro")).toBe(productKey("Fresh coriander"));
    expect(productKey("Red capsicum")).toBe(productKey("red bell pepper"));
    expect(productKey("Prawns")).toBe(productKey("shrimp"));
    expect(productKey("Butter beans")).not.toBe(productKey("Cannellini beans"));
    expect(productKey("Garam masala")).not.toBe(productKey("Chaat masala"));
    expect(productKey("Curry leaves")).not.toBe(productKey("Kaffir lime leaves"));
    expect(productKey("Rice paper")).not.toBe(productKey("Rice vermicelli"));
    expect(productKey("Rice paper")).not.toBe(productKey("rice"));
    expect(productKey("Low-sodium soy sauce")).not.toBe(productKey("soy sauce"));
    expect(productKey("Bagels")).not.toBe(productKey("bread"));
  });
});

describe("the table", () => {
  it("has no name listed for two products and no kind without its own line", () => {
    expect(FOOD_NAMES.concepts.size).toBeGreaterThan(500);
    expect(() => indexFoodNames("apple|pomme\npear|pomme")).toThrow(/belongs to both/);
    expect(() => indexFoodNames("apple > fruit")).toThrow(/no line/);
    expect(() => indexFoodNames("a > b\nb > a")).toThrow(/loop/);
  });
});
