/**
 * Recipe search rules, shared by the SQL the server runs (app/services/recipes.server.ts) and the
 * pages. Pure. What runs in D1 and why: docs/decisions/011-recipe-search.md.
 *
 * - Text: a term matches when it is a case-insensitive substring of the searched fields (spec 1
 *   section 5). Two field sets:
 *   - "card" (the recommendations page): title, description or dietary tags; a term containing
 *     quick, fast or easy also matches recipes ready in 15 minutes or less;
 *   - "full" (the search page): title, description, cuisine or ingredient text.
 *   `recipeSearchText` builds the exact text the FTS table indexes (migration 0001), so the SQL and
 *   `matchesSearchTerm` agree (an integration test compares them on the whole catalogue).
 * - Restrictions and disliked ingredients exclude; preferred cuisines and health goals rank
 *   (`rankScore`).
 */
import { CUISINES, type Cuisine } from "./cuisines";
import { DIETARY_TAGS, type DietaryTag } from "./dietary-tags";

export const RECIPE_CUISINES = CUISINES;
export type RecipeCuisine = Cuisine;

/**
 * The recommendations page's cuisine dropdown, after "All": the one cuisine list (the spec's 13,
 * app/domain/cuisines.ts) as URL values. "asian" covers the East and South-East Asian cuisines.
 */
export const RECOMMENDATION_CUISINES = CUISINES.map((c) => c.toLowerCase());

/** What the collection page shows when the cuisine list cannot be loaded (spec 1 section 9). */
export const COLLECTION_FALLBACK_CUISINES = [
  "Italian",
  "Mexican",
  "Indian",
  "Chinese",
  "Mediterranean",
] as const;

/**
 * "Asian" as a filter or a preference covers the East and South-East Asian cuisines of the
 * catalogue too: the recommendations dropdown offers Asian but not Chinese, Japanese, Thai or Korean.
 */
const CUISINE_GROUPS: Record<string, readonly RecipeCuisine[]> = {
  asian: ["Asian", "Chinese", "Japanese", "Thai", "Korean"],
};

/** The catalogue cuisine for any spelling ("italian", " Middle eastern "), or null. */
export function canonicalCuisine(value: string): RecipeCuisine | null {
  const wanted = value
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, " ");
  return RECIPE_CUISINES.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** The cuisines a filter or preference value stands for ("asian" -> five); unknown values none. */
export function expandCuisine(value: string): RecipeCuisine[] {
  const key = value.trim().toLowerCase();
  // own keys only: "constructor" would find Object's and spread a function (a 500)
  const group = Object.hasOwn(CUISINE_GROUPS, key) ? CUISINE_GROUPS[key] : undefined;
  if (group) return [...group];
  const one = canonicalCuisine(value);
  return one ? [one] : [];
}

export function expandCuisines(values: readonly string[]): RecipeCuisine[] {
  return [...new Set(values.flatMap(expandCuisine))];
}

export const SEARCH_RESTRICTIONS = DIETARY_TAGS;
export type SearchRestriction = DietaryTag;

export const HEALTH_GOALS = [
  "weightLoss",
  "maintenance",
  "muscleGain",
  "heartHealth",
  "energyBoost",
] as const;
export type HealthGoal = (typeof HEALTH_GOALS)[number];

export const HEALTH_GOAL_LABELS: Record<HealthGoal, string> = {
  weightLoss: "Weight Loss",
  maintenance: "Maintenance",
  muscleGain: "Muscle Gain",
  heartHealth: "Heart Health",
  energyBoost: "Energy Boost",
};

export const RESTRICTION_LABELS: Record<DietaryTag, string> = {
  vegetarian: "Vegetarian",
  vegan: "Vegan",
  glutenFree: "Gluten Free",
  dairyFree: "Dairy Free",
  nutFree: "Nut Free",
  lowCarb: "Low Carb",
  highProtein: "High Protein",
};

/** One list of meal types for logs, analyses and recipes (app/domain/meal-types.ts). */
export { MEAL_TYPES, type MealType } from "./meal-types";

/** Spec 1 section 9: quick under 30 minutes, medium 30 to 60, long over 60. */
export const COOKING_TIMES = {
  quick: { label: "Quick (under 30 min)", min: null, max: 29 },
  medium: { label: "Medium (30-60 min)", min: 30, max: 60 },
  long: { label: "Long (over 60 min)", min: 61, max: null },
} as const;
export type CookingTime = keyof typeof COOKING_TIMES;
export const COOKING_TIME_VALUES = Object.keys(COOKING_TIMES) as CookingTime[];

