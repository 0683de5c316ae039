import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { utcDay } from "~/domain/days";
import { nutritionLogQuerySchema, nutritionLogRequestSchema } from "~/domain/schemas/wellness";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  validationError,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { awardEarnedAchievements } from "~/services/achievements.server";
import {
  addNutritionLogEntry,
  listNutritionLogs,
  logFoodFromText,
  logFoodPortion,
  NutritionEntryOutOfRangeError,
} from "~/services/nutrition-logs.server";

/** GET /api/nutrition-logs?date=YYYY-MM-DD (default today, UTC): that day's entries. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const query = nutritionLogQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw validationError(query.error);
  return apiJson(await listNutritionLogs(context.db, user.id, query.data.date ?? utcDay()));
}

/**
 * POST /api/nutrition-logs: adds an entry from a typed food ("1 cup cooked rice"), a food and its
 * grams, or a food with its nutrients. 201 with the entry (and, from the food table, the match).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, nutritionLogRequestSchema);
  const { date, mealType } = input;

  let body: unknown;
  if (input.text !== undefined || input.foodId !== undefined) {
    const result = await (
      input.text !== undefined
        ? logFoodFromText(context.db, user.id, { date, mealType, text: input.text })
        : logFoodPortion(context.db, user.id, {
            date,
            mealType,
            foodId: input.foodId!,
            grams: input.grams!,
          })
    ).catch((error) => {
      // "1e20 g rice" or 5 kg of oil: the amount comes to more than one entry holds
      if (!(error instanceof NutritionEntryOutOfRangeError)) throw error;
      const field = input.text !== undefined ? "text" : "grams";
      const message = `That amount is more than one entry can hold: ${error.message}.`;
      throw apiError(422, "amount_out_of_range", message, { [field]: [message] });
    });
    if (!result.ok) {
      const field = input.text !== undefined ? "text" : "foodId";
      throw apiError(422, "food_not_found", result.message, { [field]: [result.message] });
    }
    body = { ...result.entry, match: result.match };
  } else {
    body = await addNutritionLogEntry(context.db, user.id, {
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
  }
  await awardEarnedAchievements(context.db, user.id);
  return apiJson(body, { status: 201 });
}
