/**
 * Reading recipes: lists, one recipe, search with the profile's ranking, cuisine and category
 * counts, related recipes. Everything filters, ranks and pages in D1 (docs/decisions/011): text
 * through the FTS5 tables of migration 0001, tags and meal types on their JSON text, the score as
 * CASE expressions, and `count(*) OVER ()` for the total of a page.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Database } from "#db/client";
import { intakeRows, type IntakeRow } from "~/content/reference-intakes";
import type { RecipeIngredient } from "#db/schema";
import type { Recipe, RecipeListItem } from "~/domain/recipe";
import {
  CATEGORY_RULES,
  RECIPE_CATEGORIES,
  SPICY_WORDS,
  type RecipeCategory,
} from "~/domain/recipe-categories";
import { readStoredList } from "~/domain/recipe-content";
import {
  COOKING_TIMES,
  GOAL_RULES,
  PREFERRED_CUISINE_POINTS,
  QUICK_PREP_MAX_MINUTES,
  RECIPE_CUISINES,
  SEARCH_COLUMNS,
  asksForQuick,
  expandCuisines,
  normaliseHealthGoals,
  normaliseTerm,
  type CookingTime,
  type HealthGoal,
  type SearchMode,
} from "~/domain/recipe-search";
import { dislikeTerms } from "~/domain/food/names";
import { readMicronutrients, type RecipeNutrition } from "~/domain/food/nutrients";
import { EXCLUDING_RESTRICTIONS } from "~/domain/meal-plan";
import { RELATED_RECIPES_COUNT } from "~/domain/related-recipes";
import type { SearchRequest } from "~/domain/schemas/recipes";

// ---------------------------------------------------------------- the recipe shape

export type { Recipe, RecipeListItem };

type RecipeRow = RecipeNutrition & {
  id: number;
  slug: string;
  title: string;
  description: string;
  image_url: string;
  prep_time: number;
  servings: number;
  cuisine: string;
  meal_types: string;
  dietary_tags: string;
  ingredients: string;
  instructions: string;
  source: string;
  created_at: string;
  updated_at: string;
  /** only when a single recipe is read (the detail answers carry it, lists do not) */
  micronutrients?: string | null;
};

const RECIPE_COLUMN_LIST =
  "r.id, r.slug, r.title, r.description, coalesce(r.photo_url, r.image_url) AS image_url, r.calories, r.protein, r.carbs, r.fat, r.fiber, " +
  "r.sugar, r.sodium, r.prep_time, r.servings, r.cuisine, r.meal_types, r.dietary_tags, r.ingredients, " +
  "r.instructions, r.source, r.created_at, r.updated_at";
const RECIPE_COLUMNS = sql.raw(RECIPE_COLUMN_LIST);
/**
 * The same columns without the method (an empty list): for rows that become cards only, such as
 * the related-recipe candidates, whose instructions nothing reads (ADR 050: 36 rows a page).
 */
const CARD_COLUMNS = sql.raw(RECIPE_COLUMN_LIST.replace("r.instructions", "'[]' AS instructions"));

/**
 * The distinct badge types of a recipe's cultural stories, in the order of their first story, as a
 * JSON list: a column of the recipe's own row, so a list or a page costs no second query.
 */
const BADGES_COLUMN = sql.raw(
  "(SELECT json_group_array(badge_type) FROM (SELECT badge_type, min(id) AS first " +
    "FROM cultural_stories AS cs WHERE cs.recipe_id = r.id GROUP BY badge_type ORDER BY first)) " +
    "AS cultural_badges",
);

const stringList = (raw: unknown): string[] =>
  (readStoredList(raw) ?? []).filter((x): x is string => typeof x === "string");

function toListItem(row: RecipeRow & { cultural_badges: string | null }): RecipeListItem {
  return { ...toRecipe(row), culturalBadges: stringList(row.cultural_badges) };
}

