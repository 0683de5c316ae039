import { createCookie } from "@remix-run/cloudflare";
import { createCookieFactory } from "@remix-run/server-runtime";
import { describe, expect, it } from "vitest";
import { signCookieValue, unsignCookieValue } from "./cookie-signing.server";

const SECRET = "s".repeat(32);
const OTHER = "o".repeat(32);

describe("cookie signing with keys imported once", () => {
  it("signs exactly as Remix's Workers signer, so cookies signed before still verify", async () => {
    const remix = createCookie("c", { secrets: [SECRET] });
    const ours = createCookieFactory({ sign: signCookieValue, unsign: unsignCookieValue })("c", {
      secrets: [SECRET],
    });
    for (const value of ["the-session-id", { title: "Saved", n: 1 }, "ü ✓ +/="]) {
      const byRemix = (await remix.serialize(value)).split(";")[0];
      const byUs = (await ours.serialize(value)).split(";")[0];
      expect(byUs).toBe(byRemix);
      expect(await ours.parse(byRemix)).toEqual(value);
      expect(await remix.parse(byUs)).toEqual(value);
    }
  });

  it("verifies only this secret's signature, on every call (the cached key is the secret's)", async () => {
    const signed = await signCookieValue("value", SECRET);
    for (let round = 0; round < 3; round++) {
      expect(await unsignCookieValue(signed, SECRET)).toBe("value");
      expect(await unsignCookieValue(signed, OTHER)).toBe(false);
      expect(await unsignCookieValue(`other${signed}`, SECRET)).toBe(false);
    }
    expect(await signCookieValue("value", OTHER)).not.toBe(signed);
    await expect(unsignCookieValue("value.%%%", SECRET)).rejects.toThrow();
  });
});
