/**
 * The meal-plan optimizer: for a daily calorie target and macro split, choose for each day a breakfast,
 * lunch, dinner and 0 to 3 snacks from the catalogue with a portion per meal (0.5 to 2 servings in
 * half steps), so that each day lands within +/-5 % of the calories and +/-10 % of each macro's
 * grams when the catalogue allows it, and says by how much a day misses when it does not.
 * Method and reasons: docs/decisions/008-meal-plan-optimizer.md (seeded greedy start, then
 * best-improvement local search per day), 036 (hard rules, the week's trades) and 037 (the
 * preferred-cuisine top-up, the final polish of the days still off target).
 *
 * Pure: no I/O, no clock, no Math.random (a seeded generator), so the same inputs and seed give the
 * same plan.
 */
import { dislikeMatcher } from "./food/names";
import { CALORIE_TOLERANCE, dayStatus, MACRO_TOLERANCE } from "./plan-status";
import {
  MICRONUTRIENT_KEYS,
  micronutrientsOf,
  ZERO_MICRONUTRIENTS,
  type MealMacros,
  type Micronutrients,
} from "./food/nutrients";

export type MealSlot = "breakfast" | "lunch" | "dinner" | "snack";

export type MacroSplit = { protein: number; carbs: number; fat: number };

/** A recipe the planner may choose; its macros are per serving. */
export type PlanRecipe = MealMacros & {
  id: number;
  title: string;
  description: string;
  mealTypes: string[];
  cuisine: string;
  dietaryTags: string[];
  /** ingredient names or lines, matched against disliked ingredients */
  ingredientNames: string[];
  /** per serving (app/domain/food/nutrients.ts); plans carry their days' totals */
  micronutrients?: Micronutrients;
  /** eggs in one serving (app/domain/food/recipe.ts `eggsPerServing`); a day holds at most MAX_EGGS_PER_DAY */
  eggsPerServing?: number;
};

export type PlanRequest = {
  targetCalories: number;
  /** percent of calories; sums to 100 */
  macroSplit?: MacroSplit;
  /** vegetarian, vegan, glutenFree, dairyFree, nutFree: every meal must carry the tag; lowCarb shapes the split */
  restrictions?: string[];
  dislikedIngredients?: string[];
  preferredCuisines?: string[];
  seed?: number;
  days?: number;
  /** a fixed number of snacks a day (0 to 3); by default each day takes 0 to 2, whatever fits best */
  snacksPerDay?: number;
  /**
   * The low-carb preset's carbohydrate ceiling, g a day (app/domain/targets.ts). Stored with the
   * plan's constraints; the split already aims at it (issue 18 makes it a hard limit).
   */
  carbCeilingGrams?: number | null;
  /** the macro preset the split comes from (balanced, highProtein, lowCarb) */
  macroPreset?: string;
  /**
   * Meals no move may change (ADR 043: locks and re-planning): a locked meal of a day to plan, and
   * every meal of a day that is not planned. A recipe not in the catalogue is a reason, not a guess.
   */
  fixed?: FixedMeal[];
  /** the days (0-based) to plan; the others are their `fixed` meals as given. Default: every day */
  daysToPlan?: number[];
  /**
   * Recipes a day to plan should not come back with (ADR 043: re-planning a day replaces its
   * unlocked meals instead of answering with the same ones); priced as a broken rule, so taken only
   * when nothing else fits.
   */
  avoid?: { day: number; recipeId: number }[];
  /**
   * Cook once, eat twice (ADR 048): each day's lunch is the leftover of the previous day's dinner
   * (the same recipe, its own portion), for every day to plan whose lunch is not fixed.
   */
  leftovers?: boolean;
  /**
   * Days to plan only for their lunch (ADR 048: the leftover of a re-planned dinner): every other
   * meal of the day is fixed, and no snack is added or dropped.
   */
  lunchOnlyDays?: number[];
};

/** A meal given to the planner as it is: a slot of a day with a recipe and a portion. */
export type FixedMeal = {
  day: number;
  slot: MealSlot;
  recipeId: number;
  servings: number;
  /** a lunch that is the leftover of this day's dinner (ADR 048) */
  leftoverOf?: number;
};

/** Where a leftover meal was cooked: the dinner of a day of the plan (0-based). */
export type LeftoverOf = { day: number; meal: "dinner" };

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
  /** the recipe's per-serving micronutrients times the portion, when the recipe carries them */
  micronutrients?: Micronutrients;
  /** the user locked this meal: regenerating its day keeps it (ADR 043) */
  locked?: boolean;
  /** the leftover of an earlier meal, cooked once for both (ADR 048) */
  leftoverOf?: LeftoverOf;
};

export type Totals = { calories: number; protein: number; carbs: number; fat: number };

export type PlannedDay = {
  day: string;
  meals: { breakfast: PlannedMeal; lunch: PlannedMeal; dinner: PlannedMeal; snacks: PlannedMeal[] };
  totals: Totals;
  /** the day's micronutrients: the sum over the meals that carry them */
  micronutrients?: Micronutrients;
  /** achieved split, percent of calories */
  macroSplit: MacroSplit;
  /** signed relative deviation from the targets, e.g. 0.031 = 3.1 % over */
  deviation: Totals;
  withinTarget: boolean;
  /** one sentence per target the day misses ("Calories 6.2 % under the target."); empty when on target */
  issues: string[];
};

/** What the plan was built for; swaps are held to the same rules. */
export type PlanConstraints = {
  restrictions: string[];
  dislikedIngredients: string[];
  preferredCuisines: string[];
  /** g of carbohydrate a day at most (the low-carb preset), null when none */
  carbCeilingGrams?: number | null;
  macroPreset?: string;
  /** planned with leftovers: a dinner's extra servings are the next day's lunch (ADR 048) */
  leftovers?: boolean;
};

export type MealPlan = {
  dailyCalories: number;
  macroSplit: MacroSplit;
  macroTargets: Omit<Totals, "calories">;
  days: PlannedDay[];
  seed: number;
  constraints: PlanConstraints;
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

/**
 * Portions in half steps, 0.5 to 2 servings (ADR 036: the planner's hard rules). At least
 * MIN_USUAL_PORTION_SHARE of a week's meals are at most USUAL_MAX_PORTION.
 */
export const PORTIONS = [0.5, 1, 1.5, 2] as const;
export const USUAL_MAX_PORTION = 1.5;
export const MIN_USUAL_PORTION_SHARE = 0.85;
export const MIN_PORTION = PORTIONS[0];
export const MAX_PORTION = PORTIONS[PORTIONS.length - 1];
export const PORTION_STEP = 0.5;
/** At most this many eggs a day, counted from the recipes' ingredients. */
export const MAX_EGGS_PER_DAY = 4;
/** A snack brings at most this share of the day's energy. */
export const MAX_SNACK_SHARE = 0.2;
/** At least this share of a week's meals come from the preferred cuisines, when the catalogue allows. */
export const PREFERRED_CUISINE_SHARE = 1 / 3;
/** Shares of the day's calories per slot with one snack. */
export const SLOT_SHARES: Record<MealSlot, number> = {
  breakfast: 0.25,
  lunch: 0.35,
  dinner: 0.3,
  snack: 0.1,
};
export const MAX_AUTO_SNACKS = 3;
export const DEFAULT_MACRO_SPLIT: MacroSplit = { protein: 20, carbs: 50, fat: 30 };
/** For a low-carb profile; low carb shapes the targets rather than excluding recipes. */
export const LOW_CARB_MACRO_SPLIT: MacroSplit = { protein: 30, carbs: 20, fat: 50 };
export { CALORIE_TOLERANCE, MACRO_TOLERANCE };
export const MAX_USES_PER_WEEK = 2;
/** Restrictions that exclude recipes (the recipe must carry the tag). */
export const EXCLUDING_RESTRICTIONS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
] as const;

const MAIN_SLOTS = ["breakfast", "lunch", "dinner"] as const;
/** What a meal of a preferred cuisine takes off the cost: enough to choose it among fitting recipes. */
const PREFERRED_CUISINE_BONUS = 0.05;
/**
 * Hard rules are costs no target can outweigh, so the search leaves a breaking state first and never
 * enters one: a broken rule costs more than any miss of calories or macros (ADR 036).
 */
const BROKEN_RULE = 1e9;
/** Over the carbohydrate ceiling: worse than any calorie miss, so a day gives up calories first. */
const OVER_CEILING = 1e8;
/**
 * A preferred-cuisine meal short of the week's third: more than any choice inside the tolerance
 * bands, less than leaving them. Targets come before taste (ADR 036: the hard version cost 11 % of
 * the on-target days on the benchmark's profiles the exact solver shows feasible).
 */
