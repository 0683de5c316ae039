/**
 * npm run bench:weight — the JavaScript and CSS bytes (gzip) each route ships on first load, with
 * budgets that fail the script: at most 100 KB of JS for the landing page, 160 KB for any route.
 *
 * How it measures: the production build runs in Miniflare (the same harness as the tests); each
 * route of the spec's route table is rendered (signed in, so protected pages render instead of
 * redirecting), and every script, modulepreload and stylesheet the HTML references is read from
 * public/ and gzipped (zlib level 9, close to what Cloudflare serves). Needs `npm run build` first.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { ROUTE_TABLE } from "../app/domain/routes";
import { registerUser } from "../test/helpers/auth";
import { startWorker } from "../test/helpers/worker";

export const BUDGET_KB = { landingJs: 100, routeJs: 160 } as const;

const root = path.resolve(import.meta.dirname, "..");
const gzipCache = new Map<string, number>();

function gzipBytes(assetPath: string): number {
  const cached = gzipCache.get(assetPath);
  if (cached !== undefined) return cached;
  const file = path.join(root, "public", assetPath.split("?")[0]);
  const size = gzipSync(readFileSync(file), { level: 9 }).byteLength;
  gzipCache.set(assetPath, size);
  return size;
}

/** Same-origin asset paths an HTML page loads on first view. */
export function assetsOf(html: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="(\/[^"]+)"/g))
    js.add(m[1]);
  for (const m of html.matchAll(/<script[^>]+src="(\/[^"]+)"/g)) js.add(m[1]);
  // Remix's inline module script imports the entry and route modules
  for (const m of html.matchAll(/import[^"']*["'](\/build\/[^"']+\.js)["']/g)) js.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/[^"]+)"/g)) css.add(m[1]);
  return { js: [...js], css: [...css] };
}

async function main() {
  const w = await startWorker();
  try {
    const { cookie } = await registerUser(w);
    const rows: { path: string; js: number; css: number; budget: number }[] = [];
    for (const route of ROUTE_TABLE) {
      // /auth and /onboarding send a signed-in user (who has a profile) on: measure them signed out
      const signedOut = route.path === "/auth" || route.path === "/onboarding";
      const headers: Record<string, string> = signedOut ? {} : { Cookie: cookie };
      const res = await w.fetch(route.path, { headers });
      if (res.status !== 200) throw new Error(`${route.path} answered ${res.status}`);
      const { js, css } = assetsOf(await res.text());
      rows.push({
        path: route.path,
        js: js.reduce((sum, a) => sum + gzipBytes(a), 0),
        css: css.reduce((sum, a) => sum + gzipBytes(a), 0),
        budget: route.path === "/" ? BUDGET_KB.landingJs : BUDGET_KB.routeJs,
      });
    }
    const kb = (bytes: number) => (bytes / 1024).toFixed(1);
    console.log(
      "route".padEnd(24) +
        "JS KB (gzip)".padStart(14) +
        "CSS KB".padStart(9) +
        "budget".padStart(9),
    );
    let failed = 0;
    for (const r of rows) {
      const over = r.js > r.budget * 1024;
      if (over) failed++;
      console.log(
        r.path.padEnd(24) +
          kb(r.js).padStart(14) +
          kb(r.css).padStart(9) +
          `${r.budget}`.padStart(9) +
          (over ? "  OVER" : ""),
      );
    }
    if (failed) {
      console.error(`\n${failed} route(s) over the JavaScript budget`);
      process.exitCode = 1;
    }
  } finally {
    await w.dispose();
  }
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
