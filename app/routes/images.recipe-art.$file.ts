import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { drawRecipeArt } from "~/services/recipe-art.server";

/**
 * GET /images/recipe-art/{slug}.svg: the artwork of a recipe the app created (AI-generated), drawn
 * from its own main ingredients like the catalogue's committed pictures (ADR 031).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(params.file ?? "");
  const svg = match ? await drawRecipeArt(context.db, context.assets, match[1]) : null;
  if (!svg)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
