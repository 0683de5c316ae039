import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import {
  json,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useFetcher,
  useLoaderData,
  useSearchParams,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import { useEffect, useState } from "react";
import { DietPlanView, type PlanViewState } from "~/components/diet-plan-view";
import { useToast } from "~/components/toaster";
import { Button, buttonClass } from "~/components/ui/button";
import { Modal } from "~/components/ui/dialog";
import { Spinner } from "~/components/ui/spinner";
import {
  CALORIE_LEVELS,
  DEFAULT_CALORIE_LEVEL,
  DEFAULT_DAY,
  DIET_PLAN_CARDS,
  DIET_PLAN_IDS,
  HOW_DIET_PLANS_WORK,
  MEDITERRANEAN_PLAN_MESSAGE,
  NO_PLAN_SELECTED_MESSAGE,
  WEEKDAYS,
  dietPlanCardFor,
  dietPlanFor,
  dietPlanForRestrictions,
  nearestCalorieLevel,
  type CalorieLevel,
  type DietPlanCard,
  type DietPlanId,
  type Weekday,
} from "~/content/diet-plans";
import { requireUser } from "~/lib/auth.server";
import { describeTarget } from "~/domain/targets";
import { dietPlansAction } from "~/http/diet-plan-actions.server";
import { getDailyTargets, getDietPlanChoice } from "~/services/profiles.server";
import { suggestRecipesForDiet, type SuggestedRecipe } from "~/services/diet-plans.server";

export const meta: MetaFunction = () => [
  { title: "Personalized Diet Plans | NutriCoach" },
  {
    name: "description",
    content: "Balanced, keto, vegetarian and paleo weekly meal plans at three calorie levels.",
  },
];

/** Choosing a plan writes the URL and the profile; the page already shows it, so no reload. */
export const shouldRevalidate: ShouldRevalidateFunction = ({
  formData,
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  if (formData?.get("intent") === "choose-plan") return false;
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.pathname === "/diet-plans")
    return false;
  return defaultShouldRevalidate;
};

const TABS = ["browse", "custom", "myplan"] as const;
type TabId = (typeof TABS)[number];

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/**
 * A shared link (?plan=&tab=&day=&level=) opens the plan view where the sender was. Without a
 * level, a plan opens at the calorie level nearest the user's daily target (the one target
 * function), medium when they have none.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const planParam = params.get("plan");
  const [targets, choice] = await Promise.all([
    getDailyTargets(context.db, user.id),
    getDietPlanChoice(context.db, user.id),
  ]);
  // the link's plan, else the one the user last chose, else the one that fits their restrictions
  const plan: DietPlanId | null =
    planParam === null
      ? (oneOf(DIET_PLAN_IDS, choice.chosen) ?? dietPlanForRestrictions(choice.restrictions))
      : (oneOf(DIET_PLAN_IDS, planParam) ?? null);
  const targetKcal = targets.basis === "default" ? null : targets.calories;
  return json({
    recipes: await readPlanRecipes(context.db, params.get("recipes")),
    plan,
    tab: oneOf(TABS, params.get("tab")) ?? "browse",
    day: oneOf(WEEKDAYS, params.get("day")) ?? DEFAULT_DAY,
    level:
      oneOf(CALORIE_LEVELS, params.get("level")) ??
      (plan ? nearestCalorieLevel(plan, targetKcal) : DEFAULT_CALORIE_LEVEL),
    targetKcal,
    targetText: targetKcal === null ? null : describeTarget(targets),
  });
}

/** What View Recipes shows when the recipes cannot be read. */
const RECIPES_ERROR = "Failed to fetch recipes";

type PlanRecipes =
  | { planId: DietPlanId; recipes: SuggestedRecipe[]; error: null }
  | { planId: DietPlanId; recipes: null; error: string };

/**
 * View Recipes' list (`?recipes=<plan>`, loaded by the dialog's fetcher): the catalogue recipes
 * that suit the plan, from the service GET /api/diet-plans/{planId}/recipes calls. A failed read is
 * the dialog's error, not the page's.
 */
async function readPlanRecipes(
  db: LoaderFunctionArgs["context"]["db"],
  param: string | null,
): Promise<PlanRecipes | null> {
  const planId = oneOf(DIET_PLAN_IDS, param);
  if (!planId) return null;
  try {
    return { planId, recipes: await suggestRecipesForDiet(db, planId), error: null };
  } catch (error) {
    console.error("a diet plan's recipes could not be read", error);
    return { planId, recipes: null, error: RECIPES_ERROR };
  }
}

/**
 * Remembers the plan a user selects (a fetcher posts it; the page does not wait for it; without
 * JavaScript the Select form posts and comes back to the plan), and turns a plan's week into a
 * shopping list (app/http/diet-plan-actions.server.ts).
 */
export const action = (args: ActionFunctionArgs) => dietPlansAction(args);

export default function DietPlansPage() {
  const initial = useLoaderData<typeof loader>();
  const [, setSearchParams] = useSearchParams();
  const choosePlan = useFetcher<typeof action>();
  const { toast } = useToast();
  const [selected, setSelected] = useState<DietPlanId | null>(initial.plan);
  const [tab, setTab] = useState<TabId>(initial.tab);
  const [view, setView] = useState<PlanViewState>({
    day: initial.day as Weekday,
    level: initial.level as CalorieLevel,
    showNutrition: false,
    adaptations: [],
  });
  const [recipesOpen, setRecipesOpen] = useState(false);
  const [shareUrl, setShareUrl] = useState<string | null>(null);

  const card = selected ? dietPlanCardFor(selected) : undefined;
  const plan = selected ? dietPlanFor(selected) : null;

  function select(id: DietPlanId) {
    if (id === selected) return;
    setSelected(id);
    // remembered in the URL (reload, Back, a shared link) and in the profile (the next visit)
    const params = new URLSearchParams(window.location.search);
    params.set("plan", id);
    params.delete("level");
    setSearchParams(params, { replace: true, preventScrollReset: true });
    choosePlan.submit({ intent: "choose-plan", plan: id }, { method: "post" });
    // a different plan starts from its defaults (spec: Monday, nutrition hidden) at the level
    // nearest the user's target (medium without one)
    setView({
      day: DEFAULT_DAY,
      level: nearestCalorieLevel(id, initial.targetKcal),
      showNutrition: false,
      adaptations: [],
    });
  }

  async function share() {
    if (!selected || !card) return;
    const url = new URL("/diet-plans", window.location.origin);
    url.search = new URLSearchParams({
      plan: selected,
      tab: "myplan",
      day: view.day,
      level: view.level,
    }).toString();
    const text = `${card.name} diet plan on NutriCoach`;
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title: text, text, url: url.toString() });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url.toString());
      toast({ title: "Link copied", description: "The plan's link is on your clipboard." });
    } catch {
      // no clipboard access: show the link to copy by hand
      setShareUrl(url.toString());
    }
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <div className="print:hidden">
        <h1 className="text-3xl font-bold tracking-tight">Personalized Diet Plans</h1>
        <p className="mt-2 max-w-3xl text-gray-700 dark:text-gray-300">
          Choose a style of eating, pick a calorie level and follow a full week of meals designed by
          our nutrition team.
        </p>
        {initial.targetText ? (
          <p className="mt-2 max-w-3xl text-sm text-gray-700 dark:text-gray-300">
            Your daily target is <span data-testid="diet-plan-target">{initial.targetText}</span>;
            each plan opens at its calorie level nearest to it.{" "}
            <Link
              to="/settings"
              className="font-medium text-emerald-800 underline underline-offset-2 dark:text-emerald-300"
            >
              Change your goal
            </Link>
          </p>
        ) : null}
      </div>

      <TabGroup
        selectedIndex={TABS.indexOf(tab)}
        onChange={(index) => setTab(TABS[index])}
        className="mt-8"
      >
        <TabList
          aria-label="Diet plan sections"
          className="flex max-w-xl gap-1 rounded-lg bg-gray-100 p-1 print:hidden dark:bg-gray-800"
        >
          {["Browse Plans", "Custom Plan", "My Plan"].map((label) => (
            <Tab
              key={label}
              className="flex-1 rounded-md px-3 py-2 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:shadow-sm dark:text-gray-100 dark:data-[selected]:bg-gray-700"
            >
              {label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-6">
          <TabPanel>
            <BrowsePlans
              selected={selected}
              opened={initial.plan}
              onSelect={select}
              onViewDetails={() => setTab("myplan")}
              level={view.level}
              onViewRecipes={() => setRecipesOpen(true)}
            />
          </TabPanel>
          <TabPanel>
            <div className="rounded-xl border border-dashed border-gray-300 p-8 text-center dark:border-gray-700">
              <h2 className="text-xl font-semibold">Custom Plan</h2>
              <p className="mt-2 text-gray-700 dark:text-gray-300">
                Building your own plan from scratch will be available soon. Meanwhile, pick a plan
                and tailor it with the calorie levels and dietary adaptations in My Plan.
              </p>
              <Button className="mt-4" onClick={() => setTab("browse")}>
                Browse Plans
              </Button>
            </div>
          </TabPanel>
          <TabPanel>
            {!selected || !card ? (
              <EmptyState
                title={NO_PLAN_SELECTED_MESSAGE.title}
                body="Choose one of our plans to see its week of meals."
                action={NO_PLAN_SELECTED_MESSAGE.action}
                onAction={() => setTab("browse")}
              />
            ) : !plan ? (
              <EmptyState
                title={MEDITERRANEAN_PLAN_MESSAGE.title}
                body={MEDITERRANEAN_PLAN_MESSAGE.body}
                action={MEDITERRANEAN_PLAN_MESSAGE.action}
                onAction={() => setTab("browse")}
              />
            ) : (
              <DietPlanView
                plan={plan}
                card={card}
                state={view}
                onChange={(next) => setView((v) => ({ ...v, ...next }))}
                onShare={share}
              />
            )}
          </TabPanel>
        </TabPanels>
      </TabGroup>

      <section aria-labelledby="how-heading" className="mt-16 print:hidden">
        <h2 id="how-heading" className="text-2xl font-bold tracking-tight">
          How Our Diet Plans Work
        </h2>
        <ol className="mt-6 grid gap-6 md:grid-cols-3">
          {HOW_DIET_PLANS_WORK.map((step, index) => (
            <li
              key={step.title}
              className="rounded-xl border border-gray-200 p-6 dark:border-gray-800"
            >
              <span
                aria-hidden="true"
                className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-emerald-700 font-bold text-white dark:bg-emerald-300 dark:text-emerald-950"
              >
                {index + 1}
              </span>
              <h3 className="mt-3 text-lg font-semibold">{step.title}</h3>
              <p className="mt-1 text-gray-700 dark:text-gray-300">{step.description}</p>
            </li>
          ))}
        </ol>
      </section>

      {card ? (
        <RecipesDialog card={card} open={recipesOpen} onClose={() => setRecipesOpen(false)} />
      ) : null}
      <Modal
        open={shareUrl !== null}
        onClose={() => setShareUrl(null)}
        title="Share this plan"
        description="Copy this link to share the plan."
      >
        <label htmlFor="share-url" className="sr-only">
          Plan link
        </label>
        <input
          id="share-url"
          readOnly
          value={shareUrl ?? ""}
          onFocus={(e) => e.currentTarget.select()}
          className="block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        />
      </Modal>
    </div>
  );
}

function EmptyState({
  title,
  body,
  action,
  onAction,
}: {
  title: string;
  body: string;
  action: string;
  onAction: () => void;
}) {
  return (
    <div className="rounded-xl border border-dashed border-gray-300 p-10 text-center dark:border-gray-700">
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mx-auto mt-2 max-w-xl text-gray-700 dark:text-gray-300">{body}</p>
      <Button className="mt-5" onClick={onAction}>
        {action}
      </Button>
    </div>
  );
}

function BrowsePlans({
  selected,
  opened,
  onSelect,
  onViewDetails,
  level,
  onViewRecipes,
}: {
  selected: DietPlanId | null;
  /** the plan the page opened on (the link's, the last chosen or the one that fits) */
  opened: DietPlanId | null;
  onSelect: (id: DietPlanId) => void;
  onViewDetails: () => void;
  /** the calorie level the list is made for (My Plan's) */
  level: CalorieLevel;
  onViewRecipes: () => void;
}) {
  const card = selected ? dietPlanCardFor(selected) : undefined;
  // the page action makes the list and opens it (/shopping-list?list=) with a notice
  const shoppingList = useFetcher({ key: "diet-plan-shopping-list" });
  const creatingList = shoppingList.state !== "idle";
  return (
    <div>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {DIET_PLAN_CARDS.map((c) => (
          // on a phone the plan the page opened on comes first, so its button is on the first
          // screen (issue 19); it stays there while the visitor selects others
          <li key={c.id} className={c.id === opened ? "max-sm:order-first" : undefined}>
            <PlanCard
              card={c}
              selected={c.id === selected}
              onSelect={() => onSelect(c.id)}
              onViewDetails={onViewDetails}
            />
          </li>
        ))}
      </ul>

      {card ? (
        <section
          aria-labelledby="features-heading"
          className="mt-8 rounded-xl border border-gray-200 p-6 dark:border-gray-800"
        >
          <h2 id="features-heading" className="text-xl font-semibold">
            {card.name} plan features
          </h2>
          <Benefits benefits={card.benefits} className="mt-3 space-y-1 text-sm sm:hidden" />
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {card.features.map((feature) => (
              <li key={feature} className="flex gap-2">
                <span aria-hidden="true" className="text-emerald-700 dark:text-emerald-300">
                  ✓
                </span>
                {feature}
              </li>
            ))}
          </ul>
          {!card.available ? (
            <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">
              {MEDITERRANEAN_PLAN_MESSAGE.body}
            </p>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <Button onClick={onViewDetails}>View Detailed Meal Plan</Button>
            <shoppingList.Form method="post" action="/diet-plans">
              <input type="hidden" name="intent" value="shopping-list" />
              <input type="hidden" name="planId" value={card.id} />
              <input type="hidden" name="level" value={level} />
              <Button type="submit" variant="secondary" disabled={!card.available || creatingList}>
                {creatingList ? "Creating list..." : "Create Shopping List"}
              </Button>
            </shoppingList.Form>
            <Button variant="secondary" onClick={onViewRecipes}>
              View Recipes
            </Button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

function Benefits({ benefits, className }: { benefits: string[]; className: string }) {
  return (
    <ul className={className}>
      {benefits.map((benefit) => (
        <li key={benefit} className="flex gap-2">
          <span aria-hidden="true">•</span>
          {benefit}
        </li>
      ))}
    </ul>
  );
}

function PlanCard({
  card,
  selected,
  onSelect,
  onViewDetails,
}: {
  card: DietPlanCard;
  selected: boolean;
  onSelect: () => void;
  onViewDetails: () => void;
}) {
  return (
    <article
      aria-labelledby={`plan-${card.id}`}
      onClick={onSelect}
      className={`flex h-full cursor-pointer flex-col rounded-xl border-2 p-5 ${card.colour.card} ${
        selected ? `ring-4 ${card.colour.ring} border-transparent` : card.colour.border
      }`}
    >
      {!card.available ? (
        <span
          className={`mb-2 w-fit rounded-full px-2 py-0.5 text-xs font-semibold ${card.colour.badge}`}
        >
          Coming soon
        </span>
      ) : null}
      <h3 id={`plan-${card.id}`} className="text-lg font-bold">
        {card.name}
      </h3>
      <p className="mt-2 text-sm">{card.description}</p>
      <p className="mt-3">
        <span className={`rounded-full px-2.5 py-0.5 text-sm font-semibold ${card.colour.badge}`}>
          {card.calories} kcal
        </span>
      </p>
      <p className="mt-2 text-sm font-medium">
        {card.meals} meals + {card.snacks} {card.snacks === 1 ? "snack" : "snacks"} a day
      </p>
      {/* on a phone the selected plan's benefits are under the cards, with its features */}
      <Benefits
        benefits={card.benefits}
        className="mt-3 hidden flex-1 space-y-1 text-sm sm:block"
      />
      <div className="mt-4">
        {selected ? (
          <button
            type="button"
            onClick={(e) => {
              e.stopPropagation();
              onViewDetails();
            }}
            className={`w-full rounded-md px-3 py-2 text-sm font-semibold ${card.colour.button}`}
          >
            View Plan Details
          </button>
        ) : (
          // with JavaScript the page selects at once (and a fetcher remembers it); without it the
          // form posts and the action comes back to the chosen plan
          <Form method="post" action="/diet-plans" replace preventScrollReset>
            <input type="hidden" name="intent" value="choose-plan" />
            <input type="hidden" name="plan" value={card.id} />
            <input type="hidden" name="redirectTo" value={`/diet-plans?plan=${card.id}`} />
            <button
              type="submit"
              onClick={(e) => {
                e.preventDefault();
                e.stopPropagation();
                onSelect();
              }}
              className="w-full rounded-md border border-current px-3 py-2 text-sm font-semibold hover:bg-white/50 dark:hover:bg-black/20"
            >
              Select {card.name}
            </button>
          </Form>
        )}
      </div>
    </article>
  );
}

function RecipesDialog({
  card,
  open,
  onClose,
}: {
  card: DietPlanCard;
  open: boolean;
  onClose: () => void;
}) {
  // the page's loader with ?recipes= (Remix data flow, no JSON API call from the browser); once
  // per plan, kept while the dialog closes and opens again
  const fetcher = useFetcher<typeof loader>({ key: "diet-plan-recipes" });
  const loaded = fetcher.data?.recipes ?? null;
  const current = loaded?.planId === card.id ? loaded : null;
  useEffect(() => {
    if (open && !current && fetcher.state === "idle")
      fetcher.load(`/diet-plans?recipes=${card.id}`);
  }, [open, current, card.id, fetcher]);

  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title={`Recipes for the ${card.name} plan`}
      description="Recipes from our collection that fit this way of eating."
    >
      {!current ? (
        <Spinner label="Loading recipes..." showLabel />
      ) : current.recipes === null ? (
        <p className="text-sm text-red-700 dark:text-red-300">{current.error}</p>
      ) : current.recipes.length === 0 ? (
        <p className="text-sm">No recipes match this plan yet.</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {current.recipes.map((recipe) => (
            <li
              key={recipe.id}
              className="rounded-lg border border-gray-200 p-3 dark:border-gray-700"
            >
              <Link
                to={`/recipes/${recipe.id}`}
                className="font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
              >
                {recipe.title}
              </Link>
              <p className="mt-1 line-clamp-2 text-sm text-gray-700 dark:text-gray-300">
                {recipe.description}
              </p>
              <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
                {recipe.calories} kcal · {recipe.prepTime} min · {recipe.cuisine}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <Link to="/recipe-search" className={buttonClass("secondary")}>
          Search all recipes
        </Link>
        <Button onClick={onClose}>Close</Button>
      </div>
    </Modal>
  );
}
