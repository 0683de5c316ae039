/** Pieces several tabs of the wellness dashboard share (numbers, day hints, an achievement row). */
import { formatMonthDay, formatNumber } from "~/domain/format";
import type { MetricField } from "~/domain/schemas/wellness";
import type { MetricDialogKey } from "./metrics-dialog";
import type { AchievementEntry, MetricEntry } from "./types";
import { BadgeLevelTag, Icon } from "./wellness-ui";

export const fmt = (value: number, decimals = 1) => formatNumber(value, decimals);

/** The latest value of a field in the loaded days (latest first), with its day. */
export function latestValue(
  metrics: MetricEntry[],
  field: MetricField,
): { value: number; date: string } | null {
  for (const m of metrics) {
    const v = m[field];
    if (typeof v === "number") return { value: v, date: m.date };
  }
  return null;
}

export function AchievementItem({ achievement: a }: { achievement: AchievementEntry }) {
  return (
    <li
      className="flex items-start gap-3 rounded-lg border border-gray-200 p-3 dark:border-gray-700"
      data-testid="achievement"
    >
      <span className="rounded-full bg-emerald-100 p-2 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100">
        <Icon name={a.iconName} />
      </span>
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          {a.title} <BadgeLevelTag level={a.badgeLevel} />
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">{a.description}</p>
        <p className="text-xs text-gray-700 dark:text-gray-300">
          Earned {formatMonthDay(a.earnedAt.slice(0, 10))}
        </p>
      </div>
    </li>
  );
}

// ---------------------------------------------------------------- metrics

export function dayHint(point: { date: string } | null, today: string): string | undefined {
  if (!point) return undefined;
  return point.date === today ? "today" : formatMonthDay(point.date);
}

export type DialogKey = MetricDialogKey | "meal" | "goal";
