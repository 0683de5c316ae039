/**
 * Accounts: registration, password sign-in and sign-in through an OpenID Connect provider.
 * No Request or Response here, so routes and jobs share it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { emailTokens, userIdentities, userProfiles, users } from "#db/schema";
import { energyColumns } from "~/domain/targets";
import type { RegisterInput } from "~/domain/schemas/auth";
import { sessionUserColumns, type SessionUser } from "~/lib/auth.server";
import {
  hashPassword,
  needsRehash,
  verifyDummyPassword,
  verifyPassword,
} from "~/lib/password.server";

export class AccountConflictError extends Error {
  constructor(readonly field: "email" | "username") {
    super(
      field === "email"
        ? "An account with this email already exists."
        : "This username is already taken.",
    );
    this.name = "AccountConflictError";
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function getUserById(db: Database, id: number): Promise<SessionUser | null> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

/**
 * A taken username first, then a taken email: a registration that reuses a known username is
 * refused for the username whatever the email, so it cannot tell whether the email has an
 * account (docs/decisions/027).
 */
async function findConflict(db: Database, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`${users.email} = ${email} OR lower(${users.username}) = lower(${username})`)
    .limit(2);
  if (rows.some((r) => r.username.toLowerCase() === username.toLowerCase()))
    return new AccountConflictError("username");
  if (rows.length > 0) return new AccountConflictError("email");
  return null;
}

function isUniqueViolation(error: unknown): string | null {
  const text = String((error as { cause?: unknown })?.cause ?? error);
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  return text;
}

/**
 * Creates the user and their profile row in one D1 batch (atomic). Throws AccountConflictError
 * when the email or username is taken.
 */
export async function createUser(db: Database, input: RegisterInput): Promise<SessionUser> {
  const email = normalizeEmail(input.email);
  const username = input.username.trim();
  const conflict = await findConflict(db, email, username);
  if (conflict) throw conflict;

  const passwordHash = await hashPassword(input.password);
  const energy = energyColumns({
    age: input.age,
    height: input.height,
    weight: input.weight,
    gender: input.gender,
    activityLevel: input.activityLevel,
  });
  try {
    const [[user]] = await db.batch([
      db
        .insert(users)
        .values({
          username,
          email,
          passwordHash,
          firstName: input.firstName.trim(),
          lastName: input.lastName.trim(),
        })
        .returning(sessionUserColumns),
      db.insert(userProfiles).values({
        userId: sql`(SELECT id FROM users WHERE email = ${email})`,
        age: input.age ?? null,
        height: input.height ?? null,
        weight: input.weight ?? null,
        gender: input.gender ?? null,
        activityLevel: input.activityLevel ?? null,
        dietaryRestrictions: input.dietaryRestrictions ?? [],
        cuisinePreferences: input.cuisinePreferences ?? [],
        bmr: energy.bmr,
        tdee: energy.tdee,
        goalCalories: energy.goalCalories,
      }),
    ]);
    return user;
  } catch (error) {
    const violation = isUniqueViolation(error);
    if (violation) {
      throw new AccountConflictError(/username/.test(violation) ? "username" : "email");
    }
    throw error;
  }
}

/**
 * The user whose email and password these are, or null. Exactly one PBKDF2 derivation runs
 * whether or not the email exists, so neither the answer nor its timing reveals accounts.
 */
export async function verifyLogin(
  db: Database,
  { email, password }: { email: string; password: string },
): Promise<SessionUser | null> {
  const [row] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!row?.passwordHash) {
    await verifyDummyPassword(password);
    return null;
  }
  if (!(await verifyPassword(password, row.passwordHash))) return null;
  if (needsRehash(row.passwordHash)) {
    await db
      .update(users)
      .set({
        passwordHash: await hashPassword(password),
        updatedAt: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
      })
      .where(eq(users.id, row.id));
  }
  const { passwordHash: _hash, ...user } = row;
  return user;
}

// ------------------------------------------------------------------ external sign-in

export type ExternalIdentity = {
  issuer: string;
  subject: string;
  email?: string | null;
  emailVerified?: boolean;
  givenName?: string | null;
  familyName?: string | null;
  name?: string | null;
  preferredUsername?: string | null;
  picture?: string | null;
};

export class ExternalSignInError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ExternalSignInError";
  }
}

function usernameBase(identity: ExternalIdentity): string {
  const source =
    identity.preferredUsername || identity.email?.split("@")[0] || identity.givenName || "user";
  const cleaned = source.replace(/[^A-Za-z0-9_.-]/g, "").slice(0, 30);
  return cleaned.length >= 3 ? cleaned : `user${cleaned}`.padEnd(4, "0");
}

function randomDigits(): string {
  return String(crypto.getRandomValues(new Uint32Array(1))[0] % 100000).padStart(5, "0");
}

function splitName(identity: ExternalIdentity): {
  firstName: string | null;
  lastName: string | null;
} {
  if (identity.givenName || identity.familyName) {
    return { firstName: identity.givenName ?? null, lastName: identity.familyName ?? null };
  }
  const parts = (identity.name ?? "").trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(" ") || null };
}

