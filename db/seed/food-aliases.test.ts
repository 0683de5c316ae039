import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FOOD_TRAITS, type FoodRecord } from "../../app/domain/foods";
import { createNutritionData, normaliseWords } from "../../app/domain/ingredients";
import { resolveRecipe } from "../../app/domain/resolve-recipe";
import { FOOD_ALIASES } from "./food-aliases";

const foodsJson = readFileSync(new URL("./foods.json", import.meta.url), "utf8");
const foods = JSON.parse(foodsJson) as FoodRecord[];
const ids = new Set(foods.map((f) => f.id));

describe("food seed data", () => {
  it("every alias points at a shipped food", () => {
    expect(FOOD_ALIASES.filter((a) => !ids.has(a.foodId))).toEqual([]);
  });

  it("aliases are lower-case and unique once singularised", () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const a of FOOD_ALIASES) {
      expect(a.alias).toBe(a.alias.toLowerCase());
      const key = normaliseWords(a.alias).join(" ");
      if (seen.has(key)) clashes.push(`${a.alias} / ${seen.get(key)}`);
      seen.set(key, a.alias);
    }
    expect(clashes).toEqual([]);
  });

  it("piece weights are positive", () => {
    expect(FOOD_ALIASES.filter((a) => a.gramsPerPiece != null && !(a.gramsPerPiece > 0))).toEqual(
      [],
    );
  });

  it("foods.json stays small and well-formed", () => {
    expect(Buffer.byteLength(foodsJson)).toBeLessThan(2 * 1024 * 1024);
    expect(ids.size).toBe(foods.length);
    const known = new Set<string>(FOOD_TRAITS);
    for (const f of foods) {
      expect(f.name.length).toBeGreaterThan(0);
      for (const n of [f.kcal, f.protein, f.fat, f.carbs, f.fiber, f.sugar, f.sodium])
        expect(n).toBeGreaterThanOrEqual(0);
      for (const t of f.traits) expect(known.has(t)).toBe(true);
      for (const w of f.householdWeights) expect(w.grams).toBeGreaterThan(0);
    }
  });
});

describe("catalogue recipes", async () => {
  const data = createNutritionData(foods, FOOD_ALIASES);
  const dir = new URL("./recipes/", import.meta.url);
  const files = readdirSync(dir).filter(
    (f) => f.endsWith(".ts") && f !== "types.ts" && !f.endsWith(".test.ts"),
  );
  const recipes = (
    await Promise.all(
      files.map(
        async (f) =>
          (
            (await import(`./recipes/${f.replace(/\.ts$/, "")}`)) as {
              recipes?: { slug: string; servings: number; ingredients: string[] }[];
            }
          ).recipes ?? [],
      ),
    )
  ).flat();

  it("every ingredient line of every catalogue recipe resolves", () => {
    const unresolved = recipes.flatMap((r) =>
      resolveRecipe(r.ingredients, r.servings, data).unresolved.map(
        (u) => `${r.slug}: ${u.line} (${u.reason})`,
      ),
    );
    expect(unresolved).toEqual([]);
  });
});
