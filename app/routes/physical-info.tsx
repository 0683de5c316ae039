import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Physical information | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function PhysicalInfoPage() {
  return (
    <PagePlaceholder title="Physical information">
      <p>Step 2 of 4: your gender, age, height, weight and activity level will be entered here.</p>
    </PagePlaceholder>
  );
}
