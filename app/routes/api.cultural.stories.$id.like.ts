import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed, tooManyRequests } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { limitUserContent } from "~/services/content-limits.server";
import { setStoryLike } from "~/services/cultural-stories.server";

/**
 * POST /api/cultural/stories/{id}/like: one like per signed-in user (again is a no-op);
 * DELETE takes the like back. Answers `{ id, likes, liked }`; guests get 401.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "DELETE")
    throw methodNotAllowed(["POST", "DELETE"]);
  const user = await requireApiUser(request, context);
  const id = parseIdParam(params.id);
  if (!id) throw apiError(404, "not_found", "Story not found.");
  const limited = await limitUserContent(context.db, "like", user.id);
  if (limited) throw tooManyRequests(limited.resetAt);
  const result = id ? await setStoryLike(context.db, user.id, id, request.method === "POST") : null;
  if (!result?.ok) throw apiError(404, "not_found", "Story not found.");
  return apiJson({ id: result.id, likes: result.likes, liked: result.liked });
}

export const loader = () => methodNotAllowed(["POST", "DELETE"]);
