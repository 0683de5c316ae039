import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseId } from "~/domain/schemas/wellness";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { awardEarnedAchievements } from "~/services/achievements.server";
import { completeWellnessGoal } from "~/services/wellness-goals.server";

/** POST /api/wellness-goals/{id}/complete: marks the user's goal completed; another user's is 404. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const id = parseId(params.id);
  const goal = id === null ? null : await completeWellnessGoal(context.db, user.id, id);
  if (!goal) throw apiError(404, "not_found", "Wellness goal not found.");
  await awardEarnedAchievements(context.db, user.id);
  return apiJson(goal);
}

export const loader = () => methodNotAllowed(["POST"]);
