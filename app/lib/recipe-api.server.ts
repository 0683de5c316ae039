/**
 * Paging of the recipe list APIs (docs/decisions/011-recipe-search.md): the body stays the plain
 * list the spec's client reads; `?limit=&offset=` choose the page, and the answer's headers say
 * where the list continues: `X-Total-Count`, and `Link: <...>; rel="next"` (RFC 8288) with
 * `X-Next-Offset` while there is more.
 */
import { apiError } from "./api.server";

export const LIST_DEFAULT_LIMIT = 50;
export const LIST_MAX_LIMIT = 100;
export const LIST_MAX_OFFSET = 10_000;

export type PageParams = { limit: number; offset: number };

function readInt(url: URL, name: string, fallback: number, min: number, max: number): number {
  const raw = url.searchParams.get(name);
  if (raw === null || raw === "") return fallback;
  if (!/^\d{1,6}$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw apiError(400, "invalid_query", `${name} must be a whole number from ${min} to ${max}.`, {
      [name]: [`${name} must be a whole number from ${min} to ${max}.`],
    });
  }
  return Number(raw);
}

export function parsePageParams(url: URL): PageParams {
  return {
    limit: readInt(url, "limit", LIST_DEFAULT_LIMIT, 1, LIST_MAX_LIMIT),
    offset: readInt(url, "offset", 0, 0, LIST_MAX_OFFSET),
  };
}

/**
 * `X-Total-Count`, and while there is more the next page's `Link` and `X-Next-Offset`. The link
 * carries the list's own checked `params` (and limit, offset), never the request's query as is:
 * echoing it let any unknown parameter grow the answer's headers past what clients read
 * (20 KB of ?zz= broke them).
 */
export function pageHeaders(
  url: URL,
  page: { total: number; limit: number; nextOffset: number | null },
  params: Record<string, string | undefined> = {},
): Headers {
  const headers = new Headers({ "X-Total-Count": String(page.total) });
  if (page.nextOffset !== null) {
    const next = new URLSearchParams();
    for (const [name, value] of Object.entries(params)) if (value) next.set(name, value);
    next.set("limit", String(page.limit));
    next.set("offset", String(page.nextOffset));
    headers.set("Link", `<${url.pathname}?${next}>; rel="next"`);
    headers.set("X-Next-Offset", String(page.nextOffset));
  }
  return headers;
}
