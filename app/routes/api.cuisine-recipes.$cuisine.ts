import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { canonicalCuisine } from "~/domain/recipe-search";
import { apiError, apiPublicJson, methodNotAllowed } from "~/lib/api.server";
import { pageHeaders, parsePageParams } from "~/lib/recipe-api.server";
import { queryRecipes } from "~/services/recipes.server";

/**
 * GET /api/cuisine-recipes/{cuisine}: the recipes of exactly that cuisine (any case), a plain list
 * paged like GET /api/recipes. An unknown cuisine is 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // Remix has decoded the segment already: decoding it again threw on a "%" ("100%25") -> 500
  const cuisine = canonicalCuisine(params.cuisine ?? "");
  if (!cuisine) throw apiError(404, "not_found", "Unknown cuisine.");
  const url = new URL(request.url);
  const result = await queryRecipes(context.db, {
    cuisines: [cuisine],
    order: "id",
    ...parsePageParams(url),
  });
  return apiPublicJson(result.recipes, { headers: pageHeaders(url, result) });
}

export const action = () => methodNotAllowed(["GET"]);
