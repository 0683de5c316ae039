import { describe, expect, it } from "vitest";
import {
  isSessionId,
  randomId,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  sessionState,
  shouldRefresh,
} from "./session.server";

const HOUR = 3600_000;
const DAY = 24 * HOUR;

describe("session ids", () => {
  it("are 32 random bytes in base64url (43 characters)", () => {
    const ids = new Set(Array.from({ length: 200 }, () => randomId()));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("isSessionId", () => {
  it("accepts only the shape of a session id", () => {
    expect(isSessionId(randomId())).toBe(true);
    for (const value of ["short", "", null, 42, `${randomId()}x`, "A".repeat(42) + "="]) {
      expect(isSessionId(value)).toBe(false);
    }
  });
});

describe("sessionState", () => {
  const now = Date.UTC(2026, 10, 22);
  it("is valid within both limits", () => {
    expect(
      sessionState({ userId: 1, createdAt: now - 29 * DAY, lastSeenAt: now - 6 * DAY }, now),
    ).toBe("valid");
  });
  it("expires 30 days after creation whatever the activity", () => {
    expect(
      sessionState({ userId: 1, createdAt: now - SESSION_ABSOLUTE_TTL_MS, lastSeenAt: now }, now),
    ).toBe("expired");
  });
  it("expires after 7 idle days", () => {
    expect(
      sessionState(
        { userId: 1, createdAt: now - 8 * DAY, lastSeenAt: now - SESSION_IDLE_TTL_MS },
        now,
      ),
    ).toBe("idle");
  });
  it("refuses a creation time in the future", () => {
    expect(sessionState({ userId: 1, createdAt: now + DAY, lastSeenAt: now }, now)).toBe("expired");
  });
});

describe("shouldRefresh (KV allows one write per second per key; we write at most hourly)", () => {
  const now = Date.UTC(2026, 10, 22);
  it("waits an hour between refreshes", () => {
    expect(
      shouldRefresh({ userId: 1, createdAt: now - DAY, lastSeenAt: now - 59 * 60_000 }, now),
    ).toBe(false);
    expect(shouldRefresh({ userId: 1, createdAt: now - DAY, lastSeenAt: now - HOUR }, now)).toBe(
      true,
    );
  });
  it("does not refresh in the last minute before the absolute end", () => {
    const createdAt = now - SESSION_ABSOLUTE_TTL_MS + 30_000;
    expect(shouldRefresh({ userId: 1, createdAt, lastSeenAt: now - 2 * HOUR }, now)).toBe(false);
  });
});