const MISSING_PREFERRED = 0.5;
/**
 * A day of the week's preferred-cuisine top-up short of its new count: a hard rule below the others
 * (eggs, portions, snacks, repeats, the ceiling), above any calorie or macro miss (ADR 037).
 */
const PREFERRED_SHORT = 2e5;
/** The search keeps snacks under this share of the target (MAX_SNACK_SHARE of the day, with slack for the day's own tolerance). */
const SNACK_SEARCH_SHARE = 0.19;
/** The search aims carbohydrate at this share of a ceiling: inside it, and inside the 10 % tolerance. */
const CEILING_AIM = 0.95;
const CANDIDATES_PER_SLOT = 60;
const MAX_DAY_ITERATIONS = 80;
/** The optimizer aims inside these bands so that rounding never pushes a day out of tolerance. */
const CALORIE_BAND = 0.045;
const MACRO_BAND = 0.09;

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

/** The split a request plans for: its own, else low carb's for a lowCarb profile, else 20/50/30. */
export function splitFor(request: Pick<PlanRequest, "macroSplit" | "restrictions">): MacroSplit {
  return (
    request.macroSplit ??
    ((request.restrictions ?? []).includes("lowCarb") ? LOW_CARB_MACRO_SPLIT : DEFAULT_MACRO_SPLIT)
  );
}

/**
 * The hard carbohydrate ceiling a request plans under, g a day: the low-carb preset's
 * (app/domain/targets.ts), or for a low-carb restriction without a split, the low-carb split's grams.
 */
export function carbCeilingFor(
  request: Pick<PlanRequest, "carbCeilingGrams" | "macroSplit" | "restrictions" | "targetCalories">,
): number | null {
  if (request.carbCeilingGrams != null) return request.carbCeilingGrams;
  if (request.macroSplit || !(request.restrictions ?? []).includes("lowCarb")) return null;
  return Math.floor(macroGramTargets(request.targetCalories, LOW_CARB_MACRO_SPLIT).carbs);
}

/** Whether a recipe may appear for these restrictions and dislikes. */
export function isRecipeAllowed(
  recipe: Pick<PlanRecipe, "dietaryTags" | "ingredientNames" | "title">,
  restrictions: readonly string[],
  dislikedIngredients: readonly string[],
): boolean {
  return recipeFilter(restrictions, dislikedIngredients)(recipe);
}

/**
 * The test of isRecipeAllowed, built once for many recipes. Dislikes are the food engine's
 * (app/domain/food/names.ts): any name and kind of the disliked food in the title or an
 * ingredient ("mushrooms" excludes shiitake, "coriander" excludes cilantro, "olives" keeps olive oil).
 */
export function recipeFilter(
  restrictions: readonly string[],
  dislikedIngredients: readonly string[],
): (recipe: Pick<PlanRecipe, "dietaryTags" | "ingredientNames" | "title">) => boolean {
  // vegan implies vegetarian; the tag itself is what the recipe must carry
  const tags = restrictions.filter((r) =>
    (EXCLUDING_RESTRICTIONS as readonly string[]).includes(r),
  );
  const disliked = dislikeMatcher(dislikedIngredients);
  return (recipe) => {
    for (const tag of tags) if (!recipe.dietaryTags.includes(tag)) return false;
    return disliked([recipe.title, ...recipe.ingredientNames]) === null;
  };
}

function round1(n: number) {
  return Math.round(n * 10) / 10;
}

export function mealOf(recipe: PlanRecipe, servings: number): PlannedMeal {
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
    ...(recipe.micronutrients
      ? { micronutrients: micronutrientsOf(scaleMicronutrients(recipe.micronutrients, servings)) }
      : {}),
  };
}

function scaleMicronutrients(m: Micronutrients, factor: number): Micronutrients {
  const out = { ...m };
  for (const k of MICRONUTRIENT_KEYS) out[k] = m[k] * factor;
  return out;
}

/** The sum of the meals' micronutrients, or undefined when no meal carries them. */
function dayMicronutrients(meals: readonly PlannedMeal[]): Micronutrients | undefined {
  const carrying = meals.filter((m) => m.micronutrients);
  if (carrying.length === 0) return undefined;
  const sum = { ...ZERO_MICRONUTRIENTS };
  for (const m of carrying) for (const k of MICRONUTRIENT_KEYS) sum[k] += m.micronutrients![k];
  return micronutrientsOf(sum);
}

// ------------------------------------------------------------------------------------ the cost

/**
 * `fixed`: given by the request (a locked meal, a day not planned); no move changes it.
 * `pinned`: half of a leftover pair (ADR 048); its recipe stays, its portion may change.
 * `leftoverOf`: the day whose dinner this lunch is the leftover of.
 */
type Choice = {
  slot: MealSlot;
  recipe: PlanRecipe;
  servings: number;
  fixed?: boolean;
  pinned?: boolean;
  leftoverOf?: number;
};

type DayTargets = {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  /** g of carbohydrate a day at most; the search aims below it */
  carbCeiling?: number | null;
};

type SearchContext = {
  targets: DayTargets;
  /** uses of each recipe on the other days of the week */
  weekUses: Map<number, number>;
  /** per recipe id: the part of a meal's cost that does not depend on its portion (variety, cuisine) */
  recipeCost: Map<number, number>;
  minSnacks: number;
  maxSnacks: number;
  /** meals above USUAL_MAX_PORTION this day may hold */
  maxLarge: number;
  /** recipes of a preferred cuisine */
  preferredIds: ReadonlySet<number>;
  /** at most this many preferred-cuisine meals can be asked of this day (what the catalogue has left); 0 without preferences */
  preferredCap: number;
  /** preferred-cuisine meals the other days hold beyond their third (negative: short of it) */
  preferredSurplus: number;
  /** the week's top-up (ADR 037): this day must hold at least this many preferred-cuisine meals */
  preferredMin?: number;
  /** the day's dinner will also be the next day's lunch: it needs two of the week's uses (ADR 048) */
  dinnerFeedsLeftover?: boolean;
};

/** Share of the day's calories for one meal of a slot, given the day's snack count. */
function slotShare(slot: MealSlot, snacks: number): number {
  const snackShare = snacks === 0 ? 0 : snacks === 1 ? 0.1 : 0.08;
  if (slot === "snack") return snackShare;
  return (SLOT_SHARES[slot] * (1 - snacks * snackShare)) / 0.9;
}

/**
 * The day's cost from its totals; lower is better. Calories outside the band cost far more than any
 * macro can save (so calories come first), macros outside theirs come next; inside the bands both
 * pull gently toward the exact target.
 */
function targetCost(
  kcal: number,
  protein: number,
  carbs: number,
  fat: number,
  t: DayTargets,
): number {
  const dk = (kcal - t.calories) / t.calories;
  const ak = Math.abs(dk) - CALORIE_BAND;
  let cost = 100 * dk * dk;
  if (ak > 0) cost += 1e5 * ak + 1e7 * ak * ak;
  cost += macroCost((protein - t.protein) / t.protein);
  cost += macroCost((carbs - t.carbs) / t.carbs);
  cost += macroCost((fat - t.fat) / t.fat);
  if (t.carbCeiling != null && carbs > t.carbCeiling) {
    cost += OVER_CEILING + (1e10 * (carbs - t.carbCeiling)) / t.carbCeiling;
  }
  return cost;
}

/** The day-level hard rules and the preferred-cuisine quota, from the day's counts. */
function rulesCost(
  eggs: number,
  large: number,
  preferred: number,
  meals: number,
  ctx: SearchContext,
): number {
  let cost = 0;
  if (eggs > MAX_EGGS_PER_DAY + 1e-9) cost += BROKEN_RULE * (1 + eggs - MAX_EGGS_PER_DAY);
  if (large > ctx.maxLarge) cost += BROKEN_RULE * (large - ctx.maxLarge);
  const quota = Math.min(
    ctx.preferredCap,
    Math.max(0, Math.ceil(meals * PREFERRED_CUISINE_SHARE - ctx.preferredSurplus - 1e-9)),
  );
  if (preferred < quota) cost += MISSING_PREFERRED * (quota - preferred);
  if (ctx.preferredMin !== undefined && preferred < ctx.preferredMin)
    cost += PREFERRED_SHORT * (ctx.preferredMin - preferred);
  return cost;
}

const eggsOf = (recipe: PlanRecipe, servings: number) => (recipe.eggsPerServing ?? 0) * servings;
const isLarge = (servings: number) => (servings > USUAL_MAX_PORTION + 1e-9 ? 1 : 0);

function macroCost(d: number): number {
  const a = Math.abs(d) - MACRO_BAND;
  return 10 * d * d + (a > 0 ? 30 * a + 300 * a * a : 0);
}

function portionCost(servings: number): number {
  return 0.002 * Math.abs(servings - 1) + 0.05 * isLarge(servings);
}