export function matchesCookingTime(prepTime: number, time: CookingTime): boolean {
  const { min, max } = COOKING_TIMES[time];
  return (min === null || prepTime >= min) && (max === null || prepTime <= max);
}

/** Spec 1 section 9: the calorie slider. Its top value means "no upper limit" (a 1,000+ kcal dish still shows). */
export const CALORIE_SLIDER = { min: 0, max: 1000, step: 50 } as const;

/** Spec 1 section 9: the quick-recipe threshold, and the words that ask for it. */
export const QUICK_PREP_MAX_MINUTES = 15;
export const QUICK_WORDS = ["quick", "fast", "easy"] as const;

export function asksForQuick(term: string): boolean {
  const lower = term.toLowerCase();
  return QUICK_WORDS.some((word) => lower.includes(word));
}

/** "glutenFree" -> "gluten free": the readable form indexed beside each tag. */
export function tagWords(tag: string): string {
  return tag.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
}

export type SearchableRecipe = {
  title: string;
  description: string;
  cuisine: string;
  dietaryTags: readonly string[];
  /** ingredient lines, or structured ingredients with their line in `text` */
  ingredients: readonly (string | { text?: unknown })[];
  prepTime: number;
};

export type SearchMode = "card" | "full";

/** The FTS table's columns for a recipe, built exactly as the triggers of migration 0001 build them. */
export function recipeSearchText(recipe: SearchableRecipe) {
  const tagText = (tag: string) => (tag === tagWords(tag) ? tag : `${tag} ${tagWords(tag)}`);
  const lines = recipe.ingredients
    .map((i) => (typeof i === "string" ? i : typeof i?.text === "string" ? i.text : null))
    .filter((line): line is string => line !== null);
  return {
    title: recipe.title,
    description: recipe.description,
    cuisine: recipe.cuisine,
    tags: recipe.dietaryTags.map(tagText).join(" | "),
    ingredients: lines.join(" | "),
  };
}

/** The FTS columns each mode searches. */
export const SEARCH_COLUMNS: Record<
  SearchMode,
  readonly (keyof ReturnType<typeof recipeSearchText>)[]
> = {
  card: ["title", "description", "tags"],
  full: ["title", "description", "cuisine", "ingredients"],
};

/** Terms are trimmed and capped; an empty term matches everything. */
export const MAX_TERM_LENGTH = 100;
export function normaliseTerm(term: string | null | undefined): string {
  return (term ?? "").trim().replace(/\s+/g, " ").slice(0, MAX_TERM_LENGTH);
}

/** Whether a term matches a recipe, as the server's SQL decides it. */
export function matchesSearchTerm(
  recipe: SearchableRecipe,
  rawTerm: string,
  mode: SearchMode,
): boolean {
  const term = normaliseTerm(rawTerm).toLowerCase();
  if (!term) return true;
  if (mode === "card" && asksForQuick(term) && recipe.prepTime <= QUICK_PREP_MAX_MINUTES)
    return true;
  const text = recipeSearchText(recipe);
  return SEARCH_COLUMNS[mode].some((column) => text[column].toLowerCase().includes(term));
}

// ---------------------------------------------------------------- ranking

/** Goal names in any spelling ("weight loss", "lose weight", "build muscle", "heart-health"). */
const GOAL_SPELLINGS: Record<string, HealthGoal> = {
  weightloss: "weightLoss",
  loseweight: "weightLoss",
  fatloss: "weightLoss",
  losefat: "weightLoss",
  maintenance: "maintenance",
  maintain: "maintenance",
  maintainweight: "maintenance",
  weightmaintenance: "maintenance",
  musclegain: "muscleGain",
  buildmuscle: "muscleGain",
  gainmuscle: "muscleGain",
  musclebuilding: "muscleGain",
  hearthealth: "heartHealth",
  hearthealthy: "heartHealth",
  energyboost: "energyBoost",
  moreenergy: "energyBoost",
  energy: "energyBoost",
};

export function normaliseHealthGoals(values: readonly (string | null | undefined)[]): HealthGoal[] {
  const goals = new Set<HealthGoal>();
  for (const value of values) {
    const goal = GOAL_SPELLINGS[(value ?? "").toLowerCase().replace(/[^a-z]/g, "")];
    if (goal) goals.add(goal);
  }
  return HEALTH_GOALS.filter((g) => goals.has(g));
}

