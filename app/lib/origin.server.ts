import type { AppEnv } from "./env.server";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The public origin for stored and canonical URLs (share links, og:url, canonical): APP_URL when
 * set; else the request's origin only where its host is known to be ours. In production the
 * Worker receives only the hostnames routed to it (its routes, custom domains, workers.dev), so
 * Cloudflare has checked the Host; on a developer's machine or in tests any Host header reaches
 * the worker, so only a loopback host is taken and anything else becomes localhost (issue 17: a
 * Host header flowed into stored share URLs and og:url). Behind any other proxy, set APP_URL.
 */
export function publicOrigin(
  request: Request,
  env: Pick<AppEnv, "APP_URL" | "ENVIRONMENT">,
): string {
  if (env.APP_URL && URL.canParse(env.APP_URL)) return new URL(env.APP_URL).origin;
  const url = new URL(request.url);
  if (env.ENVIRONMENT === "production" || LOOPBACK.has(url.hostname)) return url.origin;
  return `${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`;
}
