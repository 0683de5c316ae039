/**
 * The compact plan view (issue 18 point 7, ADR 043): the week as a grid of days x meals with the
 * calories of each meal, a lock and a swap in place, each day's total and status (plan-status.ts,
 * through parseMealPlanData) and its re-plan buttons. On a phone the grid scrolls sideways inside
 * its own region (which says so), never the page. Every change posts a form to the page's action,
 * so it works without JavaScript; with it, fetchers show the change at once.
 */
import { Form, Link, useFetcher, useFetchers } from "@remix-run/react";
import { formatInteger } from "~/domain/format";
import {
  formatServings,
  leftoverLabel,
  SLOT_LABELS,
  type ViewDay,
  type ViewPlan,
  type ViewSlot,
} from "~/domain/meal-plan-view";
import { Badge } from "../ui/badge";

const COLUMNS = ["breakfast", "lunch", "dinner", "snack"] as const;

type CellMeal = ViewDay["meals"][number];

function mealLabel(day: ViewDay, slot: ViewSlot, index: number) {
  return slot === "snack" && day.meals.filter((m) => m.slot === "snack").length > 1
    ? `Snack ${index + 1}`
    : SLOT_LABELS[slot];
}

/** Whether a lock form of this meal is in flight, and to which state (optimistic UI). */
function usePendingLock(planId: number, dayIndex: number, slot: ViewSlot, index: number) {
  const fetchers = useFetchers();
  const pending = fetchers.find(
    (f) =>
      f.formData &&
      (f.formData.get("intent") === "lock" || f.formData.get("intent") === "unlock") &&
      f.formData.get("planId") === String(planId) &&
      f.formData.get("day") === String(dayIndex) &&
      f.formData.get("slot") === slot &&
      (slot !== "snack" || f.formData.get("snackIndex") === String(index)),
  );
  return pending ? pending.formData!.get("intent") === "lock" : null;
}

