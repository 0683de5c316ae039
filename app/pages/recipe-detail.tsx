import {
  json,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useActionData,
  useFetcher,
  useLoaderData,
  useRevalidator,
} from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { IntakeList } from "~/components/intake-list";
import { CulturalBadgeList } from "~/components/recipes/cultural-badge-list";
import { CulturalStories } from "~/components/recipes/cultural-stories";
import { FavoriteForm, HeartIcon, useFavoriteState } from "~/components/recipes/favorite-button";
import { RecipeCard, RecipeGrid, toRecipeCard } from "~/components/recipes/recipe-card";
import { RecipeComments } from "~/components/recipes/recipe-comments";
import { copyText, ShareDialog } from "~/components/recipes/share-dialog";
import { SwapPopover } from "~/components/recipes/swap-popover";
import { useOptionalUser } from "~/components/shell-user";
import { useToast } from "~/components/toaster";
import { jobEnded, useJobReads, type JobReadBase } from "~/components/use-job-reads";
import { Button } from "~/components/ui/button";
import { Spinner } from "~/components/ui/spinner";
import { chefTipsFor } from "~/content/chef-tips";
import { flagIngredient } from "~/content/substitutions";
import {
  formatTag,
  readIngredients,
  readInstructions,
  type ContentList,
} from "~/domain/recipe-content";
import { chefTipsCuisine, RESTRICTION_LABELS } from "~/domain/recipe-search";
import { jsonLdScriptText, recipeStructuredData } from "~/domain/recipe-structured-data";
import { chooseRelatedRecipes } from "~/domain/related-recipes";
import { parseIdParam } from "~/domain/ids";
import { UPDATE_DETAILS_FAILED } from "~/domain/recipe-jobs";
import { recipePageAction } from "~/http/recipe-page-actions.server";
import { isRecipePhotoIntent, recipePhotoAction } from "~/http/recipe-photo-actions.server";
import { readFormPost } from "~/lib/page-form.server";
import { withViewer } from "~/lib/auth.server";
import { PRIVATE_NO_STORE } from "~/lib/cache-policy.server";
import { recipeScope } from "~/lib/edge-cache.server";
import { isRecipeAdmin } from "~/services/recipe-admin.server";
import { PHOTO_URL_PREFIX } from "~/domain/recipe-photo-url";
import { RecipePhotoForm } from "~/components/recipes/photo-form";
import { recipeFilter } from "~/domain/meal-plan";
import { publicOrigin } from "~/lib/origin.server";
import { parsePageRequest } from "~/domain/paging";
import { listStories, STORIES_ON_RECIPE_PAGE } from "~/services/cultural-stories.server";
import { listFavoriteIds } from "~/services/favorites.server";
import { commentSummary, countShares, listComments } from "~/services/recipe-social.server";
import {
  getRecipeListItem,
  readSearchProfile,
  relatedRecipeCandidates,
  servingIntakes,
} from "~/services/recipes.server";
import printStyles from "~/styles/recipe-print.css";

// media="print": the browser fetches it without holding the first paint for it
/** Comments shown per page of a recipe. */
const COMMENTS_ON_RECIPE_PAGE = 20;

/** Older-page and back-to-newest links of one list on the recipe page (`?storiesBefore=`...). */
function pageLinks(
  url: URL,
  key: string,
  before: number | null,
  nextBefore: number | null,
  anchor: string,
): { older: string | null; newest: string | null } {
  const href = (value: number | null) => {
    const next = new URLSearchParams(url.searchParams);
    if (value === null) next.delete(key);
    else next.set(key, String(value));
    const search = next.toString();
    return `${url.pathname}${search ? `?${search}` : ""}#${anchor}`;
  };
  return {
    older: nextBefore === null ? null : href(nextBefore),
    newest: before === null ? null : href(null),
  };
}

