import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigate, useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { RecipeCard, RecipeGrid, toRecipeCard } from "~/components/recipes/recipe-card";
import { useOptionalUser } from "~/components/shell-user";
import { Button, buttonClass } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field-classes";
import { Labelled, LabelledSelect } from "~/components/ui/labelled";
import { Spinner } from "~/components/ui/spinner";
import { shownFromParam } from "~/domain/paging";
import {
  CALORIE_SLIDER,
  COOKING_TIMES,
  COOKING_TIME_VALUES,
  HEALTH_GOALS,
  HEALTH_GOAL_LABELS,
  MEAL_TYPES,
  RECIPE_CUISINES,
  RESTRICTION_LABELS,
  SEARCH_RESTRICTIONS,
} from "~/domain/recipe-search";
import {
  EMPTY_FILTERS,
  filtersFromParams,
  paramsFromFilters,
  searchBody,
  type SearchFilters,
} from "~/domain/recipe-search-url";
import { searchRequestSchema } from "~/domain/schemas/recipes";
import { withViewer } from "~/lib/auth.server";
import { listFavoriteIds } from "~/services/favorites.server";
import {
  readSearchProfile,
  searchRecipes,
  type RecipePage,
  type SearchProfile,
} from "~/services/recipes.server";

export const meta: MetaFunction = () => [{ title: "Recipe search | NutriCoach" }];

const PAGE_SIZE = 12;
/** At most this many results at once (`?shown=`, what "Load more" asks for). */
const MAX_SHOWN = 120;

