/**
 * What a recipe import needs from the request's context (ADR 038, 039): the guarded fetch with the
 * platform's fetch and DNS over HTTPS, R2 and the resizer for the page's picture, and the model. The import
 * page and `POST /api/recipes/import` both take them from here.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { getConfiguredModel } from "~/lib/ai.server";
import { importFetchDeps } from "~/lib/guarded-fetch.server";
import type { ImportDeps } from "~/services/recipe-import.server";

export function recipeImportDeps(context: AppLoadContext): ImportDeps {
  return {
    // plain pages are read by the configured chat model, when there is one (ADR 038)
    model: getConfiguredModel(context.env, "chat"),
    db: context.db,
    images: context.images,
    resizer: context.photoResizer,
    fetch: importFetchDeps(context.env, (url, init) => fetch(url, init)),
  };
}
