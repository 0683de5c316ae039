/**
 * The recipe catalogue build: hand-written recipes (db/seed/recipes/*.ts) -> resolved recipes with
 * computed nutrition and dietary tags -> the files the app ships with:
 *
 * - db/seed/seed.sql: foods, food aliases and recipes as upserts (idempotent, deletes nothing);
 * - db/seed/catalogue.json: the catalogue in the meal-plan optimizer's shape (`PlanRecipe`);
 * - db/seed/recipe-ids.json: slug -> id, extended with new slugs, never renumbered;
 * - public/images/recipes/<slug>.svg: the recipe art, drawn from each dish's main ingredients
 *   (app/domain/recipe-art.ts, ADR 031);
 * - public/images/art-icons.json: the illustrations that art uses, for the worker to draw the
 *   pictures of recipes the app creates (the illustration package stays out of the bundle).
 *
 * `scripts/build-seed.ts` (npm run db:seed) does the file I/O; everything here but
 * `loadRecipeSources` and `loadFoodData` is pure, so tests rebuild the outputs in memory and compare
 * them with the committed files. Why the ids and the SQL look the way they do:
 * docs/decisions/009-seed-catalogue.md.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { FoodAlias, FoodRecord } from "../../app/domain/food/foods";
import { createNutritionData } from "../../app/domain/food/lines";
import { CUISINES as SPEC_CUISINES } from "../../app/domain/cuisines";
import { DIETARY_TAGS } from "../../app/domain/dietary-tags";
import type { PlanRecipe } from "../../app/domain/meal-plan";
import { nutrientColumns, type Micronutrients } from "../../app/domain/food/nutrients";
import { eggsPerServing, recipeFoodTerms, resolveRecipe } from "../../app/domain/food/recipe";
import type { RecipeIngredient } from "../schema";
import { FOOD_ALIASES } from "./food-aliases";
import {
  artIngredientsFromLines,
  composeRecipeArt,
  type IconSet,
} from "../../app/domain/recipe-art";
import { SMOOTHIE_RECIPES } from "../../app/content/smoothies";
import { formatArtIcons } from "./food-icons";
import type { CatalogueRecipe, Cuisine, MealType } from "./recipes/types";

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, "../..");

/** Where the build reads and writes, relative to the repository root. */
export const SEED_PATHS = {
  recipesDir: "db/seed/recipes",
  foods: "db/seed/foods.json",
  seedSql: "db/seed/seed.sql",
  catalogueJson: "db/seed/catalogue.json",
  recipeIds: "db/seed/recipe-ids.json",
  imagesDir: "public/images/recipes",
  smoothieImagesDir: "public/images/smoothies",
  artIcons: "public/images/art-icons.json",
} as const;

export const repoPath = (relative: string) => path.join(repoRoot, relative);

/** Spec 1 section 9, in the spec's order. */
export const CUISINES: readonly Cuisine[] = SPEC_CUISINES;
export const MEAL_TYPES: readonly MealType[] = ["breakfast", "lunch", "dinner", "snack"];

/**
 * Catalogue recipes have ids below this; the seed raises the recipes table's AUTOINCREMENT counter
 * to it, so recipes the app creates (AI-generated, populated) never take an id the catalogue will
 * hand out later. See ADR 009.
 */
export const CATALOGUE_ID_LIMIT = 100_000;

/** At most this many rows per INSERT, and statements stay under D1's 100 KB statement limit. */
export const ROWS_PER_INSERT = 50;
export const MAX_STATEMENT_BYTES = 90_000;

// ---------------------------------------------------------------- loading (I/O)

export type RecipeSource = { file: string; recipe: CatalogueRecipe };
export type LoadedSources = { files: string[]; sources: RecipeSource[]; problems: string[] };

/** Every recipe module of the catalogue: all `.ts` files but types.ts, tests and declarations. */
export function recipeFiles(dir: string = repoPath(SEED_PATHS.recipesDir)): string[] {
  return readdirSync(dir)
    .filter(
      (f) =>
        f.endsWith(".ts") &&
        f !== "types.ts" &&
        !/\.(test|spec)\.ts$/.test(f) &&
        !f.endsWith(".d.ts") &&
        !f.includes(".test-helper."),
    )
    .sort();
}

