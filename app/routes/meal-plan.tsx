import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { formatDate } from "~/domain/format";
import { MealPlanCard, type SwapRequest } from "~/components/meal-plans/meal-plan-card";
import {
  EMPTY_TEXT,
  GeneratePlanButton,
  GenerationStatus,
} from "~/components/meal-plans/meal-plans-section";
import { ShoppingListButton } from "~/components/meal-plans/shopping-list-button";
import { SwapMealDialog } from "~/components/meal-plans/swap-meal-dialog";
import { useMealPlans } from "~/components/meal-plans/use-meal-plans";
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

/** /meal-plan: the user's plans in full, a week at a time, with meal swaps and a shopping list. */
export default function MealPlanPage() {
  const { plans: initialPlans, job: initialJob } = useLoaderData<typeof loader>();
  const { plans, generating, job, slow, generate, replacePlan, latestPlanId } = useMealPlans({
    initialPlans,
    initialJob,
  });
  const list = plans ?? [];
  const [selectedId, setSelectedId] = useState<number | null>(list[0]?.id ?? null);
  const [swap, setSwap] = useState<SwapRequest | null>(null);

  useEffect(() => {
    if (latestPlanId !== null) setSelectedId(latestPlanId);
  }, [latestPlanId]);

  const selected = list.find((p) => p.id === selectedId) ?? list[0] ?? null;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Your Meal Plans</h1>
          <p className="mt-2 max-w-2xl text-gray-700 dark:text-gray-300">
            Each plan is a week of meals matched to your calorie target and macro split, within your
            dietary restrictions. Swap any meal for another that keeps the day on target, and turn a
            week into a shopping list.
          </p>
        </div>
        <GeneratePlanButton
          generating={generating}
          onGenerate={generate}
          label="Generate New Plan"
        />
      </div>
      <div className="mt-6">
        <GenerationStatus job={job} slow={slow} onRetry={generate} />
      </div>

      {list.length === 0 ? (
        <p className="mt-10 text-gray-700 dark:text-gray-300">{EMPTY_TEXT}</p>
      ) : (
        <div className="mt-8 grid gap-6 lg:grid-cols-[16rem_1fr]">
          <nav aria-label="Your plans">
            <ul className="space-y-2">
              {list.map((plan) => {
                const current = plan.id === selected?.id;
                return (
                  <li key={plan.id}>
                    <button
                      type="button"
                      aria-current={current ? "true" : undefined}
                      onClick={() => setSelectedId(plan.id)}
                      className={`w-full rounded-lg border px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
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
                    </button>
                  </li>
                );
              })}
            </ul>
          </nav>
          {selected ? (
            <div className="min-w-0 space-y-4">
              <div className="flex flex-wrap justify-end gap-3">
                <ShoppingListButton planId={selected.id} />
              </div>
              <MealPlanCard plan={selected} layout="week" onSwap={setSwap} headingLevel={2} />
            </div>
          ) : null}
        </div>
      )}
      <SwapMealDialog request={swap} onClose={() => setSwap(null)} onSwapped={replacePlan} />
    </div>
  );
}
