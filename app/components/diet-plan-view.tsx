/**
 * The weekly plan of one built-in diet (the My Plan tab of /diet-plans): day list, calorie level,
 * dietary adaptations, print, nutrition tips, share, the show-nutrition toggle and the meal cards.
 * Everything here is client-side over the typed content in app/content/diet-plans.ts.
 */
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { scaleIngredientLine } from "~/domain/scale-quantity";
import { useId, useMemo, useState } from "react";
import { adaptationNotes } from "~/content/diet-adaptations";
import {
  CALORIE_LEVELS,
  MIN_SERVINGS,
  WEEKDAYS,
  clampServings,
  mealCaloriesForServings,
  prepTimeText,
  scaleDayToLevel,
  type CalorieLevel,
  type DietPlan,
  type DietPlanCard,
  type Meal,
  type ScaledPlanDay,
  type Weekday,
} from "~/content/diet-plans";
import { NutrientGrid } from "./nutrient-grid";
import { Button } from "./ui/button";
import { Modal } from "./ui/dialog";

const LEVEL_LABELS: Record<CalorieLevel, string> = { low: "Low", medium: "Medium", high: "High" };

type Slot = { key: string; label: string; meal: Meal };

function slotsOf(day: ScaledPlanDay): Slot[] {
  const { breakfast, lunch, dinner, snacks } = day.meals;
  return [
    { key: "breakfast", label: "Breakfast", meal: breakfast },
    { key: "lunch", label: "Lunch", meal: lunch },
    { key: "dinner", label: "Dinner", meal: dinner },
    ...snacks.map((meal, i) => ({
      key: `snack-${i}`,
      label: snacks.length > 1 ? `Snack ${i + 1}` : "Snack",
      meal,
    })),
  ];
}

export type PlanViewState = {
  day: Weekday;
  level: CalorieLevel;
  showNutrition: boolean;
  adaptations: string[];
};

