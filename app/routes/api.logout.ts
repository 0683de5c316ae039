import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { safeRedirect } from "~/domain/safe-redirect";
import {
  apiError,
  apiJson,
  MAX_JSON_BODY_BYTES,
  methodNotAllowed,
  readBodyText,
} from "~/lib/api.server";
import { AUTH_NOTICES, flashNotice } from "~/lib/auth-notices.server";
import { endUserSession } from "~/lib/auth.server";

function isFormPost(contentType: string | null): boolean {
  const type = contentType?.split(";")[0].trim().toLowerCase();
  return type === "application/x-www-form-urlencoded" || type === "multipart/form-data";
}

/**
 * POST /api/logout: deletes the session and clears the cookie.
 * - a form post (the navigation's Logout button) redirects to `/` (or a same-origin redirectTo)
 *   with the 'Logged out' notice;
 * - any other caller gets JSON: `{ ok: true }`, or the error shape for a body it cannot read.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const contentType = request.headers.get("Content-Type");

  if (isFormPost(contentType)) {
    let redirectTo = "/";
    try {
      redirectTo = safeRedirect((await request.formData()).get("redirectTo"));
    } catch {
      // an unreadable form still logs out
    }
    const headers = new Headers({ "Set-Cookie": await endUserSession(request, context) });
    await flashNotice(context, headers, AUTH_NOTICES.loggedOut());
    return redirect(redirectTo, { headers });
  }

  // JSON callers send no body or a JSON object; anything else is refused before logging out.
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES).catch(() => null);
  if (text === null) throw apiError(413, "payload_too_large", "The request body is too large.");
  if (text.trim() !== "") {
    const type = contentType?.split(";")[0].trim().toLowerCase();
    if (type !== "application/json") {
      throw apiError(415, "unsupported_media_type", "Send no body, or a JSON object.");
    }
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw apiError(400, "invalid_json", "The request body is not valid JSON.");
    }
    if (!value || typeof value !== "object" || Array.isArray(value)) {
      throw apiError(400, "validation_failed", "The request body must be a JSON object.");
    }
  }
  const setCookie = await endUserSession(request, context);
  return apiJson({ ok: true }, { headers: { "Set-Cookie": setCookie } });
}

export const loader = () => methodNotAllowed(["POST"]);