/** Costs of one meal that do not depend on the rest of the day (a snack's size is a hard rule). */
function mealExtra(
  slot: MealSlot,
  recipe: PlanRecipe,
  servings: number,
  ctx: SearchContext,
): number {
  const oversized =
    slot === "snack" && recipe.calories * servings > SNACK_SEARCH_SHARE * ctx.targets.calories;
  return (
    portionCost(servings) + (ctx.recipeCost.get(recipe.id) ?? 0) + (oversized ? BROKEN_RULE : 0)
  );
}

/** Favour preferred cuisines a little, and recipes not used yet this week. */
function recipeCosts(
  recipes: readonly PlanRecipe[],
  weekUses: ReadonlyMap<number, number>,
  preferred: ReadonlySet<string>,
): Map<number, number> {
  const costs = new Map<number, number>();
  for (const r of recipes) {
    costs.set(
      r.id,
      0.005 * (weekUses.get(r.id) ?? 0) -
        (preferred.has(r.cuisine.toLowerCase()) ? PREFERRED_CUISINE_BONUS : 0),
    );
  }
  return costs;
}

function shareTerm(recipe: PlanRecipe, servings: number, share: number, kcalTarget: number) {
  const d = (recipe.calories * servings) / kcalTarget - share;
  return 3 * d * d;
}

function snackCount(choices: readonly Choice[]) {
  let n = 0;
  for (const c of choices) if (c.slot === "snack") n++;
  return n;
}

function fullCost(choices: readonly Choice[], ctx: SearchContext): number {
  const snacks = snackCount(choices);
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  let extra = 0.03 * Math.abs(snacks - 1);
  let eggs = 0;
  let large = 0;
  let preferred = 0;
  for (const c of choices) {
    kcal += c.recipe.calories * c.servings;
    protein += c.recipe.protein * c.servings;
    carbs += c.recipe.carbs * c.servings;
    fat += c.recipe.fat * c.servings;
    eggs += eggsOf(c.recipe, c.servings);
    large += isLarge(c.servings);
    if (ctx.preferredIds.has(c.recipe.id)) preferred++;
    extra += shareTerm(c.recipe, c.servings, slotShare(c.slot, snacks), ctx.targets.calories);
    extra += mealExtra(c.slot, c.recipe, c.servings, ctx);
  }
  return (
    targetCost(kcal, protein, carbs, fat, ctx.targets) +
    extra +
    rulesCost(eggs, large, preferred, choices.length, ctx)
  );
}

// ------------------------------------------------------------------------------ the day search

type Move =
  | { kind: "set"; i: number; recipe: PlanRecipe; servings: number }
  | { kind: "pair"; i: number; j: number; si: number; sj: number }
  | { kind: "add"; recipe: PlanRecipe; servings: number }
  | { kind: "remove"; i: number };

const PAIR_STEPS = [-0.5, 0.5];

function usableFor(
  ctx: SearchContext,
  recipe: PlanRecipe,
  day: readonly Choice[],
  except: number,
  slot?: MealSlot,
) {
  const uses = slot === "dinner" && ctx.dinnerFeedsLeftover ? 2 : 1;
  if ((ctx.weekUses.get(recipe.id) ?? 0) + uses > MAX_USES_PER_WEEK) return false;
  for (let k = 0; k < day.length; k++)
    if (k !== except && day[k].recipe.id === recipe.id) return false;
  return true;
}

/**
 * Best-improvement local search on one day: replace a meal (recipe and portion), shift two portions
 * at once, add or drop a snack; repeat while a move lowers the cost. Hard rules are part of the
 * cost (rulesCost, mealExtra), so a move that breaks one is never taken.
 */
function improveDay(
  start: Choice[],
  ctx: SearchContext,
  shortlists: Record<MealSlot, PlanRecipe[]>,
  portions: readonly number[] = PORTIONS,
): { choices: Choice[]; cost: number } {
  const maxPortion = portions[portions.length - 1];
  const isPortion = (s: number) => s >= MIN_PORTION - 1e-9 && s <= maxPortion + 1e-9;
  const isPref = (r: PlanRecipe) => (ctx.preferredIds.has(r.id) ? 1 : 0);
  let day = start.slice();
  let cost = fullCost(day, ctx);
  const T = ctx.targets.calories;

  for (let iteration = 0; iteration < MAX_DAY_ITERATIONS; iteration++) {
    const snacks = snackCount(day);
    let kcal = 0;
    let protein = 0;
    let carbs = 0;
    let fat = 0;
    let shares = 0;
    let eggs = 0;
    let large = 0;
    let pref = 0;
    let extras = 0.03 * Math.abs(snacks - 1);
    const share = day.map((c) => slotShare(c.slot, snacks));
    const ownShare = day.map((c, i) => shareTerm(c.recipe, c.servings, share[i], T));
    const ownExtra = day.map((c) => mealExtra(c.slot, c.recipe, c.servings, ctx));
    for (let i = 0; i < day.length; i++) {
      const c = day[i];
      kcal += c.recipe.calories * c.servings;
      protein += c.recipe.protein * c.servings;
      carbs += c.recipe.carbs * c.servings;
      fat += c.recipe.fat * c.servings;
      eggs += eggsOf(c.recipe, c.servings);
      large += isLarge(c.servings);
      pref += isPref(c.recipe);
      shares += ownShare[i];
      extras += ownExtra[i];
    }

    let best: Move | null = null;
    let bestCost = cost - 1e-9;

    // replace one meal: any candidate recipe of its slot, any portion
    for (let i = 0; i < day.length; i++) {
      const c = day[i];
      if (c.fixed) continue;
      const bk = kcal - c.recipe.calories * c.servings;
      const bp = protein - c.recipe.protein * c.servings;
      const bc = carbs - c.recipe.carbs * c.servings;
      const bf = fat - c.recipe.fat * c.servings;
      const be = eggs - eggsOf(c.recipe, c.servings);
      const bl = large - isLarge(c.servings);
      const bpref = pref - isPref(c.recipe);
      const rest = shares - ownShare[i] + extras - ownExtra[i];
      // a leftover pair's meal keeps its recipe; only its portion moves
      const list = c.pinned ? [] : shortlists[c.slot];
      for (let r = -1; r < list.length; r++) {
        const recipe = r < 0 ? c.recipe : list[r];
        if (r >= 0 && (recipe.id === c.recipe.id || !usableFor(ctx, recipe, day, i, c.slot)))
          continue;
        const rp = bpref + isPref(recipe);
        for (const s of portions) {
          if (r < 0 && s === c.servings) continue;
          const trial =
            targetCost(
              bk + recipe.calories * s,
              bp + recipe.protein * s,
              bc + recipe.carbs * s,
              bf + recipe.fat * s,
              ctx.targets,
            ) +
            rest +
            shareTerm(recipe, s, share[i], T) +
            mealExtra(c.slot, recipe, s, ctx) +
            rulesCost(be + eggsOf(recipe, s), bl + isLarge(s), rp, day.length, ctx);
          if (trial < bestCost) {
            bestCost = trial;
            best = { kind: "set", i, recipe, servings: s };
          }
        }
      }
    }

    // shift two portions at once (one up, one down, or both), which single moves cannot reach
    for (let i = 0; i < day.length; i++) {
      for (let j = i + 1; j < day.length; j++) {
        const a = day[i];
        const b = day[j];
        if (a.fixed || b.fixed) continue;
        for (const di of PAIR_STEPS) {
          const si = a.servings + di;
          if (!isPortion(si)) continue;
          for (const dj of PAIR_STEPS) {
            const sj = b.servings + dj;
            if (!isPortion(sj)) continue;
            const trial =
              targetCost(
                kcal + a.recipe.calories * di + b.recipe.calories * dj,
                protein + a.recipe.protein * di + b.recipe.protein * dj,
                carbs + a.recipe.carbs * di + b.recipe.carbs * dj,
                fat + a.recipe.fat * di + b.recipe.fat * dj,
                ctx.targets,
              ) +
              shares -
              ownShare[i] -
              ownShare[j] +
              shareTerm(a.recipe, si, share[i], T) +
              shareTerm(b.recipe, sj, share[j], T) +
              extras -
              ownExtra[i] -
              ownExtra[j] +
              mealExtra(a.slot, a.recipe, si, ctx) +
              mealExtra(b.slot, b.recipe, sj, ctx) +
              rulesCost(
                eggs + eggsOf(a.recipe, di) + eggsOf(b.recipe, dj),
                large - isLarge(a.servings) - isLarge(b.servings) + isLarge(si) + isLarge(sj),
                pref,
                day.length,
                ctx,
              );
            if (trial < bestCost) {
              bestCost = trial;
              best = { kind: "pair", i, j, si, sj };
            }
          }
        }
      }
    }

    // add a snack: every meal's share changes, so the shares are summed again for snacks + 1
    if (snacks < ctx.maxSnacks) {
      const more = snacks + 1;
      let sharesMore = 0;
      for (const c of day)
        sharesMore += shareTerm(c.recipe, c.servings, slotShare(c.slot, more), T);
      const base = sharesMore + extras - 0.03 * Math.abs(snacks - 1) + 0.03 * Math.abs(more - 1);
      const snackShare = slotShare("snack", more);
      for (const recipe of shortlists.snack) {
        if (!usableFor(ctx, recipe, day, -1)) continue;
        for (const s of portions) {
          const trial =
            targetCost(
              kcal + recipe.calories * s,
              protein + recipe.protein * s,
              carbs + recipe.carbs * s,
              fat + recipe.fat * s,
              ctx.targets,
            ) +
            base +
            shareTerm(recipe, s, snackShare, T) +
            mealExtra("snack", recipe, s, ctx) +
            rulesCost(
              eggs + eggsOf(recipe, s),
              large + isLarge(s),
              pref + isPref(recipe),
              day.length + 1,
              ctx,
            );
          if (trial < bestCost) {
            bestCost = trial;
            best = { kind: "add", recipe, servings: s };
          }
        }
      }
    }

    // drop a snack
    if (snacks > ctx.minSnacks) {
      for (let i = 0; i < day.length; i++) {
        if (day[i].slot !== "snack" || day[i].fixed) continue;
        const trial = fullCost(
          day.filter((_, k) => k !== i),
          ctx,
        );
        if (trial < bestCost) {
          bestCost = trial;
          best = { kind: "remove", i };
        }
      }
    }

    if (!best) break;
    day = applyMove(day, best);
    cost = fullCost(day, ctx);
  }
  return { choices: day, cost };
}

