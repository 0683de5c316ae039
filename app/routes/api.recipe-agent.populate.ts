import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { generateRecipesSchema } from "~/domain/schemas/recipes";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseOptionalJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { jobView } from "~/lib/recipe-jobs.server";
import { hitRecipeJobLimit, isRecipeAdmin } from "~/services/recipe-admin.server";
import { getRecipeModel, NO_MODEL_MESSAGE } from "~/services/recipe-generation.server";
import { RECIPE_JOB_TYPES, requestRecipeJob } from "~/services/recipe-maintenance.server";

/**
 * POST /api/recipe-agent/populate { forceRegenerate?, cuisine?, count? }: queues generation of new
 * recipes with the configured AI model. Only ADMIN_EMAILS may (403); without a model the answer is
 * 503 "No AI model configured..." and nothing is queued. 202 `{ success, jobId, count: 0, recipes: [],
 * error: null }` at once; the job's result carries the recipes made.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseOptionalJsonBody(request, generateRecipesSchema);
  if (!isRecipeAdmin(context.env, user)) {
    throw apiError(403, "forbidden", "Only administrators can generate recipes with the AI model.");
  }
  if (!getRecipeModel(context.env)) throw apiError(503, "ai_not_configured", NO_MODEL_MESSAGE);
  const limit = await hitRecipeJobLimit(context.db, user.id, "generation");
  if (!limit.allowed) throw tooManyRequests(limit.resetAt);
  const { job, reused } = await requestRecipeJob(context, {
    type: RECIPE_JOB_TYPES.generate,
    userId: user.id,
    payload: {
      cuisine: input.cuisine ?? null,
      count: input.count,
      forceRegenerate: input.forceRegenerate,
    },
  });
  return apiJson(
    { success: true, jobId: job.id, reused, count: 0, recipes: [], error: null, job: jobView(job) },
    { status: 202 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
