import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { healthMetricsLogSchema, healthMetricsQuerySchema } from "~/domain/schemas/wellness";
import { apiJson, methodNotAllowed, parseJsonBody, validationError } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { awardEarnedAchievements } from "~/services/achievements.server";
import { listHealthMetrics, logHealthMetrics } from "~/services/health-metrics.server";

/** GET /api/health-metrics?limit=90&from=&to=: the user's entries, latest day first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const query = healthMetricsQuerySchema.safeParse(
    Object.fromEntries(new URL(request.url).searchParams),
  );
  if (!query.success) throw validationError(query.error);
  const entries = await listHealthMetrics(context.db, user.id, query.data);
  return apiJson(entries);
}

/**
 * POST /api/health-metrics: logs metrics for a day (default today). The first log of a day creates
 * its entry (201); later logs merge into it field by field (200). Answers the day's entry.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, healthMetricsLogSchema);
  const { entry, created } = await logHealthMetrics(context.db, user.id, input);
  await awardEarnedAchievements(context.db, user.id);
  return apiJson(entry, { status: created ? 201 : 200 });
}
