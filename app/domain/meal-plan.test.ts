import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applySwap,
  CALORIE_TOLERANCE,
  generateMealPlan,
  isRecipeAllowed,
  MACRO_TOLERANCE,
  MAX_EGGS_PER_DAY,
  MAX_PORTION,
  MAX_SNACK_SHARE,
  MAX_USES_PER_WEEK,
  MIN_USUAL_PORTION_SHARE,
  mealAt,
  mealsOfDay,
  MIN_PORTION,
  preferredQuota,
  seededRandom,
  swapKeepsDayOnTarget,
  swapOptions,
  USUAL_MAX_PORTION,
  type MealPlan,
  type MealSlot,
  type MealRef,
  type PlanRecipe,
  type PlannedDay,
} from "./meal-plan";
import { DIETARY_TAGS } from "./dietary-tags";
import { macroTargets } from "./targets";

const CUISINES = ["Italian", "Thai", "Mexican", "Indian", "Greek", "Japanese"];
const SLOTS = ["breakfast", "lunch", "dinner", "snack"];

/** A catalogue shaped like ours: per-serving calories by meal type, macros consistent with them. */
function syntheticCatalogue(size: number, seed: number): PlanRecipe[] {
  const random = seededRandom(seed);
  return Array.from({ length: size }, (_, i) => {
    const slot = SLOTS[i % 4];
    const base = { breakfast: 380, lunch: 520, dinner: 560, snack: 190 }[slot]!;
    const calories = Math.round(base * (0.6 + random() * 0.8));
    const p = 0.12 + random() * 0.3;
    const f = 0.2 + random() * 0.3;
    const c = Math.max(0.05, 1 - p - f);
    const tags = DIETARY_TAGS.filter(() => random() < 0.45);
    if (tags.includes("vegan") && !tags.includes("vegetarian")) tags.push("vegetarian");
    const mealTypes = [slot];
    if (slot === "lunch" && random() < 0.4) mealTypes.push("dinner");
    return {
      id: i + 1,
      title: `Recipe ${i + 1}`,
      description: "",
      calories,
      protein: Math.round(((calories * p) / 4) * 10) / 10,
      carbs: Math.round(((calories * c) / 4) * 10) / 10,
      fat: Math.round(((calories * f) / 9) * 10) / 10,
      mealTypes,
      cuisine: CUISINES[i % CUISINES.length],
      dietaryTags: tags,
      ingredientNames:
        i % 9 === 0 ? ["eggs", "spinach"] : i % 7 === 0 ? ["mushrooms", "rice"] : ["rice"],
    };
  });
}

const synthetic = syntheticCatalogue(240, 7);
/** The real catalogue, as the seed builder writes it (db/seed/catalogue.json). */
const real: PlanRecipe[] = JSON.parse(
  readFileSync(new URL("../../db/seed/catalogue.json", import.meta.url), "utf8"),
);

const ids = (plan: MealPlan) => plan.days.flatMap((d) => mealsOfDay(d).map((m) => m.recipeId));

function planOf(catalogue: readonly PlanRecipe[], request: Parameters<typeof generateMealPlan>[1]) {
  const result = generateMealPlan(catalogue, request);
  if (!result.ok) throw new Error(result.reasons.join("; "));
  return result.plan;
}

