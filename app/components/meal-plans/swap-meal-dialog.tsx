/**
 * The recipes that can take a meal's place and keep its day on target, read by /meal-plan's loader
 * from the URL (`?swap=lunch`, app/http/meal-plan-page.server.ts); choosing one posts intent `swap`
 * to the page's action (the JSON API's swap schema and service), which redirects back to the day
 * without `swap`, so the dialog closes. Without JavaScript the same list is a section of the page.
 */
import { useFetcher } from "@remix-run/react";
import { formatInteger } from "~/domain/format";
import { formatServings, SLOT_LABELS, type ViewSlot } from "~/domain/meal-plan-view";
import { Spinner } from "../ui/spinner";
import { UrlDialog } from "../ui/dialog";

/** One option as the loader sends it (app/services/meal-plans.server.ts SwapOptionDto). */
export type SwapChoice = {
  recipeId: number;
  title: string;
  servings: number;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  dayTotals: { calories: number };
};

export type SwapTarget = {
  planId: number;
  day: number;
  dayName: string;
  slot: ViewSlot;
  snackIndex: number;
  /** the meal it replaces (null when the plan has no such meal) */
  title: string | null;
};

type Reply = { result?: { error?: Record<string, string[] | null> | null } };

export function SwapMealDialog({
  target,
  options,
  error,
  closeTo,
}: {
  /** the meal asked for; null: no dialog */
  target: SwapTarget | null;
  /** null while the options load (the Swap form's navigation is on its way) */
  options: SwapChoice[] | null;
  error: string | null;
  closeTo: string;
}) {
  const fetcher = useFetcher<Reply>({ key: "swap-meal" });
  const busy = fetcher.state !== "idle";
  const choosing = fetcher.formData?.get("recipeId");
  const refused = fetcher.data?.result?.error
    ? Object.values(fetcher.data.result.error).flat().filter(Boolean)[0]
    : null;
  const slotLabel = target ? SLOT_LABELS[target.slot].toLowerCase() : "";
  return (
    <UrlDialog
      open={target !== null}
      closeTo={closeTo}
      size="lg"
      title={target ? `Swap ${slotLabel} on ${target.dayName}` : "Swap a meal"}
      description={
        target?.title
          ? `Recipes that can replace ${target.title} and keep the day on its calorie target.`
          : undefined
      }
    >
      {error || refused ? (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-300">
          {error ?? refused}
        </p>
      ) : null}
      {options === null && !error ? <Spinner label="Finding recipes that fit" showLabel /> : null}
      {options && options.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          No other recipe keeps this day on its target.
        </p>
      ) : null}
      {target && options && options.length > 0 ? (
        <ul className="max-h-[60vh] space-y-2 overflow-y-auto">
          {options.map((option) => (
            <li
              key={option.recipeId}
              className="flex items-start justify-between gap-3 rounded-md border border-gray-200 p-3 dark:border-gray-700"
            >
              <div className="min-w-0">
                <p className="font-medium text-gray-900 dark:text-gray-100">{option.title}</p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  {formatInteger(option.calories)} kcal · {formatServings(option.servings)} ·
                  Protein {option.protein} g · Carbs {option.carbs} g · Fat {option.fat} g
                </p>
                <p className="text-sm text-gray-700 dark:text-gray-300">
                  Day total with it: {formatInteger(option.dayTotals.calories)} kcal
                </p>
              </div>
              <fetcher.Form method="post" action="/meal-plan" preventScrollReset>
                <input type="hidden" name="intent" value="swap" />
                <input type="hidden" name="planId" value={target.planId} />
                <input type="hidden" name="day" value={target.day} />
                <input type="hidden" name="slot" value={target.slot} />
                {target.slot === "snack" ? (
                  <input type="hidden" name="snackIndex" value={target.snackIndex} />
                ) : null}
                <input type="hidden" name="recipeId" value={option.recipeId} />
                <input type="hidden" name="servings" value={option.servings} />
                <button
                  type="submit"
                  disabled={busy}
                  aria-label={
                    choosing === String(option.recipeId) ? undefined : `Use this: ${option.title}`
                  }
                  className="shrink-0 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:opacity-70 dark:focus-visible:ring-offset-gray-900"
                >
                  {choosing === String(option.recipeId) ? "Swapping..." : "Use this"}
                </button>
              </fetcher.Form>
            </li>
          ))}
        </ul>
      ) : null}
    </UrlDialog>
  );
}
