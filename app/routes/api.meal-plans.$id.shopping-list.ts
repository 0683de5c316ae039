import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { mealPlanRefusal, planIdParam } from "~/http/meal-plan-api.server";
import { shoppingRefusal } from "~/lib/shopping-api.server";
import { buildShoppingListFromPlan } from "~/services/plan-shopping-list.server";

/**
 * POST /api/meal-plans/{id}/shopping-list (no body): the plan's shopping list in purchase units,
 * grouped by category. The first build answers 201 with the new list and `outcome: "created"`;
 * building again updates that list (the user's own items kept) and answers 200 with
 * `outcome: "updated"` (ADR 044). `planItemsChangedByUser` names the plan items the user changed
 * or removed on the list: building again leaves those products as the user has them. 409 `too_many_lists` or `list_full` like any other list
 * (app/lib/shopping-api.server.ts).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const result = await buildShoppingListFromPlan(context.db, user.id, planIdParam(params.id)).catch(
    mealPlanRefusal,
  );
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson(
    { ...result.list, outcome: result.outcome, planItemsChangedByUser: result.changedByUser },
    { status: result.outcome === "created" ? 201 : 200 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
