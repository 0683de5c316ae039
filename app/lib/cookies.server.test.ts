import { describe, expect, it } from "vitest";
import {
  clearCookie,
  configuredSecrets,
  createAppCookies,
  readSignedCookie,
  sessionCookieName,
} from "./cookies.server";

const SECRET = "s".repeat(32);
const OTHER = "o".repeat(32);
const withCookie = (pair: string) =>
  new Request("https://x.test/", { headers: { Cookie: `a=b; ${pair}` } });
const pairOf = (setCookie: string) => setCookie.split(";")[0];

describe("the app's cookies", () => {
  it("are HttpOnly, SameSite=Lax, Path=/ and Secure with __Host- outside development", async () => {
    for (const ENVIRONMENT of ["production", "test"] as const) {
      expect(sessionCookieName({ ENVIRONMENT })).toBe("__Host-nc_session");
      const { session, flash, oidc } = createAppCookies({ ENVIRONMENT }, [SECRET]);
      const line = await session.serialize("id");
      expect(line).toMatch(/^__Host-nc_session=/);
      expect(line).toContain(`Max-Age=${30 * 24 * 3600}`);
      for (const flag of ["Path=/", "HttpOnly", "SameSite=Lax", "Secure"]) {
        expect(line).toContain(flag);
        expect(await flash.serialize({ title: "t" })).toContain(flag);
        expect(await oidc.serialize({})).toContain(flag);
      }
      expect(await flash.serialize({ title: "t" })).toMatch(/^nc_toast=.*Max-Age=60/);
      expect(await oidc.serialize({})).toMatch(/^__Host-nc_oidc=.*Max-Age=600/);
    }
  });

  it("are plain names without Secure in development (http://localhost)", async () => {
    const { session, oidc } = createAppCookies({ ENVIRONMENT: "development" }, [SECRET]);
    const line = await session.serialize("id");
    expect(line).toMatch(/^nc_session=/);
    expect(line).not.toContain("Secure");
    expect(await oidc.serialize({})).toMatch(/^nc_oidc=/);
  });

  it("read back only what we signed, with any of the configured secrets", async () => {
    const { session } = createAppCookies({ ENVIRONMENT: "production" }, [SECRET]);
    const signed = pairOf(await session.serialize("the-id"));
    expect(await readSignedCookie(session, withCookie(signed))).toBe("the-id");
    // an unsigned value, a forged signature, a broken one: nothing
    const value = signed.split("=")[1];
    const unsigned = decodeURIComponent(value).split(".")[0];
    for (const forged of [
      `__Host-nc_session=${unsigned}`,
      `__Host-nc_session=${encodeURIComponent(`${unsigned}.AAAA`)}`,
      `__Host-nc_session=${encodeURIComponent(`${unsigned}.%%%`)}`,
      "__Host-nc_session=",
    ]) {
      expect(await readSignedCookie(session, withCookie(forged))).toBeNull();
    }
    // rotation: a new first secret signs, the old one still verifies
    const rotated = createAppCookies({ ENVIRONMENT: "production" }, [OTHER, SECRET]).session;
    expect(await readSignedCookie(rotated, withCookie(signed))).toBe("the-id");
    const other = createAppCookies({ ENVIRONMENT: "production" }, [OTHER]).session;
    expect(await readSignedCookie(other, withCookie(signed))).toBeNull();
  });

  it("are cleared with Max-Age=0 under the same name and flags", async () => {
    const { session } = createAppCookies({ ENVIRONMENT: "production" }, [SECRET]);
    expect(await clearCookie(session)).toMatch(/^__Host-nc_session=; .*Max-Age=0.*Secure/);
  });

  it("refuse to exist without a secret", () => {
    expect(() => createAppCookies({ ENVIRONMENT: "production" }, [])).toThrow();
  });
});

describe("configuredSecrets", () => {
  it("splits SESSION_SECRET on commas, first one first", () => {
    expect(configuredSecrets(undefined)).toEqual([]);
    expect(configuredSecrets(` ${SECRET} , ${OTHER},`)).toEqual([SECRET, OTHER]);
  });
});
