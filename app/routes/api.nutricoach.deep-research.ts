import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { deepResearchRequestSchema } from "~/domain/schemas/ai";
import { methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { handleCoachRequest } from "~/http/coach-request.server";

/**
 * POST /api/nutricoach/deep-research: { query, userContext (visitors only), researchDepth,
 * history? } -> { response, ... }; ?stream=1 streams the reply as text.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed(["POST"]);
  const body = await parseJsonBody(request, deepResearchRequestSchema);
  return handleCoachRequest(request, context, {
    message: body.query,
    history: body.history,
    userContext: body.userContext,
    deepResearch: true,
  });
}

export function loader() {
  throw methodNotAllowed(["POST"]);
}
