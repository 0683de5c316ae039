import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Recipe recommendations | NutriCoach" }];

export default function RecommendationsPage() {
  return (
    <PagePlaceholder title="Recipe recommendations">
      <p>
        Recipes chosen for your profile, with search, cuisine filters and your meal plans, are
        coming here.
      </p>
    </PagePlaceholder>
  );
}
