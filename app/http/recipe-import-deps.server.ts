/**
 * What a recipe import needs from the request's context (ADR 038, 039): the guarded fetch with the
 * platform's fetch and DNS over HTTPS, and R2 and the resizer for the page's picture. The import
 * page and `POST /api/recipes/import` both take them from here.
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import { importFetchDeps } from "~/lib/guarded-fetch.server";
import type { PictureDeps } from "~/services/recipe-import.server";

export function recipeImportDeps(context: AppLoadContext): PictureDeps {
  return {
    db: context.db,
    images: context.images,
    resizer: context.photoResizer,
    fetch: importFetchDeps(context.env, (url, init) => fetch(url, init)),
  };
}