function applyMove(day: Choice[], move: Move): Choice[] {
  const next = day.slice();
  switch (move.kind) {
    case "set":
      next[move.i] = { ...day[move.i], recipe: move.recipe, servings: move.servings };
      return next;
    case "pair":
      next[move.i] = { ...day[move.i], servings: move.si };
      next[move.j] = { ...day[move.j], servings: move.sj };
      return next;
    case "add":
      next.push({ slot: "snack", recipe: move.recipe, servings: move.servings });
      return next;
    case "remove":
      next.splice(move.i, 1);
      return next;
  }
}

/** The portion of a recipe that lands closest to a number of calories. */
export function bestPortion(recipe: Pick<PlanRecipe, "calories">, calories: number): number {
  let best: number = PORTIONS[0];
  let bestGap = Infinity;
  for (const p of PORTIONS) {
    const gap = Math.abs(recipe.calories * p - calories);
    if (gap < bestGap) {
      bestGap = gap;
      best = p;
    }
  }
  return best;
}

// ------------------------------------------------------------------------------ the week

function dayTotals(choices: readonly Choice[]) {
  let kcal = 0;
  let protein = 0;
  let carbs = 0;
  let fat = 0;
  for (const c of choices) {
    kcal += c.recipe.calories * c.servings;
    protein += c.recipe.protein * c.servings;
    carbs += c.recipe.carbs * c.servings;
    fat += c.recipe.fat * c.servings;
  }
  return { kcal, protein, carbs, fat };
}

/** Calories and every macro inside the search's bands, and carbohydrate under its ceiling. */
function dayOnTarget(choices: readonly Choice[], t: DayTargets, reported: DayTargets): boolean {
  const { kcal, protein, carbs, fat } = dayTotals(choices);
  const within = (x: number, target: number, band: number) => Math.abs(x - target) / target <= band;
  return (
    within(kcal, t.calories, CALORIE_BAND) &&
    within(protein, reported.protein, MACRO_BAND) &&
    within(carbs, reported.carbs, MACRO_BAND) &&
    within(fat, reported.fat, MACRO_BAND) &&
    (t.carbCeiling == null || carbs <= t.carbCeiling)
  );
}

function countUses(days: readonly Choice[][]): Map<number, number> {
  const uses = new Map<number, number>();
  for (const day of days)
    for (const c of day) uses.set(c.recipe.id, (uses.get(c.recipe.id) ?? 0) + 1);
  return uses;
}

function countLarge(days: readonly Choice[][]): number {
  let n = 0;
  for (const day of days) for (const c of day) n += isLarge(c.servings);
  return n;
}

function countMeals(days: readonly Choice[][]): number {
  return days.reduce((n, day) => n + day.length, 0);
}

/** Meals above USUAL_MAX_PORTION a week of this many meals may hold. */
export function largePortionBudget(meals: number): number {
  return Math.floor((1 - MIN_USUAL_PORTION_SHARE) * meals + 1e-9);
}

function sameRecipes(a: readonly Choice[], b: readonly Choice[]): boolean {
  if (a.length !== b.length) return false;
  const ids = new Set(a.map((c) => c.recipe.id));
  return b.every((c) => ids.has(c.recipe.id));
}

const MAX_REPAIR_ROUNDS = 4;
const TRADES_TRIED = 6;

/**
 * The week-level search (ADR 036). Days are planned in order and no recipe may appear more than
 * twice a week, so early days can use up the recipes a late day needs (a low-carb vegetarian week
 * runs out of low-carb dishes by Thursday). For each day off target, trade one meal with another
 * day (both recipes fit both slots, so the weekly counts stay the same): the trades that most lower
 * the day's cost at its current portions are searched in full (both days again, any portion), and
 * the best one that lowers the two days' cost and keeps every weekly rule is kept.
 */
function repairWeek(
  days: Choice[][],
  contextFor: (week: readonly Choice[][], d: number) => SearchContext,
  pools: Record<MealSlot, PlanRecipe[]>,
  targets: DayTargets,
  reported: DayTargets,
  keepsWeek: (week: readonly Choice[][]) => boolean,
  /** the days the search may change (ADR 043); their fixed meals are never traded */
  planned: ReadonlySet<number> = new Set(days.keys()),
) {
  const costOf = (week: readonly Choice[][], d: number) => fullCost(week[d], contextFor(week, d));
  for (let round = 0; round < MAX_REPAIR_ROUNDS; round++) {
    const missing = days
      .map((_, d) => d)
      .filter((d) => planned.has(d) && !dayOnTarget(days[d], targets, reported));
    if (missing.length === 0) return;
    let improved = false;
    for (const d of missing) {
      const ctxD = contextFor(days, d);
      const { kcal, protein, carbs, fat } = dayTotals(days[d]);
      const now = targetCost(kcal, protein, carbs, fat, targets);
      const trades: { e: number; i: number; j: number; gain: number }[] = [];
      days.forEach((other, e) => {
        if (e === d || !planned.has(e)) return;
        days[d].forEach((a, i) => {
          other.forEach((b, j) => {
            if (a.recipe.id === b.recipe.id || a.fixed || b.fixed || a.pinned || b.pinned) return;
            if (!b.recipe.mealTypes.includes(a.slot) || !a.recipe.mealTypes.includes(b.slot))
              return;
            if (days[d].some((c, k) => k !== i && c.recipe.id === b.recipe.id)) return;
            if (other.some((c, k) => k !== j && c.recipe.id === a.recipe.id)) return;
            const s = a.servings;
            const gain =
              now -
              targetCost(
                kcal + (b.recipe.calories - a.recipe.calories) * s,
                protein + (b.recipe.protein - a.recipe.protein) * s,
                carbs + (b.recipe.carbs - a.recipe.carbs) * s,
                fat + (b.recipe.fat - a.recipe.fat) * s,
                ctxD.targets,
              );
            if (gain > 0) trades.push({ e, i, j, gain });
          });
        });
      });
      trades.sort((x, y) => y.gain - x.gain);
      let best: { week: Choice[][]; gain: number } | null = null;
      for (const { e, i, j } of trades.slice(0, TRADES_TRIED)) {
        const before = costOf(days, d) + costOf(days, e);
        const week = days.slice();
        week[d] = days[d].slice();
        week[e] = days[e].slice();
        week[d][i] = { ...days[d][i], recipe: days[e][j].recipe };
        week[e][j] = { ...days[e][j], recipe: days[d][i].recipe };
        week[d] = improveDay(week[d], contextFor(week, d), pools).choices;
        week[e] = improveDay(week[e], contextFor(week, e), pools).choices;
        if (!keepsWeek(week)) continue;
        const gain = before - costOf(week, d) - costOf(week, e);
        if (gain > 1e-9 && (!best || gain > best.gain)) best = { week, gain };
      }
      if (best) {
        days.splice(0, days.length, ...best.week);
        improved = true;
      }
    }
    if (!improved) return;
  }
}

