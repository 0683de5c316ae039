/**
 * POST /api/foods/parse: food text for the food engine (app/domain/food/text.ts). Pure.
 */
import { z } from "zod";
import { MAX_FOOD_TEXT_CHARS } from "../food/text";

export const FOOD_TEXT_REQUIRED = 'Describe the food, for example "2 eggs and 1 slice of toast".';
export const FOOD_TEXT_TOO_LONG = `Keep the text under ${MAX_FOOD_TEXT_CHARS} characters.`;

export const foodParseRequestSchema = z
  .object({
    text: z
      .string({ required_error: FOOD_TEXT_REQUIRED, invalid_type_error: "Text must be text" })
      .trim()
      .min(1, FOOD_TEXT_REQUIRED)
      .max(MAX_FOOD_TEXT_CHARS, FOOD_TEXT_TOO_LONG),
  })
  .strict("Unknown field: send only text");
export type FoodParseRequest = z.infer<typeof foodParseRequestSchema>;
