/**
 * The physical and preferences forms of the onboarding wizard, /physical-info and
 * /dietary-preferences (spec 1 sections 2 and 5). Validated in the browser with the shared zod
 * schemas (conform) and again by the page's action (app/http/profile-step-actions.server.ts,
 * docs/decisions/041), which saves with the same services as the JSON API and redirects to the next
 * step. They post through a fetcher, or as plain forms without JavaScript. A refused save shows
 * the spec's 'Submission failed' notice with the server's message; a signed-out save is sent to
 * /onboarding with 'Authentication required' by the action.
 */
import {
  getCollectionProps,
  getFormProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useActionData, useFetcher } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { SUBMISSION_FAILED, type ProfileStepIntent } from "~/domain/profile-steps";
import {
  ACTIVITY_CARDS,
  CUISINE_CHOICES,
  physicalFormSchema,
  physicalGoalFormSchema,
  preferencesFormSchema,
  RESTRICTION_CHOICES,
  WIZARD_GENDERS,
  type ProfileFormDefaults,
} from "~/domain/schemas/profile";
import { GoalFields, RadioCards } from "./goal-fields";
import { Button } from "./ui/button";
import { CheckboxList, Field, FieldErrors, FormAlert, InputField, inputClass } from "./ui/field";
import { LinkButton } from "./ui/link-button";
import { useToast } from "./toaster";

export { AUTH_REQUIRED_NOTICE } from "~/domain/profile-steps";

type StepReply = { intent: ProfileStepIntent; result: SubmissionResult<string[]> };

function isReplyFor(data: unknown, intent: ProfileStepIntent): data is StepReply {
  return typeof data === "object" && data !== null && (data as StepReply).intent === intent;
}

/**
 * A step's fetcher and the action's reply to it (the fetcher's, or the page's own without
 * JavaScript); a refusal for the whole form also shows the spec's 'Submission failed' notice.
 */
function useStepFetcher(intent: ProfileStepIntent) {
  const fetcher = useFetcher<StepReply>();
  const actionData = useActionData();
  const { toast } = useToast();
  const fromFetcher = isReplyFor(fetcher.data, intent) ? fetcher.data : undefined;
  const reply = fromFetcher ?? (isReplyFor(actionData, intent) ? actionData : undefined);
  const refusal = fromFetcher?.result.error?.[""]?.[0];
  useEffect(() => {
    if (refusal) toast({ title: SUBMISSION_FAILED, description: refusal, variant: "destructive" });
  }, [fromFetcher, refusal, toast]);
  return { fetcher, lastResult: reply?.result, saving: fetcher.state !== "idle" };
}

/** What every step form takes: the link of Back and the label of its submit button. */
type StepFormProps = { id?: string; backHref: string; submitLabel: string };

function FormButtons({
  saving,
  backHref,
  submitLabel,
}: {
  saving: boolean;
  backHref: string;
  submitLabel: string;
}) {
  return (
    // on a phone the buttons stay at the bottom of the screen while the form scrolls (issue 19)
    <div className="sticky bottom-0 z-10 flex justify-between gap-3 border-t border-gray-200 bg-white py-3 sm:static sm:border-0 sm:pb-0 sm:pt-2 dark:border-gray-800 dark:bg-gray-900">
      <LinkButton variant="secondary" href={backHref} disabled={saving}>
        Back
      </LinkButton>
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : submitLabel}
      </Button>
    </div>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-gray-900 dark:text-gray-100">{legend}</legend>
      {children}
    </fieldset>
  );
}

// ---------------------------------------------------------------- physical

/**
 * Body data; with `goal` defaults also the goal section (onboarding's goal step): saved together,
 * so the server judges the goal's safety on the body it goes with.
 */
export function PhysicalInfoForm({
  id = "physical-info",
  defaultValue,
  goal,
  submitLabel = "Continue",
  backHref,
}: Omit<StepFormProps, "submitLabel"> & {
  defaultValue: ProfileFormDefaults["physical"];
  goal?: ProfileFormDefaults["goal"];
  submitLabel?: string;
}) {
  const { fetcher, lastResult, saving } = useStepFetcher("physical");
  const schema = goal ? physicalGoalFormSchema : physicalFormSchema;
  const [form, fields] = useForm<
    ProfileFormDefaults["physical"] & Partial<ProfileFormDefaults["goal"]>
  >({
    id,
    lastResult,
    defaultValue: goal ? { ...defaultValue, ...goal } : defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });

  return (
    <fetcher.Form method="post" className="space-y-6" {...getFormProps(form)}>
      <input type="hidden" hidden name="intent" value="physical" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <PhysicalFields fields={fields} />

      {goal ? (
        <section aria-labelledby={`${id}-goal-heading`} className="space-y-3">
          <h3
            id={`${id}-goal-heading`}
            className="text-base font-semibold text-gray-900 dark:text-gray-100"
          >
            What do you want to achieve?
          </h3>
          <GoalFields
            fields={{
              goal: fields.goal,
              weeklyPace: fields.weeklyPace,
              goalWeight: fields.goalWeight,
              macroPreset: fields.macroPreset,
            }}
          />
        </section>
      ) : null}

      <FormButtons saving={saving} backHref={backHref} submitLabel={submitLabel} />
    </fetcher.Form>
  );
}

