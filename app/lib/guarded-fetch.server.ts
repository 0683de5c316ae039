/**
 * Fetches a page or an image a user named, for a recipe import, without letting the user make
 * the server reach anything but the public internet (ADR 039).
 *
 * Before every connection (the first and each redirect) the URL goes through the address guard
 * (app/domain/recipe-import/address-guard.ts) and its host name is resolved with the injected
 * resolver (DNS over HTTPS on Workers); one refused address refuses the link. Then: at most 3
 * redirects, 10 s for the whole chain, a content-type check, and a size cap counted while the
 * body streams (a Content-Length over the cap is refused before reading).
 *
 * The resolver and fetch are injected, so tests give ones that fail if asked about a refused
 * address; the worker gives the platform's fetch and `dohResolver`.
 */
import { checkAddress, checkUrl } from "~/domain/recipe-import/address-guard";
import { readAtMost } from "./bounded-read.server";

export type Resolver = (host: string) => Promise<string[]>;

export type GuardedFetchDeps = {
  resolve: Resolver;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** "host:port" pairs let through unchecked: only the test fixture server (ADR 039) */
  allowance?: ReadonlySet<string>;
};

export type GuardedFetchOptions = {
  /** which content types to take (lower-case, without parameters) */
  accept: (contentType: string) => boolean;
  /** what the accepted types are, for the refusal: "a web page" */
  acceptLabel: string;
  maxBytes: number;
  timeoutMs?: number;
  maxRedirects?: number;
};

export const IMPORT_LIMITS = {
  pageBytes: 2 * 1024 * 1024,
  imageBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  redirects: 3,
} as const;

/** A refusal with the status and code the API answers and a message for the user. */
export class FetchRefusedError extends Error {
  constructor(
    readonly status: 400 | 413 | 415 | 422,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "FetchRefusedError";
  }
}

const refuse = (status: 400 | 413 | 415 | 422, code: string, message: string) =>
  new FetchRefusedError(status, code, message);

/** Checks one URL and every address its host resolves to; answers the URL to fetch. */
async function approve(raw: string, deps: GuardedFetchDeps): Promise<URL> {
  const verdict = checkUrl(raw, deps.allowance);
  if (!verdict.allowed) throw refuse(400, "address_refused", verdict.reason);
  if (verdict.literal || deps.allowance?.has(`${verdict.host}:${portOf(verdict.url)}`))
    return verdict.url;
  let addresses: string[];
  try {
    addresses = await deps.resolve(verdict.host);
  } catch {
    throw refuse(422, "dns_failed", `We could not look up ${verdict.host}. Check the link.`);
  }
  if (addresses.length === 0)
    throw refuse(422, "dns_failed", `We could not find ${verdict.host}. Check the link.`);
  for (const address of addresses) {
    const check = checkAddress(address);
    if (!check.allowed)
      throw refuse(
        400,
        "address_refused",
        `${verdict.host} points to a ${check.reason} address, which cannot be imported.`,
      );
  }
  return verdict.url;
}

function portOf(url: URL): string {
  return url.port || (url.protocol === "https:" ? "443" : "80");
}

/** Reads a body up to `max` bytes; more is refused without reading the rest. */
async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const declared = Number(res.headers.get("content-length"));
  const tooBig = () =>
    refuse(413, "too_large", `It is larger than ${Math.round(max / 1024 / 1024)} MB.`);
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel();
    throw tooBig();
  }
  if (!res.body) return new Uint8Array();
  const reader = res.body.getReader();
  const read = await readAtMost(reader, max);
  if (!read.ok) {
    await reader.cancel();
    throw tooBig();
  }
  return read.bytes;
}

export type FetchedBody = { url: string; contentType: string; charset: string; bytes: Uint8Array };

