import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { eq } from "drizzle-orm";
import { recipes } from "#db/schema";
import { recipeArtSvg } from "#db/seed/recipe-art";

/**
 * GET /images/recipe-art/{slug}.svg: the artwork of a recipe the app created (AI-generated), drawn
 * from its slug and cuisine like the catalogue's committed pictures (db/seed/recipe-art.ts).
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const match = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/.exec(params.file ?? "");
  const [recipe] = match
    ? await context.db
        .select({ slug: recipes.slug, cuisine: recipes.cuisine })
        .from(recipes)
        .where(eq(recipes.slug, match[1]))
        .limit(1)
    : [];
  if (!recipe)
    return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(recipeArtSvg(recipe), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
    },
  });
}
