/**
 * Flash notices across a redirect: an action sets a short-lived cookie, the root loader reads it,
 * shows it once through the app's one toast mechanism (app/components/toaster.tsx) and clears it.
 * The cookie is signed (cookies.server.ts), so only the server can choose what a notice says: an
 * unsigned one let anyone who could set a cookie show any text under the site's name.
 */
import { replace } from "@remix-run/cloudflare";
import { z } from "zod";
import type { AppContext } from "./context.server";
import {
  clearCookie,
  FLASH_COOKIE_NAME,
  readSignedCookie,
  requestHasCookie,
} from "./cookies.server";

export const TOAST_COOKIE = FLASH_COOKIE_NAME;

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

/** Appends the Set-Cookie that carries `toast` to the next page the browser loads. */
export async function flashToast(
  context: Pick<AppContext, "cookies">,
  headers: Headers,
  toast: ToastInput,
): Promise<void> {
  const { flash } = await context.cookies();
  headers.append("Set-Cookie", await flash.serialize(toastSchema.parse(toast)));
}

/**
 * A post's answer (post/redirect/get, ADR 041): a redirect that replaces the history entry, so Back
 * does not return to the form's page twice, carrying `toast` (when there is one) to the page it
 * opens. `headers`: more of the answer's headers (a new session's Set-Cookie).
 */
export async function replaceWithToast(
  context: Pick<AppContext, "cookies">,
  to: string,
  toast?: ToastInput,
  headers = new Headers(),
): Promise<Response> {
  if (toast) await flashToast(context, headers, toast);
  return replace(to, { headers });
}

/**
 * The flashed toast of this request (if any, signed by us and well-formed) and the Set-Cookie that
 * clears it.
 */
export async function readToast(
  request: Request,
  context: Pick<AppContext, "cookies">,
): Promise<{ toast: Toast | null; clearCookie: string | null }> {
  if (!requestHasCookie(request, TOAST_COOKIE)) {
    return { toast: null, clearCookie: null };
  }
  const { flash } = await context.cookies();
  const parsed = toastSchema.safeParse(await readSignedCookie(flash, request));
  return { toast: parsed.success ? parsed.data : null, clearCookie: await clearCookie(flash) };
}
