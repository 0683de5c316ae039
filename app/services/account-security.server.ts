/**
 * What /settings and DELETE /api/account do to an account: change the password (ending the user's
 * other sessions), sign out everywhere, and delete the account with every row, session and image
 * it owns. Sessions end twice over: their KV entries are deleted (per-user index,
 * app/lib/session.server.ts) and `users.sessions_revoked_at` refuses any session created before
 * it at once, since KV deletes can take up to 60 s to reach other locations
 * (docs/decisions/020-settings-and-account-data.md). No Request or Response here.
 */
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import { hashPassword, verifyDummyPassword, verifyPassword } from "~/lib/password.server";
import { destroyUserSessions } from "~/lib/session.server";
import { deleteAccountRows, listUserUploadKeys } from "./account-data.server";
import { hitRateLimit } from "./rate-limit.server";

/** Password checks on a signed-in account (change, deletion): 10 per 15 minutes per account. */
export const ACCOUNT_PASSWORD_LIMIT = { limit: 10, windowMs: 15 * 60_000 } as const;

export const WRONG_PASSWORD_MESSAGE = "That password is not correct.";
export const NO_PASSWORD_MESSAGE =
  "Your account has no password yet (you sign in with an identity provider). Set one under Password first.";

export type PasswordCheck =
  | { ok: true }
  | { ok: false; reason: "wrong_password" | "no_password"; message: string }
  | { ok: false; reason: "rate_limited"; resetAt: number; message: string };

async function passwordHashOf(db: Database, userId: number): Promise<string | null | undefined> {
  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? row.passwordHash : undefined;
}

/** Whether `password` is the account's, counted against the account's password-check budget. */
export async function checkAccountPassword(
  db: Database,
  userId: number,
  password: string,
): Promise<PasswordCheck> {
  const limit = await hitRateLimit(db, `account-password:user:${userId}`, ACCOUNT_PASSWORD_LIMIT);
  if (!limit.allowed) {
    return {
      ok: false,
      reason: "rate_limited",
      resetAt: limit.resetAt,
      message: "Too many attempts. Please wait a moment and try again.",
    };
  }
  const hash = await passwordHashOf(db, userId);
  if (!hash) {
    await verifyDummyPassword(password);
    return { ok: false, reason: "no_password", message: NO_PASSWORD_MESSAGE };
  }
  return (await verifyPassword(password, hash))
    ? { ok: true }
    : { ok: false, reason: "wrong_password", message: WRONG_PASSWORD_MESSAGE };
}

export async function hasPassword(db: Database, userId: number): Promise<boolean> {
  return !!(await passwordHashOf(db, userId));
}

/** Refuses, from now on, every session of the user created before `now`. */
async function revokeSessionsBefore(db: Database, userId: number, now: number) {
  await db
    .update(users)
    .set({ sessionsRevokedAt: now, updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))` })
    .where(eq(users.id, userId));
}

/**
 * Sets a new password. The current one is required when the account has one (an account made
 * through an identity provider sets its first password without). Every session of the user is
 * revoked except `currentSessionId`'s KV entry, which the caller replaces with a fresh session
 * (the fresh one is created after the revocation time, so it stays valid).
 */
export async function changePassword(
  deps: { db: Database; sessions: KVNamespace },
  userId: number,
  input: { currentPassword?: string; newPassword: string },
  currentSessionId: string | null,
  now = Date.now(),
): Promise<PasswordCheck> {
  if (await hasPassword(deps.db, userId)) {
    const check = await checkAccountPassword(deps.db, userId, input.currentPassword ?? "");
    if (!check.ok) return check;
  }
  await deps.db
    .update(users)
    .set({ passwordHash: await hashPassword(input.newPassword) })
    .where(eq(users.id, userId));
  await revokeSessionsBefore(deps.db, userId, now);
  await destroyUserSessions(deps.sessions, userId, { exceptId: currentSessionId });
  return { ok: true };
}

/** Ends every session of the user, this browser's too. Returns how many KV sessions were ended. */
export async function signOutEverywhere(
  deps: { db: Database; sessions: KVNamespace },
  userId: number,
  now = Date.now(),
): Promise<number> {
  await revokeSessionsBefore(deps.db, userId, now);
  return destroyUserSessions(deps.sessions, userId);
}

/**
 * Deletes the account after checking its password: the R2 images first (a failure leaves the
 * account as it was, to be tried again), then every row in one D1 batch, then every KV session.
 * Its comments and stories were on public pages, so the edge cache is purged (ADR 034).
 */
export async function deleteAccount(
  deps: {
    db: Database;
    sessions: KVNamespace;
    images: R2Bucket;
    edgeCache: { purge: (scopes: ["catalogue"]) => Promise<void> };
  },
  userId: number,
  password: string,
): Promise<PasswordCheck> {
  const check = await checkAccountPassword(deps.db, userId, password);
  if (!check.ok) return check;
  const keys = await listUserUploadKeys(deps.db, userId);
  for (let i = 0; i < keys.length; i += 1000) await deps.images.delete(keys.slice(i, i + 1000));
  await deleteAccountRows(deps.db, userId);
  await destroyUserSessions(deps.sessions, userId);
  await deps.edgeCache.purge(["catalogue"]);
  return { ok: true };
}
