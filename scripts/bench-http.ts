/**
 * npm run bench:http — server throughput of the production build under `wrangler dev` (workerd,
 * local D1 migrated and seeded), measured with autocannon in the same run as a baseline Worker that
 * only renders a static React page of the same HTML size (scripts/bench-http/baseline-worker.tsx).
 * Prints requests per second, p50 and p99 latency for each target and the ratio to the baseline,
 * with what the edge cache did (X-Cache) for the steady-state answers (ADR 034).
 *
 * Distance mode (`npm run bench:http -- --distance 40`): every D1 round trip waits 40 ms first
 * (D1_DELAY_MS through the app's D1 connection: a database in another region), so p50/p99 show
 * how many round trips each page pays. The app then runs with ENVIRONMENT=test, the only way the
 * delay is honoured (never in production), which also reports each answer's D1 round trips
 * (X-D1-Calls, printed for the first, uncached answer).
 *
 * Next to each rate, the CPU time (user + system) the server's workerd processes used per request
 * (the worker and the local D1, KV and cache it calls) and its ratio to the baseline's: a figure
 * that hardly moves when the machine is shared, unlike requests per second.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run. BENCH_ONLY picks
 * rows: `user` (the signed-in rows), `guest`, or a comma-separated list of paths, a path with
 * `@user` for its signed-in row (`BENCH_ONLY=/api/recipes/1@user,/recipes/1`).
 */
import { loadavg } from "node:os";
import autocannon from "autocannon";
import {
  startApp,
  startBaseline,
  signUp,
  workerdCpuMs,
  type LocalServer,
} from "./lib/local-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const distanceArg = process.argv.indexOf("--distance");
const distanceMs = distanceArg > 0 ? Number(process.argv[distanceArg + 1] ?? 40) : 0;

type Result = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time of the server's workerd processes per answered request (ms) */
  cpuPerRequest: number;
};
type Target = { path: string; signedIn: boolean };

/** The listed pages and API reads: guests' (cached at the edge) and a signed-in viewer's. */
const TARGETS: Target[] = [
  { path: "/", signedIn: false },
  { path: "/recommendations", signedIn: false },
  { path: "/recipe-collection", signedIn: false },
  { path: "/recipes/1", signedIn: false },
  { path: "/api/recipes/1", signedIn: false },
  { path: "/api/recipes?limit=12", signedIn: false },
  { path: "/api/cuisine-recipes/cuisines", signedIn: false },
  { path: "/api/social/recipes/1/comments", signedIn: false },
  { path: "/recommendations", signedIn: true },
  { path: "/recipes/1", signedIn: true },
  { path: "/api/recipes/1", signedIn: true },
];

/** The rows BENCH_ONLY asks for (every row without it). */
function selectedTargets(only: string | undefined): Target[] {
  if (!only) return TARGETS;
  if (only === "user" || only === "guest")
    return TARGETS.filter((t) => t.signedIn === (only === "user"));
  const wanted = new Set(only.split(",").map((s) => s.trim()));
  const picked = TARGETS.filter((t) => wanted.has(t.signedIn ? `${t.path}@user` : t.path));
  if (picked.length === 0) throw new Error(`BENCH_ONLY=${only} matches no row`);
  return picked;
}

async function measure(
  server: LocalServer,
  url: string,
  headers: Record<string, string>,
): Promise<Result> {
  const cpuBefore = workerdCpuMs(server.pid);
  const r = await autocannon({ url, connections, duration: seconds, headers });
  const cpu = workerdCpuMs(server.pid) - cpuBefore;
  return {
    cpuPerRequest: cpu / Math.max(1, r.requests.total),
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

async function main() {
  let app: LocalServer | undefined;
  let baseline: LocalServer | undefined;
  try {
    app = await startApp(
      distanceMs > 0 ? { ENVIRONMENT: "test", D1_DELAY_MS: String(distanceMs) } : {},
    );
    baseline = await startBaseline();
    const cookie = await signUp(app.origin);

    console.log(
      `bench:http — ${seconds} s per target, ${connections} connections, wrangler dev (workerd), Node ${process.version}` +
        (distanceMs > 0 ? `, D1 distance ${distanceMs} ms per round trip` : "") +
        `, load average ${loadavg()
          .map((l) => l.toFixed(1))
          .join(" ")}\n`,
    );
    console.log(
      "target".padEnd(32) +
        "viewer".padEnd(8) +
        "D1".padStart(4) +
        "cache".padStart(7) +
        "bytes".padStart(8) +
        "req/s".padStart(8) +
        "p50 ms".padStart(8) +
        "p99 ms".padStart(8) +
        "  base req/s".padStart(13) +
        "p50".padStart(5) +
        "p99".padStart(5) +
        "ratio".padStart(7) +
        "cpu ms/req".padStart(11) +
        "base".padStart(6) +
        "ratio".padStart(7) +
        "load".padStart(6),
    );
    for (const { path, signedIn } of selectedTargets(process.env.BENCH_ONLY)) {
      const url = `${app.origin}${path}`;
      const headers: Record<string, string> = signedIn ? { Cookie: cookie } : {};
      const first = await fetch(url, { headers });
      const bytes = (await first.arrayBuffer()).byteLength;
      const d1Calls = first.headers.get("X-D1-Calls") ?? "-";
      await autocannon({ url, connections, duration: 2, headers }); // warm-up, discarded
      const steady = (await fetch(url, { headers })).headers.get("X-Cache") ?? "-";
      const ours = await measure(app, url, headers);
      const baseUrl = `${baseline.origin}/?bytes=${bytes}`;
      await autocannon({ url: baseUrl, connections, duration: 2 });
      const base = await measure(baseline, baseUrl, {});
      const ratio = ours.rps / base.rps;
      console.log(
        path.padEnd(32) +
          (signedIn ? "user" : "guest").padEnd(8) +
          d1Calls.padStart(4) +
          steady.padStart(7) +
          String(bytes).padStart(8) +
          ours.rps.toFixed(0).padStart(8) +
          String(ours.p50).padStart(8) +
          String(ours.p99).padStart(8) +
          base.rps.toFixed(0).padStart(13) +
          String(base.p50).padStart(5) +
          String(base.p99).padStart(5) +
          ratio.toFixed(2).padStart(7) +
          ours.cpuPerRequest.toFixed(2).padStart(11) +
          base.cpuPerRequest.toFixed(2).padStart(6) +
          (base.cpuPerRequest / ours.cpuPerRequest).toFixed(2).padStart(7) +
          loadavg()[0].toFixed(1).padStart(6) +
          (ours.errors || ours.non2xx
            ? `  (${ours.errors} errors, ${ours.non2xx} non-2xx; status ${first.status})`
            : ""),
      );
    }
  } finally {
    app?.stop();
    baseline?.stop();
  }
}

await main();
