import { createDb, type Database } from "#db/client";
import type { Env } from "../../workers/env";
import { cookieSecrets, createAppCookies, type AppCookies } from "./cookies.server";
import { parseAppEnv, type AppEnv } from "./env.server";
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
  /** CSP nonce for this response's inline scripts */
  nonce: string;
  waitUntil: (promise: Promise<unknown>) => void;
};

/** The vars with the AI binding, unless WORKERS_AI=off (local runs) turns it off. */
function withWorkersAi(vars: AppEnv, binding: Ai | undefined): AppContext["env"] {
  return { ...vars, AI: vars.WORKERS_AI === "off" ? null : (binding ?? null) };
}

export function createAppContext(
  env: Env,
  ctx: Pick<ExecutionContext, "waitUntil">,
  nonce: string,
): AppContext {
  const appEnv = parseAppEnv(env as unknown as Record<string, unknown>);
  const db = createDb(env.DB);
  let cookies: Promise<AppCookies> | undefined;
  return {
    env: withWorkersAi(appEnv, env.AI),
    db,
    cookies: () =>
      (cookies ??= cookieSecrets(appEnv, db).then((secrets) => createAppCookies(appEnv, secrets))),
    kv: { sessions: env.SESSIONS },
    images: env.IMAGES,
    assets: env.ASSETS,
    photoResizer: createPhotoResizer(env.PHOTO_TRANSFORMS),
    jobs: env.JOBS,
    mailer: createMailer(appEnv, { db, email: env.EMAIL }),
    nonce,
    waitUntil: (promise) => ctx.waitUntil(promise),
  };
}

declare module "@remix-run/cloudflare" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
