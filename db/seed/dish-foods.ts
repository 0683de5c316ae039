/**
 * Dishes (db/seed/dishes.ts) -> foods of the food table: each recipe resolved with the food engine
 * against the SR28 foods, its nutrients per 100 g of the dish as served, a household measure for
 * one portion (and one cup where given), the union of its ingredients' traits, and a source line
 * naming each USDA food and its grams. Pure; scripts/build-foods.ts writes the result into
 * db/seed/foods.json. A dish may use an earlier dish as an ingredient ("4 falafel" in a wrap).
 */
import type {
  FoodAlias,
  FoodRecord,
  FoodTrait,
  HouseholdWeight,
} from "../../app/domain/food/foods";
import { createNutritionData } from "../../app/domain/food/lines";
import {
  MICRONUTRIENT_KEYS,
  totalNutrients,
  type Micronutrients,
} from "../../app/domain/food/nutrients";
import { resolveRecipe } from "../../app/domain/food/recipe";
import { normaliseWords } from "../../app/domain/food/words";
import type { DishSource } from "./dishes";

export const DISH_FOOD_GROUP = "Dishes";

export type DishBuild = { foods: FoodRecord[]; problems: string[] };

const round = (x: number, digits: number) => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

function format(grams: number): string {
  return grams >= 10 ? String(Math.round(grams)) : String(round(grams, 1));
}

/** "1 slice (117 g): 34 g Wheat flour, white, all-purpose... (20081); 15 g Water (14411); ..." */
function sourceLine(
  dish: DishSource,
  portionGrams: number,
  parts: { grams: number; food: FoodRecord }[],
  scale: number,
): string {
  const twin = dish.twin
    ? `; the plain name means USDA's own dish, ${dish.twin.from.replace(/ "[^"]*"$/, "")}, and this is the homemade one`
    : "";
  const list = parts
    .filter((p) => p.grams > 0)
    .sort((a, b) => b.grams - a.grams)
    .map((p) => `${format(p.grams * scale)} g ${p.food.name} (${p.food.id})`)
    .join("; ");
  const cooked = dish.cooked ? ", weighed after cooking" : "";
  return `1 ${dish.portion} (${format(portionGrams)} g${cooked}) is made of: ${list}${twin}`;
}

/** Resolves every dish; a line that does not resolve is a problem (the build writes nothing then). */
export function buildDishFoods(
  sources: readonly DishSource[],
  foods: readonly FoodRecord[],
  aliases: readonly FoodAlias[],
  group: string = DISH_FOOD_GROUP,
): DishBuild {
  const known = [...foods];
  const built: FoodRecord[] = [];
  const problems: string[] = [];
  const ids = new Set(foods.map((f) => f.id));
  for (const dish of sources) {
    const names = dish.names.split("|").map((n) => n.trim());
    if (ids.has(dish.id)) {
      problems.push(`dish ${dish.id} (${names[0]}): the id is already taken`);
      continue;
    }
    ids.add(dish.id);
    const data = createNutritionData(known, aliases);
    const lines = dish.lines
      .split(";")
      .map((l) => l.trim())
      .filter(Boolean);
    const recipe = resolveRecipe(lines, 1, data);
    for (const u of recipe.unresolved)
      problems.push(`dish ${dish.id} (${names[0]}): "${u.line}" does not resolve: ${u.reason}`);
    if (recipe.unresolved.length) continue;
    const parts = recipe.lines.flatMap((r) =>
      r.ok ? [{ grams: r.grams, food: data.foods.get(r.foodId)! }] : [],
    );
    const rawGrams = parts.reduce((s, p) => s + p.grams, 0);
    const totalGrams = dish.cooked ?? rawGrams;
    if (!(totalGrams > 0) || !(dish.portions > 0)) {
      problems.push(`dish ${dish.id} (${names[0]}): no weight`);
      continue;
    }
    const total = totalNutrients(
      parts.map((p) => ({ foodId: p.food.id, grams: p.grams })),
      data.foods,
    );
    const per100 = (x: number) => (x / totalGrams) * 100;
    const portionGrams = totalGrams / dish.portions;
    const weights: HouseholdWeight[] = [
      { amount: 1, unit: dish.portion, grams: round(portionGrams, 1) },
    ];
    if (dish.cup) weights.push({ amount: 1, unit: "cup", grams: dish.cup });
    if (dish.portion !== "portion" && dish.portion !== "tbsp")
      weights.push({ amount: 1, unit: "portion", grams: round(portionGrams, 1) });
    const traits = new Set<FoodTrait>();
    for (const r of recipe.lines) if (r.ok) for (const t of r.traits) traits.add(t);
    const micronutrients: Partial<Micronutrients> = {};
    for (const k of MICRONUTRIENT_KEYS) {
      const v = round(per100(total[k]), 3);
      if (v > 0) micronutrients[k] = v;
    }
    const food: FoodRecord = {
      id: dish.id,
      name: `${names[0].charAt(0).toUpperCase()}${names[0].slice(1)} (${(dish.group ?? group) === DISH_FOOD_GROUP ? "dish" : "made"} from USDA foods)`,
      foodGroup: dish.group ?? group,
      kcal: round(per100(total.kcal), 0),
      protein: round(per100(total.protein), 2),
      fat: round(per100(total.fat), 2),
      carbs: round(per100(total.carbs), 2),
      fiber: round(per100(total.fiber), 1),
      sugar: round(per100(total.sugar), 2),
      sodium: round(per100(total.sodium), 0),
      householdWeights: weights,
      traits: [...traits].sort(),
      micronutrients,
      source: sourceLine(dish, portionGrams, parts, portionGrams / totalGrams),
    };
    built.push(food);
    known.push(food);
  }
  return { foods: built, problems };
}

/**
 * The aliases of the dishes: every name points at its dish. Plural spellings ("tacos") are left
 * out, since aliases are matched singular.
 */
export function dishAliases(sources: readonly Pick<DishSource, "names" | "id">[]): FoodAlias[] {
  return sources.flatMap((dish) => {
    const seen = new Set<string>();
    return dish.names.split("|").flatMap((name) => {
      const alias = name.trim().toLowerCase();
      const key = normaliseWords(alias).join(" ");
      if (!key || seen.has(key)) return [];
      seen.add(key);
      return [{ alias, foodId: dish.id, gramsPerPiece: null }];
    });
  });
}
