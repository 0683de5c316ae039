/**
 * Password hashing with PBKDF2-SHA256 through WebCrypto (Workers have no scrypt or argon2).
 * Stored as `pbkdf2-sha256$<iterations>$<salt b64>$<hash b64>` so the cost can be raised later:
 * `needsRehash` tells the login path to re-hash with the current parameters.
 * See docs/decisions/007-sessions-and-passwords.md.
 */

const ALGORITHM = "pbkdf2-sha256";
/** Production Workers refuse PBKDF2 above 100,000 iterations; local workerd has no cap. */
export const MAX_PBKDF2_ITERATIONS = 100_000;
export const PBKDF2_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const HASH_BYTES = 32;

export type PasswordHashParams = {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  hash: Uint8Array<ArrayBuffer>;
};

function toBase64(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** The one place PBKDF2 runs, so the iteration cap is enforced for every derivation. */
export async function deriveKey(
  password: string,
  salt: Uint8Array<ArrayBuffer>,
  iterations: number,
  lengthBytes = HASH_BYTES,
): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS) {
    throw new RangeError(`PBKDF2 iterations must be between 1 and ${MAX_PBKDF2_ITERATIONS}`);
  }
  const key = await crypto.subtle.importKey(
    "raw",
    new TextEncoder().encode(password),
    "PBKDF2",
    false,
    ["deriveBits"],
  );
  const bits = await crypto.subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-256", salt, iterations },
    key,
    lengthBytes * 8,
  );
  return new Uint8Array(bits);
}

export function parsePasswordHash(stored: string): PasswordHashParams | null {
  const parts = stored.split("$");
  if (parts.length !== 4 || parts[0] !== ALGORITHM) return null;
  const iterations = Number(parts[1]);
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_PBKDF2_ITERATIONS)
    return null;
  const salt = fromBase64(parts[2]);
  const hash = fromBase64(parts[3]);
  if (!salt || !hash || salt.length === 0 || hash.length === 0) return null;
  return { iterations, salt, hash };
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  const hash = await deriveKey(password, salt, PBKDF2_ITERATIONS);
  return `${ALGORITHM}$${PBKDF2_ITERATIONS}$${toBase64(salt)}$${toBase64(hash)}`;
}

/** Compares every byte whatever the first difference, so timing says nothing about the match. */
export function constantTimeEqual(a: Uint8Array, b: Uint8Array): boolean {
  let diff = a.length ^ b.length;
  const length = Math.max(a.length, b.length);
  for (let i = 0; i < length; i++) diff |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return diff === 0;
}

/** True when the password matches. An unreadable stored hash never matches (and still costs one derivation). */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const params = parsePasswordHash(stored) ?? parsePasswordHash(DUMMY_PASSWORD_HASH)!;
  const candidate = await deriveKey(password, params.salt, params.iterations, params.hash.length);
  const matches = constantTimeEqual(candidate, params.hash);
  return matches && stored !== DUMMY_PASSWORD_HASH;
}

/** True when the stored hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const params = parsePasswordHash(stored);
  return !params || params.iterations < PBKDF2_ITERATIONS || params.hash.length !== HASH_BYTES;
}

/**
 * A well-formed hash of a random password nobody knows. Verifying against it when the email is
 * unknown spends the same PBKDF2 time as a real check, so response time does not reveal accounts.
 */
export const DUMMY_PASSWORD_HASH =
  "pbkdf2-sha256$100000$3q2+7wABAgMEBQYHCAkKCw==$5N2x1lQk7Yk0pXc0l8mQmJrKk3l2b0w4cXh0Yk1Jd1E=";

/** Runs one derivation against the dummy hash; always false. */
export async function verifyDummyPassword(password: string): Promise<false> {
  await verifyPassword(password, DUMMY_PASSWORD_HASH);
  return false;
}
