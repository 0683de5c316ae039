/**
 * The Worker: `fetch` serves static files and the Remix app, `queue` runs jobs, `scheduled` (a Cron
 * Trigger) finishes jobs that stopped and purges old rate limits. One script for all three,
 * see docs/decisions/001-one-worker-for-app-and-queue.md.
 */
import { createRequestHandler } from "@remix-run/cloudflare";
import * as build from "@remix-run/dev/server-build";
import { withApiErrorShape } from "~/lib/api.server";
import { createAppContext, createEdgeCache, type AppContext } from "~/lib/context.server";
import {
  conditionalAnswer,
  edgeCacheDecision,
  withoutCredentials,
  withCacheStatus,
  withJsonEtag,
} from "~/lib/edge-cache.server";
import {
  crossSiteReason,
  csrfRefusal,
  discardBody,
  readLimitedBody,
  unroutedApiMethod,
} from "~/lib/request-guards.server";
import { privateCachePolicy } from "~/lib/cache-policy.server";
import { appCookieNames, sessionCookieName } from "~/lib/cookies.server";
import { staticCacheControl } from "~/lib/static-cache";
import {
  createNonce,
  pictureOrigins,
  securityHeaders,
  withHeaders,
} from "~/lib/security-headers.server";
import { bookmarkCookie } from "~/lib/d1-session.server";
import { appEnvOf } from "~/lib/env.server";
import type { JobMessage } from "~/lib/jobs.server";
import type { Env } from "./env";
import { handleQueueBatch } from "./queue";
import { handleScheduled } from "./scheduled";

const handleRemixRequest = createRequestHandler(build, process.env.NODE_ENV);

const STATIC_FILE = /\.(?:ico|png|jpe?g|webp|avif|gif|svg|txt|xml|webmanifest|css|js|map|woff2?)$/i;

async function serveStatic(request: Request, env: Env, url: URL): Promise<Response | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (!url.pathname.startsWith("/build/") && !STATIC_FILE.test(url.pathname)) return null;
  const response = await env.ASSETS.fetch(request);
  if (response.status === 404) return null;
  return withHeaders(response, { "Cache-Control": staticCacheControl(url.pathname) });
}

/**
 * CSRF and body-size checks for every request Remix would handle (request-guards.server.ts):
 * the request to pass on, with its body already read, or the refusal. Every refusal, here or in a
 * route, is answered after the body was read, so it never breaks a kept-alive connection.
 */
async function guardRequest(request: Request, env: Env, url: URL): Promise<Request | Response> {
  const reason = crossSiteReason(
    request,
    URL.canParse(env.APP_URL ?? "") ? [new URL(env.APP_URL!).origin] : [],
  );
  if (reason) {
    await discardBody(request);
    return csrfRefusal();
  }
  const limited = await readLimitedBody(request, url.pathname);
  if (limited instanceof Response) return limited;
  return unroutedApiMethod(limited, url.pathname) ?? limited;
}

function withAddedCookie(response: Response, setCookie: string): Response {
  const answer = new Response(response.body, response);
  answer.headers.append("Set-Cookie", setCookie);
  return answer;
}

/**
 * What Remix answers, in the API's error shape on /api paths, with a weak ETag on JSON reads
 * (ADR 034) so a client holding the same answer gets 304.
 */
async function renderApp(request: Request, context: AppContext): Promise<Response> {
  const pathname = new URL(request.url).pathname;
  try {
    const response = await handleRemixRequest(request, context);
    if (pathname === "/api" || pathname.startsWith("/api/"))
      return withJsonEtag(request, withApiErrorShape(response, request));
    return response;
  } catch (error) {
    console.error("Unhandled error", error);
    return Response.json(
      { error: { code: "internal_error", message: "Something went wrong on our side." } },
      { status: 500 },
    );
  }
}

