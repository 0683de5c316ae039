import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Get started | NutriCoach" }];

export default function OnboardingPage() {
  return (
    <PagePlaceholder title="Get started">
      <p>
        The three-step setup wizard (account, physical information, preferences) is coming here.
      </p>
    </PagePlaceholder>
  );
}