/** Imports every recipe file; a file without a `recipes` array is a problem, never skipped silently. */
export async function loadRecipeSources(
  dir: string = repoPath(SEED_PATHS.recipesDir),
): Promise<LoadedSources> {
  const files = recipeFiles(dir);
  const sources: RecipeSource[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(path.join(dir, file)).href)) as { recipes?: unknown };
    if (!Array.isArray(mod.recipes)) {
      problems.push(`${file}: does not export \`recipes: CatalogueRecipe[]\``);
      continue;
    }
    for (const recipe of mod.recipes as CatalogueRecipe[]) sources.push({ file, recipe });
  }
  return { files, sources, problems };
}

export function loadFoodData(file: string = repoPath(SEED_PATHS.foods)): {
  foods: FoodRecord[];
  aliases: readonly FoodAlias[];
} {
  return { foods: JSON.parse(readFileSync(file, "utf8")) as FoodRecord[], aliases: FOOD_ALIASES };
}

export function readRecipeIds(file: string = repoPath(SEED_PATHS.recipeIds)): RecipeIds {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as RecipeIds;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw error;
  }
}

// ---------------------------------------------------------------- stable ids

export type RecipeIds = Record<string, number>;

/**
 * Keeps every id already given (slugs no longer in the catalogue keep theirs, so an id is never
 * reused for another recipe) and gives each new slug, in catalogue order, the next id after the
 * highest ever given.
 */
export function assignRecipeIds(
  slugs: readonly string[],
  existing: RecipeIds,
): { ids: RecipeIds; added: string[]; problems: string[] } {
  const problems: string[] = [];
  const seen = new Map<number, string>();
  for (const [slug, id] of Object.entries(existing)) {
    if (!Number.isInteger(id) || id < 1 || id >= CATALOGUE_ID_LIMIT)
      problems.push(
        `recipe-ids.json: "${slug}" has id ${id}, not an integer in 1..${CATALOGUE_ID_LIMIT - 1}`,
      );
    else if (seen.has(id))
      problems.push(`recipe-ids.json: id ${id} is given to both "${seen.get(id)}" and "${slug}"`);
    else seen.set(id, slug);
  }
  const ids: RecipeIds = { ...existing };
  let next = Math.max(0, ...seen.keys()) + 1;
  const added: string[] = [];
  for (const slug of slugs) {
    if (slug in ids) continue;
    ids[slug] = next++;
    added.push(slug);
  }
  if (added.length && next > CATALOGUE_ID_LIMIT)
    problems.push(
      `recipe ids reached ${CATALOGUE_ID_LIMIT}: raise CATALOGUE_ID_LIMIT (see ADR 009)`,
    );
  return { ids, added, problems };
}

/** recipe-ids.json as committed: one slug a line, in id order. */
export function formatRecipeIds(ids: RecipeIds): string {
  const sorted = Object.entries(ids).sort(([, a], [, b]) => a - b);
  return `${JSON.stringify(Object.fromEntries(sorted), null, 2)}\n`;
}

// ---------------------------------------------------------------- validation and resolution

export type BuiltRecipe = {
  id: number;
  slug: string;
  title: string;
  description: string;
  imageUrl: string;
  /** per serving; kcal whole, grams one decimal, sodium whole mg (app/domain/nutrition.ts) */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodium: number;
  /** per serving, rounded as shown (app/domain/food/nutrients.ts) */
  micronutrients: Micronutrients;
  /** what dislikes are looked up in (app/domain/food/names.ts) */
  foodTerms: string;
  prepTime: number;
  servings: number;
  cuisine: Cuisine;
  mealTypes: MealType[];
  dietaryTags: string[];
  ingredients: RecipeIngredient[];
  instructions: string[];
  /** the recipe file it came from */
  file: string;
};

const SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isPositiveInteger = (n: unknown) => typeof n === "number" && Number.isInteger(n) && n > 0;
const isText = (s: unknown) => typeof s === "string" && s.trim().length > 0;

