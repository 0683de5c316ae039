/**
 * Flash notices across a redirect: an action sets a short-lived cookie, the root loader reads it,
 * shows it once through the app's one toast mechanism (app/components/toaster.tsx) and clears it.
 * The cookie holds only display text (rendered as text, never as HTML), so it needs no signature.
 */
import { z } from "zod";

export const TOAST_COOKIE = "nc_toast";

export const toastSchema = z.object({
  id: z
    .string()
    .max(64)
    .default(() => crypto.randomUUID()),
  title: z.string().max(200),
  description: z.string().max(500).default(""),
  variant: z.enum(["default", "destructive"]).default("default"),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

function encode(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function decode(value: string): string {
  const base64 = value.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
}

/** Cookies of plain-http local development cannot be Secure; everything else is https. */
export function isSecureRequest(request: Request): boolean {
  return new URL(request.url).protocol === "https:";
}

function cookieAttributes(secure: boolean, maxAge: number): string {
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure ? "; Secure" : ""}`;
}

/** Appends the Set-Cookie that carries `toast` to the next page the browser loads. */
export function flashToast(headers: Headers, toast: ToastInput, { secure = true } = {}): void {
  const value = encode(JSON.stringify(toastSchema.parse(toast)));
  headers.append("Set-Cookie", `${TOAST_COOKIE}=${value}; ${cookieAttributes(secure, 60)}`);
}

/** The flashed toast of this request (if any, and well-formed) and the Set-Cookie that clears it. */
export function readToast(
  request: Request,
  { secure = true } = {},
): { toast: Toast | null; clearCookie: string | null } {
  const header = request.headers.get("Cookie") ?? "";
  const match = header.match(new RegExp(`(?:^|;\\s*)${TOAST_COOKIE}=([^;]*)`));
  if (!match) return { toast: null, clearCookie: null };
  const clearCookie = `${TOAST_COOKIE}=; ${cookieAttributes(secure, 0)}`;
  try {
    const parsed = toastSchema.safeParse(JSON.parse(decode(match[1])));
    return { toast: parsed.success ? parsed.data : null, clearCookie };
  } catch {
    return { toast: null, clearCookie };
  }
}
