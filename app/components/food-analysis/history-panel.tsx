/** The analysis history: today's totals summed from the history, and the 5 latest analyses. */
import type { AnalysisNutrition } from "~/domain/food-analysis/analysis";

export type HistoryEntry = {
  id: number | string;
  createdAt: string;
  mode: string;
  foodName: string;
  totalNutrition: AnalysisNutrition;
  healthScore: number | null;
};

export const NO_HISTORY = "No analysis history yet";

function isToday(iso: string, now: Date): boolean {
  const d = new Date(iso);
  return (
    d.getFullYear() === now.getFullYear() &&
    d.getMonth() === now.getMonth() &&
    d.getDate() === now.getDate()
  );
}

export function dailyTotals(entries: readonly HistoryEntry[], now = new Date()) {
  const today = entries.filter((e) => isToday(e.createdAt, now));
  const sum = (k: "calories" | "protein" | "carbs" | "fat") =>
    Math.round(today.reduce((s, e) => s + (e.totalNutrition[k] ?? 0), 0) * 10) / 10;
  return {
    count: today.length,
    calories: Math.round(sum("calories")),
    protein: sum("protein"),
    carbs: sum("carbs"),
    fat: sum("fat"),
  };
}

export function HistoryPanel({ entries, mounted }: { entries: HistoryEntry[]; mounted: boolean }) {
  if (entries.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-gray-300 p-8 text-center text-gray-700 dark:border-gray-700 dark:text-gray-300">
        {NO_HISTORY}
      </p>
    );
  }
  const totals = mounted ? dailyTotals(entries) : null;
  return (
    <div className="space-y-4" data-testid="history-panel">
      <section
        aria-labelledby="daily-totals"
        className="rounded-xl bg-emerald-50 p-4 dark:bg-emerald-950/60"
      >
        <h3 id="daily-totals" className="font-semibold text-emerald-950 dark:text-emerald-50">
          Today&apos;s totals
        </h3>
        {totals ? (
          <p
            className="mt-1 text-sm text-emerald-950 dark:text-emerald-50"
            data-testid="daily-totals"
          >
            {totals.calories} kcal · {totals.protein} g protein · {totals.carbs} g carbs ·{" "}
            {totals.fat} g fat
            {` (${totals.count} ${totals.count === 1 ? "analysis" : "analyses"})`}
          </p>
        ) : (
          // the same line's height before hydration, so nothing below moves when it fills in
          <p className="mt-1 text-sm" aria-hidden="true">
            &nbsp;
          </p>
        )}
      </section>
      <ol className="space-y-2">
        {entries.map((entry) => (
          <li
            key={entry.id}
            className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            data-testid="history-entry"
          >
            <div>
              <p className="font-medium">{entry.foodName}</p>
              <p className="text-xs text-gray-700 dark:text-gray-300">
                {mounted
                  ? new Date(entry.createdAt).toLocaleString([], {
                      dateStyle: "medium",
                      timeStyle: "short",
                    })
                  : null}
                {entry.mode === "basic" ? " · Basic" : " · Multi-Agent"}
              </p>
            </div>
            <p className="text-sm">
              {entry.totalNutrition.calories} kcal · {entry.totalNutrition.protein} g protein
              {entry.healthScore !== null ? ` · score ${entry.healthScore}` : ""}
            </p>
          </li>
        ))}
      </ol>
    </div>
  );
}
