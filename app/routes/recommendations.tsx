import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { countOf } from "~/domain/format";
import { Form, Link, useLoaderData, useNavigation, useSubmit } from "@remix-run/react";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import { NutritionSummary } from "~/components/nutrition-summary";
import { RecipeCard, RecipeGrid, toRecipeCard } from "~/components/recipes/recipe-card";
import { useOptionalUser } from "~/components/shell-user";
import { useToast } from "~/components/toaster";
import { useHydrated } from "~/components/use-hydrated";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field-classes";
import { Labelled, LabelledSelect } from "~/components/ui/labelled";
import { Spinner } from "~/components/ui/spinner";
import { CUISINES } from "~/domain/cuisines";
import { shownFromParam } from "~/domain/paging";
import { RECOMMENDATION_CUISINES, expandCuisine, normaliseTerm } from "~/domain/recipe-search";
import { withViewer } from "~/lib/auth.server";
import { listFavoriteIds } from "~/services/favorites.server";
import { getNutritionSummary } from "~/services/profiles.server";
import {
  readSearchProfile,
  profileQueryParts,
  queryRecipes,
  type RecipeQuery,
} from "~/services/recipes.server";

/**
 * Signed-in extras load with their own chunk: a guest never downloads or evaluates the meal-plan
 * code (and the schema library it validates plans with): 140.7 -> 111.3 KB gzip for the page
 * (`npm run bench:weight`). The section fetches its plans in the browser anyway, so it mounts after
 * hydration (a lazy boundary hydrated from server HTML would be thrown away by the first update).
 */
const MealPlansSection = lazy(() =>
  import("~/components/meal-plans/meal-plans-section").then((m) => ({
    default: m.MealPlansSection,
  })),
);

export const meta: MetaFunction = () => [{ title: "Recipe recommendations | NutriCoach" }];

/** Cards per page: fills the 1, 2 and 3 column grids evenly. */
export const RECOMMENDATIONS_PAGE_SIZE = 12;
/** At most this many cards at once (`?shown=`, what "Load More Recipes" asks for). */
export const RECOMMENDATIONS_MAX_SHOWN = 120;

