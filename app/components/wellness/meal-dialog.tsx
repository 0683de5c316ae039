/**
 * Log Meal: describe the food ("1 cup cooked rice"), pick one from the food table and its grams, or
 * type its nutrients. The form posts to the dashboard's action (intent `log-meal`); the server looks
 * the food up and computes the nutrients. In a dialog with JavaScript; in the page
 * (`?log=meal&mode=`) without it, where searching the food table (which needs JavaScript) is left out.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useForm,
  type FieldMetadata,
} from "@conform-to/react";
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from "@headlessui/react";
import { useEffect, useState } from "react";
import { MEAL_TYPES, type MealType } from "~/domain/meal-types";
import type { MealFormMode } from "~/domain/schemas/wellness";
import { wellnessFormId } from "~/domain/wellness-forms";
import { apiRequest } from "~/lib/api-client";
import { useHydrated } from "../use-hydrated";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { Field, FormAlert, inputClass } from "../ui/field";
import {
  FormButtons,
  IntentFields,
  useDashboard,
  useDashboardFetcher,
  useFormAction,
  useInPageHref,
  useValidation,
} from "./dashboard-context";
import { MEAL_LABELS } from "./labels";

export { MEAL_LABELS };

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
  const { today, backTo } = useDashboard();
  const id = wellnessFormId.meal(mode);
  const { fetcher, lastResult, pending, sent } = useDashboardFetcher(id, onDone);
  const validation = useValidation();
  const [picked, setPicked] = useState<FoodOption | null>(null);
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { date: today, mealType: mealForTime(new Date()) },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation
      ? ({ formData }) =>
          validation.parseWithZod(formData, { schema: validation.mealFormSchemas[mode] })
      : undefined,
    onSubmit: sent,
  });
  const f = fields as unknown as Record<string, FieldMetadata<string>>;

  return (
    <fetcher.Form
      method="post"
      action={useFormAction()}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <IntentFields intent="log-meal">
        <input type="hidden" name="mode" value={mode} />
      </IntentFields>
      <FormAlert id={form.errorId} errors={form.errors} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={f.mealType.id}
          label="Meal"
          errorId={f.mealType.errorId}
          errors={f.mealType.errors}
        >
          <select {...getSelectProps(f.mealType)} className={inputClass}>
            {MEAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {MEAL_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field id={f.date.id} label="Date" errorId={f.date.errorId} errors={f.date.errors}>
          <input {...getInputProps(f.date, { type: "date" })} max={today} className={inputClass} />
        </Field>
      </div>

      {mode === "describe" ? (
        <Field
          id={f.text.id}
          label="What did you eat?"
          errorId={f.text.errorId}
          errors={f.text.errors}
          hint="An amount and a food, for example '1 cup cooked rice', '2 eggs' or '150 g salmon'."
        >
          <input
            {...getInputProps(f.text, { type: "text" })}
            placeholder="1 cup cooked rice"
            className={inputClass}
          />
        </Field>
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
          <Field
            id={f.grams.id}
            label="Amount (grams)"
            errorId={f.grams.errorId}
            errors={f.grams.errors}
          >
            <input
              {...getInputProps(f.grams, { type: "number" })}
              step="any"
              inputMode="decimal"
              className={inputClass}
            />
          </Field>
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
          <Field
            id={f.foodName.id}
            label="Food"
            errorId={f.foodName.errorId}
            errors={f.foodName.errors}
          >
            <input {...getInputProps(f.foodName, { type: "text" })} className={inputClass} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            {(
              [
                ["calories", "Calories (kcal)"],
                ["protein", "Protein (g)"],
                ["carbs", "Carbs (g)"],
                ["fat", "Fat (g)"],
              ] as const
            ).map(([name, label]) => (
              <Field
                key={name}
                id={f[name].id}
                label={label}
                errorId={f[name].errorId}
                errors={f[name].errors}
              >
                <input
                  {...getInputProps(f[name], { type: "number" })}
                  step="any"
                  inputMode="decimal"
                  className={inputClass}
                />
              </Field>
            ))}
          </div>
          <Field
            id={f.servingSize.id}
            label="Serving size (optional)"
            errorId={f.servingSize.errorId}
            errors={f.servingSize.errors}
          >
            <input
              {...getInputProps(f.servingSize, { type: "text" })}
              placeholder="1 bowl"
              className={inputClass}
            />
          </Field>
        </>
      ) : null}

      <FormButtons onCancel={onDone} backTo={backTo} pending={pending} label="Log meal" />
    </fetcher.Form>
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