/** `?share=` as a share token could be (22 URL-safe characters), else null. */
function shareTokenParam(url: URL): string | null {
  const token = url.searchParams.get("share");
  return token && /^[A-Za-z0-9_-]{22}$/.test(token) ? token : null;
}

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: printStyles, media: "print" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = parseIdParam(params.id);
  const url = new URL(request.url);
  const storyPage = parsePageRequest(url.searchParams, {
    defaultLimit: STORIES_ON_RECIPE_PAGE,
    maxLimit: STORIES_ON_RECIPE_PAGE,
    beforeKey: "storiesBefore",
    limitKey: null,
  });
  const commentPage = parsePageRequest(url.searchParams, {
    defaultLimit: COMMENTS_ON_RECIPE_PAGE,
    maxLimit: COMMENTS_ON_RECIPE_PAGE,
    beforeKey: "commentsBefore",
    limitKey: null,
  });
  // every read needs only the id (and the viewer's): one D1 round trip with the user row (ADR 034)
  const { user, data } = await withViewer(request, context, async (viewerId) => {
    if (!id) return null;
    const [recipe, stories, comments, summary, candidates, shareCount, profile, favoriteIds] =
      await Promise.all([
        // a share link's token shows a private recipe to whoever has the link (ADR 046)
        getRecipeListItem(context.db, id, viewerId, shareTokenParam(url)),
        listStories(context.db, id, viewerId, storyPage),
        listComments(context.db, id, viewerId, commentPage),
        commentSummary(context.db, id),
        // the same for every viewer: kept in the isolate while fresh and not purged (ADR 054)
        context.edgeCache.memo(`related:${id}`, ["catalogue", recipeScope(id)], () =>
          relatedRecipeCandidates(context.db, id),
        ),
        countShares(context.db, id),
        viewerId !== null ? readSearchProfile(context.db, viewerId) : Promise.resolve(null),
        viewerId !== null ? listFavoriteIds(context.db, viewerId) : Promise.resolve([] as number[]),
      ]);
    return recipe
      ? { recipe, stories, comments, summary, candidates, shareCount, profile, favoriteIds }
      : null;
  });
  if (!data) return json({ found: false as const }, { status: 404 });
  const { recipe, stories, comments, summary, candidates, shareCount, profile, favoriteIds } = data;
  // 'You Might Also Like' keeps to the reader's restrictions and dislikes (the food engine's test)
  const fits = recipeFilter(profile?.dietaryRestrictions ?? [], profile?.dislikedIngredients ?? []);
  const related = chooseRelatedRecipes(
    recipe,
    candidates.filter((c) =>
      fits({
        title: c.title,
        dietaryTags: c.dietaryTags,
        ingredientNames: Array.isArray(c.ingredients) ? c.ingredients.map((i) => i.name) : [],
      }),
    ),
  );
  const origin = publicOrigin(request, context.env);
  return json(
    {
      found: true as const,
      recipe,
      stories: stories.items,
      comments: comments.items,
      storyPages: pageLinks(
        url,
        "storiesBefore",
        storyPage.before,
        stories.nextBefore,
        "stories-heading",
      ),
      commentPages: pageLinks(
        url,
        "commentsBefore",
        commentPage.before,
        comments.nextBefore,
        "comments-heading",
      ),
      summary,
      related: related.map((r) => toRecipeCard(r, profile?.dietaryRestrictions ?? [])),
      shareCount,
      restrictions: profile?.dietaryRestrictions ?? [],
      favoriteIds,
      // a private recipe seen through its share link: the link to pass on is that one (ADR 046)
      recipeUrl:
        recipe.ownerId !== undefined && recipe.ownerId !== user?.id && shareTokenParam(url)
          ? `${origin}/recipes/${recipe.id}?share=${shareTokenParam(url)}`
          : `${origin}/recipes/${recipe.id}`,
      canManagePhoto: user ? isRecipeAdmin(context.env, user) : false,
      intakes: servingIntakes(recipe),
      isOwn: recipe.ownerId !== undefined && recipe.ownerId === user?.id,
      // favourites, comments, stories and shares are for everyone's recipes only (ADR 038, 046)
      isPrivate: recipe.ownerId !== undefined,
    },
    recipe.ownerId !== undefined ? { headers: { "Cache-Control": PRIVATE_NO_STORE } } : undefined,
  );
}

/**
 * Favourite and comment forms post here (app/http/recipe-page-actions.server.ts, ADR 041); the
 * administrator's photo form posts to the same action (app/http/recipe-photo-actions.server.ts,
 * ADR 031). The form is read once and handed to the one that serves its intent.
 */
export async function action(args: ActionFunctionArgs) {
  const form = await readFormPost(args.request);
  return isRecipePhotoIntent(form.get("intent"))
    ? recipePhotoAction(args, form)
    : recipePageAction(args, form);
}

