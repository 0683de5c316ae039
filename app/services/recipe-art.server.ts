import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { recipeArtSvg } from "#db/seed/recipe-art";

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The artwork of a recipe by its slug, drawn from its slug and cuisine like the catalogue's
 * committed pictures (db/seed/recipe-art.ts); null for a malformed or unknown slug.
 */
export async function recipeArtBySlug(db: Database, slug: string): Promise<string | null> {
  if (!SLUG.test(slug)) return null;
  const [recipe] = await db
    .select({ slug: recipes.slug, cuisine: recipes.cuisine })
    .from(recipes)
    .where(eq(recipes.slug, slug))
    .limit(1);
  return recipe ? recipeArtSvg(recipe) : null;
}
