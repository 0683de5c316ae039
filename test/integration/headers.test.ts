import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ROUTE_TABLE } from "~/domain/routes";
import { registerUser } from "../helpers/auth";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker();
});
afterAll(() => w?.dispose());

function expectSecurityHeaders(res: Response) {
  const csp = res.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/default-src 'self'/);
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/object-src 'none'/);
  // scripts only from our origin or with this response's nonce: never 'unsafe-inline' for scripts
  const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
  expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{16,}'/);
  expect(scriptSrc).not.toContain("unsafe-inline");
  expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
}

describe("security headers", () => {
  for (const route of ROUTE_TABLE) {
    it(`are set on ${route.path}`, async () => {
      const res = await w.fetch(route.path);
      expect(res.status).toBeLessThan(400);
      expectSecurityHeaders(res);
    });
  }

  it("are set on every route for a signed-in user, whose pages render (200)", async () => {
    const { cookie } = await registerUser(w);
    for (const route of ROUTE_TABLE) {
      const res = await w.fetch(route.path, { headers: { Cookie: cookie } });
      // /auth sends a signed-in user home and /onboarding, with a profile, to /recommendations
      const redirects = route.path === "/auth" || route.path === "/onboarding";
      expect(res.status, route.path).toBe(redirects ? 302 : 200);
      expectSecurityHeaders(res);
    }
  });

  it("are set on the 404 page, on static files and on API errors", async () => {
    for (const path of ["/nope", "/favicon.svg", "/api/no-such-endpoint"]) {
      expectSecurityHeaders(await w.fetch(path));
    }
  });

  it("use a fresh nonce per response, matching the inline scripts of the page", async () => {
    const first = await w.fetch("/");
    const second = await w.fetch("/");
    const nonceOf = (r: Response) =>
      /'nonce-([^']+)'/.exec(r.headers.get("content-security-policy") ?? "")?.[1];
    const nonce = nonceOf(first);
    expect(nonce).toBeTruthy();
    expect(nonce).not.toBe(nonceOf(second));
    const html = await first.text();
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1]);
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) {
      if (/type="application\/ld\+json"/.test(attrs)) continue; // data, not script
      expect(attrs).toContain(`nonce="${nonce}"`);
    }
  });

  it("marks fingerprinted build assets immutable", async () => {
    const html = await (await w.fetch("/")).text();
    const asset = /(\/build\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    const res = await w.fetch(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expectSecurityHeaders(res);
  });

  it("caches recipe artwork for a week with background revalidation", async () => {
    const html = await (await w.fetch("/recipes/1")).text();
    const image = /src="(\/images\/recipes\/[^"]+)"/.exec(html)?.[1];
    expect(image).toBeTruthy();
    const res = await w.fetch(image!);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe(
      "public, max-age=604800, stale-while-revalidate=86400",
    );
    expectSecurityHeaders(res);
  });
});

// issue 17: personal pages and APIs sent no Cache-Control; the CSP blocked the provider's avatars
describe("caching of personal answers", () => {
  it("marks every API answer and a signed-in viewer's pages private, no-store", async () => {
    const { cookie } = await registerUser(w);
    for (const path of ["/profile", "/meal-plan", "/shopping-list", "/recipes/1", "/"]) {
      const res = await w.fetch(path, { headers: { Cookie: cookie } });
      expect(res.status, path).toBe(200);
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
    }
    for (const path of ["/api/auth/user", "/api/recipes", "/api/no-such-endpoint"]) {
      const res = await w.fetch(path, { headers: { Cookie: cookie } });
      expect(res.headers.get("cache-control"), path).toBe("private, no-store");
      expect((await w.fetch(path)).headers.get("cache-control"), path).toBe("private, no-store");
    }
    // a refusal before Remix too
    const csrf = await w.fetch("/api/logout", {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(csrf.status).toBe(403);
    expect(csrf.headers.get("cache-control")).toBe("private, no-store");
  });

  it("never lets an answer that sets a cookie be stored, and leaves a guest's page alone", async () => {
    const logout = await w.fetch("/api/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "redirectTo=%2F",
    });
    expect(logout.headers.get("cache-control")).toBe("private, no-store");
    const guest = await w.fetch("/recipes/1");
    expect(guest.headers.get("cache-control")).toBeNull();
  });
});

describe("images of the configured identity provider", () => {
  it("are allowed by the CSP (img-src) and only those", async () => {
    const worker = await startWorker({
      seed: false,
      vars: {
        OIDC_ISSUER: "https://id.example/realms/nc",
        OIDC_CLIENT_ID: "nutricoach",
        OIDC_PICTURE_ORIGINS: "https://avatars.id.example",
      },
    });
    try {
      const csp = (await worker.fetch("/")).headers.get("content-security-policy") ?? "";
      const imgSrc = csp.split(";").find((d) => d.trim().startsWith("img-src")) ?? "";
      expect(imgSrc.trim()).toBe("img-src 'self' data: blob: https://avatars.id.example");
    } finally {
      await worker.dispose();
    }
  });
});
