/**
 * Limits on model calls, per client IP and per signed-in user (fixed windows in D1, see
 * rate-limit.server.ts). A model call costs money or CPU whichever model answers, so the built-in
 * coach counts too. Video frames (one every 2 s while real-time analysis is on) have their own
 * budget, sized for about 5 minutes of continuous analysis per 10 minutes.
 */
import type { Database } from "#db/client";
import { hitRateLimit } from "./rate-limit.server";

const MINUTE = 60_000;

export const AI_RATE_LIMITS = {
  coach: { ip: { limit: 30, windowMs: 10 * MINUTE }, user: { limit: 120, windowMs: 60 * MINUTE } },
  analysis: {
    ip: { limit: 30, windowMs: 10 * MINUTE },
    user: { limit: 100, windowMs: 60 * MINUTE },
  },
  frames: {
    ip: { limit: 150, windowMs: 10 * MINUTE },
    user: { limit: 150, windowMs: 10 * MINUTE },
  },
} as const;

export type AiCallKind = keyof typeof AI_RATE_LIMITS;

export type AiLimitVerdict = { allowed: true } | { allowed: false; resetAt: number };

/** Counts one call against the IP's and the user's budgets; refused when either is spent. */
export async function limitModelCall(
  db: Database,
  kind: AiCallKind,
  who: { ip: string; userId: number | null },
): Promise<AiLimitVerdict> {
  const rules = AI_RATE_LIMITS[kind];
  const byIp = await hitRateLimit(db, `ai:${kind}:ip:${who.ip}`, rules.ip);
  if (!byIp.allowed) return { allowed: false, resetAt: byIp.resetAt };
  if (who.userId !== null) {
    const byUser = await hitRateLimit(db, `ai:${kind}:user:${who.userId}`, rules.user);
    if (!byUser.allowed) return { allowed: false, resetAt: byUser.resetAt };
  }
  return { allowed: true };
}
