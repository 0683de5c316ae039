/**
 * Browser-side calls to our JSON APIs, read the way the spec's client reads them (spec 1 section 8):
 * a non-OK answer throws an Error whose message is the server's `error.message` (our one error shape),
 * else "<status>: <body text or status text>". Same-origin, so the session cookie rides along.
 */
export class ApiClientError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export async function apiRequest<T>(
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  path: string,
  body?: unknown,
  init: RequestInit = {},
): Promise<T> {
  const response = await fetch(path, {
    ...init,
    method,
    credentials: "same-origin",
    headers: {
      Accept: "application/json",
      ...(body !== undefined && !(body instanceof FormData)
        ? { "Content-Type": "application/json" }
        : {}),
      ...init.headers,
    },
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
  });
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  if (!response.ok) {
    let message = `${response.status}: ${text || response.statusText}`;
    let code: string | undefined;
    let fields: Record<string, string[]> | undefined;
    try {
      const parsed = JSON.parse(text) as {
        error?: { message?: string; code?: string; fields?: Record<string, string[]> };
        message?: string;
      };
      if (parsed.error?.message) message = parsed.error.message;
      else if (parsed.message) message = parsed.message;
      code = parsed.error?.code;
      fields = parsed.error?.fields;
    } catch {
      // not JSON: keep "<status>: <text>"
    }
    throw new ApiClientError(message, response.status, code, fields);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}
