/**
 * HMAC-SHA256 signing for the app's cookies, in the format of Remix's own Workers signer
 * (`value.base64(signature)` without padding), so every cookie signed before still verifies and
 * every cookie signed here verifies with Remix's. The difference: the CryptoKey of a secret is
 * imported once per isolate, not on every `parse` and `serialize` (a signed-in read imported it
 * at least once per request: 6 % of a signed-in API read's CPU, ADR 034 addendum 2).
 *
 * The keys are derived from the signing secrets alone (SESSION_SECRET, or the one generated secret
 * kept in D1), never from a request; a CryptoKey is no I/O object, so isolates may share it across
 * requests. A rotated secret is a new key; the map is bounded all the same.
 */
const encoder = new TextEncoder();
const MAX_KEYS = 16;
const keys = new Map<string, Promise<CryptoKey>>();

function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    if (keys.size >= MAX_KEYS) keys.clear();
    const imported = crypto.subtle.importKey(
      "raw",
      encoder.encode(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    // a failed import is not kept
    imported.catch(() => {
      if (keys.get(secret) === imported) keys.delete(secret);
    });
    keys.set(secret, imported);
    key = imported;
  }
  return key;
}

export async function signCookieValue(value: string, secret: string): Promise<string> {
  const signature = await crypto.subtle.sign("HMAC", await hmacKey(secret), encoder.encode(value));
  const hash = btoa(String.fromCharCode(...new Uint8Array(signature))).replace(/=+$/, "");
  return `${value}.${hash}`;
}

/** The value when its signature is this secret's, else false (throws on a signature that is not base64). */
export async function unsignCookieValue(signed: string, secret: string): Promise<string | false> {
  const index = signed.lastIndexOf(".");
  const value = signed.slice(0, index);
  const bytes = atob(signed.slice(index + 1));
  const signature = new Uint8Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) signature[i] = bytes.charCodeAt(i);
  const valid = await crypto.subtle.verify(
    "HMAC",
    await hmacKey(secret),
    signature,
    encoder.encode(value),
  );
  return valid ? value : false;
}
