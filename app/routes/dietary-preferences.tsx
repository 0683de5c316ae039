/**
 * /dietary-preferences: the older standalone preferences step (spec 1 section 2: 'step 3 of 4';
 * Back goes to /physical-info; on success to /recommendations). Protected. The form posts to this
 * page's action (app/http/profile-step-actions.server.ts), so it works without JavaScript.
 */
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { PreferencesForm } from "~/components/profile-forms";
import { StandaloneStep } from "~/components/standalone-step";
import { profileFormDefaults } from "~/domain/schemas/profile";
import { profileStepAction } from "~/http/profile-step-actions.server";
import { requireUser } from "~/lib/auth.server";
import { getProfile } from "~/services/profiles.server";

export const meta: MetaFunction = () => [{ title: "Dietary preferences | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const profile = await getProfile(context.db, user.id);
  return json(
    { hasProfile: profile !== null, defaults: profileFormDefaults(profile).preferences },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = (args: ActionFunctionArgs) =>
  profileStepAction(args, {
    preferences: {
      to: "/recommendations",
      toast: {
        title: "Preferences saved!",
        description: "Now let's explore your personalized meal recommendations.",
      },
    },
  });

export default function DietaryPreferencesPage() {
  const { hasProfile, defaults } = useLoaderData<typeof loader>();
  return (
    <StandaloneStep
      step={3}
      title="Dietary preferences"
      intro="Your restrictions, favourite cuisines and the ingredients you would rather avoid."
    >
      {hasProfile ? null : (
        <p
          role="note"
          className="mb-6 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
        >
          Your preferences are saved to your profile, which starts with your{" "}
          <Link to="/physical-info" className="font-medium underline underline-offset-2">
            physical information
          </Link>
          . Please fill that in first.
        </p>
      )}
      <PreferencesForm
        defaultValue={defaults}
        submitLabel="Save preferences"
        backHref="/physical-info"
      />
    </StandaloneStep>
  );
}
