/**
 * Limits on sign-in and registration (docs/decisions/027), counted in D1 by client bucket
 * (IPv4 address, IPv6 /64: app/domain/client-address.ts) and by account (email):
 * - sign-in: failures only (a wrong password for an existing or unknown email), never successes or
 *   malformed requests; they grow delays (app/domain/login-throttle.ts), never a lock-out of an
 *   owner from an address that has not failed;
 * - registration: valid submissions only, 10 an hour per client and 5 an hour per email.
 */
import { inArray } from "drizzle-orm";
import type { Database } from "#db/client";
import { rateLimits } from "#db/schema";
import { clientBucket } from "~/domain/client-address";
import { LOGIN_THROTTLE, loginBlockedUntil, type FailureCount } from "~/domain/login-throttle";
import { countEvent, hitRateLimit } from "./rate-limit.server";

const MINUTE = 60_000;

export const REGISTER_LIMITS = {
  client: { limit: 10, windowMs: 60 * MINUTE },
  account: { limit: 5, windowMs: 60 * MINUTE },
} as const;

/**
 * The client's bucket for every rate limit (sign-in, registration, model calls): its address, an
 * IPv6 address by its /64. Cloudflare sets CF-Connecting-IP (and overwrites one sent by the
 * client); without it (local tools) every caller shares one fallback bucket.
 */
export function clientIp(request: Request): string {
  return clientBucket(request.headers.get("CF-Connecting-IP"));
}

export type LimitVerdict = { allowed: true } | { allowed: false; resetAt: number };

const normal = (email: string) => email.trim().toLowerCase();
const loginKeys = (email: string, client: string) => ({
  client: `login-fail:client:${client}`,
  accountClient: `login-fail:account-client:${normal(email)}:${client}`,
  account: `login-fail:account:${normal(email)}`,
});

/** Whether this client may try this account now (read only: a check counts nothing). */
export async function checkLoginThrottle(
  db: Database,
  email: string,
  client: string,
  now = Date.now(),
): Promise<LimitVerdict> {
  const keys = loginKeys(email, client);
  const rows = await db
    .select()
    .from(rateLimits)
    .where(inArray(rateLimits.key, Object.values(keys)));
  const count = (key: string): FailureCount | undefined => {
    const row = rows.find((r) => r.key === key);
    // a sliding window: resetAt is the last failure plus the window
    return row && row.resetAt > now
      ? { count: row.count, lastFailureAt: row.resetAt - LOGIN_THROTTLE.windowMs }
      : undefined;
  };
  const until = loginBlockedUntil(
    {
      client: count(keys.client),
      accountClient: count(keys.accountClient),
      account: count(keys.account),
    },
    now,
  );
  return until === null ? { allowed: true } : { allowed: false, resetAt: until };
}

/** Counts one failed sign-in against the client, the account and the pair (sliding windows). */
export async function recordLoginFailure(
  db: Database,
  email: string,
  client: string,
  now = Date.now(),
): Promise<void> {
  const upsert = (key: string) =>
    countEvent(db, key, { windowMs: LOGIN_THROTTLE.windowMs, now, sliding: true });
  const keys = loginKeys(email, client);
  await db.batch([upsert(keys.client), upsert(keys.accountClient), upsert(keys.account)]);
}

/** A success forgets this client's failures on this account (not its failures elsewhere). */
export async function clearLoginFailures(db: Database, email: string, client: string) {
  await db
    .delete(rateLimits)
    .where(inArray(rateLimits.key, [loginKeys(email, client).accountClient]));
}

async function hit(
  db: Database,
  key: string,
  rule: { limit: number; windowMs: number },
): Promise<LimitVerdict> {
  const result = await hitRateLimit(db, key, rule);
  return result.allowed ? { allowed: true } : { allowed: false, resetAt: result.resetAt };
}

/** Counts one valid registration for the client and the email. */
export async function limitRegistration(
  db: Database,
  email: string,
  client: string,
): Promise<LimitVerdict> {
  const byClient = await hit(db, `register:client:${client}`, REGISTER_LIMITS.client);
  if (!byClient.allowed) return byClient;
  return hit(db, `register:account:${normal(email)}`, REGISTER_LIMITS.account);
}