function toRecipe(row: RecipeRow): Recipe {
  const ingredients = readStoredList(row.ingredients);
  const instructions = readStoredList(row.instructions);
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    imageUrl: row.image_url,
    calories: row.calories,
    protein: row.protein,
    carbs: row.carbs,
    fat: row.fat,
    fiber: row.fiber,
    sugar: row.sugar,
    sodium: row.sodium,
    prepTime: row.prep_time,
    servings: row.servings,
    cuisine: row.cuisine,
    mealTypes: stringList(row.meal_types),
    dietaryTags: stringList(row.dietary_tags),
    ingredients: ingredients === null ? row.ingredients : (ingredients as RecipeIngredient[]),
    instructions: instructions === null ? row.instructions : (instructions as string[]),
    source: row.source,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...(row.micronutrients === undefined
      ? {}
      : { micronutrients: readMicronutrients(row.micronutrients) }),
  };
}

// ---------------------------------------------------------------- conditions

/**
 * Which recipes a viewer may see: everyone's, and their own imported ones (ADR 038). Without a
 * viewer, only everyone's: a private recipe shows up only where a caller names its owner.
 */
export function visibleTo(viewerId: number | null | undefined): SQL {
  return viewerId ? sql`(r.owner_id IS NULL OR r.owner_id = ${viewerId})` : sql`r.owner_id IS NULL`;
}

/** `["vegan","glutenFree"]` holds `"vegan"` exactly once, quoted: the JSON text is searched directly. */
function jsonListHas(column: SQL, value: string): SQL {
  return sql`instr(${column}, ${JSON.stringify(value)}) > 0`;
}

/**
 * An FTS5 phrase: the text in double quotes, quotes doubled; anything else inside is literal but
 * NUL, which ends the query text for FTS5 (an unterminated phrase, a 500) and is in no recipe.
 */
export function ftsPhrase(text: string): string {
  return `"${text.replace(/\0/g, "").replace(/"/g, '""')}"`;
}

/**
 * The text condition. Terms of 3 characters or more use the trigram index (a phrase is a substring
 * match there); shorter terms cannot, and are compared with instr() on the same FTS columns.
 */
function termCondition(rawTerm: string, mode: SearchMode): SQL | null {
  const term = normaliseTerm(rawTerm);
  if (!term) return null;
  const columns = SEARCH_COLUMNS[mode];
  let matches: SQL;
  if ([...term].length >= 3) {
    const query = `{${columns.join(" ")}} : ${ftsPhrase(term)}`;
    matches = sql`r.id IN (SELECT rowid FROM recipe_search WHERE recipe_search MATCH ${query})`;
  } else {
    const lower = term.toLowerCase();
    const anyColumn = sql.join(
      columns.map((c) => sql`instr(lower(coalesce(s.${sql.raw(c)}, '')), ${lower}) > 0`),
      sql` OR `,
    );
    matches = sql`r.id IN (SELECT s.rowid FROM recipe_search AS s WHERE ${anyColumn})`;
  }
  if (mode === "card" && asksForQuick(term)) {
    return sql`(${matches} OR r.prep_time <= ${QUICK_PREP_MAX_MINUTES})`;
  }
  return matches;
}

/**
 * Recipes that contain none of the dislikes, by the food engine's reading of their title and
 * lines (`recipes.food_terms`, app/domain/food/names.ts): "mushrooms" excludes shiitake, "coriander"
 * cilantro, "olives" kalamata olives but not olive oil. Null when no dislike has a letter.
 */
function dislikeCondition(dislikes: readonly string[]): SQL | null {
  const excluded: SQL[] = [];
  for (const dislike of new Set(dislikes.map((d) => d.trim().toLowerCase()))) {
    const alternatives = dislikeTerms(dislike);
    if (!alternatives.length) continue;
    const contains = sql.join(
      alternatives.map(
        (all) =>
          sql`(${sql.join(
            all.map((term) => sql`instr(r.food_terms, ${`|${term}|`}) > 0`),
            sql` AND `,
          )})`,
      ),
      sql` OR `,
    );
    excluded.push(sql`NOT (${contains})`);
  }
  return excluded.length ? sql.join(excluded, sql` AND `) : null;
}

