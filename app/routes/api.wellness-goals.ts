import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { wellnessGoalCreateSchema } from "~/domain/schemas/wellness";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { createWellnessGoal, listWellnessGoals } from "~/services/wellness-goals.server";

/** GET /api/wellness-goals: the user's goals, active first, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  return apiJson(await listWellnessGoals(context.db, user.id));
}

/** POST /api/wellness-goals: creates a goal (201). */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, wellnessGoalCreateSchema);
  return apiJson(await createWellnessGoal(context.db, user.id, input), { status: 201 });
}
