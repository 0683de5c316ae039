import { useEffect, useId, useState } from "react";
import { NutrientGrid } from "~/components/nutrient-grid";
import { Button } from "~/components/ui/button";
import { inputClass, labelClass } from "~/components/ui/field-classes";
import {
  INGREDIENT_REFERENCES,
  nutritionForGrams,
  type IngredientReference,
} from "~/content/ar-measurement";
import type { ModelAnswer } from "./use-ar-camera";

/** What Analyze found: the picture, the model's answer, the reference to pick and its card. */
export function AnalysisResult({
  snapshot,
  answer,
  reference,
  onPick,
}: {
  snapshot: string | null;
  answer: ModelAnswer | null;
  reference: IngredientReference | null;
  onPick: (reference: IngredientReference) => void;
}) {
  const pickId = useId();
  return (
    <div className="space-y-4">
      {snapshot ? (
        <img
          src={snapshot}
          alt="The captured picture"
          className="max-h-40 rounded-lg border border-gray-200 dark:border-gray-700"
        />
      ) : null}
      {answer ? (
        <div className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50">
          <p className="font-semibold">Detected: {answer.foodName}</p>
          {answer.description ? <p className="mt-1">{answer.description}</p> : null}
          {!reference ? (
            <p className="mt-1">
              This is not one of the five measured references; pick the closest below.
            </p>
          ) : null}
        </div>
      ) : null}
      <fieldset>
        <legend id={pickId} className="text-sm font-semibold">
          {answer ? "Reference ingredient" : "Which ingredient is this?"}
        </legend>
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-labelledby={pickId}>
          {INGREDIENT_REFERENCES.map((r) => (
            <Button
              key={r.id}
              size="sm"
              variant={reference?.id === r.id ? "primary" : "secondary"}
              aria-pressed={reference?.id === r.id}
              onClick={() => onPick(r)}
            >
              {r.name}
            </Button>
          ))}
        </div>
      </fieldset>
      {reference ? <ReferenceCard reference={reference} withCalculator /> : null}
    </div>
  );
}

/** An ingredient reference; `withCalculator`: with the nutrition of the user's amount. */
export function ReferenceCard({
  reference,
  withCalculator = false,
}: {
  reference: IngredientReference;
  withCalculator?: boolean;
}) {
  const [grams, setGrams] = useState(String(reference.gramsPerStandardMeasurement));
  const gramsId = useId();
  useEffect(() => setGrams(String(reference.gramsPerStandardMeasurement)), [reference]);
  const n = reference.nutritionalInfo;
  const amount = Number(grams);
  const forAmount =
    Number.isFinite(amount) && amount > 0 ? nutritionForGrams(reference, amount) : null;
  return (
    <article
      aria-label={withCalculator ? `Result: ${reference.name}` : reference.name}
      className="rounded-xl border border-gray-200 p-4 dark:border-gray-800"
    >
      <h3 className="text-lg font-semibold">{reference.name}</h3>
      <p className="mt-1 text-sm">
        <span className="font-medium">Standard measurement:</span> {reference.standardMeasurement}
      </p>
      <p className="mt-1 text-sm">
        <span className="font-medium">Visual reference:</span> {reference.visualReference}
      </p>
      <h4 className="mt-3 text-sm font-semibold">Nutrition per 100 g</h4>
      <NutrientGrid
        className="mt-1 grid grid-cols-4 gap-2 rounded-lg bg-gray-50 p-2 text-center text-sm dark:bg-gray-900"
        items={[
          ["Calories", `${n.calories}`],
          ["Protein", `${n.protein} g`],
          ["Carbs", `${n.carbs} g`],
          ["Fat", `${n.fat} g`],
        ]}
      />
      {withCalculator ? (
        <div className="mt-3">
          <label htmlFor={gramsId} className={labelClass}>
            Your amount (grams)
          </label>
          <input
            id={gramsId}
            type="number"
            min={0}
            inputMode="decimal"
            value={grams}
            onChange={(e) => setGrams(e.target.value)}
            className={`${inputClass} max-w-[10rem]`}
          />
          {forAmount ? (
            <p className="mt-2 text-sm" data-testid="amount-nutrition">
              {amount} g: {forAmount.calories} kcal, protein {forAmount.protein} g, carbs{" "}
              {forAmount.carbs} g, fat {forAmount.fat} g
            </p>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
