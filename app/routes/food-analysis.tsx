import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "AI food analysis | NutriCoach" }];

export default function FoodAnalysisPage() {
  return (
    <PagePlaceholder title="AI food analysis">
      <p>Photo and camera analysis of your food, with nutrition from USDA data, is coming here.</p>
    </PagePlaceholder>
  );
}
