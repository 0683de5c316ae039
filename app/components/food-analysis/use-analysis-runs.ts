/**
 * The state /food-analysis keeps above its modes: one fetcher per analysis (multi-agent and basic)
 * posting the page's action, the answer on show until it is put away, and the history (the
 * loader's stored analyses, and a guest's analyses of this visit, which are stored nowhere).
 */
import { useActionData, useFetcher, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { HISTORY_SIZE } from "~/domain/food-analysis/history";
import type { AnalyzeAnswer, PageAnalysis } from "~/domain/food-analysis/modes";
import type { HistoryEntry } from "./history-panel";

export type AnalysisRun = {
  fetcher: FetcherWithComponents<AnalyzeAnswer>;
  /** the latest answer (with JavaScript the fetcher's, without it the posted page's), until put away */
  answer: AnalyzeAnswer | null;
  /** true while the analysis runs */
  busy: boolean;
  /** "Analyze Another Food", or a new photo: the answer on show is put away */
  dismiss: () => void;
};

/** The spec's fallback texts of a failed analysis, per mode. */
const FAILED_FALLBACK: Record<PageAnalysis["mode"], string> = {
  basic: "An unknown error occurred",
  "multi-agent": "Please try again with a different image",
};

function useAnalysisRun(
  mode: PageAnalysis["mode"],
  posted: AnalyzeAnswer | undefined,
): AnalysisRun {
  const { toast } = useToast();
  const fetcher = useFetcher<AnalyzeAnswer>({ key: `food-analysis-${mode}` });
  const [dismissed, setDismissed] = useState<AnalyzeAnswer | null>(null);
  const latest = fetcher.data ?? (posted?.mode === mode ? posted : null);
  const failed = fetcher.data && !fetcher.data.ok ? fetcher.data : null;

  useEffect(() => {
    if (failed)
      toast({
        title: "Analysis failed",
        description: failed.message || FAILED_FALLBACK[mode],
        variant: "destructive",
      });
  }, [failed, mode, toast]);

  return {
    fetcher,
    answer: latest && latest !== dismissed ? latest : null,
    busy: fetcher.state !== "idle",
    dismiss: () => setDismissed(latest),
  };
}

export function historyEntryOf(analysis: PageAnalysis): HistoryEntry {
  return {
    id: analysis.analysisId ?? `local-${analysis.createdAt}`,
    createdAt: analysis.createdAt,
    mode: analysis.mode,
    foodName: analysis.foodName,
    totalNutrition: analysis.foodAnalysis.totalNutrition,
    healthScore: analysis.mode === "basic" ? null : analysis.foodAnalysis.healthScore,
  };
}

/** A guest's analyses of this visit: answers with no stored row (a signed-in user's are in `stored`). */
function unstored(answer: AnalyzeAnswer | null | undefined): HistoryEntry | null {
  return answer?.ok && answer.analysis.analysisId === null ? historyEntryOf(answer.analysis) : null;
}

export function useAnalysisRuns(stored: readonly HistoryEntry[]) {
  const posted = useActionData<AnalyzeAnswer>();
  const multi = useAnalysisRun("multi-agent", posted);
  const basic = useAnalysisRun("basic", posted);
  const [visit, setVisit] = useState<HistoryEntry[]>([]);
  const multiData = multi.fetcher.data;
  const basicData = basic.fetcher.data;

  useEffect(() => {
    const added = [unstored(multiData), unstored(basicData)].filter(
      (e): e is HistoryEntry => e !== null,
    );
    if (added.length)
      setVisit((list) => {
        const fresh = added.filter((e) => !list.some((l) => l.id === e.id));
        return fresh.length ? [...fresh, ...list].slice(0, HISTORY_SIZE) : list;
      });
  }, [multiData, basicData]);

  const postedEntry = unstored(posted);
  const history = [...(postedEntry ? [postedEntry] : []), ...visit, ...stored]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .slice(0, HISTORY_SIZE);
  return { multi, basic, history };
}
