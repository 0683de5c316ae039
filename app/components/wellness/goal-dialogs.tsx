/** Create Goal and Update Progress dialogs, over the schemas of /api/wellness-goals. */
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useState } from "react";
import {
  GOAL_CATEGORIES,
  GOAL_TYPES,
  goalProgressFormSchema,
  wellnessGoalCreateSchema,
} from "~/domain/schemas/wellness";
import { Button } from "../ui/button";
import { Modal } from "../ui/dialog";
import { Field, FormAlert, inputClass } from "../ui/field";
import { callApi, useDashboard } from "./dashboard-context";
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

function CreateGoalForm({ onDone }: { onDone: () => void }) {
  const actions = useDashboard();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm({
    id: "create-goal",
    lastResult,
    defaultValue: { category: "other", goalType: "milestone" },
    constraint: getZodConstraint(wellnessGoalCreateSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: wellnessGoalCreateSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setPending(true);
      const result = await callApi(actions, "POST", "/api/wellness-goals", submission.value);
      setPending(false);
      if (result.ok) {
        actions.onSaved("Goal created", submission.value.title);
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
            min={actions.today}
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
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Create goal"}
        </Button>
      </div>
    </form>
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

function ProgressForm({ goal, onDone }: { goal: GoalForProgress; onDone: () => void }) {
  const actions = useDashboard();
  const [lastResult, setLastResult] = useState<SubmissionResult<string[]> | undefined>();
  const [pending, setPending] = useState(false);
  const [form, fields] = useForm({
    id: `goal-progress-${goal.id}`,
    lastResult,
    defaultValue: { currentValue: goal.currentValue != null ? String(goal.currentValue) : "" },
    constraint: getZodConstraint(goalProgressFormSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: goalProgressFormSchema }),
    async onSubmit(event, { submission }) {
      event.preventDefault();
      if (submission?.status !== "success") return;
      setPending(true);
      const result = await callApi(
        actions,
        "PATCH",
        `/api/wellness-goals/${goal.id}`,
        submission.value,
      );
      setPending(false);
      if (result.ok) {
        actions.onSaved("Progress updated", goal.title);
        onDone();
      } else {
        setLastResult(
          submission.reply({ formErrors: [result.message], fieldErrors: result.fields }),
        );
      }
    },
  });
  const target =
    goal.targetValue != null ? ` of ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ""}` : "";
  return (
    <form {...getFormProps(form)} className="space-y-4">
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
      <div className="flex justify-end gap-2">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : "Save progress"}
        </Button>
      </div>
    </form>
  );
}
