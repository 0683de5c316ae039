import { Link } from "@remix-run/react";
import { useId, useState } from "react";
import { Button } from "../ui/button";
import { Spinner, SpinnerIcon } from "../ui/spinner";
import { ChevronIcon, MealPlanCard } from "./meal-plan-card";
import { useMealPlans, type MealPlanRecord } from "./use-meal-plans";

export const GENERATING_TEXT = "Generating your personalized meal plan...";
export const EMPTY_TEXT = "You don't have any meal plans yet.";

/** The generate button, with the spec's spinner text while the job runs. */
export function GeneratePlanButton({
  generating,
  onGenerate,
  label = "Generate Meal Plan",
}: {
  generating: boolean;
  onGenerate: () => void;
  label?: string;
}) {
  return (
    <>
      <Button onClick={onGenerate} disabled={generating} aria-busy={generating}>
        {generating ? (
          <>
            <SpinnerIcon className="h-4 w-4" />
            {GENERATING_TEXT}
          </>
        ) : (
          label
        )}
      </Button>
      {/* the button's text changes silently for a screen reader that is not on it */}
      <span role="status" className="sr-only">
        {generating ? GENERATING_TEXT : ""}
      </span>
    </>
  );
}

/**
 * The collapsible meal-plans section of /recommendations (signed-in users): starts collapsed, opens
 * with its chevron; generates a plan through the queue and shows the user's plans, newest first.
 */
export function MealPlansSection({ initialPlans }: { initialPlans?: MealPlanRecord[] | null }) {
  const [open, setOpen] = useState(false);
  const { plans, loadError, generating, generate } = useMealPlans({ initialPlans });
  const panelId = useId();
  return (
    <section
      aria-labelledby={`${panelId}-heading`}
      className="rounded-xl border border-gray-200 bg-white shadow-sm dark:border-gray-700 dark:bg-gray-900"
    >
      <h2 id={`${panelId}-heading`} className="text-xl font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-4 text-left text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:text-gray-100 dark:hover:bg-gray-800 sm:px-6"
        >
          <span>Your Meal Plans</span>
          <ChevronIcon open={open} className="h-6 w-6" />
        </button>
      </h2>
      <div id={panelId} hidden={!open} className="space-y-4 px-4 pb-6 sm:px-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="text-sm text-gray-700 dark:text-gray-300">
            A week of meals chosen for your calorie target, restrictions and favourite cuisines.
          </p>
          <GeneratePlanButton generating={generating} onGenerate={generate} />
        </div>
        {plans === null && !loadError ? <Spinner label="Loading your meal plans" /> : null}
        {loadError ? (
          <p role="alert" className="text-sm text-red-800 dark:text-red-300">
            {loadError}
          </p>
        ) : null}
        {plans && plans.length === 0 ? (
          <p className="text-gray-700 dark:text-gray-300">{EMPTY_TEXT}</p>
        ) : null}
        {plans && plans.length > 0 ? (
          <>
            <ul className="space-y-4">
              {plans.map((plan) => (
                <li key={plan.id}>
                  <MealPlanCard plan={plan} />
                </li>
              ))}
            </ul>
            <Link
              to="/meal-plan"
              className="inline-block font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
            >
              Open your meal plans to swap meals and build a shopping list
            </Link>
          </>
        ) : null}
      </div>
    </section>
  );
}
