import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "~/domain/schemas/wellness";
import { apiError, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { deleteNutritionLog } from "~/services/nutrition-logs.server";

const notFound = () => apiError(404, "not_found", "Nutrition log entry not found.");

/** DELETE /api/nutrition-logs/{id}: removes one of the user's entries (204); anyone else's is 404. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(["DELETE"]);
  const user = await requireApiUser(request, context);
  const id = parseId(params.id);
  if (id === null || !(await deleteNutritionLog(context.db, user.id, id))) throw notFound();
  return new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
}

export const loader = () => methodNotAllowed(["DELETE"]);
