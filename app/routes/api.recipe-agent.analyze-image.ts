import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { handleAnalysisRequest } from "~/http/food-analysis-request.server";

/**
 * POST /api/recipe-agent/analyze-image (multipart: image and/or description) -> the basic analysis
 * { success, foodName, description, nutritionInfo: { calories, protein, carbs, fat } }.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const result = await handleAnalysisRequest(request, context, "basic");
  if ("response" in result) return result.response;
  const { outcome } = result;
  const t = outcome.analysis.totalNutrition;
  return apiJson({
    success: true,
    foodName: outcome.foodName,
    description: outcome.description,
    nutritionInfo: { calories: t.calories, protein: t.protein, carbs: t.carbs, fat: t.fat },
    model: outcome.model,
    analysisId: outcome.record?.id ?? null,
    createdAt: outcome.record?.createdAt ?? new Date().toISOString(),
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
