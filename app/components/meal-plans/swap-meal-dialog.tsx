import { useEffect, useState } from "react";
import { formatInteger } from "~/domain/format";
import type { PlannedMeal } from "~/domain/meal-plan";
import { formatServings, SLOT_LABELS } from "~/domain/meal-plan-view";
import { apiRequest } from "~/lib/api-client";
import { useToast } from "../toaster";
import { Modal } from "../ui/dialog";
import { Spinner } from "../ui/spinner";
import type { SwapRequest } from "./meal-plan-card";
import type { MealPlanRecord } from "./use-meal-plans";

/** One option of GET /api/meal-plans/{id}/swap: the meal as it would be, and the day's new total. */
type SwapChoice = PlannedMeal & { dayTotals: { calories: number } };

/**
 * Lists the recipes that can take a meal's place and keep its day on target (GET
 * /api/meal-plans/{id}/swap) and swaps the chosen one in (POST the same path).
 */
export function SwapMealDialog({
  request,
  onClose,
  onSwapped,
}: {
  request: SwapRequest | null;
  onClose: () => void;
  onSwapped: (plan: MealPlanRecord) => void;
}) {
  const { toast } = useToast();
  const [options, setOptions] = useState<SwapChoice[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busyId, setBusyId] = useState<number | null>(null);

  useEffect(() => {
    if (!request) return;
    let current = true;
    setOptions(null);
    setError(null);
    const query = new URLSearchParams({
      day: String(request.dayIndex),
      slot: request.slot,
      ...(request.slot === "snack" ? { snackIndex: String(request.snackIndex) } : {}),
    });
    apiRequest<{ options: SwapChoice[] }>("GET", `/api/meal-plans/${request.planId}/swap?${query}`)
      .then((body) => current && setOptions(body.options))
      .catch((e: unknown) => current && setError(e instanceof Error ? e.message : String(e)));
    return () => {
      current = false;
    };
  }, [request]);

  async function choose(option: SwapChoice) {
    if (!request) return;
    setBusyId(option.recipeId);
    try {
      const plan = await apiRequest<MealPlanRecord>(
        "POST",
        `/api/meal-plans/${request.planId}/swap`,
        {
          day: request.dayIndex,
          slot: request.slot,
          ...(request.slot === "snack" ? { snackIndex: request.snackIndex } : {}),
          recipeId: option.recipeId,
          servings: option.servings,
        },
      );
      onSwapped(plan);
      toast({
        title: "Meal swapped",
        description: `${option.title} replaces ${request.title} on ${request.dayName}.`,
      });
      onClose();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setBusyId(null);
    }
  }

  const slotLabel = request ? SLOT_LABELS[request.slot].toLowerCase() : "";
  return (
    <Modal
      open={request !== null}
      onClose={onClose}
      size="lg"
      title={request ? `Swap ${slotLabel} on ${request.dayName}` : "Swap a meal"}
      description={
        request
          ? `Recipes that can replace ${request.title} and keep the day on its calorie target.`
          : undefined
      }
    >
      {error ? (
        <p role="alert" className="mb-3 text-sm text-red-800 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {options === null && !error ? <Spinner label="Finding recipes that fit" showLabel /> : null}
      {options && options.length === 0 ? (
        <p className="text-gray-700 dark:text-gray-300">
          No other recipe keeps this day on its target.
        </p>
      ) : null}
      {options && options.length > 0 ? (
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
              <button
                type="button"
                disabled={busyId !== null}
                onClick={() => void choose(option)}
                aria-label={busyId === option.recipeId ? undefined : `Use this: ${option.title}`}
                className="shrink-0 rounded-md bg-emerald-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-emerald-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 focus-visible:ring-offset-2 disabled:opacity-70 dark:focus-visible:ring-offset-gray-900"
              >
                {busyId === option.recipeId ? "Swapping..." : "Use this"}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </Modal>
  );
}