/**
 * Results only after Search (or Enter): the filters live in the URL with `search=1`, and the
 * loader runs the same search as POST /api/recipe-agent/search. "Load more" is a GET form:
 * `?shown=24` asks for the first 24 results, so the list is the URL's (reload, Back and a heart's
 * revalidation keep it) and it works without JavaScript; the filters' inputs are named after the
 * URL's parameters, so Search does too.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { filters, searched } = filtersFromParams(params);
  const shown = shownFromParam(params.get("shown"), { pageSize: PAGE_SIZE, max: MAX_SHOWN });
  // the viewer's hearts and profile with the user row: one D1 round trip (ADR 034)
  const { user, data } = await withViewer(request, context, (viewerId) =>
    viewerId === null
      ? Promise.resolve<[number[], SearchProfile | null]>([[], null])
      : Promise.all([
          listFavoriteIds(context.db, viewerId),
          readSearchProfile(context.db, viewerId),
        ]),
  );
  const [favoriteIds, profile] = data;
  let page: RecipePage | null = null;
  let error: string | null = null;
  if (searched) {
    const parsed = searchRequestSchema.safeParse(
      searchBody(filters, { limit: PAGE_SIZE, offset: 0 }),
    );
    // the schema checks the filters; the URL's pages go past the API's page size (one query)
    if (parsed.success)
      page = await searchRecipes(
        context.db,
        { ...parsed.data, limit: shown },
        user?.id ?? null,
        profile,
      );
    else error = parsed.error.issues[0]?.message ?? "Some filters are not valid.";
  }
  const restrictions = profile?.dietaryRestrictions ?? [];
  return json({
    filters,
    searched,
    shown,
    page: page && {
      ...page,
      recipes: page.recipes.map((r) => toRecipeCard(r, restrictions)),
    },
    error,
    favoriteIds,
    restrictions,
  });
}

const label = (value: string) => value[0].toUpperCase() + value.slice(1);

const CUISINE_OPTIONS = [
  { value: "", label: "All cuisines" },
  ...RECIPE_CUISINES.map((c) => ({ value: c, label: c })),
];
const MEAL_OPTIONS = [
  { value: "", label: "Any meal" },
  ...MEAL_TYPES.map((m) => ({ value: m, label: label(m) })),
];
const TIME_OPTIONS = [
  { value: "", label: "Any time" },
  ...COOKING_TIME_VALUES.map((t) => ({ value: t, label: COOKING_TIMES[t].label })),
];

function toggle(list: string[], value: string) {
  return list.includes(value) ? list.filter((v) => v !== value) : [...list, value];
}

export default function RecipeSearchPage() {
  const data = useLoaderData<typeof loader>();
  const user = useOptionalUser();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // the form's edits until Search: what the URL says again once it has loaded
  const [filters, setFilters] = useState<SearchFilters>(data.filters);
  useEffect(() => setFilters(data.filters), [data.filters]);

  const set = <K extends keyof SearchFilters>(key: K, value: SearchFilters[K]) =>
    setFilters((f) => ({ ...f, [key]: value }));

  function search(event: React.FormEvent) {
    event.preventDefault();
    navigate(`/recipe-search?${paramsFromFilters(filters)}`, { preventScrollReset: true });
  }

  function clearAll() {
    setFilters(EMPTY_FILTERS);
    navigate("/recipe-search", { preventScrollReset: true });
  }

  const results = data.page?.recipes ?? [];
  const loading =
    navigation.state === "loading" && navigation.location?.pathname === "/recipe-search";
  const loadingMore =
    loading && new URLSearchParams(navigation.location.search).get("shown") !== null;
  const searching = loading && !loadingMore;
  const calorieText = `${filters.calorieMin} - ${filters.calorieMax}${filters.calorieMax >= CALORIE_SLIDER.max ? "+" : ""} kcal`;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link
        to="/recommendations"
        className="text-sm font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
      >
        ← Back to recommendations
      </Link>
      <h1 className="mt-3 text-3xl font-bold tracking-tight">Recipe search</h1>
      <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">
        Find recipes by name, ingredient or cuisine, and narrow them down by diet, goals, meal, time
        and calories.
      </p>

      {!user ? (
        <div
          role="note"
          className="mt-6 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-950 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-50"
        >
          <p className="font-semibold">Get personalized results</p>
          <p className="mt-1 text-sm">
            Sign up to rank recipes by your dietary needs, favorite cuisines and goals, and to save
            your favorites.
          </p>
          <Link to="/onboarding" className={buttonClass("primary", "sm", "mt-3")}>
            Sign up
          </Link>
        </div>
      ) : null}

      <Form
        method="get"
        onSubmit={search}
        role="search"
        aria-label="Recipe filters"
        className="mt-6 rounded-xl border border-gray-200 p-5 dark:border-gray-800"
      >
        {/* without JavaScript the form itself is the query: Search pressed */}
        <input type="hidden" hidden name="search" value="1" />
        <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
          <Labelled id="search-q" label="Search">
            <input
              id="search-q"
              name="q"
              type="search"
              value={filters.searchTerm}
              maxLength={100}
              onChange={(e) => set("searchTerm", e.target.value)}
              placeholder="Recipe name, ingredient or cuisine"
              className={inputClass}
            />
          </Labelled>
          <LabelledSelect
            id="search-cuisine"
            label="Cuisine"
            name="cuisine"
            value={filters.cuisine}
            onChange={(e) => set("cuisine", e.target.value)}
            options={CUISINE_OPTIONS}
          />
        </div>

        <div className="mt-5 grid gap-5 md:grid-cols-2">
          <CheckboxGroup
            legend="Dietary restrictions"
            name="diet"
            options={SEARCH_RESTRICTIONS}
            labels={RESTRICTION_LABELS}
            checked={filters.dietaryRestrictions}
            onToggle={(r) => set("dietaryRestrictions", toggle(filters.dietaryRestrictions, r))}
          />
          <CheckboxGroup
            legend="Health goals"
            name="goal"
            options={HEALTH_GOALS}
            labels={HEALTH_GOAL_LABELS}
            checked={filters.healthGoals}
            onToggle={(g) => set("healthGoals", toggle(filters.healthGoals, g))}
          />
        </div>

        <div className="mt-5 grid gap-4 md:grid-cols-3">
          <LabelledSelect
            id="search-meal"
            label="Meal type"
            name="meal"
            value={filters.mealType}
            onChange={(e) => set("mealType", e.target.value)}
            options={MEAL_OPTIONS}
          />
          <LabelledSelect
            id="search-time"
            label="Cooking time"
            name="time"
            value={filters.cookingTime}
            onChange={(e) => set("cookingTime", e.target.value as SearchFilters["cookingTime"])}
            options={TIME_OPTIONS}
          />
          <fieldset>
            <legend className={labelClass}>
              Calories per serving: <span data-testid="calorie-range">{calorieText}</span>
            </legend>
            <div className="mt-2 space-y-2">
              <CalorieSlider
                label="Min"
                name="cmin"
                value={filters.calorieMin}
                ariaLabel="Minimum calories"
                valueText={`${filters.calorieMin} kcal`}
                onChange={(v) => set("calorieMin", Math.min(v, filters.calorieMax))}
              />
              <CalorieSlider
                label="Max"
                name="cmax"
                value={filters.calorieMax}
                ariaLabel="Maximum calories"
                valueText={
                  filters.calorieMax >= CALORIE_SLIDER.max
                    ? "No upper limit"
                    : `${filters.calorieMax} kcal`
                }
                onChange={(v) => set("calorieMax", Math.max(v, filters.calorieMin))}
              />
            </div>
          </fieldset>
        </div>

        {/* on a phone Search stays at the bottom of the screen while the filters scroll (issue 19) */}
        <div className="sticky bottom-0 z-10 -mx-5 mt-6 flex flex-wrap items-center gap-3 border-t border-gray-200 bg-white px-5 py-3 sm:static sm:mx-0 sm:border-0 sm:p-0 dark:border-gray-800 dark:bg-gray-950">
          <Button type="submit">Search</Button>
          <Button variant="ghost" onClick={clearAll}>
            Clear all filters
          </Button>
          {searching ? <Spinner label="Searching" showLabel /> : null}
        </div>
      </Form>

      <section aria-label="Search results" className="mt-8" aria-live="polite">
        {data.error ? (
          <p role="alert" className="text-red-700 dark:text-red-400">
            {data.error}
          </p>
        ) : !data.searched || !data.page ? (
          <p className="text-gray-700 dark:text-gray-300">
            Choose your filters and press Search to see recipes.
          </p>
        ) : results.length === 0 ? (
          <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center dark:border-gray-700">
            <h2 className="text-xl font-semibold">No Recipes Found</h2>
            <p className="mt-2 text-gray-700 dark:text-gray-300">
              Try fewer filters or another search term.
            </p>
          </div>
        ) : (
          <>
            <h2 className="mb-4 text-lg font-semibold">
              {data.page.total} {data.page.total === 1 ? "recipe" : "recipes"} found
            </h2>
            <RecipeGrid>
              {results.map((recipe) => (
                <RecipeCard
                  key={recipe.id}
                  recipe={recipe}
                  favorited={data.favoriteIds.includes(recipe.id)}
                  restrictions={data.restrictions}
                />
              ))}
            </RecipeGrid>
            {data.page.nextOffset !== null && data.shown < MAX_SHOWN ? (
              <Form
                method="get"
                action="/recipe-search"
                preventScrollReset
                replace
                className="mt-8 flex justify-center"
              >
                {[...paramsFromFilters(data.filters)].map(([name, value], index) => (
                  <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
                ))}
                <input type="hidden" name="shown" value={data.shown + PAGE_SIZE} />
                <Button type="submit" variant="secondary" disabled={loadingMore}>
                  {loadingMore ? <Spinner label="Loading more recipes" /> : null}
                  Load more
                </Button>
              </Form>
            ) : null}
          </>
        )}
      </section>
    </div>
  );
}

