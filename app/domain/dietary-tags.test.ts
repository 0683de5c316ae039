import { describe, expect, it } from "vitest";
import { DIETARY_TAGS, deriveDietaryTags, TAG_THRESHOLDS } from "./dietary-tags";
import { ZERO_NUTRIENTS, type Nutrients } from "./food/nutrients";
import { resolveRecipe } from "./food/recipe";
import { SEED_DATA } from "./food/test-data.test-helper";

const n = (x: Partial<Nutrients>): Nutrients => ({ ...ZERO_NUTRIENTS, ...x });

describe("deriveDietaryTags", () => {
  it("names tags exactly as the search filters do", () => {
    expect(DIETARY_TAGS).toEqual([
      "vegetarian",
      "vegan",
      "glutenFree",
      "dairyFree",
      "nutFree",
      "lowCarb",
      "highProtein",
    ]);
  });

  it("gives every free-of tag to plain vegetables", () => {
    expect(
      deriveDietaryTags({
        ingredientTraits: [[], []],
        perServing: n({ kcal: 100, carbs: 10, protein: 3 }),
      }),
    ).toEqual(["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"]);
  });

  it("meat, fish or gelatin rule out vegetarian; dairy, egg and honey only vegan", () => {
    const tags = (traits: string[]) =>
      deriveDietaryTags({ ingredientTraits: [traits], perServing: n({ carbs: 50 }) });
    for (const t of ["meat", "poultry", "fish", "shellfish", "gelatin"])
      expect(tags([t, "animal"])).not.toContain("vegetarian");
    for (const t of ["dairy", "egg", "honey"]) {
      expect(tags([t, "animal"])).toContain("vegetarian");
      expect(tags([t, "animal"])).not.toContain("vegan");
    }
    expect(tags(["dairy", "animal"])).not.toContain("dairyFree");
    expect(tags(["gluten"])).not.toContain("glutenFree");
    expect(tags(["nut"])).not.toContain("nutFree");
    expect(tags(["peanut"])).not.toContain("nutFree");
  });

  it("lowCarb is at most 20 g carbohydrate per serving", () => {
    const at = (carbs: number) =>
      deriveDietaryTags({ ingredientTraits: [[]], perServing: n({ carbs }) }).includes("lowCarb");
    expect(TAG_THRESHOLDS.lowCarbMaxCarbsG).toBe(20);
    expect(at(20)).toBe(true);
    expect(at(20.1)).toBe(false);
  });

  it("highProtein is 25 g per serving, or 30 % of energy with at least 15 g", () => {
    const at = (protein: number, kcal: number) =>
      deriveDietaryTags({
        ingredientTraits: [[]],
        perServing: n({ protein, kcal, carbs: 30 }),
      }).includes("highProtein");
    expect(at(25, 800)).toBe(true);
    expect(at(24.9, 800)).toBe(false);
    expect(at(18, 200)).toBe(true); // 72 kcal of 200 = 36 %
    expect(at(10, 100)).toBe(false); // 40 % but under 15 g
  });

  it("an unresolved line withholds the tags it could falsify", () => {
    const tags = deriveDietaryTags({
      ingredientTraits: [[]],
      perServing: n({ protein: 30, kcal: 300, carbs: 5 }),
      unresolvedCount: 1,
    });
    expect(tags).toEqual(["highProtein"]);
  });

  it("a recipe with no resolved ingredient gets no tag", () => {
    expect(deriveDietaryTags({ ingredientTraits: [], perServing: n({}) })).toEqual([]);
  });
});

describe("tags from real ingredient lines", () => {
  const tagsOf = (lines: string[]) => resolveRecipe(lines, 2, SEED_DATA).dietaryTags;

  it("a recipe with honey is vegetarian but not vegan", () => {
    const tags = tagsOf(["1 cup rolled oats", "2 cups almond milk", "1 tbsp honey"]);
    expect(tags).toContain("vegetarian");
    expect(tags).not.toContain("vegan");
  });

  it("soy sauce (wheat) is not gluten-free; tamari is", () => {
    expect(tagsOf(["200 g firm tofu", "2 tbsp soy sauce", "1 cup cooked rice"])).not.toContain(
      "glutenFree",
    );
    expect(tagsOf(["200 g firm tofu", "2 tbsp tamari", "1 cup cooked rice"])).toContain(
      "glutenFree",
    );
    expect(
      tagsOf(["200 g firm tofu", "2 tbsp gluten-free soy sauce", "1 cup cooked rice"]),
    ).toContain("glutenFree");
  });

  it("fish sauce and oyster sauce are not vegetarian", () => {
    expect(tagsOf(["200 g rice noodles", "2 tbsp fish sauce"])).not.toContain("vegetarian");
    expect(tagsOf(["200 g broccoli", "1 tbsp oyster sauce"])).not.toContain("vegetarian");
  });

  it("butter is not dairy-free, coconut milk is; pesto is neither dairy- nor nut-free", () => {
    expect(tagsOf(["2 tbsp butter", "1 cup cooked rice"])).not.toContain("dairyFree");
    expect(tagsOf(["1 can coconut milk", "1 cup cooked rice"])).toEqual(
      expect.arrayContaining(["vegan", "dairyFree", "nutFree"]),
    );
    const pesto = tagsOf(["200 g spaghetti", "1/2 cup pesto"]);
    expect(pesto).not.toContain("dairyFree");
    expect(pesto).not.toContain("nutFree");
    expect(pesto).not.toContain("glutenFree");
  });

  it("gochujang is not gluten-free even though it is computed as miso", () => {
    expect(tagsOf(["2 tbsp gochujang", "1 cup cooked rice"])).not.toContain("glutenFree");
  });

  it("a grilled chicken salad is low-carb and high-protein", () => {
    const tags = tagsOf([
      "400 g chicken breast",
      "4 cups romaine lettuce",
      "2 tbsp olive oil",
      "1 tbsp lemon juice",
    ]);
    expect(tags).toEqual(["glutenFree", "dairyFree", "nutFree", "lowCarb", "highProtein"]);
  });
});
