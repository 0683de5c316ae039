/**
 * The food table for the ingredient resolver, loaded from D1 for one text: every alias (a few
 * hundred short rows) and only the foods the text could name (food-candidates.ts).
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { foodAliases, foods } from "#db/schema";
import { candidateFoodIds } from "~/domain/food-analysis/food-candidates";
import { indexFoods, type FoodRecord } from "~/domain/foods";
import { indexAliases, type NutritionData } from "~/domain/ingredients";

/** D1 allows 100 bound parameters per statement. */
const ID_CHUNK = 90;

export async function loadNutritionDataFor(db: Database, text: string): Promise<NutritionData> {
  const aliasRows = await db.select().from(foodAliases);
  const aliases = indexAliases(aliasRows);
  const ids = candidateFoodIds(text, aliases);
  const rows: FoodRecord[] = [];
  for (let i = 0; i < ids.length; i += ID_CHUNK) {
    rows.push(
      ...(await db
        .select()
        .from(foods)
        .where(inArray(foods.id, ids.slice(i, i + ID_CHUNK)))),
    );
  }
  return { foods: indexFoods(rows), aliases };
}
