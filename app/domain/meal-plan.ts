/**
 * The meal-plan optimizer: for a daily calorie target and macro split, choose for each day a breakfast,
 * lunch, dinner and snacks from the catalogue with a portion per meal (0.5 to 2 servings in quarter
 * steps), so that each day lands within +/-5 % of the calories and +/-10 % of each macro's grams when the
 * catalogue allows it. Method and reasons: docs/decisions/008-meal-plan-optimizer.md (seeded greedy
 * start, then best-improvement local search over recipe swaps and portion changes, one day at a time).
 *
 * Pure: no I/O, no clock, no Math.random (a seeded generator), so the same inputs and seed give the
 * same plan.
 */

export type MealSlot = "breakfast" | "lunch" | "dinner" | "snack";

export type MacroSplit = { protein: number; carbs: number; fat: number };

export type PlanRecipe = {
  id: number;
  title: string;
  description: string;
  /** per serving */
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  mealTypes: string[];
  cuisine: string;
  dietaryTags: string[];
  /** ingredient names or lines, matched against disliked ingredients */
  ingredientNames: string[];
};

export type PlanRequest = {
  targetCalories: number;
  /** percent of calories; sums to 100 */
  macroSplit?: MacroSplit;
  /** vegetarian, vegan, glutenFree, dairyFree, nutFree: every meal must carry the tag */
  restrictions?: string[];
  dislikedIngredients?: string[];
  preferredCuisines?: string[];
  seed?: number;
  days?: number;
  snacksPerDay?: number;
};

export type PlannedMeal = {
  recipeId: number;
  title: string;
  description: string;
  cuisine: string;
  /** portion multiplier of the recipe's serving */
  servings: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
};

export type Totals = { calories: number; protein: number; carbs: number; fat: number };

export type PlannedDay = {
  day: string;
  meals: { breakfast: PlannedMeal; lunch: PlannedMeal; dinner: PlannedMeal; snacks: PlannedMeal[] };
  totals: Totals;
  /** achieved split, percent of calories */
  macroSplit: MacroSplit;
  /** signed relative deviation from the targets, e.g. 0.031 = 3.1 % over */
  deviation: Totals;
  withinTarget: boolean;
};

export type MealPlan = {
  dailyCalories: number;
  macroSplit: MacroSplit;
  macroTargets: Omit<Totals, "calories">;
  days: PlannedDay[];
  seed: number;
};

export type PlanResult = { ok: true; plan: MealPlan } | { ok: false; reasons: string[] };

export const DAY_NAMES = [
  "Monday",
  "Tuesday",
  "Wednesday",
  "Thursday",
  "Friday",
  "Saturday",
  "Sunday",
] as const;

export const PORTIONS = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** Shares of the day's calories per slot (snacks share theirs). */
export const SLOT_SHARES: Record<MealSlot, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
};
export const DEFAULT_MACRO_SPLIT: MacroSplit = { protein: 20, carbs: 50, fat: 30 };
/** For a low-carb profile; low carb shapes the targets rather than excluding recipes. */
export const LOW_CARB_MACRO_SPLIT: MacroSplit = { protein: 30, carbs: 20, fat: 50 };
export const CALORIE_TOLERANCE = 0.05;
export const MACRO_TOLERANCE = 0.1;
export const MAX_USES_PER_WEEK = 2;
/** Restrictions that exclude recipes (the recipe must carry the tag). */
export const EXCLUDING_RESTRICTIONS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
] as const;

const CANDIDATES_PER_SLOT = 24;

/** mulberry32: small, fast, seeded. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function macroGramTargets(calories: number, split: MacroSplit) {
  return {
    protein: (calories * split.protein) / 100 / 4,
    carbs: (calories * split.carbs) / 100 / 4,
    fat: (calories * split.fat) / 100 / 9,
  };
}

/** Whether a recipe may appear for these restrictions and dislikes. */
export function isRecipeAllowed(
  recipe: Pick<PlanRecipe, "dietaryTags" | "ingredientNames" | "title">,
  restrictions: readonly string[],
  dislikedIngredients: readonly string[],
): boolean {
  for (const restriction of restrictions) {
    if (!(EXCLUDING_RESTRICTIONS as readonly string[]).includes(restriction)) continue;
    // vegan implies vegetarian; the tag itself is what the recipe must carry
    if (!recipe.dietaryTags.includes(restriction)) return false;
  }
  const dislikes = dislikedIngredients.map((d) => d.trim().toLowerCase()).filter(Boolean);
  if (dislikes.length === 0) return true;
  const haystack = [recipe.title, ...recipe.ingredientNames].map((s) => s.toLowerCase());
  return !dislikes.some((d) => haystack.some((text) => containsWord(text, d)));
}

function containsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // "egg" matches "eggs" and "egg yolk" but not "eggplant"
  return new RegExp(`(^|[^a-z])${escaped}(s|es)?([^a-z]|$)`).test(text);
}

function round1(n: number) {
  return Math.round(n * 10) / 10;
}

function mealOf(recipe: PlanRecipe, servings: number): PlannedMeal {
  return {
    recipeId: recipe.id,
    title: recipe.title,
    description: recipe.description,
    cuisine: recipe.cuisine,
    servings,
    calories: Math.round(recipe.calories * servings),
    protein: round1(recipe.protein * servings),
    carbs: round1(recipe.carbs * servings),
    fat: round1(recipe.fat * servings),
  };
}

type Choice = { recipe: PlanRecipe; servings: number };

type DayTargets = { calories: number; protein: number; carbs: number; fat: number };

function sumChoices(choices: readonly Choice[]): Totals {
  let calories = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  for (const { recipe, servings } of choices) {
    calories += recipe.calories * servings;
    protein += recipe.protein * servings;
    carbs += recipe.carbs * servings;
    fat += recipe.fat * servings;
  }
  return { calories, protein, carbs, fat };
}

/**
 * Lower is better. Calories weigh most; macros next; then how far each meal is from its slot's share,
 * with small rewards for preferred cuisines and small costs for recipes already used this week.
 */
function dayCost(
  choices: readonly Choice[],
  slots: readonly MealSlot[],
  targets: DayTargets,
  context: {
    preferred: ReadonlySet<string>;
    weekUses: ReadonlyMap<number, number>;
    snacks: number;
  },
): number {
  const totals = sumChoices(choices);
  const dk = (totals.calories - targets.calories) / targets.calories;
  const dp = (totals.protein - targets.protein) / targets.protein;
  const dc = (totals.carbs - targets.carbs) / targets.carbs;
  const df = (totals.fat - targets.fat) / targets.fat;
  // beyond the tolerance the cost climbs steeply, inside it gently
  const over = (d: number, tol: number) => Math.max(0, Math.abs(d) - tol);
  let cost =
    200 * dk * dk +
    20000 * over(dk, CALORIE_TOLERANCE * 0.8) ** 2 +
    12 * (dp * dp + dc * dc + df * df) +
    600 *
      (over(dp, MACRO_TOLERANCE * 0.8) ** 2 +
        over(dc, MACRO_TOLERANCE * 0.8) ** 2 +
        over(df, MACRO_TOLERANCE * 0.8) ** 2);
  for (let i = 0; i < choices.length; i++) {
    const share = SLOT_SHARES[slots[i]] / (slots[i] === "snack" ? context.snacks : 1);
    const ds = (choices[i].recipe.calories * choices[i].servings) / targets.calories - share;
    cost += 3 * ds * ds;
    if (context.preferred.has(choices[i].recipe.cuisine.toLowerCase())) cost -= 0.004;
    cost += 0.003 * (context.weekUses.get(choices[i].recipe.id) ?? 0);
    cost += 0.0005 * Math.abs(choices[i].servings - 1);
  }
  return cost;
}

function bestPortion(recipe: PlanRecipe, slotCalories: number): number {
  let best: number = PORTIONS[0];
  let bestGap = Infinity;
  for (const p of PORTIONS) {
    const gap = Math.abs(recipe.calories * p - slotCalories);
    if (gap < bestGap) {
      bestGap = gap;
      best = p;
    }
  }
  return best;
}

