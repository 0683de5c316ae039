/**
 * The production build under `wrangler dev` (workerd) with its own local D1 (migrated and seeded),
 * KV, R2 and queue, for the benchmarks (bench:http, bench:load, bench:lighthouse). Needs
 * `remix build` first. Each server gets a fresh persistence directory, removed on stop.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
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

/** The app (build/index.js) in production mode on a freshly migrated and seeded local D1. */
export async function startApp(vars: Record<string, string> = {}): Promise<LocalServer> {
  const persist = mkdtempSync(path.join(tmpdir(), "nutricoach-bench-"));
  runWrangler(["d1", "migrations", "apply", "DB", "--local", "--persist-to", persist]);
  runWrangler([
    "d1",
    "execute",
    "DB",
    "--local",
    "--persist-to",
    persist,
    "--file",
    "db/seed/seed.sql",
  ]);
  const varArgs = Object.entries({ ENVIRONMENT: "production", WORKERS_AI: "off", ...vars }).flatMap(
    ([k, v]) => ["--var", `${k}:${v}`],
  );
  return startWrangler(["--persist-to", persist, ...varArgs], () =>
    rmSync(persist, { recursive: true, force: true }),
  );
}

/** A Worker that only renders a static React page of a requested size (scripts/bench-http). */
export function startBaseline(): Promise<LocalServer> {
  return startWrangler(["-c", "scripts/bench-http/wrangler.toml"], () => {});
}

/** Resident memory (KiB) of the process tree under `pid`, by command name (node, workerd, ...). */
export function treeRssByCommand(pid: number): Record<string, number> {
  const ps = spawnSync("ps", ["-eo", "pid=,ppid=,rss=,comm="], { encoding: "utf8" });
  const rows = ps.stdout
    .trim()
    .split("\n")
    .map((line) => {
      const [p, pp, rss, ...comm] = line.trim().split(/\s+/);
      return [Number(p), Number(pp), Number(rss), comm.join(" ")] as const;
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
  const byCommand: Record<string, number> = {};
  for (const [p, , rss, comm] of rows)
    if (inTree.has(p)) byCommand[comm] = (byCommand[comm] ?? 0) + rss;
  return byCommand;
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
