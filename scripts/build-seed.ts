/**
 * npm run db:seed (first half): builds the catalogue from db/seed/recipes/*.ts and writes
 * db/seed/seed.sql, db/seed/catalogue.json, db/seed/recipe-ids.json, public/images/recipes/*.svg
 * and public/images/art-icons.json.
 * The logic is in db/seed/catalogue.ts; this file only reads, writes and reports.
 *
 *   npx tsx scripts/build-seed.ts            build and write
 *   npx tsx scripts/build-seed.ts --check    write nothing; exit 1 if a committed output is stale
 *   --recipes-dir <dir>                      read recipes from another folder (tests)
 *
 * Exits 1, listing every problem, when a line does not resolve, a slug repeats, a recipe lacks
 * instructions, and the like: nothing is written then.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import {
  buildSeedOutputs,
  imageSizes,
  loadFoodData,
  loadRecipeSources,
  readRecipeIds,
  repoPath,
  SEED_PATHS,
  type SeedOutputs,
} from "../db/seed/catalogue";
import { loadArtIcons } from "../db/seed/food-icons";

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

function readIfExists(file: string): string | null {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
}

/** Files to write (path relative to the repository -> content) and stale images to remove. */
function plannedWrites(outputs: SeedOutputs) {
  const files = new Map<string, string>([
    [SEED_PATHS.seedSql, outputs.seedSql],
    [SEED_PATHS.catalogueJson, outputs.catalogueJson],
    [SEED_PATHS.recipeIds, outputs.recipeIdsJson],
    [SEED_PATHS.artIcons, outputs.artIconsJson],
  ]);
  const stale: string[] = [];
  for (const [dir, images] of [
    [SEED_PATHS.imagesDir, outputs.images],
    [SEED_PATHS.smoothieImagesDir, outputs.smoothieImages],
  ] as const) {
    for (const [name, svg] of images) files.set(`${dir}/${name}`, svg);
    let existing: string[] = [];
    try {
      existing = readdirSync(repoPath(dir)).filter((f) => f.endsWith(".svg"));
    } catch {
      existing = [];
    }
    stale.push(...existing.filter((f) => !images.has(f)).map((f) => `${dir}/${f}`));
  }
  return { files, stale };
}

async function main(): Promise<number> {
  const check = process.argv.includes("--check");
  const recipesDir = option("--recipes-dir");
  const loaded = await loadRecipeSources(recipesDir ? path.resolve(recipesDir) : undefined);
  const { foods, aliases } = loadFoodData();
  const result = buildSeedOutputs({
    sources: loaded.sources,
    foods,
    aliases,
    recipeIds: readRecipeIds(),
    loadProblems: loaded.problems,
    icons: loadArtIcons(),
  });

  if (!result.ok) {
    console.error(
      `build-seed: ${result.problems.length} problem(s) in the recipe catalogue (${loaded.files.length} files, ${loaded.sources.length} recipes); nothing written:`,
    );
    for (const p of result.problems) console.error(`  - ${p}`);
    return 1;
  }

  const { outputs } = result;
  const { files, stale } = plannedWrites(outputs);
  const changed = [...files].filter(([file, content]) => readIfExists(repoPath(file)) !== content);

  if (check) {
    if (changed.length || stale.length) {
      console.error("build-seed --check: generated files are out of date; run `npm run db:seed`:");
      for (const [file] of changed) console.error(`  - ${file}`);
      for (const file of stale) console.error(`  - ${file} (no such recipe)`);
      return 1;
    }
    console.log(
      `build-seed --check: ${outputs.recipes.length} recipes, all generated files up to date`,
    );
    return 0;
  }

  mkdirSync(repoPath(SEED_PATHS.imagesDir), { recursive: true });
  mkdirSync(repoPath(SEED_PATHS.smoothieImagesDir), { recursive: true });
  for (const [file, content] of changed) writeFileSync(repoPath(file), content);
  for (const file of stale) rmSync(repoPath(file));

  console.log(`build-seed: from ${loaded.files.join(", ")}`);
  console.log(outputs.summary);
  const sizes = imageSizes(outputs.images);
  console.log(
    `recipe art: ${sizes.count} pictures, ${Math.round(sizes.total / 1024)} KB in all, ` +
      `${(sizes.total / sizes.count / 1024).toFixed(1)} KB on average, the largest ` +
      `${(sizes.largest.bytes / 1024).toFixed(1)} KB (${sizes.largest.name})`,
  );
  console.log(
    `\nwrote ${changed.length} file(s)${stale.length ? `, removed ${stale.length} stale image(s)` : ""}; ` +
      `${SEED_PATHS.seedSql} is ${Math.round(Buffer.byteLength(outputs.seedSql) / 1024)} KB`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("build-seed failed:", error);
    process.exit(1);
  },
);
