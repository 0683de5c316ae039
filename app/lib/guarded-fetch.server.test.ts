/**
 * The guarded fetcher with an injected resolver and fetch that FAIL the test if they are asked to
 * connect to a refused address. No traffic leaves the process.
 */
import { afterEach, describe, expect, it } from "vitest";
import { checkAddress } from "~/domain/recipe-import/address-guard";
import {
  dohResolver,
  fetchImage,
  fetchPage,
  importFetchDeps,
  FetchRefusedError,
  type GuardedFetchDeps,
} from "./guarded-fetch.server";

/** A fake internet: names, and what each public URL answers. */
const DNS: Record<string, string[]> = {
  "recipes.example.org": ["93.184.215.14"],
  "cdn.example.org": ["2606:4700::1111"],
  "evil.example.org": ["10.0.0.5"],
  "mixed.example.org": ["93.184.215.14", "127.0.0.1"],
  "metadata.example.org": ["169.254.169.254"],
  "six.example.org": ["::1"],
  "mapped.example.org": ["::ffff:192.168.0.1"],
};

type Route = (url: URL) => Response;

/**
 * Connections the fake fetch was asked to make to refused addresses. The fetcher catches what
 * fetch throws, so the failure is also recorded here and every test fails on it.
 */
const violations: string[] = [];
afterEach(() => {
  const seen = violations.splice(0);
  expect(seen).toEqual([]);
});

function fakeNet(routes: Record<string, Route>) {
  const connections: string[] = [];
  const lookups: string[] = [];
  const deps: GuardedFetchDeps = {
    resolve: async (host) => {
      lookups.push(host);
      const found = DNS[host];
      if (!found) throw new Error("NXDOMAIN");
      return found;
    },
    fetch: async (raw) => {
      const url = new URL(raw);
      const host = url.hostname.replace(/^\[|\]$/g, "");
      // the fetcher may only connect to hosts whose every address is public
      const addresses = DNS[host] ?? [host];
      for (const a of addresses) {
        const verdict = checkAddress(a);
        if (!verdict.allowed) {
          violations.push(`${a} for ${raw}`);
          expect.fail(`connected to refused address ${a} for ${raw}`);
        }
      }
      connections.push(raw);
      const route = routes[`${url.host}${url.pathname}`];
      if (!route) return new Response("not found", { status: 404 });
      return route(url);
    },
  };
  return { deps, connections, lookups };
}

const html = (body: string, headers: Record<string, string> = {}) =>
  new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...headers } });
const redirect = (to: string, status = 302) =>
  new Response(null, { status, headers: { location: to } });

async function refusal(p: Promise<unknown>): Promise<FetchRefusedError> {
  try {
    await p;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchRefusedError);
    return error as FetchRefusedError;
  }
  return expect.fail("expected a refusal");
}

