import { describe, expect, it } from "vitest";
import type { Recipe } from "./recipe";
import {
  isoDuration,
  jsonLdScriptText,
  minutesOfDuration,
  recipeStructuredData,
  SCHEMA_NUTRITION_PROPERTIES,
  SCHEMA_RECIPE_PROPERTIES,
} from "./recipe-structured-data";

const recipe: Recipe = {
  id: 7,
  slug: "lentil-soup",
  title: "Lentil Soup",
  description: "A warming soup.",
  imageUrl: "/images/recipe-art/lentil-soup.svg",
  calories: 312.4,
  protein: 18.26,
  carbs: 45.1,
  fat: 6,
  fiber: 12.3,
  sugar: 4.2,
  sodium: 480.4,
  prepTime: 95,
  servings: 4,
  cuisine: "Mediterranean",
  mealTypes: ["lunch", "dinner"],
  dietaryTags: ["vegan", "vegetarian", "glutenFree", "dairyFree", "nutFree", "highProtein"],
  ingredients: [
    {
      text: "1 cup red lentils",
      quantity: 1,
      unit: "cup",
      name: "red lentils",
      foodId: 1,
      grams: 192,
    },
    { text: "1 onion", quantity: 1, unit: null, name: "onion", foodId: 2, grams: 110 },
  ],
  instructions: ["Rinse the lentils.", "Simmer for 20 minutes."],
  source: "catalogue",
  createdAt: "2026-01-02 10:00:00",
  updatedAt: "2026-03-04 10:00:00",
  micronutrients: {
    saturatedFat: 0.84,
    potassium: 600,
    calcium: 40,
    iron: 3.3,
    vitaminC: 2,
    vitaminD: 0,
    vitaminB12: 0,
  },
};

const input = {
  recipe,
  url: "https://nutricoach.example/recipes/7",
  origin: "https://nutricoach.example",
};

describe("isoDuration and minutesOfDuration", () => {
  it("writes minutes as ISO 8601 durations and reads them back", () => {
    expect(isoDuration(0)).toBe("PT0M");
    expect(isoDuration(45)).toBe("PT45M");
    expect(isoDuration(60)).toBe("PT1H");
    expect(isoDuration(95)).toBe("PT1H35M");
    for (const m of [0, 5, 60, 95, 600]) expect(minutesOfDuration(isoDuration(m))).toBe(m);
  });

  it("reads the forms recipe sites write and refuses what is not a duration", () => {
    expect(minutesOfDuration("PT90M")).toBe(90);
    expect(minutesOfDuration("P0DT1H15M")).toBe(75);
    expect(minutesOfDuration("pt20m")).toBe(20);
    expect(minutesOfDuration("PT30M0S")).toBe(30);
    expect(minutesOfDuration("P1D")).toBe(1440);
    for (const bad of ["", "P", "PT", "20 minutes", "PT-5M", 30, null]) {
      expect(minutesOfDuration(bad), String(bad)).toBeNull();
    }
  });
});

describe("recipeStructuredData", () => {
  it("describes the recipe with schema.org/Recipe properties only", () => {
    const data = recipeStructuredData(input);
    expect(data["@context"]).toBe("https://schema.org");
    expect(data["@type"]).toBe("Recipe");
    for (const key of Object.keys(data)) expect(SCHEMA_RECIPE_PROPERTIES).toContain(key);
    for (const key of Object.keys(data.nutrition))
      expect(SCHEMA_NUTRITION_PROPERTIES).toContain(key);
  });

  it("carries each field of the recipe", () => {
    const data = recipeStructuredData(input);
    expect(data.name).toBe("Lentil Soup");
    expect(data.url).toBe(input.url);
    expect(data.image).toEqual(["https://nutricoach.example/images/recipe-art/lentil-soup.svg"]);
    expect(data.description).toBe("A warming soup.");
    expect(data.recipeCuisine).toBe("Mediterranean");
    expect(data.recipeCategory).toEqual(["lunch", "dinner"]);
    expect(data.recipeIngredient).toEqual(["1 cup red lentils", "1 onion"]);
    expect(data.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Rinse the lentils." },
      { "@type": "HowToStep", position: 2, text: "Simmer for 20 minutes." },
    ]);
    expect(data.prepTime).toBe("PT1H35M");
    expect(data.totalTime).toBe("PT1H35M");
    expect(data.recipeYield).toEqual(["4", "4 servings"]);
    expect(data.datePublished).toBe("2026-01-02");
    expect(data.dateModified).toBe("2026-03-04");
  });

  it("gives nutrition per serving with units", () => {
    expect(recipeStructuredData(input).nutrition).toEqual({
      "@type": "NutritionInformation",
      servingSize: "1 serving",
      calories: "312 kcal",
      proteinContent: "18.3 g",
      carbohydrateContent: "45.1 g",
      fatContent: "6 g",
      fiberContent: "12.3 g",
      sugarContent: "4.2 g",
      sodiumContent: "480 mg",
      saturatedFatContent: "0.8 g",
    });
  });

  it("maps derived tags to schema.org RestrictedDiet values and drops those without one", () => {
    expect(recipeStructuredData(input).suitableForDiet).toEqual([
      "https://schema.org/VeganDiet",
      "https://schema.org/VegetarianDiet",
      "https://schema.org/GlutenFreeDiet",
      "https://schema.org/LowLactoseDiet",
    ]);
    const plain = recipeStructuredData({
      ...input,
      recipe: { ...recipe, dietaryTags: ["highProtein"] },
    });
    expect(plain.suitableForDiet).toBeUndefined();
  });

  it("rates the recipe only when someone rated it", () => {
    expect(recipeStructuredData(input).aggregateRating).toBeUndefined();
    expect(
      recipeStructuredData({ ...input, rating: { averageRating: null, ratingCount: 0 } })
        .aggregateRating,
    ).toBeUndefined();
    expect(
      recipeStructuredData({ ...input, rating: { averageRating: 4.5, ratingCount: 2 } })
        .aggregateRating,
    ).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("leaves out unreadable ingredient lists rather than inventing them", () => {
    const data = recipeStructuredData({
      ...input,
      recipe: { ...recipe, ingredients: "not json", instructions: "also not" },
    });
    expect(data.recipeIngredient).toEqual([]);
    expect(data.recipeInstructions).toEqual([]);
  });
});

describe("jsonLdScriptText", () => {
  it("cannot close its script element and still parses back", () => {
    const value = { name: "</script><script>alert(1)</script> & \u2028" };
    const text = jsonLdScriptText(value);
    expect(text).not.toMatch(/<|>/);
    expect(JSON.parse(text)).toEqual(value);
  });
});
