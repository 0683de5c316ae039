import { describe, expect, it } from "vitest";
import {
  EDGE_STALE_SECONDS,
  edgeCacheDecision,
  edgeCacheScopes,
  etagMatches,
  freshness,
  isStorable,
  publicCacheControl,
} from "./edge-cache.server";

const COOKIES = ["nc_session", "nc_toast", "nc_oidc", "nc_d1"];

function request(path: string, init: RequestInit = {}) {
  return new Request(`https://nutricoach.test${path}`, init);
}

describe("edgeCacheScopes", () => {
  it("gives a recipe's page and API reads the recipe's scope next to the catalogue's", () => {
    for (const path of [
      "/recipes/12",
      "/api/recipes/12",
      "/api/cultural/recipes/12/stories",
      "/api/social/recipes/12/comments",
      "/api/social/recipes/12/shares",
    ])
      expect(edgeCacheScopes(path), path).toEqual(["catalogue", "recipe:12"]);
  });

  it("gives lists and cuisine lists the catalogue's scope", () => {
    for (const path of ["/", "/recommendations", "/api/recipes", "/api/cuisine-recipes/thai"])
      expect(edgeCacheScopes(path), path).toEqual(["catalogue"]);
    expect(edgeCacheScopes("/api/cuisine-recipes/cuisines")).toEqual(["catalogue"]);
  });

  it("leaves every other path out", () => {
    for (const path of [
      "/auth",
      "/settings",
      "/meal-plan",
      "/api/cuisine-recipes/populate",
      "/api/favorites",
      "/recipes/12/edit",
      "/recipes/abc",
      "/api/recipes/1/extra",
    ])
      expect(edgeCacheScopes(path), path).toBeNull();
  });
});

describe("edgeCacheDecision", () => {
  it("uses the cache for a guest's GET of a public read", () => {
    expect(edgeCacheDecision(request("/recipes/3"), COOKIES)).toEqual({
      use: true,
      scopes: ["catalogue", "recipe:3"],
    });
    // a cookie that is not ours (analytics) does not make the answer personal
    expect(
      edgeCacheDecision(request("/recipes/3", { headers: { Cookie: "_ga=1" } }), COOKIES).use,
    ).toBe(true);
  });

  it("never uses it for a request carrying any of our cookies or credentials", () => {
    for (const cookie of ["nc_session=abc", "_ga=1; nc_toast=x", "nc_oidc=y", "nc_d1=z"]) {
      const decision = edgeCacheDecision(
        request("/recipes/3", { headers: { Cookie: cookie } }),
        COOKIES,
      );
      expect(decision, cookie).toMatchObject({ use: false, reason: "personal" });
    }
    const bearer = request("/api/recipes/3", { headers: { Authorization: "Bearer t" } });
    expect(edgeCacheDecision(bearer, COOKIES)).toMatchObject({ use: false, reason: "personal" });
  });

  it("never uses it for writes, other paths or long query strings", () => {
    expect(edgeCacheDecision(request("/recipes/3", { method: "POST" }), COOKIES)).toEqual({
      use: false,
      reason: "method",
    });
    expect(edgeCacheDecision(request("/settings"), COOKIES)).toEqual({
      use: false,
      reason: "path",
    });
    expect(edgeCacheDecision(request(`/api/recipes?q=${"a".repeat(300)}`), COOKIES)).toEqual({
      use: false,
      reason: "query",
    });
  });
});

describe("isStorable", () => {
  it("stores a plain 200 answer or one marked public", () => {
    expect(isStorable(new Response("ok"))).toBe(true);
    expect(
      isStorable(new Response("ok", { headers: { "Cache-Control": "public, max-age=0" } })),
    ).toBe(true);
  });

  it("never stores an answer marked private, no-store or no-cache, whatever else it says", () => {
    for (const cacheControl of [
      "private, no-store",
      "no-store",
      "private",
      "public, no-cache",
      "PRIVATE",
      "max-age=60, no-store",
    ])
      expect(
        isStorable(new Response("ok", { headers: { "Cache-Control": cacheControl } })),
        cacheControl,
      ).toBe(false);
  });

  it("never stores an answer that sets a cookie, or is not a 200", () => {
    expect(isStorable(new Response("ok", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    for (const status of [201, 204, 301, 304, 404, 500])
      expect(isStorable(new Response(null, { status })), String(status)).toBe(false);
  });
});

describe("freshness", () => {
  it("is fresh for s-maxage, then stale for the stale-while-revalidate window, then expired", () => {
    expect(freshness(0, 60)).toBe("fresh");
    expect(freshness(59.9, 60)).toBe("fresh");
    expect(freshness(60, 60)).toBe("stale");
    expect(freshness(60 + EDGE_STALE_SECONDS - 0.1, 60)).toBe("stale");
    expect(freshness(60 + EDGE_STALE_SECONDS, 60)).toBe("expired");
  });

  it("says both windows in the public Cache-Control", () => {
    expect(publicCacheControl(60)).toBe(
      `public, max-age=0, s-maxage=60, stale-while-revalidate=${EDGE_STALE_SECONDS}`,
    );
  });
});

describe("etagMatches", () => {
  it("compares weakly, across a list, and with *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
    expect(etagMatches('W/"abc"', null)).toBe(false);
  });
});
