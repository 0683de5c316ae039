import type { ReactNode } from "react";

export type BadgeTone = "gray" | "emerald" | "amber" | "sky" | "rose" | "violet";

const tones: Record<BadgeTone, string> = {
  gray: "bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100",
  emerald: "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100",
  amber: "bg-amber-100 text-amber-900 dark:bg-amber-900 dark:text-amber-100",
  sky: "bg-sky-100 text-sky-900 dark:bg-sky-900 dark:text-sky-100",
  rose: "bg-rose-100 text-rose-900 dark:bg-rose-900 dark:text-rose-100",
  violet: "bg-violet-100 text-violet-900 dark:bg-violet-900 dark:text-violet-100",
};

export function Badge({
  tone = "gray",
  children,
  className = "",
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${tones[tone]} ${className}`}
    >
      {children}
    </span>
  );
}
