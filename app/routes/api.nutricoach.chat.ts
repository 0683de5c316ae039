import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { chatRequestSchema } from "~/domain/schemas/ai";
import { methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { handleCoachRequest } from "~/http/coach-request.server";

/**
 * POST /api/nutricoach/chat: { message, history (last 8 used), userContext (visitors only),
 * imageData? } -> { response, model, builtIn, wellnessCategories, analysisType };
 * with ?stream=1 the reply streams as text (the page's form).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const body = await parseJsonBody(request, chatRequestSchema, { maxBytes: 10 * 1024 * 1024 });
  return handleCoachRequest(request, context, {
    message: body.message,
    history: body.history,
    userContext: body.userContext,
    imageData: body.imageData,
    deepResearch: false,
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
