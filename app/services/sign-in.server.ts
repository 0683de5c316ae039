/**
 * Password sign-in and registration as use-cases, shared by the JSON API (/api/login,
 * /api/register) and the /auth page's actions: rate limits, then the account service.
 */
import type { Database } from "#db/client";
import type { LoginInput, RegisterInput } from "~/domain/schemas/auth";
import type { SessionUser } from "~/lib/auth.server";
import { AccountConflictError, createUser, verifyLogin } from "./accounts.server";
import { limitByAccount, limitByIp, type AuthAction } from "./auth-rate-limits.server";

/** Identical for an unknown email and a wrong password: no account enumeration. */
export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const RATE_LIMITED_MESSAGE = "Too many attempts. Please wait a moment and try again.";

export type SignInResult =
  | { ok: true; user: SessionUser }
  | { ok: false; reason: "rate_limited"; resetAt: number; message: string }
  | { ok: false; reason: "invalid_credentials"; message: string }
  | { ok: false; reason: "conflict"; field: "email" | "username"; message: string };

export async function checkClientRateLimit(
  db: Database,
  action: AuthAction,
  ip: string,
): Promise<{ resetAt: number; message: string } | null> {
  const verdict = await limitByIp(db, action, ip);
  return verdict.allowed ? null : { resetAt: verdict.resetAt, message: RATE_LIMITED_MESSAGE };
}

export async function loginWithPassword(db: Database, input: LoginInput): Promise<SignInResult> {
  const verdict = await limitByAccount(db, "login", input.email);
  if (!verdict.allowed) {
    return {
      ok: false,
      reason: "rate_limited",
      resetAt: verdict.resetAt,
      message: RATE_LIMITED_MESSAGE,
    };
  }
  const user = await verifyLogin(db, input);
  if (!user)
    return { ok: false, reason: "invalid_credentials", message: INVALID_CREDENTIALS_MESSAGE };
  return { ok: true, user };
}

export async function registerWithPassword(
  db: Database,
  input: RegisterInput,
): Promise<SignInResult> {
  const verdict = await limitByAccount(db, "register", input.email);
  if (!verdict.allowed) {
    return {
      ok: false,
      reason: "rate_limited",
      resetAt: verdict.resetAt,
      message: RATE_LIMITED_MESSAGE,
    };
  }
  try {
    return { ok: true, user: await createUser(db, input) };
  } catch (error) {
    if (error instanceof AccountConflictError) {
      return { ok: false, reason: "conflict", field: error.field, message: error.message };
    }
    throw error;
  }
}
