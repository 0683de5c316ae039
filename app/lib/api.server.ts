/**
 * The one error shape of every API answer: `{ error: { code, message, fields? } }` with a fitting
 * status, and the JSON body reader that answers 415 / 413 / 400 in that shape.
 * Helpers throw Responses: Remix returns a thrown Response from a resource route as is.
 */
import type { z } from "zod";
import { readAtMost } from "./bounded-read.server";

export type ApiErrorBody = {
  error: { code: string; message: string; fields?: Record<string, string[]> };
};

/** Default limit for JSON API bodies; the worker's per-path table (request-guards.server.ts) agrees. */
export const MAX_JSON_BODY_BYTES = 64 * 1024;

export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string[]>,
  headers?: HeadersInit,
): Response {
  const body: ApiErrorBody = { error: fields ? { code, message, fields } : { code, message } };
  const response = Response.json(body, { status, headers });
  response.headers.set("Cache-Control", "no-store");
  return response;
}

export function apiJson(data: unknown, init?: ResponseInit): Response {
  const response = Response.json(data, init);
  response.headers.set("Cache-Control", "no-store");
  return response;
}

/**
 * A public read: the same answer for everyone who asks this URL (the catalogue, a recipe, its
 * comments as a guest sees them). `public, max-age=0`: browsers revalidate (ETag, 304) and the
 * edge cache may keep a guest's copy (ADR 034). Anything that depends on the viewer answers
 * `apiJson` (no-store), which the edge cache never keeps.
 */
export function apiPublicJson(data: unknown, init?: ResponseInit): Response {
  const response = Response.json(data, init);
  response.headers.set("Cache-Control", "public, max-age=0");
  return response;
}

/** `apiPublicJson` for a guest, `apiJson` for a signed-in viewer (their answer carries their own flags). */
export function apiViewerJson(
  viewerId: number | null,
  data: unknown,
  init?: ResponseInit,
): Response {
  return viewerId === null ? apiPublicJson(data, init) : apiJson(data, init);
}

/** Field messages keyed by dotted path ("dietaryRestrictions.0"); issues on the whole body go to message. */
export function zodFieldErrors(error: z.ZodError): {
  fields: Record<string, string[]>;
  formErrors: string[];
} {
  const fields: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const issue of error.issues) {
    if (issue.path.length === 0) {
      formErrors.push(issue.message);
      continue;
    }
    const messages = (fields[issue.path.join(".")] ??= []);
    if (!messages.includes(issue.message)) messages.push(issue.message);
  }
  return { fields, formErrors };
}

export function validationError(error: z.ZodError): Response {
  const { fields, formErrors } = zodFieldErrors(error);
  const message = formErrors[0] ?? "Some fields are not valid.";
  return apiError(400, "validation_failed", message, fields);
}

function isJsonContentType(contentType: string | null): boolean {
  if (!contentType) return false;
  const mediaType = contentType.split(";")[0].trim().toLowerCase();
  return mediaType === "application/json" || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
}

/** Reads at most `maxBytes` of the body; null when it is longer. */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | null> {
  const declared = Number(request.headers.get("Content-Length"));
  if (Number.isFinite(declared) && declared > maxBytes) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const read = await readAtMost(reader, maxBytes);
  if (!read.ok) {
    await reader.cancel().catch(() => {});
    return null;
  }
  return new TextDecoder().decode(read.bytes);
}

/**
 * The validated JSON body, or a thrown error Response: 415 when it is not JSON, 413 when it is
 * larger than `maxBytes`, 400 when it does not parse or does not match `schema`.
 *
 * `optional`: for POSTs whose body may be left out (the spec's update-all, the job starters,
 * meal-plan generation): an empty body is `{}` (and must then match the schema). The size is
 * checked first, and only a body that is there must say `application/json` (exactly: the spec's
 * clients send it so, or no body at all).
 */
