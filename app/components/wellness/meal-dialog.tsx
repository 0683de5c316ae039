/**
 * Log Meal: describe the food ("1 cup cooked rice"), pick one from the food table and its grams, or
 * type its nutrients. The form posts to the dashboard's action (intent `log-meal`); the server looks
 * the food up and computes the nutrients. In a dialog with JavaScript; in the page
 * (`?log=meal&mode=`) without it, where searching the food table (which needs JavaScript) is left out.
 */
import { getInputProps } from "@conform-to/react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useEffect, useState } from "react";
import { MEAL_TYPES, type MealType } from "~/domain/meal-types";
import type { MealFormMode } from "~/domain/schemas/wellness";
import { wellnessFormId } from "~/domain/wellness-forms";
import { apiRequest } from "~/lib/api-client";
import { useHydrated } from "../use-hydrated";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { DecimalField, InputField, SelectField, inputClass } from "../ui/field";
import { DashboardForm, useDashboard, useDashboardForm, useInPageHref } from "./dashboard-context";
import { MEAL_LABELS } from "./labels";

export { MEAL_LABELS };

const MEAL_OPTIONS = MEAL_TYPES.map((t) => ({ value: t, label: MEAL_LABELS[t] }));

const MODES: { key: MealFormMode; label: string }[] = [
  { key: "describe", label: "Describe it" },
  { key: "search", label: "Search foods" },
  { key: "manual", label: "Enter nutrients" },
];

/** The meal the clock suggests: breakfast until 10:30, lunch until 15:00, dinner until 21:00. */
export function mealForTime(at: Date): MealType {
  const minutes = at.getHours() * 60 + at.getMinutes();
  if (minutes >= 5 * 60 && minutes < 10 * 60 + 30) return "breakfast";
  if (minutes >= 11 * 60 && minutes < 15 * 60) return "lunch";
  if (minutes >= 17 * 60 && minutes < 21 * 60 + 30) return "dinner";
  return "snack";
}

export function MealDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [mode, setMode] = useState(0);
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="lg"
      title="Log Meal"
      description="Add what you ate to today's nutrition log. Nutrients come from the USDA food table."
    >
      <TabGroup selectedIndex={mode} onChange={setMode}>
        <TabList
          className="flex gap-1 rounded-lg bg-gray-100 p-1 dark:bg-gray-800"
          aria-label="How to log the meal"
        >
          {MODES.map((m) => (
            <Tab
              key={m.key}
              className="flex-1 rounded-md px-3 py-1.5 text-sm font-medium text-gray-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 data-[selected]:bg-white data-[selected]:text-emerald-900 data-[selected]:shadow dark:text-gray-200 dark:data-[selected]:bg-gray-950 dark:data-[selected]:text-emerald-200"
            >
              {m.label}
            </Tab>
          ))}
        </TabList>
        <TabPanels className="mt-4">
          {MODES.map((m) => (
            <TabPanel key={m.key} className="focus:outline-none">
              <MealForm mode={m.key} onDone={onClose} />
            </TabPanel>
          ))}
        </TabPanels>
      </TabGroup>
    </Modal>
  );
}

/**
 * Log Meal in the page (`?log=meal&mode=`), for a browser without JavaScript: the ways as links,
 * the form of the chosen one. Searching the food table needs JavaScript, so its link shows after
 * hydration only.
 */
export function MealInPage({ mode }: { mode: MealFormMode }) {
  const hydrated = useHydrated();
  const href = useInPageHref();
  const modes = MODES.filter((m) => hydrated || m.key !== "search");
  return (
    <div>
      <nav aria-label="How to log the meal" className="flex flex-wrap gap-2">
        {modes.map((m) => (
          <a
            key={m.key}
            href={href({ log: "meal", mode: m.key })}
            aria-current={m.key === mode ? "page" : undefined}
            className={`rounded-md px-3 py-1.5 text-sm font-medium ${
              m.key === mode
                ? "bg-emerald-100 text-emerald-900 dark:bg-emerald-900 dark:text-emerald-100"
                : "text-gray-800 underline underline-offset-2 dark:text-gray-200"
            }`}
          >
            {m.label}
          </a>
        ))}
      </nav>
      <div className="mt-4">
        <MealForm key={mode} mode={mode} />
      </div>
    </div>
  );
}

type FoodOption = {
  foodId: number;
  name: string;
  usdaName: string;
  kcalPer100g: number;
  householdWeights: { amount: number; unit: string; grams: number }[];
};

