/**
 * Rate limits on sign-in and registration, per client IP and per account (email), counted in D1
 * (hitRateLimit). Limits bound password guessing and the PBKDF2 work an attacker can cause.
 */
import type { Database } from "#db/client";
import { hitRateLimit } from "./rate-limit.server";

const MINUTE = 60_000;

export const AUTH_RATE_LIMITS = {
  login: {
    ip: { limit: 20, windowMs: 15 * MINUTE },
    account: { limit: 10, windowMs: 15 * MINUTE },
  },
  register: {
    ip: { limit: 10, windowMs: 60 * MINUTE },
    account: { limit: 5, windowMs: 60 * MINUTE },
  },
} as const;

export type AuthAction = keyof typeof AUTH_RATE_LIMITS;

/**
 * The client address: Cloudflare sets CF-Connecting-IP (and overwrites one sent by the client).
 * Without it (local tools) every caller shares one fallback bucket.
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  return ip && ip.length <= 64 ? ip : "unknown";
}

export type LimitVerdict = { allowed: true } | { allowed: false; resetAt: number };

async function hit(
  db: Database,
  key: string,
  rule: { limit: number; windowMs: number },
): Promise<LimitVerdict> {
  const result = await hitRateLimit(db, key, rule);
  return result.allowed ? { allowed: true } : { allowed: false, resetAt: result.resetAt };
}

export function limitByIp(db: Database, action: AuthAction, ip: string): Promise<LimitVerdict> {
  return hit(db, `${action}:ip:${ip}`, AUTH_RATE_LIMITS[action].ip);
}

export function limitByAccount(
  db: Database,
  action: AuthAction,
  email: string,
): Promise<LimitVerdict> {
  return hit(
    db,
    `${action}:account:${email.trim().toLowerCase()}`,
    AUTH_RATE_LIMITS[action].account,
  );
}
