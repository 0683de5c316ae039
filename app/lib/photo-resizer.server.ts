/**
 * Resizing uploaded recipe photos on Workers, where no native image library runs (ADR 031):
 * Cloudflare's Images binding when the deployment has one (`[images] binding = "PHOTO_TRANSFORMS"`
 * in wrangler.toml), which scales the photo down to 1200 x 900 at most and re-encodes it as WebP;
 * without it (local runs, tests) there is no resizer, and the photo service stores the original
 * within a smaller size cap instead. A wasm codec would have cost the worker bundle about 1 MB.
 */

export type ResizedPhoto = { bytes: Uint8Array; type: "image/webp" };
export type PhotoResizer = (bytes: Uint8Array) => Promise<ResizedPhoto>;

/** Longest side of a stored photo: a recipe card is at most about 600 CSS px wide (2x density). */
export const PHOTO_MAX_WIDTH = 1200;
export const PHOTO_MAX_HEIGHT = 900;

function streamOf(bytes: Uint8Array): ReadableStream<Uint8Array> {
  return new Response(bytes as Uint8Array<ArrayBuffer>).body!;
}

/** The resizer over an Images binding, or null without one. */
export function createPhotoResizer(binding: ImagesBinding | undefined | null): PhotoResizer | null {
  if (!binding) return null;
  return async (bytes) => {
    const result = await binding
      .input(streamOf(bytes))
      .transform({ width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_HEIGHT, fit: "scale-down" })
      .output({ format: "image/webp", quality: 82 });
    const out = new Uint8Array(await result.response().arrayBuffer());
    return { bytes: out, type: "image/webp" };
  };
}
