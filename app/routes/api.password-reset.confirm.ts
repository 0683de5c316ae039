import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { INVALID_LINK_MESSAGE, passwordResetSchema } from "~/domain/schemas/auth";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { startUserSession } from "~/lib/auth.server";
import { resetPassword } from "~/services/account-email.server";

/**
 * POST /api/password-reset/confirm { token, password }: sets the new password with an emailed
 * token (single use, 30 minutes), verifies the address, ends every session of the user and signs
 * this browser in: 200 with the user. 400 `invalid_token` for a token that does not work.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, passwordResetSchema);
  const user = await resetPassword({ db: context.db, kv: context.kv.sessions }, input);
  if (!user) {
    throw apiError(400, "invalid_token", INVALID_LINK_MESSAGE, { token: [INVALID_LINK_MESSAGE] });
  }
  const setCookie = await startUserSession(request, context, user.id);
  return apiJson(user, { headers: { "Set-Cookie": setCookie } });
}

export const loader = () => methodNotAllowed(["POST"]);
