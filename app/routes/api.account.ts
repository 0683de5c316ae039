import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { accountDeleteSchema } from "~/domain/schemas/account";
import { apiError, methodNotAllowed, parseJsonBody, tooManyRequests } from "~/lib/api.server";
import { endUserSession, requireApiUser } from "~/lib/auth.server";
import { deleteAccount } from "~/services/account-security.server";

const ALLOWED = ["DELETE"];

/**
 * DELETE /api/account `{ password }`: deletes the signed-in user's account with every row, KV
 * session and R2 image it owns (app/services/account-security.server.ts). 204 and a cleared
 * cookie; 403 for a wrong password (or an account without one); 429 after 10 password attempts in
 * 15 minutes.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "DELETE") throw methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request, context);
  const { password } = await parseJsonBody(request, accountDeleteSchema);
  const check = await deleteAccount(
    {
      db: context.db,
      sessions: context.kv.sessions,
      images: context.images,
      edgeCache: context.edgeCache,
    },
    user.id,
    password,
  );
  if (!check.ok) {
    if (check.reason === "rate_limited") throw tooManyRequests(check.resetAt);
    throw apiError(403, check.reason, check.message, { password: [check.message] });
  }
  const setCookie = await endUserSession(request, context);
  return new Response(null, {
    status: 204,
    headers: { "Set-Cookie": setCookie, "Cache-Control": "no-store" },
  });
}

export const loader = () => methodNotAllowed(ALLOWED);