export default {
  async fetch(request, env, ctx) {
    const nonce = createNonce();
    const dev = env.ENVIRONMENT === "development";
    const url = new URL(request.url);
    let response = await serveStatic(request, env, url);
    // Local development only: wrangler 4.86 does not deliver /cdn-cgi/handler/scheduled to a worker
    // with run_worker_first assets, so `curl -X POST localhost:8787/dev/scheduled` runs the Cron
    // Trigger's work by hand (docs/decisions/029).
    if (!response && dev && url.pathname === "/dev/scheduled" && request.method === "POST") {
      await discardBody(request);
      await handleScheduled(env);
      response = Response.json({ ok: true });
    }
    if (!response) {
      const guarded = await guardRequest(request, env, url);
      if (guarded instanceof Response) {
        response = guarded;
      } else {
        const appEnv = appEnvOf(env);
        const decision =
          appEnv.EDGE_CACHE === "off" ? null : edgeCacheDecision(guarded, appCookieNames(appEnv));
        const cache = decision?.use ? createEdgeCache(appEnv, ctx) : null;
        // the load context (D1 connection, drizzle, cookies) is built only for a render, so a
        // cache hit answers without one (ADR 034 addendum). The first context made is this
        // request's own (its D1 calls are reported below), a later one a background refresh's.
        const contexts: AppContext[] = [];
        // a viewer's read of a path whose public answer is the same for everyone: the public
        // entry a guest's request stored, when fresh (ADR 051 addendum); never stored from here
        const shared =
          decision && !decision.use && decision.reason === "personal" && decision.sharedEntry
            ? ((await createEdgeCache(appEnv, ctx)?.peek(
                guarded,
                decision.scopes,
                nonce,
                async () => {
                  // a stale entry is rendered again as a guest's request (never as the viewer's)
                  const asGuest = withoutCredentials(guarded);
                  const refreshContext = createAppContext(env, ctx, nonce, asGuest);
                  return { response: await renderApp(asGuest, refreshContext), nonce };
                },
              )) ?? null)
            : null;
        if (cache && decision?.use) {
          response = await cache.serve(guarded, decision.scopes, nonce, async () => {
            const renderContext = createAppContext(env, ctx, nonce, guarded);
            contexts.push(renderContext);
            return { response: await renderApp(new Request(guarded), renderContext), nonce };
          });
        } else if (shared) {
          response = shared;
        } else {
          const context = createAppContext(env, ctx, nonce, guarded);
          contexts.push(context);
          response = conditionalAnswer(guarded, await renderApp(guarded, context));
          // read-your-own-writes: the answer to a write carries its D1 bookmark (ADR 035)
          const bookmark = await bookmarkCookie(response, context.d1, context.cookies);
          if (bookmark) response = withAddedCookie(response, bookmark);
          // a cacheable path asked with our cookies: answered for this browser alone
          if (decision && !decision.use && decision.reason === "personal")
            response = withCacheStatus(response, "BYPASS");
        }
        // development and tests: how many D1 round trips this answer took (ADR 034)
        if (env.ENVIRONMENT === "development" || env.ENVIRONMENT === "test")
          response = withHeaders(response, {
            "X-D1-Calls": String(contexts[0]?.d1.stats.roundTrips ?? 0),
            "X-D1-Statements": String(contexts[0]?.d1.stats.statements ?? 0),
          });
      }
      const cacheControl = privateCachePolicy(request, response, {
        sessionCookieName: sessionCookieName({ ENVIRONMENT: dev ? "development" : "production" }),
      });
      if (cacheControl) response = withHeaders(response, { "Cache-Control": cacheControl });
    }
    return withHeaders(
      response,
      securityHeaders(nonce, { dev, imageOrigins: pictureOrigins(env) }),
    );
  },

  async queue(batch, env, ctx) {
    await handleQueueBatch(batch, env, ctx);
  },

  async scheduled(controller, env) {
    await handleScheduled(env, controller.scheduledTime);
  },
} satisfies ExportedHandler<Env, JobMessage>;
