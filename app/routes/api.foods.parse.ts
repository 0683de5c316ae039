import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { foodParseRequestSchema } from "~/domain/schemas/foods";
import { apiJson, methodNotAllowed, parseJsonBody, tooManyRequests } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { clientIp } from "~/services/auth-rate-limits.server";
import { foodParseAnswer, limitFoodParsing } from "~/services/food-data.server";

/**
 * POST /api/foods/parse { text } -> { items: [{ input, name, foodId, grams, portion, calories,
 * protein, carbs, fat, assumptions, ... }], unmatched: [{ input, reason, suggestions }], totals }:
 * food text read by the food engine, every part accounted for. Guests may call it (rate limited
 * per client and per user); empty or over 600 characters answers 400 in the error shape.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const { text } = await parseJsonBody(request, foodParseRequestSchema);
  const user = await getSessionUser(request, context);
  const verdict = await limitFoodParsing(context.db, {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) throw tooManyRequests(verdict.resetAt);
  return apiJson(await foodParseAnswer(context.db, text));
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
