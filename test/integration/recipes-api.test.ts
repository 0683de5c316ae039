/**
 * The recipe APIs through the built worker: lists and their paging, one recipe, cuisines, and the
 * search with its profile ranking. The D1 side of matching and ranking is held equal to the pure
 * rules of app/domain on the whole catalogue.
 */
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_INFO, RECIPE_CATEGORIES, isInCategory } from "~/domain/recipe-categories";
import {
  compareRanked,
  matchesSearchTerm,
  rankScore,
  recipeSearchText,
  type SearchMode,
} from "~/domain/recipe-search";
import { expectErrorShape, postJson, readJson, registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

type ApiRecipe = {
  id: number;
  title: string;
  description: string;
  cuisine: string;
  dietaryTags: string[];
  mealTypes: string[];
  ingredients: { text: string; name: string }[];
  prepTime: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
  culturalBadges: string[];
};

/**
 * How many recipes the seed puts in: db/seed/catalogue.json is generated with seed.sql from the
 * recipe files (db/seed/catalogue.test.ts keeps both fresh), so the count follows the catalogue as
 * recipes are added instead of being written here.
 */
const CATALOGUE_SIZE = (
  JSON.parse(
    readFileSync(new URL("../../db/seed/catalogue.json", import.meta.url), "utf8"),
  ) as unknown[]
).length;

let w: TestWorker;
let catalogue: ApiRecipe[];

beforeAll(async () => {
  w = await startWorker();
  catalogue = await listAll("/api/recipes");
});
afterAll(() => w?.dispose());

const ids = (list: { id: number }[]) => list.map((r) => r.id).sort((a, b) => a - b);

/** Every page of a GET list, following its Link header. */
async function listAll(path: string): Promise<ApiRecipe[]> {
  const found: ApiRecipe[] = [];
  let next: string | null = `${path}${path.includes("?") ? "&" : "?"}limit=100`;
  while (next) {
    const res = await w.fetch(next);
    expect(res.status).toBe(200);
    found.push(...((await readJson(res)) as ApiRecipe[]));
    next = /^<([^>]+)>; rel="next"$/.exec(res.headers.get("Link") ?? "")?.[1] ?? null;
  }
  return found;
}

async function searchAll(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const found: ApiRecipe[] = [];
  let offset = 0;
  let total = 0;
  for (;;) {
    const res = await postJson(
      w,
      "/api/recipe-agent/search",
      { ...body, limit: 48, offset },
      headers,
    );
    expect(res.status).toBe(200);
    const page = await readJson(res);
    found.push(...page.recipes);
    total = page.total;
    if (page.nextOffset === null) break;
    offset = page.nextOffset;
  }
  expect(found).toHaveLength(total);
  return found;
}

describe("GET /api/recipes", () => {
  it("answers a plain list, paged by limit and offset with headers saying where it continues", async () => {
    expect(CATALOGUE_SIZE).toBeGreaterThan(100);
    expect(catalogue).toHaveLength(CATALOGUE_SIZE);
    const res = await w.fetch("/api/recipes?limit=10&offset=5");
    expect(res.status).toBe(200);
    const list = await readJson(res);
    expect(Array.isArray(list)).toBe(true);
    expect(list).toHaveLength(10);
    expect(res.headers.get("X-Total-Count")).toBe(String(CATALOGUE_SIZE));
    expect(res.headers.get("X-Next-Offset")).toBe("15");
    expect(res.headers.get("Link")).toBe('</api/recipes?limit=10&offset=15>; rel="next"');
    const last = await w.fetch(`/api/recipes?limit=10&offset=${CATALOGUE_SIZE - 9}`);
    expect(await readJson(last)).toHaveLength(9);
    expect(last.headers.get("Link")).toBeNull();
  });

  it("gives the first 50 recipes in catalogue order by default, each in the spec's shape", async () => {
    const list = (await readJson(await w.fetch("/api/recipes"))) as ApiRecipe[];
    expect(list).toHaveLength(50);
    expect(list.map((r) => r.id)).toEqual([...list.map((r) => r.id)].sort((a, b) => a - b));
    expect(list[0].id).toBe(1);
    const ranked = (await readJson(
      await w.fetch("/api/recipes?personalized=true&limit=12"),
    )) as ApiRecipe[];
    const page = await w.fetch("/recommendations");
    const html = await page.text();
    const onPage = [...html.matchAll(/data-testid="recipe-card" data-recipe-id="(\d+)"/g)].map(
      (m) => Number(m[1]),
    );
    expect(ranked.map((r) => r.id)).toEqual(onPage);
    for (const key of [
      "id",
      "title",
      "description",
      "imageUrl",
      "calories",
      "protein",
      "carbs",
      "fat",
      "prepTime",
      "servings",
      "cuisine",
      "dietaryTags",
      "ingredients",
      "instructions",
    ])
      expect(list[0]).toHaveProperty(key);
  });

  it("pages through every recipe exactly once", async () => {
    expect(new Set(catalogue.map((r) => r.id)).size).toBe(CATALOGUE_SIZE);
  });

  it("filters by cuisine, 'all' meaning none and 'asian' the Asian group", async () => {
    const italian = (await readJson(
      await w.fetch("/api/recipes?cuisine=italian&limit=100"),
    )) as ApiRecipe[];
    expect(ids(italian)).toEqual(ids(catalogue.filter((r) => r.cuisine === "Italian")));
    const all = await w.fetch("/api/recipes?cuisine=all&limit=1");
    expect(all.headers.get("X-Total-Count")).toBe(String(CATALOGUE_SIZE));
    const asian = (await readJson(
      await w.fetch("/api/recipes?cuisine=asian&limit=100"),
    )) as ApiRecipe[];
    expect(new Set(asian.map((r) => r.cuisine))).toEqual(
      new Set(["Asian", "Chinese", "Japanese", "Thai", "Korean"]),
    );
  });

  it("searches as the recommendations box does, the same as the domain rule", async () => {
    for (const q of [
      "chicken",
      "VEGAN",
      "gluten free",
      "quick",
      "easy lunch",
      "so",
      "ri",
      "tomato",
    ]) {
      const found = await listAll(`/api/recipes?q=${encodeURIComponent(q)}`);
      const expected = catalogue.filter((r) => matchesSearchTerm(r, q, "card"));
      expect(ids(found), q).toEqual(ids(expected));
    }
  });

  it("refuses bad paging and unknown cuisines with 400 in the error shape", async () => {
    for (const query of [
      "limit=0",
      "limit=101",
      "offset=-1",
      "limit=abc",
      "cuisine=martian",
      `q=${"x".repeat(101)}`,
    ]) {
      const res = await w.fetch(`/api/recipes?${query}`);
      expect(res.status, query).toBe(400);
      expectErrorShape(await readJson(res));
    }
  });

  it("is read-only", async () => {
    const res = await postJson(w, "/api/recipes", {});
    expect(res.status).toBe(405);
  });
});

describe("GET /api/recipes/{id}", () => {
  it("answers one recipe", async () => {
    const res = await w.fetch(`/api/recipes/${catalogue[0].id}`);
    expect(res.status).toBe(200);
    const recipe = await readJson(res);
    expect(recipe.title).toBe(catalogue[0].title);
    expect(recipe.instructions.length).toBeGreaterThan(0);
    expect(recipe.ingredients[0]).toHaveProperty("text");
  });

  it("answers 404 for a missing or non-numeric id", async () => {
    for (const id of ["99999", "abc", "0", "1.5"]) {
      const res = await w.fetch(`/api/recipes/${id}`);
      expect(res.status, id).toBe(404);
      expectErrorShape(await readJson(res));
    }
  });
});

describe("cuisines", () => {
  it("counts recipes per cuisine in the database", async () => {
    const body = await readJson(await w.fetch("/api/cuisine-recipes/cuisines"));
    expect(body.cuisines).toHaveLength(13);
    for (const cuisine of body.cuisines)
      expect(body.recipeCounts[cuisine], cuisine).toBe(
        catalogue.filter((r) => r.cuisine === cuisine).length,
      );
  });

  it("lists one cuisine's recipes, any case, 404 for an unknown one", async () => {
    const res = await w.fetch("/api/cuisine-recipes/Middle%20Eastern");
    expect(res.status).toBe(200);
    expect(ids(await readJson(res))).toEqual(
      ids(catalogue.filter((r) => r.cuisine === "Middle Eastern")),
    );
    const lower = await w.fetch("/api/cuisine-recipes/thai?limit=2");
    expect(await readJson(lower)).toHaveLength(2);
    expect(lower.headers.get("X-Next-Offset")).toBe("2");
    expect((await w.fetch("/api/cuisine-recipes/martian")).status).toBe(404);
  });
});

describe("POST /api/recipe-agent/search", () => {
  it("matches title, description, cuisine and ingredient text, as the domain rule says", async () => {
    for (const term of ["chicken", "Paprika", "korean", "lime juice", "oa", "zzzz", "pea"]) {
      const found = await searchAll({ searchTerm: term });
      const expected = catalogue.filter((r) => matchesSearchTerm(r, term, "full" as SearchMode));
      expect(ids(found), term).toEqual(ids(expected));
    }
  });

  it("applies every filter in the database", async () => {
    const found = await searchAll({
      dietaryRestrictions: ["vegetarian", "glutenFree"],
      cuisinePreferences: ["Italian", "Mediterranean", "Greek"],
      mealType: "dinner",
      cookingTime: "medium",
      calorieRange: { min: 200, max: 600 },
    });
    const expected = catalogue.filter(
      (r) =>
        r.dietaryTags.includes("vegetarian") &&
        r.dietaryTags.includes("glutenFree") &&
        ["Italian", "Mediterranean", "Greek"].includes(r.cuisine) &&
        r.mealTypes.includes("dinner") &&
        r.prepTime >= 30 &&
        r.prepTime <= 60 &&
        r.calories >= 200 &&
        r.calories <= 600,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(found)).toEqual(ids(expected));
  });

  it("ranks by health goals and the given profile's cuisines, best first, as rankScore orders", async () => {
    const body = {
      healthGoals: ["muscleGain", "heartHealth"],
      userProfile: { cuisinePreferences: ["thai"] },
    };
    const found = await searchAll(body);
    expect(found).toHaveLength(CATALOGUE_SIZE);
    const prefs = {
      preferredCuisines: ["Thai"],
      healthGoals: ["muscleGain", "heartHealth"] as const,
    };
    const expected = catalogue
      .map((r) => ({
        ...r,
        score: rankScore(r, {
          preferredCuisines: prefs.preferredCuisines,
          healthGoals: [...prefs.healthGoals],
        }),
      }))
      .sort(compareRanked);
    expect(found.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(found[0].cuisine).toBe("Thai");
  });

  it("excludes a signed-in user's restrictions and disliked ingredients (whole words), and ranks their cuisines", async () => {
    const { user, cookie } = await registerUser(w, {
      dietaryRestrictions: ["vegetarian"],
      cuisinePreferences: ["Indian"],
    });
    const db = await w.d1();
    await db
      .prepare(
        "UPDATE user_profiles SET disliked_ingredients = ?, health_goals = ? WHERE user_id = ?",
      )
      .bind(JSON.stringify(["egg", "mushroom"]), JSON.stringify(["weight loss"]), user.id)
      .run();
    const found = await searchAll({}, { Cookie: cookie });
    const wordIn = (text: string, word: string) => new RegExp(`\\b${word}s?\\b`, "i").test(text);
    const expected = catalogue.filter(
      (r) =>
        r.dietaryTags.includes("vegetarian") &&
        ![r.title, ...r.ingredients.map((i) => i.text)].some(
          (t) => wordIn(t, "egg") || wordIn(t, "mushroom"),
        ),
    );
    expect(ids(found)).toEqual(ids(expected));
    // "egg" does not exclude eggplant
    const eggplant = catalogue.filter(
      (r) =>
        r.dietaryTags.includes("vegetarian") &&
        r.ingredients.some((i) => /eggplant/i.test(i.text)) &&
        !r.ingredients.some((i) => wordIn(i.text, "egg") || wordIn(i.text, "mushroom")),
    );
    for (const r of eggplant) expect(ids(found)).toContain(r.id);
    const indian = found.filter((r) => r.cuisine === "Indian").length;
    expect(new Set(found.slice(0, indian).map((r) => r.cuisine))).toEqual(new Set(["Indian"]));
  });

  it("lets a profile's low-carb rank rather than hide, while a low-carb filter hides", async () => {
    const ranked = await searchAll({ userProfile: { dietaryRestrictions: ["lowCarb"] } });
    expect(ranked).toHaveLength(CATALOGUE_SIZE);
    expect(ranked[0].dietaryTags).toContain("lowCarb");
    const filtered = await searchAll({ dietaryRestrictions: ["lowCarb"] });
    expect(ids(filtered)).toEqual(ids(catalogue.filter((r) => r.dietaryTags.includes("lowCarb"))));
  });

  it("answers an empty page past the end, with the total", async () => {
    const res = await postJson(w, "/api/recipe-agent/search", { offset: CATALOGUE_SIZE + 10 });
    const body = await readJson(res);
    expect(body).toMatchObject({
      recipes: [],
      total: CATALOGUE_SIZE,
      nextOffset: null,
      offset: CATALOGUE_SIZE + 10,
    });
  });

  it("refuses bad filters with field messages", async () => {
    const cases: [unknown, string][] = [
      [{ dietaryRestrictions: ["carnivore"] }, "dietaryRestrictions.0"],
      [{ healthGoals: ["fly"] }, "healthGoals.0"],
      [{ mealType: "brunch" }, "mealType"],
      [{ cookingTime: "forever" }, "cookingTime"],
      [{ calorieRange: { min: 800, max: 100 } }, "calorieRange.min"],
      [{ limit: 1000 }, "limit"],
      [{ searchTerm: "x".repeat(101) }, "searchTerm"],
    ];
    for (const [body, field] of cases) {
      const res = await postJson(w, "/api/recipe-agent/search", body);
      expect(res.status, field).toBe(400);
      const error = await readJson(res);
      expectErrorShape(error);
      expect(Object.keys(error.error.fields ?? {}), field).toContain(field);
    }
    expect((await postJson(w, "/api/recipe-agent/search", "{nope")).status).toBe(400);
    const wrongType = await w.fetch("/api/recipe-agent/search", {
      method: "POST",
      body: "a=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
  });

  it("treats FTS syntax in a term as plain text", async () => {
    for (const term of ['"', 'chicken" OR "beef', "NEAR(a b)", "*", "title:rice", "{title}"]) {
      const found = await searchAll({ searchTerm: term });
      expect(ids(found), term).toEqual(
        ids(catalogue.filter((r) => matchesSearchTerm(r, term, "full"))),
      );
    }
  });
});

describe("the FTS index follows the recipes table", () => {
  it("indexes exactly recipeSearchText of every recipe, and follows updates and deletes", async () => {
    const db = await w.d1();
    const { results } = await db
      .prepare(
        "SELECT rowid AS id, title, description, cuisine, tags, ingredients FROM recipe_search ORDER BY rowid",
      )
      .all<{
        id: number;
        title: string;
        description: string;
        cuisine: string;
        tags: string;
        ingredients: string;
      }>();
    const byId = new Map(catalogue.map((r) => [r.id, r]));
    expect(results).toHaveLength(CATALOGUE_SIZE);
    for (const row of results) {
      const { id, ...text } = row;
      expect(text, String(id)).toEqual(recipeSearchText(byId.get(id)!));
    }

    await db
      .prepare(
        `INSERT INTO recipes (id, slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, dietary_tags, ingredients)
         VALUES (200001, 'fts-probe', 'Quince Paste Toast', 'Sweet.', '/x.svg', 100, 1, 20, 1, 5, 1, 'French', '["vegan"]', '["1 slice rye bread", "2 tbsp quince paste"]')`,
      )
      .run();
    const find = async (term: string) =>
      (
        await readJson(await postJson(w, "/api/recipe-agent/search", { searchTerm: term }))
      ).recipes.map((r: ApiRecipe) => r.id);
    expect(await find("quince paste")).toEqual([200001]);
    await db
      .prepare(
        "UPDATE recipes SET title = 'Membrillo Toast', ingredients = '[\"2 tbsp membrillo\"]' WHERE id = 200001",
      )
      .run();
    expect(await find("quince")).toEqual([]);
    expect(await find("membrillo")).toEqual([200001]);
    await db.prepare("DELETE FROM recipes WHERE id = 200001").run();
    expect(await find("membrillo")).toEqual([]);
    const count = await db
      .prepare("SELECT count(*) AS n FROM recipe_search")
      .first<{ n: number }>();
    expect(count?.n).toBe(CATALOGUE_SIZE);
  });
});

describe("categories in SQL and in the domain agree", () => {
  it("counts each category on the collection page as isInCategory does", async () => {
    const html = await (await w.fetch("/recipe-collection")).text();
    for (const c of RECIPE_CATEGORIES) {
      const expected = catalogue.filter((r) =>
        isInCategory({ ...r, ingredientText: recipeSearchText(r).ingredients }, c),
      ).length;
      expect(html, CATEGORY_INFO[c].label).toContain(
        `data-testid="category-count-${c}">${expected} recipe${expected === 1 ? "" : "s"}<`,
      );
    }
  });
});
