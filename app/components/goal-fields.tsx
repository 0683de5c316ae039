/**
 * The goal's fields (onboarding's Physical Info step and /settings): what the user wants (the
 * spec's keys weightLoss, maintenance, muscleGain), a weekly pace, an optional goal weight and the
 * macro preset. Plain radios and inputs inside the caller's conform form, so they post without
 * JavaScript; the server judges safety on the whole profile (app/domain/targets.ts).
 */
import { getCollectionProps, type FieldMetadata } from "@conform-to/react";
import { GOAL_CHOICES, MACRO_PRESET_CHOICES, PACE_OPTIONS } from "~/domain/schemas/profile";
import { formatNumber } from "~/domain/format";
import { FieldErrors, InputField } from "./ui/field";

type ChoiceMeta = Parameters<typeof getCollectionProps>[0];

export type GoalFieldsMeta = {
  goal: ChoiceMeta;
  weeklyPace: ChoiceMeta;
  goalWeight: FieldMetadata<number | undefined>;
  macroPreset: ChoiceMeta;
};

const GOAL_HINTS: Record<string, string> = {
  weightLoss: "A steady deficit, never below a safe minimum.",
  maintenance: "Eat what your body uses each day.",
  muscleGain: "A small surplus to build muscle with little fat.",
};

const PACE_HINTS: Record<string, string> = {
  "0.25": "gentle",
  "0.5": "steady, the usual advice",
  "0.75": "brisk",
  "1": "the most we set (losing only)",
};

const PRESET_HINTS: Record<string, string> = {
  balanced: "Protein from your weight, 30 % fat, the rest carbohydrate.",
  highProtein: "More protein for fullness and muscle.",
  lowCarb: "Carbohydrate capped at 26 % of calories (130 g at most).",
};

const cardClass =
  "block h-full rounded-lg border border-gray-300 bg-white p-3 transition-colors hover:border-emerald-600 " +
  "peer-checked:border-emerald-700 peer-checked:bg-emerald-50 peer-checked:ring-2 peer-checked:ring-emerald-700 " +
  "peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 peer-focus-visible:ring-offset-2 " +
  "dark:border-gray-600 dark:bg-gray-800 dark:peer-checked:border-emerald-400 dark:peer-checked:bg-emerald-950 " +
  "dark:peer-checked:ring-emerald-400 dark:peer-focus-visible:ring-offset-gray-900";

export function RadioCards({
  meta,
  legend,
  options,
  columns,
}: {
  meta: ChoiceMeta;
  legend: string;
  options: readonly { value: string; label: string; hint?: string }[];
  columns: string;
}) {
  const byValue = new Map(options.map((o) => [o.value, o]));
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      <div className={`mt-2 grid gap-2 ${columns}`}>
        {getCollectionProps(meta, {
          type: "radio",
          options: options.map((o) => o.value),
        }).map(({ key, ...props }) => {
          const option = byValue.get(props.value)!;
          return (
            <label key={key} className="relative block cursor-pointer">
              <input {...props} className="peer sr-only" />
              <span className={cardClass}>
                <span className="block text-sm font-semibold text-gray-900 dark:text-gray-100">
                  {option.label}
                </span>
                {option.hint ? (
                  <span className="mt-0.5 block text-xs text-gray-700 dark:text-gray-300">
                    {option.hint}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
      </div>
      <FieldErrors id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

export function GoalFields({ fields }: { fields: GoalFieldsMeta }) {
  return (
    <div className="space-y-5">
      <RadioCards
        meta={fields.goal}
        legend="Your goal"
        columns="sm:grid-cols-3"
        options={GOAL_CHOICES.map((c) => ({ ...c, hint: GOAL_HINTS[c.value] }))}
      />
      <RadioCards
        meta={fields.weeklyPace}
        legend="Weekly pace (for losing or gaining)"
        columns="grid-cols-2 sm:grid-cols-4"
        options={PACE_OPTIONS.map((kg) => ({
          value: String(kg),
          label: `${formatNumber(kg, 2)} kg a week`,
          hint: PACE_HINTS[String(kg)],
        }))}
      />
      <InputField
        meta={fields.goalWeight}
        label="Goal weight (kg, optional)"
        type="number"
        hint="We use it to tell you how many weeks your pace takes."
        step="any"
        inputMode="decimal"
      />
      <RadioCards
        meta={fields.macroPreset}
        legend="Macro preset"
        columns="sm:grid-cols-3"
        options={MACRO_PRESET_CHOICES.map((c) => ({ ...c, hint: PRESET_HINTS[c.value] }))}
      />
    </div>
  );
}