describe("fetchPage", () => {
  it("fetches a public page and follows a redirect to another public host", async () => {
    const net = fakeNet({
      "recipes.example.org/old": () => redirect("https://cdn.example.org/new"),
      "cdn.example.org/new": () => html("<h1>Soup</h1>"),
    });
    const page = await fetchPage("https://recipes.example.org/old", net.deps);
    expect(page).toEqual({ url: "https://cdn.example.org/new", html: "<h1>Soup</h1>" });
    expect(net.lookups).toEqual(["recipes.example.org", "cdn.example.org"]);
    expect(net.connections).toHaveLength(2);
  });

  it.each([
    ["http://127.0.0.1/", "loopback"],
    ["http://10.0.0.1/admin", "private"],
    ["http://169.254.169.254/latest/meta-data/", "link-local"],
    ["http://[::1]/", "loopback"],
    ["http://[fd00::1]/", "unique local"],
    ["http://100.64.0.1/", "carrier-grade NAT"],
    ["http://localhost:8787/", "local or internal"],
    ["file:///etc/passwd", "Only http and https"],
  ])("refuses %s before any look-up or connection", async (url, reason) => {
    const net = fakeNet({});
    const error = await refusal(fetchPage(url, net.deps));
    expect(error.status).toBe(400);
    expect(error.code).toBe("address_refused");
    expect(error.message.toLowerCase()).toContain(reason.toLowerCase());
    expect(net.connections).toEqual([]);
    expect(net.lookups).toEqual([]);
  });

  it.each([
    ["http://evil.example.org/", "private"],
    ["http://mixed.example.org/", "loopback"],
    ["http://metadata.example.org/", "link-local"],
    ["http://six.example.org/", "loopback"],
    ["http://mapped.example.org/", "IPv4-mapped"],
  ])(
    "refuses %s, whose name resolves to a refused address, before connecting",
    async (url, reason) => {
      const net = fakeNet({});
      const error = await refusal(fetchPage(url, net.deps));
      expect(error).toMatchObject({ status: 400, code: "address_refused" });
      expect(error.message).toContain(reason);
      expect(net.connections).toEqual([]);
    },
  );

  it("re-checks every redirect and refuses one to a private address before following it", async () => {
    for (const target of [
      "http://10.0.0.1/",
      "http://169.254.169.254/latest/meta-data/",
      "http://evil.example.org/",
      "http://[::1]:8080/",
    ]) {
      const net = fakeNet({ "recipes.example.org/r": () => redirect(target, 301) });
      const error = await refusal(fetchPage("https://recipes.example.org/r", net.deps));
      expect(error.code, target).toBe("address_refused");
      expect(net.connections).toEqual(["https://recipes.example.org/r"]);
    }
  });

  it("follows at most 3 redirects", async () => {
    const net = fakeNet({
      "recipes.example.org/1": () => redirect("/2"),
      "recipes.example.org/2": () => redirect("/3"),
      "recipes.example.org/3": () => redirect("/4"),
      "recipes.example.org/4": () => redirect("/5"),
      "recipes.example.org/5": () => html("too far"),
    });
    const error = await refusal(fetchPage("https://recipes.example.org/1", net.deps));
    expect(error).toMatchObject({ status: 422, code: "too_many_redirects" });
    expect(net.connections).toHaveLength(4);
    const three = fakeNet({
      "recipes.example.org/1": () => redirect("/2"),
      "recipes.example.org/2": () => redirect("/3"),
      "recipes.example.org/3": () => redirect("/4"),
      "recipes.example.org/4": () => html("arrived"),
    });
    expect((await fetchPage("https://recipes.example.org/1", three.deps)).html).toBe("arrived");
  });

  it("refuses a declared oversized page without reading it", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(c) {
        pulled++;
        c.enqueue(new Uint8Array(1024));
      },
    });
    const net = fakeNet({
      "recipes.example.org/big": () =>
        new Response(body, {
          headers: { "content-type": "text/html", "content-length": String(3 * 1024 * 1024) },
        }),
    });
    const error = await refusal(fetchPage("https://recipes.example.org/big", net.deps));
    expect(error).toMatchObject({ status: 413, code: "too_large" });
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("counts bytes while streaming and stops just past 2 MB when no length is declared", async () => {
    let sent = 0;
    const net = fakeNet({
      "recipes.example.org/endless": () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(c) {
              sent += 64 * 1024;
              c.enqueue(new Uint8Array(64 * 1024).fill(60));
            },
          }),
          { headers: { "content-type": "text/html" } },
        ),
    });
    const error = await refusal(fetchPage("https://recipes.example.org/endless", net.deps));
    expect(error).toMatchObject({ status: 413, code: "too_large" });
    expect(error.message).toContain("2 MB");
    expect(sent).toBeLessThan(2 * 1024 * 1024 + 5 * 64 * 1024);
  });

  it("takes a page of exactly 2 MB", async () => {
    const net = fakeNet({
      "recipes.example.org/edge": () =>
        new Response(new Uint8Array(2 * 1024 * 1024).fill(97), {
          headers: { "content-type": "text/html" },
        }),
    });
    expect((await fetchPage("https://recipes.example.org/edge", net.deps)).html).toHaveLength(
      2 * 1024 * 1024,
    );
  });

  it("refuses what is not a web page", async () => {
    for (const type of ["application/pdf", "image/png", "application/json", ""]) {
      const net = fakeNet({
        "recipes.example.org/x": () =>
          new Response("x", { headers: type ? { "content-type": type } : {} }),
      });
      // a Response without a content type gets text/plain from the platform
      const error = await refusal(fetchPage("https://recipes.example.org/x", net.deps));
      expect(error, type).toMatchObject({ status: 415, code: "unsupported_type" });
      expect(error.message).toContain("not a web page");
    }
  });

  it("says when the site answers an error, cannot be found or is too slow", async () => {
    const net = fakeNet({ "recipes.example.org/gone": () => new Response("x", { status: 410 }) });
    expect(await refusal(fetchPage("https://recipes.example.org/gone", net.deps))).toMatchObject({
      status: 422,
      code: "upstream_status",
      message: "The site answered 410.",
    });
    expect(await refusal(fetchPage("https://nowhere.example.org/", net.deps))).toMatchObject({
      status: 422,
      code: "dns_failed",
    });
    const slow: GuardedFetchDeps = {
      resolve: async () => ["93.184.215.14"],
      fetch: (_url, init) =>
        new Promise((_, reject) =>
          init.signal?.addEventListener("abort", () => reject(new Error("aborted"))),
        ),
    };
    const { guardedFetch } = await import("./guarded-fetch.server");
    expect(
      await refusal(
        guardedFetch("https://recipes.example.org/", slow, {
          accept: () => true,
          acceptLabel: "a web page",
          maxBytes: 10,
          timeoutMs: 20,
        }),
      ),
    ).toMatchObject({ status: 422, code: "timeout" });
  });

  it("reaches an allowance host:port (the test fixture server) and nothing else on it", async () => {
    const connections: string[] = [];
    const deps: GuardedFetchDeps = {
      resolve: async (host) => {
        violations.push(`looked up ${host}`);
        return expect.fail("no look-up for an allowance");
      },
      fetch: async (url) => {
        connections.push(url);
        return html("fixture");
      },
      allowance: new Set(["127.0.0.1:4321"]),
    };
    expect((await fetchPage("http://127.0.0.1:4321/a", deps)).html).toBe("fixture");
    expect((await refusal(fetchPage("http://127.0.0.1:4322/a", deps))).code).toBe(
      "address_refused",
    );
    expect(connections).toEqual(["http://127.0.0.1:4321/a"]);
  });

  it("decodes the page in its declared charset", async () => {
    const net = fakeNet({
      "recipes.example.org/latin": () =>
        new Response(new Uint8Array([0x63, 0x72, 0xe8, 0x6d, 0x65]), {
          headers: { "content-type": "text/html; charset=ISO-8859-1" },
        }),
    });
    expect((await fetchPage("https://recipes.example.org/latin", net.deps)).html).toBe("crème");
  });
});