/**
 * Guests see the catalogue in its default order; a signed-in user's profile excludes (restrictions,
 * dislikes) and ranks (cuisines, goals). The search box and cuisine dropdown are URL parameters, so
 * the server filters (app/services/recipes.server.ts) and a result can be linked or reloaded.
 * "Load More Recipes" is a GET form too: `?shown=24` asks for the first 24 cards, so the list is
 * the URL's (reload, Back, a heart's revalidation keep it) and it works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = normaliseTerm(url.searchParams.get("q"));
  const cuisineParam = (url.searchParams.get("cuisine") ?? "").toLowerCase();
  const cuisine = RECOMMENDATION_CUISINES.includes(cuisineParam) ? cuisineParam : "all";
  const shown = shownFromParam(url.searchParams.get("shown"), {
    pageSize: RECOMMENDATIONS_PAGE_SIZE,
    max: RECOMMENDATIONS_MAX_SHOWN,
  });
  // the viewer's profile, hearts and summary with the user row (one D1 round trip, ADR 034); the
  // recipes in a second, as their query is built from the profile
  const { data: viewer } = await withViewer(request, context, async (viewerId) => {
    if (viewerId === null) return { profile: null, favoriteIds: [] as number[], nutrition: null };
    const [profile, favoriteIds, nutrition] = await Promise.all([
      readSearchProfile(context.db, viewerId),
      listFavoriteIds(context.db, viewerId),
      // the nutrition summary (issue 4's component); a failure shows its notice
      getNutritionSummary(context.db, viewerId).catch((error): { status: "error" } => {
        console.error("nutrition summary: profile could not be loaded", error);
        return { status: "error" as const };
      }),
    ]);
    return { profile, favoriteIds, nutrition };
  });
  const { profile, favoriteIds, nutrition: summary } = viewer;
  const query: RecipeQuery = {
    term: q,
    mode: "card",
    cuisines: cuisine === "all" ? [] : expandCuisine(cuisine),
    ...profileQueryParts(profile),
    limit: shown,
    offset: 0,
  };
  const restrictions = profile?.dietaryRestrictions ?? [];
  // catalogue recipes only (no viewer in the query), as cards with the lines the restrictions
  // flag: the same for everyone whose profile asks the same, kept in the isolate while fresh
  // and not purged (ADR 054)
  const page = await context.edgeCache.memo(
    `recipe-cards:${JSON.stringify([query, restrictions])}`,
    ["catalogue"],
    async () => {
      const found = await queryRecipes(context.db, query);
      return {
        cards: found.recipes.map((r) => toRecipeCard(r, restrictions)),
        total: found.total,
        nextOffset: found.nextOffset,
      };
    },
  );
  return json(
    {
      nutrition: summary,
      q,
      cuisine,
      shown,
      recipes: page.cards,
      total: page.total,
      nextOffset: page.nextOffset,
      favoriteIds,
      restrictions,
      hasProfile: profile !== null,
    },
    // a signed-in answer is private, no-store (workers/app.ts); a guest's is the same for every
    // guest and may be kept by the edge cache (ADR 034)
  );
}

const cuisineLabel = (value: string) => CUISINES.find((c) => c.toLowerCase() === value) ?? value;

const CUISINE_OPTIONS = [
  { value: "all", label: "All" },
  ...RECOMMENDATION_CUISINES.map((c) => ({ value: c, label: cuisineLabel(c) })),
];

export default function RecommendationsPage() {
  const data = useLoaderData<typeof loader>();
  const hydrated = useHydrated();
  const user = useOptionalUser();
  const { toast } = useToast();
  const submit = useSubmit();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [term, setTerm] = useState(data.q);
  // the loader's favourites (all of the viewer's): a heart's post revalidates them
  const favorites = useMemo(() => new Set(data.favoriteIds), [data.favoriteIds]);

  useEffect(() => {
    if (data.nutrition?.status === "error")
      toast({
        title: "Error loading profile",
        description: "There was a problem loading your profile. Please try again.",
        variant: "destructive",
      });
  }, [data.nutrition, toast]);

  // typing searches after a short pause (Enter searches at once)
  useEffect(() => {
    if (term === data.q) return;
    const timer = setTimeout(() => {
      if (formRef.current) submit(formRef.current, { replace: true, preventScrollReset: true });
    }, 350);
    return () => clearTimeout(timer);
  }, [term, data.q, submit]);

  const recipes = data.recipes;
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/recommendations";
  const loadingMore =
    loading && new URLSearchParams(navigation.location.search).get("shown") !== null;
  const searching = loading && !loadingMore;

  return (
    // a flex column so that, on a phone, the signed-in extras come after the recipes (issue 19)
    <div className="mx-auto flex max-w-7xl flex-col px-4 py-6 sm:block sm:px-6 sm:py-10 lg:px-8">
      <header className="max-w-3xl">
        {user ? (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              {user.firstName ? `${user.firstName}, your` : "Your"} personalized recipe
              recommendations
            </h1>
            <p className="mt-2 text-sm text-gray-700 sm:text-base dark:text-gray-300">
              {data.hasProfile
                ? "Chosen for your dietary needs, favorite cuisines and goals."
                : "Complete your profile to rank recipes by your diet, cuisines and goals."}
            </p>
          </>
        ) : (
          <>
            <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">
              Discover healthy recipes
            </h1>
            <div
              className="mt-4 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
              role="note"
            >
              <p className="font-semibold">Guest Mode</p>
              <p className="mt-1 text-sm">
                You are browsing as a guest. Create an account for recommendations that fit your
                diet, favorite cuisines and goals.
              </p>
              <Link to="/onboarding" className={buttonClass("primary", "sm", "mt-3")}>
                Personalize My Recommendations
              </Link>
            </div>
          </>
        )}
      </header>

      {user ? (
        // signed-in extras: the nutrition summary (issue 4) and the meal-plans section (issue 6)
        <section
          data-slot="signed-in-extras"
          aria-label="Your plans and nutrition"
          className="order-last mt-8 space-y-6"
        >
          {data.nutrition?.status === "ready" ? (
            <NutritionSummary summary={data.nutrition.summary} />
          ) : null}
          {data.nutrition?.status === "no-profile" ? (
            <p className="text-gray-700 dark:text-gray-300">
              <Link
                to="/onboarding"
                className="font-medium text-emerald-800 underline dark:text-emerald-300"
              >
                Set up your profile
              </Link>{" "}
              to see your daily calorie and macro targets.
            </p>
          ) : null}
          {hydrated ? (
            <Suspense fallback={<Spinner label="Loading your meal plans" showLabel />}>
              <MealPlansSection />
            </Suspense>
          ) : (
            <Spinner label="Loading your meal plans" showLabel />
          )}
        </section>
      ) : null}

      <Form
        ref={formRef}
        method="get"
        role="search"
        aria-label="Filter recommendations"
        className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-[1fr_14rem] sm:items-end"
      >
        <Labelled id="recommendations-q" label="Search recipes">
          <input
            id="recommendations-q"
            name="q"
            type="search"
            value={term}
            maxLength={100}
            onChange={(e) => setTerm(e.target.value)}
            placeholder="Try “quick”, “salmon” or “vegan”"
            className={inputClass}
          />
        </Labelled>
        <LabelledSelect
          id="recommendations-cuisine"
          label="Cuisine"
          name="cuisine"
          defaultValue={data.cuisine}
          key={data.cuisine}
          onChange={(e) =>
            submit(e.currentTarget.form, { replace: true, preventScrollReset: true })
          }
          options={CUISINE_OPTIONS}
        />
      </Form>

      <div
        className="mt-4 flex min-h-6 items-center gap-3 text-sm text-gray-700 sm:mt-6 dark:text-gray-300"
        aria-live="polite"
      >
        {searching ? (
          <Spinner label="Searching recipes" showLabel />
        ) : (
          <span>{countOf(data.total, "recipe")}</span>
        )}
      </div>

      <section aria-label="Recipes" className="mt-4">
        {recipes.length === 0 ? (
          <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center dark:border-gray-700">
            <h2 className="text-xl font-semibold">No recipes found</h2>
            <p className="mt-2 text-gray-700 dark:text-gray-300">Try another search or cuisine.</p>
          </div>
        ) : (
          <RecipeGrid>
            {recipes.map((recipe, index) => (
              <RecipeCard
                key={recipe.id}
                recipe={recipe}
                priority={index < 3}
                headingLevel={2}
                favorited={favorites.has(recipe.id)}
                restrictions={data.restrictions}
              />
            ))}
          </RecipeGrid>
        )}
        {data.nextOffset !== null &&
        recipes.length > 0 &&
        data.shown < RECOMMENDATIONS_MAX_SHOWN ? (
          <Form
            method="get"
            action="/recommendations"
            preventScrollReset
            replace
            className="mt-8 flex justify-center"
          >
            {data.q ? <input type="hidden" name="q" value={data.q} /> : null}
            {data.cuisine !== "all" ? (
              <input type="hidden" name="cuisine" value={data.cuisine} />
            ) : null}
            <input type="hidden" name="shown" value={data.shown + RECOMMENDATIONS_PAGE_SIZE} />
            <Button type="submit" variant="secondary" size="lg" disabled={loadingMore}>
              {loadingMore ? <Spinner label="Loading more recipes" /> : null}
              Load More Recipes
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  );
}
