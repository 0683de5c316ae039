import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { commentSchema, parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { createComment, listComments } from "~/services/recipe-social.server";
import { recipeExists } from "~/services/recipes.server";

async function recipeIdOr404(db: Parameters<typeof recipeExists>[0], raw: string | undefined) {
  const id = parseIdParam(raw);
  if (!id || !(await recipeExists(db, id))) throw apiError(404, "not_found", "Recipe not found.");
  return id;
}

/** GET /api/social/recipes/{id}/comments: newest first, each with its author's name and picture. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = await recipeIdOr404(context.db, params.id);
  return apiJson(await listComments(context.db, id));
}

/** POST /api/social/recipes/{id}/comments { comment, rating? }: 201 with the comment. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["GET", "POST"]);
  const user = await requireApiUser(request, context);
  const input = await parseJsonBody(request, commentSchema);
  const id = await recipeIdOr404(context.db, params.id);
  return apiJson(await createComment(context.db, user.id, id, input), { status: 201 });
}
