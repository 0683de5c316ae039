/**
 * The edge cache for public reads (docs/decisions/034): guest pages and public API reads kept in
 * the Workers Cache API (`caches.default`) of the location that served them, keyed by URL.
 *
 * - Only a guest's GET is stored: a request carrying any of our cookies (session, flash notice,
 *   provider sign-in, D1 bookmark) is never stored, so a signed-in answer, a notice or a half-done
 *   sign-in is never kept nor served to someone else. Such a request is looked up only on a path
 *   whose answer is the same for every viewer (VIEWER_INDEPENDENT_PATHS: one recipe's JSON, ADR
 *   051 addendum). An answer that sets a cookie, is not a 200, or that its route marked
 *   private/no-store is never stored.
 * - Fresh for `freshSeconds` (s-maxage), then served stale for up to EDGE_STALE_SECONDS while one
 *   request renders it again in the background (stale-while-revalidate, done here: the Cache API
 *   does not do it).
 * - Purging by generation: every cached URL belongs to scopes ("catalogue", and "recipe:<id>" for
 *   a recipe's page and API reads); each scope has a generation token kept in the same cache, and
 *   an entry's key carries the tokens it was rendered under. A purge writes a new token, so every
 *   variant of the URL (paging parameters, Remix data requests) is unreachable at once; an answer
 *   rendered while a purge happened is stored under the old token and never served.
 * - The Cache API is per location: a purge reaches the location that ran it (the writer's); other
 *   locations serve what they hold until it ages out (at most fresh + stale seconds).
 */
import { requestHasCookie } from "./cookies.server";
import { randomId } from "./session.server";

export const EDGE_FRESH_SECONDS = 60;
export const EDGE_STALE_SECONDS = 300;
/** How long a scope's generation token is kept (a lost token only makes its entries unreachable). */
const GENERATION_TTL_SECONDS = 24 * 60 * 60;
/** Longer query strings are not cached (they are not links the app makes). */
const MAX_CACHED_SEARCH = 256;

export type CacheScope = "catalogue" | `recipe:${number}`;

/** The scope of one recipe's page and API reads: purge it when its comments, stories or shares change. */
export function recipeScope(recipeId: number): CacheScope {
  return `recipe:${recipeId}`;
}

/** The header that says what the edge cache did: HIT, STALE, MISS (stored) or BYPASS. */
export const CACHE_STATUS_HEADER = "X-Cache";

export function publicCacheControl(freshSeconds = EDGE_FRESH_SECONDS): string {
  return `public, max-age=0, s-maxage=${freshSeconds}, stale-while-revalidate=${EDGE_STALE_SECONDS}`;
}

const RECIPE_PATHS = [
  /^\/recipes\/(\d{1,9})$/,
  /^\/api\/recipes\/(\d{1,9})$/,
  /^\/api\/cultural\/recipes\/(\d{1,9})\/stories$/,
  /^\/api\/social\/recipes\/(\d{1,9})\/comments$/,
  /^\/api\/social\/recipes\/(\d{1,9})\/shares$/,
];

/**
 * Reads whose public answer is the same for every viewer, signed in or not: one recipe's JSON (a
 * built-in recipe's fields do not depend on who asks; a user's own recipe is answered privately and
 * never stored). A viewer's request may be answered from the public entry a guest's request stored,
 * but a viewer's render is never stored (ADR 051 addendum).
 */
const VIEWER_INDEPENDENT_PATHS = [/^\/api\/recipes\/\d{1,9}$/];

/** Pages and API reads whose guest answer is the same for every guest. */
const CATALOGUE_PATHS = new Set([
  "/",
  "/recommendations",
  "/recipe-collection",
  "/recipe-search",
  "/nutrition-guide",
  "/faq",
  "/api/recipes",
  "/api/cuisine-recipes/cuisines",
]);
const CUISINE_LIST = /^\/api\/cuisine-recipes\/(?!cuisines$|populate$)[^/]{1,60}$/;

/**
 * The scopes of a cacheable path (every entry depends on the catalogue; a recipe's reads on the
 * recipe too), or null when the path is not cached. A recipe page also shows other recipes (the
 * related ones), which is why it carries the catalogue scope.
 */
