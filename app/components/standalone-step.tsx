import type { ReactNode } from "react";

/** The frame of the older standalone steps (/physical-info, /dietary-preferences): 'step n of 4'. */
export function StandaloneStep({
  step,
  title,
  intro,
  children,
}: {
  step: 2 | 3;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <p
        id="standalone-step-label"
        className="text-sm font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-300"
      >
        step {step} of 4
      </p>
      <div
        role="progressbar"
        aria-labelledby="standalone-step-label"
        aria-valuemin={1}
        aria-valuemax={4}
        aria-valuenow={step}
        className="mt-2 h-2 w-full rounded-full bg-gray-200 dark:bg-gray-800"
      >
        <div
          className={`h-2 rounded-full bg-emerald-700 dark:bg-emerald-400 ${step === 2 ? "w-1/2" : "w-3/4"}`}
        />
      </div>
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
        {title}
      </h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{intro}</p>
      <div className="mt-8 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        {children}
      </div>
    </div>
  );
}
