import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { logMealRequestSchema } from "~/domain/schemas/ai";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { logAnalysisRefusal } from "~/http/food-analysis-request.server";
import { logAnalysisAsMeal } from "~/services/food-analysis.server";

/**
 * POST /api/food-analyses/{id}/log: { mealType, date? } -> 201 the nutrition-log row. The numbers
 * are the stored analysis's, never the client's; another user's analysis answers 404.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const id = String(params.id ?? "");
  if (!/^\d{1,15}$/.test(id)) throw apiError(404, "not_found", "Analysis not found.");
  const body = await parseJsonBody(request, logMealRequestSchema);
  try {
    const row = await logAnalysisAsMeal(context.db, user.id, Number(id), {
      mealType: body.mealType,
      date: body.date ?? new Date().toISOString().slice(0, 10),
    });
    return apiJson(row, { status: 201 });
  } catch (error) {
    const refusal = logAnalysisRefusal(error);
    if (refusal) return apiError(refusal.status, refusal.code, refusal.message);
    throw error;
  }
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
