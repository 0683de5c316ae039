import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { planIdParam } from "~/http/meal-plan-api.server";
import { getMealPlan, toMealPlanDto } from "~/services/meal-plans.server";

/** GET /api/meal-plans/{id}: one of the signed-in user's plans; another user's plan answers 404. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const plan = await getMealPlan(context.db, user.id, planIdParam(params.id));
  if (!plan) throw apiError(404, "not_found", "Meal plan not found.");
  return apiJson(toMealPlanDto(plan), { headers: { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