const POLISH_RESTARTS = 10;
/** The week's preferred-cuisine top-up searches this many days in full for each meal it adds. */
const PREFERRED_DAYS_SEARCHED = 2;

/**
 * The last pass (ADR 037): the local search of one day stops in a local minimum, and the exact
 * one-day model shows that most days still off target after the trades could be on target with the
 * recipes the rest of the week leaves them. Each such day is searched again from seeded random
 * starts over the whole allowed catalogue (not the shortlists), the rest of the week fixed; the best
 * day that lowers its cost and keeps every weekly rule replaces it.
 */
function polishWeek(
  days: Choice[][],
  contextFor: (week: readonly Choice[][], d: number) => SearchContext,
  pools: Record<MealSlot, PlanRecipe[]>,
  targets: DayTargets,
  reported: DayTargets,
  random: () => number,
  keepsWeek: (week: readonly Choice[][]) => boolean,
  /** the days the search may change (ADR 043); their fixed meals stay in every restart */
  planned: ReadonlySet<number> = new Set(days.keys()),
) {
  for (let d = 0; d < days.length; d++) {
    if (!planned.has(d) || dayOnTarget(days[d], targets, reported)) continue;
    const ctx = contextFor(days, d);
    let best = { choices: days[d], cost: fullCost(days[d], ctx) };
    for (let restart = 0; restart < POLISH_RESTARTS; restart++) {
      const start: Choice[] = days[d].filter((c) => c.fixed || c.pinned);
      for (const c of days[d]) {
        if (c.fixed || c.pinned) continue;
        const usable = pools[c.slot].filter((r) => usableFor(ctx, r, start, -1, c.slot));
        if (usable.length === 0) continue;
        const recipe = usable[Math.floor(random() * usable.length)];
        const share = targets.calories * slotShare(c.slot, snackCount(days[d]));
        start.push({
          slot: c.slot,
          recipe,
          servings: Math.min(USUAL_MAX_PORTION, bestPortion(recipe, share)),
        });
      }
      if (MAIN_SLOTS.some((slot) => !start.some((c) => c.slot === slot))) continue;
      const result = improveDay(start, ctx, pools);
      if (result.cost >= best.cost - 1e-9) continue;
      const week = days.slice();
      week[d] = result.choices;
      if (!keepsWeek(week)) continue;
      best = result;
      if (dayOnTarget(result.choices, targets, reported)) break;
    }
    days[d] = best.choices;
  }
}

/**
 * How many of a week's meals must come from the preferred cuisines (ADR 037): a third, or when the
 * allowed recipes of those cuisines are too few for that, what they can fill at two uses a week each
 * in the slots they are written for (the fallback: as many as the catalogue allows).
 */
export function preferredQuota(
  pools: Record<MealSlot, readonly PlanRecipe[]>,
  preferredIds: ReadonlySet<number>,
  days: readonly (readonly { slot: MealSlot }[])[],
): number {
  if (preferredIds.size === 0) return 0;
  const meals = days.reduce((n, day) => n + day.length, 0);
  const slots = new Map<MealSlot, number>();
  for (const day of days) for (const c of day) slots.set(c.slot, (slots.get(c.slot) ?? 0) + 1);
  // each preferred recipe at most twice; each slot at most as many times as the week has it
  let capacity = 0;
  const counted = new Set<number>();
  for (const slot of ["breakfast", "lunch", "dinner", "snack"] as const) {
    let inSlot = 0;
    for (const r of pools[slot])
      if (preferredIds.has(r.id) && !counted.has(r.id)) {
        counted.add(r.id);
        inSlot += MAX_USES_PER_WEEK;
      }
    capacity += Math.min(inSlot, slots.get(slot) ?? 0);
  }
  return Math.min(Math.ceil(meals * PREFERRED_CUISINE_SHARE - 1e-9), capacity);
}

/**
 * Preferred cuisines as a hard share (ADR 037): while the week holds fewer preferred-cuisine meals
 * than its quota, the day that loses least by taking one more (searched again with that count as a
 * hard rule, the rest of the week fixed) takes it. Stops when no day can take one without breaking
 * another rule (every preferred recipe used twice, or the slot full).
 */
function preferWeek(
  days: Choice[][],
  contextFor: (week: readonly Choice[][], d: number) => SearchContext,
  pools: Record<MealSlot, PlanRecipe[]>,
  preferredIds: ReadonlySet<number>,
  quota: number,
  targets: DayTargets,
  reported: DayTargets,
  /** the days the search may change (ADR 043); their fixed meals are never swapped */
  planned: ReadonlySet<number> = new Set(days.keys()),
) {
  const held = (day: readonly Choice[]) => day.filter((c) => preferredIds.has(c.recipe.id)).length;
  for (let guard = 0; guard < quota; guard++) {
    if (days.reduce((n, day) => n + held(day), 0) >= quota) return;
    // screen the days by their best single swap to a preferred recipe; search the best few in full
    const screened: { d: number; cost: number }[] = [];
    for (let d = 0; d < days.length; d++) {
      if (!planned.has(d)) continue;
      const ctx = contextFor(days, d);
      let cost = Infinity;
      days[d].forEach((c, i) => {
        if (c.fixed || c.pinned || preferredIds.has(c.recipe.id)) return;
        for (const recipe of pools[c.slot]) {
          if (!preferredIds.has(recipe.id) || !usableFor(ctx, recipe, days[d], i, c.slot)) continue;
          const trial = days[d].slice();
          trial[i] = { ...c, recipe };
          cost = Math.min(cost, fullCost(trial, ctx) - fullCost(days[d], ctx));
        }
      });
      if (cost < Infinity) screened.push({ d, cost });
    }
    screened.sort((a, b) => a.cost - b.cost);
    let best: { d: number; choices: Choice[]; loss: number } | null = null;
    for (const { d } of screened.slice(0, PREFERRED_DAYS_SEARCHED)) {
      const ctx = contextFor(days, d);
      const now = fullCost(days[d], ctx);
      const result = improveDay(days[d], { ...ctx, preferredMin: held(days[d]) + 1 }, pools);
      if (held(result.choices) <= held(days[d])) continue;
      // the fallback: a day on target stays on target (the cuisine has no fitting recipe left)
      if (
        dayOnTarget(days[d], targets, reported) &&
        !dayOnTarget(result.choices, targets, reported)
      )
        continue;
      const week = days.slice();
      week[d] = result.choices;
      if (!weekRespectsLimits(week)) continue;
      const loss = fullCost(result.choices, ctx) - now;
      if (!best || loss < best.loss) best = { d, choices: result.choices, loss };
    }
    if (!best) return;
    days[best.d] = best.choices;
  }
}

/** The weekly rules a trade must keep: uses a week, a dish once a day, no two days alike, portions. */
function weekRespectsLimits(days: readonly Choice[][]): boolean {
  for (const n of countUses(days).values()) if (n > MAX_USES_PER_WEEK) return false;
  if (countLarge(days) > largePortionBudget(countMeals(days))) return false;
  for (let d = 1; d < days.length; d++) if (sameRecipes(days[d - 1], days[d])) return false;
  return days.every((day) => new Set(day.map((c) => c.recipe.id)).size === day.length);
}

