/**
 * Password sign-in, registration and password reset as use-cases, shared by the JSON API
 * (/api/login, /api/register, /api/password-reset/*) and the pages' actions (docs/decisions/027):
 * limits, then the account service, then the emails.
 */
import { sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { users } from "#db/schema";
import type { LoginInput, RegisterInput } from "~/domain/schemas/auth";
import type { SessionUser } from "~/lib/auth.server";
import { hashPassword } from "~/lib/password.server";
import {
  notifyExistingAccount,
  sendVerificationEmail,
  type MailDeps,
} from "./account-email.server";
import { AccountConflictError, createUser, normalizeEmail, verifyLogin } from "./accounts.server";
import {
  checkLoginThrottle,
  clearLoginFailures,
  limitRegistration,
  recordLoginFailure,
} from "./auth-rate-limits.server";

/** Identical for an unknown email and a wrong password: no account enumeration. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a moment and try again.";

type RateLimited = { ok: false; reason: "rate_limited"; resetAt: number; message: string };

/** The refusal of a client that tried too often (login and registration alike). */
function rateLimited(resetAt: number): RateLimited {
  return { ok: false, reason: "rate_limited", resetAt, message: RATE_LIMITED_MESSAGE };
}

export type SignInResult =
  | { ok: true; user: SessionUser }
  | RateLimited
  | { ok: false; reason: "invalid_credentials"; message: string }
  | { ok: false; reason: "conflict"; field: "username"; message: string };

/**
 * A password sign-in from `client` (its address bucket). A client that failed too often waits
 * (429 with when to retry) before its password is even checked; a client that never failed is
 * never made to wait. Only wrong credentials count.
 */
export async function loginWithPassword(
  db: Database,
  input: LoginInput,
  { client }: { client: string },
): Promise<SignInResult> {
  const verdict = await checkLoginThrottle(db, input.email, client);
  if (!verdict.allowed) return rateLimited(verdict.resetAt);
  const user = await verifyLogin(db, input);
  if (!user) {
    await recordLoginFailure(db, input.email, client);
    return { ok: false, reason: "invalid_credentials", message: INVALID_CREDENTIALS_MESSAGE };
  }
  await clearLoginFailures(db, input.email, client);
  return { ok: true, user };
}

export type RegistrationResult =
  | { ok: true; user: SessionUser; decoy: false }
  /** the address already has an account: the same answer, no session, the owner is emailed */
  | { ok: true; user: SessionUser; decoy: true }
  | Exclude<SignInResult, { ok: true }>;

/**
 * What a registration for a taken address answers: the submitted details in the shape of a new
 * user, with the id the next account would get. Nothing is stored (docs/decisions/027).
 */
async function decoyUser(db: Database, input: RegisterInput): Promise<SessionUser> {
  const [row] = await db
    .select({ next: sql<number>`coalesce(max(${users.id}), 0) + 1` })
    .from(users);
  return {
    id: row?.next ?? 1,
    username: input.username.trim(),
    email: normalizeEmail(input.email),
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    profileImageUrl: null,
    emailVerified: false,
  };
}

/**
 * Registers a password account. The answer never says whether the address already has an
 * account: a taken address gets the same success (a decoy user, no stored account) and its owner
 * an email; a new account gets a verification email and works meanwhile. A taken username is
 * still refused (usernames are chosen, not private).
 */
export async function registerWithPassword(
  deps: MailDeps,
  input: RegisterInput,
  { client, origin }: { client: string; origin: string },
): Promise<RegistrationResult> {
  const verdict = await limitRegistration(deps.db, input.email, client);
  if (!verdict.allowed) return rateLimited(verdict.resetAt);
  try {
    const user = await createUser(deps.db, input);
    await sendVerificationEmail(deps, user, origin);
    return { ok: true, user, decoy: false };
  } catch (error) {
    if (!(error instanceof AccountConflictError)) throw error;
    if (error.field === "username") {
      return { ok: false, reason: "conflict", field: "username", message: error.message };
    }
    // the same work as a real registration (one PBKDF2 derivation), then the owner's notice
    await hashPassword(input.password);
    await notifyExistingAccount(deps, input.email, origin);
    return { ok: true, user: await decoyUser(deps.db, input), decoy: true };
  }
}