/** Fetches `raw` under the guard; throws FetchRefusedError with a clear message otherwise. */
export async function guardedFetch(
  raw: string,
  deps: GuardedFetchDeps,
  options: GuardedFetchOptions,
): Promise<FetchedBody> {
  const maxRedirects = options.maxRedirects ?? IMPORT_LIMITS.redirects;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? IMPORT_LIMITS.timeoutMs);
  try {
    let current = raw;
    for (let hop = 0; ; hop++) {
      const url = await approve(current, deps);
      let res: Response;
      try {
        res = await deps.fetch(url.toString(), {
          redirect: "manual",
          signal: controller.signal,
          headers: {
            Accept: "text/html,application/xhtml+xml;q=0.9,image/*;q=0.8,*/*;q=0.1",
            "User-Agent": "NutriCoach recipe import",
          },
        });
      } catch {
        throw controller.signal.aborted
          ? refuse(422, "timeout", "The site took longer than 10 seconds to answer.")
          : refuse(422, "fetch_failed", "We could not reach that site.");
      }
      if (res.status >= 300 && res.status < 400 && res.headers.get("location")) {
        await res.body?.cancel();
        if (hop >= maxRedirects)
          throw refuse(
            422,
            "too_many_redirects",
            `The link redirects more than ${maxRedirects} times.`,
          );
        current = new URL(res.headers.get("location")!, url).toString();
        continue;
      }
      if (!res.ok) {
        await res.body?.cancel();
        throw refuse(422, "upstream_status", `The site answered ${res.status}.`);
      }
      const header = res.headers.get("content-type") ?? "";
      const contentType = header.split(";")[0].trim().toLowerCase();
      if (!options.accept(contentType)) {
        await res.body?.cancel();
        throw refuse(
          415,
          "unsupported_type",
          `That link is not ${options.acceptLabel} (it is ${contentType || "of no stated type"}).`,
        );
      }
      const charset = /charset=["']?([\w-]+)/i.exec(header)?.[1]?.toLowerCase() ?? "utf-8";
      let bytes: Uint8Array;
      try {
        bytes = await readCapped(res, options.maxBytes);
      } catch (error) {
        if (error instanceof FetchRefusedError) throw error;
        throw controller.signal.aborted
          ? refuse(422, "timeout", "The site took longer than 10 seconds to answer.")
          : refuse(422, "fetch_failed", "The site stopped answering.");
      }
      return { url: url.toString(), contentType, charset, bytes };
    }
  } finally {
    clearTimeout(timer);
  }
}

const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

/** A web page's HTML, at most 2 MB. */
export async function fetchPage(
  raw: string,
  deps: GuardedFetchDeps,
): Promise<{ url: string; html: string }> {
  const page = await guardedFetch(raw, deps, {
    accept: (t) => HTML_TYPES.has(t),
    acceptLabel: "a web page",
    maxBytes: IMPORT_LIMITS.pageBytes,
  });
  let decoder: TextDecoder;
  try {
    decoder = new TextDecoder(page.charset);
  } catch {
    decoder = new TextDecoder("utf-8");
  }
  return { url: page.url, html: decoder.decode(page.bytes) };
}

/** An image, at most 5 MB (its bytes are checked again by the upload service). */
export function fetchImage(raw: string, deps: GuardedFetchDeps): Promise<FetchedBody> {
  return guardedFetch(raw, deps, {
    accept: (t) => t.startsWith("image/"),
    acceptLabel: "an image",
    maxBytes: IMPORT_LIMITS.imageBytes,
  });
}

/**
 * Name resolution over DNS-over-HTTPS (JSON API, RFC 8484's companion format), A and AAAA.
 * `endpoint` is reached with the platform's fetch, never through the guard (it is ours to set).
 */
export function dohResolver(
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
  endpoint: string,
): Resolver {
  return async (host) => {
    const ask = async (type: "A" | "AAAA") => {
      const url = new URL(endpoint);
      url.searchParams.set("name", host);
      url.searchParams.set("type", type);
      const res = await fetchFn(url.toString(), {
        headers: { Accept: "application/dns-json" },
        signal: AbortSignal.timeout(5000),
      });
      if (!res.ok) throw new Error(`DNS ${res.status}`);
      const body = (await res.json()) as { Answer?: { type: number; data: string }[] };
      return (body.Answer ?? [])
        .filter((a) => a.type === (type === "A" ? 1 : 28))
        .map((a) => a.data);
    };
    const [v4, v6] = await Promise.all([ask("A"), ask("AAAA")]);
    return [...v4, ...v6];
  };
}

export const DEFAULT_DOH_URL = "https://cloudflare-dns.com/dns-query";

/**
 * The worker's fetcher dependencies. `IMPORT_FETCH_ALLOW` ("host:port,...") is honoured only when
 * ENVIRONMENT is "test" (the loopback fixture server of the integration tests, ADR 039).
 */
export function importFetchDeps(
  env: { ENVIRONMENT: string; IMPORT_FETCH_ALLOW?: string; IMPORT_DOH_URL?: string },
  fetchFn: (url: string, init: RequestInit) => Promise<Response>,
): GuardedFetchDeps {
  const allowance = new Set(
    env.ENVIRONMENT === "test"
      ? (env.IMPORT_FETCH_ALLOW ?? "")
          .split(",")
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean)
      : [],
  );
  return {
    resolve: dohResolver(fetchFn, env.IMPORT_DOH_URL ?? DEFAULT_DOH_URL),
    fetch: fetchFn,
    allowance,
  };
}
