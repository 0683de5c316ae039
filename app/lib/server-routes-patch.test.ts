import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createStaticHandler, type AgnosticDataRouteObject } from "@remix-run/router";
import { createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

/**
 * The render-side route patches (patches/@remix-run+react+*.patch, patches/react-router-dom+*.patch,
 * ADR 050): a document render reuses the server routes and data routes of its build instead of
 * making them again, so react-router's ranked-branch cache (ADR 017) hits.
 */
describe("server routes made once per build", () => {
  const require = createRequire(import.meta.url);

  it("is applied to the installed @remix-run/react and react-router-dom (patch-package)", () => {
    for (const file of ["@remix-run/react/dist/server.js", "@remix-run/react/dist/esm/server.js"]) {
      const source = readFileSync(require.resolve(file), "utf8");
      expect(source).toContain("serverRoutesOnce(manifest.routes, routeModules, () =>");
    }
    const dir = require.resolve("react-router-dom/package.json").replace(/package\.json$/, "");
    for (const file of ["server.js", "server.mjs"]) {
      const source = readFileSync(`${dir}${file}`, "utf8");
      expect(source).toContain("dataRoutesCache.get(routes)");
    }
  });

  const routes = [
    {
      id: "root",
      path: "/",
      children: [
        { id: "home", index: true },
        { id: "recipe", path: "recipes/:id" },
      ],
    },
  ];

  async function contextFor(path: string) {
    const handler = createStaticHandler(routes as AgnosticDataRouteObject[]);
    const context = await handler.query(new Request(`http://x${path}`));
    if (context instanceof Response) throw new Error("unexpected response");
    return context;
  }

  it("gives the same data routes for the same routes array, with each render's own matches", async () => {
    const first = createStaticRouter(routes, await contextFor("/recipes/1"));
    const second = createStaticRouter(routes, await contextFor("/"));
    expect(second.routes).toBe(first.routes);
    expect(first.state.matches.map((m) => m.route.id)).toEqual(["root", "recipe"]);
    expect(first.state.matches[1].params).toEqual({ id: "1" });
    expect(second.state.matches.map((m) => m.route.id)).toEqual(["root", "home"]);
    // the matches point at the converted (data) routes, as without the patch
    expect(first.state.matches[1].route).toBe(first.routes[0].children![1]);
  });

  it("converts another routes array on its own", async () => {
    const other = structuredClone(routes);
    const a = createStaticRouter(routes, await contextFor("/"));
    const b = createStaticRouter(other, await contextFor("/"));
    expect(b.routes).not.toBe(a.routes);
    expect(b.routes).toEqual(a.routes);
  });
});
