import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { shareSchema } from "~/domain/schemas/recipes";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { publicOrigin } from "~/lib/origin.server";
import { shareRecipe } from "~/services/recipe-social.server";

/**
 * POST /api/social/shares { recipeId, platform, caption?, imageUrl? }: records the share and answers
 * it with `shareUrl`, the platform's share page for the recipe's public link (the link itself for
 * Instagram, which has none). The recipe page's `share` intent calls the same service.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, shareSchema);
  const result = await shareRecipe(context, user.id, input, publicOrigin(request, context.env));
  if (!result.ok) {
    if (result.reason === "rate_limited") throw tooManyRequests(result.resetAt);
    throw apiError(404, "not_found", "Recipe not found.");
  }
  return apiJson(result.share, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
