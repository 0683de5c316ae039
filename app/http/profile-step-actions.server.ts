/**
 * The onboarding steps' action (docs/decisions/041): the physical step (body data, with the goal on
 * /onboarding) and the preferences step post here from /onboarding, /physical-info and
 * /dietary-preferences, through a fetcher with JavaScript and as plain forms without it. Parsed with
 * conform and the forms' zod schemas; saved with the same services as POST and PATCH /api/profile.
 *
 * Success redirects (replace) to the page's next step with its notice. A signed-out save gets the
 * spec's "Authentication required" notice on /onboarding (its Account tab). A form with errors, or
 * a goal the server refuses for the body, answers 400 with conform's reply and the intent.
 */
import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { parseWithZod } from "@conform-to/zod";
import { z } from "zod";
import { AUTH_REQUIRED_NOTICE, PROFILE_STEP_INTENTS } from "~/domain/profile-steps";
import {
  physicalFormSchema,
  physicalGoalFormSchema,
  preferencesFormSchema,
} from "~/domain/schemas/profile";
import { getSessionUser } from "~/lib/auth.server";
import { readFormPost } from "~/lib/page-form.server";
import { replaceWithToast, type ToastInput } from "~/lib/toast.server";
import { saveProfile, updateProfile } from "~/services/profiles.server";

/** Where each step goes after a save, with the notice it shows; `withGoal`: the physical step holds the goal. */
export type ProfileStepRoutes = {
  physical?: { to: string; toast: ToastInput; withGoal?: boolean };
  preferences?: { to: string; toast: ToastInput };
};

function refused(intent: string, result: unknown) {
  return json({ intent, result }, { status: 400 });
}

export async function profileStepAction(
  { request, context }: ActionFunctionArgs,
  routes: ProfileStepRoutes,
) {
  const form = await readFormPost(request);
  const user = await getSessionUser(request, context);
  if (!user) return replaceWithToast(context, "/onboarding", AUTH_REQUIRED_NOTICE);
  const intent = z.enum(PROFILE_STEP_INTENTS).safeParse(form.get("intent"));
  if (!intent.success) throw new Response("Unknown form", { status: 400 });

  switch (intent.data) {
    case "physical": {
      const step = routes.physical;
      if (!step) throw new Response("Unknown form", { status: 400 });
      const schema = step.withGoal ? physicalGoalFormSchema : physicalFormSchema;
      const submission = parseWithZod(form, { schema });
      if (submission.status !== "success") return refused(intent.data, submission.reply());
      const saved = await saveProfile(context.db, user.id, submission.value);
      if (!saved.ok) {
        return refused(
          intent.data,
          submission.reply({ formErrors: [saved.message], fieldErrors: saved.fields }),
        );
      }
      return replaceWithToast(context, step.to, step.toast);
    }
    case "preferences": {
      const step = routes.preferences;
      if (!step) throw new Response("Unknown form", { status: 400 });
      const submission = parseWithZod(form, { schema: preferencesFormSchema });
      if (submission.status !== "success") return refused(intent.data, submission.reply());
      const updated = await updateProfile(context.db, user.id, submission.value);
      if (!updated) {
        return refused(
          intent.data,
          submission.reply({ formErrors: ["Please fill in your physical information first."] }),
        );
      }
      if (!updated.ok) {
        return refused(
          intent.data,
          submission.reply({ formErrors: [updated.message], fieldErrors: updated.fields }),
        );
      }
      return replaceWithToast(context, step.to, step.toast);
    }
  }
}
