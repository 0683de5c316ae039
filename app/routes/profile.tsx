import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Wellness dashboard | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function ProfilePage() {
  return (
    <PagePlaceholder title="Wellness dashboard">
      <p>
        Your health metrics, nutrition log, goals, achievements and wellness score are coming here.
      </p>
    </PagePlaceholder>
  );
}
