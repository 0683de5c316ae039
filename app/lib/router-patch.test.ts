import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

/** The route matcher patch (patches/@remix-run+router+*.patch, docs/decisions/017). */
describe("the patched route matcher", () => {
  it("is applied to the installed @remix-run/router (npm's postinstall runs patch-package)", () => {
    const require = createRequire(import.meta.url);
    for (const file of [
      "@remix-run/router/dist/router.js",
      "@remix-run/router/dist/router.cjs.js",
    ]) {
      const source = readFileSync(require.resolve(file), "utf8");
      expect(source).toContain("rankedBranchesCache.get(routes)");
      expect(source).toContain("compiledPathCache.get(cacheKey)");
    }
  });

  const routes: AgnosticRouteObject[] = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "recipe", path: "recipes/:id" },
        { id: "recipes", path: "recipes" },
        { id: "api-list-item", path: "api/shopping-lists/:listId/items/:itemId" },
        { id: "splat", path: "*" },
      ],
    },
  ];
  const leaf = (path: string) => {
    const matches = matchRoutes(routes, path);
    const last = matches?.[matches.length - 1];
    return last ? { id: last.route.id, params: last.params } : null;
  };

  it("matches the same way on every call (the cached ranking and patterns)", () => {
    for (let round = 0; round < 3; round++) {
      expect(leaf("/")).toEqual({ id: "home", params: {} });
      expect(leaf("/recipes/42")).toEqual({ id: "recipe", params: { id: "42" } });
      expect(leaf("/RECIPES/7/")).toEqual({ id: "recipe", params: { id: "7" } });
      expect(leaf("/recipes")).toEqual({ id: "recipes", params: {} });
      expect(leaf("/api/shopping-lists/3/items/9")).toEqual({
        id: "api-list-item",
        params: { listId: "3", itemId: "9" },
      });
      expect(leaf("/no/such/page")).toEqual({ id: "splat", params: { "*": "no/such/page" } });
    }
  });

  it("a different route tree is ranked on its own", () => {
    const other: AgnosticRouteObject[] = [{ id: "only", path: "/only/:x" }];
    expect(matchRoutes(other, "/only/1")?.[0].params).toEqual({ x: "1" });
    expect(matchRoutes(other, "/recipes/1")).toBeNull();
    expect(leaf("/recipes/1")?.id).toBe("recipe");
  });
});
