import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { DIET_PLAN_IDS, type DietPlanId } from "~/content/diet-plans";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { suggestRecipesForDiet } from "~/services/diet-plans.server";

/** GET /api/diet-plans/{planId}/recipes: catalogue recipes that suit the diet (public, like the catalogue). */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const planId = params.planId ?? "";
  if (!(DIET_PLAN_IDS as readonly string[]).includes(planId)) {
    throw apiError(404, "not_found", "Diet plan not found.");
  }
  const recipes = await suggestRecipesForDiet(context.db, planId as DietPlanId);
  return apiJson({ recipes });
}

export const action = () => methodNotAllowed(["GET"]);
