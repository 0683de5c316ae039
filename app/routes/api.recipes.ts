import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { expandCuisine } from "~/domain/recipe-search";
import { apiError, apiViewerJson, methodNotAllowed } from "~/lib/api.server";
import { withViewer } from "~/lib/auth.server";
import { pageHeaders, parsePageParams } from "~/lib/recipe-api.server";
import { readSearchProfile, profileQueryParts, queryRecipes } from "~/services/recipes.server";

/**
 * GET /api/recipes[?cuisine=][&q=][&limit=&offset=][&personalized=true]: a plain list of recipes
 * (the spec's shape), paged by the query and described by headers (recipe-api.server.ts).
 * `q` matches as the recommendations page's search box does (title, description, dietary tags;
 * quick, fast, easy also match 15-minute recipes). The list is in catalogue (id) order;
 * `personalized=true` gives the recommendations page's order and applies the signed-in user's
 * profile (restrictions and dislikes exclude, cuisines and goals rank).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const page = parsePageParams(url);
  const cuisineParam = url.searchParams.get("cuisine")?.trim() ?? "";
  const cuisines =
    cuisineParam && cuisineParam.toLowerCase() !== "all" ? expandCuisine(cuisineParam) : [];
  if (cuisineParam && cuisineParam.toLowerCase() !== "all" && cuisines.length === 0) {
    throw apiError(400, "invalid_query", `Unknown cuisine: ${cuisineParam.slice(0, 60)}`, {
      cuisine: ["Unknown cuisine"],
    });
  }
  const term = url.searchParams.get("q") ?? "";
  if (term.length > 100) {
    throw apiError(400, "invalid_query", "q must be at most 100 characters.", {
      q: ["At most 100 characters"],
    });
  }
  let personal = profileQueryParts(null);
  let viewerId: number | null = null;
  const personalized = url.searchParams.get("personalized") === "true";
  if (personalized) {
    // the profile with the user row: one D1 round trip before the list's (ADR 034)
    const viewer = await withViewer(request, context, (id) =>
      id === null ? Promise.resolve(null) : readSearchProfile(context.db, id),
    );
    viewerId = viewer.user?.id ?? null;
    if (viewer.data) personal = profileQueryParts(viewer.data);
  }
  const result = await queryRecipes(context.db, {
    term,
    mode: "card",
    cuisines,
    ...personal,
    // the catalogue's order, as the spec's readers expect; the recommendations page's order when personalised
    order: personalized ? "ranked" : "id",
    ...page,
  });
  // a personalised list is the viewer's own; everything else is the same for everyone
  return apiViewerJson(viewerId, result.recipes, {
    headers: pageHeaders(url, result, {
      cuisine: cuisineParam,
      q: term,
      personalized: personalized ? "true" : undefined,
    }),
  });
}

export const action = () => methodNotAllowed(["GET"]);
