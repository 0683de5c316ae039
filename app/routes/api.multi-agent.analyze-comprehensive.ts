import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { handleAnalysisRequest } from "~/http/food-analysis-request.server";

/**
 * POST /api/multi-agent/analyze-comprehensive (multipart: image and/or description, userContext JSON)
 * -> { success, foodAnalysis: { foodItems, totalNutrition, healthScore, ayurvedicAnalysis,
 * tcmAnalysis, recommendations, ... }, foodName, description, model, analysisId, createdAt }.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const result = await handleAnalysisRequest(request, context, "multi-agent");
  if ("response" in result) return result.response;
  const { outcome } = result;
  return apiJson({
    success: true,
    foodAnalysis: outcome.analysis,
    foodName: outcome.foodName,
    description: outcome.description,
    model: outcome.model,
    analysisId: outcome.record?.id ?? null,
    createdAt: outcome.record?.createdAt ?? new Date().toISOString(),
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
