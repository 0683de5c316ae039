/**
 * Sessions in KV. The cookie holds only a random id (32 bytes, base64url); KV holds
 * `session:<id>` -> { userId, createdAt, lastSeenAt } (epoch ms).
 * - idle expiry 7 days: the KV TTL, refreshed with lastSeenAt at most once an hour
 *   (KV allows one write per second per key; hourly keeps writes rare);
 * - absolute expiry 30 days from createdAt, checked here in code;
 * - a new id on every sign-in; sign-out deletes the entry and clears the cookie.
 * KV is eventually consistent (up to 60 s across locations): see docs/decisions/007.
 * Reads for GET pages and API reads may be answered from this isolate's memo of live sessions for a
 * few seconds (`sessionMemo`, ADR 050); every change and every write decision goes to KV.
 */
export const SESSION_IDLE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const SESSION_REFRESH_INTERVAL_MS = 60 * 60 * 1000;
/** KV refuses expirationTtl below 60 s. */
export const KV_MIN_TTL_SECONDS = 60;

export type SessionRecord = { userId: number; createdAt: number; lastSeenAt: number };
export type Session = SessionRecord & { id: string };

export function sessionKey(id: string): string {
  return `session:${id}`;
}

/**
 * The per-user index: one empty KV entry `user-session:<userId>:<sessionId>` per session, listed by
 * prefix to end every session of a user (password change, sign-out everywhere, account deletion).
 * It lives until the session's absolute end; an index entry whose session has already gone is
 * harmless (deleting a missing key is a no-op).
 */
export function userSessionPrefix(userId: number): string {
  return `user-session:${userId}:`;
}

function userSessionKey(userId: number, id: string): string {
  return `${userSessionPrefix(userId)}${id}`;
}

export function randomId(bytes = 32): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  let binary = "";
  for (const byte of raw) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

// The session cookie itself is defined with the app's other cookies (cookies.server.ts, signed).
export { isSecureEnvironment, sessionCookieName } from "./cookies.server";

/** Pure: whether a cookie value has the shape of a session id. */
export function isSessionId(value: unknown): value is string {
  return typeof value === "string" && SESSION_ID.test(value);
}

// ------------------------------------------------------------------ memo

/** How long this isolate may answer a session read from memory (ADR 050: well under KV's 60 s). */
export const SESSION_MEMO_MS = 5_000;
/** At most this many sessions remembered per isolate (the least recently used go first). */
export const SESSION_MEMO_MAX_ENTRIES = 1_000;

/**
 * Live session records this isolate read from KV in the last `ttlMs`, keyed by session id, so a
 * signed-in reader's next GETs skip the KV read (ADR 050). Bounded: at most `maxEntries`, the
 * least recently used dropped first. A session this isolate ends or changes is dropped at once;
 * one ended in another isolate or location is seen here within `ttlMs`, as KV's own edge caching
 * already allows for longer. Only live records enter it; a miss always goes to KV.
 */
export class SessionMemo {
  private readonly entries = new Map<string, { record: SessionRecord; readAt: number }>();

