import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { recipeArtBySlug } from "~/services/recipe-art.server";

/**
 * GET /images/recipe-art/{slug}.svg: the artwork of a recipe the app created (AI-generated), drawn
 * from its slug and cuisine like the catalogue's committed pictures (db/seed/recipe-art.ts).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^(.+)\.svg$/.exec(params.file ?? "");
  const svg = match ? await recipeArtBySlug(context.db, match[1]) : null;
  if (svg === null)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
