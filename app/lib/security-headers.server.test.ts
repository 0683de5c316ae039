import { describe, expect, it } from "vitest";
import {
  contentSecurityPolicy,
  createNonce,
  pictureOrigins,
  securityHeaders,
  withHeaders,
} from "./security-headers.server";

describe("createNonce", () => {
  it("makes 128-bit base64 nonces that differ each time", () => {
    const a = createNonce();
    const b = createNonce();
    expect(atob(a)).toHaveLength(16);
    expect(a).not.toBe(b);
  });
});

describe("contentSecurityPolicy", () => {
  it("allows scripts only from self and the nonce, and forbids framing", () => {
    const csp = contentSecurityPolicy("abc");
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("upgrade-insecure-requests");
    expect(csp).not.toContain("ws://");
  });

  it("lets development connect to the reload socket over plain http", () => {
    const csp = contentSecurityPolicy("abc", { dev: true });
    expect(csp).toContain("ws://localhost:*");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("carries each response's own nonce and each configuration's own directives", () => {
    const first = contentSecurityPolicy("first");
    const second = contentSecurityPolicy("second");
    expect(first).toContain("'nonce-first'");
    expect(second).toContain("'nonce-second'");
    expect(second).not.toContain("first");
    expect(second.replace("second", "first")).toBe(first);
    // a development policy made in between does not change the production one
    expect(contentSecurityPolicy("d", { dev: true })).toContain("ws://localhost:*");
    expect(contentSecurityPolicy("third")).toBe(first.replace("first", "third"));
    expect(contentSecurityPolicy("third", { imageOrigins: ["https://a.example"] })).toContain(
      "img-src 'self' data: blob: https://a.example;",
    );
  });
});

describe("withHeaders", () => {
  it("adds headers to a response whose headers are immutable", async () => {
    const original = Response.redirect("https://example.com/", 302);
    const copy = withHeaders(original, securityHeaders("n"));
    expect(copy.status).toBe(302);
    expect(copy.headers.get("location")).toBe("https://example.com/");
    expect(copy.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("adds them in place to a response the worker built (no copy of the answer)", () => {
    const built = new Response("{}", { headers: { "Content-Type": "application/json" } });
    const answer = withHeaders(built, { "Cache-Control": "private, no-store" });
    expect(answer).toBe(built);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("content-type")).toBe("application/json");
  });
});

describe("pictureOrigins (CSP img-src for the provider's avatars)", () => {
  it("are the listed https origins, else the issuer's origin, else none", () => {
    expect(
      pictureOrigins({
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_PICTURE_ORIGINS: "https://lh3.googleusercontent.com/a, http://plain.example, junk",
      }),
    ).toEqual(["https://lh3.googleusercontent.com"]);
    expect(pictureOrigins({ OIDC_ISSUER: "https://id.example/realms/x" })).toEqual([
      "https://id.example",
    ]);
    expect(pictureOrigins({ OIDC_ISSUER: "http://localhost:9000" })).toEqual([]);
    expect(pictureOrigins({})).toEqual([]);
  });

  it("join img-src", () => {
    const csp = contentSecurityPolicy("abc", {
      imageOrigins: ["https://lh3.googleusercontent.com"],
    });
    expect(csp).toContain("img-src 'self' data: blob: https://lh3.googleusercontent.com");
  });
});