/** Everything wrong with the hand-written fields of the catalogue (not the ingredient resolution). */
export function validateSources(sources: readonly RecipeSource[]): string[] {
  const problems: string[] = [];
  const bySlug = new Map<string, string[]>();
  for (const { file, recipe: r } of sources) {
    const where = `${file}: ${isText(r.slug) ? r.slug : "(recipe without a slug)"}`;
    if (!isText(r.slug) || !SLUG_RE.test(r.slug))
      problems.push(`${where}: slug must be kebab-case`);
    else bySlug.set(r.slug, [...(bySlug.get(r.slug) ?? []), file]);
    if (!isText(r.title)) problems.push(`${where}: no title`);
    if (!isText(r.description)) problems.push(`${where}: no description`);
    if (!CUISINES.includes(r.cuisine)) problems.push(`${where}: unknown cuisine "${r.cuisine}"`);
    if (!Array.isArray(r.mealTypes) || r.mealTypes.length === 0)
      problems.push(`${where}: no meal types`);
    else
      for (const m of r.mealTypes)
        if (!MEAL_TYPES.includes(m)) problems.push(`${where}: unknown meal type "${m}"`);
    if (!isPositiveInteger(r.prepTime))
      problems.push(`${where}: prepTime must be a whole number of minutes`);
    if (!isPositiveInteger(r.servings))
      problems.push(`${where}: servings must be a positive whole number`);
    if (!Array.isArray(r.ingredients) || r.ingredients.length === 0)
      problems.push(`${where}: no ingredients`);
    if (!Array.isArray(r.instructions) || r.instructions.length === 0)
      problems.push(`${where}: no instructions`);
    else if (r.instructions.some((s) => !isText(s)))
      problems.push(`${where}: an empty instruction step`);
  }
  for (const [slug, files] of bySlug)
    if (files.length > 1)
      problems.push(`slug "${slug}" is used ${files.length} times (${files.join(", ")})`);
  return problems;
}

export type SeedInput = {
  sources: readonly RecipeSource[];
  foods: readonly FoodRecord[];
  aliases: readonly FoodAlias[];
  recipeIds: RecipeIds;
  /** problems found while loading (files without `recipes`) */
  loadProblems?: readonly string[];
  /** the illustrations the recipe art draws (db/seed/food-icons.ts) */
  icons: IconSet;
};

export type BuiltCatalogue =
  | { ok: true; recipes: BuiltRecipe[]; recipeIds: RecipeIds; addedSlugs: string[] }
  | { ok: false; problems: string[] };

/** Validates and resolves every recipe; any problem anywhere fails the whole build. */
export function buildCatalogue(input: Omit<SeedInput, "icons">): BuiltCatalogue {
  const problems = [...(input.loadProblems ?? []), ...validateSources(input.sources)];
  const data = createNutritionData(input.foods, input.aliases);
  const resolved = input.sources.map(({ file, recipe }) => {
    const servings = isPositiveInteger(recipe.servings) ? recipe.servings : 1;
    const result = resolveRecipe(recipe.ingredients ?? [], servings, data);
    for (const u of result.unresolved)
      problems.push(
        `${file}: ${recipe.slug}: ingredient "${u.line}" does not resolve: ${u.reason}`,
      );
    return { file, recipe, result };
  });
  const ids = assignRecipeIds(
    input.sources.map((s) => s.recipe.slug),
    input.recipeIds,
  );
  problems.push(...ids.problems);
  if (problems.length) return { ok: false, problems };

  const recipes = resolved
    .map(({ file, recipe: r, result }): BuiltRecipe => {
      return {
        id: ids.ids[r.slug],
        slug: r.slug,
        title: r.title,
        description: r.description,
        imageUrl: `/images/recipes/${r.slug}.svg`,
        ...nutrientColumns(result.perServing),
        foodTerms: recipeFoodTerms(r.title, r.ingredients),
        prepTime: r.prepTime,
        servings: r.servings,
        cuisine: r.cuisine,
        mealTypes: [...r.mealTypes],
        dietaryTags: [...result.dietaryTags],
        ingredients: result.ingredients,
        instructions: [...r.instructions],
        file,
      };
    })
    .sort((a, b) => a.id - b.id);
  return { ok: true, recipes, recipeIds: ids.ids, addedSlugs: ids.added };
}

// ---------------------------------------------------------------- the optimizer's catalogue

