/**
 * The Log Water / Sleep / Activity / Mood / Vitals / Calories and Update Metrics forms: one form
 * per dialog over the same schema as POST /api/health-metrics, posted to the dashboard's action
 * (intent `log-metrics`). Saving merges into the day's entry. In a dialog with JavaScript; in the
 * page (`?log=water`) without it.
 */
import { type MetricField } from "~/domain/schemas/wellness";
import { METRIC_DIALOGS, wellnessFormId, type MetricDialogKey } from "~/domain/wellness-forms";
import { useHydrated } from "../use-hydrated";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { InputField } from "../ui/field";
import { DashboardForm, useDashboard, useDashboardForm } from "./dashboard-context";

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
  const { today } = useDashboard();
  const spec = METRIC_DIALOGS[dialog];
  const hydrated = useHydrated();
  const defaultValue: Record<string, string> = { date: today };
  for (const f of spec.fields) {
    const v = current[f.name];
    if (v !== null && v !== undefined) defaultValue[f.name] = String(v);
  }
  const state = useDashboardForm({
    id: wellnessFormId.metrics(dialog),
    onDone,
    defaultValue,
    schema: (validation) =>
      validation.metricsFormSchema(
        spec.fields.map((f) => f.name),
        spec.required,
      ),
  });
  const { form, fields } = state;

  return (
    <DashboardForm
      state={state}
      intent="log-metrics"
      hidden={<input type="hidden" name="dialog" value={dialog} />}
      onDone={onDone}
      submitLabel="Save"
    >
      <InputField meta={fields.date} label="Date" type="date" max={today} />
      <div className="grid gap-4 sm:grid-cols-2">
        {spec.fields.map((f) => (
          <InputField
            key={f.name}
            meta={fields[f.name]}
            label={f.label}
            hint={f.hint}
            type="number"
            required={spec.required.includes(f.name)}
            step={f.step}
            inputMode={f.step === "1" ? "numeric" : "decimal"}
          />
        ))}
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
    </DashboardForm>
  );
}