/** Every invariant a plan must hold, whatever the inputs. */
function expectInvariants(
  plan: MealPlan,
  catalogue: readonly PlanRecipe[],
  restrictions: string[],
  dislikes: string[],
) {
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const weekUses = new Map<number, number>();
  expect(plan.days).toHaveLength(7);
  for (const day of plan.days) {
    const meals = mealsOfDay(day);
    // no recipe twice on a day
    expect(new Set(meals.map((m) => m.recipeId)).size).toBe(meals.length);
    expect(day.meals.snacks.length).toBeLessThanOrEqual(3);
    // hard rules (ADR 036): eggs a day, a snack's share of the day
    const eggs = meals.reduce(
      (n, m) => n + (byId.get(m.recipeId)!.eggsPerServing ?? 0) * m.servings,
      0,
    );
    expect(eggs).toBeLessThanOrEqual(MAX_EGGS_PER_DAY);
    for (const snack of day.meals.snacks)
      expect(snack.calories).toBeLessThanOrEqual(MAX_SNACK_SHARE * day.totals.calories);
    if (plan.constraints.carbCeilingGrams != null)
      expect(day.totals.carbs).toBeLessThanOrEqual(plan.constraints.carbCeilingGrams);
    const slotted: [string, typeof meals][] = [
      ["breakfast", [day.meals.breakfast]],
      ["lunch", [day.meals.lunch]],
      ["dinner", [day.meals.dinner]],
      ["snack", day.meals.snacks],
    ];
    for (const [slot, list] of slotted) {
      for (const meal of list) {
        const recipe = byId.get(meal.recipeId)!;
        // a leftover lunch is the dinner it comes from (ADR 048)
        expect(recipe.mealTypes).toContain(meal.leftoverOf ? "dinner" : slot);
        // restrictions and dislikes are never violated
        expect(isRecipeAllowed(recipe, restrictions, dislikes)).toBe(true);
        expect(meal.servings).toBeGreaterThanOrEqual(MIN_PORTION);
        expect(meal.servings).toBeLessThanOrEqual(MAX_PORTION);
        expect((meal.servings * 2) % 1).toBe(0);
        expect(meal.calories).toBe(Math.round(recipe.calories * meal.servings));
        weekUses.set(meal.recipeId, (weekUses.get(meal.recipeId) ?? 0) + 1);
      }
    }
    // the totals are the meals' sums, and the reported deviation is the truth about the day
    expect(day.totals.calories).toBe(meals.reduce((s, m) => s + m.calories, 0));
    const target = plan.dailyCalories;
    expect(day.deviation.calories).toBeCloseTo((day.totals.calories - target) / target, 2);
    expect(day.withinTarget).toBe(
      Math.abs(day.deviation.calories) <= CALORIE_TOLERANCE &&
        [day.deviation.protein, day.deviation.carbs, day.deviation.fat].every(
          (d) => Math.abs(d) <= MACRO_TOLERANCE,
        ),
    );
    expect(day.issues.length === 0).toBe(day.withinTarget);
  }
  // no recipe more than twice a week
  for (const uses of weekUses.values()) expect(uses).toBeLessThanOrEqual(MAX_USES_PER_WEEK);
  // at least 85 % of the week's meals at 0.5-1.5 servings
  const all = plan.days.flatMap((d) => mealsOfDay(d));
  expect(all.filter((m) => m.servings <= USUAL_MAX_PORTION).length).toBeGreaterThanOrEqual(
    MIN_USUAL_PORTION_SHARE * all.length,
  );
  // no two consecutive days alike
  const key = (d: PlannedDay) =>
    mealsOfDay(d)
      .map((m) => m.recipeId)
      .sort((a, b) => a - b)
      .join(",");
  for (let d = 1; d < plan.days.length; d++)
    expect(key(plan.days[d])).not.toBe(key(plan.days[d - 1]));
}

describe("isRecipeAllowed", () => {
  const recipe = {
    title: "Spinach Omelette",
    dietaryTags: ["vegetarian", "glutenFree"],
    ingredientNames: ["2 large eggs", "baby spinach"],
  };
  it("requires every excluding restriction as a tag", () => {
    expect(isRecipeAllowed(recipe, ["vegetarian"], [])).toBe(true);
    expect(isRecipeAllowed(recipe, ["vegan"], [])).toBe(false);
  });
  it("does not exclude for lowCarb or highProtein (they shape targets)", () => {
    expect(isRecipeAllowed(recipe, ["lowCarb", "highProtein"], [])).toBe(true);
  });
  it("excludes disliked ingredients by whole word, plural included", () => {
    expect(isRecipeAllowed(recipe, [], ["egg"])).toBe(false);
    expect(isRecipeAllowed(recipe, [], [" Spinach "])).toBe(false);
    expect(isRecipeAllowed({ ...recipe, ingredientNames: ["eggplant"] }, [], ["egg"])).toBe(true);
    expect(isRecipeAllowed({ ...recipe, ingredientNames: ["tomatoes"] }, [], ["tomato"])).toBe(
      false,
    );
  });
  it("treats regular-expression characters in a dislike as plain text", () => {
    expect(isRecipeAllowed({ ...recipe, ingredientNames: ["c++ sauce"] }, [], ["c++"])).toBe(false);
    expect(isRecipeAllowed(recipe, [], ["(.*)"])).toBe(true);
  });
});

