/**
 * A generated picture for a recipe the app created (ADR 031): in production, with the Workers AI
 * binding, an image model paints the dish from its title and description, and the picture goes
 * through the same photo path as an upload (magic bytes, dimensions, R2, `photo_url`), so it
 * replaces the art like a photo would. Without the binding (local runs, tests without the fake)
 * nothing happens and the recipe keeps its art. A failure never fails the recipe job.
 */
import type { Database } from "#db/client";
import type { PhotoResizer } from "~/lib/photo-resizer.server";
import { saveRecipePhoto } from "./recipe-photos.server";

export const RECIPE_PICTURE_MODEL = "@cf/black-forest-labs/flux-1-schnell";

export type PictureRecipe = { id: number; title: string; description: string; cuisine: string };

function promptFor(recipe: PictureRecipe): string {
  return (
    `Overhead food photograph of ${recipe.title}, a ${recipe.cuisine} dish: ${recipe.description} ` +
    "Served on a plate on a wooden table, natural daylight, appetising, no text, no people."
  ).slice(0, 2000);
}

function decodeBase64(text: string): Uint8Array {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Paints and stores the recipe's picture; true when the recipe now shows it. */
export async function addGeneratedPicture(
  deps: { db: Database; images: R2Bucket; ai: Ai | null; resizer: PhotoResizer | null },
  recipe: PictureRecipe,
): Promise<boolean> {
  if (!deps.ai) return false;
  try {
    const output = (await deps.ai.run(
      RECIPE_PICTURE_MODEL as never,
      {
        prompt: promptFor(recipe),
        steps: 4,
      } as never,
    )) as { image?: unknown };
    if (typeof output?.image !== "string") return false;
    const saved = await saveRecipePhoto(deps, recipe.id, decodeBase64(output.image), "image/jpeg");
    if (!saved.ok) console.warn("generated recipe picture refused", recipe.id, saved.message);
    return saved.ok;
  } catch (error) {
    console.warn("generated recipe picture failed", recipe.id, String(error));
    return false;
  }
}
