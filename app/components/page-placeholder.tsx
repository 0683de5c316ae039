import { Link } from "@remix-run/react";

/** A page whose feature lands in a later issue: says what will be here. */
export function PagePlaceholder({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <div className="mt-4 space-y-3 text-gray-700 dark:text-gray-300">{children}</div>
      <Link
        to="/"
        className="mt-8 inline-block font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
      >
        Back to the home page
      </Link>
    </div>
  );
}
