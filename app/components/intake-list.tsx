/**
 * Fibre, sugar, sodium and the micronutrients against the nutrition guide's reference intakes:
 * a serving on the recipe page, a day on the dashboard's Nutrition tab. The rows come from
 * `intakeRows` (app/content/reference-intakes.ts), computed by the loader or the caller, so the
 * reference table itself need not ship to pages that only show rows. Targets fill a bar towards
 * 100 %; limits say how much of the limit is used.
 */
import type { IntakeRow } from "~/content/reference-intakes";
import { formatNumber } from "~/domain/format";

export function IntakeList({
  rows,
  label,
  testId,
}: {
  rows: readonly IntakeRow[];
  /** what the amounts are, for the bars' accessible names ("a serving", "today") */
  label: string;
  testId?: string;
}) {
  return (
    <ul className="space-y-2 text-sm" data-testid={testId}>
      {rows.map((r) => {
        const amount = `${formatNumber(r.amount, r.digits)} ${r.unit}`;
        const of =
          r.reference === null
            ? ""
            : ` · ${r.percent}% of ${r.kind === "limit" ? "the limit" : "the target"} (${formatNumber(r.reference, r.digits)} ${r.unit})`;
        return (
          <li key={r.key} data-testid={`intake-${r.key}`}>
            <div className="flex justify-between gap-3">
              <span className="font-medium">{r.label}</span>
              <span className="text-right text-gray-700 dark:text-gray-300">{`${amount}${of}`}</span>
            </div>
            {r.percent === null ? null : (
              <div
                role="progressbar"
                aria-label={`${r.label} in ${label}, against the ${r.kind}`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={Math.min(100, r.percent)}
                className="mt-1 h-1.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
              >
                <div
                  className={`h-full rounded-full ${
                    r.kind === "limit" && r.percent > 100
                      ? "bg-rose-600 dark:bg-rose-400"
                      : r.kind === "limit"
                        ? "bg-amber-600 dark:bg-amber-400"
                        : "bg-emerald-600 dark:bg-emerald-400"
                  }`}
                  style={{ width: `${Math.min(100, r.percent)}%` }}
                />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
