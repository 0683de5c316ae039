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
import { listNutritionLogs, logMeal } from "~/services/nutrition-logs.server";

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
  const result = await logMeal(context.db, user.id, input);
  if (!result.ok)
    throw apiError(422, result.code, result.message, { [result.field]: [result.message] });
  const body =
    input.text !== undefined || input.foodId !== undefined
      ? { ...result.entry, match: result.match }
      : result.entry;
  await awardEarnedAchievements(context.db, user.id);
  return apiJson(body, { status: 201 });
}
