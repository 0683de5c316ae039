/**
 * The production build under `wrangler dev` (workerd) with its own local D1 (migrated and seeded),
 * KV, R2 and queue, for the benchmarks (bench:http, bench:load, bench:lighthouse). Needs
 * `remix build` first. Each server gets a fresh persistence directory, removed on stop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { newRegistration } from "../../test/helpers/auth";

export const root = path.resolve(import.meta.dirname, "../..");
const wrangler = path.join(root, "node_modules/.bin/wrangler");
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" };

export type LocalServer = {
  origin: string;
  /** the worker's DevTools protocol port (wrangler dev --inspector-port) */
  inspectorPort: number;
  pid: number;
  /** what wrangler wrote to stderr (the worker's console.error and uncaught errors) */
  log: () => string;
  stop: () => void;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function runWrangler(args: string[]) {
  const result = spawnSync(wrangler, args, {
    cwd: root,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`wrangler ${args.join(" ")} failed`);
}

async function startWrangler(args: string[], cleanup: () => void): Promise<LocalServer> {
  const port = await freePort();
  const inspector = await freePort();
  const child: ChildProcess = spawn(
    wrangler,
    [
      "dev",
      // the Workers AI binding needs a Cloudflare account; locally it is left out (ADR 026)
      "--local",
      ...args,
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--inspector-port",
      String(inspector),
      "--log-level",
      "error",
    ],
    { cwd: root, env, stdio: ["ignore", "ignore", "pipe"], detached: true },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      // already gone
    }
    cleanup();
  };
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      const res = await fetch(`${origin}/`);
      await res.arrayBuffer();
      return { origin, inspectorPort: inspector, pid: child.pid ?? 0, log: () => stderr, stop };
    } catch {
      if (Date.now() > deadline) {
        stop();
        throw new Error(`wrangler dev on ${port} did not start:\n${stderr}`);
      }
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/**
 * The app (build/index.js) in production mode on a freshly migrated and seeded local D1; `config`
 * names another wrangler configuration (bench:ab runs several builds at once, each its own).
 */
export async function startApp(
  vars: Record<string, string> = {},
  { config }: { config?: string } = {},
): Promise<LocalServer> {
  const persist = mkdtempSync(path.join(tmpdir(), "nutricoach-bench-"));
  const configArgs = config ? ["-c", config] : [];
  runWrangler([
    "d1",
    "migrations",
    "apply",
    "DB",
    "--local",
    ...configArgs,
    "--persist-to",
    persist,
  ]);
  runWrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    ...configArgs,
    "--persist-to",
    persist,
    "--file",
    "db/seed/seed.sql",
  ]);
  const varArgs = Object.entries({ ENVIRONMENT: "production", WORKERS_AI: "off", ...vars }).flatMap(
    ([k, v]) => ["--var", `${k}:${v}`],
  );
  return startWrangler([...configArgs, "--persist-to", persist, ...varArgs], () =>
    rmSync(persist, { recursive: true, force: true }),
  );
}

/** A Worker that only renders a static React page of a requested size (scripts/bench-http). */
export function startBaseline(): Promise<LocalServer> {
  return startWrangler(["-c", "scripts/bench-http/wrangler.toml"], () => {});
}

type ProcessRow = readonly [pid: number, ppid: number, rss: number, command: string];

/** The processes of the tree under `pid` (itself included). */
function processTree(pid: number): ProcessRow[] {
  const ps = spawnSync("ps", ["-eo", "pid=,ppid=,rss=,comm="], { encoding: "utf8" });
  const rows = ps.stdout
    .trim()
    .split("\n")
    .map((line): ProcessRow => {
      const [p, pp, rss, ...comm] = line.trim().split(/\s+/);
      return [Number(p), Number(pp), Number(rss), comm.join(" ")];
    });
  const inTree = new Set([pid]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [p, pp] of rows) {
      if (inTree.has(pp) && !inTree.has(p)) {
        inTree.add(p);
        grew = true;
      }
    }
  }
  return rows.filter(([p]) => inTree.has(p));
}

/** Resident memory (KiB) of the process tree under `pid`, by command name (node, workerd, ...). */
export function treeRssByCommand(pid: number): Record<string, number> {
  const byCommand: Record<string, number> = {};
  for (const [, , rss, comm] of processTree(pid)) byCommand[comm] = (byCommand[comm] ?? 0) + rss;
  return byCommand;
}

/**
 * CPU time (user + system, ms) the workerd processes under `pid` have used so far: the worker and
 * the local D1, KV and cache it calls. Unlike requests per second, the CPU a request costs hardly
 * moves when other work shares the machine (bench:http prints both).
 */
export function workerdCpuMs(pid: number): number {
  const ticksPerSecond =
    Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;
  let ticks = 0;
  for (const [p, , , comm] of processTree(pid)) {
    if (comm !== "workerd") continue;
    try {
      // fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th
      const stat = readFileSync(`/proc/${p}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended
    }
  }
  return (ticks * 1000) / ticksPerSecond;
}

/** Registers a user (with a profile) through the API and returns the session cookie. */
export async function signUp(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/register`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: origin },
    body: JSON.stringify(newRegistration()),
  });
  if (!res.ok) throw new Error(`register answered ${res.status}: ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  if (!cookie) throw new Error("register set no cookie");
  return cookie;
}
