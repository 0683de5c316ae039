import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Recipe collection | NutriCoach" }];

export default function RecipeCollectionPage() {
  return (
    <PagePlaceholder title="Recipe collection">
      <p>Browse the recipe collection by cuisine and category here.</p>
    </PagePlaceholder>
  );
}
