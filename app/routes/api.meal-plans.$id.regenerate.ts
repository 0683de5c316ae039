import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { regeneratePlanSchema, toRegenerateScope } from "~/domain/schemas/meal-plan";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import {
  limitPlanJobs,
  mealPlanRefusal as refusal,
  planIdParam,
} from "~/http/meal-plan-api.server";
import { requestPlanRegeneration, toJobDto } from "~/services/meal-plans.server";

/**
 * POST /api/meal-plans/{id}/regenerate { day } | { fromDay }: queues the re-planning of one day, or
 * of a day and the rest of the week, around the plan's locked meals; 202 with the job to poll at
 * /api/jobs/{jobId} (200 with the same job while one is still running). Counts toward the
 * generations an hour.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const planId = planIdParam(params.id);
  const input = await parseJsonBody(request, regeneratePlanSchema);
  await limitPlanJobs(context, user.id);
  const { job, created } = await requestPlanRegeneration(
    context,
    user.id,
    planId,
    toRegenerateScope(input),
  ).catch(refusal);
  return apiJson(
    { jobId: job.id, job: toJobDto(job), pollUrl: `/api/jobs/${job.id}` },
    { status: created ? 202 : 200 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