export type RankableRecipe = {
  id: number;
  cuisine: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sodium: number;
};

/**
 * Points per goal, per serving. Each rule is a CASE in the SQL (recipes.server.ts `goalScoreSql`):
 * - weightLoss: 2 at <= 400 kcal, 1 at <= 550 kcal (a third to a quarter of a 1,500-2,000 kcal day);
 * - muscleGain: 2 at >= 25 g protein (the per-meal amount that maximises muscle protein synthesis,
 *   as the highProtein tag), 1 at >= 15 g;
 * - heartHealth: 1 for <= 600 mg sodium (a quarter of the 2,300 mg daily limit), 1 for >= 5 g fibre;
 * - energyBoost: 2 for >= 30 g carbohydrate with >= 4 g fibre (slow carbohydrate), 1 for either;
 * - maintenance: 2 when protein gives 15-35 % and fat 20-40 % of the energy (a balanced plate).
 */
export const GOAL_RULES = {
  weightLoss: { fullKcal: 400, partKcal: 550 },
  muscleGain: { fullProtein: 25, partProtein: 15 },
  heartHealth: { maxSodium: 600, minFiber: 5 },
  energyBoost: { minCarbs: 30, minFiber: 4 },
  maintenance: { protein: [0.15, 0.35], fat: [0.2, 0.4] },
} as const;

/** Points for the preferred cuisine, more than any one goal gives. */
export const PREFERRED_CUISINE_POINTS = 3;

export function goalPoints(recipe: RankableRecipe, goal: HealthGoal): number {
  const r = GOAL_RULES;
  switch (goal) {
    case "weightLoss":
      return recipe.calories <= r.weightLoss.fullKcal
        ? 2
        : recipe.calories <= r.weightLoss.partKcal
          ? 1
          : 0;
    case "muscleGain":
      return recipe.protein >= r.muscleGain.fullProtein
        ? 2
        : recipe.protein >= r.muscleGain.partProtein
          ? 1
          : 0;
    case "heartHealth":
      return (
        (recipe.sodium <= r.heartHealth.maxSodium ? 1 : 0) +
        (recipe.fiber >= r.heartHealth.minFiber ? 1 : 0)
      );
    case "energyBoost":
      return (
        (recipe.carbs >= r.energyBoost.minCarbs ? 1 : 0) +
        (recipe.fiber >= r.energyBoost.minFiber ? 1 : 0)
      );
    case "maintenance": {
      if (recipe.calories <= 0) return 0;
      const protein = (recipe.protein * 4) / recipe.calories;
      const fat = (recipe.fat * 9) / recipe.calories;
      const [pLo, pHi] = r.maintenance.protein;
      const [fLo, fHi] = r.maintenance.fat;
      return protein >= pLo && protein <= pHi && fat >= fLo && fat <= fHi ? 2 : 0;
    }
  }
}

export type RankingPreferences = {
  /** catalogue cuisines (already expanded) */
  preferredCuisines: readonly string[];
  healthGoals: readonly HealthGoal[];
};

export function rankScore(recipe: RankableRecipe, prefs: RankingPreferences): number {
  const cuisine = prefs.preferredCuisines.includes(recipe.cuisine) ? PREFERRED_CUISINE_POINTS : 0;
  return prefs.healthGoals.reduce((sum, goal) => sum + goalPoints(recipe, goal), cuisine);
}

/**
 * Equal scores are spread by a fixed shuffle of the id, so a page shows a mix of cuisines rather
 * than the catalogue's file order; then the id. The same expression is the SQL's second sort key.
 */
export function mixKey(id: number): number {
  return (id * 7919) % 997;
}

/** The order the server returns: score high to low, then the mix, then the id. */
export function compareRanked(
  a: { id: number; score: number },
  b: { id: number; score: number },
): number {
  return b.score - a.score || mixKey(a.id) - mixKey(b.id) || a.id - b.id;
}

/**
 * Chef's tips exist for Mediterranean, Italian, Asian, Mexican and Indian (spec 1 section 9): the
 * East and South-East Asian cuisines of the catalogue take the Asian tips, Greek the Mediterranean
 * ones; every other cuisine gets the generic set.
 */
export function chefTipsCuisine(cuisine: string): string {
  const canonical = canonicalCuisine(cuisine);
  if (canonical && CUISINE_GROUPS.asian.includes(canonical)) return "Asian";
  if (canonical === "Greek") return "Mediterranean";
  return cuisine;
}
