import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { INVALID_LINK_MESSAGE, verifyEmailSchema } from "~/domain/schemas/auth";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { confirmEmail } from "~/services/account-email.server";

/**
 * POST /api/verify-email { token }: the signed-in user confirms their address with the token
 * mailed to it (single use, 3 days). The token works only for the account it was sent for, so
 * confirming needs both the inbox and the account's password (ADR 027). 200 `{ emailVerified }`;
 * 400 `invalid_token` otherwise.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const { token } = await parseJsonBody(request, verifyEmailSchema);
  if (!(await confirmEmail(context.db, user.id, token))) {
    throw apiError(400, "invalid_token", INVALID_LINK_MESSAGE, { token: [INVALID_LINK_MESSAGE] });
  }
  return apiJson({ emailVerified: true });
}

export const loader = () => methodNotAllowed(["POST"]);
