import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  assignRecipeIds,
  buildCatalogue,
  CATALOGUE_ID_LIMIT,
  formatRecipeIds,
  imageSizes,
  MAX_STATEMENT_BYTES,
  renderSeedSql,
  repoPath,
  ROWS_PER_INSERT,
  SEED_PATHS,
  sqlLiteral,
  toPlanRecipe,
  upsertStatements,
  type RecipeSource,
} from "./catalogue";
import { BUILD_PROBLEMS, FOOD_DATA, LOADED, OUTPUTS } from "./catalogue.test-helper";
import { mainIngredientIcons } from "../../app/domain/recipe-art";
import type { CatalogueRecipe } from "./recipes/types";

const { foods, aliases } = FOOD_DATA;

function recipe(overrides: Partial<CatalogueRecipe> = {}): CatalogueRecipe {
  return {
    slug: "plain-rice-bowl",
    title: "Plain Rice Bowl",
    description: "Rice, oil and salt.",
    cuisine: "Japanese",
    mealTypes: ["lunch"],
    prepTime: 20,
    servings: 2,
    ingredients: ["1 cup cooked white rice", "1 tbsp olive oil", "salt to taste"],
    instructions: ["Warm the rice.", "Dress it with the oil and salt."],
    ...overrides,
  };
}

const source = (file: string, overrides: Partial<CatalogueRecipe> = {}): RecipeSource => ({
  file,
  recipe: recipe(overrides),
});

function build(sources: RecipeSource[], recipeIds: Record<string, number> = {}) {
  return buildCatalogue({ sources, foods, aliases, recipeIds });
}

/** "line N, column C: generated ..., committed ..." for a readable failure on big generated files */
function firstDifference(actual: string, expected: string | null): string {
  if (expected === null) return "the committed file is missing";
  const a = actual.split("\n");
  const b = expected.split("\n");
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if (a[i] === b[i]) continue;
    const x = a[i] ?? "";
    const y = b[i] ?? "";
    let col = 0;
    while (col < x.length && x[col] === y[col]) col++;
    const around = (s: string) => JSON.stringify(s.slice(Math.max(0, col - 60), col + 60));
    return `line ${i + 1}, column ${col + 1}: generated ${around(x)}, committed ${around(y)}`;
  }
  return "no difference";
}

function readCommitted(relative: string): string | null {
  try {
    return readFileSync(repoPath(relative), "utf8");
  } catch {
    return null;
  }
}

describe("the builder refuses a broken catalogue, listing every problem", () => {
  it("accepts a correct recipe", () => {
    const built = build([source("a.ts")]);
    expect(built.ok).toBe(true);
  });

  it("fails on an ingredient line that does not resolve, naming file, recipe, line and reason", () => {
    const built = build([
      source("a.ts", { ingredients: ["1 cup cooked white rice", "2 cups moonbeams"] }),
    ]);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual([
      'a.ts: plain-rice-bowl: ingredient "2 cups moonbeams" does not resolve: no food known for "moonbeam"',
    ]);
  });

  it("fails on a slug used twice, even across files", () => {
    const built = build([source("a.ts"), source("b.ts")]);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual(['slug "plain-rice-bowl" is used 2 times (a.ts, b.ts)']);
  });

  it("fails on a recipe without instructions or with an empty step", () => {
    const built = build([
      source("a.ts", { instructions: [] }),
      source("a.ts", { slug: "other-bowl", instructions: ["Cook.", "  "] }),
    ]);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual([
      "a.ts: plain-rice-bowl: no instructions",
      "a.ts: other-bowl: an empty instruction step",
    ]);
  });

  it("fails on other malformed fields and collects all problems at once", () => {
    const built = build([
      source("a.ts", {
        slug: "Not A Slug",
        cuisine: "Martian" as CatalogueRecipe["cuisine"],
        mealTypes: [],
        servings: 0,
        ingredients: [],
      }),
    ]);
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.problems).toEqual([
      "a.ts: Not A Slug: slug must be kebab-case",
      'a.ts: Not A Slug: unknown cuisine "Martian"',
      "a.ts: Not A Slug: no meal types",
      "a.ts: Not A Slug: servings must be a positive whole number",
      "a.ts: Not A Slug: no ingredients",
    ]);
  });

  it("passes on problems found while loading (a file without `recipes`)", () => {
    const built = buildCatalogue({
      sources: [source("a.ts")],
      foods,
      aliases,
      recipeIds: {},
      loadProblems: ["italian.ts: does not export `recipes: CatalogueRecipe[]`"],
    });
    expect(built.ok).toBe(false);
  });
});

