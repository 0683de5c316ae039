import { describe, expect, it } from "vitest";
import {
  bodyLimitFor,
  crossSiteReason,
  readLimitedBody,
  unroutedApiMethod,
} from "./request-guards.server";

const post = (headers: Record<string, string>, method = "POST") =>
  new Request("https://nutricoach.example/api/login", { method, headers });

describe("crossSiteReason (CSRF)", () => {
  it("lets reads through whatever their origin", () => {
    expect(crossSiteReason(post({ Origin: "https://evil.example" }, "GET"))).toBeNull();
    expect(crossSiteReason(post({ "Sec-Fetch-Site": "cross-site" }, "HEAD"))).toBeNull();
  });

  it("lets same-origin writes and non-browser clients through", () => {
    expect(crossSiteReason(post({ Origin: "https://nutricoach.example" }))).toBeNull();
    expect(crossSiteReason(post({ "Sec-Fetch-Site": "same-origin" }))).toBeNull();
    expect(crossSiteReason(post({ "Sec-Fetch-Site": "none" }))).toBeNull();
    expect(crossSiteReason(post({}))).toBeNull();
  });

  it("refuses writes from another origin, a sibling subdomain or an opaque origin", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(crossSiteReason(post({ Origin: "https://evil.example" }, method))).not.toBeNull();
    }
    expect(crossSiteReason(post({ Origin: "null" }))).not.toBeNull();
    expect(crossSiteReason(post({ Origin: "http://nutricoach.example" }))).not.toBeNull();
    expect(crossSiteReason(post({ "Sec-Fetch-Site": "same-site" }))).not.toBeNull();
    expect(crossSiteReason(post({ "Sec-Fetch-Site": "cross-site" }))).not.toBeNull();
  });

  it("accepts extra origins of our own (APP_URL behind a proxy)", () => {
    expect(
      crossSiteReason(post({ Origin: "https://app.example" }), ["https://app.example"]),
    ).toBeNull();
  });
});

describe("body limits", () => {
  it("take 64 KB by default and more only on upload routes", () => {
    expect(bodyLimitFor("/api/login")).toBe(64 * 1024);
    expect(bodyLimitFor("/auth")).toBe(64 * 1024);
    expect(bodyLimitFor("/api/recipe-agent/analyze-image")).toBe(10 * 1024 * 1024);
    // the pages whose actions take a photo or a camera frame
    expect(bodyLimitFor("/food-analysis")).toBe(10 * 1024 * 1024);
    expect(bodyLimitFor("/ar-measurement")).toBe(10 * 1024 * 1024);
    expect(bodyLimitFor("/ar-measurement/x")).toBe(64 * 1024);
  });

  it("answer 413 when Content-Length is over the limit", async () => {
    const request = new Request("https://x.test/api/login", {
      method: "POST",
      headers: { "Content-Length": String(64 * 1024 + 1) },
      body: "x",
    });
    const result = await readLimitedBody(request, "/api/login");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(413);
  });
});

describe("methods Remix does not route", () => {
  const request = (method: string, path = "/api/recipes") =>
    new Request(`https://nutricoach.example${path}`, { method });

  it("answer 405 in the error shape on API paths", async () => {
    for (const method of [
      "OPTIONS",
      "PROPFIND",
      "MKCOL",
      "COPY",
      "MOVE",
      "LOCK",
      "UNLOCK",
      "PURGE",
    ]) {
      const res = unroutedApiMethod(request(method), "/api/recipes");
      expect(res?.status).toBe(405);
      expect(await res?.json()).toEqual({
        error: { code: "method_not_allowed", message: `${method} is not supported on this API.` },
      });
    }
    expect(unroutedApiMethod(request("PURGE", "/api"), "/api")?.status).toBe(405);
  });

  it("leave routed methods and pages to Remix", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"]) {
      expect(unroutedApiMethod(request(method), "/api/recipes")).toBeNull();
    }
    expect(unroutedApiMethod(request("OPTIONS", "/recipes"), "/recipes")).toBeNull();
    expect(unroutedApiMethod(request("PROPFIND", "/recipes"), "/recipes")).toBeNull();
    expect(unroutedApiMethod(request("PROPFIND", "/apiary"), "/apiary")).toBeNull();
  });
});

describe("readLimitedBody", () => {
  const stream = (bytes: number, chunk = 4096) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < bytes; i += chunk)
          controller.enqueue(new Uint8Array(Math.min(chunk, bytes - i)).fill(120));
        controller.close();
      },
    });

  it("reads the whole body before any handler, so a handler may refuse without reading it", async () => {
    const original = new Request("https://x.test/api/login", {
      method: "POST",
      body: stream(10_000),
      duplex: "half",
    } as RequestInit);
    const result = await readLimitedBody(original, "/api/login");
    expect(result).toBeInstanceOf(Request);
    expect(original.bodyUsed).toBe(true);
    expect((await (result as Request).arrayBuffer()).byteLength).toBe(10_000);
  });

  it("answers 413 for a chunked body over the limit", async () => {
    const request = new Request("https://x.test/api/login", {
      method: "POST",
      body: stream(70 * 1024),
      duplex: "half",
    } as RequestInit);
    const result = await readLimitedBody(request, "/api/login");
    expect((result as Response).status).toBe(413);
  });
});
