/**
 * The nutrition log: what a user ate, by day and meal. Entries are added with their nutrients known
 * (`addNutritionLogEntry`: manual entries, food analyses) or from the food table
 * (`logFoodFromText`, `logFoodPortion`, through app/services/food-data.server.ts). Every query
 * carries the owner's id.
 */
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { deleteRows } from "#db/delete-rows";
import { nutritionLogs } from "#db/schema";
import { utcDay } from "~/domain/days";
import { AMOUNT_TOO_LARGE } from "~/domain/food/lines";
import { nutrientColumns, type Nutrients } from "~/domain/food/nutrients";
import { weighedFood, type FoodTextItem, type FoodTextParse } from "~/domain/food/text";
import {
  nutritionLogEntrySchema,
  type MealType,
  type NutritionLogEntryInput,
  type NutritionLogRequest,
} from "~/domain/schemas/wellness";
import { zodFieldErrors } from "~/lib/api.server";
import { getFood, parseFoodTextFromTable } from "./food-data.server";

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
  micronutrients: nutritionLogs.micronutrients,
  servingSize: nutritionLogs.servingSize,
  createdAt: nutritionLogs.createdAt,
};

/** An entry outside the nutrition log's ranges; `fields` holds the rules it broke. */
export class NutritionEntryOutOfRangeError extends Error {
  constructor(readonly fields: Record<string, string[]>) {
    super(Object.values(fields)[0]?.[0] ?? "This entry is outside the nutrition log's ranges.");
  }
}

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
 * snack; calories 0-10,000; grams 0-1,000; sodium in mg): an entry outside it throws
 * `NutritionEntryOutOfRangeError` (a typed "100 kg rice" or a big analysis comes to more than
 * one entry holds; callers answer it as a refusal, never a 500).
 */
