// Test-only: loads the committed seed data for domain tests (the modules themselves never read files).
import { readFileSync } from "node:fs";
import { FOOD_ALIASES } from "../../../db/seed/food-aliases";
import type { FoodRecord } from "./foods";
import { createNutritionData, type NutritionData } from "./lines";

export const SEED_FOODS = JSON.parse(
  readFileSync(new URL("../../../db/seed/foods.json", import.meta.url), "utf8"),
) as FoodRecord[];
export const SEED_DATA: NutritionData = createNutritionData(SEED_FOODS, FOOD_ALIASES);
