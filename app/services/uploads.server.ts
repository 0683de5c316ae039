/**
 * Stored uploads: the image goes to R2 under a generated key (never the user's file name) and a row
 * in `uploads` records who sent it, its type and size. Callers check the bytes first
 * (app/domain/images.ts): nothing unchecked is stored.
 */
import type { Database } from "#db/client";
import { uploads } from "#db/schema";
import { IMAGE_EXTENSIONS, type AcceptedImageType } from "~/domain/images";

export type UploadPurpose = "coach-chat" | "food-analysis";

export type StoredUpload = { id: number; key: string; contentType: string; size: number };

export function uploadKey(
  purpose: UploadPurpose,
  type: AcceptedImageType,
  now = new Date(),
): string {
  const month = now.toISOString().slice(0, 7);
  return `uploads/${purpose}/${month}/${crypto.randomUUID()}.${IMAGE_EXTENSIONS[type]}`;
}

export async function storeImageUpload(
  deps: { db: Database; images: R2Bucket },
  input: {
    bytes: Uint8Array;
    type: AcceptedImageType;
    userId: number | null;
    purpose: UploadPurpose;
  },
): Promise<StoredUpload> {
  const key = uploadKey(input.purpose, input.type);
  await deps.images.put(key, input.bytes, {
    httpMetadata: { contentType: input.type },
    customMetadata: { purpose: input.purpose, userId: String(input.userId ?? "") },
  });
  try {
    const [row] = await deps.db
      .insert(uploads)
      .values({
        userId: input.userId,
        key,
        contentType: input.type,
        size: input.bytes.byteLength,
        purpose: input.purpose,
      })
      .returning();
    return { id: row.id, key, contentType: row.contentType, size: row.size };
  } catch (error) {
    // keep R2 and D1 in step: an object without its row would never be found or cleaned up
    await deps.images.delete(key).catch(() => {});
    throw error;
  }
}
