#!/usr/bin/env node
// `npm run dev`: prepares local D1 (migrations + seed), then serves the app with rebuild on change:
// `remix dev` rebuilds build/index.js, `wrangler dev` reloads it in workerd with local D1, KV, R2
// and the queue (consumer included). PORT (default 8787) sets the port. --local and
// WORKERS_AI=off leave out the Workers AI binding, which needs a Cloudflare account (ADR 026): the
// built-in coach answers.
import { spawn, spawnSync } from "node:child_process";

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const port = process.env.PORT ?? "8787";
const env = { ...process.env, WRANGLER_SEND_METRICS: "false" };

function run(cmd, args) {
  // stdin closed: wrangler then applies migrations without asking for confirmation
  const result = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "inherit"], env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(bin("wrangler"), ["d1", "migrations", "apply", "DB", "--local"]);
run(bin("wrangler"), ["d1", "execute", "DB", "--local", "--file", "db/seed/seed.sql"]);

const server = spawn(
  bin("remix"),
  [
    "dev",
    "--manual",
    "-c",
    `${bin("wrangler")} dev --local --port ${port} --var ENVIRONMENT:development --var WORKERS_AI:off`,
  ],
  { stdio: "inherit", env },
);
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