export const UNVERIFIED_PROVIDER_EMAIL =
  "Your identity provider has not verified your email address. Verify it there, or sign in with your email and password.";
export const IDENTITY_LINKED_ELSEWHERE =
  "This provider account is already linked to another NutriCoach account.";

export type ExternalSignIn = {
  user: SessionUser;
  created: boolean;
  /** the identity was linked to the signed-in user who asked for it */
  linked: boolean;
  /**
   * an unverified password account with this address was claimed by the provider's verified
   * identity: its password and sessions were removed (pre-account takeover closed, ADR 027)
   */
  claimed: boolean;
};

async function linkIdentity(
  db: Database,
  userId: number,
  identity: ExternalIdentity,
  email: string | null,
) {
  await db
    .insert(userIdentities)
    .values({ userId, issuer: identity.issuer, subject: identity.subject, email })
    .onConflictDoNothing();
}

/**
 * Signs in with a provider's identity (docs/decisions/027):
 * 1. a known (issuer, subject) -> that user;
 * 2. a signed-in user who started the flow to link (`linkUserId`) -> the identity is linked to
 *    them (refused when it is already another account's);
 * 3. otherwise the provider must have verified the email, or nothing is created or linked:
 *    - an account with a verified address -> the identity is linked to it;
 *    - an account whose address was never verified -> the provider proves the address is this
 *      person's, so the account is claimed: its password (possibly set by someone who registered
 *      the address first) and every session end (`endSessions`), the address becomes verified,
 *      and the identity is linked;
 *    - no account -> a new one (no password, address verified) and the link.
 */
export async function signInWithExternalIdentity(
  db: Database,
  identity: ExternalIdentity,
  {
    linkUserId = null,
    endSessions,
  }: { linkUserId?: number | null; endSessions: (userId: number) => Promise<unknown> },
): Promise<ExternalSignIn> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    )
    .limit(1);
  if (linked && linkUserId !== null && linked.userId !== linkUserId) {
    throw new ExternalSignInError(IDENTITY_LINKED_ELSEWHERE);
  }
  if (linked) {
    const user = await getUserById(db, linked.userId);
    if (user) return { user, created: false, linked: false, claimed: false };
  }

  const email = identity.email ? normalizeEmail(identity.email) : null;
  if (linkUserId !== null) {
    const user = await getUserById(db, linkUserId);
    if (user) {
      await linkIdentity(db, user.id, identity, email);
      return { user, created: false, linked: true, claimed: false };
    }
  }
  if (!email) {
    throw new ExternalSignInError("Your identity provider did not share an email address.");
  }
  if (identity.emailVerified !== true) throw new ExternalSignInError(UNVERIFIED_PROVIDER_EMAIL);

  const [existing] = await db
    .select({ ...sessionUserColumns, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    const { passwordHash, ...user } = existing;
    if (user.emailVerified) {
      await linkIdentity(db, user.id, identity, email);
      return { user, created: false, linked: false, claimed: false };
    }
    const claimed = passwordHash !== null;
    const at = new Date().toISOString();
    await db.batch([
      db
        .update(users)
        .set({ passwordHash: null, emailVerifiedAt: at, updatedAt: at })
        .where(eq(users.id, user.id)),
      db.delete(emailTokens).where(eq(emailTokens.userId, user.id)),
      db
        .insert(userIdentities)
        .values({ userId: user.id, issuer: identity.issuer, subject: identity.subject, email })
        .onConflictDoNothing(),
    ]);
    await endSessions(user.id);
    return { user: { ...user, emailVerified: true }, created: false, linked: false, claimed };
  }

  const { firstName, lastName } = splitName(identity);
  const base = usernameBase(identity);
  for (let attempt = 0; attempt < 5; attempt++) {
    const username = attempt === 0 ? base : `${base}-${randomDigits()}`;
    const conflict = await findConflict(db, email, username);
    if (conflict?.field === "username") continue;
    try {
      const [[user]] = await db.batch([
        db
          .insert(users)
          .values({
            username,
            email,
            passwordHash: null,
            firstName,
            lastName,
            profileImageUrl: identity.picture ?? null,
            emailVerifiedAt: new Date().toISOString(),
          })
          .returning(sessionUserColumns),
        db.insert(userIdentities).values({
          userId: sql`(SELECT id FROM users WHERE email = ${email})`,
          issuer: identity.issuer,
          subject: identity.subject,
          email,
        }),
      ]);
      return { user, created: true, linked: false, claimed: false };
    } catch (error) {
      const violation = isUniqueViolation(error);
      if (violation && /username/.test(violation)) continue;
      if (violation) {
        // a concurrent callback for the same identity won the race: use its result
        return signInWithExternalIdentity(db, identity, { linkUserId, endSessions });
      }
      throw error;
    }
  }
  throw new ExternalSignInError("Could not create an account. Please try again.");
}
