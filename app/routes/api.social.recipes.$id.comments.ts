import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commentSchema, parseIdParam } from "~/domain/schemas/recipes";
import { nextPageLink, parsePageRequest } from "~/domain/paging";
import {
  apiError,
  apiJson,
  methodNotAllowed,
  parseJsonBody,
  tooManyRequests,
} from "~/lib/api.server";
import { getSessionUser, requireApiUser } from "~/lib/auth.server";
import { limitUserContent } from "~/services/content-limits.server";
import { COMMENTS_PAGE, createComment, listComments } from "~/services/recipe-social.server";
import { recipeExists } from "~/services/recipes.server";

async function recipeIdOr404(db: Parameters<typeof recipeExists>[0], raw: string | undefined) {
  const id = parseIdParam(raw);
  if (!id || !(await recipeExists(db, id))) throw apiError(404, "not_found", "Recipe not found.");
  return id;
}

/**
 * GET /api/social/recipes/{id}/comments[?before=&limit=]: newest first, each with its author's
 * name and picture, a page at a time (`Link: <...>; rel="next"` for older ones). No author ids:
 * `userId` is set only on the viewer's own comments, with `isOwn` (docs/decisions/030).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = await recipeIdOr404(context.db, params.id);
  const url = new URL(request.url);
  const page = parsePageRequest(url.searchParams, COMMENTS_PAGE);
  const viewer = await getSessionUser(request, context);
  const { items, nextBefore } = await listComments(context.db, id, viewer?.id ?? null, page);
  const link = nextPageLink(url, nextBefore, page.limit);
  return apiJson(items, { headers: link ? { Link: link, Vary: "Cookie" } : { Vary: "Cookie" } });
}

/**
 * POST /api/social/recipes/{id}/comments { comment, rating? }: 201 with the comment; a rating
 * replaces the user's earlier rating of the recipe (one rating per person); 429 past the limits.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, commentSchema);
  const id = await recipeIdOr404(context.db, params.id);
  const limited = await limitUserContent(context.db, "comment", user.id);
  if (limited) throw tooManyRequests(limited.resetAt);
  return apiJson(await createComment(context.db, user.id, id, input), { status: 201 });
}