function cookingTimeCondition(time: CookingTime): SQL {
  const { min, max } = COOKING_TIMES[time];
  const parts: SQL[] = [];
  if (min !== null) parts.push(sql`r.prep_time >= ${min}`);
  if (max !== null) parts.push(sql`r.prep_time <= ${max}`);
  return sql.join(parts, sql` AND `);
}

/** The SQL twin of `isInCategory` (app/domain/recipe-categories.ts). */
export function categoryCondition(category: RecipeCategory): SQL {
  const c = CATEGORY_RULES;
  const tags = sql`r.dietary_tags`;
  switch (category) {
    case "quick-easy":
      return sql`r.prep_time <= ${c.quickMaxMinutes}`;
    case "high-protein":
      return jsonListHas(tags, "highProtein");
    case "low-calorie":
      return sql`r.calories <= ${c.lowCalorieMaxKcal}`;
    case "vegetarian":
      return jsonListHas(tags, "vegetarian");
    case "gluten-free":
      return jsonListHas(tags, "glutenFree");
    case "heart-healthy":
      return sql`(r.sodium <= ${c.heartMaxSodiumMg} AND r.fiber >= ${c.heartMinFiberG})`;
    case "dairy-free":
      return jsonListHas(tags, "dairyFree");
    case "kid-friendly": {
      const spicy = sql.join(
        SPICY_WORDS.map((w) => sql`instr(lower(coalesce(s.ingredients, '')), ${w}) > 0`),
        sql` OR `,
      );
      return sql`(r.prep_time <= ${c.kidMaxMinutes} AND r.id NOT IN (SELECT s.rowid FROM recipe_search AS s WHERE ${spicy}))`;
    }
  }
}

/** The SQL twin of `goalPoints` (app/domain/recipe-search.ts). */
function goalScoreSql(goal: HealthGoal): SQL {
  const g = GOAL_RULES;
  switch (goal) {
    case "weightLoss":
      return sql`(CASE WHEN r.calories <= ${g.weightLoss.fullKcal} THEN 2 WHEN r.calories <= ${g.weightLoss.partKcal} THEN 1 ELSE 0 END)`;
    case "muscleGain":
      return sql`(CASE WHEN r.protein >= ${g.muscleGain.fullProtein} THEN 2 WHEN r.protein >= ${g.muscleGain.partProtein} THEN 1 ELSE 0 END)`;
    case "heartHealth":
      return sql`((CASE WHEN r.sodium <= ${g.heartHealth.maxSodium} THEN 1 ELSE 0 END) + (CASE WHEN r.fiber >= ${g.heartHealth.minFiber} THEN 1 ELSE 0 END))`;
    case "energyBoost":
      return sql`((CASE WHEN r.carbs >= ${g.energyBoost.minCarbs} THEN 1 ELSE 0 END) + (CASE WHEN r.fiber >= ${g.energyBoost.minFiber} THEN 1 ELSE 0 END))`;
    case "maintenance": {
      const [pLo, pHi] = g.maintenance.protein;
      const [fLo, fHi] = g.maintenance.fat;
      return sql`(CASE WHEN r.calories > 0 AND r.protein * 4.0 / r.calories BETWEEN ${pLo} AND ${pHi} AND r.fat * 9.0 / r.calories BETWEEN ${fLo} AND ${fHi} THEN 2 ELSE 0 END)`;
    }
  }
}

/** Points for recipes carrying a tag the profile prefers but does not require (lowCarb, highProtein). */
export const PREFERRED_TAG_POINTS = 2;

