import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseId, wellnessGoalUpdateSchema } from "~/domain/schemas/wellness";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { deleteWellnessGoal, updateWellnessGoal } from "~/services/wellness-goals.server";

const notFound = () => apiError(404, "not_found", "Wellness goal not found.");

/**
 * PATCH /api/wellness-goals/{id}: updates progress (currentValue) or the goal's fields.
 * DELETE /api/wellness-goals/{id}: removes it (204). Another user's goal is 404.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "PATCH" && request.method !== "DELETE")
    throw methodNotAllowed(["PATCH", "DELETE"]);
  const user = await requireApiUser(request, context);
  const id = parseId(params.id);
  if (request.method === "DELETE") {
    if (id === null || !(await deleteWellnessGoal(context.db, user.id, id))) throw notFound();
    return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  }
  if (id === null) throw notFound();
  const input = await parseJsonBody(request, wellnessGoalUpdateSchema);
  const goal = await updateWellnessGoal(context.db, user.id, id, input);
  if (!goal) throw notFound();
  return apiJson(goal);
}

export const loader = () => methodNotAllowed(["PATCH", "DELETE"]);