/** Generates a weekly plan. Infeasible inputs are reported with reasons, never hidden. */
export function generateMealPlan(
  catalogue: readonly PlanRecipe[],
  request: PlanRequest,
): PlanResult {
  const restrictions = request.restrictions ?? [];
  const dislikes = request.dislikedIngredients ?? [];
  const dayCount = request.days ?? 7;
  const fixedSnacks = request.snacksPerDay;
  const minSnacks = fixedSnacks ?? 0;
  const maxSnacks = fixedSnacks ?? MAX_AUTO_SNACKS;
  const seed = (request.seed ?? 1) >>> 0;
  const split = splitFor(request);
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
  if (
    !Number.isInteger(dayCount) ||
    dayCount < 1 ||
    dayCount > 7 ||
    (fixedSnacks !== undefined &&
      (!Number.isInteger(fixedSnacks) || fixedSnacks < 0 || fixedSnacks > 3))
  ) {
    reasons.push("A plan has 1 to 7 days and 0 to 3 snacks a day.");
  }
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const toPlan = new Set(request.daysToPlan ?? Array.from({ length: dayCount }, (_, d) => d));
  reasons.push(...fixedMealReasons(request.fixed ?? [], toPlan, dayCount, byId));
  if (reasons.length) return { ok: false, reasons };
  const fixedOn = (d: number): Choice[] =>
    (request.fixed ?? [])
      .filter((f) => f.day === d)
      .map((f) => ({
        slot: f.slot,
        recipe: byId.get(f.recipeId)!,
        servings: f.servings,
        fixed: true,
        ...(f.leftoverOf !== undefined ? { leftoverOf: f.leftoverOf } : {}),
      }));
  const leftovers = request.leftovers === true;
  const hasFixedLunch = (d: number) =>
    (request.fixed ?? []).some((f) => f.day === d && f.slot === "lunch");
  /** A day's dinner is cooked for the next day's lunch too (ADR 048): that day is planned here. */
  const dinnerFeedsLeftover = (d: number) =>
    leftovers && d + 1 < dayCount && toPlan.has(d + 1) && !hasFixedLunch(d + 1);
  const lunchOnly = new Set(request.lunchOnlyDays ?? []);
  /** a lunch-only day keeps its snacks as they are */
  const snackRange = (d: number) => {
    if (!lunchOnly.has(d)) return {};
    const n = (request.fixed ?? []).filter((f) => f.day === d && f.slot === "snack").length;
    return { minSnacks: n, maxSnacks: n };
  };

  const isAllowed = recipeFilter(restrictions, dislikes);
  const allowed = catalogue.filter((r) => r.calories > 0 && isAllowed(r));
  const pools = {} as Record<MealSlot, PlanRecipe[]>;
  for (const slot of ["breakfast", "lunch", "dinner", "snack"] as const) {
    pools[slot] = allowed.filter((r) => r.mealTypes.includes(slot));
    const perWeek = (slot === "snack" ? minSnacks : 1) * dayCount;
    const needed = Math.ceil(perWeek / MAX_USES_PER_WEEK);
    if (pools[slot].length < needed) {
      reasons.push(
        `Only ${pools[slot].length} ${slot} recipe${pools[slot].length === 1 ? "" : "s"} match these restrictions and dislikes; ` +
          `${needed} are needed so that none appears more than ${MAX_USES_PER_WEEK} times a week.`,
      );
    }
  }
  const lunchOrDinner = new Set([...pools.lunch, ...pools.dinner].map((r) => r.id)).size;
  if (!reasons.length && lunchOrDinner < dayCount) {
    reasons.push(
      `Only ${lunchOrDinner} lunch or dinner recipes match these restrictions and dislikes; ` +
        `${dayCount} are needed so that none appears more than ${MAX_USES_PER_WEEK} times a week.`,
    );
  }
  if (reasons.length) return { ok: false, reasons };

  const random = seededRandom(seed);
  const targets: DayTargets = {
    calories: request.targetCalories,
    ...macroGramTargets(request.targetCalories, split),
  };
  const ceiling = carbCeilingFor(request);
  // The search aims a little under a ceiling so that the day lands inside it and within tolerance.
  const searchTargets: DayTargets =
    ceiling === null
      ? targets
      : {
          ...targets,
          carbs: Math.min(targets.carbs, CEILING_AIM * ceiling),
          // half a gram of room for the meals' rounding to one decimal
          carbCeiling: ceiling - 0.5,
        };
  const preferred = new Set((request.preferredCuisines ?? []).map((c) => c.toLowerCase()));
  const preferredIds = new Set(
    allowed.filter((r) => preferred.has(r.cuisine.toLowerCase())).map((r) => r.id),
  );
  const startSnacks = Math.min(maxSnacks, Math.max(minSnacks, 1));
  const startSlots: MealSlot[] = [...MAIN_SLOTS, ...Array<MealSlot>(startSnacks).fill("snack")];
  const mealsPerDay = startSlots.length;
  // the week so far: the days not planned as given, the days to plan filled in order
  const week: (Choice[] | null)[] = Array.from({ length: dayCount }, (_, d) =>
    toPlan.has(d) ? null : fixedOn(d),
  );

  /** What the catalogue has left of the preferred cuisines for one more day, of `daysLeft`. */
  const preferredCapFor = (others: readonly Choice[][], daysLeft: number) => {
    if (preferredIds.size === 0) return 0;
    const uses = countUses(others);
    let left = 0;
    for (const id of preferredIds) left += Math.max(0, MAX_USES_PER_WEEK - (uses.get(id) ?? 0));
    return Math.floor(left / Math.max(1, daysLeft));
  };
  const avoidOn = (d: number): number[] =>
    (request.avoid ?? []).filter((a) => a.day === d).map((a) => a.recipeId);
  const contextFor = (
    others: readonly Choice[][],
    maxLarge: number,
    preferredCap: number,
    banned: readonly number[] = [],
    /** fixed meals of days planned later: they count as uses of the week already */
    reserved: readonly Choice[][] = [],
  ): SearchContext => {
    const weekUses = countUses([...others, ...reserved]);
    const recipeCost = recipeCosts(allowed, weekUses, preferred);
    for (const id of banned) recipeCost.set(id, BROKEN_RULE);
    let preferredSurplus = 0;
    for (const day of others)
      for (const c of day)
        preferredSurplus += (preferredIds.has(c.recipe.id) ? 1 : 0) - PREFERRED_CUISINE_SHARE;
    return {
      targets: searchTargets,
      minSnacks,
      maxSnacks,
      weekUses,
      recipeCost,
      maxLarge,
      preferredIds,
      preferredCap,
      preferredSurplus,
    };
  };

  for (let d = 0; d < dayCount; d++) {
    if (!toPlan.has(d)) continue;
    const days = week.filter((w, k): w is Choice[] => w !== null && k !== d);
    const daysLeft = week.filter((w, k) => w === null && k >= d).length;
    // Large portions: what the week's budget has left, spread over the days still to plan.
    const budgetLeft =
      largePortionBudget(countMeals(days) + mealsPerDay * daysLeft) - countLarge(days);
    const maxLarge = Math.max(0, Math.ceil(budgetLeft / daysLeft));
    const reserved = week.flatMap((w, k) => (w === null && k > d ? [fixedOn(k)] : []));
    const dayContext = (banned: readonly number[]): SearchContext => ({
      ...contextFor(days, maxLarge, preferredCapFor(days, daysLeft), banned, reserved),
      dinnerFeedsLeftover: dinnerFeedsLeftover(d),
      ...snackRange(d),
    });
    let ctx = dayContext(avoidOn(d));

    // Shortlists: the recipes of each slot whose best portion fits its share, with seeded noise so
    // that another seed looks at other recipes first; recipes of a preferred cuisine always.
    const shortlists = {} as Record<MealSlot, PlanRecipe[]>;
    for (const slot of ["breakfast", "lunch", "dinner", "snack"] as const) {
      const slotCalories = targets.calories * slotShare(slot, startSnacks || 1);
      shortlists[slot] = pools[slot]
        .map((r) => ({
          r,
          key:
            Math.abs(r.calories * bestPortion(r, slotCalories) - slotCalories) / slotCalories +
            random() * 0.25 -
            (preferredIds.has(r.id) ? 10 : 0),
        }))
        .sort((a, b) => a.key - b.key)
        .slice(0, CANDIDATES_PER_SLOT)
        .map((s) => s.r);
    }

    // Seeded greedy start: for each slot one of the three recipes that best fit its share.
    const start: Choice[] = fixedOn(d);
    // Leftovers (ADR 048): the lunch is yesterday's dinner, at its own portion, when the week's
    // uses and the day's fixed meals leave room for it.
    const cooked = leftovers && d > 0 && !hasFixedLunch(d) ? week[d - 1] : null;
    const dinner = cooked?.find((c) => c.slot === "dinner");
    if (dinner && usableFor(ctx, dinner.recipe, start, -1)) {
      const lunchCalories = targets.calories * slotShare("lunch", startSnacks);
      start.push({
        slot: "lunch",
        recipe: dinner.recipe,
        servings: Math.min(USUAL_MAX_PORTION, bestPortion(dinner.recipe, lunchCalories)),
        pinned: true,
        leftoverOf: d - 1,
      });
    }
    let fixedSnacks = snackCount(start);
    for (const slot of startSlots) {
      if (slot !== "snack" && start.some((c) => c.slot === slot)) continue;
      if (slot === "snack" && (fixedSnacks-- > 0 || lunchOnly.has(d))) continue;
      const slotCalories = targets.calories * slotShare(slot, startSnacks);
      const ranked = pools[slot]
        .filter((r) => usableFor(ctx, r, start, -1, slot))
        .map((r) => {
          const servings = Math.min(USUAL_MAX_PORTION, bestPortion(r, slotCalories));
          const fit = Math.abs(r.calories * servings - slotCalories) / slotCalories;
          const bonus = preferredIds.has(r.id) ? 0.05 : 0;
          return {
            r,
            servings,
            score: fit - bonus + 0.02 * (ctx.weekUses.get(r.id) ?? 0) + random() * 0.15,
          };
        })
        .sort((a, b) => a.score - b.score);
      if (ranked.length === 0) {
        if (slot === "snack" && start.length >= 3) continue; // a day may do without
        return {
          ok: false,
          reasons: [
            `No ${slot} recipe is left for ${DAY_NAMES[d % 7]} without using one more than ${MAX_USES_PER_WEEK} times a week.`,
          ],
        };
      }
      const pick = ranked[Math.floor(random() * Math.min(3, ranked.length))];
      start.push({ slot, recipe: pick.r, servings: pick.servings });
    }
    if (snackCount(start) < minSnacks) {
      return {
        ok: false,
        reasons: [
          `No snack recipe is left for ${DAY_NAMES[d % 7]} without using one more than ${MAX_USES_PER_WEEK} times a week.`,
        ],
      };
    }

    let result = improveDay(start, ctx, shortlists);
    const alike = [week[d - 1], week[d + 1]].find((n) => n && sameRecipes(n, result.choices));
    if (alike) {
      // No two days alike: the day gives up its neighbour's dinner (or another meal it has not
      // fixed) and searches again.
      const own = new Set(
        result.choices.filter((c) => c.fixed || c.pinned).map((c) => c.recipe.id),
      );
      const ban =
        alike.find((c) => c.slot === "dinner" && !own.has(c.recipe.id)) ??
        alike.find((c) => !own.has(c.recipe.id));
      if (ban) {
        ctx = dayContext([...avoidOn(d), ban.recipe.id]);
        result = improveDay(result.choices, ctx, shortlists);
      }
    }
    week[d] = result.choices;
  }

  const days = week as Choice[][];
  // a dinner whose leftover is the next day's lunch keeps its recipe from here on (its portion may move)
  for (let d = 0; d + 1 < dayCount; d++) {
    if (!days[d + 1].some((c) => c.slot === "lunch" && c.leftoverOf === d)) continue;
    const i = days[d].findIndex((c) => c.slot === "dinner");
    if (i >= 0 && !days[d][i].fixed) days[d][i] = { ...days[d][i], pinned: true };
  }
  // After the top-up, the week holds at least `preferredFloor` preferred-cuisine meals: each day
  // re-searched must keep what the rest of the week does not already hold (ADR 037).
  let preferredFloor = 0;
  const heldPreferred = (week: readonly Choice[][]) =>
    week.reduce((n, day) => n + day.filter((c) => preferredIds.has(c.recipe.id)).length, 0);
  const weekContext = (week: readonly Choice[][], d: number): SearchContext => {
    const others = week.filter((_, k) => k !== d);
    const ctx = contextFor(
      others,
      largePortionBudget(countMeals(week)) - countLarge(others),
      preferredCapFor(others, 1),
      avoidOn(d),
    );
    const preferredMin = preferredFloor - heldPreferred(others);
    return { ...ctx, ...snackRange(d), ...(preferredMin > 0 ? { preferredMin } : {}) };
  };
  const keepsWeek = (week: readonly Choice[][]) =>
    weekRespectsLimits(week) && heldPreferred(week) >= preferredFloor;
  /**
   * Targets before leftovers (ADR 048): a day still off target whose lunch is a leftover is polished
   * again with a free lunch; it keeps the leftover unless another lunch puts it nearer its targets.
   */
  const unpairWhereOffTarget = (week: Choice[][]) => {
    const freed = new Set<number>();
    week.forEach((day, d) => {
      // a re-planned day keeps eating a kept dinner (ADR 043, 048): only a pair planned here gives way
      if (!toPlan.has(d) || !toPlan.has(d - 1) || lunchOnly.has(d)) return;
      if (dayOnTarget(day, searchTargets, targets)) return;
      const i = day.findIndex((c) => c.slot === "lunch" && c.leftoverOf !== undefined && !c.fixed);
      if (i < 0) return;
      const { leftoverOf: _from, pinned: _pinned, ...free } = day[i];
      week[d] = day.slice();
      week[d][i] = free;
      freed.add(d);
    });
    if (freed.size === 0) return;
    polishWeek(week, weekContext, pools, searchTargets, targets, random, keepsWeek, freed);
    for (const d of freed) {
      const i = week[d].findIndex((c) => c.slot === "lunch");
      const dinner = week[d - 1].find((c) => c.slot === "dinner");
      if (week[d][i].recipe.id === dinner?.recipe.id)
        week[d][i] = { ...week[d][i], pinned: true, leftoverOf: d - 1 };
    }
  };
  const quota = preferredQuota(pools, preferredIds, days);
  preferWeek(days, weekContext, pools, preferredIds, quota, searchTargets, targets, toPlan);
  preferredFloor = Math.min(quota, heldPreferred(days));
  repairWeek(days, weekContext, pools, searchTargets, targets, keepsWeek, toPlan);
  polishWeek(days, weekContext, pools, searchTargets, targets, random, keepsWeek, toPlan);
  if (leftovers) unpairWhereOffTarget(days);
  days.forEach((day, d) => {
    if (toPlan.has(d)) keepSnacksSmall(day, minSnacks);
  });

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
      days: days.map((choices, d) =>
        buildDay(DAY_NAMES[d % 7], choices, { ...targets, carbCeiling: ceiling }),
      ),
      seed,
      constraints: {
        restrictions: [...restrictions],
        dislikedIngredients: [...dislikes],
        preferredCuisines: [...(request.preferredCuisines ?? [])],
        carbCeilingGrams: ceiling,
        ...(request.macroPreset ? { macroPreset: request.macroPreset } : {}),
        ...(leftovers ? { leftovers: true } : {}),
      },
    },
  };
}

