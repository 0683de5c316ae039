/**
 * npm run bench:http — server throughput of the production build under `wrangler dev` (workerd,
 * local D1 migrated and seeded), measured with autocannon in the same run as a baseline Worker that
 * only renders a static React page of the same HTML size (scripts/bench-http/baseline-worker.tsx).
 * Prints requests per second, p50 and p99 latency for each target and the ratio to the baseline.
 *
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune the run.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";

const root = path.resolve(import.meta.dirname, "..");
const wrangler = path.join(root, "node_modules/.bin/wrangler");
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function run(args: string[]) {
  const result = spawnSync(wrangler, args, { cwd: root, env, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed`);
}

async function startWrangler(args: string[], port: number): Promise<ChildProcess> {
  const inspector = await freePort();
  const child = spawn(
    wrangler,
    ["dev", ...args, "--port", String(port), "--ip", "127.0.0.1", "--inspector-port", String(inspector), "--log-level", "error"],
    { cwd: root, env, stdio: ["ignore", "ignore", "inherit"], detached: true },
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`);
      await res.arrayBuffer();
      return child;
    } catch {
      if (Date.now() > deadline) throw new Error(`wrangler dev on ${port} did not start`);
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

function stop(child: ChildProcess | undefined) {
  if (child?.pid) {
    try {
      process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
}

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
  const persist = mkdtempSync(path.join(tmpdir(), "nutricoach-bench-"));
  let app: ChildProcess | undefined;
  let baseline: ChildProcess | undefined;
  try {
    run(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
    run(["d1", "execute", "DB", "--local", "--persist-to", persist, "--file", "db/seed/seed.sql"]);
    const appPort = await freePort();
    const basePort = await freePort();
    app = await startWrangler(["--persist-to", persist, "--var", "ENVIRONMENT:production"], appPort);
    baseline = await startWrangler(["-c", "scripts/bench-http/wrangler.toml"], basePort);

    const targets = ["/", "/recommendations", "/recipes/1", "/api/recipes/1"];
    console.log(
      `bench:http — ${seconds} s per target, ${connections} connections, wrangler dev (workerd), Node ${process.version}\n`,
    );
    console.log(
      "target".padEnd(20) + "bytes".padStart(8) + "req/s".padStart(9) + "p50 ms".padStart(8) + "p99 ms".padStart(8) +
        "  baseline req/s".padStart(17) + "p50".padStart(6) + "p99".padStart(6) + "ratio".padStart(8),
    );
    for (const target of targets) {
      const url = `http://127.0.0.1:${appPort}${target}`;
      const first = await fetch(url);
      const bytes = (await first.arrayBuffer()).byteLength;
      await autocannon({ url, connections, duration: 2 }); // warm-up, discarded
      const ours = await measure(url);
      const baseUrl = `http://127.0.0.1:${basePort}/?bytes=${bytes}`;
      await autocannon({ url: baseUrl, connections, duration: 2 });
      const base = await measure(baseUrl);
      const ratio = ours.rps / base.rps;
      console.log(
        target.padEnd(20) + String(bytes).padStart(8) + ours.rps.toFixed(0).padStart(9) + String(ours.p50).padStart(8) +
          String(ours.p99).padStart(8) + base.rps.toFixed(0).padStart(17) + String(base.p50).padStart(6) +
          String(base.p99).padStart(6) + ratio.toFixed(2).padStart(8) +
          (ours.errors || ours.non2xx ? `  (${ours.errors} errors, ${ours.non2xx} non-2xx; status ${first.status})` : ""),
      );
    }
  } finally {
    stop(app);
    stop(baseline);
    rmSync(persist, { recursive: true, force: true });
  }
}

await main();
