/**
 * /physical-info: the older standalone physical step (spec 1 section 2: 'step 2 of 4'; Back goes
 * to /onboarding; on success to /dietary-preferences). Protected. The form posts to this page's
 * action (app/http/profile-step-actions.server.ts), so it works without JavaScript.
 */
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { PhysicalInfoForm } from "~/components/profile-forms";
import { StandaloneStep } from "~/components/standalone-step";
import { profileFormDefaults } from "~/domain/schemas/profile";
import { profileStepAction } from "~/http/profile-step-actions.server";
import { requireUser } from "~/lib/auth.server";
import { getProfile } from "~/services/profiles.server";

export const meta: MetaFunction = () => [{ title: "Physical information | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const profile = await getProfile(context.db, user.id);
  return json(
    { defaults: profileFormDefaults(profile).physical },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = (args: ActionFunctionArgs) =>
  profileStepAction(args, {
    physical: {
      to: "/dietary-preferences",
      toast: {
        title: "Physical information saved!",
        description: "Now let's set up your dietary preferences.",
      },
    },
  });

export default function PhysicalInfoPage() {
  const { defaults } = useLoaderData<typeof loader>();
  return (
    <StandaloneStep
      step={2}
      title="Physical information"
      intro="Your gender, age, height, weight and activity level give your daily energy needs."
    >
      <PhysicalInfoForm defaultValue={defaults} backHref="/onboarding?step=account" />
    </StandaloneStep>
  );
}
