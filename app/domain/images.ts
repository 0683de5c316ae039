/**
 * Image uploads (coach and food analysis, spec 2 section 5): what we accept and how we recognise it.
 * The browser's `type` and the file name are only hints: the bytes decide (magic numbers), so a
 * text file renamed `photo.png` and sent as `image/png` is refused. Pure: no I/O.
 */

/** The formats a browser can show and a vision model can read. */
export const ACCEPTED_IMAGE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;
export type AcceptedImageType = (typeof ACCEPTED_IMAGE_TYPES)[number];

/** 5 MB per image: a phone photo fits; the request limit (10 MB) leaves room for base64. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

export const IMAGE_EXTENSIONS: Record<AcceptedImageType, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
};

function startsWith(bytes: Uint8Array, signature: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + signature.length) return false;
  return signature.every((b, i) => bytes[offset + i] === b);
}

/** The image format the bytes are in, by their magic number; null when they are not one we accept. */
export function sniffImageType(bytes: Uint8Array): AcceptedImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39))
    return bytes[5] === 0x61 ? "image/gif" : null;
  // RIFF....WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return null;
}

export type ImageCheck =
  | { ok: true; type: AcceptedImageType; size: number }
  | {
      ok: false;
      status: 400 | 413 | 415;
      code: "missing_image" | "image_too_large" | "invalid_image_type";
      message: string;
    };

export const IMAGE_ERRORS = {
  missing: "Please select an image to analyze",
  notAnImage: "Please select an image file",
  tooLarge: `The image is larger than ${MAX_IMAGE_BYTES / (1024 * 1024)} MB. Please choose a smaller one.`,
} as const;

/**
 * Whether these bytes are an image we accept. `declaredType` (the browser's hint) must at least
 * claim an image: a file that says it is text is refused even if it happens to start like one.
 */
export function checkImage(bytes: Uint8Array, declaredType?: string | null): ImageCheck {
  if (bytes.byteLength === 0)
    return { ok: false, status: 400, code: "missing_image", message: IMAGE_ERRORS.missing };
  if (bytes.byteLength > MAX_IMAGE_BYTES)
    return { ok: false, status: 413, code: "image_too_large", message: IMAGE_ERRORS.tooLarge };
  if (declaredType && !declaredType.toLowerCase().startsWith("image/"))
    return { ok: false, status: 415, code: "invalid_image_type", message: IMAGE_ERRORS.notAnImage };
  const type = sniffImageType(bytes);
  if (!type)
    return { ok: false, status: 415, code: "invalid_image_type", message: IMAGE_ERRORS.notAnImage };
  return { ok: true, type, size: bytes.byteLength };
}

export type DataUrl = { mediaType: string; bytes: Uint8Array };

/** Longest data URL we decode: base64 of MAX_IMAGE_BYTES plus the header, with a little slack. */
export const MAX_DATA_URL_LENGTH = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 256;

/**
 * Decodes `data:<type>;base64,<data>`. Null when it is not a base64 data URL; an over-long one
 * is reported as too large without decoding it.
 */
export function decodeDataUrl(text: string): DataUrl | "too_large" | null {
  const match = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?((?:;[a-z0-9-]+=[^;,]*)*);base64,/i.exec(
    text.slice(0, 200),
  );
  if (!match) return null;
  if (text.length > MAX_DATA_URL_LENGTH) return "too_large";
  const data = text.slice(match[0].length).replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) return null;
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { mediaType: (match[1] ?? "application/octet-stream").toLowerCase(), bytes };
}

/** `data:image/png;base64,...` for bytes of a known type (to hand an image to a model). */
export function toDataUrl(bytes: Uint8Array, type: string): string {
  let binary = "";
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return `data:${type};base64,${btoa(binary)}`;
}

/**
 * Width and height from an image's header (PNG IHDR, GIF screen, JPEG SOFn, WebP VP8/VP8L/VP8X),
 * without decoding it; null when the header cannot be read. Used to refuse enormous pictures (a
 * small file can claim 50,000 x 50,000 pixels) before anything decodes them.
 */
export function imageDimensions(bytes: Uint8Array): { width: number; height: number } | null {
  const type = sniffImageType(bytes);
  const u16be = (i: number) => (bytes[i] << 8) | bytes[i + 1];
  const u16le = (i: number) => bytes[i] | (bytes[i + 1] << 8);
  const u24le = (i: number) => bytes[i] | (bytes[i + 1] << 8) | (bytes[i + 2] << 16);
  const u32be = (i: number) =>
    ((bytes[i] << 24) | (bytes[i + 1] << 16) | (bytes[i + 2] << 8) | bytes[i + 3]) >>> 0;
  if (type === "image/png" && bytes.length >= 24) return { width: u32be(16), height: u32be(20) };
  if (type === "image/gif" && bytes.length >= 10) return { width: u16le(6), height: u16le(8) };
  if (type === "image/webp" && bytes.length >= 30) {
    const chunk = String.fromCharCode(bytes[12], bytes[13], bytes[14], bytes[15]);
    if (chunk === "VP8X") return { width: u24le(24) + 1, height: u24le(27) + 1 };
    if (chunk === "VP8L" && bytes[20] === 0x2f) {
      const b = (i: number) => bytes[21 + i];
      const width = 1 + (((b(1) & 0x3f) << 8) | b(0));
      const height = 1 + (((b(3) & 0x0f) << 10) | (b(2) << 2) | ((b(1) & 0xc0) >> 6));
      return { width, height };
    }
    if (chunk === "VP8 ") return { width: u16le(26) & 0x3fff, height: u16le(28) & 0x3fff };
    return null;
  }
  if (type === "image/jpeg") {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1];
      // SOF0-SOF15, except DHT (C4), JPG (C8) and DAC (CC)
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker))
        return { width: u16be(i + 7), height: u16be(i + 5) };
      i += 2 + u16be(i + 2);
    }
  }
  return null;
}
