import { createCookie } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import type { AppCookies } from "./cookies.server";
import { bookmarkCookie, isBookmark, sessionConstraint } from "./d1-session.server";

describe("sessionConstraint", () => {
  it("starts from the browser's bookmark when it has one", () => {
    expect(sessionConstraint("GET", "0000-1")).toBe("0000-1");
    expect(sessionConstraint("POST", "0000-1")).toBe("0000-1");
  });

  it("lets reads go to any replica and writes start at the primary", () => {
    expect(sessionConstraint("GET", null)).toBe("first-unconstrained");
    expect(sessionConstraint("HEAD", null)).toBe("first-unconstrained");
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(sessionConstraint(method, null), method).toBe("first-primary");
  });
});

describe("isBookmark", () => {
  it("takes D1's shape and nothing else", () => {
    expect(isBookmark("00000000-00000002-00000000-00000000000000000000000000000000")).toBe(true);
    for (const value of ["", "a;b", "x".repeat(201), 42, null, { b: 1 }, "first primary"])
      expect(isBookmark(value), String(value)).toBe(false);
  });
});

describe("bookmarkCookie", () => {
  const cookies = async () =>
    ({
      d1Bookmark: createCookie("nc_d1", { secrets: ["s".repeat(32)], maxAge: 300 }),
    }) as AppCookies;
  const d1 = (writes: number, bookmark: string | null) => ({
    stats: { writes },
    bookmark: () => bookmark,
  });

  it("is set on an answer to a request that wrote", async () => {
    const setCookie = await bookmarkCookie(
      new Response(null, { status: 201 }),
      d1(1, "0-1"),
      cookies,
    );
    expect(setCookie).toMatch(/^nc_d1=.+; Max-Age=300/);
    expect(await (await cookies()).d1Bookmark.parse(setCookie!.split(";")[0])).toBe("0-1");
  });

  it("is not set when nothing was written, the request was refused or there is no bookmark", async () => {
    expect(await bookmarkCookie(new Response("ok"), d1(0, "0-1"), cookies)).toBeNull();
    expect(
      await bookmarkCookie(new Response("no", { status: 400 }), d1(1, "0-1"), cookies),
    ).toBeNull();
    expect(await bookmarkCookie(new Response("ok"), d1(1, null), cookies)).toBeNull();
  });
});