describe("recipe ids are stable", () => {
  it("keeps every given id and numbers new slugs after the highest, in catalogue order", () => {
    const { ids, added } = assignRecipeIds(["c", "a", "new-1", "b", "new-2"], { a: 1, b: 2, c: 3 });
    expect(ids).toEqual({ a: 1, b: 2, c: 3, "new-1": 4, "new-2": 5 });
    expect(added).toEqual(["new-1", "new-2"]);
  });

  it("never reuses the id of a recipe that left the catalogue", () => {
    const { ids } = assignRecipeIds(["a", "fresh"], { a: 1, gone: 2 });
    expect(ids).toEqual({ a: 1, gone: 2, fresh: 3 });
  });

  it("does not move existing recipes when another file gains recipes (even a file sorted first)", () => {
    const before = build([source("greek.ts", { slug: "g-1" }), source("thai.ts", { slug: "t-1" })]);
    expect(before.ok).toBe(true);
    if (!before.ok) return;
    const after = build(
      [
        source("american.ts", { slug: "a-1" }),
        source("greek.ts", { slug: "g-1" }),
        source("thai.ts", { slug: "t-1" }),
      ],
      before.recipeIds,
    );
    expect(after.ok).toBe(true);
    if (!after.ok) return;
    expect(after.recipeIds).toEqual({ "g-1": 1, "t-1": 2, "a-1": 3 });
    expect(after.recipes.map((r) => [r.slug, r.id])).toEqual([
      ["g-1", 1],
      ["t-1", 2],
      ["a-1", 3],
    ]);
  });

  it("refuses a corrupt ids file (duplicate or out-of-range ids)", () => {
    expect(assignRecipeIds([], { a: 1, b: 1 }).problems).toEqual([
      'recipe-ids.json: id 1 is given to both "a" and "b"',
    ]);
    expect(assignRecipeIds([], { a: CATALOGUE_ID_LIMIT }).problems).toHaveLength(1);
    expect(assignRecipeIds([], { a: 0 }).problems).toHaveLength(1);
  });

  it("writes the ids file one slug a line, in id order", () => {
    expect(formatRecipeIds({ b: 2, a: 1 })).toBe('{\n  "a": 1,\n  "b": 2\n}\n');
  });
});

describe("seed SQL", () => {
  it("quotes text safely and refuses control characters that would break statement splitting", () => {
    expect(sqlLiteral("Grandma's 'best' soup")).toBe("'Grandma''s ''best'' soup'");
    expect(sqlLiteral(null)).toBe("NULL");
    expect(sqlLiteral(12.5)).toBe("12.5");
    expect(() => sqlLiteral("two\nlines")).toThrow(/control character/);
    expect(() => sqlLiteral(Number.NaN)).toThrow();
  });

  it("chunks rows at most 50 to an INSERT and keeps each statement under the byte budget", () => {
    const spec = {
      table: "t",
      key: "id",
      columns: [
        ["id", (r: { id: number; text: string }) => r.id],
        ["text", (r: { id: number; text: string }) => r.text],
      ] as const,
    };
    const small = Array.from({ length: 120 }, (_, i) => ({ id: i, text: "x" }));
    const statements = upsertStatements(spec, small);
    expect(statements).toHaveLength(3);
    expect(statements.map((s) => s.split("\n").filter((l) => l.startsWith("(")).length)).toEqual([
      ROWS_PER_INSERT,
      ROWS_PER_INSERT,
      20,
    ]);
    const big = Array.from({ length: 10 }, (_, i) => ({ id: i, text: "y".repeat(20_000) }));
    const bigStatements = upsertStatements(spec, big);
    expect(bigStatements.length).toBeGreaterThan(2);
    for (const s of bigStatements)
      expect(Buffer.byteLength(s)).toBeLessThanOrEqual(MAX_STATEMENT_BYTES);
  });

  it("upserts (never INSERT OR REPLACE, which would cascade-delete favourites) and only rewrites changed catalogue rows", () => {
    const built = build([source("a.ts", { title: "Plain 'Rice' Bowl" })]);
    if (!built.ok) throw new Error(built.problems.join("\n"));
    const sql = renderSeedSql(foods.slice(0, 3), aliases.slice(0, 3), built.recipes);
    expect(sql).not.toMatch(/OR REPLACE|DELETE FROM/i);
    expect(sql).toContain("'Plain ''Rice'' Bowl'");
    const recipeInsert = sql.split(";\n").find((s) => s.includes("INSERT INTO recipes"))!;
    expect(recipeInsert).toContain("ON CONFLICT(id) DO UPDATE SET slug = excluded.slug");
    expect(recipeInsert).toContain(
      "WHERE recipes.source = 'catalogue' AND NOT (recipes.slug IS excluded.slug",
    );
    expect(sql).toContain(
      `UPDATE sqlite_sequence SET seq = ${CATALOGUE_ID_LIMIT - 1} WHERE name = 'recipes'`,
    );
  });
});

