import type { MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";

export const meta: MetaFunction = () => [{ title: "Frequently asked questions | NutriCoach" }];

export default function FaqPage() {
  return (
    <PagePlaceholder title="Frequently asked questions">
      <p>
        Answers about NutriCoach, your account, features, nutrition, privacy, terms and cookies are
        coming here.
      </p>
    </PagePlaceholder>
  );
}