/** A private recipe's page is never stored by a browser or an edge cache (ADR 038). */
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const policy = loaderHeaders.get("Cache-Control");
  const out = new Headers();
  if (policy) out.set("Cache-Control", policy);
  return out;
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data?.found
    ? [
        { title: `${data.recipe.title} | NutriCoach` },
        { name: "description", content: data.recipe.description },
        { property: "og:title", content: data.recipe.title },
        { property: "og:description", content: data.recipe.description },
        { property: "og:url", content: data.recipeUrl },
      ]
    : [{ title: "Recipe Not Found | NutriCoach" }];

/** Restrictions a guest (or anyone) can pick to see swaps for: the table's diets and nut-free. */
const SWAP_DIETS = [
  "vegetarian",
  "vegan",
  "glutenFree",
  "dairyFree",
  "nutFree",
  "lowCarb",
] as const;

type UpdateDetailsReply = { intent: "update-details"; jobId?: string; error?: string };
type FollowedJob = JobReadBase & { progress: number };

/**
 * "Update recipe details": the page's action starts the recipe's maintenance job (intent
 * `update-details`), the job is read at /api/jobs/{id} (useJobReads) until it ends, then the
 * page's loader runs again (the recipe as the job left it) or the spec's notice says it failed.
 * Without JavaScript the form posts to the same action and the page says to reload.
 */
function useUpdateDetails() {
  const starter = useFetcher<UpdateDetailsReply>();
  const revalidator = useRevalidator();
  const { toast } = useToast();
  const ended = useRef<string | null>(null);
  const jobId = starter.data?.jobId ?? null;
  // the first read at once, the next a second after each answer
  const latest = useJobReads<FollowedJob>(jobId, (last) => (last ? POLL_MS : 0));
  const done = jobEnded(latest);
  // without JavaScript the form posted as a document: the action's answer is the page's
  const posted = useActionData<UpdateDetailsReply | Record<string, unknown>>();
  const noScript =
    posted && posted.intent === "update-details" ? (posted as UpdateDetailsReply) : null;

  useEffect(() => {
    const failed = starter.data?.error ? "start" : latest?.state === "failed" ? latest.id : null;
    const key = failed ?? (latest?.state === "completed" ? latest.id : null);
    if (!key || ended.current === key) return;
    ended.current = key;
    if (failed) {
      toast({ title: "Error", description: UPDATE_DETAILS_FAILED, variant: "destructive" });
    } else {
      revalidator.revalidate();
    }
    // toast and revalidator change identity on every render; the job's end decides
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [starter.data, latest]);

  const running = starter.state !== "idle" || (jobId !== null && !done && !starter.data?.error);
  const progress =
    latest?.state === "completed" ? 100 : running ? Math.max(10, latest?.progress ?? 10) : null;
  return {
    starter,
    progress,
    startedWithoutScript: Boolean(noScript?.jobId),
    failedWithoutScript: Boolean(noScript?.error),
  };
}

/** How often a running update is read again. */
const POLL_MS = 1000;

function ContentProblem({
  list,
  recipeId,
  kind,
}: {
  list: Extract<ContentList, { status: "unparsable" | "empty" }>;
  recipeId: number;
  kind: "ingredients" | "instructions";
}) {
  const user = useOptionalUser();
  const update = useUpdateDetails();

  return (
    <div
      role="alert"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
    >
      <p>{list.message}</p>
      {list.status === "unparsable" || kind === "instructions" ? (
        user ? (
          <update.starter.Form
            method="post"
            action={`/recipes/${recipeId}`}
            className="mt-3 flex items-center gap-3"
            data-print="hide"
          >
            <Button
              type="submit"
              name="intent"
              value="update-details"
              size="sm"
              disabled={update.progress !== null}
            >
              Update recipe details
            </Button>
            {update.progress !== null ? (
              <progress
                max={100}
                value={update.progress}
                aria-label="Update progress"
                className="h-2 w-40"
              />
            ) : null}
            {update.failedWithoutScript ? <p className="text-sm">{UPDATE_DETAILS_FAILED}</p> : null}
            {update.startedWithoutScript ? (
              <p className="text-sm">
                Update started. <Link to={`/recipes/${recipeId}`}>Reload the recipe</Link> in a
                moment to see it.
              </p>
            ) : null}
          </update.starter.Form>
        ) : null
      ) : null}
    </div>
  );
}

export default function RecipePage() {
  const data = useLoaderData<typeof loader>();
  if (!data.found) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
        <h1 className="text-3xl font-bold">Recipe Not Found</h1>
        <p className="mt-3 text-gray-700 dark:text-gray-300">
          This recipe does not exist or has been removed.
        </p>
        <Link
          to="/recommendations"
          className="mt-6 inline-block font-medium text-emerald-800 underline dark:text-emerald-300"
        >
          Back to recommendations
        </Link>
      </div>
    );
  }
  return <RecipeDetail key={data.recipe.id} data={data} />;
}

