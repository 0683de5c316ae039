/**
 * The Log Water / Sleep / Activity / Mood / Vitals / Calories and Update Metrics forms: one form
 * per dialog over the same schema as POST /api/health-metrics, posted to the dashboard's action
 * (intent `log-metrics`). Saving merges into the day's entry. In a dialog with JavaScript; in the
 * page (`?log=water`) without it.
 */
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { useMemo } from "react";
import { type MetricField } from "~/domain/schemas/wellness";
import { METRIC_DIALOGS, wellnessFormId, type MetricDialogKey } from "~/domain/wellness-forms";
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
  useValidation,
} from "./dashboard-context";

export { METRIC_DIALOGS, type MetricDialogKey };

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
      {dialog ? (
        <MetricsForm key={dialog} dialog={dialog} current={current} onDone={onClose} />
      ) : null}
    </Modal>
  );
}

function round(value: number, decimals = 2): number {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
}

/** `onDone`: close the dialog (absent when the form is in the page). */
export function MetricsForm({
  dialog,
  current,
  onDone,
}: {
  dialog: MetricDialogKey;
  current: Partial<Record<MetricField, number | null>>;
  onDone?: () => void;
}) {
  const { today, backTo } = useDashboard();
  const spec = METRIC_DIALOGS[dialog];
  const id = wellnessFormId.metrics(dialog);
  const hydrated = useHydrated();
  const { fetcher, lastResult, pending, sent } = useDashboardFetcher(id, onDone);
  const validation = useValidation();
  const schema = useMemo(
    () =>
      validation?.metricsFormSchema(
        spec.fields.map((f) => f.name),
        spec.required,
      ),
    [validation, spec],
  );
  const defaultValue: Record<string, string> = { date: today };
  for (const f of spec.fields) {
    const v = current[f.name];
    if (v !== null && v !== undefined) defaultValue[f.name] = String(v);
  }
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate:
      validation && schema
        ? ({ formData }) => validation.parseWithZod(formData, { schema })
        : undefined,
    onSubmit: sent,
  });

  return (
    <fetcher.Form
      method="post"
      action={useFormAction()}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <IntentFields intent="log-metrics">
        <input type="hidden" name="dialog" value={dialog} />
      </IntentFields>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        id={fields.date.id}
        label="Date"
        errorId={fields.date.errorId}
        errors={fields.date.errors}
      >
        <input
          {...getInputProps(fields.date, { type: "date" })}
          max={today}
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
                required={spec.required.includes(f.name)}
                step={f.step}
                inputMode={f.step === "1" ? "numeric" : "decimal"}
                className={inputClass}
              />
            </Field>
          );
        })}
      </div>
      {spec.quickAdd && hydrated ? (
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
      <FormButtons onCancel={onDone} backTo={backTo} pending={pending} label="Save" />
    </fetcher.Form>
  );
}
