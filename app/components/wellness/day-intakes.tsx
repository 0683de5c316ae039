/**
 * The Nutrition tab's fibre, sugar, sodium, vitamins and minerals: today's logged meals summed
 * (sumLoggedNutrients) against the nutrition guide's reference intakes for the person's sex. Meals
 * typed in by hand carry no micronutrients, so the panel says how many entries its figures cover.
 */
import { intakeRows, sexOf } from "~/content/reference-intakes";
import { sumLoggedNutrients } from "~/domain/food/nutrients";
import { IntakeList } from "../intake-list";
import type { MealEntry } from "./types";

export function DayIntakes({
  meals,
  gender,
  dayKcal,
}: {
  meals: readonly MealEntry[];
  gender: string | null | undefined;
  dayKcal: number;
}) {
  const day = sumLoggedNutrients(meals);
  return (
    <section
      aria-labelledby="intakes-heading"
      className="rounded-xl border border-gray-200 p-5 dark:border-gray-700 lg:col-span-3"
    >
      <h2 id="intakes-heading" className="text-lg font-semibold">
        Fibre, vitamins and minerals today
      </h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300" data-testid="intakes-coverage">
        {day.entries === 0
          ? "Log a meal to see them."
          : `From ${day.withMicronutrients} of ${day.entries} ${day.entries === 1 ? "entry" : "entries"} (meals found in the food table carry vitamins and minerals; numbers typed in by hand do not).`}
      </p>
      <div className="mt-4 sm:columns-2 sm:gap-8">
        <IntakeList
          rows={intakeRows(day.amounts, sexOf(gender), dayKcal)}
          label="today's meals"
          testId="day-intakes"
        />
      </div>
    </section>
  );
}
