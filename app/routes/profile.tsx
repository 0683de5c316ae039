import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { useCallback } from "react";
import { DASHBOARD_TABS, WellnessDashboard } from "~/components/wellness/dashboard";
import type { DashboardData } from "~/components/wellness/types";
import { wellnessDashboardAction } from "~/http/wellness-actions.server";
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

/** The dashboard's forms post here (app/http/wellness-actions.server.ts). */
export const action = wellnessDashboardAction;

/**
 * Opening another tab (only `?tab=` changes) shows the same data: no new load. A post, a
 * revalidation (after a dialog's save) or any other change of the URL loads it again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) => {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  if (currentUrl.searchParams.get("tab") === nextUrl.searchParams.get("tab"))
    return defaultShouldRevalidate;
  const withoutTab = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("tab");
    return params.toString();
  };
  return withoutTab(currentUrl) === withoutTab(nextUrl) ? false : defaultShouldRevalidate;
};

export default function ProfilePage() {
  const data = useLoaderData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const requested = (params.get("tab") ?? "").toLowerCase();
  const tabIndex = Math.max(
    0,
    DASHBOARD_TABS.findIndex((t) => t.toLowerCase() === requested),
  );
  // the open tab lives in the URL: reload and Back/Forward keep it
  const openTab = useCallback(
    (index: number) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (index === 0) next.delete("tab");
          else next.set("tab", DASHBOARD_TABS[index].toLowerCase());
          return next;
        },
        { preventScrollReset: true },
      ),
    [setParams],
  );
  return <WellnessDashboard data={data} tab={tabIndex} onTabChange={openTab} />;
}
