import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EdgeCache,
  EDGE_STALE_SECONDS,
  edgeCacheDecision,
  withoutCredentials,
  edgeCacheScopes,
  etagMatches,
  freshness,
  isStorable,
  keptValueKeys,
  MEMO_MAX_CHARS,
  publicCacheControl,
  recordBody,
  type CacheScope,
} from "./edge-cache.server";

const COOKIES = ["nc_session", "nc_toast", "nc_oidc", "nc_d1"];

function request(path: string, init: RequestInit = {}) {
  return new Request(`https://nutricoach.test${path}`, init);
}

describe("edgeCacheScopes", () => {
  it("gives a recipe's page and API reads the recipe's scope next to the catalogue's", () => {
    for (const path of [
      "/recipes/12",
      "/api/recipes/12",
      "/api/cultural/recipes/12/stories",
      "/api/social/recipes/12/comments",
      "/api/social/recipes/12/shares",
    ])
      expect(edgeCacheScopes(path), path).toEqual(["catalogue", "recipe:12"]);
  });

  it("gives lists and cuisine lists the catalogue's scope", () => {
    for (const path of ["/", "/recommendations", "/api/recipes", "/api/cuisine-recipes/thai"])
      expect(edgeCacheScopes(path), path).toEqual(["catalogue"]);
    expect(edgeCacheScopes("/api/cuisine-recipes/cuisines")).toEqual(["catalogue"]);
  });

  it("leaves every other path out", () => {
    for (const path of [
      "/auth",
      "/settings",
      "/meal-plan",
      "/api/cuisine-recipes/populate",
      "/api/favorites",
      "/recipes/12/edit",
      "/recipes/abc",
      "/api/recipes/1/extra",
    ])
      expect(edgeCacheScopes(path), path).toBeNull();
  });
});

describe("edgeCacheDecision", () => {
  it("uses the cache for a guest's GET of a public read", () => {
    expect(edgeCacheDecision(request("/recipes/3"), COOKIES)).toEqual({
      use: true,
      scopes: ["catalogue", "recipe:3"],
    });
    // a cookie that is not ours (analytics) does not make the answer personal
    expect(
      edgeCacheDecision(request("/recipes/3", { headers: { Cookie: "_ga=1" } }), COOKIES).use,
    ).toBe(true);
  });

  it("never uses it for a request carrying any of our cookies or credentials", () => {
    for (const cookie of ["nc_session=abc", "_ga=1; nc_toast=x", "nc_oidc=y", "nc_d1=z"]) {
      const decision = edgeCacheDecision(
        request("/recipes/3", { headers: { Cookie: cookie } }),
        COOKIES,
      );
      expect(decision, cookie).toMatchObject({ use: false, reason: "personal" });
    }
    const bearer = request("/api/recipes/3", { headers: { Authorization: "Bearer t" } });
    expect(edgeCacheDecision(bearer, COOKIES)).toMatchObject({ use: false, reason: "personal" });
  });

  it("asks as a guest would: no cookies, no credentials, the rest kept", () => {
    const viewer = request("/api/recipes/3", {
      headers: { Cookie: "nc_session=abc", Authorization: "Bearer t", Accept: "application/json" },
    });
    const guest = withoutCredentials(viewer);
    expect(guest.url).toBe(viewer.url);
    expect(guest.method).toBe("GET");
    expect(guest.headers.has("Cookie")).toBe(false);
    expect(guest.headers.has("Authorization")).toBe(false);
    expect(guest.headers.get("Accept")).toBe("application/json");
    expect(edgeCacheDecision(guest, COOKIES).use).toBe(true);
  });

  it("lets a viewer read the public entry only where the answer is the same for every viewer", () => {
    const asViewer = (path: string) =>
      edgeCacheDecision(request(path, { headers: { Cookie: "nc_session=abc" } }), COOKIES);
    // one recipe's JSON: the same fields whoever asks (a user's own recipe is never stored)
    expect(asViewer("/api/recipes/3")).toMatchObject({ use: false, sharedEntry: true });
    // pages carry the viewer's name, lists and comments their own rows: never shared
    for (const path of [
      "/recipes/3",
      "/api/recipes",
      "/api/social/recipes/3/comments",
      "/api/cultural/recipes/3/stories",
      "/api/recipes/3/x",
    ])
      expect(asViewer(path), path).not.toHaveProperty("sharedEntry", true);
  });

  it("never uses it for writes, other paths or long query strings", () => {
    expect(edgeCacheDecision(request("/recipes/3", { method: "POST" }), COOKIES)).toEqual({
      use: false,
      reason: "method",
    });
    expect(edgeCacheDecision(request("/settings"), COOKIES)).toEqual({
      use: false,
      reason: "path",
    });
    expect(edgeCacheDecision(request(`/api/recipes?q=${"a".repeat(300)}`), COOKIES)).toEqual({
      use: false,
      reason: "query",
    });
  });
});