describe("generateMealPlan", () => {
  it("builds 7 named days with breakfast, lunch, dinner and 0 to 3 snacks, each on its calorie target", () => {
    const plan = planOf(synthetic, { targetCalories: 2000, seed: 42 });
    expect(plan.days.map((d) => d.day)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    for (const day of plan.days) {
      expect(Math.abs(day.totals.calories - 2000) / 2000).toBeLessThanOrEqual(CALORIE_TOLERANCE);
    }
    expectInvariants(plan, synthetic, [], []);
    expect(plan.macroSplit).toEqual({ protein: 20, carbs: 50, fat: 30 });
    expect(plan.constraints).toEqual({
      restrictions: [],
      dislikedIngredients: [],
      preferredCuisines: [],
      carbCeilingGrams: null,
    });
  });

  it("stores the low-carb preset's carbohydrate ceiling with the plan's constraints", () => {
    const result = generateMealPlan(real, {
      targetCalories: 1800,
      macroSplit: { protein: 25, carbs: 26, fat: 49 },
      carbCeilingGrams: 117,
      macroPreset: "lowCarb",
      seed: 3,
    });
    if (!result.ok) throw new Error(result.reasons.join(" "));
    expect(result.plan.constraints).toMatchObject({
      carbCeilingGrams: 117,
      macroPreset: "lowCarb",
    });
    expect(result.plan.macroTargets.carbs).toBe(117);
  });

  it("adds snacks for a high target and drops them for a low one", () => {
    const snacks = (targetCalories: number) => {
      let n = 0;
      for (let seed = 1; seed <= 3; seed++)
        n += planOf(real, { targetCalories, seed }).days.reduce(
          (k, d) => k + d.meals.snacks.length,
          0,
        );
      return n / 21;
    };
    const low = snacks(1300);
    const high = snacks(3400);
    // a 3,400 kcal day cannot sit in three meals of at most 1.5 servings and snacks of 20 % at most
    expect(high, `low ${low}, high ${high}`).toBeGreaterThanOrEqual(1.5);
    expect(high - low, `low ${low}, high ${high}`).toBeGreaterThanOrEqual(0.5);
  });

  it("holds low carb as a hard ceiling in grams, giving up calories before it", () => {
    for (const [targetCalories, restrictions] of [
      [2000, ["vegetarian", "lowCarb"]],
      [3400, ["vegetarian", "lowCarb"]],
      [2400, ["vegan", "lowCarb"]],
    ] as const) {
      // the low-carb preset of the one target function, as the service asks for it
      const { macros, carbCeilingGrams } = macroTargets(
        targetCalories,
        "lowCarb",
        "maintenance",
        null,
        null,
      );
      const ceiling = carbCeilingGrams!;
      const share = (kcal: number) => Math.round((kcal / targetCalories) * 1000) / 10;
      const protein = share(macros.protein.kcal);
      const carbs = share(macros.carbs.kcal);
      const plan = planOf(real, {
        targetCalories,
        restrictions: [...restrictions],
        macroSplit: { protein, carbs, fat: Math.round((100 - protein - carbs) * 10) / 10 },
        carbCeilingGrams: ceiling,
        seed: 11,
      });
      for (const day of plan.days) {
        expect(day.totals.carbs).toBeLessThanOrEqual(ceiling);
        expect(day.issues.some((i) => i.includes("ceiling"))).toBe(false);
      }
    }
  });

  it("never plans more than 4 eggs a day, however well eggs fit", () => {
    // every breakfast and snack is an omelette of 3 eggs a serving that fits the targets best
    const eggy = synthetic.map((r) =>
      r.mealTypes.includes("breakfast") || r.mealTypes.includes("snack")
        ? { ...r, eggsPerServing: 3 }
        : r,
    );
    const plan = planOf(eggy, { targetCalories: 2600, seed: 2 });
    expectInvariants(plan, eggy, [], []);
    const byId = new Map(eggy.map((r) => [r.id, r]));
    for (const day of plan.days) {
      const eggs = mealsOfDay(day).reduce(
        (n, m) => n + (byId.get(m.recipeId)!.eggsPerServing ?? 0) * m.servings,
        0,
      );
      expect(eggs).toBeLessThanOrEqual(4);
    }
  });

  it("takes at least a third of the meals from the preferred cuisine when the catalogue has enough", () => {
    for (const cuisine of ["Thai", "Italian", "Indian"]) {
      const plan = planOf(real, { targetCalories: 2000, seed: 6, preferredCuisines: [cuisine] });
      const meals = plan.days.flatMap((d) => mealsOfDay(d));
      expect(meals.filter((m) => m.cuisine === cuisine).length).toBeGreaterThanOrEqual(
        meals.length / 3,
      );
    }
  });

  it("searches a day still off target again from other starts (the exact one-day model shows each of these days reachable)", () => {
    // benchmark profiles 11 and 43: one day each stayed off its macros after the trades (ADR 037)
    const requests = [
      {
        targetCalories: 1556,
        restrictions: ["vegetarian", "vegan", "dairyFree"],
        dislikedIngredients: ["cilantro"],
        preferredCuisines: ["Japanese"],
        seed: 12,
        macroSplit: { protein: 20.1, carbs: 49.9, fat: 30 },
      },
      {
        targetCalories: 1410,
        restrictions: ["vegetarian", "vegan", "dairyFree", "lowCarb"],
        dislikedIngredients: ["mushroom"],
        preferredCuisines: ["Mexican"],
        seed: 44,
        macroSplit: { protein: 20.1, carbs: 25.8, fat: 54.1 },
        carbCeilingGrams: 91,
      },
    ];
    for (const request of requests) {
      const plan = planOf(real, request);
      expect(plan.days.map((d) => d.issues)).toEqual(plan.days.map(() => []));
    }
  });

  it("holds a third of the week from the preferred cuisine as a hard share, where the day-by-day search fell short", () => {
    // Thai at 2,200 kcal, seed 2: 9 of 30 meals before the week's top-up (ADR 037)
    const plan = planOf(real, { targetCalories: 2200, seed: 2, preferredCuisines: ["Thai"] });
    const meals = plan.days.flatMap((d) => mealsOfDay(d));
    expect(meals.filter((m) => m.cuisine === "Thai").length).toBeGreaterThanOrEqual(
      Math.ceil(meals.length / 3),
    );
    expect(plan.days.every((d) => d.withinTarget)).toBe(true);
  });

  it("asks of the preferred cuisine a third of the meals, or what its allowed recipes can fill twice a week in their slots", () => {
    const recipe = (id: number, slot: MealSlot) => ({ ...synthetic[0], id, mealTypes: [slot] });
    const week = Array.from({ length: 7 }, () =>
      (["breakfast", "lunch", "dinner", "snack"] as const).map((slot) => ({ slot })),
    );
    const pools = {
      breakfast: [recipe(1, "breakfast"), recipe(2, "breakfast")],
      lunch: [recipe(3, "lunch"), recipe(4, "lunch")],
      dinner: [recipe(5, "dinner"), recipe(6, "dinner"), recipe(7, "dinner")],
      snack: [recipe(8, "snack")],
    };
    // plenty: a third of 28 meals
    expect(preferredQuota(pools, new Set([1, 2, 3, 4, 5, 6, 7, 8]), week)).toBe(10);
    // the fallback: two dinners and a snack, twice a week each
    expect(preferredQuota(pools, new Set([5, 6, 8]), week)).toBe(6);
    // no preference, no quota
    expect(preferredQuota(pools, new Set(), week)).toBe(0);
  });

  it("keeps a fixed number of snacks when asked", () => {
    for (const snacksPerDay of [0, 1, 2]) {
      const plan = planOf(synthetic, { targetCalories: 2100, seed: 3, snacksPerDay });
      for (const day of plan.days) expect(day.meals.snacks).toHaveLength(snacksPerDay);
    }
  });

  it("gives the same plan for the same seed and another plan for another seed", () => {
    const a = generateMealPlan(synthetic, { targetCalories: 2200, seed: 1 });
    const b = generateMealPlan(synthetic, { targetCalories: 2200, seed: 1 });
    const c = generateMealPlan(synthetic, { targetCalories: 2200, seed: 2 });
    expect(a).toEqual(b);
    if (!a.ok || !c.ok) throw new Error("expected plans");
    expect(ids(a.plan)).not.toEqual(ids(c.plan));
  });

  it("favours preferred cuisines", () => {
    const count = (plan: MealPlan) =>
      plan.days.flatMap((d) => mealsOfDay(d)).filter((m) => m.cuisine === "Thai").length;
    let preferred = 0;
    let neutral = 0;
    for (let seed = 1; seed <= 5; seed++) {
      preferred += count(
        planOf(synthetic, { targetCalories: 2000, seed, preferredCuisines: ["thai"] }),
      );
      neutral += count(planOf(synthetic, { targetCalories: 2000, seed }));
    }
    expect(preferred).toBeGreaterThan(neutral);
  });

  it("shapes the targets for lowCarb instead of excluding recipes", () => {
    const plan = planOf(synthetic, { targetCalories: 2000, seed: 4, restrictions: ["lowCarb"] });
    expect(plan.macroSplit).toEqual({ protein: 30, carbs: 20, fat: 50 });
    expect(plan.macroTargets.carbs).toBe(100);
  });

  it("reports an infeasible request with its reasons instead of a partial plan", () => {
    const tiny = synthetic.filter((r) => r.mealTypes.includes("breakfast")).slice(0, 2);
    const result = generateMealPlan(tiny, { targetCalories: 2000 });
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.reasons.join(" ")).toMatch(/Only 2 breakfast recipes/);
      expect(result.reasons.join(" ")).toMatch(/Only 0 lunch recipes/);
    }
    expect(generateMealPlan(synthetic, { targetCalories: 100 })).toEqual({
      ok: false,
      reasons: ["The daily calorie target must be between 800 and 6000 kcal."],
    });
    expect(generateMealPlan(synthetic, { targetCalories: NaN }).ok).toBe(false);
    expect(generateMealPlan(synthetic, { targetCalories: 2000, snacksPerDay: 4 }).ok).toBe(false);
    expect(
      generateMealPlan(synthetic, {
        targetCalories: 2000,
        macroSplit: { protein: 50, carbs: 50, fat: 50 },
      }),
    ).toEqual({ ok: false, reasons: ["The macro split must add up to 100 %."] });
    // on the real catalogue: a vegan who dislikes most breakfast staples ("milk" does not cover
    // almond milk nor "flour" chickpea flour, so those are disliked by their own names)
    const dislikedIngredients = [
      "egg",
      "oat",
      "yogurt",
      "banana",
      "milk",
      "bread",
      "tofu",
      "rice",
      "flour",
      "chia",
      "chickpeas",
      "almonds",
    ];
    expect(
      generateMealPlan(real, {
        targetCalories: 2000,
        restrictions: ["vegan"],
        dislikedIngredients,
      }),
    ).toEqual({
      ok: false,
      reasons: [
        "Only 3 breakfast recipes match these restrictions and dislikes; 4 are needed so that none appears more than 2 times a week.",
      ],
    });
  });

  it("says which targets a day misses and by how much when the catalogue cannot meet them", () => {
    // vegan and low carb: 20 % of calories from carbohydrate is out of reach for these recipes
    const plan = planOf(real, {
      targetCalories: 2000,
      seed: 5,
      restrictions: ["vegan", "lowCarb"],
    });
    const missing = plan.days.filter((d) => !d.withinTarget);
    expect(missing.length).toBeGreaterThan(0);
    for (const day of missing) {
      expect(day.issues.length).toBeGreaterThan(0);
      for (const issue of day.issues)
        expect(issue).toMatch(/^(Calories|Protein|Carbs|Fat) \d+\.\d % (under|over) the target\.$/);
      const carbs = day.issues.find((i) => i.startsWith("Carbs"));
      if (carbs) expect(carbs).toContain(`${(Math.abs(day.deviation.carbs) * 100).toFixed(1)} %`);
    }
    // calories still come first
    for (const day of plan.days)
      expect(Math.abs(day.deviation.calories)).toBeLessThanOrEqual(CALORIE_TOLERANCE);
  });

  it("holds its invariants for any target, restrictions, dislikes and seed (synthetic catalogue)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 3500 }),
        fc.subarray(["vegetarian", "glutenFree", "dairyFree", "nutFree", "lowCarb"], {
          maxLength: 2,
        }),
        fc.subarray(["egg", "mushroom"], { maxLength: 1 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (target, restrictions, dislikes, seed) => {
          const result = generateMealPlan(synthetic, {
            targetCalories: target,
            restrictions,
            dislikedIngredients: dislikes,
            seed,
          });
          if (!result.ok) {
            // infeasible only when the pools are really too small, and then it says why
            expect(result.reasons.length).toBeGreaterThan(0);
            return;
          }
          expectInvariants(result.plan, synthetic, restrictions, dislikes);
          const onCalories = result.plan.days.filter(
            (d) => Math.abs(d.deviation.calories) <= CALORIE_TOLERANCE,
          );
          // a carbohydrate ceiling is hard and comes before calories (ADR 036)
          if (!restrictions.includes("lowCarb"))
            expect(onCalories.length).toBeGreaterThanOrEqual(6);
        },
      ),
      {
        numRuns: 40,
        // fast-check seed -1496634616 (path 17:6:3:17:0:0:8:0:6:0:0:0:0:6:11:1:1:0) shrank to this
        // on the optimizer before the week-level repair; kept as a fixed first example
        examples: [[3391, ["dairyFree", "nutFree"], ["egg"], 517984062]],
      },
    );
  }, 60_000);

  it("keeps the late days on calories when the 2-uses rule thins a small pool (seed -1496634616)", () => {
    // 3,391 kcal, dairy-free, nut-free, no egg: 9 breakfasts, 9 lunches, 12 dinners and 13 snacks are
    // left, and each recipe may be used twice a week. Before the week-level repair (ADR 008, step 7)
    // Monday to Friday took the biggest dishes and Saturday and Sunday ended 5.7 % and 7.6 % short.
    const restrictions = ["dairyFree", "nutFree"];
    const dislikes = ["egg"];
    const plan = planOf(synthetic, {
      targetCalories: 3391,
      restrictions,
      dislikedIngredients: dislikes,
      seed: 517984062,
    });
    expectInvariants(plan, synthetic, restrictions, dislikes);
    // the property's bound (at least 6 of 7 days); today all 7 are within +/-5 %
    const offCalories = plan.days.filter((d) => Math.abs(d.deviation.calories) > CALORIE_TOLERANCE);
    expect(offCalories.length, offCalories.map((d) => d.day).join(", ")).toBeLessThanOrEqual(1);
  });

  it("holds its invariants and its calorie targets on the real catalogue, for every restriction combination", () => {
    const RESTRICTIONS = ["vegetarian", "vegan", "glutenFree", "dairyFree", "nutFree", "lowCarb"];
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 3500 }),
        fc.subarray(RESTRICTIONS),
        fc.subarray(["egg", "mushroom", "tofu", "shrimp", "cilantro"], { maxLength: 2 }),
        fc.subarray(["Italian", "Mexican", "Indian", "Thai", "Japanese"], { maxLength: 2 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (target, restrictions, dislikes, cuisines, seed) => {
          const result = generateMealPlan(real, {
            targetCalories: target,
            restrictions,
            dislikedIngredients: dislikes,
            preferredCuisines: cuisines,
            seed,
          });
          if (!result.ok) {
            expect(result.reasons.length).toBeGreaterThan(0);
            return;
          }
          expectInvariants(result.plan, real, restrictions, dislikes);
          const onCalories = result.plan.days.filter(
            (d) => Math.abs(d.deviation.calories) <= CALORIE_TOLERANCE,
          );
          // a carbohydrate ceiling is hard and comes before calories (ADR 036); the realism rules
          // cap what a plant-based day above 3,000 kcal can reach with this catalogue (fast-check
          // found 5 of 7 days for 3,291 kcal vegetarian, gluten-free, dairy-free, no tofu or cilantro)
          const plantBased = restrictions.includes("vegan") || restrictions.includes("vegetarian");
          if (!restrictions.includes("lowCarb") && !(plantBased && target > 3000))
            expect(onCalories.length).toBeGreaterThanOrEqual(6);
          // the same seed gives the same plan; another seed another plan
          expect(
            generateMealPlan(real, {
              targetCalories: target,
              restrictions,
              dislikedIngredients: dislikes,
              preferredCuisines: cuisines,
              seed,
            }),
          ).toEqual(result);
          const other = generateMealPlan(real, {
            targetCalories: target,
            restrictions,
            dislikedIngredients: dislikes,
            preferredCuisines: cuisines,
            seed: seed + 1,
          });
          if (other.ok) expect(ids(other.plan)).not.toEqual(ids(result.plan));
        },
      ),
      { numRuns: 20 },
    );
    // up to 60 plans on the real catalogue with their invariants: minutes on a loaded machine
  }, 240_000);
});