/** Generates a weekly plan. Infeasible inputs are reported with reasons, never hidden. */
export function generateMealPlan(
  catalogue: readonly PlanRecipe[],
  request: PlanRequest,
): PlanResult {
  const restrictions = request.restrictions ?? [];
  const dislikes = request.dislikedIngredients ?? [];
  const dayCount = request.days ?? 7;
  const snacksPerDay = request.snacksPerDay ?? 1;
  const seed = (request.seed ?? 1) >>> 0;
  const split =
    request.macroSplit ??
    (restrictions.includes("lowCarb") ? LOW_CARB_MACRO_SPLIT : DEFAULT_MACRO_SPLIT);
  const reasons: string[] = [];

  if (
    !Number.isFinite(request.targetCalories) ||
    request.targetCalories < 800 ||
    request.targetCalories > 6000
  ) {
    reasons.push("The daily calorie target must be between 800 and 6000 kcal.");
  }
  if (Math.abs(split.protein + split.carbs + split.fat - 100) > 0.5) {
    reasons.push("The macro split must add up to 100 %.");
  }
  if (dayCount < 1 || dayCount > 7 || snacksPerDay < 0 || snacksPerDay > 3) {
    reasons.push("A plan has 1 to 7 days and 0 to 3 snacks a day.");
  }
  if (reasons.length) return { ok: false, reasons };

  const allowed = catalogue.filter(
    (r) => r.calories > 0 && isRecipeAllowed(r, restrictions, dislikes),
  );
  const slots: MealSlot[] = ["breakfast", "lunch", "dinner", ...Array(snacksPerDay).fill("snack")];
  const pools = new Map<MealSlot, PlanRecipe[]>();
  for (const slot of new Set(slots)) {
    const pool = allowed.filter((r) => r.mealTypes.includes(slot));
    pools.set(slot, pool);
    const perWeek = slots.filter((s) => s === slot).length * dayCount;
    const needed = Math.ceil(perWeek / MAX_USES_PER_WEEK);
    if (pool.length < needed) {
      reasons.push(
        `Only ${pool.length} ${slot} recipe${pool.length === 1 ? "" : "s"} match these restrictions and dislikes; ` +
          `${needed} are needed so that none appears more than ${MAX_USES_PER_WEEK} times a week.`,
      );
    }
  }
  if (reasons.length) return { ok: false, reasons };

  const random = seededRandom(seed);
  const targets: DayTargets = {
    calories: request.targetCalories,
    ...macroGramTargets(request.targetCalories, split),
  };
  const preferred = new Set((request.preferredCuisines ?? []).map((c) => c.toLowerCase()));
  const weekUses = new Map<number, number>();
  const days: PlannedDay[] = [];

  for (let d = 0; d < dayCount; d++) {
    const context = { preferred, weekUses, snacks: Math.max(1, snacksPerDay) };
    const usable = (
      recipe: PlanRecipe,
      dayChoices: readonly (Choice | undefined)[],
      except: number,
    ) =>
      (weekUses.get(recipe.id) ?? 0) < MAX_USES_PER_WEEK &&
      !dayChoices.some((c, i) => i !== except && c?.recipe.id === recipe.id);

    // Seeded greedy start: for each slot one of the few recipes that best fit its share.
    const choices: (Choice | undefined)[] = [];
    for (let i = 0; i < slots.length; i++) {
      const slotCalories =
        targets.calories * (SLOT_SHARES[slots[i]] / (slots[i] === "snack" ? context.snacks : 1));
      const ranked = pools
        .get(slots[i])!
        .filter((r) => usable(r, choices, i))
        .map((r) => {
          const servings = bestPortion(r, slotCalories);
          const fit = Math.abs(r.calories * servings - slotCalories) / slotCalories;
          const bonus = preferred.has(r.cuisine.toLowerCase()) ? 0.05 : 0;
          return {
            r,
            servings,
            score: fit - bonus + 0.02 * (weekUses.get(r.id) ?? 0) + random() * 0.15,
          };
        })
        .sort((a, b) => a.score - b.score);
      if (ranked.length === 0) {
        return {
          ok: false,
          reasons: [`No ${slots[i]} recipe is left for ${DAY_NAMES[d % 7]} without repeating one.`],
        };
      }
      const pick = ranked[Math.floor(random() * Math.min(3, ranked.length))];
      choices[i] = { recipe: pick.r, servings: pick.servings };
    }

    // Best-improvement local search: swap a slot's recipe (among its best-fitting candidates) or
    // change a portion, while any move lowers the cost.
    let current = choices as Choice[];
    let currentCost = dayCost(current, slots, targets, context);
    const shortlists = slots.map((slot) => {
      const slotCalories =
        targets.calories * (SLOT_SHARES[slot] / (slot === "snack" ? context.snacks : 1));
      const pool = pools.get(slot)!;
      const scored = pool.map((r) => ({
        r,
        key: Math.abs(r.calories * bestPortion(r, slotCalories) - slotCalories) + random() * 20,
      }));
      scored.sort((a, b) => a.key - b.key);
      return scored.slice(0, CANDIDATES_PER_SLOT).map((s) => s.r);
    });
    for (let iteration = 0; iteration < 40; iteration++) {
      let bestMove: Choice[] | null = null;
      let bestCost = currentCost;
      for (let i = 0; i < slots.length; i++) {
        const candidates = [
          current[i].recipe,
          ...shortlists[i].filter((r) => r.id !== current[i].recipe.id),
        ];
        for (const recipe of candidates) {
          if (recipe.id !== current[i].recipe.id && !usable(recipe, current, i)) continue;
          for (const servings of PORTIONS) {
            if (recipe.id === current[i].recipe.id && servings === current[i].servings) continue;
            const trial = current.slice();
            trial[i] = { recipe, servings };
            const cost = dayCost(trial, slots, targets, context);
            if (cost < bestCost - 1e-12) {
              bestCost = cost;
              bestMove = trial;
            }
          }
        }
      }
      if (!bestMove) break;
      current = bestMove;
      currentCost = bestCost;
    }

    for (const choice of current)
      weekUses.set(choice.recipe.id, (weekUses.get(choice.recipe.id) ?? 0) + 1);
    days.push(buildDay(DAY_NAMES[d % 7], current, slots, targets));
  }

  return {
    ok: true,
    plan: {
      dailyCalories: Math.round(targets.calories),
      macroSplit: split,
      macroTargets: {
        protein: round1(targets.protein),
        carbs: round1(targets.carbs),
        fat: round1(targets.fat),
      },
      days,
      seed,
    },
  };
}

