import { describe, expect, it } from "vitest";
import { delayAfter, LOGIN_THROTTLE, loginBlockedUntil } from "./login-throttle";

const now = 1_800_000_000_000;
const failed = (count: number, msAgo = 0) => ({ count, lastFailureAt: now - msAgo });

describe("delayAfter", () => {
  it("is free, then doubles from 30 seconds, up to 15 minutes", () => {
    expect(delayAfter(4, 5)).toBe(0);
    expect(delayAfter(5, 5)).toBe(30_000);
    expect(delayAfter(6, 5)).toBe(60_000);
    expect(delayAfter(9, 5)).toBe(480_000);
    expect(delayAfter(40, 5)).toBe(LOGIN_THROTTLE.maxDelayMs);
  });
});

describe("loginBlockedUntil", () => {
  it("never slows a client that has not failed, however attacked the account", () => {
    expect(loginBlockedUntil({ account: failed(1000) }, now)).toBeNull();
  });

  it("slows a client that failed on this account, with a growing delay", () => {
    expect(loginBlockedUntil({ client: failed(4), accountClient: failed(4) }, now)).toBeNull();
    expect(loginBlockedUntil({ client: failed(5), accountClient: failed(5) }, now)).toBe(
      now + 30_000,
    );
    expect(
      loginBlockedUntil({ client: failed(5), accountClient: failed(5, 31_000) }, now),
    ).toBeNull();
  });

  it("slows a client that failed elsewhere once the account has many failures", () => {
    expect(loginBlockedUntil({ client: failed(1), account: failed(12) }, now)).toBe(now + 120_000);
    expect(loginBlockedUntil({ client: failed(1), account: failed(9) }, now)).toBeNull();
  });

  it("slows a client with many failures on any accounts", () => {
    expect(loginBlockedUntil({ client: failed(21) }, now)).toBe(now + 60_000);
    expect(loginBlockedUntil({ client: failed(19) }, now)).toBeNull();
  });
});
