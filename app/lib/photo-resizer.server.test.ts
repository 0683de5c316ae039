import { describe, expect, it } from "vitest";
import { createPhotoResizer, PHOTO_MAX_HEIGHT, PHOTO_MAX_WIDTH } from "./photo-resizer.server";

/** A stand-in for Cloudflare's Images binding that records what it was asked. */
function fakeImages(output: Uint8Array) {
  const calls: { transforms: unknown[]; output?: unknown; input?: Uint8Array } = { transforms: [] };
  const transformer = {
    transform(t: unknown) {
      calls.transforms.push(t);
      return transformer;
    },
    async output(o: unknown) {
      calls.output = o;
      return { response: () => new Response(output as Uint8Array<ArrayBuffer>) };
    },
  };
  const binding = {
    input(stream: ReadableStream<Uint8Array>) {
      void new Response(stream).arrayBuffer().then((b) => (calls.input = new Uint8Array(b)));
      return transformer;
    },
  };
  return { binding: binding as unknown as ImagesBinding, calls };
}

describe("createPhotoResizer", () => {
  it("has no resizer without an Images binding (local runs keep the original)", () => {
    expect(createPhotoResizer(undefined)).toBeNull();
  });

  it("scales down to 1200 x 900 at most and re-encodes as WebP through the binding", async () => {
    const webp = new Uint8Array([0x52, 0x49, 0x46, 0x46, 0, 0, 0, 0, 0x57, 0x45, 0x42, 0x50]);
    const { binding, calls } = fakeImages(webp);
    const resize = createPhotoResizer(binding)!;
    const result = await resize(new Uint8Array([1, 2, 3]));
    expect(result).toEqual({ bytes: webp, type: "image/webp" });
    expect(calls.transforms).toEqual([
      { width: PHOTO_MAX_WIDTH, height: PHOTO_MAX_HEIGHT, fit: "scale-down" },
    ]);
    expect(calls.output).toMatchObject({ format: "image/webp" });
  });
});
