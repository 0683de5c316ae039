/**
 * The recipe art of recipes the app creates (AI-populated ones): drawn by the same function as the
 * catalogue's committed pictures (app/domain/recipe-art.ts, ADR 031), from the recipe's stored
 * ingredients, with the illustrations the seed build wrote as a static file. The worker bundle
 * carries no illustration data: it reads public/images/art-icons.json through the assets binding.
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import { composeRecipeArt, type IconSet } from "~/domain/recipe-art";

export const ART_ICONS_PATH = "/images/art-icons.json";

async function readArtIcons(assets: Fetcher): Promise<IconSet> {
  const res = await assets.fetch(new Request(`https://assets.invalid${ART_ICONS_PATH}`));
  if (!res.ok) throw new Error(`recipe art icons: ${res.status}`);
  return (await res.json()) as IconSet;
}

/** The SVG of the recipe with this slug, or null when there is none. */
export async function drawRecipeArt(
  db: Database,
  assets: Fetcher,
  slug: string,
): Promise<string | null> {
  const [recipe] = await db
    .select({ slug: recipes.slug, cuisine: recipes.cuisine, ingredients: recipes.ingredients })
    .from(recipes)
    .where(eq(recipes.slug, slug))
    .limit(1);
  if (!recipe) return null;
  const ingredients = Array.isArray(recipe.ingredients)
    ? recipe.ingredients.map((i) => ({
        name: String(i?.name ?? i?.text ?? ""),
        grams: i?.grams ?? null,
      }))
    : [];
  return composeRecipeArt(
    { slug: recipe.slug, cuisine: recipe.cuisine, ingredients },
    await readArtIcons(assets),
  );
}
