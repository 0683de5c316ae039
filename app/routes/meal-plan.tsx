import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { useMemo } from "react";
import { formatDate, formatInteger } from "~/domain/format";
import {
  MEAL_PLAN_PARSE_ERROR,
  mealPlanPath,
  parseMealPlanData,
  type ViewPlan,
} from "~/domain/meal-plan-view";
import { MEAL_SLOTS } from "~/domain/schemas/meal-plan";
import { DayDetails } from "~/components/meal-plans/meal-plan-card";
import {
  EMPTY_TEXT,
  GeneratePlanButton,
  GenerationStatus,
  LeftoversField,
} from "~/components/meal-plans/meal-plans-section";
import { NoScriptRefresh, REGENERATE_JOB, useFollowJob } from "~/components/meal-plans/plan-job";
import {
  PlanShoppingListDialog,
  ShoppingListButton,
} from "~/components/meal-plans/shopping-list-button";
import { SwapMealDialog, type SwapTarget } from "~/components/meal-plans/swap-meal-dialog";
import { isUnfinished } from "~/components/meal-plans/use-meal-plans";
import { WeekGrid } from "~/components/meal-plans/week-grid";
import { mealPlanAction } from "~/http/meal-plan-actions.server";
import { readShoppingPanel, readSwapPanel } from "~/http/meal-plan-page.server";
import { requireUserWith } from "~/lib/auth.server";
import {
  latestGenerationToShow,
  listMealPlans,
  toJobDto,
  toMealPlanDto,
} from "~/services/meal-plans.server";

