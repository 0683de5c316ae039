/**
 * The Log Water / Sleep / Activity / Mood / Vitals / Calories and Update Metrics dialogs: one form
 * per dialog over the same schema as POST /api/health-metrics. Saving merges into the day's entry.
 */
import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useMemo, useState } from "react";
import { metricsFormSchema, type MetricField } from "~/domain/schemas/wellness";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { Field, FormAlert, inputClass } from "../ui/field";
import { callApi, useDashboard } from "./dashboard-context";

export type MetricDialogKey =
  "water" | "sleep" | "activity" | "body" | "vitals" | "mood" | "calories";

type FieldSpec = { name: MetricField; label: string; step: string; hint?: string };

export type MetricDialogSpec = {
  title: string;
  description: string;
  fields: FieldSpec[];
  required: MetricField[];
  success: string;
  quickAdd?: { label: string; amount: number }[];
};

export const METRIC_DIALOGS: Record<MetricDialogKey, MetricDialogSpec> = {
  water: {
    title: "Log Water",
    description: "How much water have you had today? Add a glass or type the day's total.",
    fields: [
      { name: "waterIntake", label: "Water today (litres)", step: "0.05", hint: "0 to 20 L" },
    ],
    required: ["waterIntake"],
    success: "Water logged",
    quickAdd: [
      { label: "+250 ml", amount: 0.25 },
      { label: "+500 ml", amount: 0.5 },
    ],
  },
  sleep: {
    title: "Log Sleep",
    description: "How long and how well did you sleep last night?",
    fields: [
      { name: "sleepHours", label: "Hours slept", step: "0.25", hint: "0 to 24 hours" },
      { name: "sleepQuality", label: "Sleep quality (1-10)", step: "1" },
    ],
    required: ["sleepHours"],
    success: "Sleep logged",
  },
  activity: {
    title: "Log Activity",
    description: "Steps, exercise and the energy it burned today.",
    fields: [
      { name: "steps", label: "Steps", step: "1" },
      { name: "exerciseMinutes", label: "Exercise (minutes)", step: "1" },
      { name: "caloriesBurned", label: "Calories burned (kcal)", step: "1" },
    ],
    required: [],
    success: "Activity logged",
  },
  body: {
    title: "Update Metrics",
    description: "Your body composition, from a scale or a measurement.",
    fields: [
      { name: "weight", label: "Weight (kg)", step: "0.1" },
      { name: "bodyFat", label: "Body fat (%)", step: "0.1" },
      { name: "muscleMass", label: "Muscle mass (kg)", step: "0.1" },
      { name: "bodyWater", label: "Body water (%)", step: "0.1" },
      { name: "visceralFat", label: "Visceral fat (rating)", step: "0.5" },
    ],
    required: [],
    success: "Metrics updated",
  },
  vitals: {
    title: "Log Vitals",
    description: "Blood pressure and resting heart rate.",
    fields: [
      { name: "bloodPressureSystolic", label: "Systolic pressure (mmHg)", step: "1" },
      { name: "bloodPressureDiastolic", label: "Diastolic pressure (mmHg)", step: "1" },
      { name: "restingHeartRate", label: "Resting heart rate (bpm)", step: "1" },
    ],
    required: [],
    success: "Vitals logged",
  },
  mood: {
    title: "Log Mood",
    description: "How are you feeling today? 1 is the lowest, 10 the highest.",
    fields: [
      { name: "moodScore", label: "Mood (1-10)", step: "1" },
      { name: "stressLevel", label: "Stress level (1-10)", step: "1" },
      { name: "energyLevel", label: "Energy level (1-10)", step: "1" },
    ],
    required: [],
    success: "Mood logged",
  },
  calories: {
    title: "Log Calories",
    description:
      "The day's totals, when you do not log each meal. Meals you log count too: the larger figure is used.",
    fields: [
      { name: "caloriesConsumed", label: "Calories eaten (kcal)", step: "1" },
      { name: "caloriesBurned", label: "Calories burned (kcal)", step: "1" },
    ],
    required: [],
    success: "Calories logged",
  },
};

export function MetricsDialog({
  dialog,
  onClose,
  current,
}: {
  dialog: MetricDialogKey | null;
  onClose: () => void;
  /** the stored values of the day, to start from */
  current: Partial<Record<MetricField, number | null>>;
}) {
  const spec = dialog ? METRIC_DIALOGS[dialog] : null;
  return (
    <Modal
      open={spec !== null}
      onClose={onClose}
      title={spec?.title ?? ""}
      description={spec?.description}
    >
      {spec ? (
        <MetricsForm
          key={dialog}
          id={`log-${dialog}`}
          spec={spec}
          current={current}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}

function round(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

function MetricsForm({
  id,
  spec,
  current,
  onDone,
}: {
  id: string;
  spec: MetricDialogSpec;
  current: Partial<Record<MetricField, number | null>>;
  onDone: () => void;
}) {
  const actions = useDashboard();
  const schema = useMemo(
    () =>
      metricsFormSchema(
        spec.fields.map((f) => f.name),
        spec.required,
      ),
    [spec],
  );
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const defaultValue: Record<string, string> = { date: actions.today };
  for (const f of spec.fields) {
    const v = current[f.name];
    if (v !== null && v !== undefined) defaultValue[f.name] = String(v);
  }
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setPending(true);
      const result = await callApi(actions, "POST", "/api/health-metrics", submission.value);
      setPending(false);
      if (result.ok) {
        actions.onSaved(spec.success);
        onDone();
      } else {
        setLastResult(
          submission.reply({ formErrors: [result.message], fieldErrors: result.fields }),
        );
      }
    },
  });

  return (
    <form {...getFormProps(form)} className="space-y-4">
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        id={fields.date.id}
        label="Date"
        errorId={fields.date.errorId}
        errors={fields.date.errors}
      >
        <input
          {...getInputProps(fields.date, { type: "date" })}
          max={actions.today}
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((f) => {
          const meta = fields[f.name];
          return (
            <Field
              key={f.name}
              id={meta.id}
              label={f.label}
              errorId={meta.errorId}
              errors={meta.errors}
              hint={f.hint}
            >
              <input
                {...getInputProps(meta, { type: "number" })}
                step={f.step}
                inputMode={f.step === "1" ? "numeric" : "decimal"}
                className={inputClass}
              />
            </Field>
          );
        })}
      </div>
      {spec.quickAdd ? (
        <div className="flex flex-wrap gap-2">
          {spec.quickAdd.map((q) => {
            const field = spec.fields[0].name;
            return (
              <Button
                key={q.label}
                variant="secondary"
                size="sm"
                onClick={() => {
                  const value = Number(fields[field].value ?? 0) || 0;
                  form.update({ name: field, value: String(round(value + q.amount)) });
                }}
              >
                {q.label}
              </Button>
            );
          })}
        </div>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
