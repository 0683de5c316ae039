import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { searchRequestSchema } from "~/domain/schemas/recipes";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { getSessionUser } from "~/lib/auth.server";
import { searchRecipes } from "~/services/recipes.server";

/**
 * POST /api/recipe-agent/search: the search page's filters -> `{ recipes, total, limit, offset,
 * nextOffset }`. A signed-in user's stored profile ranks and excludes; a guest may send
 * `userProfile` for the same effect.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const input = await parseJsonBody(request, searchRequestSchema);
  const user = await getSessionUser(request, context);
  return apiJson(await searchRecipes(context.db, input, user?.id ?? null));
}

export const loader = () => methodNotAllowed(["POST"]);
