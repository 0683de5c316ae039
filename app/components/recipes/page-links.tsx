/** Links to an older page of a list and back to its newest (plain links: they work without JS). */
export function PageLinks({
  olderHref,
  newestHref,
  older,
  newest,
}: {
  olderHref: string | null;
  newestHref: string | null;
  older: string;
  newest: string;
}) {
  if (!olderHref && !newestHref) return null;
  const linkClass = "font-medium text-emerald-800 underline dark:text-emerald-300";
  return (
    <p className="mt-4 flex flex-wrap gap-4 text-sm">
      {newestHref ? (
        <a href={newestHref} className={linkClass}>
          {newest}
        </a>
      ) : null}
      {olderHref ? (
        <a href={olderHref} className={linkClass}>
          {older}
        </a>
      ) : null}
    </p>
  );
}
