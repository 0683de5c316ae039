/**
 * The review form of a recipe the user brings or edits (ADR 038): what the food engine read of the
 * lines (nutrition per serving, or the lines it cannot read) above the fields. It posts to its
 * route's action with `intent=check` (read the lines again) or the route's save intent, conform +
 * the same zod schema as the action, so it works before JavaScript loads.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/ui/button";
import { Field, FormAlert, InputField, TextareaField, inputClass } from "~/components/ui/field";
import { MEAL_TYPES } from "~/domain/meal-types";
import { importReviewSchema, type ReviewValues } from "~/domain/schemas/recipe-import";

/** The food engine's reading of the lines, as the form shows it. */
export type ReviewCheck = {
  perServing: { kcal: number; protein: number; carbs: number; fat: number };
  unresolved: { line: string; reason: string }[];
};

const MEAL_LABELS: Record<string, string> = {
  breakfast: "Breakfast",
  lunch: "Lunch",
  dinner: "Dinner",
  snack: "Snack",
};

export function RecipeReviewForm({
  id,
  heading,
  submitIntent,
  submitLabel,
  defaults,
  check,
  result,
  pictureProblem = null,
  readByModel = false,
}: {
  id: string;
  heading: string;
  submitIntent: string;
  submitLabel: string;
  defaults: ReviewValues;
  check: ReviewCheck | null;
  result: SubmissionResult<string[]> | null;
  /** why the source page's picture cannot be copied (imports only) */
  pictureProblem?: string | null;
  /** the page had no recipe data and the AI model read its text (imports only) */
  readByModel?: boolean;
}) {
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id,
    lastResult: result,
    defaultValue: defaults,
    constraint: getZodConstraint(importReviewSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: importReviewSchema }),
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
      <h2 className="text-xl font-semibold">{heading}</h2>
      <FormAlert id={form.errorId} errors={form.errors} />
      {readByModel ? (
        // carried through "Check again" and a refused save, so the warning stays with the draft
        <input type="hidden" name="readByModel" value="yes" />
      ) : null}
      {readByModel ? (
        <p
          data-testid="read-by-model"
          className="rounded-md border border-sky-300 bg-sky-50 p-3 text-sky-950 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-50"
        >
          That page has no recipe data, so an AI model read its text. Check every field against the
          page before saving.
        </p>
      ) : null}
      {check ? (
        check.unresolved.length ? (
          <div
            role="alert"
            data-testid="unmatched-lines"
            className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
          >
            <p className="font-medium">
              {`We could not read ${check.unresolved.length} ${
                check.unresolved.length === 1 ? "line" : "lines"
              }. Fix or remove ${check.unresolved.length === 1 ? "it" : "them"}, then check again:`}
            </p>
            <ul className="mt-2 list-disc pl-5">
              {check.unresolved.map((u) => (
                <li key={u.line}>
                  <strong>{u.line}</strong>: {u.reason}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p data-testid="import-nutrition" className="text-gray-800 dark:text-gray-200">
            Every line read. Per serving: {Math.round(check.perServing.kcal)} kcal,{" "}
            {Math.round(check.perServing.protein)} g protein, {Math.round(check.perServing.carbs)} g
            carbs, {Math.round(check.perServing.fat)} g fat.
          </p>
        )
      ) : null}
      {defaults.imageUrl ? (
        <p data-testid="import-picture" className="text-gray-800 dark:text-gray-200">
          The page&apos;s picture will be copied with the recipe.
        </p>
      ) : pictureProblem ? (
        <p
          data-testid="import-picture"
          className="rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-50"
        >
          {`The page's picture could not be copied: ${pictureProblem} The recipe will show drawn art instead.`}
        </p>
      ) : null}
      <input type="hidden" name={fields.sourceUrl.name} value={defaults.sourceUrl} />
      <input type="hidden" name={fields.imageUrl.name} value={defaults.imageUrl} />
      <InputField meta={fields.title} label="Title" type="text" />
      <TextareaField meta={fields.description} label="Description" rows={2} />
      <div className="grid gap-4 sm:grid-cols-3">
        <InputField meta={fields.servings} label="Servings" type="number" />
        <InputField meta={fields.totalTime} label="Total time (minutes)" type="number" />
        <Field
          id={fields.mealType.id}
          label="Meal type"
          errorId={fields.mealType.errorId}
          errors={fields.mealType.errors}
        >
          <select
            id={fields.mealType.id}
            name={fields.mealType.name}
            defaultValue={defaults.mealType}
            className={inputClass}
          >
            {MEAL_TYPES.map((m) => (
              <option key={m} value={m}>
                {MEAL_LABELS[m]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <InputField meta={fields.cuisine} label="Cuisine" type="text" />
      <TextareaField meta={fields.ingredients} label="Ingredients, one a line" rows={10} />
      <TextareaField meta={fields.instructions} label="Steps, one a line" rows={8} />
      <div className="flex gap-3">
        <Button type="submit" name="intent" value="check" variant="secondary" disabled={busy}>
          Check again
        </Button>
        <Button type="submit" name="intent" value={submitIntent} disabled={busy}>
          {submitLabel}
        </Button>
      </div>
    </Form>
  );
}
