/** Small building blocks of the wellness dashboard: cards, stats, progress bars, badges, icons. */
import type { ReactNode } from "react";
import type { BadgeLevel } from "~/domain/achievements";
import type { ScoreBand } from "~/domain/wellness-score";
import { OpenFormButton } from "./dashboard-context";

export function DashCard({
  title,
  icon,
  action,
  children,
  testId,
}: {
  title: string;
  icon?: ReactNode;
  /** opens a form: its dialog with JavaScript, else the link `href` (the form in the page) */
  action?: { label: string; onClick: () => void; href: string };
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      data-testid={testId}
      className="flex flex-col rounded-xl border border-gray-200 bg-white p-5 shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h3 className="flex items-center gap-2 text-base font-semibold">
          {icon ? <span aria-hidden="true">{icon}</span> : null}
          {title}
        </h3>
      </div>
      <div className="mt-3 flex-1 space-y-3">{children}</div>
      {action ? (
        <OpenFormButton
          variant="secondary"
          size="sm"
          className="mt-4 self-start"
          label={action.label}
          href={action.href}
          onOpen={action.onClick}
        />
      ) : null}
    </section>
  );
}

export function Stat({
  label,
  value,
  hint,
}: {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
}) {
  return (
    <div>
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="text-lg font-semibold">{value}</dd>
      {hint ? <dd className="text-xs text-gray-700 dark:text-gray-300">{hint}</dd> : null}
    </div>
  );
}

export function ProgressBar({
  value,
  max,
  label,
  tone = "emerald",
}: {
  value: number;
  max: number;
  label: string;
  tone?: "emerald" | "sky" | "violet" | "amber";
}) {
  const percent = max > 0 ? Math.max(0, Math.min(100, (value / max) * 100)) : 0;
  const fill = {
    emerald: "bg-emerald-600 dark:bg-emerald-400",
    sky: "bg-sky-600 dark:bg-sky-400",
    violet: "bg-violet-600 dark:bg-violet-400",
    amber: "bg-amber-600 dark:bg-amber-400",
  }[tone];
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      className="h-2.5 w-full overflow-hidden rounded-full bg-gray-200 dark:bg-gray-700"
    >
      <div className={`h-full rounded-full ${fill}`} style={{ width: `${percent}%` }} />
    </div>
  );
}

const BAND_STYLES: Record<ScoreBand["colour"], { ring: string; text: string; panel: string }> = {
  green: {
    ring: "stroke-emerald-600 dark:stroke-emerald-400",
    text: "text-emerald-800 dark:text-emerald-300",
    panel: "border-emerald-300 bg-emerald-50 dark:border-emerald-800 dark:bg-emerald-950",
  },
  yellow: {
    ring: "stroke-amber-500 dark:stroke-amber-400",
    text: "text-amber-900 dark:text-amber-300",
    panel: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950",
  },
  red: {
    ring: "stroke-red-600 dark:stroke-red-400",
    text: "text-red-800 dark:text-red-300",
    panel: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950",
  },
};

export function bandStyles(colour: ScoreBand["colour"]) {
  return BAND_STYLES[colour];
}

/** The score in a ring coloured by its band. */
export function ScoreRing({ score, band }: { score: number; band: ScoreBand }) {
  const r = 42;
  const circumference = 2 * Math.PI * r;
  const styles = BAND_STYLES[band.colour];
  return (
    <div className="relative h-28 w-28 shrink-0">
      <svg viewBox="0 0 100 100" className="h-full w-full -rotate-90" aria-hidden="true">
        <circle
          cx="50"
          cy="50"
          r={r}
          strokeWidth="10"
          fill="none"
          className="stroke-gray-200 dark:stroke-gray-700"
        />
        <circle
          cx="50"
          cy="50"
          r={r}
          strokeWidth="10"
          fill="none"
          strokeLinecap="round"
          strokeDasharray={`${(score / 100) * circumference} ${circumference}`}
          className={styles.ring}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center">
        <span className={`text-3xl font-bold ${styles.text}`} data-testid="wellness-score">
          {score}
        </span>
        <span className="text-xs text-gray-700 dark:text-gray-300">of 100</span>
      </div>
    </div>
  );
}

const BADGE_STYLES: Record<BadgeLevel, string> = {
  Bronze:
    "bg-orange-100 text-orange-900 ring-orange-300 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800",
  Silver:
    "bg-slate-100 text-slate-900 ring-slate-300 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-600",
  Gold: "bg-yellow-100 text-yellow-900 ring-yellow-400 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-700",
};

export function BadgeLevelTag({ level }: { level: BadgeLevel }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${BADGE_STYLES[level]}`}
    >
      {level}
    </span>
  );
}

const ICON_PATHS: Record<string, string> = {
  droplet: "M12 3s-6 7-6 11a6 6 0 0 0 12 0c0-4-6-11-6-11Z",
  moon: "M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5Z",
  footprints:
    "M8 3c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5Zm8 6c2 0 3 2 3 5s-1 5-3 5-3-2-3-5 1-5 3-5Z",
  heart: "M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10Z",
  scale: "M5 6h14l-2 13H7L5 6Zm7 2v4m-3-2h6",
  brain:
    "M9 4a3 3 0 0 0-3 3 3 3 0 0 0-1 5 3 3 0 0 0 3 4 3 3 0 0 0 4 2V5a3 3 0 0 0-3-1Zm6 0a3 3 0 0 1 3 3 3 3 0 0 1 1 5 3 3 0 0 1-3 4 3 3 0 0 1-4 2",
  flame: "M12 3c1 4 6 6 6 11a6 6 0 0 1-12 0c0-3 2-4 3-6 0 2 1 3 2 3 0-3 0-5 1-8Z",
  clipboard: "M9 4h6v3H9V4Zm-3 2h3m6 0h3v15H6V6m3 8 2 2 4-4",
  calendar: "M5 6h14v14H5V6Zm0 4h14M9 3v4m6-4v4",
  utensils: "M7 3v8m-2-8v5a2 2 0 0 0 4 0V3m-2 8v10m10-18c-2 1-3 4-3 7h3v11",
  target:
    "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm0-4a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0-4a1 1 0 1 0 0-2 1 1 0 0 0 0 2Z",
  trophy:
    "M8 4h8v5a4 4 0 0 1-8 0V4Zm0 2H5a3 3 0 0 0 3 4m8-4h3a3 3 0 0 1-3 4m-4 3v4m-4 3h8l-1-3H9l-1 3Z",
  sparkles: "M12 3l2 5 5 2-5 2-2 5-2-5-5-2 5-2 2-5Z",
};

export function Icon({ name, className = "h-5 w-5" }: { name: string; className?: string }) {
  const d = ICON_PATHS[name] ?? ICON_PATHS.sparkles;
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}
