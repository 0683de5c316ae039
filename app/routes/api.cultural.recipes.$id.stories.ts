import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { parseIdParam } from "~/domain/schemas/recipes";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { listStories } from "~/services/cultural-stories.server";
import { recipeExists } from "~/services/recipes.server";

/** GET /api/cultural/recipes/{id}/stories: the recipe's stories (with likedByMe for a signed-in viewer). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  if (!id || !(await recipeExists(context.db, id)))
    throw apiError(404, "not_found", "Recipe not found.");
  const user = await getSessionUser(request, context);
  return apiJson(await listStories(context.db, id, user?.id ?? null));
}

export const action = () => methodNotAllowed(["GET"]);
