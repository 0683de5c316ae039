import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { profileCreateSchema, profileUpdateSchema } from "~/domain/schemas/profile";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import { getProfile, saveProfile, updateProfile } from "~/services/profiles.server";

const ALLOWED = ["GET", "POST", "PATCH"];

function profileNotFound(): Response {
  return apiError(404, "profile_not_found", "You have not set up a profile yet.");
}

/** GET /api/profile: the signed-in user's profile; 404 when they have none. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireApiUser(request, context);
  const profile = await getProfile(context.db, user.id);
  if (!profile) throw profileNotFound();
  return apiJson(profile, { headers: { Vary: "Cookie" } });
}

/**
 * POST /api/profile: physical data (and optionally the lists) -> 201 with the new profile, or 200
 * with the existing one updated (registration already makes a profile).
 * PATCH /api/profile: any editable fields -> 200 with the profile; 404 when there is none.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "PATCH") throw methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request, context);
  if (request.method === "POST") {
    const input = await parseJsonBody(request, profileCreateSchema);
    const { profile, created } = await saveProfile(context.db, user.id, input);
    return apiJson(profile, { status: created ? 201 : 200 });
  }
  const patch = await parseJsonBody(request, profileUpdateSchema);
  const profile = await updateProfile(context.db, user.id, patch);
  if (!profile) throw profileNotFound();
  return apiJson(profile);
}
