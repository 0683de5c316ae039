/**
 * "Log as meal" of a stored analysis: a form posting intent `log-meal` to the page's action, which
 * logs the stored numbers and comes back with the notice. With JavaScript a fetcher posts it (the
 * result stays on screen, the button says "Logged" after); without it the page posts and comes back.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useToast } from "~/components/toaster";
import { Button } from "~/components/ui/button";
import { useHydrated } from "~/components/use-hydrated";
import { MEAL_TYPES } from "~/domain/meal-types";

/** Today in the user's own calendar (the server's default is UTC's). */
function todayLocal(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

type LogRefusal = { intent: "log-meal"; message: string };

export function LogMealForm({ analysisId }: { analysisId: number }) {
  const { toast } = useToast();
  const hydrated = useHydrated();
  const location = useLocation();
  const fetcher = useFetcher<LogRefusal>({ key: `food-analysis-log-${analysisId}` });
  const [sent, setSent] = useState(false);
  const refused = fetcher.data?.message ? fetcher.data : null;
  const saving = fetcher.state !== "idle";
  // a success answers a redirect, which leaves the fetcher with no data
  const saved = sent && !saving && !refused;

  useEffect(() => {
    if (refused)
      toast({
        title: "Could not log the meal",
        description: refused.message || "Please try again.",
        variant: "destructive",
      });
  }, [refused, toast]);

  return (
    <fetcher.Form method="post" className="flex items-end gap-2" onSubmit={() => setSent(true)}>
      <div>
        <label
          htmlFor="log-meal-type"
          className="block text-sm font-medium text-gray-800 dark:text-gray-200"
        >
          Meal
        </label>
        <select
          id="log-meal-type"
          name="mealType"
          defaultValue="lunch"
          className="mt-1 rounded-md border border-gray-300 bg-white px-2 py-2 text-sm text-gray-900 dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100"
        >
          {MEAL_TYPES.map((t) => (
            <option key={t} value={t}>
              {t.charAt(0).toUpperCase() + t.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <Button type="submit" variant="secondary" disabled={saving || saved}>
        {saved ? "Logged" : saving ? "Logging..." : "Log as meal"}
      </Button>
      <input type="hidden" name="intent" value="log-meal" />
      <input type="hidden" name="analysisId" value={analysisId} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      {hydrated ? <input type="hidden" name="date" value={todayLocal()} /> : null}
    </fetcher.Form>
  );
}
