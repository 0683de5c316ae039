/**
 * Accounts: registration, password sign-in and sign-in through an OpenID Connect provider.
 * No Request or Response here, so routes and jobs share it.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#db/client";
import { userIdentities, userProfiles, users } from "#db/schema";
import { energyColumns } from "~/domain/targets";
import type { RegisterInput } from "~/domain/schemas/auth";
import type { SessionUser } from "~/lib/auth.server";
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

const sessionUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  profileImageUrl: users.profileImageUrl,
};

export async function getUserById(db: Database, id: number): Promise<SessionUser | null> {
  const [user] = await db.select(sessionUserColumns).from(users).where(eq(users.id, id)).limit(1);
  return user ?? null;
}

async function findConflict(db: Database, email: string, username: string) {
  const rows = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(sql`${users.email} = ${email} OR lower(${users.username}) = lower(${username})`)
    .limit(2);
  if (rows.some((r) => r.email === email)) return new AccountConflictError("email");
  if (rows.length > 0) return new AccountConflictError("username");
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

/**
 * Signs in with a provider's verified identity:
 * 1. a known (issuer, subject) -> that user;
 * 2. else a verified email of an existing account -> link the identity to it;
 * 3. else a new user (without a password) and the link.
 */
export async function signInWithExternalIdentity(
  db: Database,
  identity: ExternalIdentity,
): Promise<{ user: SessionUser; created: boolean }> {
  const [linked] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(
      and(eq(userIdentities.issuer, identity.issuer), eq(userIdentities.subject, identity.subject)),
    )
    .limit(1);
  if (linked) {
    const user = await getUserById(db, linked.userId);
    if (user) return { user, created: false };
  }

  const email = identity.email ? normalizeEmail(identity.email) : null;
  if (!email) {
    throw new ExternalSignInError("Your identity provider did not share an email address.");
  }
  const [existing] = await db
    .select(sessionUserColumns)
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (existing) {
    if (identity.emailVerified !== true) {
      throw new ExternalSignInError(
        "An account with this email already exists. Sign in with your email and password.",
      );
    }
    await db
      .insert(userIdentities)
      .values({ userId: existing.id, issuer: identity.issuer, subject: identity.subject, email })
      .onConflictDoNothing();
    return { user: existing, created: false };
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
          })
          .returning(sessionUserColumns),
        db.insert(userIdentities).values({
          userId: sql`(SELECT id FROM users WHERE email = ${email})`,
          issuer: identity.issuer,
          subject: identity.subject,
          email,
        }),
      ]);
      return { user, created: true };
    } catch (error) {
      const violation = isUniqueViolation(error);
      if (violation && /username/.test(violation)) continue;
      if (violation) {
        // a concurrent callback for the same identity won the race: use its result
        return signInWithExternalIdentity(db, identity);
      }
      throw error;
    }
  }
  throw new ExternalSignInError("Could not create an account. Please try again.");
}
