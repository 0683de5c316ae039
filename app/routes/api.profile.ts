import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { profileCreateSchema, profileUpdateSchema } from "~/domain/schemas/profile";
import { apiError, apiJson, methodNotAllowed, parseJsonBody } from "~/lib/api.server";
import { requireApiUser } from "~/lib/auth.server";
import {
  getProfile,
  saveProfile,
  updateProfile,
  type ProfileRefusal,
} from "~/services/profiles.server";

const ALLOWED = ["GET", "POST", "PATCH"];

/** A goal that is not safe for the body it would be stored with: 400, field messages, nothing saved. */
function unsafeGoal(refusal: ProfileRefusal): Response {
  return apiError(400, "validation_failed", refusal.message, refusal.fields);
}

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
 * Either answers 400 with field messages when the goal is not safe for the body (ADR 018).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST" && request.method !== "PATCH") throw methodNotAllowed(ALLOWED);
  const user = await requireApiUser(request, context);
  if (request.method === "POST") {
    const input = await parseJsonBody(request, profileCreateSchema);
    const saved = await saveProfile(context.db, user.id, input);
    if (!saved.ok) return unsafeGoal(saved);
    return apiJson(saved.profile, { status: saved.created ? 201 : 200 });
  }
  const patch = await parseJsonBody(request, profileUpdateSchema);
  const updated = await updateProfile(context.db, user.id, patch);
  if (!updated) throw profileNotFound();
  if (!updated.ok) return unsafeGoal(updated);
  return apiJson(updated.profile);
}
