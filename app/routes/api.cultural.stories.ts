import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { createStorySchema } from "~/domain/schemas/recipes";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { limitUserContent } from "~/services/content-limits.server";
import { createStory } from "~/services/cultural-stories.server";
import { recipeExists } from "~/services/recipes.server";

/** POST /api/cultural/stories: a signed-in user tells a story of a recipe (201); 429 past the limits. */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, createStorySchema);
  if (!(await recipeExists(context.db, input.recipeId)))
    throw apiError(404, "not_found", "Recipe not found.");
  const limited = await limitUserContent(context.db, "story", user.id);
  if (limited) throw tooManyRequests(limited.resetAt);
  return apiJson(await createStory(context.db, user.id, input), { status: 201 });
}

export const loader = () => methodNotAllowed(["POST"]);
