/**
 * Per-user rate limits on what people post for others to see (issue 17: one account posted 200
 * cultural stories in 8.6 s, and 60 one-star comments). Counted in D1 (hitRateLimit) only for a
 * request that would otherwise be written (valid body, existing recipe), so a typo never costs a
 * turn. Two windows each: a burst per hour and a total per day. See docs/decisions/030.
 */
import type { Database } from "#db/client";
import { hitRateLimit } from "./rate-limit.server";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

export const CONTENT_LIMITS = {
  story: [
    { limit: 10, windowMs: HOUR },
    { limit: 30, windowMs: DAY },
  ],
  comment: [
    { limit: 30, windowMs: HOUR },
    { limit: 200, windowMs: DAY },
  ],
  share: [
    { limit: 30, windowMs: HOUR },
    { limit: 200, windowMs: DAY },
  ],
  like: [
    { limit: 200, windowMs: HOUR },
    { limit: 1000, windowMs: DAY },
  ],
} as const;

export type ContentKind = keyof typeof CONTENT_LIMITS;

/** Counts one post of `kind` by the user: null when allowed, else when the user may post again. */
export async function limitUserContent(
  db: Database,
  kind: ContentKind,
  userId: number,
  now = Date.now(),
): Promise<{ resetAt: number } | null> {
  let blockedUntil: number | null = null;
  for (const rule of CONTENT_LIMITS[kind]) {
    const result = await hitRateLimit(db, `content:${kind}:${rule.windowMs}:user:${userId}`, {
      ...rule,
      now,
    });
    if (!result.allowed) blockedUntil = Math.max(blockedUntil ?? 0, result.resetAt);
  }
  return blockedUntil === null ? null : { resetAt: blockedUntil };
}
