import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, methodNotAllowed, tooManyRequests } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/origin.server";
import { resendVerification } from "~/services/account-email.server";

/**
 * POST /api/verify-email/resend (no body): a new verification link to the signed-in user's
 * address (the older link stops working). 202; 409 `already_verified`; 429 past 3 an hour.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const result = await resendVerification(context, user, publicOrigin(request, context.env));
  if (!result.ok) {
    if (result.reason === "rate_limited") throw tooManyRequests(result.resetAt);
    throw apiError(409, "already_verified", "Your email address is already verified.");
  }
  return apiJson({ ok: true }, { status: 202 });
}

export const loader = () => methodNotAllowed(["POST"]);
