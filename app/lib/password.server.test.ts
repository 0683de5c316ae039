import { afterEach, describe, expect, it, vi } from "vitest";
import {
  constantTimeEqual,
  deriveKey,
  DUMMY_PASSWORD_HASH,
  hashPassword,
  MAX_PBKDF2_ITERATIONS,
  needsRehash,
  parsePasswordHash,
  PBKDF2_ITERATIONS,
  verifyDummyPassword,
  verifyPassword,
} from "./password.server";

afterEach(() => vi.restoreAllMocks());

/** Records the iteration count of every PBKDF2 derivation while `run` runs. */
async function iterationsUsedBy(run: () => Promise<unknown>): Promise<number[]> {
  const seen: number[] = [];
  const original = crypto.subtle.deriveBits.bind(crypto.subtle);
  vi.spyOn(crypto.subtle, "deriveBits").mockImplementation((algorithm, key, length) => {
    seen.push((algorithm as Pbkdf2Params).iterations);
    return original(algorithm, key, length);
  });
  await run();
  return seen;
}

describe("PBKDF2 iteration cap (production Workers refuse more than 100,000)", () => {
  it("never derives with more than 100,000 iterations: hashing, verifying, the dummy check", async () => {
    expect(PBKDF2_ITERATIONS).toBeLessThanOrEqual(100_000);
    expect(MAX_PBKDF2_ITERATIONS).toBe(100_000);
    const stored = await hashPassword("secret-1");
    const seen = await iterationsUsedBy(async () => {
      await hashPassword("secret-2");
      await verifyPassword("secret-1", stored);
      await verifyPassword("wrong", stored);
      await verifyDummyPassword("whatever");
      await verifyPassword("x", "pbkdf2-sha256$100001$AAAA$AAAA");
    });
    expect(seen.length).toBe(5);
    for (const iterations of seen) expect(iterations).toBeLessThanOrEqual(100_000);
    expect(seen.every((n) => n === 100_000)).toBe(true);
  });

  it("refuses to derive above the cap", async () => {
    const salt = new Uint8Array(16);
    await expect(deriveKey("x", salt, 100_001)).rejects.toThrow(RangeError);
    await expect(deriveKey("x", salt, 0)).rejects.toThrow(RangeError);
  });

  it("treats a stored hash above the cap as unreadable", () => {
    expect(parsePasswordHash("pbkdf2-sha256$200000$AAAAAAAAAAAAAAAAAAAAAA==$AAAA")).toBeNull();
  });
});

describe("hashPassword / verifyPassword", () => {
  it("stores pbkdf2-sha256$100000$<16-byte salt>$<32-byte hash>", async () => {
    const stored = await hashPassword("correct horse");
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9+/]{22}==\$[A-Za-z0-9+/]{43}=$/);
    const params = parsePasswordHash(stored)!;
    expect(params.salt.length).toBe(16);
    expect(params.hash.length).toBe(32);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("same")).not.toBe(await hashPassword("same"));
  });

  it("verifies the right password and refuses others", async () => {
    const stored = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horse ", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("never matches an unreadable stored value or the dummy hash", async () => {
    expect(await verifyPassword("x", "plain-text-password")).toBe(false);
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", DUMMY_PASSWORD_HASH)).toBe(false);
    expect(await verifyDummyPassword("anything")).toBe(false);
  });

  it("asks for a re-hash when the parameters are weaker than today's", async () => {
    expect(needsRehash(await hashPassword("x"))).toBe(false);
    expect(
      needsRehash(
        "pbkdf2-sha256$50000$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=",
      ),
    ).toBe(true);
    expect(needsRehash("bcrypt$whatever")).toBe(true);
  });

  it("verifies a hash made with fewer iterations (so it can be upgraded)", async () => {
    const salt = crypto.getRandomValues(new Uint8Array(16));
    const hash = await deriveKey("legacy", salt, 1000);
    const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
    const stored = `pbkdf2-sha256$1000$${b64(salt)}$${b64(hash)}`;
    expect(await verifyPassword("legacy", stored)).toBe(true);
    expect(needsRehash(stored)).toBe(true);
  });
});

describe("constantTimeEqual", () => {
  it("compares contents and lengths", () => {
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 3]))).toBe(true);
    expect(constantTimeEqual(new Uint8Array([1, 2, 3]), new Uint8Array([1, 2, 4]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2, 0]))).toBe(false);
    expect(constantTimeEqual(new Uint8Array([]), new Uint8Array([]))).toBe(true);
  });
});