/** Leftover pairs (ADR 048): each marked lunch is the previous day's dinner, at a portion of its own. */
function leftoverPairs(plan: MealPlan) {
  const pairs: number[] = [];
  plan.days.forEach((day, d) => {
    for (const meal of [day.meals.breakfast, day.meals.dinner, ...day.meals.snacks])
      expect(meal.leftoverOf).toBeUndefined();
    const lunch = day.meals.lunch;
    if (!lunch.leftoverOf) return;
    expect(lunch.leftoverOf).toEqual({ day: d - 1, meal: "dinner" });
    expect(lunch.recipeId).toBe(plan.days[d - 1].meals.dinner.recipeId);
    pairs.push(d - 1);
  });
  return pairs;
}

describe("leftovers: cook once, eat twice", () => {
  const PROFILES = [
    { targetCalories: 2000 },
    { targetCalories: 1600, restrictions: ["vegetarian"], preferredCuisines: ["Italian"] },
    { targetCalories: 2400, restrictions: ["lowCarb"] },
    { targetCalories: 2200, restrictions: ["vegan"], dislikedIngredients: ["mushrooms"] },
    { targetCalories: 3000, restrictions: ["glutenFree", "dairyFree"] },
  ];

  it("pairs the dinners with the next days' lunches, and the week keeps every hard rule", () => {
    for (const profile of PROFILES) {
      const plan = planOf(real, { ...profile, seed: 11, leftovers: true });
      // six pairs a week (Sunday's dinner has no next day), fewer where a pair keeps a day off target
      expect(leftoverPairs(plan).length).toBeGreaterThanOrEqual(5);
      expect(plan.days[0].meals.lunch.leftoverOf).toBeUndefined();
      expect(plan.constraints.leftovers).toBe(true);
      expectInvariants(plan, real, profile.restrictions ?? [], profile.dislikedIngredients ?? []);
    }
  });

  it("keeps the days on target nearly as well as without leftovers", () => {
    let withLeftovers = 0;
    let without = 0;
    for (const profile of PROFILES) {
      for (const seed of [1, 2]) {
        const on = (plan: MealPlan) => plan.days.filter((d) => d.withinTarget).length;
        withLeftovers += on(planOf(real, { ...profile, seed, leftovers: true }));
        without += on(planOf(real, { ...profile, seed }));
      }
    }
    // 70 days each; measured 69 and 70 (the bench compares all 256 profiles)
    expect(without).toBeGreaterThanOrEqual(66);
    expect(withLeftovers).toBeGreaterThanOrEqual(without - 4);
  });

  it("gives the leftover lunch a portion of its own, by the portion rules", () => {
    const portions = PROFILES.flatMap((profile) => {
      const plan = planOf(real, { ...profile, seed: 5, leftovers: true });
      return plan.days
        .slice(1)
        .map((d) => [
          plan.days[d.meals.lunch.leftoverOf!.day].meals.dinner.servings,
          d.meals.lunch.servings,
        ]);
    });
    for (const [, lunch] of portions) expect([0.5, 1, 1.5, 2]).toContain(lunch);
    // the search moves the lunch's portion for its own day, not the dinner's
    expect(portions.filter(([dinner, lunch]) => dinner !== lunch).length).toBeGreaterThan(0);
  });

  it("marks no meal as a leftover without the option, and plans exactly as before", () => {
    const plain = planOf(real, { targetCalories: 2000, seed: 3 });
    expect(leftoverPairs(plain)).toEqual([]);
    expect(plain.constraints.leftovers).toBeUndefined();
    expect(planOf(real, { targetCalories: 2000, seed: 3, leftovers: false })).toEqual(plain);
  });

  it("holds its invariants and its pairs for any target, restrictions and seed (synthetic catalogue)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1200, max: 3500 }),
        fc.subarray(["vegetarian", "glutenFree", "dairyFree", "lowCarb"], { maxLength: 2 }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (target, restrictions, seed) => {
          const result = generateMealPlan(synthetic, {
            targetCalories: target,
            restrictions,
            seed,
            leftovers: true,
          });
          if (!result.ok) return;
          expectInvariants(result.plan, synthetic, restrictions, []);
          // every pair is yesterday's dinner (the synthetic days are often off target: fewer pairs)
          leftoverPairs(result.plan);
        },
      ),
      { numRuns: 15 },
    );
  }, 60_000);

  it("ends a pair when either half is swapped; the other half stays as it is", () => {
    const plan = planOf(real, { targetCalories: 2000, seed: 9, leftovers: true });
    const dinner = swapOptions(real, plan, 2, { slot: "dinner" })[0];
    const swapped = applySwap(plan, 2, { slot: "dinner" }, dinner.recipe, dinner.servings);
    expect(swapped.days[3].meals.lunch.leftoverOf).toBeUndefined();
    expect(swapped.days[3].meals.lunch.recipeId).toBe(plan.days[3].meals.lunch.recipeId);
    expect(leftoverPairs(swapped)).toEqual(leftoverPairs(plan).filter((d) => d !== 2));
    const lunch = swapOptions(real, plan, 5, { slot: "lunch" })[0];
    const other = applySwap(plan, 5, { slot: "lunch" }, lunch.recipe, lunch.servings);
    expect(other.days[5].meals.lunch.leftoverOf).toBeUndefined();
    expect(leftoverPairs(other)).toEqual(leftoverPairs(plan).filter((d) => d !== 4));
  });

  it("refuses a fixed leftover that is not a lunch after the dinner it comes from", () => {
    const plan = planOf(real, { targetCalories: 2000, seed: 3 });
    const dinner = plan.days[0].meals.dinner;
    const result = generateMealPlan(real, {
      targetCalories: 2000,
      leftovers: true,
      daysToPlan: [2],
      fixed: [{ day: 2, slot: "lunch", recipeId: dinner.recipeId, servings: 1, leftoverOf: 0 }],
    });
    expect(result).toEqual({
      ok: false,
      reasons: expect.arrayContaining([
        "A leftover meal must be a lunch after the dinner it comes from.",
      ]),
    });
  });
});

