import { describe, expect, it } from "vitest";
import { nextPageLink, parsePageRequest, shownFromParam, toPage } from "./paging";

describe("parsePageRequest", () => {
  const parse = (q: string) =>
    parsePageRequest(new URLSearchParams(q), { defaultLimit: 20, maxLimit: 50 });
  it("reads before and limit, capped", () => {
    expect(parse("")).toEqual({ before: null, limit: 20 });
    expect(parse("before=41&limit=5")).toEqual({ before: 41, limit: 5 });
    expect(parse("limit=500")).toEqual({ before: null, limit: 50 });
  });
  it("ignores anything that is not a positive whole number", () => {
    for (const q of ["before=-1", "before=abc", "before=0", "limit=0", "limit=1.5", "before=1e3"]) {
      const { before, limit } = parse(q);
      expect(before).toBeNull();
      expect(limit).toBe(20);
    }
  });
});

describe("toPage", () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: 100 - i }));
  it("says where the next page starts only when there is one", () => {
    expect(toPage(rows(3), 3)).toEqual({ items: rows(3), nextBefore: null });
    expect(toPage(rows(4), 3)).toEqual({ items: rows(3), nextBefore: 98 });
    expect(toPage([], 3)).toEqual({ items: [], nextBefore: null });
  });
});

describe("nextPageLink", () => {
  it("keeps the path and other parameters", () => {
    const url = new URL("https://x.test/api/cultural/recipes/1/stories?limit=2");
    expect(nextPageLink(url, 40, 2)).toBe(
      '</api/cultural/recipes/1/stories?limit=2&before=40>; rel="next"',
    );
    expect(nextPageLink(url, null, 2)).toBeNull();
  });
});

describe("shownFromParam", () => {
  const shown = (value: string | null) => shownFromParam(value, { pageSize: 12, max: 120 });
  it("shows whole pages, from one page up to the maximum", () => {
    expect(shown(null)).toBe(12);
    expect(shown("24")).toBe(24);
    expect(shown("30")).toBe(24);
    expect(shown("120")).toBe(120);
    expect(shown("1000")).toBe(120);
  });
  it("shows the first page for anything else", () => {
    for (const value of ["", "0", "-24", "abc", "1e400", "11"]) expect(shown(value)).toBe(12);
  });
});
