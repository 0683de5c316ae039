import { createDb, type Database } from "#db/client";
import type { Env } from "../../workers/env";
import { parseAppEnv, type AppEnv } from "./env.server";
import type { JobQueue } from "./jobs.server";

/**
 * The load context every loader and action receives, built per request from the Worker's `env`.
 * Services take the parts they need (db, sessions, images, jobs), never raw `env`.
 */
export type AppContext = {
  env: AppEnv;
  db: Database;
  kv: { sessions: KVNamespace };
  images: R2Bucket;
  jobs: JobQueue;
  /** CSP nonce for this response's inline scripts */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

export function createAppContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
): AppContext {
  return {
    env: parseAppEnv(env as unknown as Record<string, unknown>),
    db: createDb(env.DB),
    kv: { sessions: env.SESSIONS },
    images: env.IMAGES,
    jobs: env.JOBS,
    nonce,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