export async function addNutritionLogEntry(
  db: Database,
  userId: number,
  entry: NutritionLogEntryInput,
  today: string = utcDay(),
): Promise<NutritionLogEntry> {
  const parsed = nutritionLogEntrySchema.safeParse(entry);
  if (!parsed.success) throw new NutritionEntryOutOfRangeError(zodFieldErrors(parsed.error).fields);
  const e = parsed.data;
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
      micronutrients: e.micronutrients ?? null,
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

/** The user's entries dated from `from` to `to` (inclusive). */
function usersEntriesBetween(userId: number, from: string, to: string) {
  return and(
    eq(nutritionLogs.userId, userId),
    gte(nutritionLogs.date, from),
    lte(nutritionLogs.date, to),
  );
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
    .where(usersEntriesBetween(userId, from, to))
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
    .where(usersEntriesBetween(userId, from, to))
    .groupBy(nutritionLogs.date)
    .orderBy(asc(nutritionLogs.date));
}

/** Deletes one of the user's entries; false when there is no such entry of theirs. */
export async function deleteNutritionLog(
  db: Database,
  userId: number,
  id: number,
): Promise<boolean> {
  return deleteRows(
    db,
    nutritionLogs,
    and(eq(nutritionLogs.id, id), eq(nutritionLogs.userId, userId)),
  );
}

// ---------------------------------------------------------------- from the food table

/** What a typed food was read as: the one item, or null for a meal of several. */
export type FoodMatch = {
  foodId: number | null;
  foodName: string;
  grams: number;
  /** every guess the food engine made, item by item */
  assumptions: string[];
  nutrients: Nutrients;
};

export type LogFromFoodResult =
  | { ok: true; entry: NutritionLogEntry; match: FoodMatch; parse: FoodTextParse }
  | { ok: false; message: string; parse?: FoodTextParse };

/** "Could not read: "2 slics toast" (not in the food table; try: ...)". */
function unmatchedMessage(parse: FoodTextParse): string {
  const parts = parse.unmatched.map((u) => {
    const tips = u.suggestions.length
      ? `; try ${u.suggestions.map((s) => `"${s}"`).join(", ")}`
      : "";
    return `"${u.input}" (${u.reason}${tips})`;
  });
  return `We could not read ${parts.join(" and ")}. Nothing was logged: change or remove ${
    parse.unmatched.length === 1 ? "it" : "them"
  } and log again, or enter the nutrients yourself.`;
}

/**
 * Logs a typed food or meal ("2 eggs, 1 slice toast, 1 banana") as one entry with the food
 * engine's totals. Every part must be read: when one is not, nothing is logged and the answer
 * says which part and what the food table knows instead (nothing is silently dropped).
 */
export async function logFoodFromText(
  db: Database,
  userId: number,
  input: { date?: string; mealType: MealType; text: string },
  today: string = utcDay(),
): Promise<LogFromFoodResult> {
  const { parse } = await parseFoodTextFromTable(db, input.text);
  // "1e308 cups rice": an amount past any number is out of the entry's range, not an unknown food
  const huge = parse.unmatched.find((u) => u.reason === AMOUNT_TOO_LARGE);
  if (huge) throw new NutritionEntryOutOfRangeError({ text: [`"${huge.input}": ${huge.reason}`] });
  if (parse.unmatched.length) return { ok: false, message: unmatchedMessage(parse), parse };
  if (!parse.items.length)
    return {
      ok: false,
      message: `We could not find a food in "${input.text.trim()}". Try for example "1 cup cooked rice".`,
      parse,
    };
  const single = parse.items.length === 1 ? parse.items[0] : null;
  const entry = await addNutritionLogEntry(
    db,
    userId,
    {
      date: input.date,
      mealType: input.mealType,
      foodName: capitalise(input.text.trim()).slice(0, 120),
      foodId: single?.foodId ?? null,
      ...nutrientColumns(parse.totals),
      servingSize: servingOf(parse.items),
    },
    today,
  );
  return { ok: true, entry, match: matchOf(parse.items, parse.totals), parse };
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
  const item = weighedFood(food, input.grams);
  const entry = await addNutritionLogEntry(
    db,
    userId,
    {
      date: input.date,
      mealType: input.mealType,
      foodName: food.name.slice(0, 120),
      foodId: food.id,
      ...nutrientColumns(item.nutrients),
      servingSize: `${Math.round(item.grams)} g`,
    },
    today,
  );
  const parse: FoodTextParse = { items: [item], unmatched: [], totals: item.nutrients };
  return { ok: true, entry, match: matchOf([item], item.nutrients), parse };
}

export type LogMealResult =
  | { ok: true; entry: NutritionLogEntry; match: FoodMatch | null }
  | {
      ok: false;
      code: "food_not_found" | "amount_out_of_range";
      /** the field the message belongs to: text, foodId or grams */
      field: "text" | "foodId" | "grams";
      message: string;
    };

/**
 * Logs a meal in one of the three ways of POST /api/nutrition-logs and the dashboard's Log Meal
 * form (a typed food, a food and its grams, or a food with its nutrients). A food the table does
 * not know or an amount past one entry's range comes back as a refusal for one field.
 */
export async function logMeal(
  db: Database,
  userId: number,
  input: NutritionLogRequest,
): Promise<LogMealResult> {
  const { date, mealType } = input;
  if (input.text === undefined && input.foodId === undefined) {
    const entry = await addNutritionLogEntry(db, userId, {
      date,
      mealType,
      foodName: input.foodName!,
      calories: input.calories!,
      protein: input.protein!,
      carbs: input.carbs!,
      fat: input.fat!,
      fiber: input.fiber,
      sugar: input.sugar,
      sodium: input.sodium,
      servingSize: input.servingSize || null,
    });
    return { ok: true, entry, match: null };
  }
  const byText = input.text !== undefined;
  try {
    const result = byText
      ? await logFoodFromText(db, userId, { date, mealType, text: input.text! })
      : await logFoodPortion(db, userId, {
          date,
          mealType,
          foodId: input.foodId!,
          grams: input.grams!,
        });
    if (!result.ok)
      return {
        ok: false,
        code: "food_not_found",
        field: byText ? "text" : "foodId",
        message: result.message,
      };
    return { ok: true, entry: result.entry, match: result.match };
  } catch (error) {
    // "1e20 g rice" or 5 kg of oil: the amount comes to more than one entry holds
    if (!(error instanceof NutritionEntryOutOfRangeError)) throw error;
    return {
      ok: false,
      code: "amount_out_of_range",
      field: byText ? "text" : "grams",
      message: `That amount is more than one entry can hold: ${error.message}.`,
    };
  }
}

function matchOf(items: readonly FoodTextItem[], totals: Nutrients): FoodMatch {
  const single = items.length === 1 ? items[0] : null;
  return {
    foodId: single?.foodId ?? null,
    foodName: single?.foodName ?? items.map((i) => i.name).join(", "),
    grams: Math.round(items.reduce((s, i) => s + i.grams, 0) * 10) / 10,
    assumptions: items.flatMap((i) =>
      items.length === 1 ? i.assumptions : i.assumptions.map((a) => `${i.name}: ${a}`),
    ),
    nutrients: totals,
  };
}

/** "2 large (100 g) egg, 1 slice (25 g) toast", within the log's serving-size limit. */
function servingOf(items: readonly FoodTextItem[]): string {
  const text =
    items.length === 1
      ? `${Math.round(items[0].grams)} g`
      : items.map((i) => `${i.portion} ${i.name.toLowerCase()}`).join(", ");
  return text.length <= 60
    ? text
    : `${Math.round(items.reduce((s, i) => s + i.grams, 0))} g in all`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
