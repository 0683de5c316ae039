import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useSearchParams, type ShouldRevalidateFunction } from "@remix-run/react";
import { BasicAnalysis } from "~/components/food-analysis/basic-analysis";
import { HistoryPanel } from "~/components/food-analysis/history-panel";
import { ModeTabs, modePanelId, modeTabId } from "~/components/food-analysis/mode-tabs";
import { PhotoAnalysis } from "~/components/food-analysis/photo-analysis";
import { useAnalysisRuns } from "~/components/food-analysis/use-analysis-runs";
import { VideoAnalyzer } from "~/components/food-analysis/video-analyzer";
import { useHydrated } from "~/components/use-hydrated";
import { parseAnalysisView } from "~/domain/food-analysis/modes";
import { foodAnalysisPageAction } from "~/http/food-analysis-actions.server";
import { getConfiguredModel } from "~/lib/ai.server";
import { getSessionUser } from "~/lib/auth.server";
import { listRecentAnalyses } from "~/services/food-analysis.server";

export const meta: MetaFunction = () => [
  { title: "AI food analysis | NutriCoach" },
  {
    name: "description",
    content:
      "Analyse a meal from a photo or a description: nutrition from the USDA food table, a health score, and Ayurvedic and TCM perspectives.",
  },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  const vision = getConfiguredModel(context.env, "vision");
  return json({
    signedIn: !!user,
    visionLabel: vision?.label ?? null,
    history: user ? await listRecentAnalyses(context.db, user.id) : [],
  });
}

/** Analysing a photo or a description (`analyze`), logging it (`log-meal`), a camera frame. */
export function action(args: ActionFunctionArgs) {
  return foodAnalysisPageAction(args);
}

/** Only the mode changed (`?mode=`), or a camera frame was analysed: the loader's data is the same. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  formData,
  defaultShouldRevalidate,
}) => {
  if (formData?.get("intent") === "video-frame") return false;
  return !formMethod && currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
};

const PANEL = "mt-4 rounded-2xl border border-gray-200 p-4 sm:p-5 dark:border-gray-800";

export default function FoodAnalysisPage() {
  const data = useLoaderData<typeof loader>();
  const [params] = useSearchParams();
  const view = parseAnalysisView(params.get("mode"));
  const { multi, basic, history } = useAnalysisRuns(data.history);
  const hydrated = useHydrated();

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">AI Food Analysis</h1>
      <p className="mt-2 text-sm text-gray-700 sm:text-base dark:text-gray-300">
        Find out what is on your plate: nutrition from the USDA food table, a health score, and
        Ayurvedic and TCM perspectives.
      </p>

      <ModeTabs view={view} />

      <div
        role="tabpanel"
        id={modePanelId(view)}
        aria-labelledby={modeTabId(view)}
        className={view === "history" ? "mt-4" : PANEL}
      >
        {view === "image" ? (
          <PhotoAnalysis run={multi} visionLabel={data.visionLabel} signedIn={data.signedIn} />
        ) : view === "video" ? (
          <VideoAnalyzer visionAvailable={!!data.visionLabel} />
        ) : view === "history" ? (
          <HistoryPanel entries={history} mounted={hydrated} />
        ) : (
          <BasicAnalysis run={basic} visionLabel={data.visionLabel} />
        )}
      </div>
    </div>
  );
}
