import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Personalized diet plans | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function DietPlansPage() {
  return (
    <PagePlaceholder title="Personalized diet plans">
      <p>Balanced, keto, vegetarian, mediterranean and paleo weekly plans are coming here.</p>
    </PagePlaceholder>
  );
}
