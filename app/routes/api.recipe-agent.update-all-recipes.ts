import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { updateAllRecipesSchema } from "~/domain/schemas/recipes";
import { apiJson, methodNotAllowed, parseJsonBody, tooManyRequests } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { jobView } from "~/lib/recipe-jobs.server";
import { startRecipeJob } from "~/services/recipe-admin.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/recipe-agent/update-all-recipes (no body, or { recipeId }): queues the job that
 * recomputes nutrition and tags from the food table and fills in missing instructions. 202 with
 * `{ success, message, jobId }` at once.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, updateAllRecipesSchema, { optional: true });
  const started = await startRecipeJob(context, user, {
    type: RECIPE_JOB_TYPES.updateAll,
    recipeId: input.recipeId ?? null,
  });
  if (!started.ok) throw tooManyRequests(started.reason === "rate_limited" ? started.resetAt : 0);
  const { job, reused } = started;
  return apiJson(
    { success: true, jobId: job.id, reused, message: "Recipe update started.", job: jobView(job) },
    { status: 202 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
