/**
 * The nutrition log: what a user ate, by day and meal. Entries are added with their nutrients known
 * (`addNutritionLogEntry`: manual entries, food analyses) or from the food table
 * (`logFoodFromText`, `logFoodPortion`). Every query carries the owner's id.
 */
import { and, asc, desc, eq, gte, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { foodAliases, foods, nutritionLogs } from "#db/schema";
import { utcDay } from "~/domain/days";
import { portionOf, resolveFoodText, type FoodMatch } from "~/domain/food-log";
import type { FoodRecord, HouseholdWeight } from "~/domain/foods";
import { indexAliases } from "~/domain/ingredients";
import {
  nutritionLogEntrySchema,
  type MealType,
  type NutritionLogEntryInput,
} from "~/domain/schemas/wellness";

export type NutritionLogRow = typeof nutritionLogs.$inferSelect;
export type NutritionLogEntry = Omit<NutritionLogRow, "userId">;

const entryColumns = {
  id: nutritionLogs.id,
  date: nutritionLogs.date,
  mealType: nutritionLogs.mealType,
  foodName: nutritionLogs.foodName,
  foodId: nutritionLogs.foodId,
  calories: nutritionLogs.calories,
  protein: nutritionLogs.protein,
  carbs: nutritionLogs.carbs,
  fat: nutritionLogs.fat,
  fiber: nutritionLogs.fiber,
  sugar: nutritionLogs.sugar,
  sodium: nutritionLogs.sodium,
  servingSize: nutritionLogs.servingSize,
  createdAt: nutritionLogs.createdAt,
};

/**
 * Adds one entry whose nutrients are known. For other features (the food analysis logs what it
 * recognised through this):
 *
 *   await addNutritionLogEntry(db, user.id, {
 *     mealType: "lunch", foodName: "Grilled salmon salad", calories: 420, protein: 32, carbs: 12,
 *     fat: 26, sugar: 5, servingSize: "1 plate", date: "2026-11-23", // date: default today (UTC)
 *   });
 *
 * The entry is validated with `nutritionLogEntrySchema` (meal type breakfast | lunch | dinner |
 * snack; calories 0-10,000; grams 0-1,000; sodium in mg): invalid input throws a ZodError.
 */
export async function addNutritionLogEntry(
  db: Database,
  userId: number,
  entry: NutritionLogEntryInput,
  today: string = utcDay(),
): Promise<NutritionLogEntry> {
  const e = nutritionLogEntrySchema.parse(entry);
  const [row] = await db
    .insert(nutritionLogs)
    .values({
      userId,
      date: e.date ?? today,
      mealType: e.mealType,
      foodName: e.foodName,
      foodId: e.foodId ?? null,
      calories: e.calories,
      protein: e.protein,
      carbs: e.carbs,
      fat: e.fat,
      fiber: e.fiber ?? null,
      sugar: e.sugar ?? null,
      sodium: e.sodium ?? null,
      servingSize: e.servingSize ?? null,
    })
    .returning(entryColumns);
  return row;
}

/** The user's entries of one day, in the order they were logged. */
export async function listNutritionLogs(
  db: Database,
  userId: number,
  date: string,
): Promise<NutritionLogEntry[]> {
  return db
    .select(entryColumns)
    .from(nutritionLogs)
    .where(and(eq(nutritionLogs.userId, userId), eq(nutritionLogs.date, date)))
    .orderBy(asc(nutritionLogs.createdAt), asc(nutritionLogs.id));
}

/** The user's entries from `from` to `to` (inclusive), latest day first; bounded. */
export async function listNutritionLogsBetween(
  db: Database,
  userId: number,
  from: string,
  to: string,
  limit = 500,
): Promise<NutritionLogEntry[]> {
  return db
    .select(entryColumns)
    .from(nutritionLogs)
    .where(
      and(
        eq(nutritionLogs.userId, userId),
        gte(nutritionLogs.date, from),
        lte(nutritionLogs.date, to),
      ),
    )
    .orderBy(desc(nutritionLogs.date), asc(nutritionLogs.id))
    .limit(limit);
}

/** Calories eaten per day from the log, for the trends. */
export async function dailyLoggedCalories(
  db: Database,
  userId: number,
  from: string,
  to: string,
): Promise<{ date: string; calories: number }[]> {
  return db
    .select({ date: nutritionLogs.date, calories: sql<number>`sum(${nutritionLogs.calories})` })
    .from(nutritionLogs)
    .where(
      and(
        eq(nutritionLogs.userId, userId),
        gte(nutritionLogs.date, from),
        lte(nutritionLogs.date, to),
      ),
    )
    .groupBy(nutritionLogs.date)
    .orderBy(asc(nutritionLogs.date));
}

/** Deletes one of the user's entries; false when there is no such entry of theirs. */
export async function deleteNutritionLog(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  const deleted = await db
    .delete(nutritionLogs)
    .where(and(eq(nutritionLogs.id, id), eq(nutritionLogs.userId, userId)))
    .returning({ id: nutritionLogs.id });
  return deleted.length > 0;
}

// ---------------------------------------------------------------- the food table

function toFoodRecord(row: typeof foods.$inferSelect): FoodRecord {
  return { ...row, householdWeights: row.householdWeights ?? [], traits: row.traits ?? [] };
}

async function loadFoods(db: Database, ids: number[]): Promise<FoodRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(foods)
    .where(inArray(foods.id, ids.slice(0, 50)));
  return rows.map(toFoodRecord);
}

