/**
 * The JSON API's recipe jobs (POST /api/cuisine-recipes/populate, /api/recipe-agent/populate,
 * /api/recipe-agent/update-all-recipes): one way to start a job for the caller and answer it.
 */
import { apiError, apiJson, tooManyRequests } from "~/lib/api.server";
import { jobView } from "~/lib/recipe-jobs.server";
import {
  ADMIN_ONLY_MESSAGE,
  startRecipeJob,
  type RecipeJobRequest,
} from "~/services/recipe-admin.server";
import { NO_MODEL_MESSAGE } from "~/services/recipe-generation.server";

/**
 * Starts the job and answers 202 at once: `{ success, jobId, reused, ...fields, job }`, the job to
 * poll (GET /api/jobs/{id}) with the endpoint's own fields. Refusals in the error shape: 429 past
 * the limit, 403 for generation by a non-administrator, 503 for generation without a model.
 */
export async function startRecipeJobAnswer(
  deps: Parameters<typeof startRecipeJob>[0],
  user: Parameters<typeof startRecipeJob>[1],
  request: RecipeJobRequest,
  fields: Record<string, unknown>,
): Promise<Response> {
  const started = await startRecipeJob(deps, user, request);
  if (!started.ok) {
    if (started.reason === "rate_limited") throw tooManyRequests(started.resetAt);
    if (started.reason === "forbidden") throw apiError(403, "forbidden", ADMIN_ONLY_MESSAGE);
    throw apiError(503, "ai_not_configured", NO_MODEL_MESSAGE);
  }
  const { job, reused } = started;
  return apiJson(
    { success: true, jobId: job.id, reused, ...fields, job: jobView(job) },
    { status: 202 },
  );
}