export const meta: MetaFunction = () => [{ title: "Meal plans | NutriCoach" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // the plans and the latest job with the user row: one D1 round trip (ADR 034)
  const {
    user,
    data: [plans, job],
  } = await requireUserWith(request, context, (userId) =>
    Promise.all([listMealPlans(context.db, userId), latestGenerationToShow(context.db, userId)]),
  );
  // a meal's swap options (?swap=) and a shopping list just built (?shopping=): read only when asked
  const search = new URL(request.url).searchParams;
  const [swap, shopping] = await Promise.all([
    readSwapPanel(context.db, user.id, selectPlan(plans, search)?.id ?? null, search),
    readShoppingPanel(context.db, user.id, search),
  ]);
  return { plans: plans.map(toMealPlanDto), job: job ? toJobDto(job) : null, swap, shopping };
}

/** The plan the page shows: `?plan=` when it is one of the user's, else the newest. */
function selectPlan<P extends { id: number }>(plans: P[], search: URLSearchParams): P | null {
  const wanted = Number(search.get("plan"));
  return plans.find((p) => p.id === wanted) ?? plans[0] ?? null;
}

/** Generate, lock, unlock, re-plan a day or the rest of the week (app/http/meal-plan-actions.server.ts). */
export const action = (args: ActionFunctionArgs) => mealPlanAction(args);

const REPLANNING_TEXT = "Re-planning your week around the meals you locked...";

/**
 * A plain form: it generates without JavaScript too; the page then shows the job. `leftovers`
 * offers cook once, eat twice (ADR 048).
 */
function GenerateForm({
  label,
  busy,
  leftovers = false,
}: {
  label: string;
  busy: boolean;
  leftovers?: boolean;
}) {
  return (
    <Form method="post" replace className="flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="generate" />
      {leftovers ? <LeftoversField /> : null}
      <GeneratePlanButton generating={busy} label={label} />
    </Form>
  );
}

/** The meal a swap dialog is about, with its day's name and its title in the plan shown. */
function swapTarget(
  planId: number,
  view: ViewPlan | null,
  ref: { day: number; slot: SwapTarget["slot"]; snackIndex: number },
): SwapTarget {
  const day = view?.days[ref.day];
  const entry = day?.meals.find(
    (m) => m.slot === ref.slot && (ref.slot !== "snack" || m.index === ref.snackIndex),
  );
  return {
    planId,
    ...ref,
    dayName: day?.day ?? `day ${ref.day + 1}`,
    title: entry?.meal.title ?? null,
  };
}

/** The meal a Swap form is opening (`?swap=` of the navigation on its way), before its options come. */
function openingSwap(search: string | undefined) {
  if (search === undefined) return null;
  const next = new URLSearchParams(search);
  const slot = MEAL_SLOTS.find((s) => s === next.get("swap"));
  const day = Number(next.get("day") ?? "0");
  if (!slot || !Number.isInteger(day) || day < 0 || day > 6) return null;
  return { day, slot, snackIndex: Number(next.get("snack") ?? "0") || 0 };
}

/**
 * /meal-plan: the user's plans; the chosen one (?plan=) as a week grid with locks, swaps and
 * re-planning in place, and one day (?day=) in detail. Works without JavaScript (ADR 041, 043).
 */
export default function MealPlanPage() {
  const { plans, job: loadedJob, swap, shopping } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const { job, slow } = useFollowJob(loadedJob);

  const [search] = useSearchParams();
  const selected = selectPlan(plans, search);
  const view = useMemo(
    () => (selected ? parseMealPlanData(selected.mealPlanData) : null),
    [selected],
  );
  const dayParam = Number(search.get("day"));
  const dayIndex =
    view && Number.isInteger(dayParam) && dayParam >= 0 && dayParam < view.days.length
      ? dayParam
      : 0;
  const running = isUnfinished(job);
  const generating =
    running && job?.type !== REGENERATE_JOB
      ? true
      : navigation.formData?.get("intent") === "generate";
  const replanJob = job?.type === REGENERATE_JOB;
  const replanning = running && replanJob;
  // the swap dialog: the loader's options, or the spinner while a Swap form's page is on its way
  const opening =
    navigation.state === "loading" && navigation.location.pathname === "/meal-plan" && !swap
      ? openingSwap(navigation.location.search)
      : null;
  const swapRef = swap ?? opening;
  const swapOf = selected && swapRef ? swapTarget(selected.id, view, swapRef) : null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight">Your Meal Plans</h1>
          <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">
            Each plan is a week of meals matched to your calorie target and macro split, within your
            dietary restrictions. Lock the meals you want to keep, re-plan a day or the rest of the
            week around them, swap any meal, and turn a week into a shopping list.
          </p>
        </div>
        <GenerateForm label="Generate New Plan" busy={generating} leftovers />
      </div>
      <div className="mt-6">
        <GenerationStatus
          job={job}
          slow={slow}
          retry={replanJob ? null : <GenerateForm label="Retry" busy={false} />}
          failedTitle={replanJob ? "Could not re-plan." : undefined}
          runningText={replanJob ? REPLANNING_TEXT : undefined}
        />
        <NoScriptRefresh job={job} />
      </div>

      {plans.length === 0 ? (
        <p className="mt-10 text-gray-700 dark:text-gray-300">{EMPTY_TEXT}</p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[14rem_minmax(0,1fr)]">
          <nav aria-label="Your plans" className="min-w-0">
            <ul className="space-y-2">
              {plans.map((plan) => {
                const current = plan.id === selected?.id;
                return (
                  <li key={plan.id}>
                    <Link
                      to={`?plan=${plan.id}`}
                      aria-current={current ? "true" : undefined}
                      className={`block w-full rounded-lg border px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
                        current
                          ? "border-emerald-700 bg-emerald-50 text-emerald-900 dark:border-emerald-400 dark:bg-emerald-950 dark:text-emerald-100"
                          : "border-gray-200 text-gray-900 hover:bg-gray-50 dark:border-gray-700 dark:text-gray-100 dark:hover:bg-gray-800"
                      }`}
                    >
                      <span className="block font-medium">{plan.name}</span>
                      <time
                        dateTime={plan.createdAt}
                        className="block text-gray-700 dark:text-gray-300"
                      >
                        {formatDate(plan.createdAt)}
                      </time>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </nav>
          {selected ? (
            <article aria-label={selected.name} className="min-w-0 space-y-4">
              <header className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="text-xl font-semibold text-gray-900 dark:text-gray-100">
                    {selected.name}
                  </h2>
                  {view ? (
                    <p className="mt-1 text-sm text-gray-800 dark:text-gray-200">
                      Daily target {formatInteger(view.dailyCalories)} kcal · Protein{" "}
                      {view.macroSplit.protein}% · Carbs {view.macroSplit.carbs}% · Fat{" "}
                      {view.macroSplit.fat}%
                    </p>
                  ) : null}
                </div>
                <ShoppingListButton planId={selected.id} />
              </header>
              <SwapMealDialog
                target={swapOf}
                options={swap?.options ?? null}
                error={swap?.error ?? null}
                closeTo={mealPlanPath(selected.id, swapOf?.day ?? dayIndex)}
              />
              <PlanShoppingListDialog
                list={shopping}
                closeTo={mealPlanPath(selected.id, search.has("day") ? dayIndex : null)}
              />
              {view ? (
                <>
                  <WeekGrid
                    planId={selected.id}
                    view={view}
                    selectedDay={dayIndex}
                    busy={replanning}
                  />
                  <section
                    aria-label={`${view.days[dayIndex].day} in detail`}
                    className="rounded-lg border border-gray-200 p-4 dark:border-gray-700"
                  >
                    <h3 className="font-semibold text-gray-900 dark:text-gray-100">
                      {view.days[dayIndex].day}
                    </h3>
                    <DayDetails day={view.days[dayIndex]} view={view} />
                  </section>
                </>
              ) : (
                <p className="text-sm text-red-800 dark:text-red-300">{MEAL_PLAN_PARSE_ERROR}</p>
              )}
            </article>
          ) : null}
        </div>
      )}
    </div>
  );
}
