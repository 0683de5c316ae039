/**
 * /physical-info: the older standalone physical step (spec 1 section 2: 'step 2 of 4'; Back goes
 * to /onboarding; on success to /dietary-preferences). Protected.
 */
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useNavigate } from "@remix-run/react";
import { AUTH_REQUIRED_NOTICE, PhysicalInfoForm } from "~/components/profile-forms";
import { StandaloneStep } from "~/components/standalone-step";
import { useToast } from "~/components/toaster";
import { profileFormDefaults } from "~/domain/schemas/profile";
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

export default function PhysicalInfoPage() {
  const { defaults } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <StandaloneStep
      step={2}
      title="Physical information"
      intro="Your gender, age, height, weight and activity level give your daily energy needs."
    >
      <PhysicalInfoForm
        defaultValue={defaults}
        onBack={() => navigate("/onboarding?step=account")}
        onSaved={() => {
          toast({
            title: "Physical information saved!",
            description: "Now let's set up your dietary preferences.",
          });
          navigate("/dietary-preferences");
        }}
        onUnauthenticated={() => {
          toast(AUTH_REQUIRED_NOTICE);
          navigate("/onboarding");
        }}
      />
    </StandaloneStep>
  );
}
