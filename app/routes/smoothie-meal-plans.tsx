import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Smoothie meal plans | NutriCoach" }];

export default function SmoothieMealPlansPage() {
  return (
    <PagePlaceholder title="Smoothie meal plans">
      <p>Ten smoothie recipes and five plans are coming here.</p>
    </PagePlaceholder>
  );
}
