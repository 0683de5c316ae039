import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { populateCuisineSchema } from "~/domain/schemas/recipes";
import { apiJson, methodNotAllowed, parseJsonBody, tooManyRequests } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { jobView } from "~/lib/recipe-jobs.server";
import { startRecipeJob } from "~/services/recipe-admin.server";
import { RECIPE_JOB_TYPES } from "~/services/recipe-maintenance.server";

/**
 * POST /api/cuisine-recipes/populate { forceAdd?, cuisine? }: queues the job that adds the missing
 * catalogue recipes (of one cuisine, or all); forceAdd also fills in missing instructions.
 * Answers 202 at once with the job to poll (GET /api/jobs/{id}).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, populateCuisineSchema, { optional: true });
  const started = await startRecipeJob(context, user, {
    type: RECIPE_JOB_TYPES.populateCuisine,
    cuisine: input.cuisine ?? null,
    forceAdd: input.forceAdd,
  });
  if (!started.ok) throw tooManyRequests(started.reason === "rate_limited" ? started.resetAt : 0);
  const { job, reused } = started;
  return apiJson(
    {
      success: true,
      jobId: job.id,
      reused,
      message: "Recipe population started.",
      job: jobView(job),
    },
    { status: 202 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
