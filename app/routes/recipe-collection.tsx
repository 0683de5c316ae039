import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { countOf } from "~/domain/format";
import { Form, Link, useLoaderData, useSearchParams } from "@remix-run/react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useState } from "react";
import { RecipeCard, RecipeGrid, toRecipeCard } from "~/components/recipes/recipe-card";
import type { RecipeListItem } from "~/domain/recipe";
import { useOptionalUser } from "~/components/shell-user";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass } from "~/components/ui/field-classes";
import {
  CATEGORY_INFO,
  RECIPE_CATEGORIES,
  isRecipeCategory,
  type RecipeCategory,
} from "~/domain/recipe-categories";
import {
  COLLECTION_FALLBACK_CUISINES,
  canonicalCuisine,
  normaliseTerm,
} from "~/domain/recipe-search";
import { withViewer } from "~/lib/auth.server";
import { listFavoriteIds, listFavoriteRecipes } from "~/services/favorites.server";
import { categoryCounts, cuisineCounts, queryRecipes } from "~/services/recipes.server";

export const meta: MetaFunction = () => [{ title: "Recipe collection | NutriCoach" }];

const PAGE_SIZE = 12;
const MAX_PAGES = 20;
const TABS = ["all", "favorites", "collections"] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const q = normaliseTerm(url.searchParams.get("q"));
  const cuisine = canonicalCuisine(url.searchParams.get("cuisine") ?? "");
  const categoryParam = url.searchParams.get("category") ?? "";
  const category: RecipeCategory | null = isRecipeCategory(categoryParam) ? categoryParam : null;
  const pages = Math.min(MAX_PAGES, Math.max(1, Number(url.searchParams.get("pages")) || 1));
  // the counts are best-effort: without them the page falls back to the spec's cuisine list
  // every read in one D1 round trip with the user row (ADR 034)
  const { data } = await withViewer(request, context, (viewerId) =>
    Promise.all([
      cuisineCounts(context.db).catch(() => null),
      categoryCounts(context.db),
      queryRecipes(context.db, {
        term: q,
        mode: "full",
        cuisines: cuisine ? [cuisine] : [],
        category,
        limit: PAGE_SIZE * pages,
        offset: 0,
      }),
      viewerId !== null ? listFavoriteRecipes(context.db, viewerId) : Promise.resolve(null),
      viewerId !== null ? listFavoriteIds(context.db, viewerId) : Promise.resolve([] as number[]),
    ]),
  );
  const [counts, categories, page, favorites, favoriteIds] = data;
  // the collection shows no swaps: cards carry no flagged lines
  const card = (r: RecipeListItem) => toRecipeCard(r, []);
  return json({
    q,
    cuisine,
    category,
    pages,
    counts,
    categories,
    page: { ...page, recipes: page.recipes.map(card) },
    favorites: favorites?.map(card) ?? null,
    favoriteIds,
  });
}

