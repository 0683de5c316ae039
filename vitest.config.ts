import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "#db": path.resolve(import.meta.dirname, "db"),
};

/**
 * Three layers (docs/decisions/003-testing.md):
 * - unit: pure modules next to their code (app/**, db/**, scripts/**), in Node;
 * - integration: HTTP against the built worker in Miniflare (test/integration);
 * - e2e: headless Chromium against the built worker served by Miniflare (test/e2e).
 * Integration and e2e need `npm run build` first; `npm test` does that.
 */
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "scripts/**/*.test.ts",
            "workers/**/*.test.ts",
          ],
          environment: "node",
          // a loaded 2-core machine (CI shares it with other work): a few tests spawn the seed
          // builder or plan whole weeks on the real catalogue and take seconds there
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["test/integration/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // each file starts its own Miniflare; two at a time suits a 2-core machine
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          include: ["test/e2e/**/*.test.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
