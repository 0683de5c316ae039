/**
 * The dashboard's Nutrition tab: today's intake against the target and the meal log. Removing a
 * meal posts to the dashboard's action through a fetcher; the meal leaves the list and the totals
 * at once (from the fetchers' form data) and the loader's answer confirms it. The row owns the
 * fetcher, so the tab keeps the fetcher mounted until it is done (KeepFetchers).
 */
import { useFetcher, useFetchers } from "@remix-run/react";
import { describeMacros, describeTarget } from "~/domain/targets";
import { MEAL_TYPES, type MealType } from "~/domain/meal-types";
import { dayCalories } from "~/domain/trends";
import { KeepFetchers } from "../keep-fetchers";
import { Button } from "../ui/button";
import { IntentFields, OpenFormButton, useFormAction, useInPageHref } from "./dashboard-context";
import { DayIntakes } from "./day-intakes";
import { MEAL_LABELS } from "./labels";
import type { DashboardData, MetricEntry } from "./types";
import { ProgressBar } from "./wellness-ui";
import { fmt, type DialogKey } from "./dashboard-parts";

export function NutritionTab({
  data,
  today,
  todayEntry,
  open,
}: {
  data: DashboardData;
  today: string;
  todayEntry: MetricEntry | null;
  open: (key: DialogKey) => void;
}) {
  const href = useInPageHref();
  const removals = useFetchers().filter((f) => f.formData?.get("intent") === "delete-meal");
  const removing = new Set(removals.map((f) => String(f.formData?.get("id"))));
  const meals = data.meals.filter((m) => m.date === today && !removing.has(String(m.id)));
  const target = data.targets;
  const totals = meals.reduce(
    (t, m) => ({
      calories: t.calories + m.calories,
      protein: t.protein + m.protein,
      carbs: t.carbs + m.carbs,
      fat: t.fat + m.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
  const eaten = dayCalories(todayEntry?.caloriesConsumed, totals.calories) ?? 0;
  const rows: {
    label: string;
    value: number;
    target: number;
    unit: string;
    tone: "emerald" | "sky" | "violet" | "amber";
  }[] = [
    {
      label: "Calories",
      value: eaten,
      target: target.calories,
      unit: "kcal",
      tone: "emerald",
    },
    {
      label: "Protein",
      value: totals.protein,
      target: target.macros.protein.grams,
      unit: "g",
      tone: "sky",
    },
    {
      label: "Carbs",
      value: totals.carbs,
      target: target.macros.carbs.grams,
      unit: "g",
      tone: "amber",
    },
    { label: "Fat", value: totals.fat, target: target.macros.fat.grams, unit: "g", tone: "violet" },
  ];
  const byMeal = MEAL_TYPES.map((t) => ({
    type: t,
    entries: meals.filter((m) => m.mealType === t),
  })).filter((g) => g.entries.length > 0);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <KeepFetchers keys={removals.map((f) => f.key)} />
      <section
        aria-labelledby="targets-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700"
      >
        <h2 id="targets-heading" className="text-lg font-semibold">
          Today against your targets
        </h2>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          <span data-testid="dashboard-target">{describeTarget(target)}</span>
          {`: ${describeMacros(target)}.`}
        </p>
        <ul className="mt-4 space-y-4">
          {rows.map((r) => (
            <li key={r.label}>
              <div className="flex justify-between text-sm">
                <span className="font-medium">{r.label}</span>
                <span
                  data-testid={`nutrition-${r.label.toLowerCase()}`}
                >{`${fmt(r.value, 0)} / ${fmt(r.target, 0)} ${r.unit}`}</span>
              </div>
              <ProgressBar
                value={r.value}
                max={r.target}
                label={`${r.label} eaten against the target`}
                tone={r.tone}
              />
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="meals-heading"
        className="rounded-xl border border-gray-200 p-5 dark:border-gray-700 lg:col-span-2"
      >
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="meals-heading" className="text-lg font-semibold">
            {"Today's meals"}
          </h2>
          <OpenFormButton
            label="Log Meal"
            href={href({ log: "meal" })}
            onOpen={() => open("meal")}
          />
        </div>
        {byMeal.length === 0 ? (
          <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">Nothing logged today yet.</p>
        ) : (
          <div className="mt-4 space-y-5">
            {byMeal.map((group) => (
              <div key={group.type}>
                <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">
                  {MEAL_LABELS[group.type as MealType]}
                </h3>
                <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
                  {group.entries.map((e) => (
                    <li
                      key={e.id}
                      className="flex items-center justify-between gap-3 py-2"
                      data-testid="meal-entry"
                    >
                      <div className="min-w-0">
                        <p className="truncate font-medium">{e.foodName}</p>
                        <p className="text-xs text-gray-700 dark:text-gray-300">
                          {`${e.servingSize ? `${e.servingSize} · ` : ""}P ${fmt(e.protein)} g · C ${fmt(e.carbs)} g · F ${fmt(e.fat)} g`}
                        </p>
                      </div>
                      <div className="flex shrink-0 items-center gap-3">
                        <span className="text-sm font-semibold">{`${fmt(e.calories, 0)} kcal`}</span>
                        <RemoveMeal id={e.id} foodName={e.foodName} />
                      </div>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        )}
      </section>
      <DayIntakes meals={meals} gender={data.profile?.gender} dayKcal={target.calories} />
    </div>
  );
}

// ---------------------------------------------------------------- goals

/** A removal's fetcher key: the tab keeps it mounted (KeepFetchers) while the meal's row is gone. */
const removeMealKey = (id: number) => `delete-meal:${id}`;

function RemoveMeal({ id, foodName }: { id: number; foodName: string }) {
  const fetcher = useFetcher({ key: removeMealKey(id) });
  return (
    <fetcher.Form method="post" action={useFormAction()}>
      <IntentFields intent="delete-meal">
        <input type="hidden" name="id" value={id} />
      </IntentFields>
      <Button type="submit" variant="ghost" size="sm" aria-label={`Remove ${foodName}`}>
        Remove
      </Button>
    </fetcher.Form>
  );
}
