import { describe, expect, it } from "vitest";
import {
  checkImage,
  decodeDataUrl,
  imageDimensions,
  MAX_IMAGE_BYTES,
  sniffImageType,
  toDataUrl,
} from "./images";

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16]);
const GIF = new TextEncoder().encode("GIF89a....");
const WEBP = new TextEncoder().encode("RIFF\x10\x00\x00\x00WEBPVP8 ");
const TEXT = new TextEncoder().encode("just some text, not a picture");

describe("sniffImageType", () => {
  it("recognises JPEG, PNG, GIF and WebP by their bytes", () => {
    expect(sniffImageType(JPEG)).toBe("image/jpeg");
    expect(sniffImageType(PNG)).toBe("image/png");
    expect(sniffImageType(GIF)).toBe("image/gif");
    expect(sniffImageType(WEBP)).toBe("image/webp");
  });

  it("refuses anything else, including truncated signatures and other RIFF files", () => {
    expect(sniffImageType(TEXT)).toBeNull();
    expect(sniffImageType(PNG.slice(0, 4))).toBeNull();
    expect(sniffImageType(new TextEncoder().encode("RIFF\x10\x00\x00\x00WAVEfmt "))).toBeNull();
    expect(
      sniffImageType(new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'/>")),
    ).toBeNull();
  });
});

describe("checkImage", () => {
  it("accepts an image whose bytes match, whatever the declared image type", () => {
    expect(checkImage(PNG, "image/jpeg")).toEqual({
      ok: true,
      type: "image/png",
      size: PNG.length,
    });
  });

  it("refuses a spoofed type, a non-image type, an empty and an oversized file", () => {
    expect(checkImage(TEXT, "image/png")).toMatchObject({ ok: false, status: 415 });
    expect(checkImage(PNG, "text/plain")).toMatchObject({ ok: false, status: 415 });
    expect(checkImage(new Uint8Array(), "image/png")).toMatchObject({ ok: false, status: 400 });
    const big = new Uint8Array(MAX_IMAGE_BYTES + 1);
    big.set(PNG);
    expect(checkImage(big, "image/png")).toMatchObject({ ok: false, status: 413 });
  });
});

describe("data URLs", () => {
  it("round-trip bytes", () => {
    const url = toDataUrl(PNG, "image/png");
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    const decoded = decodeDataUrl(url);
    expect(decoded).not.toBe("too_large");
    expect(decoded && decoded !== "too_large" && Array.from(decoded.bytes)).toEqual(
      Array.from(PNG),
    );
  });

  it("refuse what is not base64 data, and report an over-long one without decoding it", () => {
    expect(decodeDataUrl("https://example.com/a.png")).toBeNull();
    expect(decodeDataUrl("data:image/png,rawtext")).toBeNull();
    expect(decodeDataUrl("data:image/png;base64,@@@")).toBeNull();
    expect(decodeDataUrl(`data:image/png;base64,${"A".repeat(8 * 1024 * 1024)}`)).toBe("too_large");
  });
});

describe("imageDimensions", () => {
  it("reads a PNG's IHDR", () => {
    const png = new Uint8Array(24);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    png.set([0, 0, 0x03, 0x20], 16); // 800
    png.set([0, 0, 0x02, 0x58], 20); // 600
    expect(imageDimensions(png)).toEqual({ width: 800, height: 600 });
  });

  it("reads a JPEG's frame header after other segments", () => {
    const jpeg = new Uint8Array([
      0xff,
      0xd8,
      0xff,
      0xe0,
      0x00,
      0x04,
      0x00,
      0x00, // APP0, 2 bytes of payload
      0xff,
      0xc0,
      0x00,
      0x11,
      0x08,
      0x01,
      0x2c,
      0x01,
      0x90,
      0x03,
      0,
      0,
      0,
      0,
    ]);
    expect(imageDimensions(jpeg)).toEqual({ width: 400, height: 300 });
  });

  it("reads a GIF's screen size and a VP8X WebP's canvas", () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x40, 0x01, 0xf0, 0x00]);
    expect(imageDimensions(gif)).toEqual({ width: 320, height: 240 });
    const webp = new Uint8Array(30);
    webp.set([0x52, 0x49, 0x46, 0x46], 0);
    webp.set([0x57, 0x45, 0x42, 0x50, 0x56, 0x50, 0x38, 0x58], 8);
    webp.set([0x1f, 0x03, 0x00], 24); // 799 + 1
    webp.set([0x57, 0x02, 0x00], 27); // 599 + 1
    expect(imageDimensions(webp)).toEqual({ width: 800, height: 600 });
  });

  it("answers null for what it cannot read", () => {
    expect(imageDimensions(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
