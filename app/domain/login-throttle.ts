/**
 * When a password sign-in may be tried again (docs/decisions/027). Failures are counted per client
 * (its address bucket), per account and client, and per account; each count grows a delay after
 * a number of free failures (30 s, 1 min, 2 min, ... up to 15 minutes after the last failure). The
 * account-wide count slows only clients that have failed themselves, so nobody can lock an owner
 * out: the owner's correct password from an address that has not failed always gets through.
 * Successes and malformed requests are not failures. Pure.
 */
export const LOGIN_THROTTLE = {
  /** failures are forgotten after this long without a new one */
  windowMs: 60 * 60 * 1000,
  /** failures one client may make (on any accounts) before it is slowed */
  freePerClient: 20,
  /** failures one client may make on one account before it is slowed */
  freePerAccountClient: 5,
  /** failures on one account (from any clients) before clients that have failed are slowed */
  freePerAccount: 10,
  /** the first wait; each further failure doubles it */
  baseDelayMs: 30 * 1000,
  maxDelayMs: 15 * 60 * 1000,
} as const;

/** The wait after `failures` failures, `free` of them without any. */
export function delayAfter(failures: number, free: number): number {
  if (failures < free) return 0;
  return Math.min(LOGIN_THROTTLE.baseDelayMs * 2 ** (failures - free), LOGIN_THROTTLE.maxDelayMs);
}

export type FailureCount = { count: number; lastFailureAt: number };
const NONE: FailureCount = { count: 0, lastFailureAt: 0 };

/** The time before which this client may not try this account again, or null when it may now. */
export function loginBlockedUntil(
  counts: { client?: FailureCount; accountClient?: FailureCount; account?: FailureCount },
  now: number,
): number | null {
  const client = counts.client ?? NONE;
  const accountClient = counts.accountClient ?? NONE;
  const account = counts.account ?? NONE;
  const until = Math.max(
    client.lastFailureAt + delayAfter(client.count, LOGIN_THROTTLE.freePerClient),
    accountClient.lastFailureAt +
      delayAfter(accountClient.count, LOGIN_THROTTLE.freePerAccountClient),
    client.count > 0
      ? account.lastFailureAt + delayAfter(account.count, LOGIN_THROTTLE.freePerAccount)
      : 0,
  );
  return until > now ? until : null;
}