function scoreSql(prefs: {
  preferredCuisines: readonly string[];
  healthGoals: readonly HealthGoal[];
  preferredTags: readonly string[];
}): SQL {
  const parts: SQL[] = [];
  if (prefs.preferredCuisines.length) {
    parts.push(
      sql`(CASE WHEN r.cuisine IN (${sql.join(
        prefs.preferredCuisines.map((c) => sql`${c}`),
        sql`, `,
      )}) THEN ${PREFERRED_CUISINE_POINTS} ELSE 0 END)`,
    );
  }
  for (const goal of prefs.healthGoals) parts.push(goalScoreSql(goal));
  for (const tag of prefs.preferredTags)
    parts.push(
      sql`(CASE WHEN ${jsonListHas(sql`r.dietary_tags`, tag)} THEN ${PREFERRED_TAG_POINTS} ELSE 0 END)`,
    );
  return parts.length ? sql.join(parts, sql` + `) : sql`0`;
}

// ---------------------------------------------------------------- the query

export type RecipeQuery = {
  term?: string | null;
  mode?: SearchMode;
  /** catalogue cuisines to keep (already expanded: "asian" is five) */
  cuisines?: readonly string[];
  /** tags every recipe must carry */
  requiredTags?: readonly string[];
  mealType?: string | null;
  cookingTime?: CookingTime | null;
  calorieMin?: number | null;
  calorieMax?: number | null;
  dislikes?: readonly string[];
  category?: RecipeCategory | null;
  ids?: readonly number[];
  preferredCuisines?: readonly string[];
  healthGoals?: readonly HealthGoal[];
  preferredTags?: readonly string[];
  /** "ranked" (default): score, then a fixed mix, then id; "id": the catalogue's order */
  order?: "ranked" | "id";
  /** the signed-in user: their own private recipes are found too (ADR 038); none without */
  viewerId?: number | null;
  /** only the viewer's own recipes */
  ownOnly?: boolean;
  limit: number;
  offset: number;
};

export type RecipePage = {
  recipes: RecipeListItem[];
  total: number;
  limit: number;
  offset: number;
  /** the offset of the next page, or null on the last one */
  nextOffset: number | null;
};

