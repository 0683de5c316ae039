import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Dietary preferences | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function DietaryPreferencesPage() {
  return (
    <PagePlaceholder title="Dietary preferences">
      <p>
        Step 3 of 4: your dietary restrictions, favourite cuisines and disliked ingredients will be
        set here.
      </p>
    </PagePlaceholder>
  );
}