export function edgeCacheScopes(pathname: string): CacheScope[] | null {
  for (const pattern of RECIPE_PATHS) {
    const match = pattern.exec(pathname);
    if (match) return ["catalogue", `recipe:${Number(match[1])}`];
  }
  if (CATALOGUE_PATHS.has(pathname) || CUISINE_LIST.test(pathname)) return ["catalogue"];
  return null;
}

export type EdgeDecision =
  | { use: false; reason: "method" | "path" | "query" }
  | {
      use: false;
      reason: "personal";
      scopes: CacheScope[];
      /** the public entry may answer this viewer too (its answer is the same for every viewer) */
      sharedEntry: boolean;
    }
  | { use: true; scopes: CacheScope[] };

/** Whether this request may be answered from, and stored in, the edge cache. */
export function edgeCacheDecision(request: Request, appCookies: readonly string[]): EdgeDecision {
  if (request.method !== "GET") return { use: false, reason: "method" };
  const url = new URL(request.url);
  const scopes = edgeCacheScopes(url.pathname);
  if (!scopes) return { use: false, reason: "path" };
  if (url.search.length > MAX_CACHED_SEARCH) return { use: false, reason: "query" };
  if (
    request.headers.has("Authorization") ||
    appCookies.some((name) => requestHasCookie(request, name))
  )
    return {
      use: false,
      reason: "personal",
      scopes,
      sharedEntry: VIEWER_INDEPENDENT_PATHS.some((pattern) => pattern.test(url.pathname)),
    };
  return { use: true, scopes };
}

/**
 * The same GET as a guest asks it: without cookies or credentials (a shared entry's refresh, ADR
 * 051 addendum, renders this, never the viewer's request).
 */
export function withoutCredentials(request: Request): Request {
  const headers = new Headers(request.headers);
  headers.delete("Cookie");
  headers.delete("Authorization");
  return new Request(request.url, { method: "GET", headers });
}

/** Whether an answer may be stored for every guest. */
export function isStorable(response: Response): boolean {
  if (response.status !== 200 || response.headers.has("Set-Cookie")) return false;
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return !/\b(?:private|no-store|no-cache)\b/i.test(cacheControl);
}

export type Freshness = "fresh" | "stale" | "expired";

export function freshness(ageSeconds: number, freshSeconds: number): Freshness {
  if (ageSeconds < freshSeconds) return "fresh";
  if (ageSeconds < freshSeconds + EDGE_STALE_SECONDS) return "stale";
  return "expired";
}

/** Whether an If-None-Match header matches this ETag (weak comparison, RFC 9110). */
export function etagMatches(ifNoneMatch: string | null, etag: string | null): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch
    .split(",")
    .some((candidate) => candidate.trim() === "*" || bare(candidate) === bare(etag));
}

/** A JSON read's answer with a weak ETag of its body (other answers are returned as they are). */
export async function withJsonEtag(request: Request, response: Response): Promise<Response> {
  if (request.method !== "GET" || response.status !== 200 || response.headers.has("ETag"))
    return response;
  if (!/^application\/json\b/i.test(response.headers.get("Content-Type") ?? "")) return response;
  const body = await response.arrayBuffer();
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", body));
  const hex = [...digest.slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join("");
  const answer = new Response(body, response);
  answer.headers.set("ETag", `W/"${hex}"`);
  return answer;
}

/** 304 Not Modified when the client already holds this answer (If-None-Match), else the answer. */
export function conditionalAnswer(request: Request, response: Response): Response {
  return response.status === 200 &&
    etagMatches(request.headers.get("If-None-Match"), response.headers.get("ETag"))
    ? notModified(response)
    : response;
}

function notModified(response: Response): Response {
  const headers = new Headers();
  for (const name of ["ETag", "Cache-Control", "Vary", "Age", CACHE_STATUS_HEADER]) {
    const value = response.headers.get(name);
    if (value !== null) headers.set(name, value);
  }
  return new Response(null, { status: 304, headers });
}

/** The answer with the X-Cache header saying what the edge cache did. */
export function withCacheStatus(response: Response, status: "BYPASS"): Response {
  const answer = new Response(response.body, response);
  answer.headers.set(CACHE_STATUS_HEADER, status);
  return answer;
}

/**
 * An answer's body for the client, and a promise of the same bytes once the client has read them
 * all: null when the body failed or the client went away first, so a partial answer is never
 * stored. The stream is read by the client alone (its pace is the client's), unlike a clone, whose
 * second branch an edge cache put reads at its own pace (ADR 034 addendum 3).
 */
export function recordBody(source: ReadableStream<Uint8Array> | null): {
  body: ReadableStream<Uint8Array> | null;
  recorded: Promise<Uint8Array<ArrayBuffer> | null>;
} {
  if (!source) return { body: null, recorded: Promise.resolve(new Uint8Array(0)) };
  let settle!: (bytes: Uint8Array<ArrayBuffer> | null) => void;
  const recorded = new Promise<Uint8Array<ArrayBuffer> | null>((resolve) => (settle = resolve));
  const reader = source.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          settle(concatenate(chunks, length));
          return;
        }
        chunks.push(value);
        length += value.byteLength;
        controller.enqueue(value);
      } catch (error) {
        settle(null);
        controller.error(error);
      }
    },
    cancel(reason) {
      settle(null);
      return reader.cancel(reason);
    },
  });
  return { body, recorded };
}

