import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { mealRefSchema, swapMealSchema, toMealRef } from "~/domain/schemas/meal-plan";
import { apiJson, methodNotAllowed, parseJsonBody, validationError } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { mealPlanRefusal as refusal, planIdParam } from "~/http/meal-plan-api.server";
import {
  listSwapOptions,
  swapMeal,
  toMealPlanDto,
  toSwapOptionDto,
} from "~/services/meal-plans.server";

/**
 * GET /api/meal-plans/{id}/swap?day=0..6&slot=breakfast|lunch|dinner|snack[&snackIndex=n]:
 * recipes (with the portion chosen for the day) that can replace that meal and keep the day on target.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const planId = planIdParam(params.id);
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = mealRefSchema.safeParse(query);
  if (!parsed.success) throw validationError(parsed.error);
  const options = await listSwapOptions(context.db, user.id, planId, {
    dayIndex: parsed.data.day,
    ref: toMealRef(parsed.data),
  }).catch(refusal);
  return apiJson({ options: options.map(toSwapOptionDto) }, { headers: { Vary: "Cookie" } });
}

/** POST /api/meal-plans/{id}/swap { day, slot, snackIndex?, recipeId, servings? }: the updated plan. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const planId = planIdParam(params.id);
  const input = await parseJsonBody(request, swapMealSchema);
  const updated = await swapMeal(context.db, user.id, planId, {
    dayIndex: input.day,
    ref: toMealRef(input),
    recipeId: input.recipeId,
    servings: input.servings,
  }).catch(refusal);
  return apiJson(toMealPlanDto(updated));
}
