/**
 * Create Goal and Update Progress, over the schemas of /api/wellness-goals, posted to the
 * dashboard's action (intents `create-goal`, `goal-progress`). In a dialog with JavaScript; in the
 * page (`?log=goal`, `?progress=<id>`) without it.
 */
import { GOAL_CATEGORIES, GOAL_TYPES, wellnessFormId } from "~/domain/wellness-forms";
import { Modal } from "../ui/dialog";
import { DecimalField, InputField, SelectField, TextareaField } from "../ui/field";
import { DashboardForm, useDashboard, useDashboardForm } from "./dashboard-context";
import { CATEGORY_LABELS } from "./labels";

export { CATEGORY_LABELS };

const TYPE_LABELS: Record<(typeof GOAL_TYPES)[number], string> = {
  daily: "Daily habit",
  weekly: "Weekly",
  milestone: "Milestone",
};

const CATEGORY_OPTIONS = GOAL_CATEGORIES.map((c) => ({ value: c, label: CATEGORY_LABELS[c] }));
const TYPE_OPTIONS = GOAL_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }));

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
  const { today } = useDashboard();
  const state = useDashboardForm({
    id: wellnessFormId.goal,
    onDone,
    defaultValue: { category: "other", goalType: "milestone" },
    schema: (validation) => validation.goalCreateFormSchema,
  });
  const { fields } = state;
  return (
    <DashboardForm state={state} intent="create-goal" onDone={onDone} submitLabel="Create goal">
      <InputField
        meta={fields.title}
        label="Goal"
        type="text"
        placeholder="Drink 2 litres of water a day"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField meta={fields.category} label="Category" options={CATEGORY_OPTIONS} />
        <SelectField meta={fields.goalType} label="Kind" options={TYPE_OPTIONS} />
        <DecimalField meta={fields.targetValue} label="Target (optional)" />
        <InputField
          meta={fields.unit}
          label="Unit (optional)"
          type="text"
          placeholder="days, km, kg..."
        />
        <DecimalField meta={fields.currentValue} label="Progress so far (optional)" />
        <InputField meta={fields.deadline} label="Deadline (optional)" type="date" min={today} />
      </div>
      <TextareaField meta={fields.description} label="Notes (optional)" rows={2} />
    </DashboardForm>
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
  const state = useDashboardForm({
    id: wellnessFormId.progress(goal.id),
    onDone,
    defaultValue: { currentValue: goal.currentValue != null ? String(goal.currentValue) : "" },
    schema: (validation) => validation.goalProgressFormSchema,
  });
  const target =
    goal.targetValue != null ? ` of ${goal.targetValue}${goal.unit ? ` ${goal.unit}` : ""}` : "";
  return (
    <DashboardForm
      state={state}
      intent="goal-progress"
      hidden={<input type="hidden" name="goalId" value={goal.id} />}
      onDone={onDone}
      submitLabel="Save progress"
    >
      <DecimalField
        meta={state.fields.currentValue}
        label={`Progress${goal.unit ? ` (${goal.unit})` : ""}`}
        hint={target ? `Your target: ${target.slice(4)}` : undefined}
      />
    </DashboardForm>
  );
}