function concatenate(chunks: Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

// ---------------------------------------------------------------- the cache itself

const STORED_AT = "X-Edge-Stored-At";
const RENDER_NONCE = "X-Edge-Nonce";
const STORED_VARY = "X-Edge-Vary";

/** A stored entry's headers as the answer carries them (the cache's own bookkeeping taken out). */
function storedHeaders(held: Response): Headers {
  const headers = new Headers(held.headers);
  const vary = headers.get(STORED_VARY);
  for (const name of [STORED_AT, RENDER_NONCE, STORED_VARY, "CF-Cache-Status"])
    headers.delete(name);
  if (vary) headers.set("Vary", vary);
  return headers;
}

/**
 * Re-signs a cached page's inline scripts with this response's CSP nonce: only the elements that
 * carry the nonce the page was rendered with (ours) get the new one; anything else stays without
 * a valid nonce, as it was. So every answer still has its own nonce (ADR in security-headers).
 */
function withFreshNonce(response: Response, renderNonce: string | null, nonce: string): Response {
  if (!renderNonce || !/^text\/html\b/i.test(response.headers.get("Content-Type") ?? ""))
    return response;
  return new HTMLRewriter()
    .on("[nonce]", {
      element(element) {
        if (element.getAttribute("nonce") === renderNonce) element.setAttribute("nonce", nonce);
      },
    })
    .transform(response);
}

/**
 * The scopes' tokens this isolate read last, kept for GENERATION_MEMO_MS so a cache hit costs one
 * Cache API lookup instead of one per scope. A purge updates its own isolate's at once; another
 * isolate of the same location sees it within GENERATION_MEMO_MS.
 */
const GENERATION_MEMO_MS = 1000;
const knownGenerations = new Map<CacheScope, { token: string; readAt: number }>();

/**
 * Small JSON answers this isolate took from the Cache API, kept in memory while they are fresh,
 * so the next hit skips the Cache API lookup (ADR 034 addendum 2). An entry is a copy of a cached
 * entry under the same generation-tagged key with the same storage time, so it is served exactly
 * while the cached one would be fresh and becomes unreachable on a purge exactly as the cached one
 * does (within GENERATION_MEMO_MS for another isolate's purge, at once for this isolate's). Stale
 * answers always go through the Cache API, which starts their refresh. Pages never enter it: their
 * inline scripts need this response's nonce (HTMLRewriter) and they are large.
 */
const MEMORY_MAX_ENTRIES = 256;
const MEMORY_MAX_BYTES = 16 * 1024;
/** the body as text: immutable, so one entry can answer any number of requests */
type Remembered = { body: string; headers: Headers; storedAt: number };
const remembered = new Map<string, Remembered>();

function isRememberable(held: Response): boolean {
  const length = Number(held.headers.get("Content-Length") ?? NaN);
  return (
    /^application\/json\b/i.test(held.headers.get("Content-Type") ?? "") &&
    Number.isFinite(length) &&
    length <= MEMORY_MAX_BYTES
  );
}

function remember(key: string, entry: Remembered): void {
  remembered.delete(key);
  if (remembered.size >= MEMORY_MAX_ENTRIES) {
    const oldest = remembered.keys().next().value;
    if (oldest !== undefined) remembered.delete(oldest);
  }
  remembered.set(key, entry);
}

/**
 * Public data that pages derive from the catalogue and show to every viewer alike (a recipe's
 * related-recipe candidates), kept in this isolate's memory (ADR 054): a value is used while it is
 * fresh (the edge cache's fresh window) and while its scopes' generation tokens are the ones it was
 * loaded under, so a purge makes it unreachable exactly as it does the cached pages (at once in
 * this isolate, within GENERATION_MEMO_MS in another). Signed-in pages use it too: what it holds
 * is the same for every viewer; what is personal is worked out from it per request. Values are
 * shared between requests and must not be changed by their readers.
 */
const MEMO_MAX_ENTRIES = 512;
/**
 * What the kept values may take together, as JSON characters: about 16 recipes' related
 * candidates (the most read recipes gain most). `npm run bench:load` holds the heap flat.
 */
export const MEMO_MAX_CHARS = 1024 * 1024;
type Memoized = { value: unknown; tokens: string; loadedAt: number; chars: number };
const memoized = new Map<string, Memoized>();
let memoizedChars = 0;

function forgetValue(key: string): void {
  const held = memoized.get(key);
  if (!held) return;
  memoizedChars -= held.chars;
  memoized.delete(key);
}

/** The keys this isolate keeps values for, oldest first (tests). */
export function keptValueKeys(): string[] {
  return [...memoized.keys()];
}

/**
 * Keeps a value. Those past `maxAgeMs` go (never read again, they were never dropped on a read),
 * then the oldest, as many as the count or the size bound needs.
 */
function rememberValue(key: string, entry: Memoized, maxAgeMs: number): void {
  forgetValue(key);
  if (entry.chars > MEMO_MAX_CHARS / 8) return;
  // a scan of at most MEMO_MAX_ENTRIES, on a load only
  for (const [held, { loadedAt }] of memoized)
    if (entry.loadedAt - loadedAt >= maxAgeMs) forgetValue(held);
  for (const [oldest] of memoized) {
    if (memoized.size < MEMO_MAX_ENTRIES && memoizedChars + entry.chars <= MEMO_MAX_CHARS) break;
    forgetValue(oldest);
  }
  memoized.set(key, entry);
  memoizedChars += entry.chars;
}

// Revalidations this isolate is running, so a burst of stale hits renders once.
const refreshing = new Set<string>();

/**
 * Where the scopes' generation tokens are kept: one name for every hostname the site answers on
 * and for the queue consumer (which has no request), so a purge from any of them reaches all.
 */
const GENERATION_ORIGIN = "https://edge-cache.nutricoach.internal";

export type EdgeCacheOptions = {
  cache: Cache;
  freshSeconds?: number;
  waitUntil: (promise: Promise<unknown>) => void;
};

export class EdgeCache {
  private readonly freshSeconds: number;

  constructor(private readonly options: EdgeCacheOptions) {
    this.freshSeconds = options.freshSeconds ?? EDGE_FRESH_SECONDS;
  }

  private generationKey(scope: CacheScope): string {
    return `${GENERATION_ORIGIN}/generation/${encodeURIComponent(scope)}`;
  }

  private async generation(scope: CacheScope): Promise<string> {
    const remembered = knownGenerations.get(scope);
    if (remembered && Date.now() - remembered.readAt < GENERATION_MEMO_MS) return remembered.token;
    const key = this.generationKey(scope);
    const held = await this.options.cache.match(key);
    const token = held ? await held.text() : randomId(9);
    if (!held) await this.writeGeneration(key, token);
    knownGenerations.set(scope, { token, readAt: Date.now() });
    return token;
  }

  private writeGeneration(key: string, token: string): Promise<void> {
    return this.options.cache.put(
      key,
      new Response(token, { headers: { "Cache-Control": `max-age=${GENERATION_TTL_SECONDS}` } }),
    );
  }

  /** Makes every cached entry of these scopes unreachable (in this location). */
  async purge(scopes: CacheScope[]): Promise<void> {
    await Promise.all(
      scopes.map(async (scope) => {
        const token = randomId(9);
        await this.writeGeneration(this.generationKey(scope), token);
        knownGenerations.set(scope, { token, readAt: Date.now() });
      }),
    );
  }

  /** The scopes' generation tokens, joined by "." (tokens are base64url). */
  private async tokens(scopes: CacheScope[]): Promise<string> {
    return (await Promise.all(scopes.map((scope) => this.generation(scope)))).join(".");
  }

  /**
   * `load()`'s value for `key`, from this isolate's memory while it is fresh and no purge of
   * `scopes` happened since it was loaded (see `memoized`). With no fresh value held, `load()` starts
   * in the same turn as the generation lookup, so its D1 reads still join the page's one round trip;
   * only a value purged within its fresh window costs a round trip of its own.
   */
  async memo<T>(key: string, scopes: CacheScope[], load: () => Promise<T>): Promise<T> {
    const held = memoized.get(key);
    // null when the cache cannot say: the value is then loaded and not kept
    const tokens = this.tokens(scopes).catch((error: unknown) => {
      console.error("edge cache: generation lookup failed", error);
      return null;
    });
    if (held && freshness((Date.now() - held.loadedAt) / 1000, this.freshSeconds) === "fresh") {
      if ((await tokens) === held.tokens) return held.value as T;
    }
    forgetValue(key);
    const loadedAt = Date.now();
    const [value, current] = await Promise.all([load(), tokens]);
    // tokens read before or while it loaded: a purge in between leaves it under the older token
    if (current !== null) {
      // its size as JSON, measured once when kept: what bounds the isolate's memory of values
      const chars = JSON.stringify(value)?.length ?? 0;
      rememberValue(key, { value, tokens: current, loadedAt, chars }, this.freshSeconds * 1000);
    }
    return value;
  }

  private async keyFor(url: string, scopes: CacheScope[]): Promise<string> {
    const tokens = await this.tokens(scopes);
    // the runtime hands a serialised URL without a fragment; tokens are base64url and "."
    return `${url}${url.includes("?") ? "&" : "?"}__edge=${tokens}`;
  }

  /** This isolate's copy of a fresh entry, answered as a HIT; null otherwise (a stale copy is dropped). */
  private fromMemory(request: Request, key: string): Response | null {
    const inMemory = remembered.get(key);
    if (!inMemory) return null;
    const age = (Date.now() - inMemory.storedAt) / 1000;
    if (freshness(age, this.freshSeconds) !== "fresh") {
      remembered.delete(key);
      return null;
    }
    return this.answer(
      request,
      new Response(inMemory.body, { headers: inMemory.headers }),
      age,
      "HIT",
    );
  }

  /**
   * A viewer's read of a path whose public answer is the same for every viewer: the public entry a
   * guest's request stored, fresh (HIT) or stale (STALE, refreshed in the background by
   * `renderAsGuest`, the same request without our cookies or credentials); else null, and the
   * caller renders for the viewer. A viewer's own render is never stored.
   */
  async peek(
    request: Request,
    scopes: CacheScope[],
    nonce: string,
    renderAsGuest: () => Promise<{ response: Response; nonce: string }>,
  ): Promise<Response | null> {
    try {
      const key = await this.keyFor(request.url, scopes);
      const inMemory = this.fromMemory(request, key);
      if (inMemory) return inMemory;
      const held = await this.options.cache.match(key);
      if (!held) return null;
      const age = (Date.now() - Number(held.headers.get(STORED_AT))) / 1000;
      const state = freshness(age, this.freshSeconds);
      if (state === "expired") {
        await held.body?.cancel();
        return null;
      }
      if (state === "stale") this.refresh(key, renderAsGuest);
      return this.fromStore(request, held, age, state === "fresh" ? "HIT" : "STALE", nonce);
    } catch (error) {
      console.error("edge cache: lookup failed", error);
      return null;
    }
  }

  /**
   * The answer for a guest's request: from the cache when it holds a fresh (or stale, then
   * refreshed in the background) copy, else `render()`'s, stored when it may be.
   */
  async serve(
    request: Request,
    scopes: CacheScope[],
    nonce: string,
    render: () => Promise<{ response: Response; nonce: string }>,
  ): Promise<Response> {
    let key: string;
    let held: Response | undefined;
    try {
      key = await this.keyFor(request.url, scopes);
      const inMemory = this.fromMemory(request, key);
      if (inMemory) return inMemory;
      held = await this.options.cache.match(key);
    } catch (error) {
      // a cache that cannot answer must not take the page down with it
      console.error("edge cache: lookup failed", error);
      return withCacheStatus((await render()).response, "BYPASS");
    }
    if (held) {
      const age = (Date.now() - Number(held.headers.get(STORED_AT))) / 1000;
      const state = freshness(age, this.freshSeconds);
      if (state === "fresh" && isRememberable(held)) {
        const storedAt = Number(held.headers.get(STORED_AT));
        const headers = storedHeaders(held);
        const body = await held.text();
        remember(key, { body, headers, storedAt });
        return this.answer(request, new Response(body, { headers }), age, "HIT");
      }
      if (state !== "expired") {
        if (state === "stale") this.refresh(key, render);
        return this.fromStore(request, held, age, state === "fresh" ? "HIT" : "STALE", nonce);
      }
    }
    const { response, nonce: renderNonce } = await render();
    if (!isStorable(response)) return withCacheStatus(response, "BYPASS");
    // the client's bytes, kept as they pass: stored once the client has read them all (ADR 034
    // addendum 3: no clone, so no second reader the client's answer could wait for)
    const { body, recorded } = recordBody(response.body);
    this.options.waitUntil(
      recorded
        .then((bytes) => (bytes ? this.store(key, response, bytes, renderNonce) : undefined))
        .catch((error) => console.error("edge cache: store failed", error)),
    );
    const answer = new Response(body, response);
    answer.headers.set("Cache-Control", publicCacheControl(this.freshSeconds));
    answer.headers.set(CACHE_STATUS_HEADER, "MISS");
    const served = conditionalAnswer(request, answer);
    // a 304 carries no body: the bytes to store are read here, by their only reader
    if (served !== answer) this.options.waitUntil(answer.arrayBuffer().catch(() => undefined));
    return served;
  }

  private refresh(key: string, render: () => Promise<{ response: Response; nonce: string }>) {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    this.options.waitUntil(
      render()
        .then(async ({ response, nonce }) =>
          isStorable(response)
            ? this.store(key, response, new Uint8Array(await response.arrayBuffer()), nonce)
            : undefined,
        )
        .catch((error) => console.error("edge cache: refresh failed", error))
        .finally(() => refreshing.delete(key)),
    );
  }

  /**
   * Stores an answer's bytes, read to the end before: a put of a known length never waits on
   * another reader of a stream (ADR 034 addendum 3).
   */
  private async store(
    key: string,
    response: Response,
    bytes: Uint8Array<ArrayBuffer>,
    renderNonce: string,
  ): Promise<void> {
    const stored = new Response(bytes, { status: response.status, headers: response.headers });
    const vary = stored.headers.get("Vary");
    // the Cache API keeps it for fresh + stale seconds; freshness is decided by STORED_AT
    stored.headers.set("Cache-Control", `max-age=${this.freshSeconds + EDGE_STALE_SECONDS}`);
    stored.headers.set(STORED_AT, String(Date.now()));
    stored.headers.set(RENDER_NONCE, renderNonce);
    // variants are told apart by cookies before the cache, never by the cache's own Vary
    stored.headers.delete("Vary");
    if (vary) stored.headers.set(STORED_VARY, vary);
    await this.options.cache.put(key, stored);
  }

  private fromStore(
    request: Request,
    held: Response,
    age: number,
    state: "HIT" | "STALE",
    nonce: string,
  ): Response {
    const renderNonce = held.headers.get(RENDER_NONCE);
    const answer = this.answer(
      request,
      new Response(held.body, { status: held.status, headers: storedHeaders(held) }),
      age,
      state,
    );
    return answer.status === 304 ? answer : withFreshNonce(answer, renderNonce, nonce);
  }

  /** A stored answer as served now: its public policy, its age, what the cache did; or 304. */
  private answer(
    request: Request,
    answer: Response,
    age: number,
    state: "HIT" | "STALE",
  ): Response {
    answer.headers.set("Cache-Control", publicCacheControl(this.freshSeconds));
    answer.headers.set("Age", String(Math.max(0, Math.floor(age))));
    answer.headers.set(CACHE_STATUS_HEADER, state);
    return conditionalAnswer(request, answer);
  }
}
