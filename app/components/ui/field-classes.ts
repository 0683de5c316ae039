/**
 * Shared form styles: every form uses these so fields look and behave alike. Apart from field.tsx
 * so a page that only styles a field (a GET search form) does not load the form library.
 */
export const inputClass =
  "mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-gray-900 shadow-sm " +
  "placeholder:text-gray-500 focus:border-emerald-600 focus:outline-none focus:ring-2 focus:ring-emerald-600 " +
  "aria-[invalid=true]:border-red-600 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:placeholder:text-gray-400";
export const labelClass = "block text-sm font-medium text-gray-800 dark:text-gray-200";