export function DietPlanView({
  plan,
  card,
  state,
  onChange,
  onShare,
}: {
  plan: DietPlan;
  card: DietPlanCard;
  state: PlanViewState;
  onChange: (next: Partial<PlanViewState>) => void;
  onShare: () => void;
}) {
  const [tipsOpen, setTipsOpen] = useState(false);
  // servings per meal card, for this plan; starts at 1 (spec section 4)
  const [servings, setServings] = useState<Record<string, number>>({});
  const presets = plan.customizationOptions.calorieAdjustments;
  const days = useMemo(
    () => plan.days.map((d) => scaleDayToLevel(d, plan, state.level)),
    [plan, state.level],
  );
  const dayIndex = Math.max(0, WEEKDAYS.indexOf(state.day));
  const levelName = useId();

  return (
    <div>
      <div className="print:hidden">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 className="text-2xl font-bold tracking-tight">{plan.name} Plan</h2>
            <p className="mt-1 max-w-2xl text-gray-700 dark:text-gray-300">{plan.description}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => window.print()}>
              Print
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setTipsOpen(true)}>
              Nutrition Tips
            </Button>
            <Button variant="secondary" size="sm" onClick={onShare}>
              Share
            </Button>
          </div>
        </div>

        <div className="mt-6 grid gap-6 rounded-xl border border-gray-200 p-4 md:grid-cols-3 dark:border-gray-800">
          <fieldset>
            <legend className="text-sm font-semibold">Calorie level</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {CALORIE_LEVELS.map((level) => (
                <label
                  key={level}
                  className="flex cursor-pointer items-center gap-2 rounded-md border border-gray-300 px-3 py-1.5 text-sm has-[:checked]:border-emerald-700 has-[:checked]:bg-emerald-50 dark:border-gray-600 dark:has-[:checked]:border-emerald-300 dark:has-[:checked]:bg-emerald-950"
                >
                  <input
                    type="radio"
                    name={levelName}
                    value={level}
                    checked={state.level === level}
                    onChange={() => onChange({ level })}
                    className="text-emerald-700 focus:ring-emerald-600"
                  />
                  {LEVEL_LABELS[level]} ({presets[level]} kcal)
                </label>
              ))}
            </div>
          </fieldset>

          <fieldset>
            <legend className="text-sm font-semibold">Dietary adaptations</legend>
            <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
              {plan.customizationOptions.dietaryRestrictions.map((label) => (
                <label key={label} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    checked={state.adaptations.includes(label)}
                    onChange={(e) =>
                      onChange({
                        adaptations: e.target.checked
                          ? [...state.adaptations, label]
                          : state.adaptations.filter((a) => a !== label),
                      })
                    }
                    className="rounded text-emerald-700 focus:ring-emerald-600"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>

          <div>
            <p className="text-sm font-semibold" id="nutrition-toggle-label">
              Nutrition details
            </p>
            <button
              type="button"
              role="switch"
              aria-checked={state.showNutrition}
              aria-labelledby="nutrition-toggle-label nutrition-toggle-text"
              onClick={() => onChange({ showNutrition: !state.showNutrition })}
              className="mt-2 inline-flex items-center gap-3 rounded-md focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600"
            >
              <span
                aria-hidden="true"
                className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors ${state.showNutrition ? "bg-emerald-700 dark:bg-emerald-400" : "bg-gray-400 dark:bg-gray-600"}`}
              >
                <span
                  className={`inline-block h-5 w-5 rounded-full bg-white shadow transition-transform ${state.showNutrition ? "translate-x-5" : "translate-x-0.5"}`}
                />
              </span>
              <span id="nutrition-toggle-text" className="text-sm">
                {state.showNutrition ? "Hide nutrition" : "Show nutrition"}
              </span>
            </button>
          </div>
        </div>

        <TabGroup
          selectedIndex={dayIndex}
          onChange={(index) => onChange({ day: WEEKDAYS[index] })}
          className="mt-6"
        >
          <TabList aria-label="Days of the week" className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => (
              <Tab
                key={day}
                className="rounded-md border border-gray-300 px-3 py-1.5 text-sm font-medium text-gray-800 hover:bg-gray-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:border-emerald-700 data-[selected]:bg-emerald-700 data-[selected]:text-white dark:border-gray-600 dark:text-gray-100 dark:hover:bg-gray-800 dark:data-[selected]:border-emerald-300 dark:data-[selected]:bg-emerald-300 dark:data-[selected]:text-emerald-950"
              >
                {day}
              </Tab>
            ))}
          </TabList>
          <TabPanels className="mt-4">
            {days.map((day) => (
              <TabPanel key={day.day} data-testid="day-panel">
                <DayTotals
                  day={day}
                  servingsOf={(slotKey) => servings[`${day.day}:${slotKey}`] ?? MIN_SERVINGS}
                />
                <div className="mt-4 grid gap-4 md:grid-cols-2">
                  {slotsOf(day).map((slot) => {
                    const key = `${day.day}:${slot.key}`;
                    return (
                      <MealCard
                        key={key}
                        slot={slot.label}
                        snack={slot.key.startsWith("snack")}
                        meal={slot.meal}
                        servings={servings[key] ?? MIN_SERVINGS}
                        onServings={(n) =>
                          setServings((all) => ({ ...all, [key]: clampServings(n) }))
                        }
                        showNutrition={state.showNutrition}
                        adaptations={state.adaptations}
                        accent={card.colour.badge}
                      />
                    );
                  })}
                </div>
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </div>

      <PrintWeek
        plan={plan}
        days={days}
        kcal={presets[state.level]}
        level={state.level}
        adaptations={state.adaptations}
      />

      <Modal
        open={tipsOpen}
        onClose={() => setTipsOpen(false)}
        title={`${plan.name} nutrition tips`}
        description="Practical advice for following this plan."
      >
        <ul className="list-disc space-y-2 pl-5 text-sm">
          {plan.nutritionTips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => setTipsOpen(false)}>Got it</Button>
        </div>
      </Modal>
    </div>
  );
}

/** The day's totals at the servings chosen on its cards (one serving each by default). */
function DayTotals({
  day,
  servingsOf,
}: {
  day: ScaledPlanDay;
  servingsOf: (slotKey: string) => number;
}) {
  const slots = slotsOf(day);
  const sum = (k: "calories" | "protein" | "carbs" | "fat") =>
    Math.round(slots.reduce((total, s) => total + s.meal[k] * servingsOf(s.key), 0));
  const items = [
    { label: "Calories", value: `${sum("calories")} kcal` },
    { label: "Protein", value: `${sum("protein")} g` },
    { label: "Carbs", value: `${sum("carbs")} g` },
    { label: "Fat", value: `${sum("fat")} g` },
  ];
  return (
    <dl
      aria-label={`${day.day} totals`}
      className="grid grid-cols-2 gap-3 rounded-xl bg-gray-50 p-4 sm:grid-cols-4 dark:bg-gray-900"
    >
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-700 dark:text-gray-300">
            {item.label}
          </dt>
          <dd className="text-lg font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MealCard({
  slot,
  snack = false,
  meal,
  servings,
  onServings,
  showNutrition,
  adaptations,
  accent,
}: {
  slot: string;
  snack?: boolean;
  meal: Meal;
  servings: number;
  onServings: (n: number) => void;
  showNutrition: boolean;
  adaptations: string[];
  accent: string;
}) {
  const headingId = useId();
  const calories = mealCaloriesForServings(meal, servings);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-700 dark:text-gray-300">
            {slot}
          </p>
          <h3 id={headingId} className="text-lg font-semibold">
            {meal.name}
          </h3>
        </div>
        <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-sm font-semibold ${accent}`}>
          {calories} kcal
        </span>
      </div>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">{meal.description}</p>
      <p className="mt-2 text-sm">
        <span className="font-medium">Prep time:</span> {prepTimeText(meal.name, { snack })}
      </p>

      <div
        className="mt-3 flex items-center gap-2"
        role="group"
        aria-label={`Servings of ${meal.name}`}
      >
        <span className="text-sm font-medium">Servings</span>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Fewer servings of ${meal.name}`}
          disabled={servings <= MIN_SERVINGS}
          onClick={() => onServings(servings - 1)}
        >
          −
        </Button>
        <output aria-live="polite" className="min-w-[2ch] text-center font-semibold">
          {servings}
        </output>
        <Button
          variant="secondary"
          size="sm"
          aria-label={`More servings of ${meal.name}`}
          onClick={() => onServings(servings + 1)}
        >
          +
        </Button>
      </div>

      <h4 className="mt-3 text-sm font-semibold">Ingredients</h4>
      <ul className="mt-1 space-y-1 text-sm">
        {meal.ingredients.map((line) => {
          const notes = adaptationNotes(line, adaptations);
          return (
            <li key={line}>
              <span>{scaleIngredientLine(line, servings)}</span>
              {notes.map((note) => (
                <span
                  key={note.adaptation}
                  className="mt-0.5 block rounded-md bg-amber-50 px-2 py-1 text-xs text-amber-950 dark:bg-amber-950 dark:text-amber-50"
                >
                  <strong>{note.adaptation}:</strong>{" "}
                  {note.swaps.length ? `swap for ${note.swaps.join(", or ")}.` : note.advice}
                </span>
              ))}
            </li>
          );
        })}
      </ul>

      {showNutrition ? (
        <div className="mt-3 rounded-lg bg-gray-50 p-3 dark:bg-gray-900">
          <NutrientGrid
            ariaLabel={`Nutrition per serving of ${meal.name}`}
            className="grid grid-cols-4 gap-2 text-center text-sm"
            items={[
              ["Protein", `${meal.protein} g`],
              ["Carbs", `${meal.carbs} g`],
              ["Fat", `${meal.fat} g`],
              ["Fibre", `${meal.fiber} g`],
            ]}
          />
          <p className="mt-2 text-center text-xs text-gray-700 dark:text-gray-300">
            Per serving: {meal.calories} kcal
          </p>
        </div>
      ) : null}
    </article>
  );
}

/** The whole week on paper: shown only when printing. */
function PrintWeek({
  plan,
  days,
  kcal,
  level,
  adaptations,
}: {
  plan: DietPlan;
  days: ScaledPlanDay[];
  kcal: number;
  level: CalorieLevel;
  adaptations: string[];
}) {
  return (
    <section
      aria-hidden="true"
      className="hidden text-black print:block"
      data-testid="print-layout"
    >
      <h2 className="text-2xl font-bold">
        {plan.name} Plan: {LEVEL_LABELS[level]} ({kcal} kcal a day)
      </h2>
      {adaptations.length ? (
        <p className="mt-1 text-sm">Adapted for: {adaptations.join(", ")}</p>
      ) : null}
      {days.map((day) => (
        <div key={day.day} className="mt-6 break-inside-avoid">
          <h3 className="border-b border-black text-lg font-bold">
            {day.day}: {day.totalCalories} kcal, protein {day.totalProtein} g, carbs{" "}
            {day.totalCarbs} g, fat {day.totalFat} g
          </h3>
          <table className="mt-2 w-full border-collapse text-left text-xs">
            <thead>
              <tr>
                <th className="w-20 border-b border-gray-400 py-1 pr-2">Meal</th>
                <th className="border-b border-gray-400 py-1 pr-2">Dish and ingredients</th>
                <th className="w-16 border-b border-gray-400 py-1 pr-2">kcal</th>
                <th className="w-28 border-b border-gray-400 py-1">P / C / F (g)</th>
              </tr>
            </thead>
            <tbody>
              {slotsOf(day).map((slot) => (
                <tr key={slot.key} className="align-top">
                  <td className="border-b border-gray-200 py-1 pr-2 font-semibold">{slot.label}</td>
                  <td className="border-b border-gray-200 py-1 pr-2">
                    <span className="font-semibold">{slot.meal.name}</span> (
                    {prepTimeText(slot.meal.name, { snack: slot.key.startsWith("snack") })})
                    <br />
                    {slot.meal.ingredients
                      .map((line) => {
                        const notes = adaptationNotes(line, adaptations);
                        return notes.length
                          ? `${line} [${notes.map((n) => `${n.adaptation}: ${n.swaps[0] ?? n.advice}`).join("; ")}]`
                          : line;
                      })
                      .join("; ")}
                  </td>
                  <td className="border-b border-gray-200 py-1 pr-2">{slot.meal.calories}</td>
                  <td className="border-b border-gray-200 py-1">
                    {slot.meal.protein} / {slot.meal.carbs} / {slot.meal.fat}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ))}
    </section>
  );
}