/** The same shape, key order and values as `loadPlanningCatalogue` reads from the seeded database. */
export function toPlanRecipe(r: BuiltRecipe): PlanRecipe {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    calories: r.calories,
    protein: r.protein,
    carbs: r.carbs,
    fat: r.fat,
    mealTypes: r.mealTypes,
    cuisine: r.cuisine,
    dietaryTags: r.dietaryTags,
    ingredientNames: r.ingredients.map((i) => i.name || i.text),
    micronutrients: r.micronutrients,
    eggsPerServing: eggsPerServing(r.ingredients, r.servings),
  };
}

export function formatCatalogueJson(recipes: readonly BuiltRecipe[]): string {
  return `${JSON.stringify(recipes.map(toPlanRecipe), null, 2)}\n`;
}

// ---------------------------------------------------------------- SQL

type SqlValue = string | number | null;

/** A SQL literal. Text may not hold control characters: seed.sql is split into statements on `;` + newline. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return "NULL";
  if (typeof value === "number") {
    if (!Number.isFinite(value)) throw new Error(`cannot write ${value} to SQL`);
    return String(value);
  }
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(value))
    throw new Error(
      `text with a control character (newline, tab...) cannot go into seed.sql: ${JSON.stringify(value)}`,
    );
  return `'${value.replace(/'/g, "''")}'`;
}

const json = (value: unknown) => JSON.stringify(value);

type TableSpec<Row> = {
  table: string;
  key: string;
  columns: readonly (readonly [column: string, value: (row: Row) => SqlValue])[];
  /** extra condition on the existing row for an update to happen (`recipes.source = 'catalogue'`) */
  updateOnlyIf?: string;
  /** extra assignments when a row does change (`updated_at = ...`) */
  onChange?: string;
};

/**
 * Upserts in chunks: `INSERT ... VALUES ... ON CONFLICT(key) DO UPDATE SET ... WHERE <changed>`.
 * An UPDATE, never a delete-and-insert (INSERT OR REPLACE would delete the row first, and D1
 * enforces foreign keys, so favourites, comments and stories of a recipe would be cascaded away).
 * Unchanged rows are not written at all.
 */
export function upsertStatements<Row>(spec: TableSpec<Row>, rows: readonly Row[]): string[] {
  const names = spec.columns.map(([c]) => c);
  const updated = names.filter((c) => c !== spec.key);
  const head = `INSERT INTO ${spec.table} (${names.join(", ")}) VALUES`;
  const changed = `NOT (${updated.map((c) => `${spec.table}.${c} IS excluded.${c}`).join(" AND ")})`;
  const tail =
    `ON CONFLICT(${spec.key}) DO UPDATE SET ` +
    [...updated.map((c) => `${c} = excluded.${c}`), ...(spec.onChange ? [spec.onChange] : [])].join(
      ", ",
    ) +
    `\nWHERE ${spec.updateOnlyIf ? `${spec.updateOnlyIf} AND ` : ""}${changed};`;

  const statements: string[] = [];
  let chunk: string[] = [];
  let bytes = 0;
  const flush = () => {
    if (chunk.length) statements.push(`${head}\n${chunk.join(",\n")}\n${tail}`);
    chunk = [];
    bytes = Buffer.byteLength(head) + Buffer.byteLength(tail);
  };
  flush();
  for (const row of rows) {
    const tuple = `(${spec.columns.map(([, value]) => sqlLiteral(value(row))).join(", ")})`;
    const size = Buffer.byteLength(tuple) + 2;
    if (size + bytes > MAX_STATEMENT_BYTES && chunk.length === 0)
      throw new Error(
        `one ${spec.table} row is ${size} bytes, over the ${MAX_STATEMENT_BYTES}-byte statement budget`,
      );
    if (chunk.length === ROWS_PER_INSERT || bytes + size > MAX_STATEMENT_BYTES) flush();
    chunk.push(tuple);
    bytes += size;
  }
  flush();
  return statements;
}

