/**
 * The nutrition summary of spec 1 section 9: the daily target, the fixed 20/50/30 split in grams,
 * and BMR and TDEE rounded, "based on the Mifflin-St Jeor equation". The target is the one target
 * function's (app/domain/targets.ts), with the goal and pace it serves and its safety notes; the
 * user's macro preset is named below the spec's fixed split. Data: `getNutritionSummary`.
 */
import { Link } from "@remix-run/react";
import { formatInteger } from "~/domain/format";
import { describeMacros, type TargetSummary } from "~/domain/targets";

// the split is fixed (20/50/30), so the bar widths are too
const MACROS = [
  { key: "protein", label: "Protein", bar: "w-1/5 bg-sky-600 dark:bg-sky-400" },
  { key: "carbs", label: "Carbs", bar: "w-1/2 bg-amber-500 dark:bg-amber-400" },
  { key: "fat", label: "Fat", bar: "w-[30%] bg-rose-600 dark:bg-rose-400" },
] as const;

export function NutritionSummary({
  summary,
  headingLevel = 2,
}: {
  summary: TargetSummary;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section
      aria-labelledby="nutrition-summary-heading"
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm dark:border-gray-800 dark:bg-gray-900"
    >
      <Heading
        id="nutrition-summary-heading"
        className="text-lg font-semibold text-gray-900 dark:text-gray-100"
      >
        Your Nutrition Summary
      </Heading>

      <dl className="mt-4 grid gap-4 sm:grid-cols-4">
        <div className="rounded-lg bg-emerald-50 p-4 sm:col-span-1 dark:bg-emerald-950">
          <dt className="text-sm font-medium text-emerald-900 dark:text-emerald-200">
            Daily target
          </dt>
          <dd className="mt-1 text-2xl font-bold text-emerald-900 dark:text-emerald-100">
            <span data-testid="target-calories">{formatInteger(summary.targetCalories)}</span>{" "}
            <span className="text-base font-medium">kcal</span>
          </dd>
        </div>
        {MACROS.map(({ key, label, bar }) => {
          const macro = summary[key];
          return (
            <div key={key} className="rounded-lg bg-gray-50 p-4 dark:bg-gray-800">
              <dt className="text-sm font-medium text-gray-700 dark:text-gray-300">
                {label} ({macro.percent}%)
              </dt>
              <dd className="mt-1 text-2xl font-bold text-gray-900 dark:text-gray-100">
                <span data-testid={`${key}-grams`}>{formatInteger(macro.grams)}</span>{" "}
                <span className="text-base font-medium">g</span>
                <span className="sr-only">, {formatInteger(macro.kcal)} kcal</span>
              </dd>
              <div
                aria-hidden="true"
                className="mt-2 h-1.5 w-full rounded-full bg-gray-200 dark:bg-gray-700"
              >
                <div className={`h-1.5 rounded-full ${bar}`} />
              </div>
            </div>
          );
        })}
      </dl>
      <p className="mt-3 text-sm text-gray-700 dark:text-gray-300" data-testid="target-headline">
        {summary.headline}
        {summary.basis === "measured" ? " (measured from your logged weight and meals)" : ""}.
      </p>
      {summary.targets.notes
        .filter((n) => n.code !== "measured")
        .map((note) => (
          <p
            key={note.code}
            role="note"
            className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {note.text}
          </p>
        ))}

      <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 border-t border-gray-200 pt-4 text-sm dark:border-gray-800">
        <div className="flex gap-2">
          <dt className="font-medium text-gray-700 dark:text-gray-300">BMR</dt>
          <dd className="text-gray-900 dark:text-gray-100">
            {summary.bmr === null ? (
              "not known yet"
            ) : (
              <>
                <span data-testid="bmr">{formatInteger(summary.bmr)}</span> kcal/day
              </>
            )}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="font-medium text-gray-700 dark:text-gray-300">TDEE</dt>
          <dd className="text-gray-900 dark:text-gray-100">
            {summary.tdee === null ? (
              "not known yet"
            ) : (
              <>
                <span data-testid="tdee">{formatInteger(summary.tdee)}</span> kcal/day
              </>
            )}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-xs text-gray-700 dark:text-gray-300">
        BMR (energy at rest) and TDEE (with your activity) are estimates based on the Mifflin-St
        Jeor equation. Macros follow a fixed split of 20% protein, 50% carbs and 30% fat, at 4, 4
        and 9 kcal per gram. Your meal plans and coach use your preset:{" "}
        {describeMacros(summary.targets)}.{" "}
        <Link
          to="/settings"
          className="font-medium text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
        >
          Change your goal and settings
        </Link>
      </p>
    </section>
  );
}
