import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "~": path.resolve(import.meta.dirname, "app"),
  "#db": path.resolve(import.meta.dirname, "db"),
};

/**
 * Four projects (docs/decisions/003-testing.md, 041):
 * - unit: pure modules next to their code (app/**, db/**, scripts/**), in Node;
 * - integration: HTTP against the built worker in Miniflare (test/integration), but the fuzzers;
 * - fuzz: the malformed-request suites (test/integration/*fuzz*.test.ts), thousands of requests
 *   per file, in a project of their own so they can be run, timed and budgeted apart;
 * - e2e: headless Chromium against the built worker served by Miniflare (test/e2e).
 * Integration, fuzz and e2e need `npm run build` first; `npm test` does that.
 *
 * Timeouts fit a loaded 2-core machine shared with other work (CI, five engineers): they only
 * catch a hang; tests wait for states (test/helpers/worker.ts waitFor, queueBarrier), never for a
 * fixed time. Each file's duration is printed (the default reporter) and slow tests are named.
 */
const FUZZ_FILES = "test/integration/**/*fuzz*.test.ts";
/** builds the cached Miniflare options and D1 databases once per run (docs/decisions/049) */
const WORKER_CACHE = "test/helpers/global-setup.ts";
export default defineConfig({
  resolve: { alias },
  test: {
    // a test slower than this is named in the report, with its duration
    slowTestThreshold: 10_000,
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
          globalSetup: [WORKER_CACHE],
          include: ["test/integration/**/*.test.ts"],
          exclude: [FUZZ_FILES],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // each file starts its own Miniflare; two at a time suits a 2-core machine
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "fuzz",
          globalSetup: [WORKER_CACHE],
          include: [FUZZ_FILES],
          testTimeout: 300_000,
          hookTimeout: 180_000,
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "e2e",
          globalSetup: [WORKER_CACHE],
          include: ["test/e2e/**/*.test.ts"],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // two files at a time (each its own Miniflare and Chromium): one file leaves much of
          // the machine idle while it waits for pages (docs/decisions/049)
          maxWorkers: 2,
        },
      },
    ],
  },
});
