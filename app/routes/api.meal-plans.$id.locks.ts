import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { lockMealSchema, toMealRef } from "~/domain/schemas/meal-plan";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { mealPlanRefusal as refusal, planIdParam } from "~/http/meal-plan-api.server";
import { setPlanMealLock, toMealPlanDto } from "~/services/meal-plans.server";

/**
 * POST /api/meal-plans/{id}/locks { day, slot, snackIndex?, locked }: locks or unlocks one meal of
 * the signed-in user's plan (a regeneration keeps a locked meal); answers the updated plan.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const planId = planIdParam(params.id);
  const input = await parseJsonBody(request, lockMealSchema);
  const updated = await setPlanMealLock(context.db, user.id, planId, {
    dayIndex: input.day,
    ref: toMealRef(input),
    locked: input.locked,
  }).catch(refusal);
  return apiJson(toMealPlanDto(updated));
}

export const loader = () => methodNotAllowed(["POST"]);
