/**
 * The food table (USDA foods and everyday aliases in D1) for the ingredient resolver, loaded for one
 * text: every alias (about 1,800 short rows) and only the foods the text needs, never the whole
 * table. One loader for every feature that reads typed food: the nutrition log, food analysis, the
 * coach, and shopping lists from a diet plan's lines.
 */
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { foodAliases, foods } from "#db/schema";
import { candidateFoodIds } from "~/domain/food/candidates";
import type { FoodRecord, HouseholdWeight } from "~/domain/food/foods";
import { indexAliases, type AliasIndex, type NutritionData } from "~/domain/food/lines";
import type { Nutrients } from "~/domain/food/nutrients";
import { parseFoodText, type FoodTextParse } from "~/domain/food/text";
import { hitRateLimit } from "./rate-limit.server";

/** D1 allows 100 bound parameters per statement. */
const ID_CHUNK = 90;
/** Resolving again after loading what the resolver missed: once is enough in practice. */
const MAX_PASSES = 3;

export async function loadAliasIndex(db: Database): Promise<AliasIndex> {
  return indexAliases(await db.select().from(foodAliases));
}

/** The foods with these ids (any that do not exist are simply absent). */
export async function loadFoods(db: Database, ids: readonly number[]): Promise<FoodRecord[]> {
  const unique = [...new Set(ids)];
  const rows: FoodRecord[] = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .select()
        .from(foods)
        .where(inArray(foods.id, unique.slice(i, i + ID_CHUNK)))),
    );
  }
  return rows;
}

/**
 * A text read by the food engine (app/domain/food/text.ts) against the food table: the one path of
 * the food log, Food Analysis, the coach and POST /api/foods/parse.
 */
export async function parseFoodTextFromTable(
  db: Database,
  text: string,
): Promise<{ parse: FoodTextParse; data: NutritionData }> {
  const { result, data } = await resolveWithFoodData(db, text, (d) => parseFoodText(text, d));
  return { parse: result, data };
}

export async function getFood(db: Database, id: number): Promise<FoodRecord | null> {
  return (await loadFoods(db, [id]))[0] ?? null;
}

/** USDA group and name of the given foods (what the shopping categoriser needs). */
export async function loadFoodGroups(
  db: Database,
  ids: readonly number[],
): Promise<Map<number, { foodGroup: string; name: string }>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, { foodGroup: string; name: string }>();
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    const rows = await db
      .select({ id: foods.id, foodGroup: foods.foodGroup, name: foods.name })
      .from(foods)
      .where(inArray(foods.id, unique.slice(i, i + ID_CHUNK)));
    for (const row of rows) found.set(row.id, { foodGroup: row.foodGroup, name: row.name });
  }
  return found;
}

/** A food table that remembers the foods the resolver asked for and did not find. */
class RecordingFoodTable extends Map<number, FoodRecord> {
  readonly missed = new Set<number>();
  override get(id: number): FoodRecord | undefined {
    if (!super.has(id)) this.missed.add(id);
    return super.get(id);
  }
}

/**
 * Runs `resolve` against the food table as the text needs it. First load: the foods that the text's
 * word runs name (candidateFoodIds, one query for most texts). The resolver can reach a food no run
 * names by rewriting a line ("juice of 1/2 lime" is lime juice): those are loaded and `resolve`
 * runs again, so the result is what the whole table would give.
 */
export async function resolveWithFoodData<T>(
  db: Database,
  text: string,
  resolve: (data: NutritionData) => T,
): Promise<{ result: T; data: NutritionData }> {
  const aliases = await loadAliasIndex(db);
  const table = new RecordingFoodTable();
  for (const food of await loadFoods(db, candidateFoodIds(text, aliases))) {
    table.set(food.id, food);
  }
  const data: NutritionData = { foods: table, aliases };
  const tried = new Set(table.keys());
  for (let pass = 1; ; pass++) {
    table.missed.clear();
    const result = resolve(data);
    const missing = [...table.missed].filter((id) => !tried.has(id));
    if (missing.length === 0 || pass === MAX_PASSES) return { result, data };
    for (const id of missing) tried.add(id);
    for (const food of await loadFoods(db, missing)) table.set(food.id, food);
  }
}

// ---------------------------------------------------------------- POST /api/foods/parse

const MINUTE = 60_000;
/** Reading text costs a few D1 reads: generous for a person, a brake for a script. */
export const FOOD_PARSE_LIMITS = {
  ip: { limit: 60, windowMs: 10 * MINUTE },
  user: { limit: 300, windowMs: 60 * MINUTE },
} as const;