function whereConditions(q: RecipeQuery): SQL[] {
  const where: SQL[] = [q.ownOnly ? sql`r.owner_id = ${q.viewerId ?? -1}` : visibleTo(q.viewerId)];
  const text = q.term ? termCondition(q.term, q.mode ?? "full") : null;
  if (text) where.push(text);
  if (q.cuisines?.length)
    where.push(
      sql`r.cuisine IN (${sql.join(
        q.cuisines.map((c) => sql`${c}`),
        sql`, `,
      )})`,
    );
  for (const tag of new Set(q.requiredTags ?? []))
    where.push(jsonListHas(sql`r.dietary_tags`, tag));
  if (q.mealType) where.push(jsonListHas(sql`r.meal_types`, q.mealType));
  if (q.cookingTime) where.push(cookingTimeCondition(q.cookingTime));
  if (q.calorieMin != null && q.calorieMin > 0) where.push(sql`r.calories >= ${q.calorieMin}`);
  if (q.calorieMax != null) where.push(sql`r.calories <= ${q.calorieMax}`);
  const dislikes = dislikeCondition(q.dislikes ?? []);
  if (dislikes) where.push(dislikes);
  if (q.category) where.push(categoryCondition(q.category));
  if (q.ids) {
    if (q.ids.length === 0) where.push(sql`0`);
    else
      where.push(
        sql`r.id IN (${sql.join(
          q.ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
  }
  return where;
}

/** One page of recipes matching the query, best first, with the total count. */
export async function queryRecipes(db: Database, q: RecipeQuery): Promise<RecipePage> {
  const where = whereConditions(q);
  const score = scoreSql({
    preferredCuisines: q.preferredCuisines ?? [],
    healthGoals: q.healthGoals ?? [],
    preferredTags: q.preferredTags ?? [],
  });
  const whereSql = where.length ? sql`WHERE ${sql.join(where, sql` AND `)}` : sql``;
  const rows = await db.all<
    RecipeRow & { cultural_badges: string | null; score: number; total: number }
  >(sql`
    SELECT ${RECIPE_COLUMNS}, ${BADGES_COLUMN}, ${score} AS score, count(*) OVER () AS total
    FROM recipes AS r
    ${whereSql}
    ${q.order === "id" ? sql`ORDER BY r.id` : sql`ORDER BY score DESC, (r.id * 7919) % 997, r.id`}
    LIMIT ${q.limit} OFFSET ${q.offset}`);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && q.offset > 0) {
    const [count] = await db.all<{ n: number }>(
      sql`SELECT count(*) AS n FROM recipes AS r ${whereSql}`,
    );
    total = count?.n ?? 0;
  }
  const recipes = rows.map(toListItem);
  const next = q.offset + rows.length;
  return {
    recipes,
    total,
    limit: q.limit,
    offset: q.offset,
    nextOffset: rows.length > 0 && next < total ? next : null,
  };
}

/**
 * A serving's fibre, sugar, sodium and micronutrients against an adult's reference intakes (the
 * higher of men's and women's targets), as the recipe page shows them; computed here so the
 * reference table stays out of the page's browser bundle.
 */
export function servingIntakes(recipe: Recipe): IntakeRow[] {
  const { fiber, sugar, sodium, micronutrients } = recipe;
  return intakeRows({ fiber, sugar, sodium, ...micronutrients }, null);
}

/** One recipe the viewer may see (everyone's, or their own), or null. */
export async function getRecipe(
  db: Database,
  id: number,
  viewerId: number | null = null,
): Promise<Recipe | null> {
  const [row] = await db.all<RecipeRow>(
    sql`SELECT ${RECIPE_COLUMNS}, r.micronutrients FROM recipes AS r WHERE r.id = ${id} AND ${visibleTo(viewerId)} LIMIT 1`,
  );
  return row ? toRecipe(row) : null;
}

/**
 * One recipe with its cultural badges (as in a list), or null when the viewer may not see it.
 * `ownerId` is set on a private (imported) recipe, which only its owner gets.
 */
export async function getRecipeListItem(
  db: Database,
  id: number,
  viewerId: number | null = null,
  /** a share link's token: it shows the private recipe it was made for (ADR 046) */
  shareToken: string | null = null,
): Promise<
  (RecipeListItem & { ownerId?: number; sourceUrl?: string | null; shared?: boolean }) | null
> {
  const visible = shareToken
    ? sql`(${visibleTo(viewerId)} OR (r.share_token IS NOT NULL AND r.share_token = ${shareToken}))`
    : visibleTo(viewerId);
  const [row] = await db.all<
    RecipeRow & {
      cultural_badges: string | null;
      owner_id: number | null;
      source_url: string | null;
      shared: number;
    }
  >(
    sql`SELECT ${RECIPE_COLUMNS}, ${BADGES_COLUMN}, r.micronutrients, r.owner_id, r.source_url, r.share_token IS NOT NULL AS shared FROM recipes AS r WHERE r.id = ${id} AND ${visible} LIMIT 1`,
  );
  if (!row) return null;
  const item = toListItem(row);
  return row.owner_id === null
    ? item
    : { ...item, ownerId: row.owner_id, sourceUrl: row.source_url, shared: row.shared === 1 };
}

/**
 * A user's favourite recipes, most recently saved first, in one query (the ids and the recipes
 * together, so a page reads them in one round trip).
 */
export async function favoriteRecipesOf(db: Database, userId: number): Promise<RecipeListItem[]> {
  const rows = await db.all<RecipeRow & { cultural_badges: string | null }>(
    sql`SELECT ${RECIPE_COLUMNS}, ${BADGES_COLUMN}
      FROM favorites AS f JOIN recipes AS r ON r.id = f.recipe_id
      WHERE f.user_id = ${userId} AND ${visibleTo(userId)}
      ORDER BY f.created_at DESC, f.id DESC`,
  );
  return rows.map(toListItem);
}

export type RecipeTeaser = { id: number; title: string; imageUrl: string; calories: number };

/** Catalogue recipes by slug, in the order asked (the landing page's pictures); missing ones left out. */
export async function listRecipeTeasers(
  db: Database,
  slugs: readonly string[],
): Promise<RecipeTeaser[]> {
  if (slugs.length === 0) return [];
  const rows = await db.all<{
    id: number;
    slug: string;
    title: string;
    image_url: string;
    calories: number;
  }>(
    sql`SELECT id, slug, title, coalesce(photo_url, image_url) AS image_url, calories FROM recipes
        WHERE slug IN (${sql.join(
          slugs.map((s) => sql`${s}`),
          sql`, `,
        )})`,
  );
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return slugs.flatMap((slug) => {
    const r = bySlug.get(slug);
    return r ? [{ id: r.id, title: r.title, imageUrl: r.image_url, calories: r.calories }] : [];
  });
}

/** The picture a recipe shows (a same-site path), or null when there is no such recipe. */
export async function getRecipeImageUrl(db: Database, id: number): Promise<string | null> {
  const [row] = await db.all<{ image_url: string | null }>(
    sql`SELECT coalesce(photo_url, image_url) AS image_url FROM recipes WHERE id = ${id} LIMIT 1`,
  );
  if (!row) return null;
  // only our own pictures: an absolute URL in a row is never followed
  return row.image_url?.startsWith("/") && !row.image_url.startsWith("//")
    ? row.image_url
    : "/favicon.svg";
}

/** Whether everyone's recipe `id` exists (comments, stories, shares and favourites are on those). */
export async function recipeExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.all<{ id: number }>(
    sql`SELECT id FROM recipes AS r WHERE r.id = ${id} AND ${visibleTo(null)} LIMIT 1`,
  );
  return Boolean(row);
}

// ---------------------------------------------------------------- the profile's part

/** What of a profile the search uses. */
export type SearchProfile = {
  dietaryRestrictions: string[];
  dislikedIngredients: string[];
  cuisinePreferences: string[];
  /** health goals from healthGoals, fitnessGoals and dietaryGoal, in any spelling */
  goals: string[];
};

export const EMPTY_SEARCH_PROFILE: SearchProfile = {
  dietaryRestrictions: [],
  dislikedIngredients: [],
  cuisinePreferences: [],
  goals: [],
};

export async function getSearchProfile(
  db: Database,
  userId: number,
): Promise<SearchProfile | null> {
  const [row] = await db.all<{
    dietary_restrictions: string;
    disliked_ingredients: string;
    cuisine_preferences: string;
    health_goals: string;
    fitness_goals: string;
    dietary_goal: string | null;
  }>(sql`SELECT dietary_restrictions, disliked_ingredients, cuisine_preferences, health_goals,
              fitness_goals, dietary_goal
         FROM user_profiles WHERE user_id = ${userId} LIMIT 1`);
  if (!row) return null;
  return {
    dietaryRestrictions: stringList(row.dietary_restrictions),
    dislikedIngredients: stringList(row.disliked_ingredients),
    cuisinePreferences: stringList(row.cuisine_preferences),
    goals: [
      ...stringList(row.health_goals),
      ...stringList(row.fitness_goals),
      row.dietary_goal ?? "",
    ].filter(Boolean),
  };
}

/**
 * The search profile, or null when there is none or it cannot be read: a profile the database cannot
 * give right now makes the page unpersonalised, never an error page (the page shows its own notice).
 */
export async function readSearchProfile(
  db: Database,
  userId: number,
): Promise<SearchProfile | null> {
  try {
    return await getSearchProfile(db, userId);
  } catch (error) {
    console.error("search profile could not be read", error);
    return null;
  }
}

/**
 * The first `limit` recipes in the user's personalised order (restrictions and dislikes exclude,
 * cuisines and goals rank): what GET /api/recipes?personalized=true lists first, for the shopping
 * list's recipe picker.
 */
export async function listPersonalizedRecipes(
  db: Database,
  userId: number,
  limit: number,
): Promise<RecipeListItem[]> {
  const profile = await readSearchProfile(db, userId);
  const page = await queryRecipes(db, {
    mode: "card",
    ...profileQueryParts(profile),
    order: "ranked",
    limit,
    offset: 0,
  });
  return page.recipes;
}

/**
 * The profile's part of a query: the restrictions that exclude (vegetarian, vegan, glutenFree,
 * dairyFree, nutFree, as the meal planner reads them) are required tags; lowCarb and highProtein in
 * a profile rank rather than hide (a filter the user picks on the search page still requires them);
 * dislikes exclude; preferred cuisines and goals rank.
 */
export function profileQueryParts(
  profile: SearchProfile | null,
  extraGoals: readonly string[] = [],
) {
  const p = profile ?? EMPTY_SEARCH_PROFILE;
  const excluding = EXCLUDING_RESTRICTIONS as readonly string[];
  return {
    requiredTags: p.dietaryRestrictions.filter((r) => excluding.includes(r)),
    preferredTags: p.dietaryRestrictions.filter((r) => r === "lowCarb" || r === "highProtein"),
    dislikes: p.dislikedIngredients,
    preferredCuisines: expandCuisines(p.cuisinePreferences),
    healthGoals: normaliseHealthGoals([...p.goals, ...extraGoals]),
  };
}

// ---------------------------------------------------------------- counts and related

export async function cuisineCounts(
  db: Database,
): Promise<{ cuisines: string[]; recipeCounts: Record<string, number> }> {
  const rows = await db.all<{ cuisine: string; n: number }>(
    sql`SELECT cuisine, count(*) AS n FROM recipes AS r WHERE ${visibleTo(null)} GROUP BY cuisine`,
  );
  const counts = new Map(rows.map((r) => [r.cuisine, r.n]));
  // the spec's order first, then any other cuisine the app added, by name
  const known = RECIPE_CUISINES.filter((c) => counts.has(c));
  const others = [...counts.keys()]
    .filter((c) => !(RECIPE_CUISINES as readonly string[]).includes(c))
    .sort();
  const cuisines = [...known, ...others];
  return {
    cuisines,
    recipeCounts: Object.fromEntries(cuisines.map((c) => [c, counts.get(c) ?? 0])),
  };
}

export async function categoryCounts(db: Database): Promise<Record<RecipeCategory, number>> {
  const columns = sql.join(
    RECIPE_CATEGORIES.map(
      (c) => sql`sum(CASE WHEN ${categoryCondition(c)} THEN 1 ELSE 0 END) AS ${sql.raw(`"${c}"`)}`,
    ),
    sql`, `,
  );
  const [row] = await db.all<Record<RecipeCategory, number | null>>(
    sql`SELECT ${columns} FROM recipes AS r WHERE ${visibleTo(null)}`,
  );
  return Object.fromEntries(RECIPE_CATEGORIES.map((c) => [c, row?.[c] ?? 0])) as Record<
    RecipeCategory,
    number
  >;
}

/**
 * A stored JSON list column as a JSON array for json_each: the array itself, the array inside JSON
 * text of JSON text (as `readStoredList` reads an older writer's double encoding), else `[]`.
 */
function storedListSql(column: SQL): SQL {
  const inner = sql`json_extract(${column}, '$')`;
  return sql`(CASE WHEN NOT json_valid(${column}) THEN '[]'
    WHEN json_type(${column}) = 'array' THEN ${column}
    WHEN json_type(${column}) = 'text' AND json_valid(${inner}) AND json_type(${inner}) = 'array' THEN ${inner}
    ELSE '[]' END)`;
}

/**
 * 'You Might Also Like' candidates of the recipe with this id, in one query that needs only the
 * id, so a page reads them in the same round trip as the recipe itself (ADR 034). The SQL orders
 * candidates by the keys of `chooseRelatedRecipes` (shared meal types, shared tags, calorie gap,
 * id), same cuisine and others separately; that domain function makes the final choice.
 */
/** Candidates per side: enough left after the reader's restrictions and dislikes take theirs out. */
const RELATED_CANDIDATES = RELATED_RECIPES_COUNT * 6;

export async function relatedRecipeCandidates(
  db: Database,
  recipeId: number,
): Promise<RecipeListItem[]> {
  const overlap = (column: string) =>
    sql`(SELECT count(*) FROM json_each(${storedListSql(sql.raw(`t.${column}`))}) AS v
      WHERE v.type = 'text' AND instr(${sql.raw(`r.${column}`)}, json_quote(v.value)) > 0)`;
  const pick = (sameCuisine: boolean) => sql`SELECT * FROM (
      SELECT ${CARD_COLUMNS}, ${BADGES_COLUMN} FROM recipes AS r, t
      WHERE r.id != t.id AND ${visibleTo(null)} AND ${sameCuisine ? sql`lower(r.cuisine) = lower(t.cuisine)` : sql`lower(r.cuisine) != lower(t.cuisine)`}
      ORDER BY ${overlap("meal_types")} DESC, ${overlap("dietary_tags")} DESC,
        abs(r.calories - t.calories), r.id
      LIMIT ${RELATED_CANDIDATES})`;
  // same cuisine first, then the others: one query, the two parts in that order
  const rows = await db.all<RecipeRow & { cultural_badges: string | null }>(
    sql`WITH t AS (SELECT id, cuisine, calories, meal_types, dietary_tags FROM recipes WHERE id = ${recipeId})
      ${pick(true)} UNION ALL ${pick(false)}`,
  );
  return rows.map(toListItem);
}

// ---------------------------------------------------------------- the search call

/** A guest's `userProfile` from the search call, read as a SearchProfile. */
function profileFromRequest(p: SearchRequest["userProfile"]): SearchProfile | null {
  if (!p) return null;
  return {
    dietaryRestrictions: p.dietaryRestrictions ?? [],
    dislikedIngredients: p.dislikedIngredients ?? [],
    cuisinePreferences: [...(p.cuisinePreferences ?? []), ...(p.preferredCuisines ?? [])],
    goals: [...(p.healthGoals ?? []), ...(p.fitnessGoals ?? []), p.dietaryGoal ?? ""].filter(
      Boolean,
    ),
  };
}

/**
 * POST /api/recipe-agent/search. The filters the user picked restrict (restrictions, cuisines, meal
 * type, cooking time, calories, text over title, description, cuisine and ingredients); the profile
 * (the stored one when signed in) excludes and ranks as `profileQueryParts` says; the chosen health
 * goals rank.
 */
export async function searchRecipes(
  db: Database,
  input: SearchRequest,
  userId: number | null,
  /** the signed-in user's search profile when the caller has read it already */
  storedProfile?: SearchProfile | null,
): Promise<RecipePage> {
  const profile =
    userId === null
      ? profileFromRequest(input.userProfile)
      : storedProfile !== undefined
        ? storedProfile
        : await readSearchProfile(db, userId);
  const personal = profileQueryParts(profile, input.healthGoals);
  return queryRecipes(db, {
    term: input.searchTerm ?? "",
    mode: "full",
    cuisines: expandCuisines(input.cuisinePreferences),
    requiredTags: [...new Set([...input.dietaryRestrictions, ...personal.requiredTags])],
    mealType: input.mealType ?? null,
    cookingTime: (input.cookingTime as CookingTime | undefined) ?? null,
    calorieMin: input.calorieRange?.min ?? null,
    calorieMax: input.calorieRange?.max ?? null,
    dislikes: personal.dislikes,
    preferredCuisines: personal.preferredCuisines,
    healthGoals: personal.healthGoals,
    preferredTags: personal.preferredTags.filter(
      (t) => !input.dietaryRestrictions.includes(t as never),
    ),
    limit: input.limit,
    offset: input.offset,
    viewerId: userId,
  });
}
