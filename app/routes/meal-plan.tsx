import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Meal plans | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function MealPlanPage() {
  return (
    <PagePlaceholder title="Meal plans">
      <p>Your generated weekly meal plans will be shown here in full.</p>
    </PagePlaceholder>
  );
}
