import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { nextPageLink, parsePageRequest } from "~/domain/paging";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiViewerJson, methodNotAllowed } from "~/lib/api.server";
import { withViewer } from "~/lib/auth.server";
import { listStories, STORIES_PAGE } from "~/services/cultural-stories.server";
import { recipeExists } from "~/services/recipes.server";

/**
 * GET /api/cultural/recipes/{id}/stories[?before=&limit=]: the recipe's stories, newest first, a
 * page at a time (`Link: <...>; rel="next"` while older ones exist), with likedByMe and isOwn for
 * a signed-in viewer; no other author's id.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  if (!id) throw apiError(404, "not_found", "Recipe not found.");
  const url = new URL(request.url);
  const page = parsePageRequest(url.searchParams, STORIES_PAGE);
  // the recipe's existence, the page and the user row: one D1 round trip (ADR 034)
  const { data, user } = await withViewer(request, context, (viewerId) =>
    Promise.all([recipeExists(context.db, id), listStories(context.db, id, viewerId, page)]),
  );
  const [exists, { items, nextBefore }] = data;
  if (!exists) throw apiError(404, "not_found", "Recipe not found.");
  const link = nextPageLink(url, nextBefore, page.limit);
  return apiViewerJson(user?.id ?? null, items, {
    headers: link ? { Link: link, Vary: "Cookie" } : { Vary: "Cookie" },
  });
}

export const action = () => methodNotAllowed(["GET"]);
