import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { getUserJob } from "~/lib/jobs.server";
import { toJobDto } from "~/services/meal-plans.server";

/** GET /api/jobs/{id}: a job of the signed-in user (status, progress, result or error); 404 otherwise. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const id = params.id ?? "";
  const job = /^[0-9a-f-]{36}$/i.test(id) ? await getUserJob(context.db, user.id, id) : undefined;
  if (!job) throw apiError(404, "not_found", "Job not found.");
  return apiJson(toJobDto(job), { headers: { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