/** Why the fixed meals and days to plan cannot be used, if they cannot (ADR 043). */
function fixedMealReasons(
  fixed: readonly FixedMeal[],
  toPlan: ReadonlySet<number>,
  dayCount: number,
  byId: ReadonlyMap<number, PlanRecipe>,
): string[] {
  const reasons: string[] = [];
  const isDay = (d: number) => Number.isInteger(d) && d >= 0 && d < dayCount;
  if (toPlan.size === 0 || ![...toPlan].every(isDay)) {
    return ["The days to plan must be days of the plan."];
  }
  const seen = new Set<string>();
  for (const f of fixed) {
    if (
      !isDay(f.day) ||
      !(f.servings > 0) ||
      (f.slot !== "snack" && seen.has(`${f.day}:${f.slot}`))
    ) {
      reasons.push("A fixed meal must be one meal of a day of the plan with a portion.");
      return reasons;
    }
    seen.add(`${f.day}:${f.slot}`);
    if (f.leftoverOf !== undefined && (f.slot !== "lunch" || f.leftoverOf !== f.day - 1)) {
      reasons.push("A leftover meal must be a lunch after the dinner it comes from.");
      return reasons;
    }
    if (!byId.has(f.recipeId)) {
      reasons.push(`A kept meal's recipe (${f.recipeId}) is no longer in the catalogue.`);
      return reasons;
    }
  }
  for (let d = 0; d < dayCount; d++) {
    if (toPlan.has(d)) continue;
    if (!MAIN_SLOTS.every((slot) => seen.has(`${d}:${slot}`))) {
      reasons.push(`${DAY_NAMES[d % 7]} is kept as it is but has no breakfast, lunch or dinner.`);
    }
  }
  return reasons;
}

/**
 * A snack at most MAX_SNACK_SHARE of the day's energy, on the plan's rounded figures: the search
 * holds snacks under a share of the target, so only a day well under its target can need this.
 * Halve the portion, else drop the snack (never below the fixed count, never below half a serving).
 */
function keepSnacksSmall(day: Choice[], minSnacks: number) {
  for (let guard = 0; guard < 12; guard++) {
    const kcal = day.reduce((n, c) => n + Math.round(c.recipe.calories * c.servings), 0);
    const i = day.findIndex(
      (c) =>
        c.slot === "snack" &&
        !c.fixed &&
        Math.round(c.recipe.calories * c.servings) > MAX_SNACK_SHARE * kcal,
    );
    if (i < 0) return;
    if (day[i].servings > MIN_PORTION) day[i] = { ...day[i], servings: day[i].servings - 0.5 };
    else if (snackCount(day) > minSnacks) day.splice(i, 1);
    else return;
  }
}

// ------------------------------------------------------------------------------ days and swaps

function buildDay(day: string, choices: readonly Choice[], targets: DayTargets): PlannedDay {
  const ordered = [...choices].sort((a, b) => slotOrder(a.slot) - slotOrder(b.slot));
  const meals = ordered.map((c) => {
    const meal = mealOf(c.recipe, c.servings);
    if (c.leftoverOf !== undefined) meal.leftoverOf = { day: c.leftoverOf, meal: "dinner" };
    return { slot: c.slot, meal };
  });
  const find = (slot: MealSlot) => meals.find((m) => m.slot === slot)!.meal;
  return summarizeDay(
    day,
    {
      breakfast: find("breakfast"),
      lunch: find("lunch"),
      dinner: find("dinner"),
      snacks: meals.filter((m) => m.slot === "snack").map((m) => m.meal),
    },
    targets,
  );
}

