import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "AR measurement guide | NutriCoach" }];

export default function ArMeasurementPage() {
  return (
    <PagePlaceholder title="AR measurement guide">
      <p>A camera-based guide to measuring ingredients, with conversions, is coming here.</p>
    </PagePlaceholder>
  );
}
