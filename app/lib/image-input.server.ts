/**
 * Images arriving in requests: a multipart file field (food analysis) or a data URL in JSON (coach,
 * video frames). Both end in `checkImage` (app/domain/images.ts): the bytes must be a JPEG, PNG,
 * GIF or WebP of at most 5 MB, whatever the file name or declared type say. Failures are thrown
 * as API error Responses (400 / 413 / 415) before anything is stored.
 */
import { checkImage, decodeDataUrl, IMAGE_ERRORS, type AcceptedImageType } from "~/domain/images";
import { apiError } from "./api.server";

export type ImageInput = { bytes: Uint8Array; type: AcceptedImageType };

function refuse(
  check: Exclude<ReturnType<typeof checkImage>, { ok: true }>,
  field: string,
): Response {
  return apiError(check.status, check.code, check.message, { [field]: [check.message] });
}

export function imageFromDataUrl(dataUrl: string, field = "imageData"): ImageInput {
  const decoded = decodeDataUrl(dataUrl);
  if (decoded === "too_large")
    throw apiError(413, "image_too_large", IMAGE_ERRORS.tooLarge, {
      [field]: [IMAGE_ERRORS.tooLarge],
    });
  if (!decoded)
    throw apiError(415, "invalid_image_type", IMAGE_ERRORS.notAnImage, {
      [field]: [IMAGE_ERRORS.notAnImage],
    });
  const check = checkImage(decoded.bytes, decoded.mediaType);
  if (!check.ok) throw refuse(check, field);
  return { bytes: decoded.bytes, type: check.type };
}

/** The multipart form of a request, or a thrown 415 / 400. */
export async function readMultipart(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^multipart\/form-data/i.test(type))
    throw apiError(415, "unsupported_media_type", "Send the image as multipart/form-data.");
  try {
    return await request.formData();
  } catch {
    throw apiError(400, "invalid_body", "The form data could not be read.");
  }
}

/** The checked image of a form field, or null when the field is absent or empty. */
export async function imageFromForm(form: FormData, field = "image"): Promise<ImageInput | null> {
  const value = form.get(field);
  if (value === null || value === "") return null;
  if (typeof value === "string")
    throw apiError(415, "invalid_image_type", IMAGE_ERRORS.notAnImage, {
      [field]: [IMAGE_ERRORS.notAnImage],
    });
  if (value.size === 0) return null;
  const bytes = new Uint8Array(await value.arrayBuffer());
  const check = checkImage(bytes, value.type || null);
  if (!check.ok) throw refuse(check, field);
  return { bytes, type: check.type };
}
