import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { analysisAnswerOf, handleAnalysisRequest } from "~/http/food-analysis-request.server";

/**
 * POST /api/multi-agent/analyze-comprehensive (multipart: image and/or description, userContext JSON)
 * -> { success, foodAnalysis: { foodItems, totalNutrition, healthScore, ayurvedicAnalysis,
 * tcmAnalysis, recommendations, ... }, foodName, description, model, analysisId, createdAt }.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const result = await handleAnalysisRequest(request, context, "multi-agent");
  if ("response" in result) return result.response;
  return apiJson({ success: true, ...analysisAnswerOf(result.outcome) });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