describe("micronutrients in a plan", () => {
  it("carries each meal's micronutrients (the recipe's times the portion) and each day's sums", () => {
    const plan = planOf(real, { targetCalories: 2000, seed: 5 });
    const byId = new Map(real.map((r) => [r.id, r]));
    for (const day of plan.days) {
      const meals = mealsOfDay(day);
      for (const meal of meals) {
        const recipe = byId.get(meal.recipeId)!;
        expect(recipe.micronutrients).toBeDefined();
        expect(
          Math.abs(meal.micronutrients!.iron - recipe.micronutrients!.iron * meal.servings),
        ).toBeLessThanOrEqual(0.05 + 1e-9);
      }
      const potassium = meals.reduce((s, m) => s + m.micronutrients!.potassium, 0);
      expect(day.micronutrients!.potassium).toBeCloseTo(potassium, 0);
      expect(day.micronutrients!.potassium).toBeGreaterThan(500);
    }
    // a swap recomputes the day's sums
    const swapped = applySwap(
      plan,
      0,
      { slot: "dinner" },
      byId.get(plan.days[0].meals.lunch.recipeId)!,
      1,
    );
    const after = mealsOfDay(swapped.days[0]).reduce((s, m) => s + m.micronutrients!.calcium, 0);
    expect(swapped.days[0].micronutrients!.calcium).toBeCloseTo(after, 0);
  });

  it("leaves them out for recipes that carry none", () => {
    const plan = planOf(synthetic, { targetCalories: 2000, seed: 5 });
    expect(plan.days[0].micronutrients).toBeUndefined();
    expect(plan.days[0].meals.breakfast.micronutrients).toBeUndefined();
  });
});

