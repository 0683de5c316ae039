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
  future: {
    v3_fetcherPersist: true,
    v3_relativeSplatPath: true,
    v3_throwAbortReason: true,
  },
};