export async function parseJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
  {
    maxBytes = MAX_JSON_BODY_BYTES,
    optional = false,
  }: { maxBytes?: number; optional?: boolean } = {},
): Promise<z.output<S>> {
  const contentType = request.headers.get("Content-Type");
  if (!optional && !isJsonContentType(contentType)) throw unsupportedMediaType();
  let text: string | null;
  try {
    text = await readBodyText(request, maxBytes);
  } catch {
    throw apiError(400, "invalid_body", "The request body could not be read.");
  }
  if (text === null) {
    throw apiError(413, "payload_too_large", `The request body is larger than ${maxBytes} bytes.`);
  }
  let value: unknown = {};
  if (!optional || text.trim() !== "") {
    const mediaType = (contentType ?? "").split(";")[0].trim().toLowerCase();
    if (optional && mediaType !== "application/json") throw unsupportedMediaType();
    try {
      value = JSON.parse(text);
    } catch {
      throw apiError(400, "invalid_json", "The request body is not valid JSON.");
    }
  }
  const parsed = await schema.safeParseAsync(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function unsupportedMediaType(): Response {
  return apiError(
    415,
    "unsupported_media_type",
    "Send the body as JSON (Content-Type: application/json).",
  );
}

/** A rate-limited answer: 429 with Retry-After in whole seconds. */
export function tooManyRequests(resetAt: number, now = Date.now()): Response {
  const retryAfter = Math.max(1, Math.ceil((resetAt - now) / 1000));
  return apiError(
    429,
    "rate_limited",
    "Too many attempts. Please wait a moment and try again.",
    undefined,
    { "Retry-After": String(retryAfter) },
  );
}

export function methodNotAllowed(allowed: string[]): Response {
  return apiError(
    405,
    "method_not_allowed",
    `Use ${allowed.join(" or ")} on this endpoint.`,
    undefined,
    {
      Allow: allowed.join(", "),
    },
  );
}

/**
 * A numeric id from a path segment, or a thrown 404 in the error shape: an id that cannot exist
 * names nothing (never a 500 from a bad cast).
 */
export function parseIdParam(value: string | undefined, notFoundMessage: string): number {
  const text = (value ?? "").trim();
  const id = /^\d{1,15}$/.test(text) ? Number(text) : NaN;
  if (!Number.isSafeInteger(id) || id <= 0) throw apiError(404, "not_found", notFoundMessage);
  return id;
}

const FALLBACK_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: "bad_request", message: "The request could not be read." },
  401: { code: "unauthorized", message: "Please sign in to continue." },
  403: { code: "forbidden", message: "You are not allowed to do this." },
  405: { code: "method_not_allowed", message: "This endpoint does not accept this method." },
  413: { code: "payload_too_large", message: "The request body is too large." },
  415: { code: "unsupported_media_type", message: "This endpoint does not accept this body." },
  429: { code: "rate_limited", message: "Too many attempts. Please wait a moment and try again." },
  500: { code: "internal_error", message: "Something went wrong on our side." },
};

/**
 * An API answer in the one error shape. Remix answers a few failures itself, outside it: a method
 * a route has no action for (`X-Remix-Error`, `{ message }`), a path its router cannot match (a
 * decoded CR or LF: the HTML 404 page), an uncaught exception (text "Unexpected Server Error").
 * Those become the shape with the same status; the API's own answers pass through.
 */
export function withApiErrorShape(response: Response, request: Request): Response {
  if (response.status < 400) return response;
  const remixError = response.headers.get("X-Remix-Error") === "yes";
  const json = /^application\/json\b/i.test(response.headers.get("Content-Type") ?? "");
  if (json && !remixError) return response;
  const { pathname } = new URL(request.url);
  const fallback =
    response.status === 404
      ? { code: "not_found", message: `No API endpoint at ${request.method} ${pathname}` }
      : (FALLBACK_ERRORS[response.status] ?? {
          code: "error",
          message: "The request could not be completed.",
        });
  const allow = response.headers.get("Allow");
  return apiError(
    response.status,
    fallback.code,
    fallback.message,
    undefined,
    allow ? { Allow: allow } : undefined,
  );
}
