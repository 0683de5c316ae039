/**
 * Data migrations that prepare unique indexes (0003 before 0004): a deployed database with
 * duplicate item positions or several ratings of one user on one recipe must migrate, keeping
 * every item and comment.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applySql, migrationFiles, Miniflare, sqlStatements } from "../helpers/worker-cache";

let mf: Miniflare;
let db: D1Database;
beforeAll(async () => {
  mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: ["DB"],
  });
  db = await mf.getD1Database("DB");
});
afterAll(() => mf?.dispose());

describe("migration 0003 (unique positions, one rating)", () => {
  it("renumbers duplicate positions and keeps only the newest rating of a user on a recipe", async () => {
    const files = migrationFiles();
    const index = files.findIndex((f) => /0003_unique_positions/.test(f));
    for (const file of files.slice(0, index)) await applySql(db, sqlStatements(file));
    await applySql(db, [
      "INSERT INTO users (id, username, email) VALUES (1, 'a', 'a@example.com'), (2, 'b', 'b@example.com')",
      "INSERT INTO recipes (id, slug, title, description, image_url, calories, protein, carbs, fat, prep_time, servings, cuisine) VALUES (1, 'r', 'R', 'd', '/i.png', 100, 1, 1, 1, 5, 1, 'Italian')",
      "INSERT INTO shopping_lists (id, user_id, name) VALUES (1, 1, 'L')",
      "INSERT INTO shopping_list_items (id, list_id, name, position) VALUES (1, 1, 'a', 0), (2, 1, 'b', 1), (3, 1, 'c', 1), (4, 1, 'd', 1), (5, 1, 'e', 7)",
      "INSERT INTO recipe_comments (id, recipe_id, user_id, comment, rating, created_at) VALUES (1, 1, 1, 'x', 1, '2026-01-01T00:00:00.000Z'), (2, 1, 1, 'y', 2, '2026-01-02T00:00:00.000Z'), (3, 1, 1, 'z', 5, '2026-01-03T00:00:00.000Z'), (4, 1, 2, 'w', 4, '2026-01-01T00:00:00.000Z'), (5, 1, 1, 'no rating', NULL, '2026-01-04T00:00:00.000Z')",
    ]);
    for (const file of files.slice(index)) await applySql(db, sqlStatements(file));

    const items = await db
      .prepare("SELECT id, position FROM shopping_list_items ORDER BY id")
      .all<{ id: number; position: number }>();
    expect(items.results).toEqual([
      { id: 1, position: 0 },
      { id: 2, position: 1 },
      { id: 3, position: 2 },
      { id: 4, position: 3 },
      { id: 5, position: 4 },
    ]);
    const comments = await db
      .prepare("SELECT id, rating FROM recipe_comments ORDER BY id")
      .all<{ id: number; rating: number | null }>();
    expect(comments.results).toEqual([
      { id: 1, rating: null },
      { id: 2, rating: null },
      { id: 3, rating: 5 },
      { id: 4, rating: 4 },
      { id: 5, rating: null },
    ]);
  });
});
