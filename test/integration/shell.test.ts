import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorker, type TestWorker } from "../helpers/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startWorker({ vars: { APP_URL: "https://nutricoach.example" } });
});
afterAll(() => w?.dispose());

function attr(html: string, pattern: RegExp): string | null {
  return html.match(pattern)?.[1] ?? null;
}

describe("the landing page", () => {
  it("sets title, description, keywords, canonical and social tags", async () => {
    const html = await (await w.fetch("/")).text();
    expect(html).toMatch(/<title>[^<]*meal planning[^<]*<\/title>/i);
    expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    expect(attr(html, /<meta name="keywords" content="([^"]+)"/)).toContain("calorie calculator");
    expect(attr(html, /<link rel="canonical" href="([^"]+)"/)).toBe("https://nutricoach.example/");
    expect(attr(html, /<meta property="og:image" content="([^"]+)"/)).toBe(
      "https://nutricoach.example/images/og-image.png",
    );
    expect(attr(html, /<meta property="og:image:width" content="([^"]+)"/)).toBe("1200");
    expect(attr(html, /<meta property="og:image:height" content="([^"]+)"/)).toBe("630");
    expect(attr(html, /<meta name="twitter:card" content="([^"]+)"/)).toBe("summary_large_image");
  });

  it("describes a free health web application in JSON-LD", async () => {
    const html = await (await w.fetch("/")).text();
    const raw = attr(html, /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
    expect(raw).toBeTruthy();
    const data = JSON.parse(raw!);
    expect(data["@type"]).toBe("WebApplication");
    expect(data.applicationCategory).toBe("HealthApplication");
    expect(data.offers).toMatchObject({ price: "0", priceCurrency: "USD" });
  });

  it("serves a real 1200 x 630 PNG as the share image", async () => {
    const res = await w.fetch("/images/og-image.png");
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(16)).toBe(1200);
    expect(view.getUint32(20)).toBe(630);
  });

  it("has the spec's calls to action and anchors", async () => {
    const html = await (await w.fetch("/")).text();
    for (const text of [
      "Get Started",
      "Browse Healthy Recipes",
      "See Success Stories &amp; User Reviews",
      "Ready to transform your eating habits?",
      "Get Started Today",
      "25g",
      "40g",
      "15g",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('id="features"');
    expect(html).toContain('id="testimonials"');
    expect(html).toContain('href="#testimonials"');
  });
});

describe("flash notices", () => {
  it("shows a flashed notice once and clears its cookie", async () => {
    const logout = await w.fetch("/api/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: w.url.origin },
      body: "redirectTo=%2F",
    });
    expect(logout.status).toBe(302);
    const cookie = logout.headers
      .getSetCookie()
      .find((c) => c.startsWith("nc_toast="))
      ?.split(";")[0];
    expect(cookie).toBeTruthy();
    const line = logout.headers.getSetCookie().find((c) => c.startsWith("nc_toast="))!;
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; Path=\//);
    const page = await w.fetch("/", { headers: { Cookie: cookie! } });
    expect(await page.text()).toContain("You have been logged out successfully.");
    expect(page.headers.getSetCookie().some((c) => /^nc_toast=;.*Max-Age=0/.test(c))).toBe(true);
  });

  it("ignores a tampered notice cookie", async () => {
    const res = await w.fetch("/", { headers: { Cookie: "nc_toast=not-base64-json!" } });
    expect(res.status).toBe(200);
  });

  // issue 17: the notice cookie was unsigned, so anyone who could set a cookie could show any
  // text under the site's name; now only notices the worker signed are shown
  it("shows no notice the worker did not sign", async () => {
    const forged = { title: "Your account is locked", description: "Call +1 555 0100 now" };
    const encoded = btoa(encodeURIComponent(JSON.stringify(forged)));
    for (const value of [
      encoded,
      `${encoded}.${btoa("x".repeat(32)).replace(/=+$/, "")}`,
      Buffer.from(JSON.stringify(forged)).toString("base64url"),
    ]) {
      const res = await w.fetch("/", {
        headers: { Cookie: `nc_toast=${encodeURIComponent(value)}` },
      });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).not.toContain("Call +1 555 0100 now");
      expect(html).not.toContain("Your account is locked");
    }
    const logout = await w.fetch("/api/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "redirectTo=%2F",
    });
    const signed = logout.headers.getSetCookie().find((c) => c.startsWith("nc_toast="))!;
    expect(signed).toMatch(/; Secure/);
    expect(decodeURIComponent(signed.split(";")[0].split("=")[1])).toMatch(
      /^[A-Za-z0-9+/=]+\.[A-Za-z0-9+/]+$/,
    );
  });
});
