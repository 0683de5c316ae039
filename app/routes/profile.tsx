import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useRevalidator, useSearchParams } from "@remix-run/react";
import { useCallback } from "react";
import { DASHBOARD_TABS, WellnessDashboard } from "~/components/wellness/dashboard";
import type { DashboardData } from "~/components/wellness/types";
import { requireUser } from "~/lib/auth.server";
import { loadWellnessDashboard } from "~/services/wellness-dashboard.server";

export const meta: MetaFunction = () => [
  { title: "Wellness dashboard | NutriCoach" },
  { name: "robots", content: "noindex" },
];

/** /profile: signed-in only (a guest is sent to /auth); achievements are evaluated on every load. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const dashboard = await loadWellnessDashboard(context.db, user.id);
  const data: DashboardData = { firstName: user.firstName, ...dashboard };
  return json(data, { headers: { "Cache-Control": "private, no-store" } });
}

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const revalidator = useRevalidator();
  const refresh = useCallback(() => revalidator.revalidate(), [revalidator]);
  const requested = (params.get("tab") ?? "").toLowerCase();
  const tabIndex = Math.max(
    0,
    DASHBOARD_TABS.findIndex((t) => t.toLowerCase() === requested),
  );
  return <WellnessDashboard data={data} initialTab={tabIndex} onRefresh={refresh} />;
}
