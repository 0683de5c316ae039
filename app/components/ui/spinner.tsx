/** The turning circle alone, in the current text colour (e.g. inside a busy button). */
export function SpinnerIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={`animate-spin ${className}`} fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="4" className="opacity-25" />
      <path
        d="M22 12a10 10 0 0 0-10-10"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** A spinner with a text for screen readers (and, when `label` is visible, for everyone). */
export function Spinner({
  label,
  showLabel = false,
  className = "",
}: {
  label: string;
  showLabel?: boolean;
  className?: string;
}) {
  return (
    <span role="status" className={`inline-flex items-center gap-2 ${className}`}>
      <SpinnerIcon className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
      <span className={showLabel ? "" : "sr-only"}>{label}</span>
    </span>
  );
}
