export function Logo({ withText = true }: { withText?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 32 32" className="h-8 w-8">
        <circle cx="16" cy="16" r="15" className="fill-emerald-700" />
        <path d="M10 20c0-6 4-10 12-11-1 8-5 12-11 12" className="fill-white" />
        <path
          d="M10 22c2-4 5-7 9-9"
          className="stroke-emerald-700"
          strokeWidth="1.5"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      {withText ? (
        <span className="text-lg font-bold tracking-tight text-gray-900 dark:text-white">
          NutriCoach
        </span>
      ) : (
        <span className="sr-only">NutriCoach</span>
      )}
    </span>
  );
}