/** One way of logging a meal; `onDone` closes the dialog (absent when the form is in the page). */
export function MealForm({ mode, onDone }: { mode: MealFormMode; onDone?: () => void }) {
  const { today } = useDashboard();
  const [picked, setPicked] = useState<FoodOption | null>(null);
  const state = useDashboardForm({
    id: wellnessFormId.meal(mode),
    onDone,
    defaultValue: { date: today, mealType: mealForTime(new Date()) },
    schema: (validation) => validation.mealFormSchemas[mode],
  });
  const { form, fields: f } = state;

  return (
    <DashboardForm
      state={state}
      intent="log-meal"
      hidden={<input type="hidden" name="mode" value={mode} />}
      onDone={onDone}
      submitLabel="Log meal"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField meta={f.mealType} label="Meal" options={MEAL_OPTIONS} />
        <InputField meta={f.date} label="Date" type="date" max={today} />
      </div>

      {mode === "describe" ? (
        <InputField
          meta={f.text}
          label="What did you eat?"
          type="text"
          hint="An amount and a food, for example '1 cup cooked rice', '2 eggs' or '150 g salmon'."
          placeholder="1 cup cooked rice"
        />
      ) : null}

      {mode === "search" ? (
        <>
          <FoodSearch
            picked={picked}
            onPick={(food) => {
              setPicked(food);
              form.update({ name: "foodId", value: String(food.foodId) });
            }}
          />
          <input {...getInputProps(f.foodId, { type: "hidden" })} />
          {f.foodId.errors?.length ? (
            <p className="text-sm text-red-700 dark:text-red-400">{f.foodId.errors[0]}</p>
          ) : null}
          <DecimalField meta={f.grams} label="Amount (grams)" />
          {picked?.householdWeights.length ? (
            <div className="flex flex-wrap gap-2" aria-label="Common portions">
              {picked.householdWeights.map((w) => (
                <Button
                  key={`${w.amount}-${w.unit}`}
                  variant="secondary"
                  size="sm"
                  onClick={() => form.update({ name: "grams", value: String(w.grams) })}
                >
                  {`${w.amount} ${w.unit} (${w.grams} g)`}
                </Button>
              ))}
            </div>
          ) : null}
        </>
      ) : null}

      {mode === "manual" ? (
        <>
          <InputField meta={f.foodName} label="Food" type="text" />
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["calories", "Calories (kcal)"],
                ["protein", "Protein (g)"],
                ["carbs", "Carbs (g)"],
                ["fat", "Fat (g)"],
              ] as const
            ).map(([name, label]) => (
              <DecimalField key={name} meta={f[name]} label={label} />
            ))}
          </div>
          <InputField
            meta={f.servingSize}
            label="Serving size (optional)"
            type="text"
            placeholder="1 bowl"
          />
        </>
      ) : null}
    </DashboardForm>
  );
}

function FoodSearch({
  picked,
  onPick,
}: {
  picked: FoodOption | null;
  onPick: (food: FoodOption) => void;
}) {
  const [query, setQuery] = useState("");
  const [results, setResults] = useState<FoodOption[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">("idle");

  useEffect(() => {
    const q = query.trim();
    if (q.length < 2) {
      setResults([]);
      setStatus("idle");
      return;
    }
    let cancelled = false;
    setStatus("loading");
    const timer = setTimeout(() => {
      apiRequest<FoodOption[]>("GET", `/api/foods?q=${encodeURIComponent(q)}`)
        .then((list) => {
          if (!cancelled) {
            setResults(list);
            setStatus("done");
          }
        })
        .catch(() => {
          if (!cancelled) setStatus("error");
        });
    }, 250);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <div>
      <label
        htmlFor="food-search"
        className="block text-sm font-medium text-gray-800 dark:text-gray-200"
      >
        Search the food table
      </label>
      <input
        id="food-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="rice, banana, salmon..."
        className={inputClass}
        autoComplete="off"
      />
      <div aria-live="polite" className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        {status === "loading" ? "Searching..." : null}
        {status === "done" && results.length === 0 ? "No foods found. Try another word." : null}
        {status === "error" ? "The search failed. Please try again." : null}
      </div>
      {results.length > 0 ? (
        <ul className="mt-2 max-h-56 space-y-1 overflow-y-auto" aria-label="Foods found">
          {results.map((food) => {
            const selected = picked?.foodId === food.foodId;
            return (
              <li key={food.foodId}>
                <button
                  type="button"
                  aria-pressed={selected}
                  onClick={() => onPick(food)}
                  className={`w-full rounded-md border px-3 py-2 text-left text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-emerald-600 ${
                    selected
                      ? "border-emerald-600 bg-emerald-50 dark:border-emerald-400 dark:bg-emerald-950"
                      : "border-gray-200 hover:bg-gray-50 dark:border-gray-700 dark:hover:bg-gray-800"
                  }`}
                >
                  <span className="font-medium">{food.name}</span>
                  <span className="block text-xs text-gray-700 dark:text-gray-300">
                    {food.usdaName} · {Math.round(food.kcalPer100g)} kcal per 100 g
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
