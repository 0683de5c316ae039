import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { videoFrameRequestSchema } from "~/domain/schemas/ai";
import { apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { analyseVideoFrame } from "~/http/food-analysis-request.server";
import { imageFromDataUrl } from "~/lib/image-input.server";

/**
 * POST /api/multi-agent/analyze-video-frame: { imageData (JPEG data URL), sessionContext } ->
 * { success, foods, totalNutrition, healthScore, timestamp }. Frames arrive every 2 s while
 * real-time mode is on; they are analysed but never stored.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const body = await parseJsonBody(request, videoFrameRequestSchema, {
    maxBytes: 10 * 1024 * 1024,
  });
  const image = imageFromDataUrl(body.imageData);
  const result = await analyseVideoFrame(request, context, image, body.sessionContext?.userContext);
  if ("response" in result) return result.response;
  return apiJson({ success: true, ...result.frame });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
