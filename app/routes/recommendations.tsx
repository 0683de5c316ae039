import type { MetaFunction } from "@remix-run/cloudflare";
import { MealPlansSection } from "~/components/meal-plans/meal-plans-section";
import { PagePlaceholder } from "~/components/page-placeholder";
import { useOptionalUser } from "~/components/shell-user";

export const meta: MetaFunction = () => [{ title: "Recipe recommendations | NutriCoach" }];

export default function RecommendationsPage() {
  const user = useOptionalUser();
  return (
    <PagePlaceholder title="Recipe recommendations">
      <p>
        Recipes chosen for your profile, with search, cuisine filters and your meal plans, are
        coming here.
      </p>
      {/* issue 6: the meal-plans section for signed-in users (issue 5 owns this page) */}
      {user ? <MealPlansSection /> : null}
    </PagePlaceholder>
  );
}