const FOODS_TABLE: TableSpec<FoodRecord> = {
  table: "foods",
  key: "id",
  columns: [
    ["id", (f) => f.id],
    ["name", (f) => f.name],
    ["food_group", (f) => f.foodGroup],
    ["kcal", (f) => f.kcal],
    ["protein", (f) => f.protein],
    ["fat", (f) => f.fat],
    ["carbs", (f) => f.carbs],
    ["fiber", (f) => f.fiber],
    ["sugar", (f) => f.sugar],
    ["sodium", (f) => f.sodium],
    ["household_weights", (f) => json(f.householdWeights)],
    ["traits", (f) => json(f.traits)],
    ["micronutrients", (f) => json(f.micronutrients ?? {})],
    ["source", (f) => f.source ?? null],
  ],
};

const ALIASES_TABLE: TableSpec<FoodAlias> = {
  table: "food_aliases",
  key: "alias",
  columns: [
    ["alias", (a) => a.alias],
    ["food_id", (a) => a.foodId],
    ["grams_per_piece", (a) => a.gramsPerPiece ?? null],
  ],
};

const NOW_SQL = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')";

const RECIPES_TABLE: TableSpec<BuiltRecipe> = {
  table: "recipes",
  key: "id",
  columns: [
    ["id", (r) => r.id],
    ["slug", (r) => r.slug],
    ["title", (r) => r.title],
    ["description", (r) => r.description],
    ["image_url", (r) => r.imageUrl],
    ["calories", (r) => r.calories],
    ["protein", (r) => r.protein],
    ["carbs", (r) => r.carbs],
    ["fat", (r) => r.fat],
    ["fiber", (r) => r.fiber],
    ["sugar", (r) => r.sugar],
    ["sodium", (r) => r.sodium],
    ["micronutrients", (r) => json(r.micronutrients)],
    ["food_terms", (r) => r.foodTerms],
    ["prep_time", (r) => r.prepTime],
    ["servings", (r) => r.servings],
    ["cuisine", (r) => r.cuisine],
    ["meal_types", (r) => json(r.mealTypes)],
    ["dietary_tags", (r) => json(r.dietaryTags)],
    ["ingredients", (r) => json(r.ingredients)],
    ["instructions", (r) => json(r.instructions)],
    ["source", () => "catalogue"],
  ],
  // a row the app made (generated, populated) is never overwritten by the catalogue
  updateOnlyIf: "recipes.source = 'catalogue'",
  onChange: `updated_at = ${NOW_SQL}`,
};

/** db/seed/seed.sql: foods, then aliases (they reference foods), then recipes. */
export function renderSeedSql(
  foods: readonly FoodRecord[],
  aliases: readonly FoodAlias[],
  recipes: readonly BuiltRecipe[],
): string {
  const byId = [...foods].sort((a, b) => a.id - b.id);
  const byAlias = [...aliases].sort((a, b) => (a.alias < b.alias ? -1 : a.alias > b.alias ? 1 : 0));
  const parts = [
    "-- GENERATED by scripts/build-seed.ts (npm run db:seed) from db/seed/foods.json,",
    "-- db/seed/food-aliases.ts and db/seed/recipes/*.ts. Do not edit: change the sources and rebuild.",
    "-- Upserts only: applying it again changes nothing, and it never deletes a row (ADR 009).",
    "",
    `-- foods: ${byId.length} USDA SR28 foods, nutrients per 100 g`,
    ...upsertStatements(FOODS_TABLE, byId),
    "",
    `-- food_aliases: ${byAlias.length} ingredient names`,
    ...upsertStatements(ALIASES_TABLE, byAlias),
    "",
    `-- recipes: ${recipes.length} catalogue recipes, nutrition per serving`,
    ...upsertStatements(RECIPES_TABLE, recipes),
    "",
    `-- ids below ${CATALOGUE_ID_LIMIT} belong to the catalogue: recipes the app creates are numbered after them`,
    `UPDATE sqlite_sequence SET seq = ${CATALOGUE_ID_LIMIT - 1} WHERE name = 'recipes' AND seq < ${CATALOGUE_ID_LIMIT - 1};`,
  ];
  return `${parts.join("\n")}\n`;
}

// ---------------------------------------------------------------- images

export function recipeImages(recipes: readonly BuiltRecipe[], icons: IconSet): Map<string, string> {
  return new Map(recipes.map((r) => [`${r.slug}.svg`, `${composeRecipeArt(r, icons)}\n`]));
}

