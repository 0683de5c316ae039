/**
 * npm run bench:http — server throughput of the production build under `wrangler dev` (workerd,
 * local D1 migrated and seeded), measured with autocannon in the same run as a baseline Worker that
 * only renders a static React page of the same HTML size (scripts/bench-http/baseline-worker.tsx).
 * Prints requests per second, p50 and p99 latency for each target and the ratio to the baseline.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import autocannon from "autocannon";
import { startApp, startBaseline, type LocalServer } from "./lib/local-server";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Result = { rps: number; p50: number; p99: number; errors: number; non2xx: number };

async function measure(url: string): Promise<Result> {
  const r = await autocannon({ url, connections, duration: seconds });
  return {
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
    app = await startApp();
    baseline = await startBaseline();

    const targets = ["/", "/recommendations", "/recipes/1", "/api/recipes/1"];
    console.log(
      `bench:http — ${seconds} s per target, ${connections} connections, wrangler dev (workerd), Node ${process.version}\n`,
    );
    console.log(
      "target".padEnd(20) +
        "bytes".padStart(8) +
        "req/s".padStart(9) +
        "p50 ms".padStart(8) +
        "p99 ms".padStart(8) +
        "  baseline req/s".padStart(17) +
        "p50".padStart(6) +
        "p99".padStart(6) +
        "ratio".padStart(8),
    );
    for (const target of targets) {
      const url = `${app.origin}${target}`;
      const first = await fetch(url);
      const bytes = (await first.arrayBuffer()).byteLength;
      await autocannon({ url, connections, duration: 2 }); // warm-up, discarded
      const ours = await measure(url);
      const baseUrl = `${baseline.origin}/?bytes=${bytes}`;
      await autocannon({ url: baseUrl, connections, duration: 2 });
      const base = await measure(baseUrl);
      const ratio = ours.rps / base.rps;
      console.log(
        target.padEnd(20) +
          String(bytes).padStart(8) +
          ours.rps.toFixed(0).padStart(9) +
          String(ours.p50).padStart(8) +
          String(ours.p99).padStart(8) +
          base.rps.toFixed(0).padStart(17) +
          String(base.p50).padStart(6) +
          String(base.p99).padStart(6) +
          ratio.toFixed(2).padStart(8) +
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