export default function RecipeCollectionPage() {
  const data = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const [params] = useSearchParams();
  const initialTab = Math.max(
    0,
    TABS.indexOf((params.get("tab") ?? "all") as (typeof TABS)[number]),
  );
  const [tab, setTab] = useState(initialTab);

  const cuisines = data.counts?.cuisines.length
    ? data.counts.cuisines.map((c) => ({ name: c, count: data.counts!.recipeCounts[c] ?? 0 }))
    : COLLECTION_FALLBACK_CUISINES.map((c) => ({ name: c, count: null as number | null }));

  const linkWith = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    next.delete("pages");
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    const s = next.toString();
    return s ? `/recipe-collection?${s}` : "/recipe-collection";
  };

  const chip = (active: boolean) =>
    "flex w-full items-center justify-between rounded-md px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
    (active
      ? "bg-emerald-700 font-semibold text-white"
      : "text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800");

  const tabClass =
    "rounded-md px-4 py-2 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-emerald-700 data-[selected]:text-white dark:text-gray-200 dark:data-[selected]:text-white";

  return (
    <div>
      <section className="bg-gradient-to-br from-emerald-50 to-amber-50 dark:from-emerald-950 dark:to-gray-900">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight">Recipe collection</h1>
          <p className="mt-3 max-w-2xl text-lg text-gray-800 dark:text-gray-200">
            Healthy dishes from thirteen cuisines, with nutrition computed from USDA food data.
          </p>
          <Form
            method="get"
            role="search"
            aria-label="Search the collection"
            className="mt-6 flex max-w-2xl flex-wrap gap-2"
          >
            {data.cuisine ? <input type="hidden" name="cuisine" value={data.cuisine} /> : null}
            {data.category ? <input type="hidden" name="category" value={data.category} /> : null}
            <label htmlFor="collection-q" className="sr-only">
              Search recipes
            </label>
            <input
              id="collection-q"
              name="q"
              type="search"
              defaultValue={data.q}
              key={data.q}
              maxLength={100}
              placeholder="Search by name, ingredient or cuisine"
              className={`${inputClass} mt-0 min-w-0 flex-1`}
            />
            <Button type="submit">Search</Button>
            <Link to="/recipe-search" className={buttonClass("secondary")}>
              Advanced Search
            </Link>
          </Form>
        </div>
      </section>

      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-[16rem_1fr] lg:px-8">
        <aside aria-label="Filter by cuisine">
          <h2 className="text-lg font-semibold">Cuisines</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <Link
                to={linkWith({ cuisine: null })}
                className={chip(!data.cuisine)}
                aria-current={!data.cuisine ? "true" : undefined}
              >
                <span>All cuisines</span>
                {data.counts ? (
                  <span>{Object.values(data.counts.recipeCounts).reduce((a, b) => a + b, 0)}</span>
                ) : null}
              </Link>
            </li>
            {cuisines.map((c) => (
              <li key={c.name}>
                <Link
                  to={linkWith({ cuisine: c.name })}
                  className={chip(data.cuisine === c.name)}
                  aria-current={data.cuisine === c.name ? "true" : undefined}
                >
                  <span>{c.name}</span>
                  {c.count !== null ? <span>{c.count}</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </aside>

        <div>
          <TabGroup selectedIndex={tab} onChange={setTab}>
            <TabList
              aria-label="Recipe lists"
              className="flex flex-wrap gap-2 rounded-lg bg-gray-100 p-1 dark:bg-gray-900"
            >
              <Tab className={tabClass}>All Recipes</Tab>
              <Tab className={tabClass}>Favorites</Tab>
              <Tab className={tabClass}>Collections</Tab>
            </TabList>
            <TabPanels className="mt-6">
              <TabPanel>
                <div className="mb-4 flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
                  <span>
                    {data.page.total} {data.page.total === 1 ? "recipe" : "recipes"}
                    {data.cuisine ? ` · ${data.cuisine}` : ""}
                    {data.category ? ` · ${CATEGORY_INFO[data.category].label}` : ""}
                    {data.q ? ` · “${data.q}”` : ""}
                  </span>
                  {data.cuisine || data.category || data.q ? (
                    <Link
                      to="/recipe-collection"
                      className="font-medium text-emerald-800 underline dark:text-emerald-300"
                    >
                      Show all
                    </Link>
                  ) : null}
                </div>
                {data.page.recipes.length === 0 ? (
                  <p className="rounded-xl border border-dashed border-gray-300 p-10 text-center dark:border-gray-700">
                    No recipes found
                  </p>
                ) : (
                  <RecipeGrid>
                    {data.page.recipes.map((r) => (
                      <RecipeCard
                        key={r.id}
                        recipe={r}
                        favorited={data.favoriteIds.includes(r.id)}
                      />
                    ))}
                  </RecipeGrid>
                )}
                {data.page.nextOffset !== null && data.pages < MAX_PAGES ? (
                  <div className="mt-8 flex justify-center">
                    <Link
                      to={`${linkWith({})}${linkWith({}).includes("?") ? "&" : "?"}pages=${data.pages + 1}`}
                      preventScrollReset
                      className={buttonClass("secondary")}
                    >
                      Load more recipes
                    </Link>
                  </div>
                ) : null}
              </TabPanel>
              <TabPanel>
                {!user || data.favorites === null ? (
                  <div className="rounded-xl border border-gray-200 p-8 text-center dark:border-gray-800">
                    <h2 className="text-xl font-semibold">Sign in to see your favorites</h2>
                    <p className="mt-2 text-gray-700 dark:text-gray-300">
                      Save recipes with the heart and find them here.
                    </p>
                    <Link to="/onboarding" className={buttonClass("primary", "md", "mt-4")}>
                      Sign Up
                    </Link>
                  </div>
                ) : data.favorites.length === 0 ? (
                  <p className="text-gray-700 dark:text-gray-300">
                    You have no favorite recipes yet. Tap the heart on a recipe to save it.
                  </p>
                ) : (
                  <RecipeGrid>
                    {data.favorites.map((r) => (
                      <RecipeCard key={r.id} recipe={r} favorited />
                    ))}
                  </RecipeGrid>
                )}
              </TabPanel>
              <TabPanel>
                <div className="rounded-xl border border-gray-200 p-8 text-center dark:border-gray-800">
                  <h2 className="text-xl font-semibold">Collections</h2>
                  <p className="mt-2 text-gray-700 dark:text-gray-300">
                    This feature will be available soon!
                  </p>
                  <Button className="mt-4" disabled>
                    Create Collection
                  </Button>
                </div>
              </TabPanel>
            </TabPanels>
          </TabGroup>

          <section aria-labelledby="categories-heading" className="mt-12">
            <h2 id="categories-heading" className="text-2xl font-semibold">
              Browse by category
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4">
              {RECIPE_CATEGORIES.map((c) => (
                <li key={c}>
                  <Link
                    to={linkWith({ category: data.category === c ? null : c })}
                    aria-current={data.category === c ? "true" : undefined}
                    className={
                      "block h-full rounded-xl border p-4 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
                      (data.category === c
                        ? "border-emerald-700 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950"
                        : "border-gray-200 hover:border-emerald-600 dark:border-gray-800")
                    }
                  >
                    <span className="block font-semibold">{CATEGORY_INFO[c].label}</span>
                    <span
                      className="block text-sm text-gray-700 dark:text-gray-300"
                      data-testid={`category-count-${c}`}
                    >
                      {countOf(data.categories[c], "recipe")}
                    </span>
                    <span className="mt-1 block text-xs text-gray-700 dark:text-gray-300">
                      {CATEGORY_INFO[c].description}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
