/**
 * Classic Remix compiler, building one Worker script: `workers/app.ts` is the entry,
 * it imports the Remix server build and adds the queue consumer. See docs/decisions/001.
 * @type {import('@remix-run/dev').AppConfig}
 */
export default {
  ignoredRouteFiles: ["**/.*", "**/*.test.*"],
  server: "./workers/app.ts",
  serverBuildPath: "build/index.js",
  serverConditions: ["workerd", "worker", "browser"],
  serverDependenciesToBundle: "all",
  serverMainFields: ["browser", "module", "main"],
  serverMinify: true,
  serverModuleFormat: "esm",
  serverPlatform: "neutral",
  tailwind: true,
  postcss: false,
  // Pages with a URL parameter live in app/pages and are declared here, so that no browser module
  // has a "$" in its file name: Workers Static Assets answers such a path with a 307 to "%24",
  // a round trip more on the way to hydration (docs/decisions/016-static-asset-names.md).
  routes: async (defineRoutes) =>
    defineRoutes((route) => {
      route("recipes/:id", "pages/recipe-detail.tsx");
      route("recipes/:id/edit", "pages/recipe-edit.tsx");
      route("*", "pages/not-found.tsx");
    }),
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
