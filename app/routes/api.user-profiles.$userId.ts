import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { apiError, apiJson, methodNotAllowed } from "~/lib/api.server";
import { requireApiUser, requireSameUser } from "~/lib/auth.server";
import { getProfile } from "~/services/profiles.server";

/** GET /api/user-profiles/{userId}: the profile of the signed-in user only (403 for another id). */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const userId = requireSameUser(user, params.userId);
  const profile = await getProfile(context.db, userId);
  if (!profile) throw apiError(404, "profile_not_found", "You have not set up a profile yet.");
  return apiJson(profile, { headers: { Vary: "Cookie" } });
}

export const action = () => methodNotAllowed(["GET"]);
