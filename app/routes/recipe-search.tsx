import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Recipe search | NutriCoach" }];

export default function RecipeSearchPage() {
  return (
    <PagePlaceholder title="Recipe search">
      <p>
        Search recipes by diet, cuisine, health goal, meal type, cooking time and calories here.
      </p>
    </PagePlaceholder>
  );
}
