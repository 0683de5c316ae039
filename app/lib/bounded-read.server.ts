/**
 * Reads a stream into memory up to a size: the one loop behind the API's JSON bodies
 * (api.server.ts), the worker's body limits (request-guards.server.ts) and fetched pages and
 * images (guarded-fetch.server.ts). Each caller decides what happens to a body that is too big.
 */

export type BoundedRead =
  { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; bytesRead: number };

/**
 * Reads to the end, or stops as soon as more than `maxBytes` came (`ok: false` with how many were
 * read; the rest is left in `reader` for the caller to cancel or drain). A read error is thrown.
 */
export async function readAtMost(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  maxBytes: number,
): Promise<BoundedRead> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) return { ok: false, bytesRead: total };
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { ok: true, bytes };
}
