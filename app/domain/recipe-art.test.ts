import { describe, expect, it } from "vitest";
import {
  ART_ICON_NAMES,
  composeRecipeArt,
  CUISINE_PLATES,
  iconForIngredient,
  mainIngredientIcons,
  type IconSet,
} from "./recipe-art";

/** Stand-in icons: a circle each, named so the picture says which were drawn. */
const ICONS: IconSet = Object.fromEntries(
  ART_ICON_NAMES.map((name) => [name, `<circle data-icon="${name}" cx="16" cy="16" r="8"/>`]),
);
const drawn = (svg: string) => [...svg.matchAll(/data-icon="([^"]+)"/g)].map((m) => m[1]);

describe("iconForIngredient", () => {
  it.each([
    ["chicken breast", "poultry-leg"],
    ["low sodium chicken broth", "poultry-leg"],
    ["eggplant", "eggplant"],
    ["large eggs", "egg"],
    ["egg noodles", "spaghetti"],
    ["peanut butter", "peanuts"],
    ["unsalted butter", "butter"],
    ["sweet potato", "roasted-sweet-potato"],
    ["russet potato", "potato"],
    ["coconut milk", "coconut"],
    ["whole milk", "glass-of-milk"],
    ["cherry tomatoes", "tomato"],
    ["corn tortillas", "flatbread"],
    ["extra-firm tofu", "beans"],
    ["fresh basil", "herb"],
    ["red bell pepper", "bell-pepper"],
    ["brown rice", "cooked-rice"],
  ])("%s -> %s", (name, icon) => {
    expect(iconForIngredient(name)).toBe(icon);
  });

  it("has no picture for what a dish does not look like", () => {
    for (const name of ["salt", "water", "soy sauce", "ground cumin", "cornstarch"])
      expect(iconForIngredient(name)).toBeNull();
  });
});

describe("mainIngredientIcons", () => {
  it("orders by grams, leaves seasonings out and keeps the herb as the garnish", () => {
    const result = mainIngredientIcons([
      { name: "olive oil", grams: 30 },
      { name: "chicken broth", grams: 500 },
      { name: "tomato paste", grams: 40 },
      { name: "chickpeas", grams: 240 },
      { name: "spinach", grams: 120 },
      { name: "lemon juice", grams: 30 },
      { name: "onion", grams: 110 },
      { name: "garlic", grams: 9 },
      { name: "parsley", grams: 8 },
    ]);
    expect(result).toEqual({ main: ["beans", "leafy-green", "onion"], garnish: "herb" });
  });

  it("adds up the grams of lines with the same picture", () => {
    const result = mainIngredientIcons([
      { name: "carrot", grams: 100 },
      { name: "white beans", grams: 80 },
      { name: "black beans", grams: 80 },
    ]);
    expect(result.main[0]).toBe("beans");
  });
});

describe("composeRecipeArt", () => {
  const recipe = {
    slug: "lemon-herb-chickpea-bowl",
    cuisine: "Mediterranean",
    ingredients: [
      { name: "chickpeas", grams: 240 },
      { name: "cucumber", grams: 150 },
      { name: "cherry tomatoes", grams: 150 },
      { name: "parsley", grams: 10 },
    ],
  };

  it("draws the dish's own main ingredients and its garnish, the same every time", () => {
    const svg = composeRecipeArt(recipe, ICONS);
    expect(drawn(svg)).toEqual(["beans", "cucumber", "tomato", "herb"]);
    expect(composeRecipeArt(recipe, ICONS)).toBe(svg);
    const other = composeRecipeArt(
      { ...recipe, ingredients: [{ name: "salmon", grams: 200 }] },
      ICONS,
    );
    expect(drawn(other)).toEqual(["fish"]);
  });

  it("plates by cuisine: the table and rim colours of the cuisine", () => {
    const thai = composeRecipeArt({ ...recipe, cuisine: "Thai" }, ICONS);
    expect(thai).toContain(CUISINE_PLATES.Thai.table);
    expect(thai).toContain(CUISINE_PLATES.Thai.rim);
    expect(thai).not.toContain(CUISINE_PLATES.Mediterranean.rim);
  });

  it("draws the cuisine's dish when no ingredient has a picture", () => {
    const svg = composeRecipeArt(
      { slug: "x", cuisine: "Mexican", ingredients: [{ name: "salt", grams: 2 }] },
      ICONS,
    );
    expect(drawn(svg)).toEqual(["taco"]);
  });

  it("is self-contained: no external reference, ids scoped per icon", () => {
    const icons = { ...ICONS, fish: '<defs><linearGradient id="a"/></defs><path fill="url(#a)"/>' };
    const svg = composeRecipeArt({ ...recipe, ingredients: [{ name: "cod", grams: 1 }] }, icons);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).not.toMatch(/https?:\/\/(?!www\.w3\.org)/);
    expect(svg).toContain('id="fish-a"');
    expect(svg).toContain("url(#fish-a)");
  });
});