export async function limitFoodParsing(
  db: Database,
  who: { ip: string; userId: number | null },
): Promise<{ allowed: true } | { allowed: false; resetAt: number }> {
  const byIp = await hitRateLimit(db, `foods-parse:ip:${who.ip}`, FOOD_PARSE_LIMITS.ip);
  if (!byIp.allowed) return { allowed: false, resetAt: byIp.resetAt };
  if (who.userId !== null) {
    const byUser = await hitRateLimit(db, `foods-parse:user:${who.userId}`, FOOD_PARSE_LIMITS.user);
    if (!byUser.allowed) return { allowed: false, resetAt: byUser.resetAt };
  }
  return { allowed: true };
}

/** The nutrients as the API shows them: `calories` for kcal, the rest by name. */
function apiNutrients(n: Nutrients) {
  const { kcal, ...rest } = n;
  return { calories: kcal, ...rest };
}

/** The parse of a text in the API's shape. */
export async function foodParseAnswer(db: Database, text: string) {
  const { parse } = await parseFoodTextFromTable(db, text);
  return {
    items: parse.items.map((i) => ({
      input: i.input,
      name: i.name,
      foodId: i.foodId,
      foodName: i.foodName,
      grams: i.grams,
      portion: i.portion,
      ...apiNutrients(i.nutrients),
      assumptions: i.assumptions,
      source: i.source,
    })),
    unmatched: parse.unmatched.map((u) => ({
      input: u.input,
      reason: u.reason,
      suggestions: u.suggestions,
    })),
    totals: apiNutrients(parse.totals),
  };
}

/**
 * The food data for a text to be read later (the built-in coach's knowledge): the foods its lines
 * resolve to when read as food text, as resolveWithFoodData finds them.
 */
export async function loadNutritionDataFor(db: Database, text: string): Promise<NutritionData> {
  const lines = text.split("\n").filter((line) => line.trim());
  return (await resolveWithFoodData(db, text, (data) => lines.map((l) => parseFoodText(l, data))))
    .data;
}

// ---------------------------------------------------------------- search (GET /api/foods)

export type FoodSearchResult = {
  foodId: number;
  /** the everyday name when an alias matched ("brown rice, cooked"), else the USDA name */
  name: string;
  usdaName: string;
  kcalPer100g: number;
  householdWeights: HouseholdWeight[];
};

/** Foods whose everyday alias or USDA name contains the text; aliases first, at most `limit`. */
export async function searchFoods(
  db: Database,
  q: string,
  limit = 10,
): Promise<FoodSearchResult[]> {
  // instr rather than LIKE: D1 refuses LIKE patterns over 50 bytes ("pattern too complex"), which
  // a 60-character search (or 17 accented letters) exceeds; instr has no such limit and no wildcards.
  const needle = q.trim().toLowerCase();
  const [byAlias, byName] = await db.batch([
    db
      .select({
        alias: foodAliases.alias,
        id: foods.id,
        name: foods.name,
        kcal: foods.kcal,
        householdWeights: foods.householdWeights,
      })
      .from(foodAliases)
      .innerJoin(foods, eq(foods.id, foodAliases.foodId))
      .where(sql`instr(lower(${foodAliases.alias}), ${needle}) > 0`)
      .orderBy(sql`length(${foodAliases.alias})`, asc(foodAliases.alias))
      .limit(limit),
    db
      .select({
        id: foods.id,
        name: foods.name,
        kcal: foods.kcal,
        householdWeights: foods.householdWeights,
      })
      .from(foods)
      .where(sql`instr(lower(${foods.name}), ${needle}) > 0`)
      .orderBy(sql`length(${foods.name})`, asc(foods.name))
      .limit(limit),
  ]);
  const out: FoodSearchResult[] = [];
  const seen = new Set<number>();
  for (const row of byAlias) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push({
      foodId: row.id,
      name: row.alias.charAt(0).toUpperCase() + row.alias.slice(1),
      usdaName: row.name,
      kcalPer100g: row.kcal,
      householdWeights: row.householdWeights ?? [],
    });
  }
  for (const row of byName) {
    if (out.length >= limit) break;
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push({
      foodId: row.id,
      name: row.name,
      usdaName: row.name,
      kcalPer100g: row.kcal,
      householdWeights: row.householdWeights ?? [],
    });
  }
  return out.slice(0, limit);
}
