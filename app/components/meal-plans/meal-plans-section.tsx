import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "../ui/button";
import { Spinner, SpinnerIcon } from "../ui/spinner";
import { ChevronIcon, MealPlanCard } from "./meal-plan-card";
import { useFollowJob } from "./plan-job";
import { isUnfinished, type GenerationJob, type MealPlanRecord } from "./use-meal-plans";

export const GENERATING_TEXT = "Generating your personalized meal plan...";
export const EMPTY_TEXT = "You don't have any meal plans yet.";

/** The generate form's "cook once, eat twice" choice (ADR 048): `leftovers=on` in the form data. */
export function LeftoversField() {
  return (
    <label className="flex max-w-xs items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
      <input type="checkbox" name="leftovers" className="h-6 w-6 shrink-0 accent-emerald-700" />
      <span>Leftovers: cook dinner for two meals, the next day&apos;s lunch</span>
    </label>
  );
}

/** The generate form's submit button, with the spec's spinner text while the job runs. */
export function GeneratePlanButton({
  generating,
  label = "Generate Meal Plan",
}: {
  generating: boolean;
  label?: string;
}) {
  return (
    <>
      <Button type="submit" disabled={generating} aria-busy={generating}>
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

export const QUEUED_TEXT = "Your meal plan is queued and will start in a moment.";
export const SLOW_TEXT =
  "This is taking longer than usual. You can leave this page: the plan will appear here when it is ready.";

export function retryingText(attempts: number): string {
  return attempts > 0
    ? `The last try did not finish, so we are trying again (try ${attempts + 1}).`
    : "The job was sent again after a delay; it will start in a moment.";
}

/**
 * What the generation is doing, in words, in one place: queued, running, retrying, or failed with
 * the reason and a Retry button. Nothing when there is no job. Never two contradicting messages.
 */
export function GenerationStatus({
  job,
  slow,
  retry,
  failedTitle = "Failed to generate meal plan.",
  runningText = GENERATING_TEXT,
}: {
  job: GenerationJob | null;
  slow: boolean;
  /** the Retry form beside a failure (a form that works without JavaScript; null: none) */
  retry: ReactNode;
  failedTitle?: string;
  runningText?: string;
}) {
  if (!job || job.state === "completed") return null;
  if (job.state === "failed") {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100"
      >
        <p>
          <span className="font-semibold">{failedTitle}</span>{" "}
          {job.error || "Please try again later."}
        </p>
        {retry}
      </div>
    );
  }
  const text =
    job.state === "queued"
      ? QUEUED_TEXT
      : job.state === "retrying"
        ? retryingText(job.attempts)
        : runningText;
  return (
    <div
      role="status"
      data-state={job.state}
      className="rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <p className="flex items-center gap-2">
        <SpinnerIcon className="h-4 w-4" />
        {text}
      </p>
      {slow ? <p className="mt-1">{SLOW_TEXT}</p> : null}
    </div>
  );
}

/** What /meal-plan's loader answers (app/routes/meal-plan.tsx): the section loads it in a fetcher. */
type PlansData = { plans: MealPlanRecord[]; job: GenerationJob | null };

/**
 * The collapsible meal-plans section of /recommendations (signed-in users): starts collapsed, opens
 * with its chevron; shows the user's plans, newest first, read from /meal-plan's loader through a
 * fetcher (it mounts after hydration, in its own chunk). Generate posts /meal-plan's form (intent
 * `generate`) with `redirectTo` this page: the action queues the job and sends the browser back
 * here, the fetcher loads again and the job is followed until it ends (plan-job.tsx).
 */
export function MealPlansSection() {
  const [open, setOpen] = useState(false);
  const plansFetcher = useFetcher<PlansData>({ key: "meal-plans-section" });
  const generateFetcher = useFetcher({ key: "meal-plans-section-generate" });
  const location = useLocation();
  const loaded = plansFetcher.data ?? null;
  const followed = useFollowJob(loaded ? loaded.job : undefined);
  const job = followed.job;
  const plans = loaded?.plans ?? null;
  const generating = generateFetcher.state !== "idle" || isUnfinished(job);
  const panelId = useId();

  useEffect(() => {
    if (plansFetcher.state === "idle" && !plansFetcher.data) plansFetcher.load("/meal-plan");
    // once, on mount: the actions and the job's end revalidate the loaded fetcher
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const generateForm = (label: string, leftovers = false) => (
    <generateFetcher.Form
      method="post"
      action="/meal-plan"
      preventScrollReset
      className="flex flex-wrap items-center gap-3"
    >
      <input type="hidden" name="intent" value="generate" />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {leftovers ? <LeftoversField /> : null}
      <GeneratePlanButton generating={generating} label={label} />
    </generateFetcher.Form>
  );

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
          {generateForm("Generate Meal Plan", true)}
        </div>
        <GenerationStatus job={job} slow={followed.slow} retry={generateForm("Retry")} />
        {plans === null ? <Spinner label="Loading your meal plans" /> : null}
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
