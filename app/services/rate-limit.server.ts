import { lt, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { rateLimits } from "#db/schema";

export type RateLimitResult = { allowed: boolean; remaining: number; resetAt: number };

/**
 * Fixed-window counter in D1 (one upsert per call), so limits hold across requests and isolates.
 * D1 rather than KV: KV allows one write per second per key and is eventually consistent.
 */
/**
 * The upsert that counts one event under `key`: a new window starts when the old one has ended.
 * A fixed window keeps its end; a sliding one (`sliding`) moves it to `now + windowMs` with every
 * event, so the count is of events with no gap longer than the window (login failures).
 */
export function countEvent(
  db: Database,
  key: string,
  { windowMs, now, sliding = false }: { windowMs: number; now: number; sliding?: boolean },
) {
  const resetAt = now + windowMs;
  return db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        resetAt: sliding
          ? resetAt
          : sql`CASE WHEN ${rateLimits.resetAt} <= ${now} THEN ${resetAt} ELSE ${rateLimits.resetAt} END`,
      },
    });
}

export async function hitRateLimit(
  db: Database,
  key: string,
  { limit, windowMs, now = Date.now() }: { limit: number; windowMs: number; now?: number },
): Promise<RateLimitResult> {
  const [row] = await countEvent(db, key, { windowMs, now }).returning();
  return {
    allowed: row.count <= limit,
    remaining: Math.max(0, limit - row.count),
    resetAt: row.resetAt,
  };
}

/**
 * Claims `key` once within `windowMs`: true the first time, false after (a single-use marker in
 * the same table, e.g. an OpenID Connect attempt's state). Purged with the rate limits.
 */
export async function claimOnce(db: Database, key: string, windowMs: number): Promise<boolean> {
  const result = await hitRateLimit(db, key, { limit: 1, windowMs });
  return result.allowed;
}

export async function purgeExpiredRateLimits(db: Database, now: number): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return deleted.length;
}
