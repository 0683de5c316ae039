/**
 * Security headers set on every response, static files included (the Worker runs before assets).
 * Scripts run only from our origin or with this response's nonce; styles allow inline attributes
 * because Headless UI positions its panels with style attributes.
 */
export function createNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

/**
 * Origins the profile pictures of the configured identity provider come from: OIDC_PICTURE_ORIGINS
 * (comma-separated https origins; e.g. https://lh3.googleusercontent.com for Google), else the
 * issuer's own origin. The CSP allows images from them, and sign-in keeps a provider's picture
 * only from them (a picture from anywhere else would be blocked, so it is not stored).
 */
export function pictureOrigins(env: {
  OIDC_ISSUER?: string;
  OIDC_PICTURE_ORIGINS?: string;
}): string[] {
  let origins = originsOf.get(env);
  if (!origins) {
    origins = readPictureOrigins(env);
    originsOf.set(env, origins);
  }
  return origins;
}

// per Worker `env` object: its vars never change, and every response's CSP needs them
const originsOf = new WeakMap<object, string[]>();

function readPictureOrigins(env: {
  OIDC_ISSUER?: string;
  OIDC_PICTURE_ORIGINS?: string;
}): string[] {
  const listed = (env.OIDC_PICTURE_ORIGINS ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => URL.canParse(s) && new URL(s).protocol === "https:")
    .map((s) => new URL(s).origin);
  if (listed.length > 0) return listed;
  const issuer = env.OIDC_ISSUER?.trim();
  return issuer && URL.canParse(issuer) && new URL(issuer).protocol === "https:"
    ? [new URL(issuer).origin]
    : [];
}

/**
 * The policy's text around the nonce, per configuration: built once, not on every response (the
 * configuration is the deployment's; few distinct keys ever occur, the map is bounded anyway).
 */
const policyTemplates = new Map<string, readonly [string, string]>();
const NONCE_SLOT = "\u0000";

export function contentSecurityPolicy(
  nonce: string,
  { dev = false, imageOrigins = [] as string[] } = {},
): string {
  const key = `${dev ? "dev" : "prod"} ${imageOrigins.join(" ")}`;
  let template = policyTemplates.get(key);
  if (!template) {
    const [before, after] = buildPolicy(NONCE_SLOT, { dev, imageOrigins }).split(NONCE_SLOT);
    template = [before, after] as const;
    if (policyTemplates.size >= 32) policyTemplates.clear();
    policyTemplates.set(key, template);
  }
  return template[0] + nonce + template[1];
}

function buildPolicy(
  nonce: string,
  { dev, imageOrigins }: { dev: boolean; imageOrigins: string[] },
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:", ...imageOrigins],
    "font-src": ["'self'"],
    "connect-src": dev ? ["'self'", "ws://localhost:*", "ws://127.0.0.1:*"] : ["'self'"],
    "media-src": ["'self'", "blob:"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
  if (!dev) directives["upgrade-insecure-requests"] = [];
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(" "))
    .join("; ");
}

export function securityHeaders(
  nonce: string,
  { dev = false, imageOrigins = [] as string[] } = {},
): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(nonce, { dev, imageOrigins }),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy": "camera=(self), microphone=(), geolocation=(), interest-cohort=()",
  };
}

/**
 * Returns the response with the headers added: in place when its headers can change (a response
 * the worker built), else on a copy (a fetched or cached response, a redirect's). Copying every
 * answer cost a cached JSON read a tenth of its isolate time (ADR 034 addendum 2).
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  try {
    for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
    return response;
  } catch {
    // immutable headers throw on the first set, before anything changed
  }
  const copy = new Response(response.body, response);
  for (const [name, value] of Object.entries(headers)) copy.headers.set(name, value);
  return copy;
}