/** A filter's checkboxes under its legend, two a row; `checked` are the values ticked. */
function CheckboxGroup<Value extends string>({
  legend,
  name,
  options,
  labels,
  checked,
  onToggle,
}: {
  legend: string;
  name: string;
  options: readonly Value[];
  labels: Record<Value, string>;
  checked: readonly string[];
  onToggle: (value: Value) => void;
}) {
  return (
    <fieldset>
      <legend className={labelClass}>{legend}</legend>
      <div className="mt-2 grid grid-cols-2 gap-2">
        {options.map((value) => (
          <label key={value} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name={name}
              value={value}
              checked={checked.includes(value)}
              onChange={() => onToggle(value)}
              className="h-4 w-4 accent-emerald-700"
            />
            {labels[value]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** One end of the calories-per-serving range. */
function CalorieSlider({
  label,
  name,
  value,
  ariaLabel,
  valueText,
  onChange,
}: {
  label: string;
  name: string;
  value: number;
  ariaLabel: string;
  valueText: string;
  onChange: (value: number) => void;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="w-9">{label}</span>
      <input
        type="range"
        name={name}
        min={CALORIE_SLIDER.min}
        max={CALORIE_SLIDER.max}
        step={CALORIE_SLIDER.step}
        value={value}
        aria-label={ariaLabel}
        aria-valuetext={valueText}
        onChange={(e) => onChange(Number(e.target.value))}
        className="w-full accent-emerald-700"
      />
    </label>
  );
}
