import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerApiSchema } from "~/domain/schemas/auth";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { startUserSession } from "~/lib/auth.server";
import { clientIp } from "~/services/auth-rate-limits.server";
import { checkClientRateLimit, registerWithPassword } from "~/services/sign-in.server";

/** POST /api/register: registration fields without confirmPassword -> 201 and the user, signed in. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const limited = await checkClientRateLimit(context.db, "register", clientIp(request));
  if (limited) throw tooManyRequests(limited.resetAt);

  const input = await parseJsonBody(request, registerApiSchema);
  const result = await registerWithPassword(context.db, input);
  if (!result.ok) {
    if (result.reason === "rate_limited") throw tooManyRequests(result.resetAt);
    if (result.reason === "conflict") {
      throw apiError(409, `${result.field}_taken`, result.message, {
        [result.field]: [result.message],
      });
    }
    throw apiError(400, "registration_failed", result.message);
  }
  const setCookie = await startUserSession(request, context, result.user.id);
  return apiJson(result.user, { status: 201, headers: { "Set-Cookie": setCookie } });
}

export const loader = () => methodNotAllowed(["POST"]);
