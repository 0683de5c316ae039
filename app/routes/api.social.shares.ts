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
import { limitUserContent } from "~/services/content-limits.server";
import { createShare } from "~/services/recipe-social.server";
import { getRecipe } from "~/services/recipes.server";

/**
 * POST /api/social/shares { recipeId, platform, caption?, imageUrl? }: records the share and answers
 * it with `shareUrl`, the platform's share page for the recipe's public link (the link itself for
 * Instagram, which has none).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, shareSchema);
  const recipe = await getRecipe(context.db, input.recipeId);
  if (!recipe) throw apiError(404, "not_found", "Recipe not found.");
  const limited = await limitUserContent(context.db, "share", user.id);
  if (limited) throw tooManyRequests(limited.resetAt);
  const origin = publicOrigin(request, context.env);
  const share = await createShare(context.db, user.id, {
    ...input,
    imageUrl: input.imageUrl ?? new URL(recipe.imageUrl, origin).href,
    recipeUrl: `${origin}/recipes/${recipe.id}`,
    recipeTitle: recipe.title,
  });
  return apiJson(share, { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
