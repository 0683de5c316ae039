/**
 * The account emails' use-cases (docs/decisions/027): verification after registration (the
 * account works meanwhile), password reset with a single-use 30-minute token, and the notice to
 * an address that someone tried to register again. No Request or Response: the JSON API and the
 * pages share them. Mail goes out in the background (waitUntil), so answers take the same time
 * whether or not an address has an account.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { emailTokens, users } from "#db/schema";
import {
  existingAccountMail,
  type MailMessageText,
  passwordResetMail,
  RESET_PASSWORD_TTL_MS,
  verificationMail,
  VERIFY_EMAIL_TTL_MS,
} from "~/domain/account-mail";
import { sessionUserColumns, type SessionUser } from "~/lib/auth.server";
import { sendInBackground, type Mailer } from "~/lib/mail.server";
import { hashPassword } from "~/lib/password.server";
import { destroyUserSessions } from "~/lib/session.server";
import { normalizeEmail } from "./accounts.server";
import { issueEmailToken, redeemEmailToken, type TokenPurpose } from "./email-tokens.server";
import { hitRateLimit } from "./rate-limit.server";

export type MailDeps = {
  db: Database;
  mailer: Mailer;
  waitUntil: (promise: Promise<unknown>) => void;
};

const HOUR = 60 * 60 * 1000;

export const ACCOUNT_MAIL_LIMITS = {
  /** verification emails a signed-in user may ask for */
  resendVerification: { limit: 3, windowMs: HOUR },
  /** reset emails per address (no mail bombing) and per client address */
  resetPerEmail: { limit: 3, windowMs: HOUR },
  resetPerClient: { limit: 20, windowMs: HOUR },
  /** "you already have an account" notices per address */
  existingAccountNotice: { limit: 2, windowMs: HOUR },
} as const;

export const verifyLink = (origin: string, token: string) =>
  `${origin}/verify-email?token=${encodeURIComponent(token)}`;
export const resetLink = (origin: string, token: string) =>
  `${origin}/reset-password?token=${encodeURIComponent(token)}`;

/** Issues a token of `purpose` for the user's address and mails what `mail` makes of it. */
async function mailToken(
  deps: MailDeps,
  user: { id: number; email: string },
  purpose: TokenPurpose,
  ttlMs: number,
  mail: (token: string) => MailMessageText,
): Promise<void> {
  const token = await issueEmailToken(deps.db, {
    userId: user.id,
    purpose,
    email: user.email,
    ttlMs,
  });
  sendInBackground(deps.mailer, deps.waitUntil, { to: user.email, ...mail(token) });
}

/** Issues a verification token and mails the link to the user's address. */
export function sendVerificationEmail(
  deps: MailDeps,
  user: Pick<SessionUser, "id" | "email" | "firstName">,
  origin: string,
): Promise<void> {
  return mailToken(deps, user, "verify-email", VERIFY_EMAIL_TTL_MS, (token) =>
    verificationMail(verifyLink(origin, token), user.firstName),
  );
}

/** A new verification email for a signed-in user, at most three an hour. */
export async function resendVerification(
  deps: MailDeps,
  user: SessionUser,
  origin: string,
): Promise<
  | { ok: true }
  | { ok: false; reason: "already_verified" }
  | { ok: false; reason: "rate_limited"; resetAt: number }
> {
  if (user.emailVerified) return { ok: false, reason: "already_verified" };
  const limit = await hitRateLimit(
    deps.db,
    `mail:verify:user:${user.id}`,
    ACCOUNT_MAIL_LIMITS.resendVerification,
  );
  if (!limit.allowed) return { ok: false, reason: "rate_limited", resetAt: limit.resetAt };
  await sendVerificationEmail(deps, user, origin);
  return { ok: true };
}

/**
 * Confirms the address with a verification token, for the signed-in user it was sent to, while
 * their address is still the one it was sent to. Single use.
 */
export async function confirmEmail(db: Database, userId: number, token: string): Promise<boolean> {
  const used = await redeemEmailToken(db, token, "verify-email", { userId });
  if (!used) return false;
  const at = new Date().toISOString();
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`, updatedAt: at })
    .where(and(eq(users.id, userId), eq(users.email, used.email)))
    .returning({ id: users.id });
  return Boolean(row);
}

/**
 * Mails a reset link when an account has this address; says nothing either way (the caller
 * answers the same). Limits: 3 an hour per address, 20 per client; `false` when limited.
 */
export async function requestPasswordReset(
  deps: MailDeps,
  input: { email: string; clientKey: string },
  origin: string,
): Promise<{ ok: true } | { ok: false; resetAt: number }> {
  const email = normalizeEmail(input.email);
  for (const [key, rule] of [
    [`mail:reset:client:${input.clientKey}`, ACCOUNT_MAIL_LIMITS.resetPerClient],
    [`mail:reset:email:${email}`, ACCOUNT_MAIL_LIMITS.resetPerEmail],
  ] as const) {
    const limit = await hitRateLimit(deps.db, key, rule);
    if (!limit.allowed) return { ok: false, resetAt: limit.resetAt };
  }
  const [user] = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (user) {
    await mailToken(deps, user, "reset-password", RESET_PASSWORD_TTL_MS, (token) =>
      passwordResetMail(resetLink(origin, token)),
    );
  }
  return { ok: true };
}

/**
 * Sets a new password with a reset token (single use, 30 minutes, for the address it was sent
 * to). Opening the link proves the inbox, so the address becomes verified; every session of the
 * user ends and their other email tokens go. Null when the token does not work.
 */
export async function resetPassword(
  deps: { db: Database; kv: KVNamespace },
  input: { token: string; password: string },
): Promise<SessionUser | null> {
  const used = await redeemEmailToken(deps.db, input.token, "reset-password");
  if (!used) return null;
  const at = new Date().toISOString();
  const passwordHash = await hashPassword(input.password);
  const [[user]] = await deps.db.batch([
    deps.db
      .update(users)
      .set({
        passwordHash,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at})`,
        updatedAt: at,
      })
      .where(and(eq(users.id, used.userId), eq(users.email, used.email)))
      .returning(sessionUserColumns),
    deps.db
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, used.userId), sql`${emailTokens.usedAt} IS NULL`)),
  ]);
  if (!user) return null;
  await destroyUserSessions(deps.kv, user.id);
  return user;
}

/** Tells an address that already has an account that someone tried to register it (2 an hour). */
export async function notifyExistingAccount(
  deps: MailDeps,
  email: string,
  origin: string,
): Promise<void> {
  const limit = await hitRateLimit(
    deps.db,
    `mail:existing:${normalizeEmail(email)}`,
    ACCOUNT_MAIL_LIMITS.existingAccountNotice,
  );
  if (!limit.allowed) return;
  sendInBackground(deps.mailer, deps.waitUntil, {
    to: normalizeEmail(email),
    ...existingAccountMail(`${origin}/auth`, `${origin}/forgot-password`),
  });
}
