import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { mealPlanRefusal, planIdParam } from "~/lib/meal-plan-api.server";
import { createShoppingListFromPlan } from "~/services/plan-shopping-list.server";

/**
 * POST /api/meal-plans/{id}/shopping-list (no body): a new shopping list with the week's ingredients,
 * summed per food and grouped by category; 201 with the list and its items.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const list = await createShoppingListFromPlan(context.db, user.id, planIdParam(params.id)).catch(
    mealPlanRefusal,
  );
  return apiJson(list, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
