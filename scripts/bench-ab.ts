/**
 * npm run bench:ab -- main=/tmp/main.js patched=/tmp/patched.js … — the workerd CPU per request of
 * several builds of the worker, measured together so that a shared machine's load falls on all of
 * them alike (ADR 051). Make each build with `npm run build` and copy `build/index.js` away.
 *
 * Every build runs under its own `wrangler dev` (its own migrated and seeded D1, a configuration
 * written next to wrangler.toml and removed at the end), signed in as a fresh user. Then AB_ROUNDS
 * rounds (default 8): in each, for each path, every build in turn gets an AB_SECONDS burst
 * (default 3 s, 10 connections, the order reversed every other round). Prints each build's median
 * CPU ms per request and its ratio to the first build's. Run two copies of the same build to see
 * the noise. AB_PATHS (comma-separated) picks the paths; AB_GUEST=1 loads them as a guest.
 */
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { root, signUp, startApp, workerdCpuMs, type LocalServer } from "./lib/local-server";

const rounds = Number(process.env.AB_ROUNDS ?? 8);
const seconds = Number(process.env.AB_SECONDS ?? 3);
const paths = (process.env.AB_PATHS ?? "/recommendations,/recipes/1,/api/recipes/1").split(",");
const builds = process.argv.slice(2).map((arg) => {
  const [name, file] = arg.split("=");
  if (!name || !file || !/^[a-z0-9-]+$/.test(name))
    throw new Error(`expected name=path/to/index.js (name in a-z, 0-9, -), got ${arg}`);
  return { name, file: path.resolve(file) };
});
if (builds.length < 2) throw new Error("give at least two builds: name=path/to/index.js");

/** wrangler.toml with another entry point, worker name and queues (two dev sessions must not share names). */
function writeConfig(name: string, file: string): string {
  const config = path.join(root, `.bench-ab-${name}.toml`);
  const text = readFileSync(path.join(root, "wrangler.toml"), "utf8")
    .replace(/^main = ".*"$/m, `main = ${JSON.stringify(path.relative(root, file))}`)
    .replace(/^name = "nutricoach"$/m, `name = "nutricoach-ab-${name}"`)
    .replaceAll('queue = "nutricoach-jobs', `queue = "nutricoach-ab-${name}-jobs`);
  writeFileSync(config, text);
  return config;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half]! : (sorted[half - 1]! + sorted[half]!) / 2;
}

type Running = { name: string; app: LocalServer; cookie: string; config: string };
const running: Running[] = [];
try {
  for (const { name, file } of builds) {
    const config = writeConfig(name, file);
    const app = await startApp({}, { config });
    running.push({
      name,
      app,
      config,
      cookie: process.env.AB_GUEST ? "" : await signUp(app.origin),
    });
  }
  const cpu = new Map<string, number[]>();
  const bytes = new Map<string, number>();
  for (const { name, app, cookie } of running)
    for (const p of paths) {
      const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
      bytes.set(
        `${name} ${p}`,
        (await (await fetch(app.origin + p, { headers })).arrayBuffer()).byteLength,
      );
      await autocannon({ url: app.origin + p, connections: 10, duration: 2, headers }); // warm-up
      cpu.set(`${name} ${p}`, []);
    }
  const loads: string[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const p of paths) {
      for (const { name, app, cookie } of round % 2 ? [...running].reverse() : running) {
        const before = workerdCpuMs(app.pid);
        const headers: Record<string, string> = cookie ? { Cookie: cookie } : {};
        const r = await autocannon({
          url: app.origin + p,
          connections: 10,
          duration: seconds,
          headers,
        });
        if (r.errors || r.timeouts || r.non2xx)
          throw new Error(`${name} ${p}: ${r.non2xx} non-2xx, ${r.errors} errors`);
        cpu
          .get(`${name} ${p}`)!
          .push((workerdCpuMs(app.pid) - before) / Math.max(1, r.requests.total));
      }
    }
    loads.push(loadavg()[0].toFixed(1));
  }
  console.log(
    `bench:ab — ${rounds} rounds of ${seconds} s per build and path, 10 connections, ` +
      `${process.env.AB_GUEST ? "guest" : "signed in"}, load average after each round ${loads.join(" ")}\n`,
  );
  console.log(
    "path".padEnd(20) +
      "build".padEnd(16) +
      "bytes".padStart(8) +
      "cpu ms/req".padStart(12) +
      "ratio".padStart(7) +
      "  each round",
  );
  for (const p of paths) {
    const first = median(cpu.get(`${running[0]!.name} ${p}`)!);
    for (const { name } of running) {
      const values = cpu.get(`${name} ${p}`)!;
      console.log(
        p.padEnd(20) +
          name.padEnd(16) +
          String(bytes.get(`${name} ${p}`)).padStart(8) +
          median(values).toFixed(2).padStart(12) +
          (median(values) / first).toFixed(3).padStart(7) +
          "  " +
          values.map((v) => v.toFixed(1)).join(" "),
      );
    }
  }
} finally {
  for (const { app, config } of running) {
    app.stop();
    rmSync(config, { force: true });
  }
  for (const { name } of builds) rmSync(path.join(root, `.bench-ab-${name}.toml`), { force: true });
}
