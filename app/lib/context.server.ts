import { createDb, type Database } from "#db/client";
import { createD1Connection, type D1Connection } from "#db/d1-connection";
import type { Env } from "../../workers/env";
import {
  cookieSecrets,
  createAppCookies,
  d1BookmarkCookieName,
  type AppCookies,
} from "./cookies.server";
import { d1SessionFor } from "./d1-session.server";
import { EdgeCache, type CacheScope } from "./edge-cache.server";
import { appEnvOf, type AppEnv } from "./env.server";
import { createMailer, type Mailer } from "./mail.server";
import type { JobQueue } from "./jobs.server";
import { createPhotoResizer, type PhotoResizer } from "./photo-resizer.server";

/**
 * The load context every loader and action receives, built per request from the Worker's `env`.
 * Services take the parts they need (db, sessions, images, jobs), never raw `env`.
 */
export type AppContext = {
  /** the checked vars, and the Workers AI binding when the deployment has one (ADR 026) */
  env: AppEnv & { AI: Ai | null };
  db: Database;
  /** the D1 connection under `db`: round trips counted, reads of one turn batched (ADR 034) */
  d1: Pick<D1Connection, "stats" | "bookmark">;
  kv: { sessions: KVNamespace };
  images: R2Bucket;
  /** the static files (public/), for data the worker reads from them (the recipe art's icons) */
  assets: Fetcher;
  /** resizes uploaded photos when the deployment has an Images binding, else null (ADR 031) */
  photoResizer: PhotoResizer | null;
  jobs: JobQueue;
  /** account emails: the Email binding in production, the local outbox in development and tests */
  mailer: Mailer;
  /** The app's signed cookies (cookies.server.ts), built once per request on first use. */
  cookies: () => Promise<AppCookies>;
  /**
   * The edge cache of guest pages and public API reads (ADR 034): a write that changes what they
   * show purges their scopes ("catalogue", "recipe:<id>") in this location.
   */
  edgeCache: {
    purge: (scopes: CacheScope[]) => Promise<void>;
    /**
     * Public data derived from the catalogue, kept in the isolate's memory while fresh and not
     * purged (ADR 054); `load()` each time when the edge cache is off.
     */
    memo: <T>(key: string, scopes: CacheScope[], load: () => Promise<T>) => Promise<T>;
  };
  /** CSP nonce for this response's inline scripts */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The vars with the AI binding, unless WORKERS_AI=off (local runs) turns it off. */
function withWorkersAi(vars: AppEnv, binding: Ai | undefined): AppContext["env"] {
  return { ...vars, AI: vars.WORKERS_AI === "off" ? null : (binding ?? null) };
}

/** The edge cache of this location (ADR 034), or null where the runtime has no Cache API. */
export function createEdgeCache(
  appEnv: Pick<AppEnv, "EDGE_CACHE_FRESH_SECONDS">,
  ctx: Pick<ExecutionContext, "waitUntil">,
): EdgeCache | null {
  if (typeof caches === "undefined") return null;
  return new EdgeCache({
    // workers-types' CacheStorage has `default`; the DOM lib's (also loaded) does not
    cache: (caches as unknown as { default: Cache }).default,
    freshSeconds: appEnv.EDGE_CACHE_FRESH_SECONDS,
    waitUntil: (promise) => ctx.waitUntil(promise),
  });
}

export function createAppContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
  /** the request being answered: its D1 session follows its bookmark (none for queue and cron) */
  request?: Request,
): AppContext {
  const appEnv = appEnvOf(env);
  let cookiesMade: Promise<AppCookies> | undefined;
  // the generated signing secret (no SESSION_SECRET: development and tests) is read past the
  // connection: the connection's D1 session may itself wait for the bookmark cookie's signature
  const cookies = () =>
    (cookiesMade ??= cookieSecrets(appEnv, createDb(env.DB)).then((secrets) =>
      createAppCookies(appEnv, secrets),
    ));
  const d1 = createD1Connection(env.DB, {
    // the distance benchmark's delay, never in production
    delayMs: appEnv.ENVIRONMENT === "production" ? 0 : (appEnv.D1_DELAY_MS ?? 0),
    target: request
      ? () => d1SessionFor(env.DB, request, { cookieName: d1BookmarkCookieName(appEnv), cookies })
      : undefined,
  });
  const db = createDb(d1.database);
  return {
    env: withWorkersAi(appEnv, env.AI),
    db,
    d1,
    cookies,
    kv: { sessions: env.SESSIONS },
    images: env.IMAGES,
    assets: env.ASSETS,
    photoResizer: createPhotoResizer(env.PHOTO_TRANSFORMS),
    jobs: env.JOBS,
    mailer: createMailer(appEnv, { db, email: env.EMAIL }),
    edgeCache: {
      purge: async (scopes) => {
        await createEdgeCache(appEnv, ctx)?.purge(scopes);
      },
      memo: (key, scopes, load) => {
        const cache = appEnv.EDGE_CACHE === "off" ? null : createEdgeCache(appEnv, ctx);
        return cache ? cache.memo(key, scopes, load) : load();
      },
    },
    nonce,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