type Found = Extract<ReturnType<typeof useLoaderData<typeof loader>>, { found: true }>;

function RecipeDetail({ data }: { data: Found }) {
  const { recipe } = data;
  const { toast } = useToast();
  const revalidator = useRevalidator();
  const [shareOpen, setShareOpen] = useState(false);
  const [swapDiets, setSwapDiets] = useState<string[]>(data.restrictions);
  const favorite = useFavoriteState(recipe.id, data.favoriteIds.includes(recipe.id));
  const ingredients = readIngredients(recipe.ingredients);
  const instructions = readInstructions(recipe.instructions);
  const tips = chefTipsFor(chefTipsCuisine(recipe.cuisine));
  const loginHref = `/api/login?redirectTo=${encodeURIComponent(`/recipes/${recipe.id}`)}`;
  const refresh = () => revalidator.revalidate();

  const structuredData = jsonLdScriptText(
    recipeStructuredData({
      recipe,
      url: data.recipeUrl,
      origin: new URL(data.recipeUrl).origin,
      rating: data.summary,
    }),
  );

  async function copyLink() {
    if (await copyText(data.recipeUrl))
      toast({ title: "Link copied", description: data.recipeUrl });
    else toast({ title: "Copy this link", description: data.recipeUrl });
  }

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 lg:px-8" data-print="page">
      <Link
        to="/recommendations"
        data-print="hide"
        className="text-sm font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
      >
        ← Back to recommendations
      </Link>

      <article className="mt-4">
        <script
          type="application/ld+json"
          data-testid="recipe-json-ld"
          dangerouslySetInnerHTML={{ __html: structuredData }}
        />
        <div className="grid gap-8 lg:grid-cols-2">
          <div className="relative">
            <img
              src={recipe.imageUrl}
              alt={
                recipe.imageUrl.startsWith(PHOTO_URL_PREFIX)
                  ? recipe.title
                  : `${recipe.title}, illustrated`
              }
              width={800}
              height={600}
              // the largest paint of the page: fetch it before the scripts (React 18 spells it so)
              {...{ fetchpriority: "high" }}
              data-print="image"
              className="aspect-[4/3] w-full rounded-xl bg-gray-100 object-cover dark:bg-gray-800"
            />
            <span className="absolute left-3 top-3 rounded-full bg-white px-3 py-1 text-sm font-semibold text-gray-900 shadow dark:bg-gray-900 dark:text-gray-100">
              {recipe.calories} kcal
            </span>
            {data.isPrivate ? null : (
              <FavoriteForm state={favorite} className="contents">
                <button
                  type="submit"
                  disabled={favorite.pending}
                  aria-pressed={favorite.favorited}
                  aria-label={
                    favorite.favorited
                      ? `Remove ${recipe.title} from favorites`
                      : `Add ${recipe.title} to favorites`
                  }
                  data-print="hide"
                  className="absolute right-3 top-3 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-rose-700 shadow ring-1 ring-gray-200 hover:bg-rose-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 dark:bg-gray-900 dark:text-rose-300 dark:ring-gray-700"
                >
                  <HeartIcon filled={favorite.favorited} className="h-6 w-6" />
                </button>
              </FavoriteForm>
            )}
            {data.canManagePhoto ? (
              <RecipePhotoForm hasPhoto={recipe.imageUrl.startsWith(PHOTO_URL_PREFIX)} />
            ) : null}
          </div>

          <div>
            <p className="text-sm font-medium text-gray-700 dark:text-gray-300">{recipe.cuisine}</p>
            <h1 className="mt-1 text-3xl font-bold tracking-tight">{recipe.title}</h1>
            {data.isOwn ? (
              <div className="mt-2 flex items-center gap-3" data-print="hide">
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                  {recipe.shared
                    ? "Shared: anyone with its link can see it"
                    : "Private: only you can see it"}
                </span>
                <Link
                  to={`/recipes/${recipe.id}/edit`}
                  className="text-sm font-medium text-emerald-800 underline dark:text-emerald-300"
                >
                  Edit my recipe
                </Link>
                <Form method="post" action="/recipes/import">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="recipeId" value={recipe.id} />
                  <Button type="submit" size="sm" variant="secondary">
                    Delete my recipe
                  </Button>
                </Form>
              </div>
            ) : data.isPrivate ? (
              <p className="mt-2" data-testid="shared-privately">
                <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200">
                  Shared privately by its owner
                </span>
              </p>
            ) : null}
            {recipe.dietaryTags.length ? (
              <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Dietary tags">
                {recipe.dietaryTags.map((tag) => (
                  <li
                    key={tag}
                    className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-medium text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                  >
                    {formatTag(tag)}
                  </li>
                ))}
              </ul>
            ) : null}
            <CulturalBadgeList types={recipe.culturalBadges} className="mt-2" />
            <p className="mt-4 text-gray-800 dark:text-gray-200">{recipe.description}</p>
            <dl className="mt-4 flex gap-6 text-sm">
              <div>
                <dt className="text-gray-700 dark:text-gray-300">Prep time</dt>
                <dd className="font-semibold">{recipe.prepTime} mins</dd>
              </div>
              <div>
                <dt className="text-gray-700 dark:text-gray-300">Servings</dt>
                <dd className="font-semibold">{recipe.servings}</dd>
              </div>
            </dl>
            <section aria-labelledby="nutrition-heading" className="mt-6" data-print="avoid-break">
              <h2
                id="nutrition-heading"
                className="text-sm font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300"
              >
                Nutrition per serving
              </h2>
              <dl className="mt-2 grid grid-cols-4 gap-2 text-center">
                {[
                  ["Calories", `${recipe.calories}`],
                  ["Protein", `${recipe.protein}g`],
                  ["Carbs", `${recipe.carbs}g`],
                  ["Fat", `${recipe.fat}g`],
                ].map(([label, value]) => (
                  <div key={label} className="rounded-lg bg-gray-50 p-2 dark:bg-gray-800">
                    <dt className="text-xs text-gray-700 dark:text-gray-300">{label}</dt>
                    <dd className="text-lg font-semibold">{value}</dd>
                  </div>
                ))}
              </dl>
              <details className="mt-3" data-testid="recipe-intakes">
                <summary className="cursor-pointer text-sm text-gray-800 dark:text-gray-200">
                  {`Fiber ${recipe.fiber}g · Sugar ${recipe.sugar}g · Sodium ${recipe.sodium}mg · vitamins and minerals`}
                </summary>
                <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">
                  A serving against an adult&apos;s daily reference intakes (the higher of
                  men&apos;s and women&apos;s; limits for sodium and saturated fat), from the USDA
                  values of its ingredients.
                </p>
                <div className="mt-2">
                  <IntakeList rows={data.intakes} label="a serving" />
                </div>
              </details>
            </section>
            <div className="mt-6 flex flex-wrap gap-2" data-print="hide">
              {data.isPrivate ? null : (
                <FavoriteForm state={favorite} className="contents">
                  <Button
                    type="submit"
                    disabled={favorite.pending}
                    aria-pressed={favorite.favorited}
                  >
                    {favorite.favorited ? "Saved to favorites" : "Save Recipe"}
                  </Button>
                </FavoriteForm>
              )}
              <Button variant="secondary" onClick={() => window.print()}>
                Print Recipe
              </Button>
              <Button variant="secondary" onClick={copyLink}>
                Copy link
              </Button>
              {data.isPrivate ? null : (
                <Button variant="secondary" onClick={() => setShareOpen(true)}>
                  Share{data.shareCount ? ` (${data.shareCount})` : ""}
                </Button>
              )}
            </div>
          </div>
        </div>

        <div className="mt-10 grid gap-10 lg:grid-cols-[2fr_3fr]">
          <section aria-labelledby="ingredients-heading">
            <h2 id="ingredients-heading" className="text-2xl font-semibold">
              Ingredients
            </h2>
            <fieldset className="mt-3" data-print="hide">
              <legend className="text-sm text-gray-700 dark:text-gray-300">Show swaps for</legend>
              <div className="mt-1 flex flex-wrap gap-1.5">
                {SWAP_DIETS.map((diet) => {
                  const on = swapDiets.includes(diet);
                  return (
                    <button
                      key={diet}
                      type="button"
                      aria-pressed={on}
                      onClick={() =>
                        setSwapDiets((list) =>
                          on ? list.filter((d) => d !== diet) : [...list, diet],
                        )
                      }
                      className={
                        "rounded-full border px-2.5 py-0.5 text-xs font-medium focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 " +
                        (on
                          ? "border-emerald-700 bg-emerald-700 text-white"
                          : "border-gray-300 text-gray-800 hover:bg-gray-100 dark:border-gray-600 dark:text-gray-200 dark:hover:bg-gray-800")
                      }
                    >
                      {RESTRICTION_LABELS[diet]}
                    </button>
                  );
                })}
              </div>
            </fieldset>
            <div className="mt-4">
              {ingredients.status === "ok" ? (
                <ul className="space-y-2">
                  {ingredients.lines.map((line, i) =>
                    line.ok ? (
                      <li
                        key={i}
                        className="flex items-start justify-between gap-3 border-b border-gray-100 pb-2 dark:border-gray-800"
                      >
                        <span>{line.text}</span>
                        {swapDiets.length && flagIngredient(line.text, swapDiets) ? (
                          <SwapPopover ingredient={line.text} restrictions={swapDiets} />
                        ) : null}
                      </li>
                    ) : (
                      <li key={i} className="text-amber-900 dark:text-amber-200">
                        {line.message}
                      </li>
                    ),
                  )}
                </ul>
              ) : (
                <ContentProblem list={ingredients} recipeId={recipe.id} kind="ingredients" />
              )}
            </div>
          </section>

          <section aria-labelledby="instructions-heading">
            <h2 id="instructions-heading" className="text-2xl font-semibold">
              Instructions
            </h2>
            <div className="mt-4">
              {instructions.status === "ok" ? (
                <ol className="space-y-4">
                  {instructions.lines.map((line, i) => (
                    <li key={i} className="flex gap-3">
                      <span
                        aria-hidden="true"
                        className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-emerald-700 text-sm font-semibold text-white"
                      >
                        {i + 1}
                      </span>
                      <span className="sr-only">{`Step ${i + 1}: `}</span>
                      <span className={line.ok ? "" : "text-amber-900 dark:text-amber-200"}>
                        {line.ok ? line.text : line.message}
                      </span>
                    </li>
                  ))}
                </ol>
              ) : (
                <ContentProblem list={instructions} recipeId={recipe.id} kind="instructions" />
              )}
            </div>

            <section
              aria-labelledby="tips-heading"
              className="mt-10 rounded-xl bg-emerald-50 p-5 dark:bg-emerald-950"
              data-print="avoid-break"
            >
              <h2 id="tips-heading" className="text-xl font-semibold">
                Chef&apos;s tips
              </h2>
              <ul className="mt-3 list-disc space-y-2 pl-5 text-gray-800 dark:text-gray-200">
                {tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          </section>
        </div>
      </article>

      {data.isPrivate ? (
        <p
          data-testid="private-social-note"
          data-print="hide"
          className="mt-12 text-gray-700 dark:text-gray-300"
        >
          {data.isOwn
            ? "Comments, stories and favourites are for the public recipes: your own recipes stay private, even when you share a link."
            : "Shared privately by its owner: comments, stories and favourites are for the public recipes."}
        </p>
      ) : (
        <>
          <CulturalStories
            recipeId={recipe.id}
            stories={data.stories}
            loginHref={loginHref}
            onChanged={refresh}
            olderHref={data.storyPages.older}
            newestHref={data.storyPages.newest}
          />
          <RecipeComments
            recipeId={recipe.id}
            comments={data.comments}
            summary={data.summary}
            loginHref={loginHref}
            onChanged={refresh}
            olderHref={data.commentPages.older}
            newestHref={data.commentPages.newest}
          />
        </>
      )}

      <section aria-labelledby="related-heading" className="mt-12" data-print="hide">
        <h2 id="related-heading" className="text-2xl font-semibold">
          You Might Also Like
        </h2>
        {data.related.length === 0 ? (
          <p className="mt-4 text-gray-700 dark:text-gray-300">No related recipes found</p>
        ) : (
          <div className="mt-4">
            <RecipeGrid>
              {data.related.map((r) => (
                <RecipeCard
                  key={r.id}
                  recipe={r}
                  favorited={data.favoriteIds.includes(r.id)}
                  restrictions={data.restrictions}
                />
              ))}
            </RecipeGrid>
          </div>
        )}
      </section>

      {revalidator.state === "loading" ? (
        <div className="fixed bottom-4 left-4" data-print="hide">
          <Spinner label="Refreshing" />
        </div>
      ) : null}

      {data.isPrivate ? null : (
        <ShareDialog
          open={shareOpen}
          onClose={() => setShareOpen(false)}
          recipe={recipe}
          recipeUrl={data.recipeUrl}
          loginHref={loginHref}
        />
      )}
    </div>
  );
}
