/**
 * What every test worker would otherwise redo, done once per run and kept (docs/decisions/049).
 *
 * - Miniflare's options for wrangler.toml: reading them needs wrangler, whose import costs one to
 *   several seconds of CPU per test file; they are plain data, kept as JSON named by a hash of
 *   wrangler.toml, wrangler's version and the checkout's path (they hold absolute paths).
 * - The D1 database, built once and copied: a database with every
 * migration (and, unless asked otherwise, db/seed/seed.sql) applied through the D1 binding is
 * kept as Miniflare's persistence directory under node_modules/.cache, named by a hash of what
 * made it (the migrations, the seed, wrangler.toml's database and Miniflare's version). Each
 * `startWorker` copies that directory and gives the copy to its Miniflare, so a test file starts
 * from the same rows as before without replaying thousands of statements through the binding.
 * A change to any input makes a new name, so a stale database is never used.
 */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import type * as MiniflareModule from "miniflare";
// a type only: wrangler itself is imported when the options cache is filled
import type { unstable_getMiniflareWorkerOptions } from "wrangler";

const root = path.resolve(import.meta.dirname, "../..");
const require = createRequire(import.meta.url);

/**
 * Miniflare through require(), not import: miniflare is a 4 MB CommonJS bundle, and Node 20's ESM
 * loader first scans a CommonJS module's source for its export names (cjs-module-lexer, run in
 * JavaScript): about 0.6 s of CPU in every test process, which require() skips (ADR 049,
 * 2026-11-27 addendum). Test modules take Miniflare from here, so none imports it the other way.
 */
export const { Miniflare } = require("miniflare") as typeof MiniflareModule;
export type Miniflare = MiniflareModule.Miniflare;

const CACHE = path.join(root, "node_modules/.cache/nutricoach-test-worker");
const READY = "ready";

export type D1Config = { d1Databases?: unknown };
export type WorkerOptions = ReturnType<typeof unstable_getMiniflareWorkerOptions>["workerOptions"];

/** Writes `file` whole or not at all (several test processes may write it at once). */
function writeAtomically(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  const scratch = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
  writeFileSync(scratch, text);
  renameSync(scratch, file);
}

const packageVersion = (name: string) =>
  (require(`${name}/package.json`) as { version: string }).version;

/**
 * `unstable_getMiniflareWorkerOptions(wrangler.toml).workerOptions`, from the cache when
 * wrangler.toml and wrangler are unchanged (wrangler is imported only to fill it).
 */
export async function wranglerWorkerOptions(): Promise<WorkerOptions> {
  const config = path.join(root, "wrangler.toml");
  const key = createHash("sha256")
    .update(readFileSync(config))
    .update(packageVersion("wrangler"))
    // the options hold absolute paths (the assets folder): a node_modules copied to another
    // checkout must not hand that checkout this one's paths
    .update(root)
    .digest("hex")
    .slice(0, 16);
  const file = path.join(CACHE, `worker-options-${key}.json`);
  if (existsSync(file)) return JSON.parse(readFileSync(file, "utf8"));
  const { unstable_getMiniflareWorkerOptions } = await import("wrangler");
  const { workerOptions } = unstable_getMiniflareWorkerOptions(config);
  writeAtomically(file, JSON.stringify(workerOptions));
  return JSON.parse(JSON.stringify(workerOptions));
}

/** SQL statements of a file written by drizzle-kit or by our seed builder. */
export function sqlStatements(file: string): string[] {
  return readFileSync(file, "utf8")
    .split(/-->\s*statement-breakpoint|;\s*\n/)
    .map((s) => s.trim())
    .filter((s) => s && !/^--[^\n]*$/.test(s));
}

export function migrationFiles(): string[] {
  const dir = path.join(root, "migrations");
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.*\.sql$/.test(f))
    .sort()
    .map((f) => path.join(dir, f));
}

export async function applySql(db: D1Database, statements: string[]) {
  for (let i = 0; i < statements.length; i += 50) {
    await db.batch(statements.slice(i, i + 50).map((s) => db.prepare(s)));
  }
}

function sqlFiles(seed: boolean): string[] {
  return [...migrationFiles(), ...(seed ? [path.join(root, "db/seed/seed.sql")] : [])];
}

function templateKey(config: D1Config, seed: boolean): string {
  const hash = createHash("sha256");
  hash.update(JSON.stringify(config.d1Databases));
  hash.update(packageVersion("miniflare"));
  for (const file of sqlFiles(seed)) {
    hash.update(path.basename(file));
    hash.update(readFileSync(file));
  }
  return `${seed ? "seeded" : "migrated"}-${hash.digest("hex").slice(0, 16)}`;
}

async function build(config: D1Config, seed: boolean, dir: string) {
  const mf = new Miniflare({
    modules: true,
    script: "export default { fetch() { return new Response('') } }",
    d1Databases: config.d1Databases,
    d1Persist: dir,
  } as ConstructorParameters<typeof Miniflare>[0]);
  try {
    const db = await mf.getD1Database("DB");
    for (const file of sqlFiles(seed)) await applySql(db, sqlStatements(file));
  } finally {
    await mf.dispose();
  }
}

const built = new Map<string, Promise<string>>();

/**
 * The template directory for this D1 configuration (built if missing). Safe to call from several
 * processes at once: each builds into a directory of its own and renames it into place; a loser
 * of the race drops its copy.
 */
export function d1Template(config: D1Config, seed: boolean): Promise<string> {
  const key = templateKey(config, seed);
  let dir = built.get(key);
  if (!dir) {
    dir = (async () => {
      const target = path.join(CACHE, key);
      if (existsSync(path.join(target, READY))) return target;
      mkdirSync(CACHE, { recursive: true });
      const scratch = mkdtempSync(path.join(CACHE, `${key}.building-`));
      try {
        await build(config, seed, scratch);
        writeFileSync(path.join(scratch, READY), new Date().toISOString());
        renameSync(scratch, target);
      } catch (error) {
        rmSync(scratch, { recursive: true, force: true });
        if (!existsSync(path.join(target, READY))) throw error;
      }
      return target;
    })();
    built.set(key, dir);
    dir.catch(() => built.delete(key));
  }
  return dir;
}

/** Fills the caches before test files start (vitest's globalSetup), so no two files race to. */
export async function prepareWorkerCache() {
  const options = await wranglerWorkerOptions();
  await d1Template(options, true);
  await d1Template(options, false);
}

/** A private copy of the template for one worker; remove it after the worker is disposed. */
export async function d1Copy(config: D1Config, seed: boolean): Promise<string> {
  const template = await d1Template(config, seed);
  const copy = mkdtempSync(path.join(tmpdir(), "nutricoach-d1-"));
  cpSync(template, copy, { recursive: true, filter: (source) => path.basename(source) !== READY });
  return copy;
}
