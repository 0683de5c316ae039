/**
 * Checks every request passes before Remix sees it (workers/app.ts):
 * - CSRF: a state-changing request (POST, PUT, PATCH, DELETE) must come from our own origin.
 *   Browsers send Sec-Fetch-Site and Origin on such requests; a cross-site one is refused.
 *   A request with neither header is not from a browser (curl, server-to-server), so no
 *   ambient cookie of a victim rides on it, and it passes.
 * - Body size: a per-path table of limits, answered with 413 before the body is read.
 */
import { apiError } from "./api.server";
import { readAtMost, type BoundedRead } from "./bounded-read.server";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isStateChanging(method: string): boolean {
  return STATE_CHANGING.has(method.toUpperCase());
}

/**
 * Why the request is cross-site, or null when it may proceed. `allowedOrigins` are extra origins
 * treated as our own (APP_URL, when the worker sits behind a proxy that rewrites the host).
 */
export function crossSiteReason(request: Request, allowedOrigins: string[] = []): string | null {
  if (!isStateChanging(request.method)) return null;
  const own = new Set([new URL(request.url).origin, ...allowedOrigins]);
  const origin = request.headers.get("Origin");
  if (origin !== null) {
    return own.has(origin)
      ? null
      : `Origin ${origin === "null" ? "null (opaque)" : origin} is not allowed`;
  }
  const site = request.headers.get("Sec-Fetch-Site");
  if (site !== null && site !== "same-origin" && site !== "none") {
    return `Sec-Fetch-Site ${site} is not allowed`;
  }
  return null;
}

/**
 * Methods the APIs serve: GET and HEAD to a loader; POST, PUT, PATCH and DELETE to an action.
 * Remix would also run a loader for OPTIONS (answering a list to a preflight); the APIs are
 * same-origin only, so OPTIONS is refused like the rest.
 */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]);

/**
 * A method the APIs do not serve (OPTIONS, PROPFIND, PURGE, ...) on an API path: 405 in the
 * error shape. Remix itself would answer `{ message: "Unexpected Server Error" }` (or run the
 * loader for OPTIONS), outside the one error shape.
 */
export function unroutedApiMethod(request: Request, pathname: string): Response | null {
  if (ROUTED_METHODS.has(request.method)) return null;
  if (pathname !== "/api" && !pathname.startsWith("/api/")) return null;
  return apiError(405, "method_not_allowed", `${request.method} is not supported on this API.`);
}

export function csrfRefusal(): Response {
  return apiError(403, "cross_site_request", "Cross-site requests are not allowed.");
}

/**
 * Body limits by path, first match wins. JSON APIs and forms take 64 KB; routes that accept
 * image uploads (added by later issues) list their own, larger limit here.
 */
export const BODY_LIMITS: ReadonlyArray<{ pattern: RegExp; maxBytes: number }> = [
  { pattern: /^\/api\/recipe-agent\/analyze-image$/, maxBytes: 10 * 1024 * 1024 },
  {
    pattern: /^\/api\/multi-agent\/analyze-(comprehensive|video-frame)$/,
    maxBytes: 10 * 1024 * 1024,
  },
  { pattern: /^\/api\/nutricoach\/chat$/, maxBytes: 10 * 1024 * 1024 },
  { pattern: /^\/(food-analysis|ar-measurement)$/, maxBytes: 10 * 1024 * 1024 },
  { pattern: /^\/nutricoach$/, maxBytes: 10 * 1024 * 1024 },
  // a recipe photo (5 MB at most, ADR 031) and the form around it
  { pattern: /^\/recipes\/\d{1,9}$/, maxBytes: 6 * 1024 * 1024 },
  { pattern: /./, maxBytes: 64 * 1024 },
];

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS.find((rule) => rule.pattern.test(pathname))!.maxBytes;
}

/** Bodies up to this size are read and discarded before a 413, so the client sees the answer. */
const DRAIN_LIMIT_BYTES = 1024 * 1024;

/**
 * Reads and discards the rest of a body, up to DRAIN_LIMIT_BYTES in all (`alreadyRead` counted),
 * then cancels what is left.
 */
async function drainReader(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  alreadyRead = 0,
): Promise<void> {
  let total = alreadyRead;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > DRAIN_LIMIT_BYTES) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // the client went away: nothing to answer
  }
}

function drain(body: ReadableStream<Uint8Array>): Promise<void> {
  return drainReader(body.getReader());
}

/**
 * Reads and discards a body (up to 1 MB) before an early refusal: locally, workerd resets the
 * connection when a handler answers without reading what the client is still sending.
 */
export async function discardBody(request: Request): Promise<void> {
  if (request.body && request.method !== "GET" && request.method !== "HEAD")
    await drain(request.body);
}

export function payloadTooLarge(maxBytes: number): Response {
  return apiError(413, "payload_too_large", `The request body is larger than ${maxBytes} bytes.`);
}

/**
 * Reads the whole body (within the path's limit) before any handler runs, and answers the request
 * with that body in memory, or a refusal. Handlers may then answer 401, 403, 404, 405 or 429
 * without reading what was sent: locally, workerd (wrangler dev, Miniflare) breaks a kept-alive
 * connection when a worker answers while the client is still sending, and later requests on it get
 * 503 "Your worker restarted mid-request" or no answer at all (issue 17 point 8). A body over the
 * limit is read up to 1 MB and answered 413; a bigger one is cut off (the connection closes).
 */
export async function readLimitedBody(
  request: Request,
  pathname: string,
): Promise<Request | Response> {
  if (!request.body || request.method === "GET" || request.method === "HEAD") return request;
  const maxBytes = bodyLimitFor(pathname);
  const declared = request.headers.get("Content-Length");
  if (declared !== null) {
    const length = Number(declared);
    if (!/^\d+$/.test(declared.trim()) || !Number.isSafeInteger(length)) {
      await drain(request.body);
      return apiError(400, "invalid_body", "Invalid Content-Length.");
    }
    if (length > maxBytes) {
      if (length <= DRAIN_LIMIT_BYTES) await drain(request.body);
      else await request.body.cancel().catch(() => {});
      return payloadTooLarge(maxBytes);
    }
  }
  const reader = request.body.getReader();
  let read: BoundedRead;
  try {
    read = await readAtMost(reader, maxBytes);
  } catch {
    return apiError(400, "invalid_body", "The request body could not be read.");
  }
  if (!read.ok) {
    // finish reading a modest excess so the client can read the answer
    await drainReader(reader, read.bytesRead);
    return payloadTooLarge(maxBytes);
  }
  return new Request(request, { body: read.bytes });
}
