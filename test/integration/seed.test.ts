import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDb } from "#db/client";
import { FOOD_ALIASES } from "#db/seed/food-aliases";
import type { PlanRecipe } from "~/domain/meal-plan";
import { loadPlanningCatalogue } from "~/services/meal-plans.server";
import { applySql, sqlStatements, startWorker, type TestWorker } from "../helpers/worker";

const root = path.resolve(import.meta.dirname, "../..");
const seedFile = path.join(root, "db/seed/seed.sql");
const readJson = (file: string) => JSON.parse(readFileSync(path.join(root, file), "utf8"));
const catalogue = readJson("db/seed/catalogue.json") as PlanRecipe[];
const foodCount = (readJson("db/seed/foods.json") as unknown[]).length;

let w: TestWorker;
let db: D1Database;
beforeAll(async () => {
  w = await startWorker(); // migrations + db/seed/seed.sql
  db = await w.d1();
});
afterAll(() => w?.dispose());

const count = async (table: string) =>
  (await db.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>())!.n;

describe("db/seed/seed.sql in D1", () => {
  it("loads every food, alias and catalogue recipe", async () => {
    expect(await count("foods")).toBe(foodCount);
    expect(await count("food_aliases")).toBe(FOOD_ALIASES.length);
    expect(await count("recipes")).toBe(catalogue.length);
  });

  it("gives the meal-plan service exactly db/seed/catalogue.json", async () => {
    const loaded = await loadPlanningCatalogue(createDb(db));
    // catalogue.json is the optimizer's input; the loader adds the preparation time for the coach
    for (const recipe of loaded) expect(recipe.prepTime).toBeGreaterThan(0);
    expect(loaded.map(({ prepTime: _, ...recipe }) => recipe).sort((a, b) => a.id - b.id)).toEqual(
      catalogue,
    );
  });

  it("applies again without deleting user data or rewriting unchanged rows, and repairs edited catalogue rows", async () => {
    const [first, second] = catalogue;
    await db.batch([
      db.prepare("INSERT INTO users (id, username, email) VALUES (901, 'fan', 'fan@example.com')"),
      db.prepare("INSERT INTO favorites (user_id, recipe_id) VALUES (901, ?)").bind(first.id),
      db
        .prepare(
          "INSERT INTO recipe_comments (user_id, recipe_id, comment, rating) VALUES (901, ?, 'Lovely', 5)",
        )
        .bind(first.id),
      db
        .prepare("UPDATE recipes SET calories = 1, updated_at = 'edited' WHERE id = ?")
        .bind(second.id),
    ]);
    const before = await db
      .prepare("SELECT id, updated_at FROM recipes WHERE id <> ? ORDER BY id")
      .bind(second.id)
      .all<{ id: number; updated_at: string }>();

    await applySql(db, sqlStatements(seedFile));

    expect(await count("favorites")).toBe(1);
    expect(await count("recipe_comments")).toBe(1);
    expect(await count("recipes")).toBe(catalogue.length);
    const after = await db
      .prepare("SELECT id, updated_at FROM recipes WHERE id <> ? ORDER BY id")
      .bind(second.id)
      .all<{ id: number; updated_at: string }>();
    expect(after.results).toEqual(before.results);
    const repaired = await db
      .prepare("SELECT calories, updated_at FROM recipes WHERE id = ?")
      .bind(second.id)
      .first<{ calories: number; updated_at: string }>();
    expect(repaired!.calories).toBe(second.calories);
    expect(repaired!.updated_at).not.toBe("edited");
  });

  it("numbers recipes the app creates after the catalogue's reserved ids, and never overwrites them", async () => {
    const created = await db
      .prepare(
        `INSERT INTO recipes (slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine, source)
         VALUES ('users-own-soup', 'My Soup', 'Mine.', '/x.svg', 123, 1, 2, 3, 10, 1, 'Thai', 'generated') RETURNING id`,
      )
      .first<{ id: number }>();
    expect(created!.id).toBeGreaterThanOrEqual(100_000);
    await applySql(db, sqlStatements(seedFile));
    const row = await db
      .prepare("SELECT title, calories FROM recipes WHERE id = ?")
      .bind(created!.id)
      .first<{ title: string; calories: number }>();
    expect(row).toEqual({ title: "My Soup", calories: 123 });
  });

  it("serves every catalogue recipe's picture", async () => {
    const { results } = await db
      .prepare("SELECT image_url FROM recipes WHERE source = 'catalogue' ORDER BY id LIMIT 3")
      .all<{ image_url: string }>();
    for (const { image_url } of results) {
      const res = await w.fetch(image_url);
      expect(res.status, image_url).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/image\/svg\+xml/);
      expect(await res.text()).toMatch(/^<svg/);
    }
  });
});
