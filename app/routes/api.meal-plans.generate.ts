import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { generatePlanSchema } from "~/domain/schemas/meal-plan";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { requestMealPlanGeneration, toJobDto } from "~/services/meal-plans.server";
import { limitPlanJobs } from "~/http/meal-plan-api.server";

/**
 * POST /api/meal-plans/generate (optional JSON body `{ leftovers?: boolean }`, ADR 048): records a generation job for the signed-in user's profile
 * and queues it; answers 202 at once with the job to poll at /api/jobs/{jobId}. While a generation
 * is still running, the same job is answered (200) instead of a second one.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, generatePlanSchema, { optional: true });
  await limitPlanJobs(context, user.id);
  const { job, created } = await requestMealPlanGeneration(context, user.id, {
    leftovers: input.leftovers === true,
  });
  return apiJson(
    { jobId: job.id, job: toJobDto(job), pollUrl: `/api/jobs/${job.id}` },
    { status: created ? 202 : 200 },
  );
}

export const loader = () => methodNotAllowed(["POST"]);