/** The physical form's fields (spec 1 section 2), for any conform form holding them. */
export function PhysicalFields({
  fields,
}: {
  fields: {
    gender: FieldMetadata<string | undefined>;
    age: FieldMetadata<number | undefined>;
    height: FieldMetadata<number | undefined>;
    weight: FieldMetadata<number | undefined>;
    activityLevel: FieldMetadata<string | undefined>;
  };
}) {
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fields.gender.id}
          label="Gender"
          errorId={fields.gender.errorId}
          errors={fields.gender.errors}
        >
          <select {...getSelectProps(fields.gender)} className={inputClass}>
            <option value="">Select gender</option>
            {WIZARD_GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {gender[0].toUpperCase() + gender.slice(1)}
              </option>
            ))}
          </select>
        </Field>
        <InputField meta={fields.age} label="Age" type="number" inputMode="numeric" />
        <InputField
          meta={fields.height}
          label="Height (cm)"
          type="number"
          step="any"
          inputMode="decimal"
        />
        <InputField
          meta={fields.weight}
          label="Weight (kg)"
          type="number"
          step="any"
          inputMode="decimal"
        />
      </div>

      <RadioCards
        meta={fields.activityLevel}
        legend="Activity level"
        columns="sm:grid-cols-2"
        options={ACTIVITY_CARDS.map((c) => ({
          value: c.value,
          label: c.label,
          hint: c.description,
        }))}
      />
    </>
  );
}

// ---------------------------------------------------------------- preferences

const chipClass =
  "inline-flex cursor-pointer items-center rounded-full border border-gray-300 bg-white px-4 py-2 text-sm font-medium " +
  "text-gray-800 transition-colors hover:border-emerald-600 peer-checked:border-emerald-700 peer-checked:bg-emerald-700 " +
  "peer-checked:text-white peer-focus-visible:ring-2 peer-focus-visible:ring-emerald-600 peer-focus-visible:ring-offset-2 " +
  "dark:border-gray-600 dark:bg-gray-800 dark:text-gray-100 dark:peer-checked:border-emerald-400 " +
  "dark:peer-checked:bg-emerald-400 dark:peer-checked:text-gray-950 dark:peer-focus-visible:ring-offset-gray-900";

export function PreferencesForm({
  id = "preferences",
  defaultValue,
  submitLabel,
  backHref,
}: StepFormProps & { defaultValue: ProfileFormDefaults["preferences"] }) {
  const { fetcher, lastResult, saving } = useStepFetcher("preferences");
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: {
      dietaryRestrictions: defaultValue.dietaryRestrictions,
      cuisinePreferences: defaultValue.cuisinePreferences,
      dislikedIngredients: defaultValue.dislikedIngredients,
    },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: preferencesFormSchema }),
  });
  return (
    <fetcher.Form method="post" className="space-y-6" {...getFormProps(form)}>
      <input type="hidden" hidden name="intent" value="preferences" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <PreferenceFields fields={fields} otherCuisines={defaultValue.otherCuisines} />

      <FormButtons saving={saving} backHref={backHref} submitLabel={submitLabel} />
    </fetcher.Form>
  );
}

/** The preferences form's fields (spec 1 section 2), for any conform form holding them. */
export function PreferenceFields({
  fields,
  otherCuisines,
}: {
  fields: {
    dietaryRestrictions: FieldMetadata<string[] | undefined>;
    cuisinePreferences: FieldMetadata<string[] | undefined>;
    dislikedIngredients: FieldMetadata<string | undefined>;
  };
  /** stored cuisines beyond the spec's 13, offered as extra toggles so saving keeps them */
  otherCuisines: readonly string[];
}) {
  const cuisineOptions = [
    ...CUISINE_CHOICES.map((c) => ({ value: c.value as string, label: c.label as string })),
    ...otherCuisines.map((c) => ({ value: c, label: c })),
  ];
  const cuisineLabel = Object.fromEntries(cuisineOptions.map((o) => [o.value, o.label]));

  return (
    <>
      <Fieldset legend="Dietary restrictions">
        <CheckboxList
          meta={fields.dietaryRestrictions}
          options={RESTRICTION_CHOICES}
          className="grid grid-cols-2 gap-3 sm:grid-cols-3"
        />
      </Fieldset>

      <Fieldset legend="Favourite cuisines">
        <div className="flex flex-wrap gap-2">
          {getCollectionProps(fields.cuisinePreferences, {
            type: "checkbox",
            options: cuisineOptions.map((o) => o.value),
          }).map(({ key, ...props }) => (
            <label key={key} className="relative">
              <input {...props} className="peer sr-only" />
              <span className={chipClass}>{cuisineLabel[props.value]}</span>
            </label>
          ))}
        </div>
        <FieldErrors
          id={fields.cuisinePreferences.errorId}
          errors={fields.cuisinePreferences.errors}
        />
      </Fieldset>

      <Field
        id={fields.dislikedIngredients.id}
        label="Disliked ingredients"
        hint="Separate ingredients with commas, for example: mushrooms, olives, cilantro"
        errorId={fields.dislikedIngredients.errorId}
        errors={fields.dislikedIngredients.errors}
      >
        <textarea
          {...getTextareaProps(fields.dislikedIngredients)}
          rows={2}
          placeholder="mushrooms, olives, cilantro"
          className={inputClass}
        />
      </Field>
    </>
  );
}