/** A food table that remembers which foods the resolver asked for, so only those are loaded. */
class RecordingFoodTable extends Map<number, FoodRecord> {
  readonly asked = new Set<number>();
  override get(id: number): FoodRecord | undefined {
    if (!super.has(id)) this.asked.add(id);
    return super.get(id);
  }
}

/**
 * Looks a typed food up: every alias is read (about 1,800 short rows) to match the words, then only
 * the foods the match needs. Two or three passes at most.
 */
export async function matchFoodText(
  db: Database,
  text: string,
): Promise<{ ok: true; match: FoodMatch } | { ok: false; message: string }> {
  const aliasRows = await db.select().from(foodAliases);
  const aliases = indexAliases(aliasRows);
  const table = new RecordingFoodTable();
  const tried = new Set<number>();
  for (let pass = 0; pass < 3; pass++) {
    const result = resolveFoodText(text, { foods: table, aliases });
    const missing = [...table.asked].filter((id) => !tried.has(id));
    if (missing.length === 0) return result;
    for (const id of missing) tried.add(id);
    for (const food of await loadFoods(db, missing)) table.set(food.id, food);
  }
  return resolveFoodText(text, { foods: table, aliases });
}

export async function getFood(db: Database, id: number): Promise<FoodRecord | null> {
  const [row] = await db.select().from(foods).where(eq(foods.id, id)).limit(1);
  return row ? toFoodRecord(row) : null;
}

export type LogFromFoodResult =
  { ok: true; entry: NutritionLogEntry; match: FoodMatch } | { ok: false; message: string };

/** Logs a typed food ("1 cup cooked rice") with the nutrients of the food table. */
export async function logFoodFromText(
  db: Database,
  userId: number,
  input: { date?: string; mealType: MealType; text: string },
  today: string = utcDay(),
): Promise<LogFromFoodResult> {
  const found = await matchFoodText(db, input.text);
  if (!found.ok) return found;
  const { match } = found;
  const entry = await addNutritionLogEntry(
    db,
    userId,
    {
      date: input.date,
      mealType: input.mealType,
      foodName: capitalise(input.text.trim()).slice(0, 120),
      foodId: match.foodId,
      ...nutrientFields(match),
      servingSize: `${Math.round(match.grams)} g`,
    },
    today,
  );
  return { ok: true, entry, match };
}

/** Logs `grams` of a food picked from the search. */
export async function logFoodPortion(
  db: Database,
  userId: number,
  input: { date?: string; mealType: MealType; foodId: number; grams: number },
  today: string = utcDay(),
): Promise<LogFromFoodResult> {
  const food = await getFood(db, input.foodId);
  if (!food) return { ok: false, message: "That food is not in the food table." };
  const match = portionOf(food, input.grams);
  const entry = await addNutritionLogEntry(
    db,
    userId,
    {
      date: input.date,
      mealType: input.mealType,
      foodName: food.name.slice(0, 120),
      foodId: food.id,
      ...nutrientFields(match),
      servingSize: `${Math.round(match.grams)} g`,
    },
    today,
  );
  return { ok: true, entry, match };
}

function nutrientFields(match: FoodMatch) {
  const n = match.nutrients;
  return {
    calories: n.kcal,
    protein: n.protein,
    carbs: n.carbs,
    fat: n.fat,
    fiber: n.fiber,
    sugar: n.sugar,
    sodium: n.sodium,
  };
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export type FoodSearchResult = {
  foodId: number;
  /** the everyday name when an alias matched ("brown rice, cooked"), else the USDA name */
  name: string;
  usdaName: string;
  kcalPer100g: number;
  householdWeights: HouseholdWeight[];
};

function likePattern(q: string): string {
  return `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Foods whose everyday alias or USDA name contains the text; aliases first, at most `limit`. */
export async function searchFoods(
  db: Database,
  q: string,
  limit = 10,
): Promise<FoodSearchResult[]> {
  const pattern = likePattern(q.trim());
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
      .where(sql`${foodAliases.alias} LIKE ${pattern} ESCAPE '\\'`)
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
      .where(sql`lower(${foods.name}) LIKE ${pattern} ESCAPE '\\'`)
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
      name: capitalise(row.alias),
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
