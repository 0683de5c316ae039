import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import {
  Form,
  Link,
  useLoaderData,
  useNavigation,
  useRevalidator,
  useSearchParams,
} from "@remix-run/react";
import { useMemo, useState } from "react";
import { formatDate, formatInteger } from "~/domain/format";
import { MEAL_PLAN_PARSE_ERROR, parseMealPlanData } from "~/domain/meal-plan-view";
import { DayDetails, type SwapRequest } from "~/components/meal-plans/meal-plan-card";
import {
  EMPTY_TEXT,
  GENERATING_TEXT,
  GenerationStatus,
} from "~/components/meal-plans/meal-plans-section";
import { NoScriptRefresh, REGENERATE_JOB, useFollowJob } from "~/components/meal-plans/plan-job";
import { ShoppingListButton } from "~/components/meal-plans/shopping-list-button";
import { SwapMealDialog } from "~/components/meal-plans/swap-meal-dialog";
import { isUnfinished } from "~/components/meal-plans/use-meal-plans";
import { WeekGrid } from "~/components/meal-plans/week-grid";
import { Button } from "~/components/ui/button";
import { SpinnerIcon } from "~/components/ui/spinner";
import { mealPlanAction } from "~/http/meal-plan-actions.server";
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
    data: [plans, job],
  } = await requireUserWith(request, context, (userId) =>
    Promise.all([listMealPlans(context.db, userId), latestGenerationToShow(context.db, userId)]),
  );
  return { plans: plans.map(toMealPlanDto), job: job ? toJobDto(job) : null };
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
      {leftovers ? (
        <label className="flex max-w-xs items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
          <input type="checkbox" name="leftovers" className="h-6 w-6 shrink-0 accent-emerald-700" />
          <span>Leftovers: cook dinner for two meals, the next day&apos;s lunch</span>
        </label>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {busy ? (
          <>
            <SpinnerIcon className="h-4 w-4" />
            {GENERATING_TEXT}
          </>
        ) : (
          label
        )}
      </Button>
    </Form>
  );
}

/**
 * /meal-plan: the user's plans; the chosen one (?plan=) as a week grid with locks, swaps and
 * re-planning in place, and one day (?day=) in detail. Works without JavaScript (ADR 041, 043).
 */
export default function MealPlanPage() {
  const { plans, job } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [swap, setSwap] = useState<SwapRequest | null>(null);
  useFollowJob(job);

  const [search] = useSearchParams();
  const planParam = Number(search.get("plan"));
  const selected = plans.find((p) => p.id === planParam) ?? plans[0] ?? null;
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
          slow={false}
          onRetry={() => undefined}
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
              {view ? (
                <>
                  <WeekGrid
                    planId={selected.id}
                    view={view}
                    selectedDay={dayIndex}
                    onSwap={setSwap}
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
      <SwapMealDialog
        request={swap}
        onClose={() => setSwap(null)}
        onSwapped={() => revalidator.revalidate()}
      />
    </div>
  );
}
