import { Link } from "@remix-run/react";
import { useId, useMemo, useState } from "react";
import { formatDate, formatInteger } from "~/domain/format";
import {
  achievedSplit,
  formatServings,
  leftoverLabel,
  MEAL_PLAN_PARSE_ERROR,
  parseMealPlanData,
  SLOT_LABELS,
  type ViewDay,
  type ViewPlan,
} from "~/domain/meal-plan-view";
import { Badge } from "../ui/badge";
import type { MealPlanRecord } from "./use-meal-plans";

export function ChevronIcon({
  open,
  className = "h-5 w-5",
}: {
  open: boolean;
  className?: string;
}) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`${className} shrink-0 transition-transform ${open ? "rotate-180" : ""}`}
    >
      <path d="M5.23 7.21a.75.75 0 0 1 1.06.02L10 11.17l3.71-3.94a.75.75 0 1 1 1.08 1.04l-4.25 4.5a.75.75 0 0 1-1.08 0l-4.25-4.5a.75.75 0 0 1 .02-1.06Z" />
    </svg>
  );
}

/**
 * One meal plan: its target and split (25/50/25 when the plan has none), then its days as an
 * accordion (one day open at a time; /meal-plan shows the week grid instead, week-grid.tsx). Each
 * meal links to its recipe; each day shows its totals against the target and, when the catalogue
 * could not meet it, by how much it misses.
 */
export function MealPlanCard({
  plan,
  headingLevel = 3,
}: {
  plan: MealPlanRecord;
  headingLevel?: 2 | 3;
}) {
  const view = useMemo(() => parseMealPlanData(plan.mealPlanData), [plan.mealPlanData]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-label={plan.name}
      className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm dark:border-gray-700 dark:bg-gray-900 sm:p-6"
    >
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading className="text-lg font-semibold text-gray-900 dark:text-gray-100">
          {plan.name}
        </Heading>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Created <time dateTime={plan.createdAt}>{formatDate(plan.createdAt)}</time>
        </p>
      </header>
      {view ? (
        <PlanBody view={view} />
      ) : (
        <p className="mt-3 text-sm text-red-800 dark:text-red-300">{MEAL_PLAN_PARSE_ERROR}</p>
      )}
    </article>
  );
}

function PlanBody({ view }: { view: ViewPlan }) {
  const [openDay, setOpenDay] = useState<number | null>(null);
  const baseId = useId();
  const { protein, carbs, fat } = view.macroSplit;
  return (
    <>
      <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm text-gray-800 dark:text-gray-200">
        <div className="flex gap-1">
          <dt className="font-medium">Daily target:</dt>
          <dd>{formatInteger(view.dailyCalories)} kcal</dd>
        </div>
        <div className="flex gap-1">
          <dt className="font-medium">Macro split:</dt>
          <dd>
            Protein {protein}% · Carbs {carbs}% · Fat {fat}%
          </dd>
        </div>
      </dl>
      <ul className="mt-4 divide-y divide-gray-200 rounded-lg border border-gray-200 dark:divide-gray-700 dark:border-gray-700">
        {view.days.map((day, index) => {
          const open = openDay === index;
          const buttonId = `${baseId}-day-${index}`;
          const panelId = `${baseId}-panel-${index}`;
          return (
            <li key={`${day.day}-${index}`}>
              <h4>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenDay(open ? null : index)}
                  className="flex w-full items-center justify-between gap-3 px-4 py-3 text-left font-medium text-gray-900 hover:bg-gray-50 focus:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-emerald-600 dark:text-gray-100 dark:hover:bg-gray-800"
                >
                  <span>{day.day}</span>
                  <span className="ml-auto text-sm font-normal text-gray-700 dark:text-gray-300">
                    {formatInteger(day.totals.calories)} kcal
                  </span>
                  <ChevronIcon open={open} />
                </button>
              </h4>
              {open ? (
                <div id={panelId} role="region" aria-labelledby={buttonId} className="px-4 pb-4">
                  <DayDetails day={day} view={view} />
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function DayDetails({ day, view }: { day: ViewDay; view: ViewPlan }) {
  // calories and every macro inside tolerance, carbohydrate under its ceiling (app/domain/plan-status.ts)
  const onTarget = day.issues.length === 0;
  const split = achievedSplit(day.totals);
  const t = view.macroTargets;
  return (
    <div>
      <ul className="mt-2 space-y-3">
        {day.meals.map(({ slot, index, meal }) => {
          const label =
            slot === "snack" && day.meals.filter((m) => m.slot === "snack").length > 1
              ? `Snack ${index + 1}`
              : SLOT_LABELS[slot];
          const leftover = leftoverLabel(view, meal);
          return (
            <li key={`${slot}-${index}`} className="rounded-md bg-gray-50 p-3 dark:bg-gray-800">
              <div className="flex flex-wrap items-start justify-between gap-2">
                {meal.recipeId ? (
                  <img
                    src={`/images/recipe/${meal.recipeId}`}
                    alt=""
                    width={64}
                    height={48}
                    loading="lazy"
                    decoding="async"
                    className="h-12 w-16 shrink-0 rounded-md object-cover"
                  />
                ) : null}
                <div className="min-w-0 flex-1">
                  <p className="text-xs font-semibold uppercase tracking-wide text-emerald-800 dark:text-emerald-300">
                    {label}
                  </p>
                  {leftover ? (
                    <p className="text-sm font-medium text-amber-900 dark:text-amber-200">
                      {leftover}
                    </p>
                  ) : null}
                  {meal.recipeId ? (
                    <Link
                      to={`/recipes/${meal.recipeId}`}
                      className="font-medium text-gray-900 underline-offset-2 hover:underline dark:text-gray-100"
                    >
                      {meal.title}
                    </Link>
                  ) : (
                    <p className="font-medium text-gray-900 dark:text-gray-100">{meal.title}</p>
                  )}
                  {meal.description ? (
                    <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
                      {meal.description}
                    </p>
                  ) : null}
                </div>
              </div>
              <p className="mt-2 text-sm text-gray-800 dark:text-gray-200">
                <span className="font-semibold">{formatInteger(meal.calories)} kcal</span>
                {" · "}Protein {meal.protein} g · Carbs {meal.carbs} g · Fat {meal.fat} g
                {meal.servings ? ` · ${formatServings(meal.servings)}` : ""}
              </p>
            </li>
          );
        })}
      </ul>
      <div className="mt-3 rounded-md border border-gray-200 p-3 text-sm dark:border-gray-700">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="font-semibold text-gray-900 dark:text-gray-100">
            Day total: {formatInteger(day.totals.calories)} / {formatInteger(view.dailyCalories)}{" "}
            kcal
          </p>
          <Badge tone={onTarget ? "emerald" : "amber"}>
            {onTarget ? "On target" : "Off target"}
          </Badge>
        </div>
        <p className="mt-1 text-gray-800 dark:text-gray-200">
          Protein {formatInteger(day.totals.protein)} / {formatInteger(t.protein)} g · Carbs{" "}
          {formatInteger(day.totals.carbs)} / {formatInteger(t.carbs)} g · Fat{" "}
          {formatInteger(day.totals.fat)} / {formatInteger(t.fat)} g
        </p>
        <p className="mt-1 text-gray-700 dark:text-gray-300">
          Achieved split: protein {split.protein}%, carbs {split.carbs}%, fat {split.fat}%
        </p>
        {day.issues.length ? (
          <ul className="mt-1 list-disc pl-5 text-amber-900 dark:text-amber-200">
            {day.issues.map((issue) => (
              <li key={issue}>{issue}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