describe("isStorable", () => {
  it("stores a plain 200 answer or one marked public", () => {
    expect(isStorable(new Response("ok"))).toBe(true);
    expect(
      isStorable(new Response("ok", { headers: { "Cache-Control": "public, max-age=0" } })),
    ).toBe(true);
  });

  it("never stores an answer marked private, no-store or no-cache, whatever else it says", () => {
    for (const cacheControl of [
      "private, no-store",
      "no-store",
      "private",
      "public, no-cache",
      "PRIVATE",
      "max-age=60, no-store",
    ])
      expect(
        isStorable(new Response("ok", { headers: { "Cache-Control": cacheControl } })),
        cacheControl,
      ).toBe(false);
  });

  it("never stores an answer that sets a cookie, or is not a 200", () => {
    expect(isStorable(new Response("ok", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    for (const status of [201, 204, 301, 304, 404, 500])
      expect(isStorable(new Response(null, { status })), String(status)).toBe(false);
  });
});

describe("freshness", () => {
  it("is fresh for s-maxage, then stale for the stale-while-revalidate window, then expired", () => {
    expect(freshness(0, 60)).toBe("fresh");
    expect(freshness(59.9, 60)).toBe("fresh");
    expect(freshness(60, 60)).toBe("stale");
    expect(freshness(60 + EDGE_STALE_SECONDS - 0.1, 60)).toBe("stale");
    expect(freshness(60 + EDGE_STALE_SECONDS, 60)).toBe("expired");
  });

  it("says both windows in the public Cache-Control", () => {
    expect(publicCacheControl(60)).toBe(
      `public, max-age=0, s-maxage=60, stale-while-revalidate=${EDGE_STALE_SECONDS}`,
    );
  });
});

describe("etagMatches", () => {
  it("compares weakly, across a list, and with *", () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches("*", 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(null, 'W/"abc"')).toBe(false);
    expect(etagMatches('W/"abc"', null)).toBe(false);
  });
});

/** A Cache API stand-in that counts the lookups of entries (the generation tokens apart). */
function countingCache() {
  const entries = new Map<string, Response>();
  const counts = { entryLookups: 0 };
  const cache = {
    async match(key: string) {
      if (!key.includes("/generation/")) counts.entryLookups++;
      return entries.get(key)?.clone();
    },
    async put(key: string, response: Response) {
      const body = await response.arrayBuffer();
      const headers = new Headers(response.headers);
      headers.set("Content-Length", String(body.byteLength));
      entries.set(key, new Response(body, { headers }));
    },
  } as unknown as Cache;
  return { cache, counts };
}

describe("EdgeCache's memory of small JSON answers", () => {
  afterEach(() => vi.useRealTimers());

  // each test its own scopes: the generation tokens an isolate read are remembered for a second
  async function setUp(path: string, scopes: CacheScope[]) {
    const { cache, counts } = countingCache();
    const pending: Promise<unknown>[] = [];
    const edge = new EdgeCache({ cache, freshSeconds: 60, waitUntil: (p) => pending.push(p) });
    let renders = 0;
    const serve = async (headers: Record<string, string> = {}) => {
      const request = new Request(`https://nutricoach.test${path}`, { headers });
      const answer = await edge.serve(request, scopes, "n", async () => {
        renders++;
        const body = JSON.stringify({ render: renders });
        return {
          response: new Response(body, {
            headers: { "Content-Type": "application/json", ETag: `W/"r${renders}"` },
          }),
          nonce: "render",
        };
      });
      // a MISS is stored once its client has read it all (ADR 034 addendum 3)
      const body = await answer.text();
      await Promise.all(pending.splice(0));
      return { answer, body };
    };
    return { edge, serve, counts, renders: () => renders };
  }

  it("answers a fresh hit from memory after one Cache API lookup, the same answer both ways", async () => {
    const { serve, counts, renders } = await setUp("/api/recipes/9", ["catalogue", "recipe:9"]);
    expect((await serve()).answer.headers.get("X-Cache")).toBe("MISS");
    const fromCache = await serve();
    expect(fromCache.answer.headers.get("X-Cache")).toBe("HIT");
    const lookups = counts.entryLookups;
    const fromMemory = await serve();
    expect(counts.entryLookups).toBe(lookups);
    expect(renders()).toBe(1);
    expect(fromMemory.body).toBe(fromCache.body);
    for (const name of ["Content-Type", "ETag", "Cache-Control", "X-Cache"])
      expect(fromMemory.answer.headers.get(name), name).toBe(fromCache.answer.headers.get(name));
    expect(fromMemory.answer.headers.get("X-Edge-Stored-At")).toBeNull();
    // a client holding it gets 304 from memory too
    const etag = fromMemory.answer.headers.get("ETag")!;
    expect((await serve({ "If-None-Match": etag })).answer.status).toBe(304);
  });

  it("forgets on a purge of any of its scopes, and past the fresh window goes back to the Cache API", async () => {
    const { edge, serve, counts, renders } = await setUp("/api/social/recipes/8/comments", [
      "recipe:8",
    ]);
    await serve();
    await serve();
    await edge.purge(["recipe:8"]);
    const afterPurge = await serve();
    expect(afterPurge.answer.headers.get("X-Cache")).toBe("MISS");
    expect(afterPurge.body).toBe(JSON.stringify({ render: 2 }));
    await serve(); // from the Cache API, remembered again

    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    const lookups = counts.entryLookups;
    const stale = await serve();
    expect(counts.entryLookups).toBe(lookups + 1);
    expect(stale.answer.headers.get("X-Cache")).toBe("STALE");
    expect(renders()).toBe(3); // the background refresh
  });
});

/** A body of `count` chunks made as they are asked for; `pulls` counts the asks. */
function chunkedBody(count: number, { failAt }: { failAt?: number } = {}) {
  const state = { pulls: 0, cancelled: false };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        const n = state.pulls++;
        if (n === failAt) controller.error(new Error("render failed"));
        else if (n === count) controller.close();
        else controller.enqueue(new TextEncoder().encode(`<p>${n}</p>`));
      },
      cancel() {
        state.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  const text = Array.from({ length: count }, (_, n) => `<p>${n}</p>`).join("");
  return { stream, state, text };
}

describe("recordBody", () => {
  it("passes the body through at its reader's pace and gives the same bytes at its end", async () => {
    const { stream, state, text } = chunkedBody(5);
    const { body, recorded } = recordBody(stream);
    let ended = false;
    void recorded.then(() => (ended = true));
    const reader = body!.getReader();
    const read: string[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      read.push(new TextDecoder().decode(value));
      // nothing reads ahead of the client: one ask of the source per chunk it took
      expect(state.pulls).toBeLessThanOrEqual(read.length + 1);
      expect(ended).toBe(false);
    }
    expect(read.join("")).toBe(text);
    expect(new TextDecoder().decode((await recorded)!)).toBe(text);
  });

  it("gives nothing when the body fails or its reader goes away first", async () => {
    const failing = chunkedBody(5, { failAt: 2 });
    const failed = recordBody(failing.stream);
    await expect(new Response(failed.body).text()).rejects.toThrow("render failed");
    expect(await failed.recorded).toBeNull();

    const left = chunkedBody(5);
    const cancelled = recordBody(left.stream);
    const reader = cancelled.body!.getReader();
    await reader.read();
    await reader.cancel("client went away");
    expect(await cancelled.recorded).toBeNull();
    expect(left.state.cancelled).toBe(true);
  });
});

describe("EdgeCache's MISS: the client's answer has one reader", () => {
  /** A Cache API whose entry puts are recorded and never finish (a stuck store). */
  function stuckStore() {
    const generations = new Map<string, string>();
    const puts: Array<{ key: string; response: Response }> = [];
    const cache = {
      async match(key: string) {
        const token = generations.get(key);
        return token === undefined ? undefined : new Response(token);
      },
      async put(key: string, response: Response) {
        if (key.includes("/generation/")) {
          generations.set(key, await response.text());
          return;
        }
        puts.push({ key, response });
        return new Promise<void>(() => {});
      },
    } as unknown as Cache;
    const pending: Promise<unknown>[] = [];
    const edge = new EdgeCache({ cache, waitUntil: (p) => pending.push(p) });
    return { edge, puts, pending };
  }

  it("streams the page to the client while a store cannot finish, then stores the same bytes", async () => {
    const { edge, puts } = stuckStore();
    const { stream, text } = chunkedBody(6);
    const answer = await edge.serve(
      request("/recommendations?shown=24"),
      ["recipe:91"],
      "n",
      async () => ({
        response: new Response(stream, { headers: { "Content-Type": "text/html" } }),
        nonce: "render",
      }),
    );
    expect(answer.headers.get("X-Cache")).toBe("MISS");
    // no copy is handed to the cache while the client is still reading (a clone's second branch
    // would be read at the cache's pace)
    expect(puts).toEqual([]);
    expect(await answer.text()).toBe(text);
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(await puts[0]!.response.text()).toBe(text);
    expect(puts[0]!.response.headers.get("X-Edge-Nonce")).toBe("render");
  });

  it("stores a MISS answered 304 (the client held it), reading the page itself", async () => {
    const { edge, puts } = stuckStore();
    const body = JSON.stringify({ recipes: [1, 2, 3] });
    const answer = await edge.serve(
      request("/api/recipes", { headers: { "If-None-Match": 'W/"abc"' } }),
      ["recipe:92"],
      "n",
      async () => ({
        response: new Response(body, {
          headers: { "Content-Type": "application/json", ETag: 'W/"abc"' },
        }),
        nonce: "render",
      }),
    );
    expect(answer.status).toBe(304);
    await vi.waitFor(() => expect(puts).toHaveLength(1));
    expect(await puts[0]!.response.text()).toBe(body);
  });

  it("never stores a page whose client went away before its end", async () => {
    const { edge, puts, pending } = stuckStore();
    const { stream, state } = chunkedBody(6);
    const answer = await edge.serve(request("/faq"), ["recipe:93"], "n", async () => ({
      response: new Response(stream, { headers: { "Content-Type": "text/html" } }),
      nonce: "render",
    }));
    const reader = answer.body!.getReader();
    await reader.read();
    await reader.cancel("gone");
    await Promise.all(pending);
    expect(puts).toEqual([]);
    expect(state.cancelled).toBe(true);
  });
});

describe("EdgeCache.memo: public data kept in the isolate (ADR 054)", () => {
  afterEach(() => vi.useRealTimers());

  // each test its own key and scopes: both are remembered per isolate (module state)
  function setUp(cache: Cache = countingCache().cache) {
    const edge = new EdgeCache({ cache, freshSeconds: 60, waitUntil: () => {} });
    let loads = 0;
    const read = (key: string, scopes: CacheScope[]) =>
      edge.memo(key, scopes, async () => ({ load: ++loads }));
    return { edge, read, loads: () => loads };
  }

  it("keeps a loaded value while fresh: the next reads share it and load nothing", async () => {
    const { read, loads } = setUp();
    const first = await read("related:101", ["catalogue", "recipe:101"]);
    const second = await read("related:101", ["catalogue", "recipe:101"]);
    expect(loads()).toBe(1);
    expect(second).toBe(first);
    // another key is another value
    expect(await read("related:102", ["catalogue", "recipe:101"])).toEqual({ load: 2 });
  });

  it("loads again after a purge of any of its scopes, at once in the isolate that purged", async () => {
    const { edge, read, loads } = setUp();
    await read("related:111", ["recipe:111", "recipe:112"]);
    await edge.purge(["recipe:112"]);
    expect(await read("related:111", ["recipe:111", "recipe:112"])).toEqual({ load: 2 });
    expect(await read("related:111", ["recipe:111", "recipe:112"])).toEqual({ load: 2 });
    expect(loads()).toBe(2);
  });

  it("sees another isolate's purge once this isolate's copy of the token has aged (1 s)", async () => {
    const { cache } = countingCache();
    const { read } = setUp(cache);
    await read("related:121", ["recipe:121"]);
    // another isolate's purge: a new token in the shared cache, this isolate's copy unchanged
    await cache.put(
      "https://edge-cache.nutricoach.internal/generation/recipe%3A121",
      new Response("other-isolate"),
    );
    expect(await read("related:121", ["recipe:121"])).toEqual({ load: 1 });
    vi.useFakeTimers({ now: Date.now() + 1_100, toFake: ["Date"] });
    expect(await read("related:121", ["recipe:121"])).toEqual({ load: 2 });
  });

  it("loads again past the fresh window", async () => {
    const { read } = setUp();
    await read("related:131", ["recipe:131"]);
    vi.useFakeTimers({ now: Date.now() + 59_000, toFake: ["Date"] });
    expect(await read("related:131", ["recipe:131"])).toEqual({ load: 1 });
    vi.useFakeTimers({ now: Date.now() + 2_000, toFake: ["Date"] });
    expect(await read("related:131", ["recipe:131"])).toEqual({ load: 2 });
  });

  it("lets go of values past their fresh window that nobody read again, when it keeps another", async () => {
    const { read } = setUp();
    await read("related:171", ["recipe:171"]);
    expect(keptValueKeys()).toContain("related:171");
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ["Date"] });
    await read("related:172", ["recipe:172"]);
    expect(keptValueKeys()).not.toContain("related:171");
    expect(keptValueKeys()).toContain("related:172");
  });

  it("starts the load in the calling turn when nothing fresh is held (its reads join the page's batch)", async () => {
    const edge = new EdgeCache({ cache: countingCache().cache, waitUntil: () => {} });
    let started = false;
    const reading = edge.memo("related:141", ["recipe:141"], async () => {
      started = true;
      return 1;
    });
    expect(started).toBe(true);
    expect(await reading).toBe(1);
  });

  it("bounds what it keeps by size: a value over an eighth of it is not kept, the oldest go first", async () => {
    const edge = new EdgeCache({ cache: countingCache().cache, waitUntil: () => {} });
    const loads = new Map<string, number>();
    const read = (key: string, chars: number) =>
      edge.memo(key, ["recipe:161"], async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return "x".repeat(chars);
      });
    const huge = Math.ceil(MEMO_MAX_CHARS / 8) + 10;
    await read("huge", huge);
    await read("huge", huge);
    expect(loads.get("huge")).toBe(2);

    const large = Math.floor(MEMO_MAX_CHARS / 9) - 100; // room for the quotes and smaller values
    for (let i = 0; i < 9; i++) await read(`large:${i}`, large);
    // nine fit in the bound together: all held
    for (let i = 0; i < 9; i++) await read(`large:${i}`, large);
    expect([...loads.entries()].filter(([k, n]) => k.startsWith("large") && n > 1)).toEqual([]);
    // a tenth pushes out the oldest, and only it
    await read("large:9", large);
    await read("large:0", large);
    expect(loads.get("large:0")).toBe(2);
    await read("large:9", large);
    expect(loads.get("large:9")).toBe(1);
  });

  it("keeps nothing from a failed load, nor when the cache cannot tell a generation", async () => {
    const { read, edge } = setUp();
    await expect(
      edge.memo("related:151", ["recipe:151"], async () => {
        throw new Error("D1 down");
      }),
    ).rejects.toThrow("D1 down");
    expect(await read("related:151", ["recipe:151"])).toEqual({ load: 1 });

    const broken = {
      match: async () => {
        throw new Error("cache down");
      },
      put: async () => {},
    } as unknown as Cache;
    const blind = setUp(broken);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await blind.read("related:152", ["recipe:152"]);
    await blind.read("related:152", ["recipe:152"]);
    expect(blind.loads()).toBe(2);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});
