import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam, updateStorySchema } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { recipeScope } from "~/lib/edge-cache.server";
import { updateStory } from "~/services/cultural-stories.server";

/** PATCH /api/cultural/stories/{id}: the author edits their story; anyone else gets 403. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "PATCH") throw methodNotAllowed(["PATCH"]);
  const user = await requireApiUser(request, context);
  const id = parseIdParam(params.id);
  if (!id) throw apiError(404, "not_found", "Story not found.");
  const input = await parseJsonBody(request, updateStorySchema);
  const result = await updateStory(context.db, user.id, id, input);
  if (!result.ok) {
    throw result.reason === "forbidden"
      ? apiError(403, "forbidden", "Only the author can edit this story.")
      : apiError(404, "not_found", "Story not found.");
  }
  await context.edgeCache.purge([recipeScope(result.story.recipeId)]);
  return apiJson(result.story);
}

export const loader = () => methodNotAllowed(["PATCH"]);
