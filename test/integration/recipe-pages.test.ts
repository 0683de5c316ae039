import { readFileSync } from "node:fs";
/**
 * The recipe pages as the server renders them: not found, related recipes, guest and signed-in
 * recommendations, search results only after Search, parsing messages, generated artwork.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseRelatedRecipes } from "~/domain/related-recipes";
import { readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

type ApiRecipe = {
  id: number;
  title: string;
  cuisine: string;
  calories: number;
  mealTypes: string[];
  dietaryTags: string[];
};

let w: TestWorker;
let catalogue: ApiRecipe[];

beforeAll(async () => {
  w = await startWorker();
  // the whole catalogue, a page of 100 at a time until a short page
  catalogue = [];
  for (let offset = 0; ; offset += 100) {
    const page = (await readJson(
      await w.fetch(`/api/recipes?limit=100&offset=${offset}`),
    )) as ApiRecipe[];
    catalogue.push(...page);
    if (page.length < 100) break;
  }
});
afterAll(() => w?.dispose());

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/** Titles of the recipe cards in a piece of HTML, in order. */
function cardTitles(html: string): string[] {
  return [...html.matchAll(/data-testid="recipe-card" data-recipe-id="(\d+)"/g)].map(
    (m) => catalogue.find((r) => r.id === Number(m[1]))?.title ?? m[1],
  );
}

