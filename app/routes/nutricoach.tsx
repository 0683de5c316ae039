import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Emily AI | NutriCoach" }];

export default function NutricoachPage() {
  return (
    <PagePlaceholder title="Emily AI">
      <p>Emily AI, the holistic wellness coach, will answer your questions here.</p>
    </PagePlaceholder>
  );
}
