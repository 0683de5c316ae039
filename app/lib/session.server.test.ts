import { describe, expect, it } from "vitest";
import {
  isSessionId,
  randomId,
  SESSION_ABSOLUTE_TTL_MS,
  SESSION_IDLE_TTL_MS,
  SESSION_MEMO_MAX_ENTRIES,
  SESSION_MEMO_MS,
  SessionMemo,
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

describe("SessionMemo (ADR 050: an isolate's memory of live sessions for a few seconds)", () => {
  const now = Date.UTC(2026, 10, 27);
  const record = (userId: number) => ({ userId, createdAt: now - DAY, lastSeenAt: now - HOUR });

  it("stays well inside KV's own 60 s window", () => {
    expect(SESSION_MEMO_MS).toBeLessThanOrEqual(10_000);
    expect(SESSION_MEMO_MS).toBeGreaterThan(0);
  });

  it("answers a remembered session until the TTL, then forgets it", () => {
    const memo = new SessionMemo(5_000, 10);
    memo.remember("a", record(1), now);
    expect(memo.get("a", now + 4_999)).toEqual(record(1));
    expect(memo.get("a", now + 5_000)).toBeNull();
    expect(memo.size).toBe(0);
  });

  it("never answers an entry read in the future (a clock that went back)", () => {
    const memo = new SessionMemo(5_000, 10);
    memo.remember("a", record(1), now);
    expect(memo.get("a", now - 1)).toBeNull();
  });

  it("hands out copies: a caller cannot change what it remembers", () => {
    const memo = new SessionMemo(5_000, 10);
    memo.remember("a", record(1), now);
    memo.get("a", now)!.userId = 99;
    expect(memo.get("a", now)?.userId).toBe(1);
  });

  it("forgets one session, or every session of one user", () => {
    const memo = new SessionMemo(5_000, 10);
    memo.remember("a", record(1), now);
    memo.remember("b", record(1), now);
    memo.remember("c", record(2), now);
    memo.forget("a");
    expect(memo.get("a", now)).toBeNull();
    memo.forgetUser(1);
    expect(memo.get("b", now)).toBeNull();
    expect(memo.get("c", now)).toEqual(record(2));
  });

  it("holds at most its cap, dropping the least recently used first", () => {
    const memo = new SessionMemo(5_000, 3);
    for (const id of ["a", "b", "c"]) memo.remember(id, record(1), now);
    memo.get("a", now); // a is now the most recently used
    memo.remember("d", record(1), now);
    expect(memo.size).toBe(3);
    expect(memo.get("b", now)).toBeNull();
    for (const id of ["a", "c", "d"]) expect(memo.get(id, now)).not.toBeNull();
    for (let i = 0; i < 100; i++) memo.remember(`x${i}`, record(1), now);
    expect(memo.size).toBe(3);
  });

  it("is bounded by default too", () => {
    const memo = new SessionMemo();
    for (let i = 0; i < SESSION_MEMO_MAX_ENTRIES + 50; i++) memo.remember(`s${i}`, record(1), now);
    expect(memo.size).toBe(SESSION_MEMO_MAX_ENTRIES);
  });
});
