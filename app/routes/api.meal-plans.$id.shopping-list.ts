import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { mealPlanRefusal, planIdParam } from "~/http/meal-plan-api.server";
import { shoppingRefusal } from "~/lib/shopping-api.server";
import { createShoppingListFromPlan } from "~/services/plan-shopping-list.server";

/**
 * POST /api/meal-plans/{id}/shopping-list (no body): a new shopping list with the week's ingredients,
 * summed per food and grouped by category; 201 with the list and its items. 409 `too_many_lists` or
 * `list_full` like any other new list (app/lib/shopping-api.server.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const result = await createShoppingListFromPlan(
    context.db,
    user.id,
    planIdParam(params.id),
  ).catch(mealPlanRefusal);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson(result.list, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