function buildDay(
  day: string,
  choices: readonly Choice[],
  slots: readonly MealSlot[],
  targets: DayTargets,
): PlannedDay {
  const meals = choices.map((c) => mealOf(c.recipe, c.servings));
  const raw = sumChoices(choices);
  const totals: Totals = {
    calories: Math.round(raw.calories),
    protein: round1(raw.protein),
    carbs: round1(raw.carbs),
    fat: round1(raw.fat),
  };
  const deviation: Totals = {
    calories: round3((raw.calories - targets.calories) / targets.calories),
    protein: round3((raw.protein - targets.protein) / targets.protein),
    carbs: round3((raw.carbs - targets.carbs) / targets.carbs),
    fat: round3((raw.fat - targets.fat) / targets.fat),
  };
  const kcalFromMacros = raw.protein * 4 + raw.carbs * 4 + raw.fat * 9 || 1;
  return {
    day,
    meals: {
      breakfast: meals[slots.indexOf("breakfast")],
      lunch: meals[slots.indexOf("lunch")],
      dinner: meals[slots.indexOf("dinner")],
      snacks: meals.filter((_, i) => slots[i] === "snack"),
    },
    totals,
    macroSplit: {
      protein: Math.round((raw.protein * 400) / kcalFromMacros),
      carbs: Math.round((raw.carbs * 400) / kcalFromMacros),
      fat: Math.round((raw.fat * 900) / kcalFromMacros),
    },
    deviation,
    withinTarget:
      Math.abs(deviation.calories) <= CALORIE_TOLERANCE &&
      Math.abs(deviation.protein) <= MACRO_TOLERANCE &&
      Math.abs(deviation.carbs) <= MACRO_TOLERANCE &&
      Math.abs(deviation.fat) <= MACRO_TOLERANCE,
  };
}

function round3(n: number) {
  return Math.round(n * 1000) / 1000;
}

/** Meals of a day in slot order, snacks last. */
export function mealsOfDay(day: PlannedDay): PlannedMeal[] {
  return [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
}
