/**
 * Newest-first paging by id (ids grow with time): a page holds the rows with an id below
 * `before` (all rows when null), at most `limit`. A value that is not a positive whole number is
 * ignored, so a stray query never fails a public list.
 */
export type PageRequest = { before: number | null; limit: number };
export type Page<T> = { items: T[]; nextBefore: number | null };

export function parsePageRequest(
  params: URLSearchParams,
  {
    defaultLimit,
    maxLimit,
    beforeKey = "before",
    limitKey = "limit",
  }: {
    defaultLimit: number;
    maxLimit: number;
    beforeKey?: string;
    /** null: the page size is fixed (a page that shows two lists) */
    limitKey?: string | null;
  },
): PageRequest {
  const whole = (value: string | null) =>
    value !== null && /^\d{1,15}$/.test(value) && Number(value) > 0 ? Number(value) : null;
  const limit = limitKey === null ? null : whole(params.get(limitKey));
  return {
    before: whole(params.get(beforeKey)),
    limit: Math.min(limit ?? defaultLimit, maxLimit),
  };
}

/** The page from `limit + 1` rows read newest first: the extra row only says there is more. */
export function toPage<T extends { id: number }>(rows: T[], limit: number): Page<T> {
  const items = rows.slice(0, limit);
  return {
    items,
    nextBefore: rows.length > limit && items.length > 0 ? items[items.length - 1].id : null,
  };
}

/** The Link header that points to the next (older) page of a list API, or null. */
export function nextPageLink(url: URL, nextBefore: number | null, limit: number): string | null {
  if (nextBefore === null) return null;
  const next = new URL(url);
  next.searchParams.set("before", String(nextBefore));
  next.searchParams.set("limit", String(limit));
  return `<${next.pathname}${next.search}>; rel="next"`;
}

/**
 * "Load more" kept in the URL (`?shown=24`): how many cards a list shows, in whole pages, at least
 * one page and at most `max`. A value that is not a number shows the first page.
 */
export function shownFromParam(
  value: string | null,
  { pageSize, max }: { pageSize: number; max: number },
): number {
  const pages = Math.floor(Number(value) / pageSize);
  const most = Math.floor(max / pageSize);
  return (Number.isFinite(pages) ? Math.min(Math.max(pages, 1), most) : 1) * pageSize;
}
