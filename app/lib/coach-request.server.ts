/**
 * The shared path of POST /api/nutricoach/chat and /api/nutricoach/deep-research: limits, the
 * photo (checked, then stored in R2 with its uploads row), the profile (stored for a signed-in user,
 * the visitor's own context otherwise), the model call and its answer (JSON or streamed).
 */
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { ChatHistoryMessage } from "~/domain/coach/prompt";
import type { UserContextInput } from "~/domain/schemas/ai";
import { clientIp } from "~/services/auth-rate-limits.server";
import { limitModelCall } from "~/services/ai-rate-limits.server";
import { buildCoachCall, loadCoachProfile, visitorProfile } from "~/services/coach.server";
import { storeImageUpload } from "~/services/uploads.server";
import { tooManyRequests } from "./api.server";
import { getSessionUser } from "./auth.server";
import { coachReplyResponse } from "./coach-response.server";
import { imageFromDataUrl } from "./image-input.server";

export type CoachRequestInput = {
  message: string;
  history: ChatHistoryMessage[];
  userContext?: UserContextInput | null;
  imageData?: string | null;
  deepResearch: boolean;
};

export async function handleCoachRequest(
  request: Request,
  context: AppLoadContext,
  input: CoachRequestInput,
): Promise<Response> {
  const user = await getSessionUser(request, context);
  // the photo is checked before anything is counted or stored
  const image = input.imageData ? imageFromDataUrl(input.imageData) : null;

  const verdict = await limitModelCall(context.db, "coach", {
    ip: clientIp(request),
    userId: user?.id ?? null,
  });
  if (!verdict.allowed) return tooManyRequests(verdict.resetAt);

  if (image) {
    await storeImageUpload(
      { db: context.db, images: context.images },
      { bytes: image.bytes, type: image.type, userId: user?.id ?? null, purpose: "coach-chat" },
    );
  }
  // a signed-in user's context comes from their stored profile, never from the request
  const profile = user
    ? await loadCoachProfile(context.db, user.id)
    : visitorProfile(input.userContext);
  const call = await buildCoachCall(
    { db: context.db, env: context.env },
    {
      userId: user?.id ?? null,
      profile,
      message: input.message,
      history: input.history,
      image,
      deepResearch: input.deepResearch,
    },
  );
  const stream = new URL(request.url).searchParams.get("stream") === "1";
  return coachReplyResponse(call, { stream });
}