function MealCell({
  planId,
  day,
  dayIndex,
  entry,
  leftover,
  busy,
}: {
  planId: number;
  day: ViewDay;
  dayIndex: number;
  entry: CellMeal;
  /** "Leftovers from Monday's dinner" when the meal is one (ADR 048) */
  leftover: string | null;
  busy: boolean;
}) {
  const { slot, index, meal } = entry;
  const fetcher = useFetcher({ key: `lock-${planId}-${dayIndex}-${slot}-${index}` });
  const pending = usePendingLock(planId, dayIndex, slot, index);
  const locked = pending ?? meal.locked;
  const label = mealLabel(day, slot, index);
  const what = `${label.toLowerCase()} on ${day.day}: ${meal.title}`;
  return (
    <div
      data-locked={locked ? "true" : undefined}
      className={`rounded-md p-2 ${
        locked
          ? "bg-sky-50 ring-1 ring-sky-700 dark:bg-sky-950 dark:ring-sky-300"
          : "bg-gray-50 dark:bg-gray-800"
      }`}
    >
      {slot === "snack" || locked ? (
        <p className="flex flex-wrap gap-1 text-xs font-semibold text-gray-700 dark:text-gray-300">
          {slot === "snack" ? <span>{label}</span> : null}
          {locked ? <span className="text-sky-900 dark:text-sky-100">Locked</span> : null}
        </p>
      ) : null}
      {leftover ? (
        <p className="text-xs font-semibold text-amber-900 dark:text-amber-200">{leftover}</p>
      ) : null}
      {meal.recipeId ? (
        <Link
          to={`/recipes/${meal.recipeId}`}
          className="line-clamp-2 text-sm font-medium text-gray-900 underline-offset-2 hover:underline dark:text-gray-100"
        >
          {meal.title}
        </Link>
      ) : (
        <p className="line-clamp-2 text-sm font-medium text-gray-900 dark:text-gray-100">
          {meal.title}
        </p>
      )}
      <p className="mt-1 text-xs text-gray-700 dark:text-gray-300">
        <span className="font-semibold text-gray-900 dark:text-gray-100">
          {formatInteger(meal.calories)} kcal
        </span>
        {meal.servings ? ` · ${formatServings(meal.servings)}` : ""}
      </p>
      {meal.recipeId ? (
        <div className="mt-2 flex flex-wrap gap-1.5">
          <fetcher.Form method="post" action="/meal-plan">
            <input type="hidden" name="intent" value={locked ? "unlock" : "lock"} />
            <input type="hidden" name="planId" value={planId} />
            <input type="hidden" name="day" value={dayIndex} />
            <input type="hidden" name="slot" value={slot} />
            {slot === "snack" ? <input type="hidden" name="snackIndex" value={index} /> : null}
            <button
              type="submit"
              disabled={busy}
              aria-pressed={locked ? "true" : "false"}
              aria-label={`${locked ? "Unlock" : "Lock"} ${what}`}
              className="min-h-6 rounded border border-gray-300 px-2 py-0.5 text-xs font-medium text-gray-900 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-900"
            >
              {locked ? "Unlock" : "Lock"}
            </button>
          </fetcher.Form>
          {!locked ? (
            // a GET form: the swap dialog is the URL (?swap=), read by the page's loader
            <Form method="get" action="/meal-plan" preventScrollReset>
              <input type="hidden" name="plan" value={planId} />
              <input type="hidden" name="day" value={dayIndex} />
              <input type="hidden" name="swap" value={slot} />
              {slot === "snack" ? <input type="hidden" name="snack" value={index} /> : null}
              <button
                type="submit"
                disabled={busy}
                aria-label={`Swap ${what}`}
                className="min-h-6 rounded border border-gray-300 px-2 py-0.5 text-xs font-medium text-gray-900 hover:bg-white focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-900"
              >
                Swap
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function ReplanForm({
  planId,
  dayIndex,
  dayName,
  rest,
  busy,
}: {
  planId: number;
  dayIndex: number;
  dayName: string;
  rest: boolean;
  busy: boolean;
}) {
  const fetcher = useFetcher({ key: `replan-${planId}` });
  return (
    <fetcher.Form method="post" action="/meal-plan">
      <input type="hidden" name="intent" value={rest ? "regenerate-rest" : "regenerate-day"} />
      <input type="hidden" name="planId" value={planId} />
      <input type="hidden" name="day" value={dayIndex} />
      <button
        type="submit"
        disabled={busy || fetcher.state !== "idle"}
        aria-label={rest ? `Re-plan to Sunday from ${dayName}` : `Re-plan day: ${dayName}`}
        className="min-h-6 w-full rounded border border-emerald-700 px-2 py-0.5 text-xs font-medium text-emerald-900 hover:bg-emerald-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 disabled:opacity-70 dark:border-emerald-400 dark:text-emerald-100 dark:hover:bg-emerald-950"
      >
        {rest ? "Re-plan to Sunday" : "Re-plan day"}
      </button>
    </fetcher.Form>
  );
}

/** The week grid of one plan; `busy` while a job re-plans it (its meals are about to change). */
export function WeekGrid({
  planId,
  view,
  selectedDay,
  busy,
}: {
  planId: number;
  view: ViewPlan;
  selectedDay: number;
  busy: boolean;
}) {
  return (
    <div>
      <p className="mb-2 text-xs text-gray-700 dark:text-gray-300 md:hidden" aria-hidden="true">
        Scroll the week sideways to see every meal →
      </p>
      <div
        role="region"
        aria-label="Week grid"
        tabIndex={0}
        className="overflow-x-auto rounded-lg border border-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 dark:border-gray-700"
      >
        <table className="w-full min-w-[46rem] table-fixed border-collapse text-left align-top">
          <caption className="sr-only">
            The week: each day&apos;s meals with their calories, the day&apos;s total and status
          </caption>
          <thead>
            <tr className="bg-gray-50 text-xs uppercase tracking-wide text-gray-800 dark:bg-gray-800 dark:text-gray-200">
              <th scope="col" className="w-24 px-2 py-2">
                Day
              </th>
              {COLUMNS.map((slot) => (
                <th key={slot} scope="col" className="px-2 py-2">
                  {slot === "snack" ? "Snacks" : SLOT_LABELS[slot]}
                </th>
              ))}
              <th scope="col" className="w-32 px-2 py-2">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {view.days.map((day, dayIndex) => {
              const onTarget = day.issues.length === 0;
              return (
                <tr
                  key={`${day.day}-${dayIndex}`}
                  aria-current={dayIndex === selectedDay ? "true" : undefined}
                  className={`border-t border-gray-200 align-top dark:border-gray-700 ${
                    dayIndex === selectedDay ? "bg-emerald-50/50 dark:bg-emerald-950/40" : ""
                  }`}
                >
                  <th scope="row" className="px-2 py-2 text-sm font-semibold">
                    <Link
                      to={`?plan=${planId}&day=${dayIndex}`}
                      preventScrollReset
                      aria-label={`${day.day}: details`}
                      className="text-gray-900 underline-offset-2 hover:underline dark:text-gray-100"
                    >
                      {day.day}
                    </Link>
                  </th>
                  {COLUMNS.map((slot) => (
                    <td key={slot} className="space-y-1.5 px-1.5 py-2">
                      {day.meals
                        .filter((m) => m.slot === slot)
                        .map((entry) => (
                          <MealCell
                            key={`${entry.slot}-${entry.index}`}
                            planId={planId}
                            day={day}
                            dayIndex={dayIndex}
                            entry={entry}
                            leftover={leftoverLabel(view, entry.meal)}
                            busy={busy}
                          />
                        ))}
                    </td>
                  ))}
                  <td className="space-y-1.5 px-2 py-2 text-sm">
                    <p className="font-semibold text-gray-900 dark:text-gray-100">
                      {formatInteger(day.totals.calories)} kcal
                    </p>
                    <Badge tone={onTarget ? "emerald" : "amber"}>
                      {onTarget ? "On target" : "Off target"}
                    </Badge>
                    <ReplanForm
                      planId={planId}
                      dayIndex={dayIndex}
                      dayName={day.day}
                      rest={false}
                      busy={busy}
                    />
                    {dayIndex < view.days.length - 1 ? (
                      <ReplanForm
                        planId={planId}
                        dayIndex={dayIndex}
                        dayName={day.day}
                        rest
                        busy={busy}
                      />
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