/** The built-in smoothies' pictures, by the same art function, from their ingredient lines. */
export function smoothieImages(icons: IconSet): Map<string, string> {
  return new Map(
    SMOOTHIE_RECIPES.map((s) => [
      `${s.id}.svg`,
      `${composeRecipeArt({ slug: s.id, cuisine: "Smoothie", ingredients: artIngredientsFromLines(s.ingredients) }, icons)}\n`,
    ]),
  );
}

/** Bytes of the pictures: their total and the largest, for the build's summary and its tests. */
export function imageSizes(images: ReadonlyMap<string, string>) {
  const sizes = [...images].map(([name, svg]) => ({ name, bytes: Buffer.byteLength(svg) }));
  const largest = sizes.reduce((a, b) => (b.bytes > a.bytes ? b : a), { name: "", bytes: 0 });
  return { count: sizes.length, total: sizes.reduce((s, x) => s + x.bytes, 0), largest };
}

// ---------------------------------------------------------------- summary

export function summarizeCatalogue(
  recipes: readonly BuiltRecipe[],
  addedSlugs: readonly string[] = [],
): string {
  const count = (pred: (r: BuiltRecipe) => boolean) => recipes.filter(pred).length;
  const row = (label: string, n: number) => `  ${label.padEnd(16)}${String(n).padStart(4)}`;
  const lines = [`${recipes.length} catalogue recipes`, "", "per cuisine:"];
  for (const c of CUISINES)
    lines.push(
      row(
        c,
        count((r) => r.cuisine === c),
      ),
    );
  lines.push("", "per meal type:");
  for (const m of MEAL_TYPES)
    lines.push(
      row(
        m,
        count((r) => r.mealTypes.includes(m)),
      ),
    );
  lines.push("", "per dietary tag:");
  for (const t of DIETARY_TAGS)
    lines.push(
      row(
        t,
        count((r) => r.dietaryTags.includes(t)),
      ),
    );
  if (recipes.length) {
    const byKcal = [...recipes].sort((a, b) => a.calories - b.calories || a.id - b.id);
    const lo = byKcal[0];
    const hi = byKcal[byKcal.length - 1];
    const median = byKcal[Math.floor((byKcal.length - 1) / 2)].calories;
    lines.push(
      "",
      `kcal per serving: ${lo.calories} (${lo.slug}) to ${hi.calories} (${hi.slug}), median ${median}`,
    );
  }
  const byId = new Map(recipes.map((r) => [r.slug, r.id]));
  const shown = addedSlugs.slice(0, 20).map((s) => `${byId.get(s)} ${s}`);
  if (addedSlugs.length > shown.length) shown.push(`... ${addedSlugs.length - shown.length} more`);
  lines.push(
    "",
    addedSlugs.length
      ? `new ids for ${addedSlugs.length} new recipe(s): ${shown.join(", ")}`
      : "new ids: none (every recipe keeps its id)",
  );
  return lines.join("\n");
}

// ---------------------------------------------------------------- everything at once

export type SeedOutputs = {
  recipes: BuiltRecipe[];
  addedSlugs: string[];
  seedSql: string;
  catalogueJson: string;
  recipeIdsJson: string;
  /** file name -> SVG */
  images: Map<string, string>;
  /** the built-in smoothies' pictures: file name -> SVG */
  smoothieImages: Map<string, string>;
  /** the illustrations the art uses, as public/images/art-icons.json */
  artIconsJson: string;
  summary: string;
};

export function buildSeedOutputs(
  input: SeedInput,
): { ok: true; outputs: SeedOutputs } | { ok: false; problems: string[] } {
  const built = buildCatalogue(input);
  if (!built.ok) return built;
  return {
    ok: true,
    outputs: {
      recipes: built.recipes,
      addedSlugs: built.addedSlugs,
      seedSql: renderSeedSql(input.foods, input.aliases, built.recipes),
      catalogueJson: formatCatalogueJson(built.recipes),
      recipeIdsJson: formatRecipeIds(built.recipeIds),
      images: recipeImages(built.recipes, input.icons),
      smoothieImages: smoothieImages(input.icons),
      artIconsJson: formatArtIcons(input.icons),
      summary: summarizeCatalogue(built.recipes, built.addedSlugs),
    },
  };
}