describe("fetchImage", () => {
  it("takes images only", async () => {
    const net = fakeNet({
      "cdn.example.org/a.png": () =>
        new Response(new Uint8Array([0x89, 0x50]), { headers: { "content-type": "image/png" } }),
      "cdn.example.org/a.html": () => html("<p>no</p>"),
    });
    expect((await fetchImage("https://cdn.example.org/a.png", net.deps)).contentType).toBe(
      "image/png",
    );
    expect(await refusal(fetchImage("https://cdn.example.org/a.html", net.deps))).toMatchObject({
      status: 415,
      message: "That link is not an image (it is text/html).",
    });
  });
});

describe("dohResolver", () => {
  it("asks for A and AAAA records and answers their addresses", async () => {
    const asked: string[] = [];
    const resolve = dohResolver(async (url) => {
      const u = new URL(url);
      asked.push(`${u.searchParams.get("name")} ${u.searchParams.get("type")}`);
      const answer =
        u.searchParams.get("type") === "A"
          ? [
              { type: 5, data: "alias.example.org." },
              { type: 1, data: "93.184.215.14" },
            ]
          : [{ type: 28, data: "2606:4700::1111" }];
      return Response.json({ Answer: answer });
    }, "https://dns.example.org/dns-query");
    expect(await resolve("recipes.example.org")).toEqual(["93.184.215.14", "2606:4700::1111"]);
    expect(asked.sort()).toEqual(["recipes.example.org A", "recipes.example.org AAAA"]);
  });
});

describe("importFetchDeps", () => {
  const noFetch = async () => expect.fail("no fetch");
  it("honours the fixture allowance only when ENVIRONMENT is test", () => {
    const allow = "127.0.0.1:4321, 127.0.0.1:4322";
    expect([
      ...importFetchDeps({ ENVIRONMENT: "test", IMPORT_FETCH_ALLOW: allow }, noFetch).allowance!,
    ]).toEqual(["127.0.0.1:4321", "127.0.0.1:4322"]);
    for (const ENVIRONMENT of ["production", "development"]) {
      expect(
        importFetchDeps({ ENVIRONMENT, IMPORT_FETCH_ALLOW: allow }, noFetch).allowance!.size,
      ).toBe(0);
    }
  });
});
