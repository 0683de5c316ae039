import type { ReactNode } from "react";

/** The frame of the small account pages (forgot password, reset password, verify email). */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-lg px-4 py-12 sm:px-6">
      <h1 className="text-2xl font-bold tracking-tight text-gray-900 dark:text-gray-100">
        {title}
      </h1>
      {intro ? <p className="mt-2 text-gray-700 dark:text-gray-300">{intro}</p> : null}
      <div className="mt-6 space-y-4 rounded-xl bg-white p-6 shadow-sm ring-1 ring-gray-200 dark:bg-gray-900 dark:ring-gray-800">
        {children}
      </div>
    </div>
  );
}

/** A success or progress message for the whole form. */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-300 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {children}
    </p>
  );
}
