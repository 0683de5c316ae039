/**
 * The segmented tabs' look (a white pill on a grey track): /auth's Login and Register, the
 * onboarding wizard's steps and its account tabs. Apart from the components so pages that only
 * style a tab load nothing more.
 */
export const segmentTabClass =
  "rounded-md px-3 py-2 text-sm font-semibold text-gray-700 focus:outline-none focus-visible:ring-2 " +
  "focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:text-emerald-800 data-[selected]:shadow " +
  "dark:text-gray-300 dark:data-[selected]:bg-gray-900 dark:data-[selected]:text-emerald-300";
