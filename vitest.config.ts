import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

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
/**
 * The browser files that take longest (3 - 4 minutes each on the loaded machine, twice the next
 * ones): started first, so that none of them runs alone at the end while the other workers idle.
 * Vitest orders by the last run's durations when it has them; a fresh clone (CI) has none, and
 * vitest then starts the largest files first, which put visual.test.ts near the end.
 */
const LONGEST_FIRST = [
  "test/e2e/visual.test.ts",
  "test/e2e/no-js.test.ts",
  "test/e2e/recipes.test.ts",
  "test/e2e/shell.test.ts",
  "test/e2e/phone.test.ts",
];
class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const i = LONGEST_FIRST.findIndex((name) => file.moduleId.endsWith(name));
      return i === -1 ? LONGEST_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the rest keep vitest's own order
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: LongestFirstSequencer },
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
          // a loaded 2-core machine (CI shares it with other work, and `npm test` runs this
          // project beside integration and e2e): a few tests spawn the seed builder or the safety
          // trainer, or plan whole weeks on the real catalogue, and took 31 - 44 s there; the
          // timeout only catches a hang
          testTimeout: 120_000,
          // two files at a time: vitest's default on 2 cores is one worker, which left a core idle
          // (idle machine, 2026-11-27 05:32-05:37, back to back: one worker 66.9 / 79.1 s, two
          // 48.2 / 44.8 s, the same CPU; ADR 049 addendum)
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          globalSetup: [WORKER_CACHE],
          include: ["test/integration/**/*.test.ts"],
          exclude: [FUZZ_FILES],
          testTimeout: 240_000,
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
          // two files at a time (each its own Miniflare and Chromium; ADR 049): three, beside the
          // unit and integration projects, gained nothing in the idle fresh-clone run of
          // 2026-11-27 (the machine was already busy) and raised the load to 15
          maxWorkers: 2,
        },
      },
    ],
  },
});
