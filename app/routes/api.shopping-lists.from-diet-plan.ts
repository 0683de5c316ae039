import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { dietPlanListSchema } from "~/domain/schemas/shopping";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { shoppingRefusal } from "~/lib/shopping-api.server";
import { createShoppingListFromDietPlan } from "~/services/shopping-lists.server";

/**
 * POST /api/shopping-lists/from-diet-plan { planId, level? }: a new list with everything the plan's
 * week needs at that calorie level (default medium) -> 201 and the list.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const { planId, level } = await parseJsonBody(request, dietPlanListSchema);
  const result = await createShoppingListFromDietPlan(context.db, user.id, planId, level);
  if (!result.ok) throw shoppingRefusal(result.reason);
  return apiJson(result.list, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