  constructor(
    private readonly ttlMs = SESSION_MEMO_MS,
    private readonly maxEntries = SESSION_MEMO_MAX_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The remembered record, or null when absent or read more than `ttlMs` ago (or in the future). */
  get(id: string, now: number): SessionRecord | null {
    const entry = this.entries.get(id);
    if (!entry) return null;
    if (now - entry.readAt >= this.ttlMs || entry.readAt > now) {
      this.entries.delete(id);
      return null;
    }
    // most recently used last: Map keeps insertion order
    this.entries.delete(id);
    this.entries.set(id, entry);
    return { ...entry.record };
  }

  remember(id: string, record: SessionRecord, now: number): void {
    this.entries.delete(id);
    while (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    this.entries.set(id, { record: { ...record }, readAt: now });
  }

  forget(id: string): void {
    this.entries.delete(id);
  }

  /** Drops every remembered session of this user (their sessions are being ended). */
  forgetUser(userId: number): void {
    for (const [id, entry] of this.entries)
      if (entry.record.userId === userId) this.entries.delete(id);
  }
}

/** This isolate's memo (module state lives as long as the isolate). */
export const sessionMemo = new SessionMemo();

// ------------------------------------------------------------------ store

function ttlSeconds(record: SessionRecord, now: number): number {
  const idleLeft = SESSION_IDLE_TTL_MS;
  const absoluteLeft = record.createdAt + SESSION_ABSOLUTE_TTL_MS - now;
  return Math.max(KV_MIN_TTL_SECONDS, Math.floor(Math.min(idleLeft, absoluteLeft) / 1000));
}

function isRecord(value: unknown): value is SessionRecord {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isInteger(v.userId) &&
    typeof v.createdAt === "number" &&
    typeof v.lastSeenAt === "number"
  );
}

export async function createSession(
  kv: KVNamespace,
  userId: number,
  now = Date.now(),
): Promise<Session> {
  const id = randomId();
  const record: SessionRecord = { userId, createdAt: now, lastSeenAt: now };
  await Promise.all([
    kv.put(sessionKey(id), JSON.stringify(record), { expirationTtl: ttlSeconds(record, now) }),
    kv.put(userSessionKey(userId, id), "", {
      expirationTtl: Math.floor(SESSION_ABSOLUTE_TTL_MS / 1000),
    }),
  ]);
  return { id, ...record };
}

export type SessionState = "valid" | "expired" | "idle";

/** Pure: whether a stored session still counts at `now`. */
export function sessionState(record: SessionRecord, now: number): SessionState {
  if (now - record.createdAt >= SESSION_ABSOLUTE_TTL_MS || record.createdAt > now + 60_000)
    return "expired";
  if (now - record.lastSeenAt >= SESSION_IDLE_TTL_MS) return "idle";
  return "valid";
}

/** Pure: whether this read should write lastSeenAt back (at most hourly, never past the absolute end). */
export function shouldRefresh(record: SessionRecord, now: number): boolean {
  const absoluteLeft = record.createdAt + SESSION_ABSOLUTE_TTL_MS - now;
  return (
    now - record.lastSeenAt >= SESSION_REFRESH_INTERVAL_MS &&
    absoluteLeft > KV_MIN_TTL_SECONDS * 1000
  );
}

/**
 * The live session with this id, or null. Expired entries are deleted. A due refresh of
 * lastSeenAt and the TTL is handed to `waitUntil` so the request does not wait for the write.
 * With `memo` (reads only, never a write decision: ADR 050), a record read from KV in the last
 * few seconds answers without a KV read, unless it has expired or its refresh is due.
 */
export async function readSession(
  kv: KVNamespace,
  id: string,
  {
    now = Date.now(),
    waitUntil,
    memo,
  }: { now?: number; waitUntil?: (p: Promise<unknown>) => void; memo?: SessionMemo } = {},
): Promise<Session | null> {
  const remembered = memo?.get(id, now);
  if (remembered && sessionState(remembered, now) === "valid" && !shouldRefresh(remembered, now))
    return { id, ...remembered };
  let value: unknown;
  try {
    value = await kv.get(sessionKey(id), "json");
  } catch {
    return null;
  }
  if (!isRecord(value) || sessionState(value, now) !== "valid") {
    memo?.forget(id);
    sessionMemo.forget(id);
  }
  if (!isRecord(value)) return null;
  if (sessionState(value, now) !== "valid") {
    const deletion = kv.delete(sessionKey(id)).catch(() => {});
    if (waitUntil) waitUntil(deletion);
    else await deletion;
    return null;
  }
  if (shouldRefresh(value, now)) {
    const refreshed: SessionRecord = { ...value, lastSeenAt: now };
    const write = kv
      .put(sessionKey(id), JSON.stringify(refreshed), { expirationTtl: ttlSeconds(refreshed, now) })
      .catch((error) => console.error("session refresh failed", error));
    if (waitUntil) waitUntil(write);
    else await write;
    memo?.remember(id, refreshed, now);
    return { id, ...refreshed };
  }
  memo?.remember(id, value, now);
  return { id, ...value };
}

export async function destroySession(kv: KVNamespace, id: string): Promise<void> {
  sessionMemo.forget(id);
  const record = await kv.get(sessionKey(id), "json").catch(() => null);
  await Promise.all([
    kv.delete(sessionKey(id)),
    isRecord(record) ? kv.delete(userSessionKey(record.userId, id)) : null,
  ]);
}

/** Ids of the user's sessions that may still be live (from the per-user index). */
export async function listUserSessionIds(
  kv: KVNamespace,
  userId: number,
  { pageSize = 1000 }: { pageSize?: number } = {},
): Promise<string[]> {
  const prefix = userSessionPrefix(userId);
  const ids: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await kv.list({ prefix, cursor, limit: pageSize });
    for (const key of page.keys) ids.push(key.name.slice(prefix.length));
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  return ids;
}

/**
 * Ends every session of a user, except `exceptId` (the browser that asked, e.g. after a password
 * change). Returns how many were ended. KV is eventually consistent: another location may still
 * read an ended session for up to 60 s (docs/decisions/007).
 */
export async function destroyUserSessions(
  kv: KVNamespace,
  userId: number,
  { exceptId }: { exceptId?: string | null } = {},
): Promise<number> {
  sessionMemo.forgetUser(userId);
  const ids = (await listUserSessionIds(kv, userId)).filter((id) => id !== exceptId);
  for (let i = 0; i < ids.length; i += 20) {
    await Promise.all(
      ids
        .slice(i, i + 20)
        .flatMap((id) => [kv.delete(sessionKey(id)), kv.delete(userSessionKey(userId, id))]),
    );
  }
  return ids.length;
}
