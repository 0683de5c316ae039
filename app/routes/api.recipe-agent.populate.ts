import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { generateRecipesSchema } from "~/domain/schemas/recipes";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { jobView } from "~/lib/recipe-jobs.server";
import { ADMIN_ONLY_MESSAGE, startRecipeJob } from "~/services/recipe-admin.server";
import { NO_MODEL_MESSAGE } from "~/services/recipe-generation.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/recipe-agent/populate { forceRegenerate?, cuisine?, count? }: queues generation of new
 * recipes with the configured AI model. Only ADMIN_EMAILS may (403); without a model the answer is
 * 503 "No AI model configured..." and nothing is queued. 202 `{ success, jobId, count: 0, recipes: [],
 * error: null }` at once; the job's result carries the recipes made.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, generateRecipesSchema, { optional: true });
  const started = await startRecipeJob(context, user, {
    type: RECIPE_JOB_TYPES.generate,
    cuisine: input.cuisine ?? null,
    count: input.count,
    forceRegenerate: input.forceRegenerate,
  });
  if (!started.ok) {
    if (started.reason === "rate_limited") throw tooManyRequests(started.resetAt);
    if (started.reason === "forbidden") throw apiError(403, "forbidden", ADMIN_ONLY_MESSAGE);
    throw apiError(503, "ai_not_configured", NO_MODEL_MESSAGE);
  }
  const { job, reused } = started;
  return apiJson(
    { success: true, jobId: job.id, reused, count: 0, recipes: [], error: null, job: jobView(job) },
    { status: 202 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
