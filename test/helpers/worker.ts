/**
 * Starts the built Worker (build/index.js) in Miniflare with the bindings declared in wrangler.toml:
 * real D1 (migrations applied, seed loaded), KV, R2, the job queue and its dead-letter queue.
 * Each call gets fresh storage, so test files do not see each other's data: KV and R2 in memory,
 * D1 a private copy of a database built once per set of migrations and seed (./worker-cache.ts,
 * docs/decisions/049).
 */
import { rmSync } from "node:fs";
import path from "node:path";
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from "undici";
import { d1Copy, Miniflare, wranglerWorkerOptions } from "./worker-cache";

const root = path.resolve(import.meta.dirname, "../..");

export type TestWorker = {
  mf: Miniflare;
  url: URL;
  /** fetch against the worker over HTTP; `path` is relative to the worker's origin */
  fetch: (path: string, init?: RequestInit) => Promise<Response>;
  d1: () => Promise<D1Database>;
  dispose: () => Promise<void>;
};

export type StartOptions = {
  vars?: Record<string, string>;
  port?: number;
  seed?: boolean;
  /** seconds between queue retries (wrangler.toml says 2; tests want 0) */
  retryDelay?: number;
  /**
   * A fake Workers AI binding as env.AI, with the binding's `run(model, inputs, options)`,
   * forwarding to this URL's /workers-ai/run (test/helpers/fake-openai.ts). Without it env.AI is
   * absent, as under `wrangler dev --local` (ADR 026).
   */
  fakeWorkersAi?: string;
  /**
   * Answers every fetch the worker makes to the outside (Miniflare's outboundService), so fuzzed
   * links and pictures never leave the machine; without it the worker's fetch is the real one.
   */
  outbound?: (request: Request) => Response | Promise<Response>;
};

/** The fake binding: a wrapped binding whose `run` asks the test's fake server. */
const FAKE_WORKERS_AI_SCRIPT = `
export default function (env) {
  return {
    async run(model, inputs, options) {
      const res = await fetch(env.FAKE_URL + "/workers-ai/run", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ model, inputs }),
        signal: options && options.signal,
      });
      if (!res.ok) throw new Error("AiError: " + res.status + " " + (await res.text()));
      return inputs && inputs.stream ? res.body : res.json();
    },
  };
}
`;

export { applySql, migrationFiles, sqlStatements } from "./worker-cache";

const noKeepAlive = new Agent({ pipelining: 0 });

export async function startWorker(options: StartOptions = {}): Promise<TestWorker> {
  // Miniflare's options for wrangler.toml (unstable_getMiniflareWorkerOptions, cached)
  const workerOptions = await wranglerWorkerOptions();
  // [ai] always reaches Cloudflare's network, which tests have no account for: the binding is left
  // out, or replaced by the fake (ADR 026)
  delete (workerOptions as { ai?: unknown }).ai;
  // A batch is delivered as soon as it has a message, not after wrangler.toml's max_batch_timeout
  // (1 s): Miniflare's broker waits that long for more messages before every delivery, a retry and
  // a dead-lettering included, so each job a test waits for paid a second of idle time (ADR 049,
  // 2026-11-27 addendum). Delivery stays in order and one batch at a time (queueBarrier relies on
  // it), and workers/queue.ts treats each message alike whatever batch it arrives in.
  const queueConsumers = Object.fromEntries(
    Object.entries(workerOptions.queueConsumers ?? {}).map(([name, consumer]) => [
      name,
      { ...(consumer as object), retryDelay: options.retryDelay ?? 0, maxBatchTimeout: 0 },
    ]),
  );
  const app = {
    ...workerOptions,
    name: "nutricoach",
    rootPath: root,
    modules: [{ type: "ESModule", path: path.join(root, "build/index.js") }],
    modulesRules: undefined,
    bindings: { ...workerOptions.bindings, ENVIRONMENT: "test", ...options.vars },
    queueConsumers,
    ...(options.outbound ? { outboundService: options.outbound } : {}),
  };
  const d1Dir = await d1Copy(workerOptions, options.seed !== false);
  // options every worker of this Miniflare shares: the address, and where D1 keeps its file
  const shared = { host: "127.0.0.1", port: options.port ?? 0, d1Persist: d1Dir };
  const mf = new Miniflare(
    (options.fakeWorkersAi
      ? {
          ...shared,
          workers: [
            {
              ...app,
              wrappedBindings: {
                ...workerOptions.wrappedBindings,
                AI: {
                  scriptName: "fake-workers-ai",
                  bindings: { FAKE_URL: options.fakeWorkersAi },
                },
              },
            },
            { name: "fake-workers-ai", modules: true, script: FAKE_WORKERS_AI_SCRIPT },
          ],
        }
      : { ...app, ...shared }) as ConstructorParameters<typeof Miniflare>[0],
  );
  const url = await mf.ready;
  const d1 = () => mf.getD1Database("DB");

  return {
    mf,
    url,
    // A fresh connection per request: workerd may answer (413, 415) before reading a body and close
    // the socket, and a kept-alive socket reused after that fails with ECONNRESET under load.
    fetch: (p, init) =>
      undiciFetch(new URL(p, url), {
        redirect: "manual",
        dispatcher: noKeepAlive,
        ...(init as UndiciRequestInit),
      }) as unknown as Promise<Response>,
    d1,
    dispose: async () => {
      await mf.dispose();
      rmSync(d1Dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` until it returns a truthy value or the time runs out. */
/**
 * Polls `check` until it returns a value: tests wait for a state, never for a fixed time. The
 * ceiling only turns a state that never comes into a clear message before the test's own timeout
 * (vitest.config.ts: 240 s for integration); on a loaded 2-core machine a queue job with its
 * retries can take tens of seconds (a plan job that fails four times plans the week four times:
 * over 100 s beside the browser tests at load 19), so callers should not pass a shorter one.
 */
export const WAIT_CEILING_MS = 200_000;

export async function waitFor<T>(
  check: () => Promise<T | undefined | null | false>,
  { timeoutMs = WAIT_CEILING_MS, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`waitFor: condition not met in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}

/**
 * Resolves once every message sent to the JOBS queue before the call has been consumed: it sends a
 * cheap job after them and waits for that job to finish. Miniflare's broker delivers in order, one
 * batch at a time (fewer than max_batch_size messages), and workers/queue.ts reads a batch in order,
 * so the barrier job finishes last. Use it instead of sleeping "long enough" for duplicates.
 */
export async function queueBarrier(w: TestWorker): Promise<void> {
  const db = await w.d1();
  const id = `barrier-${crypto.randomUUID()}`;
  await db
    .prepare("INSERT INTO jobs (id, type) VALUES (?, 'maintenance.purge-expired-rate-limits')")
    .bind(id)
    .run();
  const queue = await w.mf.getQueueProducer("JOBS");
  await queue.send({ jobId: id, type: "maintenance.purge-expired-rate-limits" });
  await waitFor(async () => {
    const row = await db
      .prepare("SELECT status FROM jobs WHERE id = ?")
      .bind(id)
      .first<{ status: string }>();
    return row?.status === "completed";
  });
}