describe("/recipes/{id}", () => {
  it("says 'Recipe Not Found' with a 404 for a missing or non-numeric id", async () => {
    for (const id of ["99999", "abc"]) {
      const res = await w.fetch(`/recipes/${id}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain("Recipe Not Found");
      expect(html).toContain('href="/recommendations"');
    }
  });

  it("suggests 3 related recipes, same cuisine first, as chooseRelatedRecipes picks them", async () => {
    for (const recipe of [catalogue[0], catalogue[40], catalogue[100]]) {
      const html = await (await w.fetch(`/recipes/${recipe.id}`)).text();
      const related = html.slice(html.indexOf("You Might Also Like"));
      const expected = chooseRelatedRecipes(recipe, catalogue).map((r) => r.title);
      expect(expected).toHaveLength(3);
      expect(cardTitles(related), recipe.title).toEqual(expected);
    }
  });

  it("shows the chef's tips for the cuisine and the numbered instructions", async () => {
    const italian = catalogue.find((r) => r.cuisine === "Italian")!;
    const html = await (await w.fetch(`/recipes/${italian.id}`)).text();
    expect(html).toContain("Salt the pasta water well");
    expect(html).toContain("Step 1: ");
    const korean = catalogue.find((r) => r.cuisine === "Korean")!;
    expect(await (await w.fetch(`/recipes/${korean.id}`)).text()).toContain(
      "Get the wok or pan very hot",
    );
  });

  it("gives the spec's messages for ingredients and instructions it cannot read", async () => {
    const db = await w.d1();
    await db
      .prepare(`UPDATE recipes SET ingredients = 'oops{', instructions = '[]' WHERE id = 7`)
      .run();
    // these writes go to D1 directly, past the app's edge-cache purges: each read has its own URL
    const html = await (await w.fetch("/recipes/7?unreadable=1")).text();
    expect(html).toContain("Could not parse ingredients.");
    expect(html).toContain("No cooking instructions available");
    await db
      .prepare(
        `UPDATE recipes SET ingredients = '[42, "1 egg"]', instructions = '[{"x":1}]' WHERE id = 7`,
      )
      .run();
    const again = await (await w.fetch("/recipes/7?unreadable=2")).text();
    expect(again).toContain("Invalid ingredient format");
    expect(again).toContain("Invalid instruction format");
  });

  it("links guests to log in instead of the story and comment forms", async () => {
    const html = await (await w.fetch("/recipes/5")).text();
    expect(html).toContain('href="/api/login?redirectTo=%2Frecipes%2F5"');
    expect(html).toContain("Log in to leave a comment");
    expect(html).toContain("No cultural stories yet");
    expect(html).toContain("No comments yet");
  });
});

describe("/recommendations", () => {
  it("greets guests with the guest variant and the whole catalogue", async () => {
    const res = await w.fetch("/recommendations");
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain("Guest Mode");
    expect(html).toContain("Personalize My Recommendations");
    expect(html).toContain("Load More Recipes");
    expect(cardTitles(html)).toHaveLength(12);
  });

  it("filters by the search box and the cuisine dropdown", async () => {
    const html = await (await w.fetch("/recommendations?cuisine=indian&q=lentil")).text();
    const titles = cardTitles(html);
    expect(titles.length).toBeGreaterThan(0);
    for (const t of titles) expect(catalogue.find((r) => r.title === t)?.cuisine).toBe("Indian");
    const none = await (await w.fetch("/recommendations?q=zzzzzz")).text();
    expect(none).toContain("No recipes found");
    expect(none).not.toContain("Load More Recipes");
  });

  it("shows a signed-in user recipes that fit their restrictions, their cuisine first", async () => {
    const { cookie } = await registerUser(w, {
      dietaryRestrictions: ["vegan"],
      cuisinePreferences: ["Thai"],
    });
    const html = await (await w.fetch("/recommendations", { headers: { Cookie: cookie } })).text();
    expect(html).not.toContain("Guest Mode");
    expect(html).toContain("personalized recipe recommendations");
    expect(html).toContain('data-slot="signed-in-extras"');
    const shown = cardTitles(html).map((t) => catalogue.find((r) => r.title === t)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const r of shown) expect(r.dietaryTags).toContain("vegan");
    expect(shown[0].cuisine).toBe("Thai");
  });
});

describe("/recipe-search", () => {
  it("shows no results before Search, and the results after", async () => {
    const before = await (await w.fetch("/recipe-search")).text();
    expect(cardTitles(before)).toEqual([]);
    expect(before).toContain("press Search to see recipes");
    expect(before).toContain("Get personalized results");
    const after = await (await w.fetch("/recipe-search?search=1&q=salmon")).text();
    const titles = cardTitles(after);
    expect(titles.length).toBeGreaterThan(0);
    expect(after).toMatch(/\d+<!-- --> <!-- -->recipes?<!-- --> found/);
  });

  it("says 'No Recipes Found' when nothing matches", async () => {
    const html = await (await w.fetch("/recipe-search?search=1&q=zzzzzz")).text();
    expect(html).toContain("No Recipes Found");
  });
});

describe("/recipe-collection", () => {
  it("shows the favourites of a signed-in user in the Favorites tab, and a sign-up prompt to guests", async () => {
    const guest = await (await w.fetch("/recipe-collection?tab=favorites")).text();
    expect(guest).toContain("Sign in to see your favorites");
    const { user, cookie } = await registerUser(w);
    await w.fetch("/api/favorites", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ userId: user.id, recipeId: 42 }),
    });
    const html = await (
      await w.fetch("/recipe-collection?tab=favorites", { headers: { Cookie: cookie } })
    ).text();
    const title = catalogue.find((r) => r.id === 42)!.title;
    expect(html).toContain(escapeHtml(title));
    const collections = await (await w.fetch("/recipe-collection?tab=collections")).text();
    expect(collections).toContain("This feature will be available soon!");
    expect(collections).toMatch(/<button[^>]*disabled=""[^>]*>Create Collection<\/button>/);
    expect(html).toContain('href="/recipe-search"');
  });

  it("filters by cuisine and category", async () => {
    const html = await (
      await w.fetch("/recipe-collection?cuisine=French&category=vegetarian")
    ).text();
    const shown = cardTitles(html).map((t) => catalogue.find((r) => r.title === t)!);
    expect(shown.length).toBeGreaterThan(0);
    for (const r of shown) {
      expect(r.cuisine).toBe("French");
      expect(r.dietaryTags).toContain("vegetarian");
    }
  });
});

describe("a recipe's picture by its id", () => {
  it("redirects to the recipe's picture, and answers 404 for no recipe", async () => {
    const res = await w.fetch("/images/recipe/1", { redirect: "manual" });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/^\/images\/recipes\/[a-z0-9-]+\.svg$/);
    const picture = await w.fetch(res.headers.get("Location")!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toContain("image/svg+xml");
    expect((await w.fetch("/images/recipe/99998", { redirect: "manual" })).status).toBe(404);
    expect((await w.fetch("/images/recipe/abc", { redirect: "manual" })).status).toBe(404);
  });
});

describe("artwork of generated recipes", () => {
  it("draws an app-made recipe from its own ingredients, and 404 for others", async () => {
    const db = await w.d1();
    const ingredients = JSON.stringify([
      {
        text: "2 cups cooked lentils",
        quantity: 2,
        unit: "cup",
        name: "lentils",
        foodId: null,
        grams: 400,
      },
      {
        text: "1 cup cherry tomatoes",
        quantity: 1,
        unit: "cup",
        name: "cherry tomatoes",
        foodId: null,
        grams: 150,
      },
      {
        text: "1 tbsp olive oil",
        quantity: 1,
        unit: "tbsp",
        name: "olive oil",
        foodId: null,
        grams: 14,
      },
    ]);
    await db
      .prepare(
        `INSERT INTO recipes (slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, source, ingredients)
         VALUES ('lentil-salad-abc123', 'Lentil Salad', 'Lentils.', '/images/recipe-art/lentil-salad-abc123.svg', 300, 15, 40, 8, 20, 2, 'Greek', 'generated', ?)`,
      )
      .bind(ingredients)
      .run();
    const res = await w.fetch("/images/recipe-art/lentil-salad-abc123.svg");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toContain("image/svg+xml");
    const svg = await res.text();
    expect(svg).toMatch(/^<svg /);
    // the lentils (beans) and the tomatoes, drawn with the committed icons; the oil is not a picture
    const icons = JSON.parse(readFileSync("public/images/art-icons.json", "utf8")) as Record<
      string,
      string
    >;
    expect(svg).toContain(icons.beans);
    expect(svg).toContain(icons.tomato);
    expect(svg).not.toContain(icons.olive);
    // the icons file is read by the worker, not served
    expect((await w.fetch("/images/art-icons.json")).status).toBe(404);
    expect((await w.fetch("/images/recipe-art/nope.svg")).status).toBe(404);
    expect((await w.fetch("/images/recipe-art/..%2Fx.svg")).status).toBe(404);
  });
});
