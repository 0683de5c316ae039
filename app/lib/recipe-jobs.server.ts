/**
 * The answer shape of the recipe job endpoints, and their body reading: the spec's client calls
 * update-all with a JSON content type and no body, so an empty body reads as `{}`.
 */
import type { z } from "zod";
import { apiError, readBodyText, validationError, MAX_JSON_BODY_BYTES } from "./api.server";
import type { JobRow } from "./jobs.server";

export type JobView = {
  id: string;
  type: string;
  status: JobRow["status"];
  progress: number;
  result: unknown;
  error: string | null;
  createdAt: string;
  updatedAt: string;
  completedAt: string | null;
};

export function jobView(job: JobRow): JobView {
  return {
    id: job.id,
    type: job.type,
    status: job.status,
    progress: job.progress,
    result: job.result ?? null,
    error: job.error ?? null,
    createdAt: job.createdAt,
    updatedAt: job.updatedAt,
    completedAt: job.completedAt ?? null,
  };
}

/** Like parseJsonBody, but an empty body is `{}` (and then must match the schema). */
export async function parseOptionalJsonBody<S extends z.ZodTypeAny>(
  request: Request,
  schema: S,
): Promise<z.output<S>> {
  const text = await readBodyText(request, MAX_JSON_BODY_BYTES).catch(() => {
    throw apiError(400, "invalid_body", "The request body could not be read.");
  });
  if (text === null) {
    throw apiError(
      413,
      "payload_too_large",
      `The request body is larger than ${MAX_JSON_BODY_BYTES} bytes.`,
    );
  }
  let value: unknown = {};
  if (text.trim() !== "") {
    const type = (request.headers.get("Content-Type") ?? "").split(";")[0].trim().toLowerCase();
    if (type !== "application/json") {
      throw apiError(
        415,
        "unsupported_media_type",
        "Send the body as JSON (Content-Type: application/json).",
      );
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw apiError(400, "invalid_json", "The request body is not valid JSON.");
    }
  }
  const parsed = await schema.safeParseAsync(value);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