describe("the committed catalogue", () => {
  it("builds without problems", () => {
    expect(BUILD_PROBLEMS).toEqual([]);
  });

  it("picks up every recipe file in db/seed/recipes (but types.ts and tests)", () => {
    const onDisk = readdirSync(repoPath(SEED_PATHS.recipesDir)).filter(
      (f) => f.endsWith(".ts") && f !== "types.ts" && !f.includes(".test"),
    );
    expect(LOADED.files).toEqual(onDisk.sort());
    for (const file of LOADED.files)
      expect(
        LOADED.sources.some((s) => s.file === file),
        `${file} has no recipes`,
      ).toBe(true);
  });

  it("gives every recipe an image url under /images/recipes and the optimizer the same recipes", () => {
    expect(OUTPUTS).not.toBeNull();
    for (const r of OUTPUTS!.recipes) {
      expect(r.imageUrl).toBe(`/images/recipes/${r.slug}.svg`);
      expect(r.id).toBeLessThan(CATALOGUE_ID_LIMIT);
    }
    const plan = JSON.parse(OUTPUTS!.catalogueJson);
    expect(plan).toEqual(OUTPUTS!.recipes.map(toPlanRecipe));
  });
});

// If this fails, a recipe file, foods.json or the aliases changed without `npm run db:seed`.
describe("generated files are up to date with their sources (run `npm run db:seed` if not)", () => {
  const generated: [string, () => string][] = [
    [SEED_PATHS.seedSql, () => OUTPUTS!.seedSql],
    [SEED_PATHS.catalogueJson, () => OUTPUTS!.catalogueJson],
    [SEED_PATHS.recipeIds, () => OUTPUTS!.recipeIdsJson],
    [SEED_PATHS.artIcons, () => OUTPUTS!.artIconsJson],
  ];
  for (const [file, content] of generated) {
    it(file, () => {
      expect(OUTPUTS, BUILD_PROBLEMS.join("\n")).not.toBeNull();
      const committed = readCommitted(file);
      const fresh = content();
      expect(
        fresh === committed,
        `${file} is stale (${firstDifference(fresh, committed)}): run npm run db:seed`,
      ).toBe(true);
    });
  }

  it("recipe art stays small: at most 12 KB a picture and 1.6 MB in all (static files)", () => {
    const sizes = imageSizes(OUTPUTS!.images);
    expect(sizes.count).toBe(OUTPUTS!.recipes.length);
    expect(sizes.largest.bytes, sizes.largest.name).toBeLessThanOrEqual(12 * 1024);
    expect(sizes.total).toBeLessThanOrEqual(1.6 * 1024 * 1024);
  });

  it("draws every recipe from its own main ingredients (or its cuisine's dish)", () => {
    for (const r of OUTPUTS!.recipes) {
      const { main } = mainIngredientIcons(r.ingredients);
      const svg = OUTPUTS!.images.get(`${r.slug}.svg`)!;
      // each drawn icon is a scaled group; as many groups as main pictures (or the one dish)
      const groups = (svg.match(/<g transform="translate\(/g) ?? []).length;
      expect(groups, r.slug).toBeGreaterThanOrEqual(Math.max(1, main.length));
    }
    const salmon = OUTPUTS!.recipes.filter((r) =>
      r.ingredients.some((i) => /salmon/.test(i.name) && (i.grams ?? 0) >= 100),
    );
    expect(salmon.length).toBeGreaterThan(0);
    for (const r of salmon)
      expect(mainIngredientIcons(r.ingredients).main, r.slug).toContain("fish");
  });

  it(`${SEED_PATHS.smoothieImagesDir}/*.svg, one per built-in smoothie, up to date`, () => {
    const onDisk = readdirSync(repoPath(SEED_PATHS.smoothieImagesDir)).filter((f) =>
      f.endsWith(".svg"),
    );
    expect(onDisk.sort(), "run npm run db:seed").toEqual(
      [...OUTPUTS!.smoothieImages.keys()].sort(),
    );
    for (const [name, svg] of OUTPUTS!.smoothieImages)
      expect(readCommitted(`${SEED_PATHS.smoothieImagesDir}/${name}`) === svg, name).toBe(true);
  });

  it(`${SEED_PATHS.imagesDir}/*.svg, one per recipe and no others`, () => {
    expect(OUTPUTS, BUILD_PROBLEMS.join("\n")).not.toBeNull();
    let onDisk: string[] = [];
    try {
      onDisk = readdirSync(repoPath(SEED_PATHS.imagesDir)).filter((f) => f.endsWith(".svg"));
    } catch {
      onDisk = [];
    }
    expect(onDisk.sort(), "run npm run db:seed").toEqual([...OUTPUTS!.images.keys()].sort());
    const stale = [...OUTPUTS!.images].filter(
      ([name, svg]) => readCommitted(`${SEED_PATHS.imagesDir}/${name}`) !== svg,
    );
    expect(
      stale.map(([name]) => name),
      "run npm run db:seed",
    ).toEqual([]);
  });
});
