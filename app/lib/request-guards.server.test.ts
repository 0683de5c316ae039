import { describe, expect, it } from "vitest";
import { bodyLimitFor, crossSiteReason, limitBody } from "./request-guards.server";

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
  });

  it("answer 413 when Content-Length is over the limit", async () => {
    const request = new Request("https://x.test/api/login", {
      method: "POST",
      headers: { "Content-Length": String(64 * 1024 + 1) },
      body: "x",
    });
    const result = await limitBody(request, "/api/login");
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).status).toBe(413);
  });
});