describe("swapping a meal", () => {
  const plan = planOf(real, {
    targetCalories: 2100,
    seed: 77,
    restrictions: ["vegetarian"],
    dislikedIngredients: ["mushroom"],
  });
  const refs: MealRef[] = [{ slot: "breakfast" }, { slot: "lunch" }, { slot: "dinner" }];

  it("offers allowed recipes of the meal's slot that are not on the day and not used twice elsewhere", () => {
    for (let dayIndex = 0; dayIndex < 7; dayIndex++) {
      const day = plan.days[dayIndex];
      const dayRefs: MealRef[] = [
        ...refs,
        ...day.meals.snacks.map((_, index) => ({ slot: "snack" as const, index })),
      ];
      for (const ref of dayRefs) {
        const options = swapOptions(real, plan, dayIndex, ref);
        expect(options.length).toBeGreaterThan(0);
        const onDay = new Set(mealsOfDay(day).map((m) => m.recipeId));
        const current = mealAt(day, ref)!;
        for (const option of options) {
          expect(option.recipe.mealTypes).toContain(ref.slot);
          expect(isRecipeAllowed(option.recipe, ["vegetarian"], ["mushroom"])).toBe(true);
          expect(onDay.has(option.recipe.id)).toBe(false);
          const next = applySwap(plan, dayIndex, ref, option.recipe, option.servings);
          expectInvariants(next, real, ["vegetarian"], ["mushroom"]);
          expect(mealAt(next.days[dayIndex], ref)!.recipeId).toBe(option.recipe.id);
          expect(next.days[dayIndex]).toEqual(option.day);
          // other days are untouched
          next.days.forEach((d, i) => {
            if (i !== dayIndex) expect(d).toBe(plan.days[i]);
          });
        }
        expect(options.some((o) => o.recipe.id === current.recipeId)).toBe(false);
      }
    }
    // every option of every meal of the week is checked against the plan's invariants: seconds of
    // CPU that grow with the catalogue, so it gets more than the default 5 s on a loaded machine
  }, 60_000);

  it("ranks first the options that keep the day on its calorie target", () => {
    const options = swapOptions(real, plan, 2, { slot: "dinner" });
    expect(swapKeepsDayOnTarget(plan.days[2], options[0].day)).toBe(true);
    const keeps = options.map((o) => swapKeepsDayOnTarget(plan.days[2], o.day));
    // once an option misses, none after it keeps the day on target
    const firstMiss = keeps.indexOf(false);
    if (firstMiss >= 0) expect(keeps.slice(firstMiss).every((k) => !k)).toBe(true);
  });

  it("judges a swap by the day's calories: on target, or no worse than before", () => {
    const day = (calories: number): PlannedDay =>
      ({ deviation: { calories, protein: 0, carbs: 0, fat: 0 } }) as PlannedDay;
    expect(swapKeepsDayOnTarget(day(0.01), day(0.049))).toBe(true);
    expect(swapKeepsDayOnTarget(day(0.01), day(0.06))).toBe(false);
    expect(swapKeepsDayOnTarget(day(-0.08), day(-0.07))).toBe(true);
    expect(swapKeepsDayOnTarget(day(-0.08), day(-0.09))).toBe(false);
  });

  it("answers no options for a day or meal that does not exist", () => {
    expect(swapOptions(real, plan, 9, { slot: "lunch" })).toEqual([]);
    expect(swapOptions(real, plan, 0, { slot: "snack", index: 5 })).toEqual([]);
  });
});
