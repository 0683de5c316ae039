import { describe, expect, it } from "vitest";
import { PRIVATE_NO_STORE, privateCachePolicy } from "./cache-policy.server";

const NAME = "__Host-nc_session";
const policy = (path: string, init: { cookie?: string; headers?: HeadersInit } = {}) =>
  privateCachePolicy(
    new Request(`https://x.test${path}`, {
      headers: init.cookie ? { Cookie: init.cookie } : {},
    }),
    new Response("", { headers: init.headers }),
    { sessionCookieName: NAME },
  );

describe("privateCachePolicy", () => {
  it("makes every API answer private, no-store", () => {
    expect(policy("/api/recipes")).toBe(PRIVATE_NO_STORE);
    expect(policy("/api/profile", { headers: { "Cache-Control": "no-store" } })).toBe(
      PRIVATE_NO_STORE,
    );
    expect(policy("/api/x", { headers: { "Cache-Control": PRIVATE_NO_STORE } })).toBeNull();
  });

  it("keeps a signed-in viewer's pages out of every cache", () => {
    expect(policy("/profile", { cookie: `a=b; ${NAME}=v` })).toBe(PRIVATE_NO_STORE);
    expect(policy("/recipes/1", { cookie: `${NAME}=v` })).toBe(PRIVATE_NO_STORE);
    // a route that chose its own policy keeps it
    expect(
      policy("/images/recipe-art/a.svg", {
        cookie: `${NAME}=v`,
        headers: { "Cache-Control": "public, max-age=86400" },
      }),
    ).toBeNull();
  });

  it("never lets an answer that sets a cookie be stored", () => {
    expect(
      policy("/", { headers: { "Set-Cookie": "nc_toast=; Max-Age=0", "Cache-Control": "public" } }),
    ).toBe(PRIVATE_NO_STORE);
  });

  it("leaves a guest's page as the route set it", () => {
    expect(policy("/recipes/1")).toBeNull();
    expect(policy("/recipes/1", { cookie: `x${NAME}=v` })).toBeNull();
  });
});
