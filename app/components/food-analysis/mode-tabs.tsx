/**
 * The one row of choices of /food-analysis (issue 19). Each tab is a link to its `?mode=` (issue
 * 20), so the choice works before JavaScript loads and reload and Back keep it; the arrow keys
 * move between the tabs.
 */
import { Link } from "@remix-run/react";
import { useHydrated } from "~/components/use-hydrated";
import { ANALYSIS_MODES, analysisViewHref, type AnalysisView } from "~/domain/food-analysis/modes";

export function modeTabId(view: AnalysisView) {
  return `tab-${view}`;
}

export function modePanelId(view: AnalysisView) {
  return `panel-${view}`;
}

export function ModeTabs({ view }: { view: AnalysisView }) {
  // the arrow keys need JavaScript: before it, every tab is in the Tab order
  const hydrated = useHydrated();
  return (
    <div
      role="tablist"
      aria-label="Food analysis"
      className="mt-4 flex max-w-full gap-1 overflow-x-auto sm:mt-6 whitespace-nowrap rounded-lg bg-gray-100 p-1 dark:bg-gray-900"
    >
      {ANALYSIS_MODES.map((mode) => {
        const selected = mode.id === view;
        return (
          <Link
            key={mode.id}
            to={analysisViewHref(mode.id)}
            preventScrollReset
            role="tab"
            id={modeTabId(mode.id)}
            aria-selected={selected}
            aria-controls={modePanelId(mode.id)}
            tabIndex={selected || !hydrated ? 0 : -1}
            onKeyDown={(e) => {
              if (e.key === "ArrowRight" || e.key === "ArrowLeft") {
                const sibling = (
                  e.key === "ArrowRight"
                    ? e.currentTarget.nextElementSibling
                    : e.currentTarget.previousElementSibling
                ) as HTMLAnchorElement | null;
                sibling?.click();
                sibling?.focus();
              }
            }}
            className={`flex-1 rounded-md px-2 py-2 text-center text-sm font-medium sm:flex-none sm:px-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
              selected
                ? "bg-white text-emerald-900 shadow dark:bg-gray-800 dark:text-emerald-200"
                : "text-gray-700 hover:text-gray-900 dark:text-gray-300 dark:hover:text-white"
            }`}
          >
            <span className="sm:hidden">{mode.short}</span>
            <span className="hidden sm:inline">{mode.label}</span>
          </Link>
        );
      })}
    </div>
  );
}
