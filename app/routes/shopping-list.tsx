import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { PagePlaceholder } from "~/components/page-placeholder";
import { requireUser } from "~/lib/auth.server";

export const meta: MetaFunction = () => [{ title: "Shopping lists | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return null;
}

export default function ShoppingListPage() {
  return (
    <PagePlaceholder title="Shopping lists">
      <p>Your shopping lists, grouped by aisle, are coming here.</p>
    </PagePlaceholder>
  );
}
