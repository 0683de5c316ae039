import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { registerApiSchema } from "~/domain/schemas/auth";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { startDecoySession, startUserSession } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/origin.server";
import { clientIp } from "~/services/auth-rate-limits.server";
import { registerWithPassword } from "~/services/sign-in.server";

/**
 * POST /api/register: registration fields without confirmPassword -> 201 and the user, signed in,
 * and a verification email. An address that already has an account gets the same answer (with a
 * session that does not exist) and its owner an email: the answer does not reveal accounts
 * (ADR 027). A taken username is 409; 429 past the limits (valid submissions only count).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, registerApiSchema);
  const result = await registerWithPassword(context, input, {
    client: clientIp(request),
    origin: publicOrigin(request, context.env),
  });
  if (!result.ok) {
    if (result.reason === "rate_limited") throw tooManyRequests(result.resetAt);
    if (result.reason === "conflict") {
      throw apiError(409, `${result.field}_taken`, result.message, {
        [result.field]: [result.message],
      });
    }
    throw apiError(400, "registration_failed", result.message);
  }
  const setCookie = result.decoy
    ? await startDecoySession(request, context)
    : await startUserSession(request, context, result.user.id);
  return apiJson(result.user, { status: 201, headers: { "Set-Cookie": setCookie } });
}

export const loader = () => methodNotAllowed(["POST"]);