function slotOrder(slot: MealSlot) {
  return slot === "breakfast" ? 0 : slot === "lunch" ? 1 : slot === "dinner" ? 2 : 3;
}

/** Totals, achieved split, deviations and issues of a day's meals against the targets. */
export function summarizeDay(
  day: string,
  meals: PlannedDay["meals"],
  targets: DayTargets,
): PlannedDay {
  const list = [meals.breakfast, meals.lunch, meals.dinner, ...meals.snacks];
  const raw = { calories: 0, protein: 0, carbs: 0, fat: 0 };
  for (const m of list) {
    raw.calories += m.calories;
    raw.protein += m.protein;
    raw.carbs += m.carbs;
    raw.fat += m.fat;
  }
  const totals: Totals = {
    calories: Math.round(raw.calories),
    protein: round1(raw.protein),
    carbs: round1(raw.carbs),
    fat: round1(raw.fat),
  };
  const { deviation, issues } = dayStatus(raw, targets);
  const kcalFromMacros = raw.protein * 4 + raw.carbs * 4 + raw.fat * 9 || 1;
  const micronutrients = dayMicronutrients(list);
  return {
    day,
    meals,
    totals,
    ...(micronutrients ? { micronutrients } : {}),
    macroSplit: {
      protein: Math.round((raw.protein * 400) / kcalFromMacros),
      carbs: Math.round((raw.carbs * 400) / kcalFromMacros),
      fat: Math.round((raw.fat * 900) / kcalFromMacros),
    },
    deviation,
    withinTarget: issues.length === 0,
    issues,
  };
}

/** The day targets of a stored plan. */
export function planTargets(
  plan: Pick<MealPlan, "dailyCalories" | "macroSplit"> & {
    constraints?: Pick<PlanConstraints, "carbCeilingGrams">;
  },
): DayTargets {
  return {
    calories: plan.dailyCalories,
    ...macroGramTargets(plan.dailyCalories, plan.macroSplit),
    carbCeiling: plan.constraints?.carbCeilingGrams ?? null,
  };
}

/** Meals of a day in slot order, snacks last. */
export function mealsOfDay(day: Pick<PlannedDay, "meals">): PlannedMeal[] {
  return [day.meals.breakfast, day.meals.lunch, day.meals.dinner, ...day.meals.snacks];
}

/** Which meal of a day: a main slot, or the n-th snack. */
export type MealRef = { slot: "breakfast" | "lunch" | "dinner" } | { slot: "snack"; index: number };

export function mealAt(day: Pick<PlannedDay, "meals">, ref: MealRef): PlannedMeal | undefined {
  return ref.slot === "snack" ? day.meals.snacks[ref.index] : day.meals[ref.slot];
}

export type SwapOption = {
  recipe: PlanRecipe;
  servings: number;
  meal: PlannedMeal;
  /** the day as it would be after the swap */
  day: PlannedDay;
};

/**
 * Other recipes and portions that could take a meal's place: allowed by the plan's constraints, of
 * the meal's slot, not already on that day, used fewer than twice in the rest of the week. Each comes
 * with its best portion for the day; the options that keep the day on its calorie target come first,
 * then by how close the day lands to every target.
 */
export function swapOptions(
  catalogue: readonly PlanRecipe[],
  plan: MealPlan,
  dayIndex: number,
  ref: MealRef,
  { limit = 8 }: { limit?: number } = {},
): SwapOption[] {
  const day = plan.days[dayIndex];
  const current = day ? mealAt(day, ref) : undefined;
  if (!day || !current) return [];
  const targets = planTargets(plan);
  const { restrictions, dislikedIngredients } = plan.constraints;
  const weekUses = new Map<number, number>();
  plan.days.forEach((d) => {
    for (const m of mealsOfDay(d)) weekUses.set(m.recipeId, (weekUses.get(m.recipeId) ?? 0) + 1);
  });
  weekUses.set(current.recipeId, (weekUses.get(current.recipeId) ?? 1) - 1);
  const onDay = new Set(mealsOfDay(day).map((m) => m.recipeId));
  const preferred = new Set(plan.constraints.preferredCuisines.map((c) => c.toLowerCase()));
  const isAllowed = recipeFilter(restrictions, dislikedIngredients);
  const byId = new Map(catalogue.map((r) => [r.id, r]));
  const allMeals = plan.days.flatMap((d) => mealsOfDay(d));
  const largeElsewhere =
    allMeals.filter((m) => isLarge(m.servings)).length - isLarge(current.servings);
  const largeBudget = largePortionBudget(allMeals.length);
  const neighbours = [plan.days[dayIndex - 1], plan.days[dayIndex + 1]].filter(Boolean);
  const dayKey = (d: Pick<PlannedDay, "meals">) =>
    mealsOfDay(d)
      .map((m) => m.recipeId)
      .sort((a, b) => a - b)
      .join(",");
  /** The hard rules of ADR 036 on the day after a swap. */
  const keepsRules = (next: PlannedDay, servings: number) => {
    if (largeElsewhere + isLarge(servings) > largeBudget) return false;
    const meals = mealsOfDay(next);
    const eggs = meals.reduce(
      (n, m) => n + (byId.get(m.recipeId)?.eggsPerServing ?? 0) * m.servings,
      0,
    );
    if (eggs > MAX_EGGS_PER_DAY + 1e-9) return false;
    if (next.meals.snacks.some((m) => m.calories > MAX_SNACK_SHARE * next.totals.calories))
      return false;
    if (targets.carbCeiling != null && next.totals.carbs > targets.carbCeiling) return false;
    return !neighbours.some((n) => dayKey(n) === dayKey(next));
  };

  const options: (SwapOption & { cost: number })[] = [];
  for (const recipe of catalogue) {
    if (recipe.calories <= 0 || onDay.has(recipe.id) || !recipe.mealTypes.includes(ref.slot))
      continue;
    if ((weekUses.get(recipe.id) ?? 0) >= MAX_USES_PER_WEEK) continue;
    if (!isAllowed(recipe)) continue;
    let best: (SwapOption & { cost: number }) | null = null;
    for (const servings of PORTIONS) {
      const meal = mealOf(recipe, servings);
      const next = replaceMeal(day, ref, meal, targets);
      if (!keepsRules(next, servings)) continue;
      let cost =
        targetCost(
          next.totals.calories,
          next.totals.protein,
          next.totals.carbs,
          next.totals.fat,
          targets,
        ) + portionCost(servings);
      if (preferred.has(recipe.cuisine.toLowerCase())) cost -= PREFERRED_CUISINE_BONUS;
      if (!best || cost < best.cost) best = { recipe, servings, meal, day: next, cost };
    }
    if (best) options.push(best);
  }
  options.sort((a, b) => a.cost - b.cost);
  return options.slice(0, limit).map(({ cost: _cost, ...option }) => option);
}

function replaceMeal(
  day: PlannedDay,
  ref: MealRef,
  meal: PlannedMeal,
  targets: DayTargets,
): PlannedDay {
  const meals =
    ref.slot === "snack"
      ? { ...day.meals, snacks: day.meals.snacks.map((s, i) => (i === ref.index ? meal : s)) }
      : { ...day.meals, [ref.slot]: meal };
  return summarizeDay(day.day, meals, targets);
}

/**
 * Whether a swap is acceptable: the day stays within its calorie tolerance, or, for a day the
 * catalogue could not put on target, it gets no further from it.
 */
export function swapKeepsDayOnTarget(before: PlannedDay, after: PlannedDay): boolean {
  if (Math.abs(after.deviation.calories) <= CALORIE_TOLERANCE) return true;
  return Math.abs(after.deviation.calories) <= Math.abs(before.deviation.calories);
}

/**
 * The plan with one meal replaced and that day's totals recomputed. Swapping either half of a
 * leftover pair ends the pair (ADR 048): the other half stays as it is, now cooked on its own.
 */
export function applySwap(
  plan: MealPlan,
  dayIndex: number,
  ref: MealRef,
  recipe: PlanRecipe,
  servings: number,
): MealPlan {
  const days = plan.days.slice();
  days[dayIndex] = replaceMeal(days[dayIndex], ref, mealOf(recipe, servings), planTargets(plan));
  const next = days[dayIndex + 1];
  if (ref.slot === "dinner" && next?.meals.lunch.leftoverOf?.day === dayIndex) {
    const { leftoverOf: _ended, ...lunch } = next.meals.lunch;
    days[dayIndex + 1] = { ...next, meals: { ...next.meals, lunch } };
  }
  return { ...plan, days };
}
