import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { NutritionSummary } from "~/components/nutrition-summary";
import { PagePlaceholder } from "~/components/page-placeholder";
import { useToast } from "~/components/toaster";
import { getSessionUser } from "~/lib/auth.server";
import { getNutritionSummary, type NutritionSummaryData } from "~/services/profiles.server";

export const meta: MetaFunction = () => [{ title: "Recipe recommendations | NutriCoach" }];

// issue4: the nutrition summary for signed-in users; issue5 owns this page and moves it at merge
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await getSessionUser(request, context);
  let nutrition: NutritionSummaryData | { status: "error" } | null = null;
  if (user) {
    try {
      nutrition = await getNutritionSummary(context.db, user.id);
    } catch (error) {
      console.error("nutrition summary: profile could not be loaded", error);
      nutrition = { status: "error" };
    }
  }
  return json({ nutrition }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function RecommendationsPage() {
  const { nutrition } = useLoaderData<typeof loader>();
  const { toast } = useToast();
  useEffect(() => {
    if (nutrition?.status === "error")
      toast({
        title: "Error loading profile",
        description: "There was a problem loading your profile. Please try again.",
        variant: "destructive",
      });
  }, [nutrition, toast]);

  return (
    <PagePlaceholder title="Recipe recommendations">
      <p>
        Recipes chosen for your profile, with search, cuisine filters and your meal plans, are
        coming here.
      </p>
      {nutrition?.status === "ready" ? <NutritionSummary summary={nutrition.summary} /> : null}
      {nutrition?.status === "no-profile" ? (
        <p>
          <Link
            to="/onboarding"
            className="font-medium text-emerald-800 underline dark:text-emerald-300"
          >
            Set up your profile
          </Link>{" "}
          to see your daily calorie and macro targets.
        </p>
      ) : null}
    </PagePlaceholder>
  );
}
