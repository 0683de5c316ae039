/**
 * Create Goal and Update Progress, over the schemas of /api/wellness-goals, posted to the
 * dashboard's action (intents `create-goal`, `goal-progress`). In a dialog with JavaScript; in the
 * page (`?log=goal`, `?progress=<id>`) without it.
 */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
} from "@conform-to/react";
import { GOAL_CATEGORIES, GOAL_TYPES, wellnessFormId } from "~/domain/wellness-forms";
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
import { CATEGORY_LABELS } from "./labels";

export { CATEGORY_LABELS };

const TYPE_LABELS: Record<(typeof GOAL_TYPES)[number], string> = {
  daily: "Daily habit",
  weekly: "Weekly",
  milestone: "Milestone",
};

export function CreateGoalDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Create Goal"
      description="Set a goal and track your progress towards it."
    >
      {open ? <CreateGoalForm onDone={onClose} /> : null}
    </Modal>
  );
}

/** `onDone` closes the dialog (absent when the form is in the page). */
export function CreateGoalForm({ onDone }: { onDone?: () => void }) {
  const { today, backTo } = useDashboard();
  const id = wellnessFormId.goal;
  const { fetcher, lastResult, pending, sent } = useDashboardFetcher(id, onDone);
  const validation = useValidation();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { category: "other", goalType: "milestone" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation
      ? ({ formData }) =>
          validation.parseWithZod(formData, { schema: validation.goalCreateFormSchema })
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
      <IntentFields intent="create-goal" />
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        id={fields.title.id}
        label="Goal"
        errorId={fields.title.errorId}
        errors={fields.title.errors}
      >
        <input
          {...getInputProps(fields.title, { type: "text" })}
          placeholder="Drink 2 litres of water a day"
          className={inputClass}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={fields.category.id}
          label="Category"
          errorId={fields.category.errorId}
          errors={fields.category.errors}
        >
          <select {...getSelectProps(fields.category)} className={inputClass}>
            {GOAL_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fields.goalType.id}
          label="Kind"
          errorId={fields.goalType.errorId}
          errors={fields.goalType.errors}
        >
          <select {...getSelectProps(fields.goalType)} className={inputClass}>
            {GOAL_TYPES.map((t) => (
              <option key={t} value={t}>
                {TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id={fields.targetValue.id}
          label="Target (optional)"
          errorId={fields.targetValue.errorId}
          errors={fields.targetValue.errors}
        >
          <input
            {...getInputProps(fields.targetValue, { type: "number" })}
            step="any"
            inputMode="decimal"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.unit.id}
          label="Unit (optional)"
          errorId={fields.unit.errorId}
          errors={fields.unit.errors}
        >
          <input
            {...getInputProps(fields.unit, { type: "text" })}
            placeholder="days, km, kg..."
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.currentValue.id}
          label="Progress so far (optional)"
          errorId={fields.currentValue.errorId}
          errors={fields.currentValue.errors}
        >
          <input
            {...getInputProps(fields.currentValue, { type: "number" })}
            step="any"
            inputMode="decimal"
            className={inputClass}
          />
        </Field>
        <Field
          id={fields.deadline.id}
          label="Deadline (optional)"
          errorId={fields.deadline.errorId}
          errors={fields.deadline.errors}
        >
          <input
            {...getInputProps(fields.deadline, { type: "date" })}
            min={today}
            className={inputClass}
          />
        </Field>
      </div>
      <Field
        id={fields.description.id}
        label="Notes (optional)"
        errorId={fields.description.errorId}
        errors={fields.description.errors}
      >
        <textarea {...getTextareaProps(fields.description)} rows={2} className={inputClass} />
      </Field>
      <FormButtons onCancel={onDone} backTo={backTo} pending={pending} label="Create goal" />
    </fetcher.Form>
  );
}

export type GoalForProgress = {
  id: number;
  title: string;
  currentValue: number | null;
  targetValue: number | null;
  unit: string | null;
};

export function ProgressDialog({
  goal,
  onClose,
}: {
  goal: GoalForProgress | null;
  onClose: () => void;
}) {
  return (
    <Modal
      open={goal !== null}
      onClose={onClose}
      size="sm"
      title="Update progress"
      description={goal ? goal.title : undefined}
    >
      {goal ? <ProgressForm key={goal.id} goal={goal} onDone={onClose} /> : null}
    </Modal>
  );
}

/** `onDone` closes the dialog (absent when the form is in the page). */
export function ProgressForm({ goal, onDone }: { goal: GoalForProgress; onDone?: () => void }) {
  const { backTo } = useDashboard();
  const id = wellnessFormId.progress(goal.id);
  const { fetcher, lastResult, pending, sent } = useDashboardFetcher(id, onDone);
  const validation = useValidation();
  const [form, fields] = useForm({
    id,
    lastResult,
    defaultValue: { currentValue: goal.currentValue != null ? String(goal.currentValue) : "" },
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: validation
      ? ({ formData }) =>
          validation.parseWithZod(formData, { schema: validation.goalProgressFormSchema })
      : undefined,
    onSubmit: sent,
  });
  const target =
    goal.targetValue != null ? ` of ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ""}` : "";
  return (
    <fetcher.Form
      method="post"
      action={useFormAction()}
      {...getFormProps(form)}
      className="space-y-4"
    >
      <IntentFields intent="goal-progress">
        <input type="hidden" name="goalId" value={goal.id} />
      </IntentFields>
      <FormAlert id={form.errorId} errors={form.errors} />
      <Field
        id={fields.currentValue.id}
        label={`Progress${goal.unit ? ` (${goal.unit})` : ""}`}
        errorId={fields.currentValue.errorId}
        errors={fields.currentValue.errors}
        hint={target ? `Your target: ${target.slice(4)}` : undefined}
      >
        <input
          {...getInputProps(fields.currentValue, { type: "number" })}
          step="any"
          inputMode="decimal"
          className={inputClass}
        />
      </Field>
      <FormButtons onCancel={onDone} backTo={backTo} pending={pending} label="Save progress" />
    </fetcher.Form>
  );
}
