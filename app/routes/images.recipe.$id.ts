import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { getRecipeImageUrl } from "~/services/recipes.server";

/**
 * GET /images/recipe/{id}: a redirect to the recipe's picture (its uploaded photo when it has one,
 * else its art), for places that know a recipe by its id only, such as meal-plan cells.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const id = /^\d{1,9}$/.test(params.id ?? "") ? Number(params.id) : null;
  const url = id ? await getRecipeImageUrl(context.db, id) : null;
  if (!url)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(null, {
    status: 302,
    headers: { Location: url, "Cache-Control": "public, max-age=3600" },
  });
}
