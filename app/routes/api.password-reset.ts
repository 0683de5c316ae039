import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { passwordResetRequestSchema, RESET_REQUESTED_MESSAGE } from "~/domain/schemas/auth";
import { apiJson, methodNotAllowed, parseJsonBody, tooManyRequests } from "~/lib/api.server";
import { publicOrigin } from "~/lib/origin.server";
import { requestPasswordReset } from "~/services/account-email.server";
import { clientIp } from "~/services/auth-rate-limits.server";

/**
 * POST /api/password-reset { email }: 202 with the same message whether or not the address has an
 * account; when it has, a single-use link valid 30 minutes goes to it. 429 past 3 an hour per
 * address or 20 per client (ADR 027).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { email } = await parseJsonBody(request, passwordResetRequestSchema);
  const result = await requestPasswordReset(
    context,
    { email, clientKey: clientIp(request) },
    publicOrigin(request, context.env),
  );
  if (!result.ok) throw tooManyRequests(result.resetAt);
  return apiJson({ ok: true, message: RESET_REQUESTED_MESSAGE }, { status: 202 });
}

export const loader = () => methodNotAllowed(["POST"]);
