/**
 * Single-use, short-lived tokens sent by email (address verification, password reset). The token
 * is 32 random bytes; only its SHA-256 hash is stored, so a copy of the database opens nothing.
 * Using one is a single UPDATE ... WHERE used_at IS NULL AND expires_at > now RETURNING, so two
 * uses at once cannot both succeed. Issuing a new token of a purpose removes the user's older
 * unused ones. See docs/decisions/027.
 */
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { emailTokens } from "#db/schema";

export type TokenPurpose = "verify-email" | "reset-password";

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isTokenShape(value: unknown): value is string {
  return typeof value === "string" && TOKEN.test(value);
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** A new token for the user and purpose, sent to `email`; older unused ones of the purpose go. */
export async function issueEmailToken(
  db: Database,
  input: { userId: number; purpose: TokenPurpose; email: string; ttlMs: number; now?: number },
): Promise<string> {
  const now = input.now ?? Date.now();
  const token = randomToken();
  await db.batch([
    db
      .delete(emailTokens)
      .where(
        and(
          eq(emailTokens.userId, input.userId),
          eq(emailTokens.purpose, input.purpose),
          isNull(emailTokens.usedAt),
        ),
      ),
    db.insert(emailTokens).values({
      userId: input.userId,
      purpose: input.purpose,
      tokenHash: await hashToken(token),
      email: input.email,
      expiresAt: now + input.ttlMs,
    }),
  ]);
  return token;
}

/** The row of a live token (not used, not expired) of this purpose. */
async function liveToken(token: string, purpose: TokenPurpose, now: number) {
  return and(
    eq(emailTokens.tokenHash, await hashToken(token)),
    eq(emailTokens.purpose, purpose),
    isNull(emailTokens.usedAt),
    sql`${emailTokens.expiresAt} > ${now}`,
  );
}

/** Whether the token is live (not used, not expired), without using it: for a page to say so. */
export async function peekEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  now = Date.now(),
): Promise<{ userId: number; email: string } | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .select({ userId: emailTokens.userId, email: emailTokens.email })
    .from(emailTokens)
    .where(await liveToken(token, purpose, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses the token: the user and address it was sent to, or null when it is unknown, used, expired,
 * of another purpose, or (with `userId`) another user's.
 */
export async function redeemEmailToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
  { now = Date.now(), userId }: { now?: number; userId?: number } = {},
): Promise<{ userId: number; email: string } | null> {
  if (!isTokenShape(token)) return null;
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date(now).toISOString() })
    .where(
      and(
        await liveToken(token, purpose, now),
        userId === undefined ? undefined : eq(emailTokens.userId, userId),
      ),
    )
    .returning({ userId: emailTokens.userId, email: emailTokens.email });
  return row ?? null;
}

/** Deletes tokens that were used or expired a day ago or more (the Cron Trigger). */
export async function purgeOldEmailTokens(db: Database, now = Date.now()): Promise<number> {
  const dayAgo = now - 24 * 60 * 60 * 1000;
  const deleted = await db
    .delete(emailTokens)
    .where(
      or(
        lt(emailTokens.expiresAt, dayAgo),
        sql`${emailTokens.usedAt} IS NOT NULL AND ${emailTokens.usedAt} < ${new Date(dayAgo).toISOString()}`,
      ),
    )
    .returning({ id: emailTokens.id });
  return deleted.length;
}
