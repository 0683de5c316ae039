/**
 * schema.org/Recipe JSON-LD on /recipes/{id}, read back from the served HTML and checked field by
 * field against the recipe the API answers (issue 22, ADR 038).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  SCHEMA_DIETS,
  SCHEMA_NUTRITION_PROPERTIES,
  SCHEMA_RECIPE_PROPERTIES,
} from "~/domain/recipe-structured-data";
import { postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ vars: { APP_URL: "https://nutricoach.example" } });
});
afterAll(() => w?.dispose());

/** Every JSON-LD block of a page, parsed. */
function jsonLdBlocks(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

async function pageRecipe(id: number) {
  const html = await (await w.fetch(`/recipes/${id}`)).text();
  const recipes = jsonLdBlocks(html).filter((b) => b["@type"] === "Recipe");
  expect(recipes).toHaveLength(1);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return recipes[0] as any;
}

/** "12.5 g" -> [12.5, "g"] */
function quantity(text: string): [number, string] {
  const m = /^(-?\d+(?:\.\d+)?) (kcal|g|mg)$/.exec(text);
  expect(m, text).not.toBeNull();
  return [Number(m![1]), m![2]];
}

/** Minutes of a "PT#H#M" duration, read here without the app's parser. */
function minutes(text: string): number {
  const m = /^PT(?:(\d+)H)?(?:(\d+)M)?$/.exec(text);
  expect(m, text).not.toBeNull();
  return Number(m![1] ?? 0) * 60 + Number(m![2] ?? 0);
}

describe("schema.org/Recipe on /recipes/{id}", () => {
  it("parses back as a Recipe carrying every field of the recipe", async () => {
    for (const id of [1, 42, 100]) {
      const recipe = await readJson(await w.fetch(`/api/recipes/${id}`));
      const ld = await pageRecipe(id);
      expect(ld["@context"]).toBe("https://schema.org");
      for (const key of Object.keys(ld)) expect(SCHEMA_RECIPE_PROPERTIES).toContain(key);
      expect(ld.name).toBe(recipe.title);
      expect(ld.url).toBe(`https://nutricoach.example/recipes/${id}`);
      expect(ld.description).toBe(recipe.description);
      expect(ld.image).toEqual([new URL(recipe.imageUrl, "https://nutricoach.example/").href]);
      expect(ld.recipeCuisine).toBe(recipe.cuisine);
      expect(ld.recipeIngredient).toEqual(recipe.ingredients.map((i: { text: string }) => i.text));
      expect(ld.recipeInstructions).toEqual(
        recipe.instructions.map((text: string, i: number) => ({
          "@type": "HowToStep",
          position: i + 1,
          text,
        })),
      );
      expect(minutes(ld.prepTime)).toBe(recipe.prepTime);
      expect(minutes(ld.totalTime)).toBe(recipe.prepTime);
      expect(ld.recipeYield).toContain(String(recipe.servings));

      const n = ld.nutrition;
      expect(n["@type"]).toBe("NutritionInformation");
      for (const key of Object.keys(n)) expect(SCHEMA_NUTRITION_PROPERTIES).toContain(key);
      expect(quantity(n.calories)).toEqual([Math.round(recipe.calories), "kcal"]);
      const grams: [string, number][] = [
        ["proteinContent", recipe.protein],
        ["carbohydrateContent", recipe.carbs],
        ["fatContent", recipe.fat],
        ["fiberContent", recipe.fiber],
        ["sugarContent", recipe.sugar],
      ];
      for (const [key, value] of grams) {
        const [amount, unit] = quantity(n[key]);
        expect(unit, key).toBe("g");
        expect(Math.abs(amount - value), key).toBeLessThanOrEqual(0.05);
      }
      const [sodium, sodiumUnit] = quantity(n.sodiumContent);
      expect(sodiumUnit).toBe("mg");
      expect(Math.abs(sodium - recipe.sodium)).toBeLessThanOrEqual(0.5);

      const diets = recipe.dietaryTags
        .filter((t: string) => SCHEMA_DIETS[t])
        .map((t: string) => SCHEMA_DIETS[t]);
      if (diets.length) expect(ld.suitableForDiet).toEqual(diets);
      else expect(ld.suitableForDiet).toBeUndefined();
      for (const diet of ld.suitableForDiet ?? []) {
        expect(diet).toMatch(
          /^https:\/\/schema\.org\/(VegetarianDiet|VeganDiet|GlutenFreeDiet|LowLactoseDiet)$/,
        );
      }
      // nobody rated these yet
      expect(ld.aggregateRating).toBeUndefined();
    }
  });

  it("tags a vegetarian catalogue recipe with schema.org's VegetarianDiet", async () => {
    const list = await readJson(await w.fetch("/api/recipes?limit=100"));
    const veg = list.find((r: { dietaryTags: string[] }) => r.dietaryTags.includes("vegetarian"));
    expect(veg).toBeTruthy();
    expect((await pageRecipe(veg.id)).suitableForDiet).toContain(
      "https://schema.org/VegetarianDiet",
    );
  });

  it("adds aggregateRating once the recipe is rated", async () => {
    const id = 7;
    const alice = await registerUser(w);
    const bob = await registerUser(w);
    for (const [user, rating] of [
      [alice, 5],
      [bob, 4],
    ] as const) {
      const res = await postJson(
        w,
        `/api/social/recipes/${id}/comments`,
        { comment: "Good", rating },
        { Cookie: user.cookie },
      );
      expect(res.status).toBe(201);
    }
    expect((await pageRecipe(id)).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.5,
      ratingCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
