import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Recipe administration | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function RecipeAdminPage() {
  return (
    <PagePlaceholder title="Recipe administration">
      <p>Tools to fill in and recompute the recipe catalogue are coming here.</p>
    </PagePlaceholder>
  );
}
