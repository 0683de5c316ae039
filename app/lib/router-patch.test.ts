import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  createMemoryHistory,
  createRouter,
  matchRoutes,
  type AgnosticRouteObject,
} from "@remix-run/router";
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
      expect(source).toContain("rankedBranchesCache = new WeakMap();\n}");
      expect(source).toContain("matchedBranches.get(memoKey)");
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

  it("builds fresh matches for a path matched before (nothing a caller changes is kept)", () => {
    const first = matchRoutes(routes, "/recipes/5")!;
    (first[first.length - 1].params as Record<string, string>).id = "changed";
    first.pop();
    const again = matchRoutes(routes, "/recipes/5")!;
    expect(again).not.toBe(first);
    expect(again.map((m) => m.route.id)).toEqual(["root", "recipe"]);
    expect(again[again.length - 1].params).toEqual({ id: "5" });
    // a path that matched nothing before still matches nothing (a tree without a splat)
    const noSplat: AgnosticRouteObject[] = [{ id: "a", path: "/a/:x" }];
    expect(matchRoutes(noSplat, "/b")).toBeNull();
    expect(matchRoutes(noSplat, "/b")).toBeNull();
    expect(matchRoutes(noSplat, "/a/1")?.[0].params).toEqual({ x: "1" });
  });

  it("a different route tree is ranked on its own", () => {
    const other: AgnosticRouteObject[] = [{ id: "only", path: "/only/:x" }];
    expect(matchRoutes(other, "/only/1")?.[0].params).toEqual({ x: "1" });
    expect(matchRoutes(other, "/recipes/1")).toBeNull();
    expect(leaf("/recipes/1")?.id).toBe("recipe");
  });
});

/**
 * Lazy route discovery (Remix's v3_lazyRouteDiscovery, React Router 7's default): the browser router
 * starts with part of the tree and patches children in, in place, when a navigation finds no match.
 * A ranking cached before the patch must not hide the routes patched in.
 */
describe("the patched route matcher with lazy route discovery", () => {
  it("matches a route patched in after the tree was first ranked (no 404 on the first navigation)", async () => {
    const discovered: string[] = [];
    const router = createRouter({
      history: createMemoryHistory({ initialEntries: ["/"] }),
      routes: [{ id: "root", path: "/", children: [{ id: "home", index: true }] }],
      patchRoutesOnNavigation: ({ path, patch }) => {
        discovered.push(path);
        if (path === "/recipes/42") patch("root", [{ id: "recipe", path: "recipes/:id" }]);
      },
    }).initialize();
    try {
      // The first navigation ranks the initial tree (and, with the patch, caches that ranking).
      expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "home"]);
      await router.navigate("/recipes/42");
      expect(discovered).toEqual(["/recipes/42"]);
      expect(router.state.errors).toBeNull();
      expect(router.state.location.pathname).toBe("/recipes/42");
      expect(router.state.matches.map((match) => match.route.id)).toEqual(["root", "recipe"]);
      expect(router.state.matches[1].params).toEqual({ id: "42" });
      // The tree as patched keeps matching, by the router and by matchRoutes on its routes.
      await router.navigate("/");
      await router.navigate("/recipes/7");
      expect(router.state.errors).toBeNull();
      expect(matchRoutes(router.routes, "/recipes/7")?.map((match) => match.route.id)).toEqual([
        "root",
        "recipe",
      ]);
    } finally {
      router.dispose();
    }
  });
});
