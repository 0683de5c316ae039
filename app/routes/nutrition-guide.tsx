import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Nutrition guide | NutriCoach" }];

export default function NutritionGuidePage() {
  return (
    <PagePlaceholder title="Nutrition guide">
      <p>
        Macronutrients, vitamins and minerals explained, with recommended intakes, are coming here.
      </p>
    </PagePlaceholder>
  );
}
