import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FOOD_TRAITS, type FoodRecord } from "../../app/domain/food/foods";
import { createNutritionData, resolveIngredientLine } from "../../app/domain/food/lines";
import { normaliseWords } from "../../app/domain/food/words";
import { resolveRecipe } from "../../app/domain/food/recipe";
import { DISHES } from "./dishes";
import { FOOD_ALIASES } from "./food-aliases";

const foodsJson = readFileSync(new URL("./foods.json", import.meta.url), "utf8");
const foods = JSON.parse(foodsJson) as FoodRecord[];
const ids = new Set(foods.map((f) => f.id));

describe("food seed data", () => {
  it("gives a dish's plain names to SR28's own dish when it has one, and 'homemade' ones to the recipe", () => {
    const data = createNutritionData(foods, FOOD_ALIASES);
    const twins = DISHES.filter((d) => d.twin);
    expect(twins.length).toBeGreaterThanOrEqual(50);
    for (const dish of twins) {
      const homemade = dish.names.split("|")[0];
      expect(homemade).toMatch(/^homemade /);
      const plain = homemade.replace(/^homemade /, "");
      const usda = resolveIngredientLine(`100 g ${plain}`, data);
      const recipe = resolveIngredientLine(`100 g ${homemade}`, data);
      expect(usda.ok && usda.foodId, plain).toBe(dish.twin!.ndb);
      expect(recipe.ok && recipe.foodId, homemade).toBe(dish.id);
      // SR28's dish carries at least the recipe's traits (a cheeseburger has meat, dairy, gluten)
      const sr28 = foods.find((f) => f.id === dish.twin!.ndb)!;
      const own = foods.find((f) => f.id === dish.id)!;
      for (const t of own.traits) expect(sr28.traits, `${plain}: ${t}`).toContain(t);
    }
  });

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

describe("ingredient lines the recipe writers reported as resolved wrongly", () => {
  const data = createNutritionData(foods, FOOD_ALIASES);
  const resolve = (line: string) => {
    const r = resolveIngredientLine(line, data);
    if (!r.ok) throw new Error(`${line}: ${r.reason}`);
    return r;
  };

  it("tamarind is not soy", () => {
    expect(resolve("2 tbsp tamarind paste").traits).not.toContain("soy");
    expect(resolve("1 tbsp tamari").traits).toContain("soy");
  });

  it("spaghetti squash is the squash, without gluten", () => {
    const raw = resolve("1 medium spaghetti squash");
    expect(foodName(raw.foodId)).toMatch(/^Squash, winter, spaghetti, raw/);
    expect(raw.traits).not.toContain("gluten");
    expect(raw.grams).toBeGreaterThan(500);
    const cooked = resolve("2 cups cooked spaghetti squash");
    expect(foodName(cooked.foodId)).toMatch(/^Squash, winter, spaghetti, cooked/);
    expect(cooked.traits).not.toContain("gluten");
    expect(resolve("200 g spaghetti").traits).toContain("gluten");
  });

  it("nutritional yeast and baking powder carry no gluten", () => {
    expect(resolve("2 tbsp nutritional yeast").traits).not.toContain("gluten");
    expect(resolve("1 tsp baking powder").traits).not.toContain("gluten");
    expect(resolve("2 1/4 tsp active dry yeast").traits).not.toContain("gluten");
  });

  it("sun-dried tomatoes, however spelt, are sun-dried (and oil-packed ones are)", () => {
    for (const line of [
      "1/4 cup sun-dried tomatoes, chopped",
      "1/4 cup sun dried tomatoes",
      "15 g sundried tomatoes",
    ])
      expect(foodName(resolve(line).foodId), line).toBe("Tomatoes, sun-dried");
    expect(foodName(resolve("1/4 cup oil-packed sun-dried tomatoes").foodId)).toBe(
      "Tomatoes, sun-dried, packed in oil, drained",
    );
    expect(foodName(resolve("2 tomatoes").foodId)).toMatch(/^Tomatoes, red, ripe, raw/);
  });

  it("a chicken breast weighs a boneless skinless breast, raw or cooked, never a carcass yield", () => {
    const kcal = (r: ReturnType<typeof resolve>) =>
      (data.foods.get(r.foodId)!.kcal * r.grams) / 100;
    const raw = resolve("1 chicken breast");
    expect(foodName(raw.foodId)).toMatch(
      /^Chicken, broilers? or fryers, breast, skinless, boneless/,
    );
    expect(raw.grams).toBeGreaterThanOrEqual(170);
    expect(raw.grams).toBeLessThanOrEqual(200);
    for (const line of ["1 cooked chicken breast", "1 chicken breast, cooked"]) {
      const cooked = resolve(line);
      expect(foodName(cooked.foodId), line).toMatch(/breast, meat only, cooked/);
      expect(cooked.basis, line).not.toMatch(/yield/);
      // the same breast after cooking: lighter, the same energy within 10 %
      expect(cooked.grams, line).toBeGreaterThan(120);
      expect(cooked.grams, line).toBeLessThan(raw.grams);
      expect(Math.abs(kcal(cooked) / kcal(raw) - 1), line).toBeLessThan(0.1);
    }
    expect(resolve("2 cooked chicken breasts").grams).toBe(
      2 * resolve("1 cooked chicken breast").grams,
    );
  });

  it("light coconut milk is lighter than full-fat", () => {
    const light = resolve("1 (400 ml) can light coconut milk");
    const full = resolve("1 (400 ml) can coconut milk");
    expect(light.foodId).not.toBe(full.foodId);
    const kcal = (r: typeof light) => (data.foods.get(r.foodId)!.kcal * r.grams) / 100;
    expect(kcal(light)).toBeLessThan(kcal(full) / 2);
    expect(resolve("1 cup full-fat coconut milk").foodId).toBe(full.foodId);
  });
});

function foodName(id: number): string {
  return foods.find((f) => f.id === id)?.name ?? `unknown food ${id}`;
}
