import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { listMealPlans, toMealPlanDto } from "~/services/meal-plans.server";

/** GET /api/meal-plans: the signed-in user's plans, newest first (mealPlanData as JSON text). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const plans = await listMealPlans(context.db, user.id);
  return apiJson(plans.map(toMealPlanDto), { headers: { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
