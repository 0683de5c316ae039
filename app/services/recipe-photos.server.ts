/**
 * Recipe photos (ADR 031): a photo uploaded by a recipe administrator (or, in production, a picture
 * Workers AI made for an AI-populated recipe) replaces the recipe's art. The bytes decide what the
 * file is (magic numbers), the header's dimensions are bounded before anything decodes it, the
 * photo is resized when the deployment can (lib/photo-resizer.server.ts) and kept within a size
 * cap when it cannot, stored in R2 under a content-hashed key, and served with a year's caching
 * (a new photo is a new URL).
 */
import { eq } from "drizzle-orm";
import type { Database } from "#db/client";
import { recipes } from "#db/schema";
import {
  checkImage,
  IMAGE_EXTENSIONS,
  imageDimensions,
  sniffImageType,
  type AcceptedImageType,
} from "~/domain/images";
import type { PhotoResizer } from "~/lib/photo-resizer.server";

import { PHOTO_URL_PREFIX } from "~/domain/recipe-photo-url";

export { PHOTO_URL_PREFIX };
export const PHOTO_PREFIX = "recipe-photos/";
/** Without a resizer the original is kept, so it must already be a reasonable size. */
export const UNRESIZED_MAX_BYTES = 2 * 1024 * 1024;
/** A header claiming more pixels than this on a side is refused (a decompression bomb). */
export const MAX_PHOTO_SIDE = 8000;

export type PhotoRefusal = {
  ok: false;
  status: 400 | 404 | 413 | 415;
  code: string;
  message: string;
};
export type PhotoSaved = { ok: true; photoUrl: string; bytes: number; type: string };

async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

function keyOf(photoUrl: string | null): string | null {
  return photoUrl?.startsWith(PHOTO_URL_PREFIX)
    ? PHOTO_PREFIX + photoUrl.slice(PHOTO_URL_PREFIX.length)
    : null;
}

/**
 * Whether these bytes can be a recipe's photo: magic bytes, header dimensions, and the size cap
 * when nothing will resize them. Pure; stores nothing (the import checks a picture before saving).
 */
export function checkPhotoBytes(
  bytes: Uint8Array,
  declaredType: string | null | undefined,
  canResize: boolean,
): { ok: true; type: AcceptedImageType } | PhotoRefusal {
  const check = checkImage(bytes, declaredType);
  if (!check.ok)
    return { ok: false, status: check.status, code: check.code, message: check.message };
  const size = imageDimensions(bytes);
  if (!size || size.width < 1 || size.height < 1)
    return {
      ok: false,
      status: 415,
      code: "invalid_image_type",
      message: "Please select an image file",
    };
  if (size.width > MAX_PHOTO_SIDE || size.height > MAX_PHOTO_SIDE)
    return {
      ok: false,
      status: 413,
      code: "image_too_large",
      message: `The photo is larger than ${MAX_PHOTO_SIDE} pixels on a side.`,
    };
  if (!canResize && bytes.byteLength > UNRESIZED_MAX_BYTES)
    return {
      ok: false,
      status: 413,
      code: "image_too_large",
      message: `Photos up to ${UNRESIZED_MAX_BYTES / (1024 * 1024)} MB can be stored here. Please choose a smaller one.`,
    };
  return { ok: true, type: check.type };
}

/** Checks, resizes (when it can) and stores a recipe's photo; the recipe shows it from now on. */
export async function saveRecipePhoto(
  deps: { db: Database; images: R2Bucket; resizer: PhotoResizer | null },
  recipeId: number,
  bytes: Uint8Array,
  declaredType?: string | null,
): Promise<PhotoSaved | PhotoRefusal> {
  const [recipe] = await deps.db
    .select({ id: recipes.id, photoUrl: recipes.photoUrl })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!recipe) return { ok: false, status: 404, code: "not_found", message: "Recipe not found" };
  const checked = checkPhotoBytes(bytes, declaredType, deps.resizer !== null);
  if (!checked.ok) return checked;
  let stored: { bytes: Uint8Array; type: AcceptedImageType } = { bytes, type: checked.type };
  if (deps.resizer) {
    stored = await deps.resizer(bytes);
    // the resizer's output is checked like any upload
    if (sniffImageType(stored.bytes) !== stored.type)
      throw new Error("the image resizer returned something other than WebP");
  }
  const hash = (await sha256Hex(stored.bytes)).slice(0, 20);
  const name = `${recipeId}/${hash}.${IMAGE_EXTENSIONS[stored.type]}`;
  await deps.images.put(PHOTO_PREFIX + name, stored.bytes, {
    httpMetadata: { contentType: stored.type, cacheControl: "public, max-age=31536000, immutable" },
  });
  const photoUrl = PHOTO_URL_PREFIX + name;
  await deps.db
    .update(recipes)
    .set({ photoUrl, updatedAt: new Date().toISOString() })
    .where(eq(recipes.id, recipeId));
  const previous = keyOf(recipe.photoUrl);
  if (previous && previous !== PHOTO_PREFIX + name) await deps.images.delete(previous);
  return { ok: true, photoUrl, bytes: stored.bytes.byteLength, type: stored.type };
}

/** Takes the photo away: the recipe shows its art again. False when the recipe does not exist. */
export async function removeRecipePhoto(
  deps: { db: Database; images: R2Bucket },
  recipeId: number,
): Promise<boolean> {
  const [recipe] = await deps.db
    .select({ photoUrl: recipes.photoUrl })
    .from(recipes)
    .where(eq(recipes.id, recipeId))
    .limit(1);
  if (!recipe) return false;
  await deps.db
    .update(recipes)
    .set({ photoUrl: null, updatedAt: new Date().toISOString() })
    .where(eq(recipes.id, recipeId));
  const key = keyOf(recipe.photoUrl);
  if (key) await deps.images.delete(key);
  return true;
}

/** The stored photo for a path under /images/recipe-photos/, or null. */
export async function readRecipePhoto(images: R2Bucket, name: string) {
  if (!/^\d{1,9}\/[0-9a-f]{20}\.(jpg|png|gif|webp)$/.test(name)) return null;
  return images.get(PHOTO_PREFIX + name);
}
