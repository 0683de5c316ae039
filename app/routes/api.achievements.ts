import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { awardEarnedAchievements, listAchievements } from "~/services/achievements.server";

/**
 * GET /api/achievements: the user's achievements, most recent first. The rules are evaluated first,
 * so anything earned elsewhere (a meal plan) shows up here.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  await awardEarnedAchievements(context.db, user.id);
  return apiJson(await listAchievements(context.db, user.id));
}

export const action = () => methodNotAllowed(["GET"]);
