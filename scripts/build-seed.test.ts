import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const tsx = path.join(root, "node_modules/.bin/tsx");

/** Runs the builder in --check mode, which never writes a file. */
function runBuilder(...args: string[]) {
  const result = spawnSync(tsx, ["scripts/build-seed.ts", "--check", ...args], {
    cwd: root,
    encoding: "utf8",
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

const broken = mkdtempSync(path.join(tmpdir(), "nutricoach-recipes-"));
afterAll(() => rmSync(broken, { recursive: true, force: true }));

const recipe = (slug: string, extra: Record<string, unknown> = {}) => ({
  slug,
  title: "A Bowl",
  description: "A bowl.",
  cuisine: "Italian",
  mealTypes: ["lunch"],
  prepTime: 10,
  servings: 1,
  ingredients: ["1 cup cooked white rice"],
  instructions: ["Serve."],
  ...extra,
});
writeFileSync(
  path.join(broken, "italian.ts"),
  `export const recipes = ${JSON.stringify([
    recipe("rice-bowl"),
    recipe("moon-bowl", { ingredients: ["1 cup cooked white rice", "2 cups moonbeams"] }),
    recipe("silent-bowl", { instructions: [] }),
  ])};\n`,
);
writeFileSync(
  path.join(broken, "french.ts"),
  `export const recipes = ${JSON.stringify([recipe("rice-bowl")])};\n`,
);
writeFileSync(path.join(broken, "types.ts"), "export type Nothing = never;\n");
writeFileSync(path.join(broken, "notes.ts"), "export const notes = 1;\n");

describe("scripts/build-seed.ts", () => {
  it("exits non-zero and lists every problem of a broken catalogue", () => {
    const { status, stderr } = runBuilder("--recipes-dir", broken);
    expect(status).toBe(1);
    expect(stderr).toContain("4 problem(s)");
    expect(stderr).toContain("notes.ts: does not export `recipes: CatalogueRecipe[]`");
    expect(stderr).toContain('slug "rice-bowl" is used 2 times (french.ts, italian.ts)');
    expect(stderr).toContain("italian.ts: silent-bowl: no instructions");
    expect(stderr).toContain(
      'italian.ts: moon-bowl: ingredient "2 cups moonbeams" does not resolve: no food known for "moonbeam"',
    );
  });

  it("--check passes on the committed catalogue and its generated files", () => {
    const { status, stdout, stderr } = runBuilder();
    expect(stderr.replace(/npm warn.*\n/g, "")).toBe("");
    expect(status).toBe(0);
    expect(stdout).toMatch(/all generated files up to date/);
  });
});
