import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { getUserJob } from "~/lib/jobs.server";
import { jobView } from "~/lib/recipe-jobs.server";
import { RECIPE_JOB_TYPE_LIST } from "~/services/recipe-maintenance.server";

/** GET /api/recipe-agent/jobs/{id}: status and progress of a recipe job the user started. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const id = params.id ?? "";
  const job = /^[0-9a-f-]{1,64}$/i.test(id) ? await getUserJob(context.db, user.id, id) : undefined;
  if (!job || !(RECIPE_JOB_TYPE_LIST as string[]).includes(job.type)) {
    throw apiError(404, "not_found", "Job not found.");
  }
  return apiJson(jobView(job));
}

export const action = () => methodNotAllowed(["GET"]);
