/**
 * npm run bench:lighthouse — Lighthouse 12 (mobile defaults: Moto G Power viewport, simulated slow
 * 4G and 4x CPU slowdown) on the production build under `wrangler dev`, in Debian's Chromium
 * (CHROME_PATH, default /usr/bin/chromium). Prints the performance, accessibility and best-practice
 * scores of /, /recommendations, /recipes/{id} and /nutricoach (as a guest), the metrics behind the
 * performance score, and every audit that lost points. Fails (exit 1) below the budgets:
 * performance >= 95, accessibility 100, best practices >= 95.
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page; the median performance run is reported, as
 * Lighthouse's own guidance recommends for variance. LIGHTHOUSE_REPORTS=<dir> keeps each page's
 * median report as JSON (open it in https://googlechrome.github.io/lighthouse/viewer/);
 * LIGHTHOUSE_PAGES=/a,/b audits other pages.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result as LighthouseResult } from "lighthouse";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startApp, type LocalServer } from "./lib/local-server";

const BUDGET = { performance: 95, accessibility: 100, "best-practices": 95 } as const;
const PAGES = process.env.LIGHTHOUSE_PAGES?.split(",") ?? [
  "/",
  "/recommendations",
  "/recipes/1",
  "/nutricoach",
];
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const reportDir = process.env.LIGHTHOUSE_REPORTS;

type Category = keyof typeof BUDGET;
const CATEGORIES = Object.keys(BUDGET) as Category[];
const METRICS = [
  ["first-contentful-paint", "FCP"],
  ["largest-contentful-paint", "LCP"],
  ["total-blocking-time", "TBT"],
  ["cumulative-layout-shift", "CLS"],
  ["speed-index", "SI"],
] as const;

function score(lhr: LighthouseResult, category: Category): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

/** Audits of a category that lost points, with what Lighthouse says about them. */
function lostPoints(lhr: LighthouseResult, category: Category): string[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score}): ${audit.title}`);
}

/** One audit; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART) is tried again, twice. */
async function audit(url: string): Promise<LighthouseResult> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`    (retrying: ${error instanceof Error ? error.message : String(error)})`);
    }
  }
}

async function auditOnce(url: string): Promise<LighthouseResult> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

async function main() {
  let app: LocalServer | undefined;
  let failed = false;
  try {
    app = await startApp();
    console.log(
      `bench:lighthouse — Lighthouse 12, mobile, ${runs} run(s) per page (median performance), Node ${process.version}\n`,
    );
    console.log(
      "page".padEnd(18) +
        "perf".padStart(6) +
        "a11y".padStart(6) +
        "bp".padStart(6) +
        METRICS.map(([, label]) => label.padStart(9)).join(""),
    );
    for (const page of PAGES) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < runs; i++) results.push(await audit(`${app.origin}${page}`));
      results.sort((a, b) => score(a, "performance") - score(b, "performance"));
      const lhr = results[Math.floor(results.length / 2)];
      const scores = CATEGORIES.map((c) => score(lhr, c));
      if (reportDir) {
        mkdirSync(reportDir, { recursive: true });
        const name = page === "/" ? "home" : page.slice(1).replaceAll("/", "-");
        writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      console.log(
        page.padEnd(18) +
          scores.map((s) => String(s).padStart(6)).join("") +
          METRICS.map(([id]) => (lhr.audits[id]?.displayValue ?? "-").padStart(9)).join(""),
      );
      for (const category of CATEGORIES) {
        const below = score(lhr, category) < BUDGET[category];
        if (below) failed = true;
        for (const line of lostPoints(lhr, category)) {
          console.log(`    ${below ? "FAIL" : "note"} ${category}: ${line}`);
        }
      }
    }
    const serverErrors = app.log().trim();
    if (serverErrors) console.log(`\nworker log:\n${serverErrors}`);
  } finally {
    app?.stop();
  }
  if (failed) {
    console.error(
      `\nbelow budget (performance >= ${BUDGET.performance}, accessibility ${BUDGET.accessibility}, best practices >= ${BUDGET["best-practices"]})`,
    );
    process.exit(1);
  }
}

await main();
