import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextPageLink, parsePageRequest } from "~/domain/paging";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { listStories, STORIES_PAGE } from "~/services/cultural-stories.server";
import { recipeExists } from "~/services/recipes.server";

/**
 * GET /api/cultural/recipes/{id}/stories[?before=&limit=]: the recipe's stories, newest first, a
 * page at a time (`Link: <...>; rel="next"` while older ones exist), with likedByMe and isOwn for
 * a signed-in viewer; no other author's id.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  if (!id || !(await recipeExists(context.db, id)))
    throw apiError(404, "not_found", "Recipe not found.");
  const user = await getSessionUser(request, context);
  const url = new URL(request.url);
  const page = parsePageRequest(url.searchParams, STORIES_PAGE);
  const { items, nextBefore } = await listStories(context.db, id, user?.id ?? null, page);
  const link = nextPageLink(url, nextBefore, page.limit);
  return apiJson(items, { headers: link ? { Link: link, Vary: "Cookie" } : { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
